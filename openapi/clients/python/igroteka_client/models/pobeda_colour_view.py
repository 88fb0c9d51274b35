from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="PobedaColourView")



@_attrs_define
class PobedaColourView:
    """ A colour (a player alone, or a team): its seats, finished lines and chips left.

        Attributes:
            colour (int):
            lines (int):
            seats (list[int]):
            supply (int):
     """

    colour: int
    lines: int
    seats: list[int]
    supply: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        colour = self.colour

        lines = self.lines

        seats = self.seats



        supply = self.supply


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "colour": colour,
            "lines": lines,
            "seats": seats,
            "supply": supply,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = d.pop("colour")

        lines = d.pop("lines")

        seats = cast(list[int], d.pop("seats"))


        supply = d.pop("supply")

        pobeda_colour_view = cls(
            colour=colour,
            lines=lines,
            seats=seats,
            supply=supply,
        )


        pobeda_colour_view.additional_properties = d
        return pobeda_colour_view

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
