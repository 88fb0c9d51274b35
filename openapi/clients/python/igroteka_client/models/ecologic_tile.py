from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ecologic_tile_resource import EcologicTileResource
from ..types import UNSET, Unset






T = TypeVar("T", bound="EcologicTile")



@_attrs_define
class EcologicTile:
    """ A hex tile of the map; bio is its biocapacity (экоочки биоемкости среды).

        Attributes:
            bio (int):
            id (str):
            name (str):
            name_en (str):
            resource (EcologicTileResource):
            full_map_only (bool | Unset):  Default: False.
     """

    bio: int
    id: str
    name: str
    name_en: str
    resource: EcologicTileResource
    full_map_only: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        bio = self.bio

        id = self.id

        name = self.name

        name_en = self.name_en

        resource = self.resource.value

        full_map_only = self.full_map_only


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bio": bio,
            "id": id,
            "name": name,
            "name_en": name_en,
            "resource": resource,
        })
        if full_map_only is not UNSET:
            field_dict["full_map_only"] = full_map_only

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bio = d.pop("bio")

        id = d.pop("id")

        name = d.pop("name")

        name_en = d.pop("name_en")

        resource = EcologicTileResource(d.pop("resource"))




        full_map_only = d.pop("full_map_only", UNSET)

        ecologic_tile = cls(
            bio=bio,
            id=id,
            name=name,
            name_en=name_en,
            resource=resource,
            full_map_only=full_map_only,
        )


        ecologic_tile.additional_properties = d
        return ecologic_tile

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
