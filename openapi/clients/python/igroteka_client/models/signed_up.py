from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.token_issued import TokenIssued





T = TypeVar("T", bound="SignedUp")



@_attrs_define
class SignedUp:
    """ 
        Attributes:
            created_at (datetime.datetime):
            id (str):
            name (str):
            token (TokenIssued):
     """

    created_at: datetime.datetime
    id: str
    name: str
    token: TokenIssued
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.token_issued import TokenIssued # noqa: PLC0415
        created_at = self.created_at.isoformat()

        id = self.id

        name = self.name

        token = self.token.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "id": id,
            "name": name,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.token_issued import TokenIssued # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        id = d.pop("id")

        name = d.pop("name")

        token = TokenIssued.from_dict(d.pop("token"))




        signed_up = cls(
            created_at=created_at,
            id=id,
            name=name,
            token=token,
        )


        signed_up.additional_properties = d
        return signed_up

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
