"""What each viewer sees of the table: a seat its own hand, a spectator only public things,
an auditor everything (every hand and the deck order)."""

from __future__ import annotations

from itertools import compress
from operator import ne
from typing import cast

import msgspec

from igroteka.domain.engine import Auditor, Seat, Spectator, Viewer

from .state import NO_CHIP, State, colour_of, lines_of, seats_of


class CellView(msgspec.Struct, frozen=True, gc=False):
    """One board cell: its event (None on a corner) and the chip on it, if any."""

    cell: int
    event: str | None
    chip: int | None
    star_up: bool


class SeatView(msgspec.Struct, frozen=True):
    seat: int
    colour: int
    hand_size: int


class ColourView(msgspec.Struct, frozen=True):
    """A colour (a player alone, or a team): its seats, finished lines and chips left."""

    colour: int
    seats: list[int]
    lines: int
    supply: int


class LineView(msgspec.Struct, frozen=True):
    colour: int
    cells: list[int]


class TableView(msgspec.Struct, frozen=True):
    """The table of «Победа!» for one viewer."""

    viewer_seat: int | None
    hand: list[str] | None
    board: list[CellView]
    seats: list[SeatView]
    colours: list[ColourView]
    lines: list[LineView]
    deck_size: int
    discard: list[str]
    turn: int | None
    teams: int
    lines_to_win: int
    over: bool
    winner: int | None
    reason: str
    hands: list[list[str]] | None = None
    deck: list[str] | None = None


class Shared:
    """What every viewer's frame of a position shares: the board's JSON (public; each cell's text
    and the whole board's) and the spectators' table with it spliced in, from which a seat's is
    made by putting in its seat and hand. Made from the parts of an earlier position of the match
    (``before``), it encodes again only the cells whose chip or side changed: a match's board of
    events never changes after the start and its states share it, so the board at hand is the one
    ``before`` showed when it is the very same list. Never changed once made."""

    __slots__ = ("board", "chips", "flipped", "json", "table", "texts")

    def __init__(self, state: State, before: Shared | None) -> None:
        if before is None or before.board is not state.board:
            self.texts = [ENCODE(cell) for cell in cells_view(state)]
            self.json = joined(self.texts)
        else:
            changed = differing(state.chips, before.chips) | differing(state.flipped, before.flipped)
            self.texts = list(before.texts) if changed else before.texts
            for cell in changed:
                self.texts[cell] = ENCODE(cell_view(state, cell))
            self.json = joined(self.texts) if changed else before.json
        self.board = state.board
        self.chips = state.chips.copy()
        self.flipped = state.flipped.copy()
        self.table = table_of(state, Spectator(), cast(list[CellView], self.json))


def joined(texts: list[bytes]) -> msgspec.Raw:
    """The board's JSON from its cells' texts: ``msgspec.json.encode(cells_view(state))``, byte for byte."""
    return msgspec.Raw(b"[" + b",".join(texts) + b"]")


ENCODE = msgspec.json.encode


def differing(now: list[int] | list[bool], then: list[int] | list[bool]) -> set[int]:
    """The cells whose entry differs (most positions change one list of the two, and few cells),
    compared in C (``map``, ``compress``) rather than cell by cell in Python."""
    if now == then:
        return set()
    if len(now) != len(then):
        raise ValueError("the two boards differ in size")
    return set(compress(range(len(now)), map(ne, now, then)))


def cell_view(state: State, cell: int) -> CellView:
    chip = state.chips[cell]
    return CellView(
        cell=cell, event=state.board[cell], chip=None if chip == NO_CHIP else chip, star_up=state.flipped[cell]
    )


def cells_view(state: State) -> list[CellView]:
    return [cell_view(state, cell) for cell in range(len(state.board))]


def table_view(state: State, viewer: Viewer) -> TableView:
    return table_of(state, viewer, cells_view(state))


def wire_table(state: State, viewer: Viewer, shared: Shared) -> TableView:
    """``table_view`` as a frame sends it, from the parts every viewer's frame of the position
    shares (``shared``, of this state): its JSON is the same, byte for byte, with the board's
    already made, where encoding the cells was most of a frame's cost; a spectator's is the
    shared table, a seat's that table with its seat and hand put in."""
    if isinstance(viewer, Auditor):
        return table_of(state, viewer, cast(list[CellView], shared.json))
    if isinstance(viewer, Spectator):
        return shared.table
    own, hand = own_hand(state, viewer)
    return msgspec.structs.replace(shared.table, viewer_seat=own, hand=hand)


def own_hand(state: State, viewer: Viewer) -> tuple[int | None, list[str] | None]:
    """The viewer's own seat and hand, if it holds a seat of this table."""
    own = viewer.n if isinstance(viewer, Seat) and 0 <= viewer.n < state.seats else None
    return own, list(state.hands[own]) if own is not None else None


def table_of(state: State, viewer: Viewer, board: list[CellView]) -> TableView:
    own, hand = own_hand(state, viewer)
    auditor = isinstance(viewer, Auditor)
    return TableView(
        viewer_seat=own,
        hand=hand,
        board=board,
        seats=[SeatView(seat=s, colour=colour_of(state, s), hand_size=len(state.hands[s])) for s in range(state.seats)],
        colours=[
            ColourView(colour=c, seats=seats_of(state, c), lines=lines_of(state, c), supply=state.supply[c])
            for c in range(state.colours)
        ],
        lines=[LineView(colour=line.colour, cells=list(line.cells)) for line in state.lines],
        deck_size=len(state.deck),
        discard=list(state.discard),
        turn=None if state.over else state.turn,
        teams=state.teams,
        lines_to_win=state.lines_to_win,
        over=state.over,
        winner=state.winner,
        reason=state.reason,
        hands=[list(hand) for hand in state.hands] if auditor else None,
        deck=list(state.deck) if auditor else None,
    )
