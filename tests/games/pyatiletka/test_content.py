"""Section 1 of RULES.md: the reconstructed catalogue."""

from __future__ import annotations

from collections import Counter
from random import Random
from typing import Any

from igroteka.domain.engine import fold
from igroteka.domain.games.pyatiletka import RULES
from igroteka.domain.games.pyatiletka import moves as m
from igroteka.domain.games.pyatiletka.abilities import ABILITIES
from igroteka.domain.games.pyatiletka.content import (
    CATALOGUE,
    CHAIRMAN,
    CHARACTERS,
    END_CLEAN_PLANS,
    INDUSTRY_IDS,
    PLANS,
    plan_deck,
)
from igroteka.domain.games.pyatiletka.facts import CharacterRevealed, RoundEnded, RoundStarted
from igroteka.domain.games.pyatiletka.state import State


def test_py_1_1_five_industries() -> None:
    assert INDUSTRY_IDS == ("agri", "culture", "mining", "hydro", "factory")
    names = {i.name for i in CATALOGUE.industries}
    assert "Гидроэнергетика и речной порт" in names and "Заводы" in names


def test_py_1_2_fifty_characters_ten_per_industry_with_unique_ids() -> None:
    assert len(CHARACTERS) == 50
    assert Counter(c.industry for c in CHARACTERS.values()) == dict.fromkeys(INDUSTRY_IDS, 10)
    assert len(CATALOGUE.characters) == 15
    assert {c.ability for c in CATALOGUE.characters} == set(ABILITIES)
    assert "ch07a" in CHARACTERS and "ch07d" in CHARACTERS and "ch07e" not in CHARACTERS


def test_py_1_3_sixty_one_plans_with_marked_order_plans() -> None:
    assert len(PLANS) == 61
    assert len(CATALOGUE.plans) == 34
    assert sum(1 for p in PLANS.values() if p.needs_orders) == 10
    assert len(END_CLEAN_PLANS) == 1
    assert PLANS[next(iter(END_CLEAN_PLANS))].name == "Закончить игру без невыполненных планов"


def test_py_1_4_chairman_card_and_fifty_order_tokens() -> None:
    assert CHAIRMAN not in CHARACTERS
    assert CATALOGUE.chairman.name == "Председатель"
    state = fold(RULES, RULES.setup(RULES.Options(), 4, Random(1)))
    assert state.supply + state.counter == CATALOGUE.order_tokens == 50


def _greedy_match(options: Any, seats: int, seed: int) -> tuple[State, list[Any]]:
    """Random play by players who complete every plan they can."""
    rng = Random(seed)
    facts = RULES.setup(options, seats, rng)
    state = fold(RULES, facts)
    while RULES.outcome(state) is None:
        seat = rng.choice(sorted(RULES.to_act(state)))
        legal = RULES.legal_moves(state, seat)
        greedy = [x for x in legal if isinstance(x, m.CompletePlan | m.PrecisionComplete)]
        new = RULES.decide(state, seat, rng.choice(greedy or legal), rng)
        facts += new
        state = fold(RULES, new, state)
    return state, facts


def test_py_1_5_decks_last_five_rounds_at_five_players_but_long_games_run_out_of_plans() -> None:
    assert len(plan_deck(False)[0]) == 61 and len(plan_deck(True)[0]) == 51
    for seed in range(12):
        state, facts = _greedy_match(RULES.Options(), 5, seed)
        assert state.result is not None and state.result.reason == "rounds"
        # the character deck never ran dry: every new round's HR row was laid out in full
        laid_out, between = [], None
        for fact in facts:
            if isinstance(fact, RoundEnded):
                between = 0
            elif isinstance(fact, CharacterRevealed) and between is not None:
                between += 1
            elif isinstance(fact, RoundStarted) and between is not None:
                laid_out.append(between)
        assert laid_out == [5, 5, 5, 5]
    reasons = {_greedy_match(RULES.Options(rounds=15), 5, seed)[0].result.reason for seed in range(12)}
    assert "plans_ran_out" in reasons
