from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_cube_back_type import ZavodyCubeBackType






T = TypeVar("T", bound="ZavodyCubeBack")



@_attrs_define
class ZavodyCubeBack:
    """ Optimisation: move a cube back to the previous machine (or its warehouse); 1 blueprint.

        Attributes:
            dst (str):
            src (str):
            type_ (ZavodyCubeBackType):
     """

    dst: str
    src: str
    type_: ZavodyCubeBackType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        dst = self.dst

        src = self.src

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "dst": dst,
            "src": src,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dst = d.pop("dst")

        src = d.pop("src")

        type_ = ZavodyCubeBackType(d.pop("type"))




        zavody_cube_back = cls(
            dst=dst,
            src=src,
            type_=type_,
        )


        zavody_cube_back.additional_properties = d
        return zavody_cube_back

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
