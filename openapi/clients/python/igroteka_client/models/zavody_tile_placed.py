from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_tile_placed_type import ZavodyTilePlacedType






T = TypeVar("T", bound="ZavodyTilePlaced")



@_attrs_define
class ZavodyTilePlaced:
    """ 
        Attributes:
            cell (int):
            displaced (str):
            rotation (int):
            seat (int):
            tile (str):
            type_ (ZavodyTilePlacedType):
     """

    cell: int
    displaced: str
    rotation: int
    seat: int
    tile: str
    type_: ZavodyTilePlacedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cell = self.cell

        displaced = self.displaced

        rotation = self.rotation

        seat = self.seat

        tile = self.tile

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cell": cell,
            "displaced": displaced,
            "rotation": rotation,
            "seat": seat,
            "tile": tile,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cell = d.pop("cell")

        displaced = d.pop("displaced")

        rotation = d.pop("rotation")

        seat = d.pop("seat")

        tile = d.pop("tile")

        type_ = ZavodyTilePlacedType(d.pop("type"))




        zavody_tile_placed = cls(
            cell=cell,
            displaced=displaced,
            rotation=rotation,
            seat=seat,
            tile=tile,
            type_=type_,
        )


        zavody_tile_placed.additional_properties = d
        return zavody_tile_placed

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
