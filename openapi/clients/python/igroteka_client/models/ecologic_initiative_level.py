from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EcologicInitiativeLevel")



@_attrs_define
class EcologicInitiativeLevel:
    """ Table 2: one row per eco-initiative level.

        Attributes:
            eco (int):
            level (int):
            nominal (int):
            upkeep (int):
     """

    eco: int
    level: int
    nominal: int
    upkeep: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        eco = self.eco

        level = self.level

        nominal = self.nominal

        upkeep = self.upkeep


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "eco": eco,
            "level": level,
            "nominal": nominal,
            "upkeep": upkeep,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        eco = d.pop("eco")

        level = d.pop("level")

        nominal = d.pop("nominal")

        upkeep = d.pop("upkeep")

        ecologic_initiative_level = cls(
            eco=eco,
            level=level,
            nominal=nominal,
            upkeep=upkeep,
        )


        ecologic_initiative_level.additional_properties = d
        return ecologic_initiative_level

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
