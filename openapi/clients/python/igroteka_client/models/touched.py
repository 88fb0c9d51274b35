from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Touched")



@_attrs_define
class Touched:
    """ 
        Attributes:
            board (int | None | Unset):
            cards (list[str] | Unset):
            cells (list[int] | Unset):
            hexes (list[int] | Unset):
            seats (list[int] | Unset):
     """

    board: int | None | Unset = UNSET
    cards: list[str] | Unset = UNSET
    cells: list[int] | Unset = UNSET
    hexes: list[int] | Unset = UNSET
    seats: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        board: int | None | Unset
        if isinstance(self.board, Unset):
            board = UNSET
        else:
            board = self.board

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards



        cells: list[int] | Unset = UNSET
        if not isinstance(self.cells, Unset):
            cells = self.cells



        hexes: list[int] | Unset = UNSET
        if not isinstance(self.hexes, Unset):
            hexes = self.hexes



        seats: list[int] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = self.seats




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if board is not UNSET:
            field_dict["board"] = board
        if cards is not UNSET:
            field_dict["cards"] = cards
        if cells is not UNSET:
            field_dict["cells"] = cells
        if hexes is not UNSET:
            field_dict["hexes"] = hexes
        if seats is not UNSET:
            field_dict["seats"] = seats

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_board(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        board = _parse_board(d.pop("board", UNSET))


        cards = cast(list[str], d.pop("cards", UNSET))


        cells = cast(list[int], d.pop("cells", UNSET))


        hexes = cast(list[int], d.pop("hexes", UNSET))


        seats = cast(list[int], d.pop("seats", UNSET))


        touched = cls(
            board=board,
            cards=cards,
            cells=cells,
            hexes=hexes,
            seats=seats,
        )


        touched.additional_properties = d
        return touched

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
