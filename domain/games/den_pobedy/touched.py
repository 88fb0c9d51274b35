"""What each fact of «День Победы» touched: the seats whose deck, hand or table it changed and the
cards by their instance ids (the ids the table shows), taken from the fact as the viewer received
it: a draw's cards are named to the drawer alone, a struck deck's to nobody."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from igroteka.domain.engine import Touched, touching

from . import facts as f


def cards_drawn(fact: f.CardsDrawn) -> Touched:
    return touching(seats=[fact.seat], cards=[ref.id for ref in fact.cards or []])


def hand_shown(fact: f.HandShown) -> Touched:
    return touching(seats=[fact.seat], cards=[ref.id for ref in fact.cards])


def by_seat(fact: Any) -> Touched:
    return touching(seats=[fact.seat])


def by_ref(fact: f.ResourcePlayed | f.UnitBuilt) -> Touched:
    return touching(seats=[fact.seat], cards=[fact.card.id])


def tactic_played(fact: f.TacticPlayed) -> Touched:
    return touching(seats=[fact.seat], cards=[fact.card.id, fact.target])


def by_cards(fact: f.ResourcesTapped) -> Touched:
    return touching(seats=[fact.seat], cards=fact.cards)


def by_units(fact: f.UnitsTapped | f.UnitsDeployed) -> Touched:
    return touching(seats=[fact.seat], cards=fact.units)


def by_card(fact: f.ResourceUntapped | f.ResourceDestroyed) -> Touched:
    return touching(seats=[fact.seat], cards=[fact.card])


def by_target(fact: f.AttackDeclared | f.UnitStruck) -> Touched:
    return touching(seats=[fact.seat], cards=[fact.unit, fact.target])


def by_unit(fact: f.BlockDeclared | f.SupportGiven | f.UnitDestroyed) -> Touched:
    return touching(seats=[fact.seat], cards=[fact.unit])


# What each kind of fact touched, looked up by its type (every fact of every frame goes through
# here); a kind not listed touched nothing.
TOUCHES: dict[type, Callable[[Any], Touched]] = {
    f.CardsDrawn: cards_drawn,
    f.HandShown: hand_shown,
    f.HandReturned: by_seat,
    f.HandKept: by_seat,
    f.DeckStruck: by_seat,
    f.ResourcePlayed: by_ref,
    f.UnitBuilt: by_ref,
    f.TacticPlayed: tactic_played,
    f.ResourcesTapped: by_cards,
    f.UnitsTapped: by_units,
    f.UnitsDeployed: by_units,
    f.ResourceUntapped: by_card,
    f.ResourceDestroyed: by_card,
    f.AttackDeclared: by_target,
    f.UnitStruck: by_target,
    f.BlockDeclared: by_unit,
    f.SupportGiven: by_unit,
    f.UnitDestroyed: by_unit,
}
