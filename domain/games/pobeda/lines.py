"""Lines of victory («линии победы»): which lines a newly placed chip finishes.

A line is six consecutive cells in one of the four directions, each holding a chip of the
colour or being a wild corner. A new line must pass through the new chip, share at most one
cell with any finished line of its colour, and share no cell with nor cross a finished line of
another colour. Where a row of seven to ten offers several sixes the player chooses one.
"""

from __future__ import annotations

from itertools import product

from .board import CORNERS, DIRECTIONS, LINE, lines_cross, may_line, run_through
from .state import State

Choice = list[list[int]]  # the lines one alternative finishes in one direction


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


def alternatives_in_run(state: State, colour: int, run: list[int], at: int) -> list[Choice]:
    """What the chip at run index ``at`` may finish in one run: one alternative, or one per six.

    Two windows through the same cell share one cell only when one ends and the other starts
    there (the "eleven in a row" case): then both count, with no choice. Otherwise every allowed
    window through the chip is an alternative, and the player chooses one (a row of 7–10).
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
        return [[first, last]]
    return [[window] for window in windows]


def alternatives(state: State, cell: int, colour: int, counts: list[bool]) -> list[list[Choice]]:
    """Per direction with a line through ``cell``: its alternatives (``counts`` include the chip)."""
    found: list[list[Choice]] = []
    for direction in DIRECTIONS:
        run = run_through(cell, direction, counts)
        if len(run) >= LINE and (options := alternatives_in_run(state, colour, run, run.index(cell))):
            found.append(options)
    return found


def choices(state: State, cell: int, colour: int, counts: list[bool] | None = None) -> list[list[list[int]]]:
    """Every ``lines`` value a move placing a chip of ``colour`` on ``cell`` may name: the chosen
    six of each direction that offers several, in direction order ([[]]: nothing to choose)."""
    counts = counts or counts_for(state, colour)
    if not may_line(cell, counts):
        return [[]]  # no run of six through the cell: no line to finish, nothing to choose
    counts = list(counts)
    counts[cell] = True
    open_choices = [options for options in alternatives(state, cell, colour, counts) if len(options) > 1]
    return [[six for choice in combo for six in choice] for combo in product(*open_choices)]


def new_lines(state: State, cell: int, colour: int, chosen: list[list[int]]) -> list[list[int]]:
    """Every line the chip just placed on ``cell`` finishes: forced ones and the ``chosen`` sixes."""
    found: list[list[int]] = []
    for options in alternatives(state, cell, colour, counts_for(state, colour)):
        if len(options) == 1:
            found.extend(options[0])
        else:
            found.extend(six for choice in options for six in choice if six in chosen)
    return found
