"""How the game was won (PB-6.4): each seat's finished lines of victory, by direction (PB-4.1)."""

from __future__ import annotations

from typing import Literal

import msgspec

from igroteka.domain.engine import Scoring

from .board import direction_of
from .state import State, colour_of

Direction = Literal["horizontal", "vertical", "diagonal"]
DIRECTIONS: tuple[Direction, ...] = ("horizontal", "vertical", "diagonal")


class CategoryPoints(msgspec.Struct, frozen=True, gc=False):
    """The lines of victory of one direction that a seat's colour finished (points: how many)."""

    category: Direction
    points: int


class PobedaScoring(Scoring, frozen=True, gc=False, tag="pobeda"):
    """Per seat, its colour's finished lines by direction: they add up to its score, the lines."""

    seats: list[list[CategoryPoints]]


def direction_name(cells: list[int]) -> Direction:
    rows, cols = direction_of(cells)
    return "horizontal" if rows == 0 else "vertical" if cols == 0 else "diagonal"


def scoring(state: State) -> PobedaScoring:
    seats = []
    for seat in range(state.seats):
        colour = colour_of(state, seat)
        found = [direction_name(line.cells) for line in state.lines if line.colour == colour]
        seats.append([CategoryPoints(category=d, points=found.count(d)) for d in DIRECTIONS])
    return PobedaScoring(seats=seats)
