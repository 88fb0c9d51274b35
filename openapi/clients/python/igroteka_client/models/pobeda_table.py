from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.pobeda_cell_view import PobedaCellView
  from ..models.pobeda_colour_view import PobedaColourView
  from ..models.pobeda_line_view import PobedaLineView
  from ..models.pobeda_seat_view import PobedaSeatView





T = TypeVar("T", bound="PobedaTable")



@_attrs_define
class PobedaTable:
    """ The table of «Победа!» for one viewer.

        Attributes:
            board (list[PobedaCellView]):
            colours (list[PobedaColourView]):
            deck_size (int):
            discard (list[str]):
            hand (list[str] | None):
            lines (list[PobedaLineView]):
            lines_to_win (int):
            over (bool):
            reason (str):
            seats (list[PobedaSeatView]):
            teams (int):
            turn (int | None):
            viewer_seat (int | None):
            winner (int | None):
            deck (list[str] | None | Unset):
            hands (list[list[str]] | None | Unset):
     """

    board: list[PobedaCellView]
    colours: list[PobedaColourView]
    deck_size: int
    discard: list[str]
    hand: list[str] | None
    lines: list[PobedaLineView]
    lines_to_win: int
    over: bool
    reason: str
    seats: list[PobedaSeatView]
    teams: int
    turn: int | None
    viewer_seat: int | None
    winner: int | None
    deck: list[str] | None | Unset = UNSET
    hands: list[list[str]] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pobeda_cell_view import PobedaCellView # noqa: PLC0415
        from ..models.pobeda_colour_view import PobedaColourView # noqa: PLC0415
        from ..models.pobeda_line_view import PobedaLineView # noqa: PLC0415
        from ..models.pobeda_seat_view import PobedaSeatView # noqa: PLC0415
        board = []
        for board_item_data in self.board:
            board_item = board_item_data.to_dict()
            board.append(board_item)



        colours = []
        for colours_item_data in self.colours:
            colours_item = colours_item_data.to_dict()
            colours.append(colours_item)



        deck_size = self.deck_size

        discard = self.discard



        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = self.hand


        else:
            hand = self.hand

        lines = []
        for lines_item_data in self.lines:
            lines_item = lines_item_data.to_dict()
            lines.append(lines_item)



        lines_to_win = self.lines_to_win

        over = self.over

        reason = self.reason

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        teams = self.teams

        turn: int | None
        turn = self.turn

        viewer_seat: int | None
        viewer_seat = self.viewer_seat

        winner: int | None
        winner = self.winner

        deck: list[str] | None | Unset
        if isinstance(self.deck, Unset):
            deck = UNSET
        elif isinstance(self.deck, list):
            deck = self.deck


        else:
            deck = self.deck

        hands: list[list[str]] | None | Unset
        if isinstance(self.hands, Unset):
            hands = UNSET
        elif isinstance(self.hands, list):
            hands = []
            for hands_type_0_item_data in self.hands:
                hands_type_0_item = hands_type_0_item_data


                hands.append(hands_type_0_item)


        else:
            hands = self.hands


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "board": board,
            "colours": colours,
            "deck_size": deck_size,
            "discard": discard,
            "hand": hand,
            "lines": lines,
            "lines_to_win": lines_to_win,
            "over": over,
            "reason": reason,
            "seats": seats,
            "teams": teams,
            "turn": turn,
            "viewer_seat": viewer_seat,
            "winner": winner,
        })
        if deck is not UNSET:
            field_dict["deck"] = deck
        if hands is not UNSET:
            field_dict["hands"] = hands

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pobeda_cell_view import PobedaCellView # noqa: PLC0415
        from ..models.pobeda_colour_view import PobedaColourView # noqa: PLC0415
        from ..models.pobeda_line_view import PobedaLineView # noqa: PLC0415
        from ..models.pobeda_seat_view import PobedaSeatView # noqa: PLC0415
        d = dict(src_dict)
        board = []
        _board = d.pop("board")
        for board_item_data in (_board):
            board_item = PobedaCellView.from_dict(board_item_data)



            board.append(board_item)


        colours = []
        _colours = d.pop("colours")
        for colours_item_data in (_colours):
            colours_item = PobedaColourView.from_dict(colours_item_data)



            colours.append(colours_item)


        deck_size = d.pop("deck_size")

        discard = cast(list[str], d.pop("discard"))


        def _parse_hand(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[str], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        hand = _parse_hand(d.pop("hand"))


        lines = []
        _lines = d.pop("lines")
        for lines_item_data in (_lines):
            lines_item = PobedaLineView.from_dict(lines_item_data)



            lines.append(lines_item)


        lines_to_win = d.pop("lines_to_win")

        over = d.pop("over")

        reason = d.pop("reason")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = PobedaSeatView.from_dict(seats_item_data)



            seats.append(seats_item)


        teams = d.pop("teams")

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))


        def _parse_viewer_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer_seat = _parse_viewer_seat(d.pop("viewer_seat"))


        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))


        def _parse_deck(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                deck_type_0 = cast(list[str], data)

                return deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        deck = _parse_deck(d.pop("deck", UNSET))


        def _parse_hands(data: object) -> list[list[str]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hands_type_0 = []
                _hands_type_0 = data
                for hands_type_0_item_data in (_hands_type_0):
                    hands_type_0_item = cast(list[str], hands_type_0_item_data)

                    hands_type_0.append(hands_type_0_item)

                return hands_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None | Unset, data)

        hands = _parse_hands(d.pop("hands", UNSET))


        pobeda_table = cls(
            board=board,
            colours=colours,
            deck_size=deck_size,
            discard=discard,
            hand=hand,
            lines=lines,
            lines_to_win=lines_to_win,
            over=over,
            reason=reason,
            seats=seats,
            teams=teams,
            turn=turn,
            viewer_seat=viewer_seat,
            winner=winner,
            deck=deck,
            hands=hands,
        )


        pobeda_table.additional_properties = d
        return pobeda_table

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
