from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.den_pobedy_cards_drawn_type import DenPobedyCardsDrawnType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.den_pobedy_card_ref import DenPobedyCardRef





T = TypeVar("T", bound="DenPobedyCardsDrawn")



@_attrs_define
class DenPobedyCardsDrawn:
    """ 
        Attributes:
            count (int):
            seat (int):
            type_ (DenPobedyCardsDrawnType):
            cards (list[DenPobedyCardRef] | None | Unset):
     """

    count: int
    seat: int
    type_: DenPobedyCardsDrawnType
    cards: list[DenPobedyCardRef] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.den_pobedy_card_ref import DenPobedyCardRef # noqa: PLC0415
        count = self.count

        seat = self.seat

        type_ = self.type_.value

        cards: list[dict[str, Any]] | None | Unset
        if isinstance(self.cards, Unset):
            cards = UNSET
        elif isinstance(self.cards, list):
            cards = []
            for cards_type_0_item_data in self.cards:
                cards_type_0_item = cards_type_0_item_data.to_dict()
                cards.append(cards_type_0_item)


        else:
            cards = self.cards


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "count": count,
            "seat": seat,
            "type": type_,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.den_pobedy_card_ref import DenPobedyCardRef # noqa: PLC0415
        d = dict(src_dict)
        count = d.pop("count")

        seat = d.pop("seat")

        type_ = DenPobedyCardsDrawnType(d.pop("type"))




        def _parse_cards(data: object) -> list[DenPobedyCardRef] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = []
                _cards_type_0 = data
                for cards_type_0_item_data in (_cards_type_0):
                    cards_type_0_item = DenPobedyCardRef.from_dict(cards_type_0_item_data)



                    cards_type_0.append(cards_type_0_item)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[DenPobedyCardRef] | None | Unset, data)

        cards = _parse_cards(d.pop("cards", UNSET))


        den_pobedy_cards_drawn = cls(
            count=count,
            seat=seat,
            type_=type_,
            cards=cards,
        )


        den_pobedy_cards_drawn.additional_properties = d
        return den_pobedy_cards_drawn

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
