"""What each fact of «Ударная пятилетка» touched: the seats whose hand, plans or played cards it
changed and the characters and plans by their ids, taken from the fact as the viewer received it
(a card drawn or a plan kept in secret is named to its owner alone)."""

from __future__ import annotations

from typing import Any

from igroteka.domain.engine import Touched, touching

from . import facts as f


def touched(fact: Any) -> Touched | None:
    match fact:
        case f.PlansDealt(seat=seat, plans=plans):
            return touching(seats=[seat], cards=plans or [])
        case f.PlansRedrawn(seat=seat, returned=cards):
            return touching(seats=[seat], cards=cards)
        case f.PersonalPlanKept(seat=seat, kept=kept, discarded=discarded):
            return touching(seats=[seat], cards=[kept, discarded])
        case f.CharacterRevealed(card=card) | f.PlanRevealed(plan=card):
            return touching(cards=[card])
        case f.CharacterRowCleared(cards=cards) | f.PlanOrdersPlaced(plans=cards):
            return touching(cards=cards)
        case (
            f.CharacterPlayed(seat=seat, card=card)
            | f.CharacterTaken(seat=seat, card=card)
            | f.CharacterDiscarded(seat=seat, card=card)
            | f.CharacterDrawn(seat=seat, card=card)
            | f.CharacterSalvaged(seat=seat, card=card)
            | f.OrderPlaced(seat=seat, card=card)
            | f.AbilityUsed(seat=seat, card=card)
            | f.PlanCompleted(seat=seat, plan=card)
            | f.PlanDiscarded(seat=seat, plan=card)
            | f.PlanTaken(seat=seat, plan=card)
        ):
            return touching(seats=[seat], cards=[card])
        case f.CharacterSwapped(seat=seat, give=give, take=take) | f.PlanExchanged(seat=seat, give=give, take=take):
            return touching(seats=[seat], cards=[give, take])
        case f.OrderGained(seat=seat) | f.OrderDiscarded(seat=seat) | f.ChairmanTaken(seat=seat):
            return touching(seats=[seat])
    return None
