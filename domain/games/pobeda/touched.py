"""What each fact of «Победа!» touched: the cells of the board a chip went on, left or lined up
in, and the seats and cards of a play, a discard or a draw, taken from the fact as the viewer
received it (a drawn card is named to its drawer alone)."""

from __future__ import annotations

from typing import Any

from igroteka.domain.engine import Touched, touching

from . import facts as f


def touched(fact: Any) -> Touched | None:
    match fact:
        case f.CardPlayed(seat=seat, card=card) | f.DeadCardDiscarded(seat=seat, card=card):
            return touching(seats=[seat], cards=[card])
        case f.CardDrawn(seat=seat, card=card):
            return touching(seats=[seat], cards=[card])
        case f.HandDealt(seat=seat, cards=cards):
            return touching(seats=[seat], cards=cards or [])
        case f.ChipPlaced(cell=cell) | f.ChipRemoved(cell=cell):
            return touching(cells=[cell])
        case f.LineFinished(cells=cells):
            return touching(cells=cells)
    return None
