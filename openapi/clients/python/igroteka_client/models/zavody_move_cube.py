from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_move_cube_type import ZavodyMoveCubeType






T = TypeVar("T", bound="ZavodyMoveCube")



@_attrs_define
class ZavodyMoveCube:
    """ Activation: move one cube of colour `cube` from `src` to the staffed machine `dst`.

        Attributes:
            cube (str):
            dst (str):
            src (str):
            type_ (ZavodyMoveCubeType):
     """

    cube: str
    dst: str
    src: str
    type_: ZavodyMoveCubeType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cube = self.cube

        dst = self.dst

        src = self.src

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cube": cube,
            "dst": dst,
            "src": src,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cube = d.pop("cube")

        dst = d.pop("dst")

        src = d.pop("src")

        type_ = ZavodyMoveCubeType(d.pop("type"))




        zavody_move_cube = cls(
            cube=cube,
            dst=dst,
            src=src,
            type_=type_,
        )


        zavody_move_cube.additional_properties = d
        return zavody_move_cube

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
