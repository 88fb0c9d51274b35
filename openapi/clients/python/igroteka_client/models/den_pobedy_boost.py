from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="DenPobedyBoost")



@_attrs_define
class DenPobedyBoost:
    """ A tactical card's change to a fighting unit for this fight.

        Attributes:
            attack (int):
            card (str):
            defence (int):
            unit (str):
     """

    attack: int
    card: str
    defence: int
    unit: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        attack = self.attack

        card = self.card

        defence = self.defence

        unit = self.unit


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attack": attack,
            "card": card,
            "defence": defence,
            "unit": unit,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attack = d.pop("attack")

        card = d.pop("card")

        defence = d.pop("defence")

        unit = d.pop("unit")

        den_pobedy_boost = cls(
            attack=attack,
            card=card,
            defence=defence,
            unit=unit,
        )


        den_pobedy_boost.additional_properties = d
        return den_pobedy_boost

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
