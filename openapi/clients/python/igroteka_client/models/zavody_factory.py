from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.zavody_placed import ZavodyPlaced





T = TypeVar("T", bound="ZavodyFactory")



@_attrs_define
class ZavodyFactory:
    """ 
        Attributes:
            colour (str):
            id (str):
            layout (list[ZavodyPlaced]):
            name (str):
            name_en (str):
     """

    colour: str
    id: str
    layout: list[ZavodyPlaced]
    name: str
    name_en: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.zavody_placed import ZavodyPlaced # noqa: PLC0415
        colour = self.colour

        id = self.id

        layout = []
        for layout_item_data in self.layout:
            layout_item = layout_item_data.to_dict()
            layout.append(layout_item)



        name = self.name

        name_en = self.name_en


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "colour": colour,
            "id": id,
            "layout": layout,
            "name": name,
            "name_en": name_en,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.zavody_placed import ZavodyPlaced # noqa: PLC0415
        d = dict(src_dict)
        colour = d.pop("colour")

        id = d.pop("id")

        layout = []
        _layout = d.pop("layout")
        for layout_item_data in (_layout):
            layout_item = ZavodyPlaced.from_dict(layout_item_data)



            layout.append(layout_item)


        name = d.pop("name")

        name_en = d.pop("name_en")

        zavody_factory = cls(
            colour=colour,
            id=id,
            layout=layout,
            name=name,
            name_en=name_en,
        )


        zavody_factory.additional_properties = d
        return zavody_factory

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
