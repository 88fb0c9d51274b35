"""How the game was won (EL-9): each seat's score ИО = k·(Э1+Э2) as its parts, ×100 like the
score (EL-9.3): its eco-fund Э1, its coins Э2, and the imbalance between them, the score less
Э1 + Э2: −(1 − k)·(Э1+Э2), or when a part is zero or below (EL-9.2) all but the smaller part."""

from __future__ import annotations

from typing import Literal

import msgspec

from igroteka.domain.engine import Scoring

from .economy import score
from .state import State

Category = Literal["eco_fund", "coins", "imbalance"]


class CategoryPoints(msgspec.Struct, frozen=True, gc=False):
    """One part of a seat's score ×100: eco_fund (Э1), coins (Э2), imbalance (the score less both)."""

    category: Category
    points: int


class EcologicScoring(Scoring, frozen=True, gc=False, tag="ecologic"):
    """Per seat, the parts of its final score: they add up to it."""

    seats: list[list[CategoryPoints]]


def parts(eco: int, coins: int) -> list[CategoryPoints]:
    """Э1 and Э2 as points, and the imbalance: what the score falls short of their sum."""
    points: dict[Category, int] = {
        "eco_fund": eco * 100,
        "coins": coins * 100,
        "imbalance": score(eco, coins) - (eco + coins) * 100,
    }
    return [CategoryPoints(category=c, points=p) for c, p in points.items()]


def scoring(state: State) -> EcologicScoring:
    return EcologicScoring(seats=[parts(p.eco, p.coins) for p in state.players])
