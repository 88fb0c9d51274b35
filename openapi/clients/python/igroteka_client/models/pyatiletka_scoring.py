from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pyatiletka_scoring_game import PyatiletkaScoringGame
from typing import cast

if TYPE_CHECKING:
  from ..models.pyatiletka_category_points import PyatiletkaCategoryPoints





T = TypeVar("T", bound="PyatiletkaScoring")



@_attrs_define
class PyatiletkaScoring:
    """ Per seat, the VP of each category: they add up to its total VP, its score.

        Attributes:
            game (PyatiletkaScoringGame):
            seats (list[list[PyatiletkaCategoryPoints]]):
     """

    game: PyatiletkaScoringGame
    seats: list[list[PyatiletkaCategoryPoints]]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pyatiletka_category_points import PyatiletkaCategoryPoints # noqa: PLC0415
        game = self.game.value

        seats = []
        for seats_item_data in self.seats:
            seats_item = []
            for seats_item_item_data in seats_item_data:
                seats_item_item = seats_item_item_data.to_dict()
                seats_item.append(seats_item_item)


            seats.append(seats_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pyatiletka_category_points import PyatiletkaCategoryPoints # noqa: PLC0415
        d = dict(src_dict)
        game = PyatiletkaScoringGame(d.pop("game"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = []
            _seats_item = seats_item_data
            for seats_item_item_data in (_seats_item):
                seats_item_item = PyatiletkaCategoryPoints.from_dict(seats_item_item_data)



                seats_item.append(seats_item_item)

            seats.append(seats_item)


        pyatiletka_scoring = cls(
            game=game,
            seats=seats,
        )


        pyatiletka_scoring.additional_properties = d
        return pyatiletka_scoring

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
