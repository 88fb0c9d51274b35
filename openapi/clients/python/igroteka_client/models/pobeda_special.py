from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pobeda_special_id import PobedaSpecialId
from typing import cast






T = TypeVar("T", bound="PobedaSpecial")



@_attrs_define
class PobedaSpecial:
    """ A special card type («специальная карта») and the instance ids of its copies.

        Attributes:
            cards (list[str]):
            id (PobedaSpecialId):
            name (str):
            name_en (str):
            text (str):
            text_en (str):
     """

    cards: list[str]
    id: PobedaSpecialId
    name: str
    name_en: str
    text: str
    text_en: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        id = self.id.value

        name = self.name

        name_en = self.name_en

        text = self.text

        text_en = self.text_en


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "id": id,
            "name": name,
            "name_en": name_en,
            "text": text,
            "text_en": text_en,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))


        id = PobedaSpecialId(d.pop("id"))




        name = d.pop("name")

        name_en = d.pop("name_en")

        text = d.pop("text")

        text_en = d.pop("text_en")

        pobeda_special = cls(
            cards=cards,
            id=id,
            name=name,
            name_en=name_en,
            text=text,
            text_en=text_en,
        )


        pobeda_special.additional_properties = d
        return pobeda_special

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
