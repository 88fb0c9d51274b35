from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="Signature")



@_attrs_define
class Signature:
    """ 
        Attributes:
            alg (str):
            head (str):
            kid (str):
            length (int):
            value (str | Unset):  Default: ''.
     """

    alg: str
    head: str
    kid: str
    length: int
    value: str | Unset = ''
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        alg = self.alg

        head = self.head

        kid = self.kid

        length = self.length

        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "alg": alg,
            "head": head,
            "kid": kid,
            "length": length,
        })
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alg = d.pop("alg")

        head = d.pop("head")

        kid = d.pop("kid")

        length = d.pop("length")

        value = d.pop("value", UNSET)

        signature = cls(
            alg=alg,
            head=head,
            kid=kid,
            length=length,
            value=value,
        )


        signature.additional_properties = d
        return signature

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
