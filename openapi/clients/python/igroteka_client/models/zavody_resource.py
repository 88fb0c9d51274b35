from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ZavodyResource")



@_attrs_define
class ZavodyResource:
    """ 
        Attributes:
            colour (str):
            id (str):
            name (str):
            name_en (str):
            total (int):
     """

    colour: str
    id: str
    name: str
    name_en: str
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        colour = self.colour

        id = self.id

        name = self.name

        name_en = self.name_en

        total = self.total


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "colour": colour,
            "id": id,
            "name": name,
            "name_en": name_en,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = d.pop("colour")

        id = d.pop("id")

        name = d.pop("name")

        name_en = d.pop("name_en")

        total = d.pop("total")

        zavody_resource = cls(
            colour=colour,
            id=id,
            name=name,
            name_en=name_en,
            total=total,
        )


        zavody_resource.additional_properties = d
        return zavody_resource

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
