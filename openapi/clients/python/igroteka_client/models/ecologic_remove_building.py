from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ecologic_remove_building_type import EcologicRemoveBuildingType






T = TypeVar("T", bound="EcologicRemoveBuilding")



@_attrs_define
class EcologicRemoveBuilding:
    """ Take one level of one's own building off the map, into the discard (out of the game).

        Attributes:
            hex_ (int):
            type_ (EcologicRemoveBuildingType):
     """

    hex_: int
    type_: EcologicRemoveBuildingType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        hex_ = self.hex_

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hex": hex_,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hex_ = d.pop("hex")

        type_ = EcologicRemoveBuildingType(d.pop("type"))




        ecologic_remove_building = cls(
            hex_=hex_,
            type_=type_,
        )


        ecologic_remove_building.additional_properties = d
        return ecologic_remove_building

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
