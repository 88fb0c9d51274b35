from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rating_history_system import RatingHistorySystem
from typing import cast

if TYPE_CHECKING:
  from ..models.rating_point import RatingPoint





T = TypeVar("T", bound="RatingHistory")



@_attrs_define
class RatingHistory:
    """ 
        Attributes:
            game (str):
            player (str):
            points (list[RatingPoint]):
            system (RatingHistorySystem):
     """

    game: str
    player: str
    points: list[RatingPoint]
    system: RatingHistorySystem
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.rating_point import RatingPoint # noqa: PLC0415
        game = self.game

        player = self.player

        points = []
        for points_item_data in self.points:
            points_item = points_item_data.to_dict()
            points.append(points_item)



        system = self.system.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "player": player,
            "points": points,
            "system": system,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_point import RatingPoint # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        player = d.pop("player")

        points = []
        _points = d.pop("points")
        for points_item_data in (_points):
            points_item = RatingPoint.from_dict(points_item_data)



            points.append(points_item)


        system = RatingHistorySystem(d.pop("system"))




        rating_history = cls(
            game=game,
            player=player,
            points=points,
            system=system,
        )


        rating_history.additional_properties = d
        return rating_history

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
