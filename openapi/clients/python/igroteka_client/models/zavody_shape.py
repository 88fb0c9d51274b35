from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_shape_sides_item import ZavodyShapeSidesItem
from typing import cast






T = TypeVar("T", bound="ZavodyShape")



@_attrs_define
class ZavodyShape:
    """ 
        Attributes:
            id (str):
            name (str):
            name_en (str):
            sides (list[ZavodyShapeSidesItem]):
            workers (int):
     """

    id: str
    name: str
    name_en: str
    sides: list[ZavodyShapeSidesItem]
    workers: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        name_en = self.name_en

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data.value
            sides.append(sides_item)



        workers = self.workers


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "name_en": name_en,
            "sides": sides,
            "workers": workers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        name_en = d.pop("name_en")

        sides = []
        _sides = d.pop("sides")
        for sides_item_data in (_sides):
            sides_item = ZavodyShapeSidesItem(sides_item_data)



            sides.append(sides_item)


        workers = d.pop("workers")

        zavody_shape = cls(
            id=id,
            name=name,
            name_en=name_en,
            sides=sides,
            workers=workers,
        )


        zavody_shape.additional_properties = d
        return zavody_shape

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
