from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pobeda_chip_placed_type import PobedaChipPlacedType






T = TypeVar("T", bound="PobedaChipPlaced")



@_attrs_define
class PobedaChipPlaced:
    """ A chip of ``colour`` goes star-down on ``cell``.

        Attributes:
            cell (int):
            colour (int):
            type_ (PobedaChipPlacedType):
     """

    cell: int
    colour: int
    type_: PobedaChipPlacedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cell = self.cell

        colour = self.colour

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cell": cell,
            "colour": colour,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cell = d.pop("cell")

        colour = d.pop("colour")

        type_ = PobedaChipPlacedType(d.pop("type"))




        pobeda_chip_placed = cls(
            cell=cell,
            colour=colour,
            type_=type_,
        )


        pobeda_chip_placed.additional_properties = d
        return pobeda_chip_placed

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
