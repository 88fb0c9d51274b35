from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_tile_moved_type import ZavodyTileMovedType






T = TypeVar("T", bound="ZavodyTileMoved")



@_attrs_define
class ZavodyTileMoved:
    """ 
        Attributes:
            cell (int):
            cost (int):
            seat (int):
            to (int):
            type_ (ZavodyTileMovedType):
     """

    cell: int
    cost: int
    seat: int
    to: int
    type_: ZavodyTileMovedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cell = self.cell

        cost = self.cost

        seat = self.seat

        to = self.to

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cell": cell,
            "cost": cost,
            "seat": seat,
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cell = d.pop("cell")

        cost = d.pop("cost")

        seat = d.pop("seat")

        to = d.pop("to")

        type_ = ZavodyTileMovedType(d.pop("type"))




        zavody_tile_moved = cls(
            cell=cell,
            cost=cost,
            seat=seat,
            to=to,
            type_=type_,
        )


        zavody_tile_moved.additional_properties = d
        return zavody_tile_moved

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
