from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pobeda_game_started_type import PobedaGameStartedType
from typing import cast






T = TypeVar("T", bound="PobedaGameStarted")



@_attrs_define
class PobedaGameStarted:
    """ The table: seat count, teams, the goal and the board layout (cell → event id, None = corner).

        Attributes:
            board (list[None | str]):
            colours (int):
            first (int):
            lines_to_win (int):
            seats (int):
            teams (int):
            type_ (PobedaGameStartedType):
     """

    board: list[None | str]
    colours: int
    first: int
    lines_to_win: int
    seats: int
    teams: int
    type_: PobedaGameStartedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        board = []
        for board_item_data in self.board:
            board_item: None | str
            board_item = board_item_data
            board.append(board_item)



        colours = self.colours

        first = self.first

        lines_to_win = self.lines_to_win

        seats = self.seats

        teams = self.teams

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "board": board,
            "colours": colours,
            "first": first,
            "lines_to_win": lines_to_win,
            "seats": seats,
            "teams": teams,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        board = []
        _board = d.pop("board")
        for board_item_data in (_board):
            def _parse_board_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            board_item = _parse_board_item(board_item_data)

            board.append(board_item)


        colours = d.pop("colours")

        first = d.pop("first")

        lines_to_win = d.pop("lines_to_win")

        seats = d.pop("seats")

        teams = d.pop("teams")

        type_ = PobedaGameStartedType(d.pop("type"))




        pobeda_game_started = cls(
            board=board,
            colours=colours,
            first=first,
            lines_to_win=lines_to_win,
            seats=seats,
            teams=teams,
            type_=type_,
        )


        pobeda_game_started.additional_properties = d
        return pobeda_game_started

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
