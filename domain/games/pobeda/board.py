"""The board («игровое поле»): a 12 × 12 grid, cells numbered row by row from 0 to 143.

Pure geometry: corners, the four line directions, the runs of a colour through a cell and the
crossings between two lines (a shared cell or a diagonal "X"). Nothing here knows about cards or turns.
"""

from __future__ import annotations

from itertools import pairwise

from .content import CATALOGUE

SIZE = CATALOGUE.board_size
CELLS = SIZE * SIZE
LINE = CATALOGUE.line_length
CORNERS: tuple[int, ...] = (0, SIZE - 1, CELLS - SIZE, CELLS - 1)  # «угловые клетки»
CORNER_SET = frozenset(CORNERS)

Direction = tuple[int, int]
# horizontal, vertical, down-right diagonal, down-left diagonal
DIRECTIONS: tuple[Direction, ...] = ((0, 1), (1, 0), (1, 1), (1, -1))


def is_corner(cell: int) -> bool:
    return cell in CORNER_SET


def on_board(row: int, col: int) -> bool:
    return 0 <= row < SIZE and 0 <= col < SIZE


def event_cells() -> list[int]:
    """The 140 cells that carry an event, in reading order."""
    return [cell for cell in range(CELLS) if not is_corner(cell)]


def ray(cell: int, dr: int, dc: int) -> tuple[int, ...]:
    """The cells from ``cell`` (not included) to the board's edge, one step (dr, dc) at a time."""
    row, col = divmod(cell, SIZE)
    cells = []
    while on_board(row + dr, col + dc):
        row, col = row + dr, col + dc
        cells.append(row * SIZE + col)
    return tuple(cells)


# Per direction and cell: the cells behind it (nearest first) and ahead of it, to the edges.
RAYS: dict[Direction, list[tuple[tuple[int, ...], tuple[int, ...]]]] = {
    (dr, dc): [(ray(cell, -dr, -dc), ray(cell, dr, dc)) for cell in range(CELLS)] for dr, dc in DIRECTIONS
}


def run_through(cell: int, direction: Direction, counts: list[bool]) -> list[int]:
    """The longest straight run through ``cell`` of cells where ``counts`` is true, in order
    (where ``cell`` itself does not count: the run just behind it)."""
    behind, ahead = RAYS[direction][cell]
    run = []
    for before in behind:
        if not counts[before]:
            break
        run.append(before)
    run.reverse()
    if counts[cell]:
        run.append(cell)
        for after in ahead:
            if not counts[after]:
                break
            run.append(after)
    return run


def may_line(cell: int, counts: list[bool]) -> bool:
    """Whether a chip on ``cell`` would stand in a run of at least ``LINE`` counted cells in some
    direction (``cell`` counted whatever ``counts`` says of it): the runs ``run_through`` would
    find, measured without building them, so most empty cells are ruled out in a few steps."""
    for rays in RAYS.values():
        behind, ahead = rays[cell]
        length = 1
        for before in behind:
            if not counts[before]:
                break
            length += 1
        for after in ahead:
            if length >= LINE or not counts[after]:
                break
            length += 1
        if length >= LINE:
            return True
    return False


def direction_of(cells: list[int]) -> Direction:
    """The direction of a line given as consecutive cells."""
    (r0, c0), (r1, c1) = divmod(cells[0], SIZE), divmod(cells[1], SIZE)
    return (r1 - r0, c1 - c0)


def diagonal_squares(cells: list[int]) -> set[int]:
    """The 2 × 2 squares (named by their top-left cell) a diagonal line cuts across.

    Two diagonals of opposite slope cross between cells («крест») exactly when they cut the same
    square; horizontal and vertical lines cut none.
    """
    if 0 in direction_of(cells):
        return set()
    squares = set()
    for a, b in pairwise(cells):
        top = min(a, b)
        squares.add(top if abs(b - a) == SIZE + 1 else top - 1)
    return squares


def lines_cross(first: list[int], second: list[int]) -> bool:
    """True when two lines share a cell (a wild corner too) or cross diagonally between cells."""
    if set(first) & set(second):
        return True
    if direction_of(first) == direction_of(second):
        return False
    return bool(diagonal_squares(first) & diagonal_squares(second))
