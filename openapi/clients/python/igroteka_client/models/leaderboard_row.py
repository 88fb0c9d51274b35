from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LeaderboardRow")



@_attrs_define
class LeaderboardRow:
    """ 
        Attributes:
            conservative (float):
            deviation (float):
            games (int):
            player (str):
            rank (int):
            rating (float):
            name (None | str | Unset):
     """

    conservative: float
    deviation: float
    games: int
    player: str
    rank: int
    rating: float
    name: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        conservative = self.conservative

        deviation = self.deviation

        games = self.games

        player = self.player

        rank = self.rank

        rating = self.rating

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "conservative": conservative,
            "deviation": deviation,
            "games": games,
            "player": player,
            "rank": rank,
            "rating": rating,
        })
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        conservative = d.pop("conservative")

        deviation = d.pop("deviation")

        games = d.pop("games")

        player = d.pop("player")

        rank = d.pop("rank")

        rating = d.pop("rating")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        leaderboard_row = cls(
            conservative=conservative,
            deviation=deviation,
            games=games,
            player=player,
            rank=rank,
            rating=rating,
            name=name,
        )


        leaderboard_row.additional_properties = d
        return leaderboard_row

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
