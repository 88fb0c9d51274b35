"""What each fact of «День Победы» touched: the seats whose deck, hand or table it changed and the
cards by their instance ids (the ids the table shows), taken from the fact as the viewer received
it: a draw's cards are named to the drawer alone, a struck deck's to nobody."""

from __future__ import annotations

from typing import Any

from igroteka.domain.engine import Touched, touching

from . import facts as f


def touched(fact: Any) -> Touched | None:
    match fact:
        case f.CardsDrawn(seat=seat, cards=cards):
            return touching(seats=[seat], cards=[ref.id for ref in cards or []])
        case f.HandShown(seat=seat, cards=cards):
            return touching(seats=[seat], cards=[ref.id for ref in cards])
        case f.HandReturned(seat=seat) | f.HandKept(seat=seat) | f.DeckStruck(seat=seat):
            return touching(seats=[seat])
        case f.ResourcePlayed(seat=seat, card=ref) | f.UnitBuilt(seat=seat, card=ref):
            return touching(seats=[seat], cards=[ref.id])
        case f.TacticPlayed(seat=seat, card=ref, target=target):
            return touching(seats=[seat], cards=[ref.id, target])
        case f.ResourcesTapped(seat=seat, cards=cards) | f.UnitsTapped(seat=seat, units=cards):
            return touching(seats=[seat], cards=cards)
        case f.UnitsDeployed(seat=seat, units=cards):
            return touching(seats=[seat], cards=cards)
        case f.ResourceUntapped(seat=seat, card=card) | f.ResourceDestroyed(seat=seat, card=card):
            return touching(seats=[seat], cards=[card])
        case f.AttackDeclared(seat=seat, unit=unit, target=target) | f.UnitStruck(seat=seat, unit=unit, target=target):
            return touching(seats=[seat], cards=[unit, target])
        case f.BlockDeclared(seat=seat, unit=unit) | f.SupportGiven(seat=seat, unit=unit):
            return touching(seats=[seat], cards=[unit])
        case f.UnitDestroyed(seat=seat, unit=unit):
            return touching(seats=[seat], cards=[unit])
    return None
