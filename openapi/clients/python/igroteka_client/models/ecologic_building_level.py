from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EcologicBuildingLevel")



@_attrs_define
class EcologicBuildingLevel:
    """ Table 1: one row per building level.

        Attributes:
            eco (int):
            income (int):
            level (int):
     """

    eco: int
    income: int
    level: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        eco = self.eco

        income = self.income

        level = self.level


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "eco": eco,
            "income": income,
            "level": level,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        eco = d.pop("eco")

        income = d.pop("income")

        level = d.pop("level")

        ecologic_building_level = cls(
            eco=eco,
            income=income,
            level=level,
        )


        ecologic_building_level.additional_properties = d
        return ecologic_building_level

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
