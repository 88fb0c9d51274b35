from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ecologic_place_special_type import EcologicPlaceSpecialType






T = TypeVar("T", bound="EcologicPlaceSpecial")



@_attrs_define
class EcologicPlaceSpecial:
    """ Build a held special initiative (СИ) on a free special hex.

        Attributes:
            hex_ (int):
            special (str):
            type_ (EcologicPlaceSpecialType):
     """

    hex_: int
    special: str
    type_: EcologicPlaceSpecialType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        hex_ = self.hex_

        special = self.special

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hex": hex_,
            "special": special,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hex_ = d.pop("hex")

        special = d.pop("special")

        type_ = EcologicPlaceSpecialType(d.pop("type"))




        ecologic_place_special = cls(
            hex_=hex_,
            special=special,
            type_=type_,
        )


        ecologic_place_special.additional_properties = d
        return ecologic_place_special

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
