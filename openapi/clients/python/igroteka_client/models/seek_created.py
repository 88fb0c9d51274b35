from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seek_created_status import SeekCreatedStatus
from typing import cast
import datetime






T = TypeVar("T", bound="SeekCreated")



@_attrs_define
class SeekCreated:
    """ 
        Attributes:
            created_at (datetime.datetime):
            id (str):
            status (SeekCreatedStatus):
            token (str):
     """

    created_at: datetime.datetime
    id: str
    status: SeekCreatedStatus
    token: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        id = self.id

        status = self.status.value

        token = self.token


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "id": id,
            "status": status,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        id = d.pop("id")

        status = SeekCreatedStatus(d.pop("status"))




        token = d.pop("token")

        seek_created = cls(
            created_at=created_at,
            id=id,
            status=status,
            token=token,
        )


        seek_created.additional_properties = d
        return seek_created

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
