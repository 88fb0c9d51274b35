from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.den_pobedy_card_type import DenPobedyCardType
  from ..models.den_pobedy_side import DenPobedySide





T = TypeVar("T", bound="DenPobedyContent")



@_attrs_define
class DenPobedyContent:
    """ Everything public about the cards.

        Attributes:
            cards (list[DenPobedyCardType]):
            game (Literal['den_pobedy']):
            sides (list[DenPobedySide]):
     """

    cards: list[DenPobedyCardType]
    game: Literal['den_pobedy']
    sides: list[DenPobedySide]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.den_pobedy_card_type import DenPobedyCardType # noqa: PLC0415
        from ..models.den_pobedy_side import DenPobedySide # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        game = self.game

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data.to_dict()
            sides.append(sides_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "game": game,
            "sides": sides,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.den_pobedy_card_type import DenPobedyCardType # noqa: PLC0415
        from ..models.den_pobedy_side import DenPobedySide # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = DenPobedyCardType.from_dict(cards_item_data)



            cards.append(cards_item)


        game = cast(Literal['den_pobedy'] , d.pop("game"))
        if game != 'den_pobedy':
            raise ValueError(f"game must match const 'den_pobedy', got '{game}'")

        sides = []
        _sides = d.pop("sides")
        for sides_item_data in (_sides):
            sides_item = DenPobedySide.from_dict(sides_item_data)



            sides.append(sides_item)


        den_pobedy_content = cls(
            cards=cards,
            game=game,
            sides=sides,
        )


        den_pobedy_content.additional_properties = d
        return den_pobedy_content

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
