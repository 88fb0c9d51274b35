"""The state of a match of «Победа!», folded from facts."""

from __future__ import annotations

import msgspec

NO_CHIP = -1


class Line(msgspec.Struct):
    """A finished line of victory of one colour: six consecutive cells."""

    colour: int
    cells: list[int]


class State(msgspec.Struct):
    """Everything about a match, hidden parts included (deck order, every hand)."""

    seats: int
    teams: int
    colours: int
    lines_to_win: int
    board: list[str | None]
    cell_of: dict[str, int]
    chips: list[int]
    flipped: list[bool]
    supply: list[int]
    deck: list[str] = []
    hands: list[list[str]] = []
    discard: list[str] = []
    lines: list[Line] = []
    turn: int = 0
    over: bool = False
    winner: int | None = None
    reason: str = ""


def colour_of(state: State, seat: int) -> int:
    """Seat i plays colour i alone, or the colour of team i mod teams."""
    return seat % state.colours


def seats_of(state: State, colour: int) -> list[int]:
    return [seat for seat in range(state.seats) if colour_of(state, seat) == colour]


def lines_of(state: State, colour: int) -> int:
    return sum(1 for line in state.lines if line.colour == colour)
