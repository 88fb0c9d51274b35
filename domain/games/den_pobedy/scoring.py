"""How the game was won (DP-14): the rulebook counts nothing but the decks, so each seat's score
has one category, the cards left in its deck when the match ended."""

from __future__ import annotations

from typing import Literal

import msgspec

from igroteka.domain.engine import Scoring

from .state import State


class CategoryPoints(msgspec.Struct, frozen=True, gc=False):
    """deck: the cards left in the seat's deck (a destroyed deck has none)."""

    category: Literal["deck"]
    points: int


class DenPobedyScoring(Scoring, frozen=True, gc=False, tag="den_pobedy"):
    """Per seat, the cards left in its deck: its score."""

    seats: list[list[CategoryPoints]]


def scoring(state: State) -> DenPobedyScoring:
    return DenPobedyScoring(seats=[[CategoryPoints(category="deck", points=len(p.deck))] for p in state.players])
