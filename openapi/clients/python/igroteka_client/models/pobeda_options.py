from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pobeda_options_lines_to_win import PobedaOptionsLinesToWin
from ..models.pobeda_options_teams import PobedaOptionsTeams
from ..types import UNSET, Unset






T = TypeVar("T", bound="PobedaOptions")



@_attrs_define
class PobedaOptions:
    """ The variants of the rulebook.

        ``teams``: 0 = everyone plays alone; 2 or 3 = team play («Командная игра»).
        ``lines_to_win``: 1, or 2–3 for «Великая победа».
        ``shuffle_board``: lay the events out in random order instead of chronologically.

        Attributes:
            lines_to_win (PobedaOptionsLinesToWin | Unset):  Default: PobedaOptionsLinesToWin.VALUE_1.
            shuffle_board (bool | Unset):  Default: False.
            teams (PobedaOptionsTeams | Unset):  Default: PobedaOptionsTeams.VALUE_0.
     """

    lines_to_win: PobedaOptionsLinesToWin | Unset = PobedaOptionsLinesToWin.VALUE_1
    shuffle_board: bool | Unset = False
    teams: PobedaOptionsTeams | Unset = PobedaOptionsTeams.VALUE_0





    def to_dict(self) -> dict[str, Any]:
        lines_to_win: int | Unset = UNSET
        if not isinstance(self.lines_to_win, Unset):
            lines_to_win = self.lines_to_win.value


        shuffle_board = self.shuffle_board

        teams: int | Unset = UNSET
        if not isinstance(self.teams, Unset):
            teams = self.teams.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if lines_to_win is not UNSET:
            field_dict["lines_to_win"] = lines_to_win
        if shuffle_board is not UNSET:
            field_dict["shuffle_board"] = shuffle_board
        if teams is not UNSET:
            field_dict["teams"] = teams

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _lines_to_win = d.pop("lines_to_win", UNSET)
        lines_to_win: PobedaOptionsLinesToWin | Unset
        if isinstance(_lines_to_win,  Unset):
            lines_to_win = UNSET
        else:
            lines_to_win = PobedaOptionsLinesToWin(_lines_to_win)




        shuffle_board = d.pop("shuffle_board", UNSET)

        _teams = d.pop("teams", UNSET)
        teams: PobedaOptionsTeams | Unset
        if isinstance(_teams,  Unset):
            teams = UNSET
        else:
            teams = PobedaOptionsTeams(_teams)




        pobeda_options = cls(
            lines_to_win=lines_to_win,
            shuffle_board=shuffle_board,
            teams=teams,
        )

        return pobeda_options

