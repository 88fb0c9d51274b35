from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.den_pobedy_deck_card_added_type import DenPobedyDeckCardAddedType






T = TypeVar("T", bound="DenPobedyDeckCardAdded")



@_attrs_define
class DenPobedyDeckCardAdded:
    """ A card goes into the deck being built, in building slot ``slot`` (seen by that seat only).

        Attributes:
            card (str):
            seat (int):
            slot (str):
            type_ (DenPobedyDeckCardAddedType):
     """

    card: str
    seat: int
    slot: str
    type_: DenPobedyDeckCardAddedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        seat = self.seat

        slot = self.slot

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "seat": seat,
            "slot": slot,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        seat = d.pop("seat")

        slot = d.pop("slot")

        type_ = DenPobedyDeckCardAddedType(d.pop("type"))




        den_pobedy_deck_card_added = cls(
            card=card,
            seat=seat,
            slot=slot,
            type_=type_,
        )


        den_pobedy_deck_card_added.additional_properties = d
        return den_pobedy_deck_card_added

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
