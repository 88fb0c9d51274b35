from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.leaderboard_page_system import LeaderboardPageSystem
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.leaderboard_row import LeaderboardRow





T = TypeVar("T", bound="LeaderboardPage")



@_attrs_define
class LeaderboardPage:
    """ 
        Attributes:
            game (str):
            min_games (int):
            players (int):
            rows (list[LeaderboardRow]):
            system (LeaderboardPageSystem):
            next_ (None | str | Unset):
     """

    game: str
    min_games: int
    players: int
    rows: list[LeaderboardRow]
    system: LeaderboardPageSystem
    next_: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.leaderboard_row import LeaderboardRow # noqa: PLC0415
        game = self.game

        min_games = self.min_games

        players = self.players

        rows = []
        for rows_item_data in self.rows:
            rows_item = rows_item_data.to_dict()
            rows.append(rows_item)



        system = self.system.value

        next_: None | str | Unset
        if isinstance(self.next_, Unset):
            next_ = UNSET
        else:
            next_ = self.next_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "min_games": min_games,
            "players": players,
            "rows": rows,
            "system": system,
        })
        if next_ is not UNSET:
            field_dict["next"] = next_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.leaderboard_row import LeaderboardRow # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        min_games = d.pop("min_games")

        players = d.pop("players")

        rows = []
        _rows = d.pop("rows")
        for rows_item_data in (_rows):
            rows_item = LeaderboardRow.from_dict(rows_item_data)



            rows.append(rows_item)


        system = LeaderboardPageSystem(d.pop("system"))




        def _parse_next_(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        next_ = _parse_next_(d.pop("next", UNSET))


        leaderboard_page = cls(
            game=game,
            min_games=min_games,
            players=players,
            rows=rows,
            system=system,
            next_=next_,
        )


        leaderboard_page.additional_properties = d
        return leaderboard_page

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
