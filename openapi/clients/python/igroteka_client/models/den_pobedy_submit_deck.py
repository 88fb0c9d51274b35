from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.den_pobedy_submit_deck_type import DenPobedySubmitDeckType
from typing import cast






T = TypeVar("T", bound="DenPobedySubmitDeck")



@_attrs_define
class DenPobedySubmitDeck:
    """ Submit the whole deck at once: card ids of the own side's pool, in any order, one entry a copy.

        Attributes:
            cards (list[str]):
            type_ (DenPobedySubmitDeckType):
     """

    cards: list[str]
    type_: DenPobedySubmitDeckType
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


        type_ = DenPobedySubmitDeckType(d.pop("type"))




        den_pobedy_submit_deck = cls(
            cards=cards,
            type_=type_,
        )


        den_pobedy_submit_deck.additional_properties = d
        return den_pobedy_submit_deck

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
