"""What each viewer sees of the table: a seat its own hand, a spectator only public things,
an auditor everything (every hand and the deck order)."""

from __future__ import annotations

from typing import cast

import msgspec

from domain.engine import Auditor, Seat, Viewer

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


class Shown:
    """A board as last shown: the chips and sides it shows, its cells, and their JSON (each cell's
    text, kept from the position before for the cells that did not change, and the whole board's:
    both made when a frame first asks, ``board_json``)."""

    __slots__ = ("board", "cells", "chips", "flipped", "json", "texts")

    def __init__(self, state: State, cells: list[CellView], texts: list[bytes] | None) -> None:
        self.board = state.board
        self.chips = state.chips.copy()
        self.flipped = state.flipped.copy()
        self.cells = cells
        self.texts = texts
        self.json: msgspec.Raw | None = None


BOARDS: dict[int, Shown] = {}
BOARDS_MAX = 1024
ENCODE = msgspec.json.encode


def shown(state: State) -> Shown:
    """The board is public: every viewer of a position sees the same cells, built once a position.
    They are kept by board (a match's board of events never changes after the start and its states
    share it), with the chips and sides they show; the next position builds, and encodes, only the
    cells whose chip or side changed."""
    held = BOARDS.get(id(state.board))
    if held is not None and held.board is state.board:
        if held.chips == state.chips and held.flipped == state.flipped:
            return held
        cells, texts = list(held.cells), None if held.texts is None else list(held.texts)
        for cell in differing(state.chips, held.chips) | differing(state.flipped, held.flipped):
            cells[cell] = changed = cell_view(state, cell)
            if texts is not None:
                texts[cell] = ENCODE(changed)
    else:
        cells, texts = cells_view(state), None
    if len(BOARDS) >= BOARDS_MAX:
        BOARDS.clear()
    BOARDS[id(state.board)] = held = Shown(state, cells, texts)  # the board held keeps its id
    return held


def differing(now: list[int] | list[bool], then: list[int] | list[bool]) -> set[int]:
    """The cells whose entry differs (most positions change one list of the two, and few cells)."""
    if now == then:
        return set()
    return {cell for cell, entry, was in zip(range(len(now)), now, then, strict=True) if entry != was}


def board_view(state: State) -> list[CellView]:
    return list(shown(state).cells)


def board_json(state: State) -> msgspec.Raw:
    """The board's JSON, as ``msgspec.json.encode(board_view(state))`` gives it: made once a
    position for every viewer's frame, from the cells' texts."""
    held = shown(state)
    if held.json is None:
        if held.texts is None:
            held.texts = [ENCODE(cell) for cell in held.cells]
        held.json = msgspec.Raw(b"[" + b",".join(held.texts) + b"]")
    return held.json


def cell_view(state: State, cell: int) -> CellView:
    chip = state.chips[cell]
    return CellView(
        cell=cell, event=state.board[cell], chip=None if chip == NO_CHIP else chip, star_up=state.flipped[cell]
    )


def cells_view(state: State) -> list[CellView]:
    return [cell_view(state, cell) for cell in range(len(state.board))]


def table_view(state: State, viewer: Viewer) -> TableView:
    return table_of(state, viewer, board_view(state))


def wire_table(state: State, viewer: Viewer) -> TableView:
    """``table_view`` as a frame sends it: its JSON is the same, byte for byte, with the board's
    spliced in already made (``board_json``), where encoding the cells was most of a frame's cost."""
    return table_of(state, viewer, cast(list[CellView], board_json(state)))


def seat_table(public: TableView, state: State, seat: Seat) -> TableView:
    """``wire_table(state, seat)`` made from the spectators' (``public``, of the same state): only
    the seat and its hand differ, so the other fields are shared, not built again."""
    own, hand = own_hand(state, seat)
    return msgspec.structs.replace(public, viewer_seat=own, hand=hand)


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
