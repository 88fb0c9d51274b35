from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.den_pobedy_match_set_up_type import DenPobedyMatchSetUpType






T = TypeVar("T", bound="DenPobedyMatchSetUp")



@_attrs_define
class DenPobedyMatchSetUp:
    """ Sides, the lot for the first turn and the agreed deck size.

        Attributes:
            deck_building (bool):
            deck_size (int):
            first_seat (int):
            max_redeals (int):
            red_seat (int):
            type_ (DenPobedyMatchSetUpType):
     """

    deck_building: bool
    deck_size: int
    first_seat: int
    max_redeals: int
    red_seat: int
    type_: DenPobedyMatchSetUpType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        deck_building = self.deck_building

        deck_size = self.deck_size

        first_seat = self.first_seat

        max_redeals = self.max_redeals

        red_seat = self.red_seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deck_building": deck_building,
            "deck_size": deck_size,
            "first_seat": first_seat,
            "max_redeals": max_redeals,
            "red_seat": red_seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deck_building = d.pop("deck_building")

        deck_size = d.pop("deck_size")

        first_seat = d.pop("first_seat")

        max_redeals = d.pop("max_redeals")

        red_seat = d.pop("red_seat")

        type_ = DenPobedyMatchSetUpType(d.pop("type"))




        den_pobedy_match_set_up = cls(
            deck_building=deck_building,
            deck_size=deck_size,
            first_seat=first_seat,
            max_redeals=max_redeals,
            red_seat=red_seat,
            type_=type_,
        )


        den_pobedy_match_set_up.additional_properties = d
        return den_pobedy_match_set_up

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
