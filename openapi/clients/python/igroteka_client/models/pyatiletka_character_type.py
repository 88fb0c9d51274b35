from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PyatiletkaCharacterType")



@_attrs_define
class PyatiletkaCharacterType:
    """ 
        Attributes:
            ability (str):
            copies (int):
            id (str):
            industry (str):
            name (str):
            name_en (str):
     """

    ability: str
    copies: int
    id: str
    industry: str
    name: str
    name_en: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        ability = self.ability

        copies = self.copies

        id = self.id

        industry = self.industry

        name = self.name

        name_en = self.name_en


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ability": ability,
            "copies": copies,
            "id": id,
            "industry": industry,
            "name": name,
            "name_en": name_en,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ability = d.pop("ability")

        copies = d.pop("copies")

        id = d.pop("id")

        industry = d.pop("industry")

        name = d.pop("name")

        name_en = d.pop("name_en")

        pyatiletka_character_type = cls(
            ability=ability,
            copies=copies,
            id=id,
            industry=industry,
            name=name,
            name_en=name_en,
        )


        pyatiletka_character_type.additional_properties = d
        return pyatiletka_character_type

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
