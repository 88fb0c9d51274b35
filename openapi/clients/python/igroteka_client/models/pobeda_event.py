from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="PobedaEvent")



@_attrs_define
class PobedaEvent:
    """ An event of the war: one board cell and one card (``card`` is the card's instance id).

        Attributes:
            card (str):
            date (datetime.date):
            id (str):
            name (str):
            name_en (str):
     """

    card: str
    date: datetime.date
    id: str
    name: str
    name_en: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        date = self.date.isoformat()

        id = self.id

        name = self.name

        name_en = self.name_en


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "date": date,
            "id": id,
            "name": name,
            "name_en": name_en,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        date = datetime.date.fromisoformat(d.pop("date"))




        id = d.pop("id")

        name = d.pop("name")

        name_en = d.pop("name_en")

        pobeda_event = cls(
            card=card,
            date=date,
            id=id,
            name=name,
            name_en=name_en,
        )


        pobeda_event.additional_properties = d
        return pobeda_event

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
