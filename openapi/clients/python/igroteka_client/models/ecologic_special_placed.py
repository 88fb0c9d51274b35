from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ecologic_special_placed_type import EcologicSpecialPlacedType






T = TypeVar("T", bound="EcologicSpecialPlaced")



@_attrs_define
class EcologicSpecialPlaced:
    """ 
        Attributes:
            bio (int):
            hex_ (int):
            seat (int):
            special (str):
            type_ (EcologicSpecialPlacedType):
     """

    bio: int
    hex_: int
    seat: int
    special: str
    type_: EcologicSpecialPlacedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        bio = self.bio

        hex_ = self.hex_

        seat = self.seat

        special = self.special

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bio": bio,
            "hex": hex_,
            "seat": seat,
            "special": special,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bio = d.pop("bio")

        hex_ = d.pop("hex")

        seat = d.pop("seat")

        special = d.pop("special")

        type_ = EcologicSpecialPlacedType(d.pop("type"))




        ecologic_special_placed = cls(
            bio=bio,
            hex_=hex_,
            seat=seat,
            special=special,
            type_=type_,
        )


        ecologic_special_placed.additional_properties = d
        return ecologic_special_placed

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
