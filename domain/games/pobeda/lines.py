"""Lines of victory («линии победы»): which lines a newly placed chip finishes.

A line is six consecutive cells in one of the four directions, each holding a chip of the
colour or being a wild corner. A new line must pass through the new chip, share at most one
cell with any finished line of its colour, and must not cross a finished line of another colour.
"""

from __future__ import annotations

from .board import CORNERS, DIRECTIONS, LINE, lines_cross, run_through
from .state import State


def counts_for(state: State, colour: int) -> list[bool]:
    """Cells that count as ``colour``: its own chips and the four wild corners."""
    counts = [chip == colour for chip in state.chips]
    for corner in CORNERS:
        counts[corner] = True
    return counts


def allowed(state: State, colour: int, cells: list[int]) -> bool:
    """Whether ``cells`` may become a line, given the lines already finished."""
    for line in state.lines:
        if line.colour == colour:
            if len(set(line.cells) & set(cells)) > 1:
                return False
        elif lines_cross(line.cells, cells):
            return False
    return True


def lines_in_run(state: State, colour: int, run: list[int], at: int) -> list[list[int]]:
    """The new lines inside one run through cell index ``at``.

    Two windows through the same cell share one cell only when one ends and the other starts
    there (the "eleven in a row" case): then both count. Otherwise the earliest allowed window
    along the direction is taken.
    """
    windows = [
        run[start : start + LINE]
        for start in range(max(0, at - LINE + 1), min(at, len(run) - LINE) + 1)
        if allowed(state, colour, run[start : start + LINE])
    ]
    if not windows:
        return []
    first, last = windows[0], windows[-1]
    if first[-1] == last[0] == run[at]:
        return [first, last]
    return [first]


def new_lines(state: State, cell: int, colour: int) -> list[list[int]]:
    """Every line the chip just placed on ``cell`` finishes, direction by direction."""
    counts = counts_for(state, colour)
    found: list[list[int]] = []
    for direction in DIRECTIONS:
        run = run_through(cell, direction, counts)
        if len(run) >= LINE:
            found.extend(lines_in_run(state, colour, run, run.index(cell)))
    return found
