from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_swap_tiles_type import ZavodySwapTilesType






T = TypeVar("T", bound="ZavodySwapTiles")



@_attrs_define
class ZavodySwapTiles:
    """ Optimisation: swap two workshop tiles without turning them; 2 blueprints.

        Attributes:
            cell (int):
            other (int):
            type_ (ZavodySwapTilesType):
     """

    cell: int
    other: int
    type_: ZavodySwapTilesType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cell = self.cell

        other = self.other

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cell": cell,
            "other": other,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cell = d.pop("cell")

        other = d.pop("other")

        type_ = ZavodySwapTilesType(d.pop("type"))




        zavody_swap_tiles = cls(
            cell=cell,
            other=other,
            type_=type_,
        )


        zavody_swap_tiles.additional_properties = d
        return zavody_swap_tiles

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
