"""What each fact of «Победа!» touched: the cells of the board a chip went on, left or lined up
in, and the seats and cards of a play, a discard or a draw, taken from the fact as the viewer
received it (a drawn card is named to its drawer alone)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from igroteka.domain.engine import Touched

from . import facts as f


def by_card(fact: f.CardPlayed | f.DeadCardDiscarded | f.CardDrawn) -> Touched:
    return Touched(seats=[fact.seat] if fact.seat >= 0 else [], cards=[fact.card] if fact.card else [])


def by_hand(fact: f.HandDealt) -> Touched:
    cards = list(dict.fromkeys(c for c in fact.cards if c)) if fact.cards else []
    return Touched(seats=[fact.seat] if fact.seat >= 0 else [], cards=cards)


def by_cell(fact: f.ChipPlaced | f.ChipRemoved) -> Touched:
    return Touched(cells=[fact.cell])


def by_line(fact: f.LineFinished) -> Touched:
    return Touched(cells=sorted(set(fact.cells)))


# What each kind of fact touched (``engine.touching``'s answer, built straight from the one or two
# things a fact names: every fact of every frame goes through here); a kind not listed touched nothing.
TOUCHES: dict[type, Callable[[Any], Touched]] = {
    f.CardPlayed: by_card,
    f.DeadCardDiscarded: by_card,
    f.CardDrawn: by_card,
    f.HandDealt: by_hand,
    f.ChipPlaced: by_cell,
    f.ChipRemoved: by_cell,
    f.LineFinished: by_line,
}
