"""The competent «Победа!» bot: greedy over the rows of six, from the seat's own view.

The bot sees what its seat sees: the board, the finished lines and its own hand. Every window of
six cells in a straight row is a possible line; a window is worth something to a colour while no
other colour's chip stands in it, the more the more of its cells that colour holds (corners count
for everyone). A move is scored by how much it raises the bot's own windows and how much it spoils
its opponents' — finishing a line first, then stopping a rival's five, then building. Special cards
are spent only when they gain clearly more than an event card would, since they are the rarest;
a row of seven to ten finishes the six that leave the most of the bot's other rows alive.
"""

from __future__ import annotations

from functools import cache
from random import Random
from typing import Any

from .board import CELLS, CORNER_SET, DIRECTIONS, LINE, SIZE, on_board
from .content import EVENT_OF_CARD
from .moves import DiscardDeadCard, PlayEvent, PlayMinusOne, PlayPlusOne, PlayReplace
from .view import TableView

BASE = 4.0  # each cell of a window a colour holds makes the window this much more worth
FINISHED = 100_000.0  # a window all of whose cells count: a line
THREAT = 3.0  # a rival one or two cells short of a line must be stopped before building
HAND_SHARE = 0.5  # an empty cell whose event card is in the bot's hand is half held
DEFENCE = 0.9  # a rival's window spoiled counts nearly as much as one's own window built
RESERVE = {PlayPlusOne: 30.0, PlayMinusOne: 40.0, PlayReplace: 60.0}  # what keeping a special is worth

Window = tuple[int, ...]


def threat(count: int) -> float:
    """A rival's window: worth its held cells, and far more once it is one or two cells short."""
    return worth(count, 0) * (THREAT if count >= LINE - 2 else 1.0)


def worth(count: int, reach: int) -> float:
    """A window with ``count`` cells held and ``reach`` more fillable from the hand."""
    if count >= LINE:
        return FINISHED
    return BASE ** (count + HAND_SHARE * reach) - 1.0


@cache
def windows_through() -> tuple[tuple[Window, ...], ...]:
    """For every cell, the windows of six consecutive cells that contain it."""
    through: list[list[Window]] = [[] for _ in range(CELLS)]
    for start in range(CELLS):
        row, col = divmod(start, SIZE)
        for dr, dc in DIRECTIONS:
            if not on_board(row + dr * (LINE - 1), col + dc * (LINE - 1)):
                continue
            window = tuple((row + dr * k) * SIZE + col + dc * k for k in range(LINE))
            for cell in window:
                through[cell].append(window)
    return tuple(tuple(ws) for ws in through)


class Board:
    """The board as the bot reads it: each cell's colour (None: empty, -1: wild corner)."""

    def __init__(self, table: TableView, colour: int) -> None:
        self.colour = colour
        self.cells: list[int | None] = [None] * CELLS
        self.cell_of: dict[str, int] = {}
        for cell in table.board:
            self.cells[cell.cell] = -1 if cell.cell in CORNER_SET else cell.chip
            if cell.event is not None:
                self.cell_of[cell.event] = cell.cell
        self.colours = range(len(table.colours))
        self.reachable = {self.cell_of[EVENT_OF_CARD[card]] for card in table.hand or [] if card in EVENT_OF_CARD}
        self.finished: dict[int, list[set[int]]] = {c: [] for c in self.colours}
        for line in table.lines:
            self.finished[line.colour].append(set(line.cells))
        self.any_lines = bool(table.lines)

    def holds(self, window: Window, colour: int) -> tuple[int, int] | None:
        """The cells of ``window`` that count for ``colour`` and, for the bot, the empty ones its
        hand can fill; None if the window can no longer be that colour's line."""
        count = reach = 0
        for cell in window:
            chip = self.cells[cell]
            if chip is None:
                reach += cell in self.reachable
                continue
            if chip != -1 and chip != colour:
                return None
            count += 1
        if self.any_lines:
            cells = set(window)
            if any(len(line & cells) > 1 for line in self.finished[colour]):
                return None
            if any(line & cells for other in self.colours if other != colour for line in self.finished[other]):
                return None
        return count, (reach if colour == self.colour else 0)

    def worth_around(self, cell: int) -> float:
        """The bot's windows through ``cell`` minus its rivals' (discounted), as they stand."""
        total = 0.0
        for window in windows_through()[cell]:
            for colour in self.colours:
                held = self.holds(window, colour)
                if held is not None:
                    total += worth(*held) if colour == self.colour else -DEFENCE * threat(held[0])
        return total

    def gain_if(self, cell: int, chip: int | None) -> float:
        """What putting ``chip`` (None: emptying it) on ``cell`` changes in the bot's balance."""
        before = self.worth_around(cell)
        old = self.cells[cell]
        self.cells[cell] = chip
        after = self.worth_around(cell)
        self.cells[cell] = old
        return after - before


def line_choice(board: Board, move: Any) -> float:
    """Of several sixes, prefer the one whose cells leave the bot's other windows most room."""
    if not getattr(move, "lines", None):
        return 0.0
    chosen = {cell for six in move.lines for cell in six}
    return (
        -sum(
            worth(*held)
            for cell in chosen
            for window in windows_through()[cell]
            if (held := board.holds(window, board.colour)) is not None
        )
        / 1000.0
    )


def score(board: Board, move: Any, cache_: dict[tuple[str, int], float]) -> float:
    def gain(kind: str, cell: int, chip: int | None) -> float:
        key = (kind, cell)
        if key not in cache_:
            cache_[key] = board.gain_if(cell, chip)
        return cache_[key]

    match move:
        case PlayEvent(card=card):
            return gain("place", board.cell_of[EVENT_OF_CARD[card]], board.colour) + line_choice(board, move)
        case PlayPlusOne(cell=cell):
            return gain("place", cell, board.colour) - RESERVE[PlayPlusOne] + line_choice(board, move)
        case PlayMinusOne(cell=cell):
            return gain("empty", cell, None) - RESERVE[PlayMinusOne]
        case PlayReplace(cell=cell):
            return gain("place", cell, board.colour) - RESERVE[PlayReplace] + line_choice(board, move)
    return 0.0


def competent(table: TableView, seat: int, moves: list[Any], rng: Random) -> Any:
    """The move with the best balance of rows built and rows spoiled; dead cards go first-come."""
    if all(isinstance(move, DiscardDeadCard) for move in moves):
        return moves[0]
    board = Board(table, table.seats[seat].colour)
    gains: dict[tuple[str, int], float] = {}
    return max(moves, key=lambda move: score(board, move, gains))
