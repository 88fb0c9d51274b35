"""What happens in «Победа!». Hidden card ids travel only in facts redacted per viewer."""

from __future__ import annotations

from typing import Literal

import msgspec

EndReason = Literal["lines", "most_lines", "draw"]


class GameStarted(msgspec.Struct, frozen=True, gc=False, tag="game_started"):
    """The table: seat count, teams, the goal and the board layout (cell → event id, None = corner)."""

    seats: int
    teams: int
    colours: int
    lines_to_win: int
    board: list[str | None]
    first: int


class DeckShuffled(msgspec.Struct, frozen=True, gc=False, tag="deck_shuffled"):
    """The shuffled deck, top card first; ``cards`` is None for everyone but an auditor."""

    size: int
    cards: list[str] | None = None


class HandDealt(msgspec.Struct, frozen=True, gc=False, tag="hand_dealt"):
    """Six cards from the top of the deck to one seat; ``cards`` only for that seat."""

    seat: int
    size: int
    cards: list[str] | None = None


class CardPlayed(msgspec.Struct, frozen=True, gc=False, tag="card_played"):
    """A card leaves the hand, face up, for the discard pile («сброс»)."""

    seat: int
    card: str


class DeadCardDiscarded(msgspec.Struct, frozen=True, gc=False, tag="dead_card_discarded"):
    """An unplayable card goes to the discard pile without effect."""

    seat: int
    card: str


class ChipPlaced(msgspec.Struct, frozen=True, gc=False, tag="chip_placed"):
    """A chip of ``colour`` goes star-down on ``cell``."""

    cell: int
    colour: int


class ChipRemoved(msgspec.Struct, frozen=True, gc=False, tag="chip_removed"):
    """A star-down chip leaves ``cell`` and goes back to its colour's supply."""

    cell: int
    colour: int


class LineFinished(msgspec.Struct, frozen=True, gc=False, tag="line_finished"):
    """A line of victory («линия победы»): six cells in a row, their chips turned star-up."""

    colour: int
    cells: list[int]


class CardDrawn(msgspec.Struct, frozen=True, gc=False, tag="card_drawn"):
    """The top card of the deck to ``seat``; ``card`` only for that seat."""

    seat: int
    card: str | None = None


class TurnPassed(msgspec.Struct, frozen=True, gc=False, tag="turn_passed"):
    """The turn goes to ``seat`` (the next seat on the left that still holds cards)."""

    seat: int


class GameOver(msgspec.Struct, frozen=True, gc=False, tag="game_over"):
    """The end: the winning colour (None: a draw) and why."""

    winner: int | None
    reason: EndReason


Fact = (
    GameStarted
    | DeckShuffled
    | HandDealt
    | CardPlayed
    | DeadCardDiscarded
    | ChipPlaced
    | ChipRemoved
    | LineFinished
    | CardDrawn
    | TurnPassed
    | GameOver
)
