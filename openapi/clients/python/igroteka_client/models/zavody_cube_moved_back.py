from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_cube_moved_back_type import ZavodyCubeMovedBackType






T = TypeVar("T", bound="ZavodyCubeMovedBack")



@_attrs_define
class ZavodyCubeMovedBack:
    """ 
        Attributes:
            cost (int):
            cube (str):
            dst (str):
            seat (int):
            src (str):
            type_ (ZavodyCubeMovedBackType):
     """

    cost: int
    cube: str
    dst: str
    seat: int
    src: str
    type_: ZavodyCubeMovedBackType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cost = self.cost

        cube = self.cube

        dst = self.dst

        seat = self.seat

        src = self.src

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cost": cost,
            "cube": cube,
            "dst": dst,
            "seat": seat,
            "src": src,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cost = d.pop("cost")

        cube = d.pop("cube")

        dst = d.pop("dst")

        seat = d.pop("seat")

        src = d.pop("src")

        type_ = ZavodyCubeMovedBackType(d.pop("type"))




        zavody_cube_moved_back = cls(
            cost=cost,
            cube=cube,
            dst=dst,
            seat=seat,
            src=src,
            type_=type_,
        )


        zavody_cube_moved_back.additional_properties = d
        return zavody_cube_moved_back

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
