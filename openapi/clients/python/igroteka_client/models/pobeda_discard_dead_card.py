from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pobeda_discard_dead_card_type import PobedaDiscardDeadCardType






T = TypeVar("T", bound="PobedaDiscardDeadCard")



@_attrs_define
class PobedaDiscardDeadCard:
    """ Discard a card that cannot be played now (its cell is taken, no target, no chips),
        allowed only when no card in the hand can be played (PB-3.7).

        Attributes:
            card (str):
            type_ (PobedaDiscardDeadCardType):
     """

    card: str
    type_: PobedaDiscardDeadCardType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = PobedaDiscardDeadCardType(d.pop("type"))




        pobeda_discard_dead_card = cls(
            card=card,
            type_=type_,
        )


        pobeda_discard_dead_card.additional_properties = d
        return pobeda_discard_dead_card

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
