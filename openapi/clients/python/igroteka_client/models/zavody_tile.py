from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_tile_origin import ZavodyTileOrigin
from ..types import UNSET, Unset






T = TypeVar("T", bound="ZavodyTile")



@_attrs_define
class ZavodyTile:
    """ 
        Attributes:
            id (str):
            origin (ZavodyTileOrigin):
            shape (str):
            factory (str | Unset):  Default: ''.
     """

    id: str
    origin: ZavodyTileOrigin
    shape: str
    factory: str | Unset = ''
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        origin = self.origin.value

        shape = self.shape

        factory = self.factory


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "origin": origin,
            "shape": shape,
        })
        if factory is not UNSET:
            field_dict["factory"] = factory

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        origin = ZavodyTileOrigin(d.pop("origin"))




        shape = d.pop("shape")

        factory = d.pop("factory", UNSET)

        zavody_tile = cls(
            id=id,
            origin=origin,
            shape=shape,
            factory=factory,
        )


        zavody_tile.additional_properties = d
        return zavody_tile

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
