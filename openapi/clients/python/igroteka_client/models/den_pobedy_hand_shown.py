from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.den_pobedy_hand_shown_type import DenPobedyHandShownType
from typing import cast

if TYPE_CHECKING:
  from ..models.den_pobedy_card_ref import DenPobedyCardRef





T = TypeVar("T", bound="DenPobedyHandShown")



@_attrs_define
class DenPobedyHandShown:
    """ The starting hand shown to the opponent to prove the right to a redeal.

        Attributes:
            cards (list[DenPobedyCardRef]):
            seat (int):
            type_ (DenPobedyHandShownType):
     """

    cards: list[DenPobedyCardRef]
    seat: int
    type_: DenPobedyHandShownType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.den_pobedy_card_ref import DenPobedyCardRef # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.den_pobedy_card_ref import DenPobedyCardRef # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = DenPobedyCardRef.from_dict(cards_item_data)



            cards.append(cards_item)


        seat = d.pop("seat")

        type_ = DenPobedyHandShownType(d.pop("type"))




        den_pobedy_hand_shown = cls(
            cards=cards,
            seat=seat,
            type_=type_,
        )


        den_pobedy_hand_shown.additional_properties = d
        return den_pobedy_hand_shown

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
