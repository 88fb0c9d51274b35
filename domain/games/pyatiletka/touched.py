"""What each fact of «Ударная пятилетка» touched: the seats whose hand, plans or played cards it
changed and the characters and plans by their ids, taken from the fact as the viewer received it
(a card drawn or a plan kept in secret is named to its owner alone)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from igroteka.domain.engine import Touched, touching

from . import facts as f


def by_seat(fact: Any) -> Touched:
    return touching(seats=[fact.seat])


def by_card(fact: Any) -> Touched:
    return touching(seats=[fact.seat], cards=[fact.card])


def by_plan(fact: Any) -> Touched:
    return touching(seats=[fact.seat], cards=[fact.plan])


def by_swap(fact: f.CharacterSwapped | f.PlanExchanged) -> Touched:
    return touching(seats=[fact.seat], cards=[fact.give, fact.take])


def plans_dealt(fact: f.PlansDealt) -> Touched:
    return touching(seats=[fact.seat], cards=fact.plans or [])


def plans_redrawn(fact: f.PlansRedrawn) -> Touched:
    return touching(seats=[fact.seat], cards=fact.returned)


def plan_kept(fact: f.PersonalPlanKept) -> Touched:
    return touching(seats=[fact.seat], cards=[fact.kept, fact.discarded])


def character_revealed(fact: f.CharacterRevealed) -> Touched:
    return touching(cards=[fact.card])


def plan_revealed(fact: f.PlanRevealed) -> Touched:
    return touching(cards=[fact.plan])


def row_cleared(fact: f.CharacterRowCleared) -> Touched:
    return touching(cards=fact.cards)


def orders_placed(fact: f.PlanOrdersPlaced) -> Touched:
    return touching(cards=fact.plans)


# What each kind of fact touched, looked up by its type (every fact of every frame goes through
# here); a kind not listed touched nothing.
TOUCHES: dict[type, Callable[[Any], Touched]] = {
    f.PlansDealt: plans_dealt,
    f.PlansRedrawn: plans_redrawn,
    f.PersonalPlanKept: plan_kept,
    f.CharacterRevealed: character_revealed,
    f.PlanRevealed: plan_revealed,
    f.CharacterRowCleared: row_cleared,
    f.PlanOrdersPlaced: orders_placed,
    f.CharacterPlayed: by_card,
    f.CharacterTaken: by_card,
    f.CharacterDiscarded: by_card,
    f.CharacterDrawn: by_card,
    f.CharacterSalvaged: by_card,
    f.OrderPlaced: by_card,
    f.AbilityUsed: by_card,
    f.PlanCompleted: by_plan,
    f.PlanDiscarded: by_plan,
    f.PlanTaken: by_plan,
    f.CharacterSwapped: by_swap,
    f.PlanExchanged: by_swap,
    f.OrderGained: by_seat,
    f.OrderDiscarded: by_seat,
    f.ChairmanTaken: by_seat,
}
