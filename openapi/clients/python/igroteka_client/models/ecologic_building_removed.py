from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ecologic_building_removed_type import EcologicBuildingRemovedType






T = TypeVar("T", bound="EcologicBuildingRemoved")



@_attrs_define
class EcologicBuildingRemoved:
    """ One level taken off by its owner into the discard, out of the game; ``discarded`` is the
        card lost with the last level.

        Attributes:
            discarded (str):
            hex_ (int):
            seat (int):
            type_ (EcologicBuildingRemovedType):
     """

    discarded: str
    hex_: int
    seat: int
    type_: EcologicBuildingRemovedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        discarded = self.discarded

        hex_ = self.hex_

        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "discarded": discarded,
            "hex": hex_,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        discarded = d.pop("discarded")

        hex_ = d.pop("hex")

        seat = d.pop("seat")

        type_ = EcologicBuildingRemovedType(d.pop("type"))




        ecologic_building_removed = cls(
            discarded=discarded,
            hex_=hex_,
            seat=seat,
            type_=type_,
        )


        ecologic_building_removed.additional_properties = d
        return ecologic_building_removed

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
