"""What each viewer sees of the table: a seat its own hand, a spectator only public things,
an auditor everything (every hand and the deck order)."""

from __future__ import annotations

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


BOARDS: dict[int, tuple[list[str | None], list[int], list[bool], tuple[CellView, ...]]] = {}
BOARDS_MAX = 1024


def board_view(state: State) -> list[CellView]:
    """The board is public: every viewer of a position sees the same cells, built once a position.
    They are kept by board (a match's board of events never changes after the start and its states
    share it), with the chips and sides they show; the next position builds only the cells whose
    chip or side changed."""
    held = BOARDS.get(id(state.board))
    if held is not None and held[0] is state.board:
        if held[1] == state.chips and held[2] == state.flipped:
            return list(held[3])
        cells = changed_cells(state, held[1], held[2], held[3])
    else:
        cells = cells_view(state)
    if len(BOARDS) >= BOARDS_MAX:
        BOARDS.clear()
    BOARDS[id(state.board)] = (
        state.board,
        state.chips.copy(),
        state.flipped.copy(),
        cells,
    )  # the board held keeps its id
    return list(cells)


def cells_view(state: State) -> tuple[CellView, ...]:
    return tuple(
        CellView(cell=cell, event=event, chip=None if chip == NO_CHIP else chip, star_up=star_up)
        for cell, (event, chip, star_up) in enumerate(zip(state.board, state.chips, state.flipped, strict=True))
    )


def changed_cells(
    state: State, chips: list[int], flipped: list[bool], cells: tuple[CellView, ...]
) -> tuple[CellView, ...]:
    """The cells of ``state``, from those shown with ``chips`` and ``flipped``: only the cells that
    differ are built again."""
    now, up = state.chips, state.flipped
    shown = list(cells)
    for cell in [c for c in range(len(now)) if now[c] != chips[c] or up[c] != flipped[c]]:
        chip = now[cell]
        shown[cell] = CellView(
            cell=cell, event=state.board[cell], chip=None if chip == NO_CHIP else chip, star_up=up[cell]
        )
    return tuple(shown)


def table_view(state: State, viewer: Viewer) -> TableView:
    own = viewer.n if isinstance(viewer, Seat) and 0 <= viewer.n < state.seats else None
    auditor = isinstance(viewer, Auditor)
    return TableView(
        viewer_seat=own,
        hand=list(state.hands[own]) if own is not None else None,
        board=board_view(state),
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
