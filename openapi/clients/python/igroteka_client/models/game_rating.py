from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_rating_system import GameRatingSystem
from typing import cast
import datetime






T = TypeVar("T", bound="GameRating")



@_attrs_define
class GameRating:
    """ 
        Attributes:
            conservative (float):
            deviation (float):
            game (str):
            games (int):
            last_match (str):
            last_played (datetime.datetime):
            provisional (bool):
            rating (float):
            system (GameRatingSystem):
     """

    conservative: float
    deviation: float
    game: str
    games: int
    last_match: str
    last_played: datetime.datetime
    provisional: bool
    rating: float
    system: GameRatingSystem
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        conservative = self.conservative

        deviation = self.deviation

        game = self.game

        games = self.games

        last_match = self.last_match

        last_played = self.last_played.isoformat()

        provisional = self.provisional

        rating = self.rating

        system = self.system.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "conservative": conservative,
            "deviation": deviation,
            "game": game,
            "games": games,
            "last_match": last_match,
            "last_played": last_played,
            "provisional": provisional,
            "rating": rating,
            "system": system,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        conservative = d.pop("conservative")

        deviation = d.pop("deviation")

        game = d.pop("game")

        games = d.pop("games")

        last_match = d.pop("last_match")

        last_played = datetime.datetime.fromisoformat(d.pop("last_played"))




        provisional = d.pop("provisional")

        rating = d.pop("rating")

        system = GameRatingSystem(d.pop("system"))




        game_rating = cls(
            conservative=conservative,
            deviation=deviation,
            game=game,
            games=games,
            last_match=last_match,
            last_played=last_played,
            provisional=provisional,
            rating=rating,
            system=system,
        )


        game_rating.additional_properties = d
        return game_rating

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
