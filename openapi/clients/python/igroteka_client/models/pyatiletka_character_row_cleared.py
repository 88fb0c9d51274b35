from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pyatiletka_character_row_cleared_type import PyatiletkaCharacterRowClearedType
from typing import cast






T = TypeVar("T", bound="PyatiletkaCharacterRowCleared")



@_attrs_define
class PyatiletkaCharacterRowCleared:
    """ A round ended with characters nobody could take: they go to the discard pile.

        Attributes:
            cards (list[str]):
            type_ (PyatiletkaCharacterRowClearedType):
     """

    cards: list[str]
    type_: PyatiletkaCharacterRowClearedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))


        type_ = PyatiletkaCharacterRowClearedType(d.pop("type"))




        pyatiletka_character_row_cleared = cls(
            cards=cards,
            type_=type_,
        )


        pyatiletka_character_row_cleared.additional_properties = d
        return pyatiletka_character_row_cleared

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
