"""Section 12 of RULES.md and the random-play invariants: over a hundred seeded matches per
player count and variant (thousands under ``-m soak``)."""

from __future__ import annotations

from random import Random
from typing import Any

import msgspec
import pytest

from igroteka.domain.engine import IllegalMove, encode_state
from igroteka.domain.games.pyatiletka import RULES
from igroteka.domain.games.pyatiletka import moves as m
from igroteka.domain.games.pyatiletka.content import CHARACTERS, INDUSTRY_IDS, PLANS
from igroteka.domain.games.pyatiletka.state import State
from tests.harness import check_replay, check_unlisted_moves_refused, play_random

from .helpers import refused, table

VARIANTS = {"standard": RULES.Options(), "simplified": RULES.Options(simplified=True)}
MATCHES = 120
SOAK_MATCHES = 1500


def invariants(state: State) -> None:
    """Cards and tokens conserved; at most 6 in play, 1 order each, 3 in hand."""
    characters = [*state.character_deck, *state.character_discard, *state.hr_row]
    plans = [*state.plan_deck, *state.plan_discard, *state.plan_row, *state.removed_plans]
    for player in state.players:
        characters += [*player.hand, *player.played]
        plans += [*player.plans, *player.offered, *player.completed]
        assert len(player.played) <= 6 and len(player.hand) <= 3
        assert len(set(player.orders)) == len(player.orders) and set(player.orders) <= set(player.played)
        assert len(player.plans) <= 3 or (state.pending is not None and state.pending.kind == "return_plan")
    assert sorted(characters) == sorted(CHARACTERS)
    assert sorted(plans) == sorted(PLANS)
    on_characters = sum(len(p.orders) for p in state.players)
    tokens = state.supply + state.counter + len(state.plan_orders) + on_characters + state.loose_orders
    assert tokens == state.order_tokens and state.supply >= 0 and state.loose_orders in (0, 1)
    assert set(state.plan_orders) <= set(state.plan_row)


def run_matches(seats: int, variant: str, count: int, check_first: int) -> None:
    for seed in range(count):
        played = play_random(
            RULES,
            VARIANTS[variant],
            seats,
            seed,
            invariant=invariants,
            check_every=9 if seed < check_first else 0,
        )
        check_replay(RULES, played)
        assert played.outcome.reason in ("rounds", "plans_ran_out")
        assert played.outcome.winners and len(played.outcome.scores) == seats


@pytest.mark.parametrize("variant", list(VARIANTS))
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_py_12_1_random_matches_end_conserve_and_replay(seats: int, variant: str) -> None:
    run_matches(seats, variant, MATCHES, check_first=6)


@pytest.mark.soak
@pytest.mark.parametrize("variant", list(VARIANTS))
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_py_12_1_soak(seats: int, variant: str) -> None:
    run_matches(seats, variant, SOAK_MATCHES, check_first=SOAK_MATCHES // 10)


def fuzz_moves(state: State, rng: Random) -> list[Any]:
    """Candidate moves of every kind, with ids from the table and a few from anywhere."""
    cards = sorted({*state.hr_row, *state.character_discard[-2:], *rng.sample(sorted(CHARACTERS), 4), "ch99z", ""})
    for player in state.players:
        cards += [*player.hand, *player.played[:2]]
    plans = sorted({*state.plan_row, *rng.sample(sorted(PLANS), 3), "pl99z"})
    for player in state.players:
        plans += [*player.plans, *player.offered]
    one_card = [m.PlayCharacter, m.TakeCharacter, m.DiscardForOrder, m.PlaceOrder, m.HireFromRow]
    one_card += [m.PlayFromRow, m.DiscardAndDraw, m.RenewCharacter, m.AwardOrder]
    one_plan = [m.KeepPlan, m.DiscardPlan, m.TakePlanFromRow, m.CompletePlan, m.RemovePlan, m.RenewPlan, m.ReturnPlan]
    bare = [m.RedrawPlans, m.TakePlanFromDeck, m.EndTurn, m.SkipAbility, m.DrawFromDeck, m.StudyPlans, m.DeclineOrder]
    bare += [m.TakeChairman, m.Salvage, m.ExtraAction]
    moves: list[Any] = [kind() for kind in bare]
    moves += [kind(card=c) for kind in one_card for c in cards]
    moves += [kind(plan=p) for kind in one_plan for p in plans]
    moves += [m.GivePlan(target=t) for t in range(-1, state.seats + 1)]
    moves += [m.SwapWithRow(give=g, take=t) for g in cards[:4] for t in cards[-4:]]
    moves += [m.ExchangePlan(give=g, take=t) for g in plans[:3] for t in plans[-3:]]
    moves += [m.PrecisionComplete(plan=p, industry=i) for p in plans[:4] for i in (*INDUSTRY_IDS, "space")]
    moves += [m.Rebuild(remove=r, card=c) for r in cards[:3] for c in cards[-3:]]
    return moves


def test_py_12_2_legal_moves_are_exact() -> None:
    for seed in range(16):
        seats = 2 + seed % 4
        rng = Random(seed)
        options = VARIANTS["simplified" if seed % 2 else "standard"]
        played = play_random(RULES, options, seats, seed)
        state = RULES.evolve(None, played.facts[0])
        checked = 0
        for n, fact in enumerate(played.facts[1:]):
            state = RULES.evolve(state, fact)
            if n % 31 == 0:
                acting = sorted(RULES.to_act(state))
                idle = [s for s in range(seats) if s not in acting][:1]
                for seat in [*acting, *idle]:
                    check_unlisted_moves_refused(RULES, state, seat, fuzz_moves(state, rng))
                    checked += 1
        assert checked >= 5


def test_py_12_3_refused_moves_have_codes_and_change_nothing() -> None:
    state = table(3)
    before = encode_state(state)
    assert refused(state, 1, m.EndTurn()) == "not_your_turn"
    assert refused(state, 0, m.ReturnPlan(plan="pl06a")) == "wrong_moment"
    assert refused(state, 0, m.PlayCharacter(card="ch15c")) == "card_not_in_hand"
    assert refused(state, 0, m.GivePlan(target=9)) == "no_such_seat"
    assert encode_state(state) == before
    played = play_random(RULES, RULES.Options(rounds=1), 2, 3)
    assert refused(played.state, 0, m.EndTurn()) == "game_over"
    with pytest.raises(IllegalMove) as error:
        RULES.decide(played.state, 1, m.SkipAbility(), Random(0))
    assert error.value.code == "game_over" and error.value.message
    assert msgspec.json.decode(msgspec.json.encode(m.EndTurn()), type=RULES.Move) == m.EndTurn()
