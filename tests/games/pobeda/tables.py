"""Hand-made «Победа!» positions for the rule tests: facts folded into a state, no RNG."""

from __future__ import annotations

from random import Random
from typing import Any

from igroteka.domain.engine import clone, fold
from igroteka.domain.games.pobeda import RULES
from igroteka.domain.games.pobeda.board import CORNERS, SIZE
from igroteka.domain.games.pobeda.content import ALL_CARDS, CATALOGUE, EVENT_IDS
from igroteka.domain.games.pobeda.facts import ChipPlaced, DeckShuffled, GameStarted, HandDealt, LineFinished
from igroteka.domain.games.pobeda.state import State

EVENT_CELLS = [cell for cell in range(SIZE * SIZE) if cell not in CORNERS]
CHRONOLOGICAL = [None if cell in CORNERS else EVENT_IDS[EVENT_CELLS.index(cell)] for cell in range(SIZE * SIZE)]
PLUS_ONE, MINUS_ONE, REPLACE = (special.cards for special in CATALOGUE.specials)


def cell(row: int, col: int) -> int:
    return row * SIZE + col


def card_at(at: int) -> str:
    """The event card of a cell on the chronological board."""
    return f"k{EVENT_CELLS.index(at) + 1:03d}"


def table(
    seats: int = 2,
    *,
    teams: int = 0,
    lines_to_win: int = 1,
    hands: list[list[str]] | None = None,
    deck: list[str] | None = None,
    chips: dict[int, int] | None = None,
    lines: list[tuple[int, list[int]]] = (),
    turn: int = 0,
) -> State:
    """A position on the chronological board: given hands, deck (default: every other card),
    chips (cell → colour) and finished lines (colour, cells)."""
    if hands is None:
        hands = [ALL_CARDS[6 * seat : 6 * seat + 6] for seat in range(seats)]
    dealt = [card for hand in hands for card in hand]
    if deck is None:
        deck = [card for card in ALL_CARDS if card not in dealt]
    facts: list[Any] = [
        GameStarted(
            seats=seats,
            teams=teams,
            colours=teams or seats,
            lines_to_win=lines_to_win,
            board=CHRONOLOGICAL,
            first=turn,
        ),
        DeckShuffled(size=len(dealt) + len(deck), cards=dealt + deck),
    ]
    facts.extend(HandDealt(seat=seat, size=len(hand), cards=hand) for seat, hand in enumerate(hands))
    facts.extend(ChipPlaced(cell=at, colour=colour) for at, colour in (chips or {}).items())
    facts.extend(LineFinished(colour=colour, cells=cells) for colour, cells in lines)
    return fold(RULES, facts)


def play(state: State, seat: int, move: Any) -> tuple[State, list[Any]]:
    """Decide a move and fold its facts into a copy of the state."""
    facts = RULES.decide(state, seat, move, Random(0))
    return fold(RULES, facts, clone(RULES, state)), facts


def row_cells(row: int, start: int, count: int) -> list[int]:
    return [cell(row, col) for col in range(start, start + count)]
