from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ecologic_initiative_placed_type import EcologicInitiativePlacedType






T = TypeVar("T", bound="EcologicInitiativePlaced")



@_attrs_define
class EcologicInitiativePlaced:
    """ A card went onto a building; ``replaced`` is the card it sent to the discard ("" if none).

        Attributes:
            card (str):
            hex_ (int):
            replaced (str):
            seat (int):
            type_ (EcologicInitiativePlacedType):
     """

    card: str
    hex_: int
    replaced: str
    seat: int
    type_: EcologicInitiativePlacedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        hex_ = self.hex_

        replaced = self.replaced

        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "hex": hex_,
            "replaced": replaced,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        hex_ = d.pop("hex")

        replaced = d.pop("replaced")

        seat = d.pop("seat")

        type_ = EcologicInitiativePlacedType(d.pop("type"))




        ecologic_initiative_placed = cls(
            card=card,
            hex_=hex_,
            replaced=replaced,
            seat=seat,
            type_=type_,
        )


        ecologic_initiative_placed.additional_properties = d
        return ecologic_initiative_placed

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
