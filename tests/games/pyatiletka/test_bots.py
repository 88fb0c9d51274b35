"""The competent bot (issue 16): only legal moves, from the seat's view alone, and every all-bot
match ends by the real ending — the last round (PY-3.5) or the plans running out (PY-8.5)."""

from __future__ import annotations

from random import Random

import pytest

from igroteka.domain.engine import Seat
from igroteka.domain.games.pyatiletka import RULES
from igroteka.domain.games.pyatiletka import moves as m
from igroteka.domain.games.pyatiletka.bots import competent, me_of, reach
from igroteka.domain.games.pyatiletka.content import PLANS
from tests.harness import play_bots

from .helpers import act, put_in_play, table

GUARD = 2000  # far above the longest 5-player match measured; a test bound, not a rule


def play(levels: list[str], seed: int, options=None) -> tuple[object, int]:
    return play_bots(RULES, options or RULES.Options(), levels, seed, GUARD)


@pytest.mark.parametrize(
    ("levels", "options"),
    [
        (["competent", "competent"], None),
        (["competent", "random", "competent"], RULES.Options(rounds=3)),
        (["random", "competent", "competent", "competent", "random"], RULES.Options(simplified=True, rounds=3)),
    ],
)
def test_competent_matches_end_by_the_real_ending(levels: list[str], options) -> None:
    for seed in range(2):
        outcome, _ = play(levels, seed, options)
        assert outcome.reason in ("rounds", "plans_ran_out")


def test_competent_completes_a_fulfilled_plan_first_and_places_its_orders() -> None:
    state = table(2, plan_row=["pl27a", "pl12a", "pl13a"])  # pl27: agriculture at level 2
    state = put_in_play(state, 0, ["ch03a", "ch03b"])
    moves = RULES.legal_moves(state, 0)
    assert m.CompletePlan(plan="pl27a") in moves
    assert competent(RULES.view(state, Seat(0)), 0, moves, Random(0)) == m.CompletePlan(plan="pl27a")
    state = act(state, 0, m.DiscardForOrder(card=state.players[0].hand[0]))
    moves = RULES.legal_moves(state, 0)
    assert m.DeclineOrder() in moves
    assert isinstance(competent(RULES.view(state, Seat(0)), 0, moves, Random(0)), m.PlaceOrder)


def test_competent_keeps_the_plan_its_hand_reaches_best() -> None:
    state = table(2, keep=False)
    me = me_of(RULES.view(state, Seat(0)), 0)
    kept = competent(RULES.view(state, Seat(0)), 0, RULES.legal_moves(state, 0), Random(0))
    assert isinstance(kept, m.KeepPlan) and kept.plan in state.players[0].offered
    other = next(p for p in state.players[0].offered if p != kept.plan)

    def expected(plan: str) -> float:  # VP if fulfilled, minus VP if not (standard rules, PY-8.3)
        return PLANS[plan].vp * (2 * reach(me, plan) - 1)

    assert expected(kept.plan) >= expected(other)
