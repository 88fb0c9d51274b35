"""Начало игры: decks, starting hands with the chairman and the personal plan offers. The plan row
and the HR row are laid out only once every player has kept a personal plan (decisions.keep_plan)."""

from __future__ import annotations

from random import Random
from typing import Any

from . import facts as f
from .content import CATALOGUE, CHAIRMAN, CHARACTERS, plan_deck

HAND_AT_START = 3


def setup_facts(seats: int, rounds: int, simplified: bool, rng: Random) -> list[Any]:
    plans, removed = plan_deck(simplified)
    characters = list(CHARACTERS)
    rng.shuffle(characters)
    rng.shuffle(plans)
    facts: list[Any] = [
        f.GameCreated(
            seats=seats,
            rounds=rounds,
            simplified=simplified,
            order_tokens=CATALOGUE.order_tokens,
            removed_plans=removed,
        ),
        f.DeckShuffled(deck="characters", reason="setup", order=list(characters), count=len(characters)),
        f.DeckShuffled(deck="plans", reason="setup", order=list(plans), count=len(plans)),
    ]
    packet = [*characters[: HAND_AT_START * seats - 1], CHAIRMAN]
    rng.shuffle(packet)
    dealt = [packet[HAND_AT_START * s : HAND_AT_START * (s + 1)] for s in range(seats)]
    chairman = next(s for s, hand in enumerate(dealt) if CHAIRMAN in hand)
    hands: list[list[str] | None] = [[c for c in hand if c != CHAIRMAN] for hand in dealt]
    facts.append(f.StartingHandsDealt(hands=hands, sizes=[len(h or []) for h in hands], chairman=chairman))
    for seat in range(seats):
        facts.append(f.PlansDealt(seat=seat, plans=plans[2 * seat : 2 * seat + 2]))
    return facts
