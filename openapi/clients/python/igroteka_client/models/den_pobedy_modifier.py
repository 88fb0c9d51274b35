from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="DenPobedyModifier")



@_attrs_define
class DenPobedyModifier:
    """ A tactical modifier: +attack/+defence when fighting only units of this arm or kind.

        Attributes:
            vs (str):
            attack (int | Unset):  Default: 0.
            defence (int | Unset):  Default: 0.
     """

    vs: str
    attack: int | Unset = 0
    defence: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        vs = self.vs

        attack = self.attack

        defence = self.defence


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "vs": vs,
        })
        if attack is not UNSET:
            field_dict["attack"] = attack
        if defence is not UNSET:
            field_dict["defence"] = defence

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        vs = d.pop("vs")

        attack = d.pop("attack", UNSET)

        defence = d.pop("defence", UNSET)

        den_pobedy_modifier = cls(
            vs=vs,
            attack=attack,
            defence=defence,
        )


        den_pobedy_modifier.additional_properties = d
        return den_pobedy_modifier

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
