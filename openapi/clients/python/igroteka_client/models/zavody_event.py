from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_event_effect import ZavodyEventEffect
from ..types import UNSET, Unset






T = TypeVar("T", bound="ZavodyEvent")



@_attrs_define
class ZavodyEvent:
    """ 
        Attributes:
            amount (int):
            effect (ZavodyEventEffect):
            id (str):
            name (str):
            name_en (str):
            text (str):
            text_en (str):
            year (int):
            overrides_posters (bool | Unset):  Default: False.
     """

    amount: int
    effect: ZavodyEventEffect
    id: str
    name: str
    name_en: str
    text: str
    text_en: str
    year: int
    overrides_posters: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        effect = self.effect.value

        id = self.id

        name = self.name

        name_en = self.name_en

        text = self.text

        text_en = self.text_en

        year = self.year

        overrides_posters = self.overrides_posters


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "amount": amount,
            "effect": effect,
            "id": id,
            "name": name,
            "name_en": name_en,
            "text": text,
            "text_en": text_en,
            "year": year,
        })
        if overrides_posters is not UNSET:
            field_dict["overrides_posters"] = overrides_posters

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        effect = ZavodyEventEffect(d.pop("effect"))




        id = d.pop("id")

        name = d.pop("name")

        name_en = d.pop("name_en")

        text = d.pop("text")

        text_en = d.pop("text_en")

        year = d.pop("year")

        overrides_posters = d.pop("overrides_posters", UNSET)

        zavody_event = cls(
            amount=amount,
            effect=effect,
            id=id,
            name=name,
            name_en=name_en,
            text=text,
            text_en=text_en,
            year=year,
            overrides_posters=overrides_posters,
        )


        zavody_event.additional_properties = d
        return zavody_event

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
