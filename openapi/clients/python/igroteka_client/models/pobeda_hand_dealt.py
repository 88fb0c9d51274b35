from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pobeda_hand_dealt_type import PobedaHandDealtType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PobedaHandDealt")



@_attrs_define
class PobedaHandDealt:
    """ Six cards from the top of the deck to one seat; ``cards`` only for that seat.

        Attributes:
            seat (int):
            size (int):
            type_ (PobedaHandDealtType):
            cards (list[str] | None | Unset):
     """

    seat: int
    size: int
    type_: PobedaHandDealtType
    cards: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        size = self.size

        type_ = self.type_.value

        cards: list[str] | None | Unset
        if isinstance(self.cards, Unset):
            cards = UNSET
        elif isinstance(self.cards, list):
            cards = self.cards


        else:
            cards = self.cards


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "size": size,
            "type": type_,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        size = d.pop("size")

        type_ = PobedaHandDealtType(d.pop("type"))




        def _parse_cards(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = cast(list[str], data)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        cards = _parse_cards(d.pop("cards", UNSET))


        pobeda_hand_dealt = cls(
            seat=seat,
            size=size,
            type_=type_,
            cards=cards,
        )


        pobeda_hand_dealt.additional_properties = d
        return pobeda_hand_dealt

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
