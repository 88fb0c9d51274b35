from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="InvitationCreated")



@_attrs_define
class InvitationCreated:
    """ 
        Attributes:
            code (str):
            expires_at (datetime.datetime):
            id (str):
            match_id (UUID):
            seat (int):
     """

    code: str
    expires_at: datetime.datetime
    id: str
    match_id: UUID
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        expires_at = self.expires_at.isoformat()

        id = self.id

        match_id = str(self.match_id)

        seat = self.seat


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "expires_at": expires_at,
            "id": id,
            "match_id": match_id,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        id = d.pop("id")

        match_id = UUID(d.pop("match_id"))




        seat = d.pop("seat")

        invitation_created = cls(
            code=code,
            expires_at=expires_at,
            id=id,
            match_id=match_id,
            seat=seat,
        )


        invitation_created.additional_properties = d
        return invitation_created

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
