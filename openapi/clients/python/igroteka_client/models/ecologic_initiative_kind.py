from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EcologicInitiativeKind")



@_attrs_define
class EcologicInitiativeKind:
    """ A kind of eco-initiative card (ЭИ) and how many copies the box holds.

        Attributes:
            copies (int):
            id (str):
            level (int):
            name (str):
            name_en (str):
     """

    copies: int
    id: str
    level: int
    name: str
    name_en: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        copies = self.copies

        id = self.id

        level = self.level

        name = self.name

        name_en = self.name_en


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "copies": copies,
            "id": id,
            "level": level,
            "name": name,
            "name_en": name_en,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        copies = d.pop("copies")

        id = d.pop("id")

        level = d.pop("level")

        name = d.pop("name")

        name_en = d.pop("name_en")

        ecologic_initiative_kind = cls(
            copies=copies,
            id=id,
            level=level,
            name=name,
            name_en=name_en,
        )


        ecologic_initiative_kind.additional_properties = d
        return ecologic_initiative_kind

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
