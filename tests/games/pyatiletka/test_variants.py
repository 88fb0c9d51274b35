"""Section 9 of RULES.md: game length and the simplified rules."""

from __future__ import annotations

from random import Random

import msgspec
import pytest

from igroteka.domain.engine import IllegalMove, fold
from igroteka.domain.games.pyatiletka import RULES
from igroteka.domain.games.pyatiletka import facts as f
from igroteka.domain.games.pyatiletka import moves as m
from igroteka.domain.games.pyatiletka.board import MAX_PLAYED, ROW_PLANS
from igroteka.domain.games.pyatiletka.content import CATALOGUE, PLANS
from igroteka.domain.games.pyatiletka.rules import MAX_ROUNDS
from igroteka.domain.matches import MatchService
from igroteka.domain.tournaments import TournamentService
from tests.harness import play_random

from .helpers import act, complete_from_deck, finish, of_type, play_until, table


def test_py_9_1_number_of_rounds_is_an_option() -> None:
    assert msgspec.convert({}, RULES.Options) == RULES.Options(rounds=5, simplified=False)
    for bad in (0, 16):
        with pytest.raises(msgspec.ValidationError):
            msgspec.convert({"rounds": bad}, RULES.Options)
        with pytest.raises(IllegalMove) as error:
            RULES.setup(RULES.Options(rounds=bad), 3, Random(0))
        assert error.value.code == "bad_options"
    # the cap: the box's tokens cover the counter, the plan row and six characters of five players
    assert MAX_ROUNDS == 15 and CATALOGUE.order_tokens >= MAX_ROUNDS + ROW_PLANS + 5 * MAX_PLAYED
    assert RULES.setup(RULES.Options(rounds=MAX_ROUNDS), 5, Random(0))
    for seed in range(3):
        played = play_random(RULES, RULES.Options(rounds=2), 3, seed)
        assert played.outcome.reason == "rounds" and played.state.round == 2


def test_py_9_2_simplified_rules_have_no_orders() -> None:
    state = complete_from_deck(table(2, simplified=True), 1, ["pl27a"])
    assert refused_code(state, m.DiscardForOrder(card="ch01a")) == "simplified_rules"
    assert not [x for x in RULES.legal_moves(state, 0) if isinstance(x, m.DiscardForOrder)]
    state, log = play_until(state, lambda s: s.round == 2 or s.phase != "turn")
    assert f.CounterTokenDiscarded() in log and not of_type(log, f.OrderGained)  # seat 0 was lowest
    for seed in range(5):
        played = play_random(RULES, RULES.Options(simplified=True), 4, seed)
        assert all(not p.orders for p in played.state.players)


def refused_code(state: object, move: object) -> str:
    with pytest.raises(IllegalMove) as error:
        RULES.decide(state, 0, move, Random(0))
    return error.value.code


def test_py_9_3_simplified_rules_remove_plans_needing_order_bearers() -> None:
    state = fold(RULES, RULES.setup(RULES.Options(simplified=True), 3, Random(2)))
    removed = sorted(c for c, p in PLANS.items() if p.needs_orders)
    assert sorted(state.removed_plans) == removed and len(removed) == 10
    in_game = {*state.plan_deck, *state.plan_row, *(p for pl in state.players for p in pl.offered)}
    assert not in_game & set(removed) and len(in_game) == 51


def test_py_9_4_simplified_chairman_removes_a_plan_instead_of_orders() -> None:
    state, log = play_until(table(2, simplified=True), lambda s: s.phase != "turn")
    assert state.pending is not None and state.pending.kind == "remove_plan" and state.pending.seat == 0
    assert not of_type(log, f.PlanOrdersPlaced)
    assert set(RULES.legal_moves(state, 0)) == {m.RemovePlan(plan=p) for p in state.plan_row}
    top = state.plan_deck[0]
    state = act(state, 0, m.RemovePlan(plan="pl12a"))
    assert state.plan_discard[-1] == "pl12a" and state.plan_row == ["pl11a", "pl13a", top]
    assert state.round == 2 and state.plan_orders == []


def test_py_9_5_simplified_unfulfilled_plans_cost_nothing() -> None:
    state = table(2, simplified=True, rounds=1, hands=[["ch09a", "ch09b"], ["ch09c", "ch10a", "ch10b"]])
    state, ended = finish(state)
    assert [r.status for r in ended.scores[0].personal] == ["unfulfilled"]
    assert ended.scores[0].personal[0].vp == 0 and ended.scores[0].total == 0


def test_py_9_6_outcome_feeds_the_tournament_standings() -> None:
    for seed in range(4):
        played = play_random(RULES, RULES.Options(), 4, seed)
        outcome, state = played.outcome, played.state
        assert [t[0] for t in outcome.tiebreaks] == [len(p.orders) for p in state.players]
        for seat, result in enumerate(state.result.scores):
            assert outcome.scores[seat] == result.total
            assert result.total == result.completed_vp + result.end_plan_vp + sum(r.vp for r in result.personal)


def test_py_9_6_a_tournament_has_the_variants_3_tours_unless_its_organiser_names_another_count(
    service: MatchService,
) -> None:
    tournaments = TournamentService(service)
    standard, _ = tournaments.create("pyatiletka", {}, None, 2)
    assert standard.tours == 3  # «Турнир состоит из 3 туров»
    short, _ = tournaments.create("pyatiletka", {"rounds": 1}, 1, 2)
    assert short.tours == 1  # the organiser's event: see the Decision under PY-9.6
