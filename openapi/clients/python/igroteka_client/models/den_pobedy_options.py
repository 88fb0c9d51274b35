from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="DenPobedyOptions")



@_attrs_define
class DenPobedyOptions:
    """ Match variants.

        ``deck_building``: each seat builds its deck (or takes the starter) in a first, private phase;
        off, both seats play their starter decks. ``deck_size``: the agreed size of both decks (8–100).
        ``red_seat``: the seat commanding the Red Army. ``series_game``/``series_opener``: the index of
        this game in a series and the seat that opened game 0 (-1: draw lots for the first turn).
        ``max_redeals``: how many times one player may redeal a starting hand.

        Attributes:
            deck_building (bool | Unset):  Default: True.
            deck_size (int | Unset):  Default: 45.
            max_redeals (int | Unset):  Default: 3.
            red_seat (int | Unset):  Default: 0.
            series_game (int | Unset):  Default: 0.
            series_opener (int | Unset):  Default: -1.
     """

    deck_building: bool | Unset = True
    deck_size: int | Unset = 45
    max_redeals: int | Unset = 3
    red_seat: int | Unset = 0
    series_game: int | Unset = 0
    series_opener: int | Unset = -1





    def to_dict(self) -> dict[str, Any]:
        deck_building = self.deck_building

        deck_size = self.deck_size

        max_redeals = self.max_redeals

        red_seat = self.red_seat

        series_game = self.series_game

        series_opener = self.series_opener


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if deck_building is not UNSET:
            field_dict["deck_building"] = deck_building
        if deck_size is not UNSET:
            field_dict["deck_size"] = deck_size
        if max_redeals is not UNSET:
            field_dict["max_redeals"] = max_redeals
        if red_seat is not UNSET:
            field_dict["red_seat"] = red_seat
        if series_game is not UNSET:
            field_dict["series_game"] = series_game
        if series_opener is not UNSET:
            field_dict["series_opener"] = series_opener

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deck_building = d.pop("deck_building", UNSET)

        deck_size = d.pop("deck_size", UNSET)

        max_redeals = d.pop("max_redeals", UNSET)

        red_seat = d.pop("red_seat", UNSET)

        series_game = d.pop("series_game", UNSET)

        series_opener = d.pop("series_opener", UNSET)

        den_pobedy_options = cls(
            deck_building=deck_building,
            deck_size=deck_size,
            max_redeals=max_redeals,
            red_seat=red_seat,
            series_game=series_game,
            series_opener=series_opener,
        )

        return den_pobedy_options

