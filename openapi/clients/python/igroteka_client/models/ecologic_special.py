from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="EcologicSpecial")



@_attrs_define
class EcologicSpecial:
    """ A special initiative (СИ): what it gives its owner each turn once built.

        Attributes:
            id (str):
            name (str):
            name_en (str):
            text (str):
            text_en (str):
            eco (int | Unset):  Default: 0.
            free_upkeep (bool | Unset):  Default: False.
            income (int | Unset):  Default: 0.
     """

    id: str
    name: str
    name_en: str
    text: str
    text_en: str
    eco: int | Unset = 0
    free_upkeep: bool | Unset = False
    income: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        name_en = self.name_en

        text = self.text

        text_en = self.text_en

        eco = self.eco

        free_upkeep = self.free_upkeep

        income = self.income


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "name_en": name_en,
            "text": text,
            "text_en": text_en,
        })
        if eco is not UNSET:
            field_dict["eco"] = eco
        if free_upkeep is not UNSET:
            field_dict["free_upkeep"] = free_upkeep
        if income is not UNSET:
            field_dict["income"] = income

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        name_en = d.pop("name_en")

        text = d.pop("text")

        text_en = d.pop("text_en")

        eco = d.pop("eco", UNSET)

        free_upkeep = d.pop("free_upkeep", UNSET)

        income = d.pop("income", UNSET)

        ecologic_special = cls(
            id=id,
            name=name,
            name_en=name_en,
            text=text,
            text_en=text_en,
            eco=eco,
            free_upkeep=free_upkeep,
            income=income,
        )


        ecologic_special.additional_properties = d
        return ecologic_special

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
