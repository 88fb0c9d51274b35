"""Sections 8 and 10 of RULES.md: the end of the game, scoring, special clarifications."""

from __future__ import annotations

import pytest

from igroteka.domain.engine import fold
from igroteka.domain.games.pyatiletka import RULES
from igroteka.domain.games.pyatiletka import facts as f
from igroteka.domain.games.pyatiletka import moves as m
from igroteka.domain.games.pyatiletka.scoring import winners
from igroteka.domain.games.pyatiletka.state import State
from tests.harness import check_scoring, play_random

from .helpers import (
    act,
    complete_from_deck,
    facts_of,
    finish,
    plans_to_hand,
    put_in_play,
    refused,
    table,
)

HANDS = [["ch09a", "ch09b"], ["ch09c", "ch10a", "ch10b"], ["ch10c", "ch10d", "ch11a"]]


def game(seats: int = 2, **kw: object) -> State:
    return table(seats, hands=HANDS[:seats], hr_row=["ch12a", "ch12b", "ch12c"][:seats], rounds=1, **kw)


def score(state: State, seat: int) -> f.SeatScore:
    return finish(state)[1].scores[seat]


def test_py_8_1_completed_plans_score_their_vp() -> None:
    state = complete_from_deck(game(), 0, ["pl27a", "pl01a"])
    assert score(state, 0).completed_vp == 3


def test_py_8_2_fulfilled_personal_plans_add_their_vp() -> None:
    state = put_in_play(game(), 0, ["ch01a", "ch01b", "ch01c", "ch01d"])  # agri 4 meets pl06a
    result = score(state, 0)
    assert result.personal == [f.PlanResult(plan="pl06a", status="fulfilled", vp=4)] and result.total == 4


def test_py_8_3_unfulfilled_personal_plans_subtract_their_vp() -> None:
    result = score(game(), 1)  # pl08a: mining 4, unmet
    assert result.personal == [f.PlanResult(plan="pl08a", status="unfulfilled", vp=-4)] and result.total == -4


def test_py_8_4_most_vp_then_order_bearers_then_played_then_shared() -> None:
    def s(seat: int, total: int, bearers: int, played: int) -> f.SeatScore:
        return f.SeatScore(seat, 0, [], 0, total, bearers, played)

    assert winners([s(0, 5, 0, 1), s(1, 4, 3, 6)]) == [0]
    assert winners([s(0, 5, 1, 6), s(1, 5, 2, 1)]) == [1]
    assert winners([s(0, 5, 2, 4), s(1, 5, 2, 5), s(2, 3, 0, 0)]) == [1]
    assert winners([s(0, 5, 2, 5), s(1, 5, 2, 5), s(2, 3, 0, 0)]) == [0, 1]
    state = put_in_play(game(), 1, ["ch02a"], orders=["ch02a"])
    drop = [f.PlanDiscarded(plan="pl08a", source="hand", seat=1), f.PlanDiscarded(plan="pl06a", source="hand", seat=0)]
    state = fold(RULES, drop, state)
    assert finish(state)[1].winners == [1]  # 0 VP each; seat 1 has an order-bearer


def _drain_plans(state: State) -> State:
    """Every plan outside the row is completed by seat 1 (its condition aside)."""
    state = complete_from_deck(state, 1, list(state.plan_deck))
    order = list(state.plan_discard)
    state = fold(RULES, [f.DeckShuffled(deck="plans", reason="discard", order=order, count=len(order))], state)
    return complete_from_deck(state, 1, order)


def test_py_8_5_game_ends_after_the_turn_that_took_the_last_plan() -> None:
    state = table(2, hands=[["ch09a", "ch09b"], HANDS[1]], plan_row=["pl11a", "pl27a", "pl31a"])
    state = _drain_plans(put_in_play(state, 0, ["ch02a", "ch02b", "ch13a", "ch13b"]))
    state = act(act(state, 0, m.CompletePlan(plan="pl11a")), 0, m.CompletePlan(plan="pl27a"))
    new = facts_of(state, 0, m.CompletePlan(plan="pl31a"))
    assert new[-1] == f.PlansRanOut()
    state = act(state, 0, m.CompletePlan(plan="pl31a"))
    assert state.phase == "turn" and state.plan_row == []
    state = act(state, 0, m.PlayCharacter(card="ch09a"))
    state = act(state, 0, m.DiscardForOrder(card="ch09b"))
    state = act(state, 0, m.PlaceOrder(card="ch09a"))
    ended = facts_of(state, 0, m.EndTurn())
    assert isinstance(ended[-1], f.GameEnded) and ended[-1].reason == "plans_ran_out"


def test_py_8_6_outcome_scores_and_tiebreaks() -> None:
    state = put_in_play(complete_from_deck(game(), 0, ["pl27a"]), 0, ["ch02a", "ch02b"], orders=["ch02a"])
    final, _ = finish(state)
    outcome = RULES.outcome(final)
    assert outcome is not None and outcome.reason == "rounds"
    assert outcome.scores == [s.total for s in final.result.scores]
    assert outcome.tiebreaks[0][0] >= 1 and outcome.tiebreaks[0][1] >= 2 and outcome.tiebreaks[1] == [0, 0]
    assert RULES.to_act(final) == frozenset() and RULES.legal_moves(final, 0) == []


def test_py_10_1_end_game_plan_goes_to_the_clean_player_nearest_the_chairman() -> None:
    state = game(3, chairman=1, plan_row=["pl26a", "pl12a", "pl13a"])
    assert refused(state, 1, m.CompletePlan(plan="pl26a")) == "end_plan_only_at_end"
    drop = [f.PlanDiscarded(plan=p, source="hand", seat=s) for s, p in ((0, "pl06a"), (2, "pl10a"))]
    state = fold(RULES, drop, state)  # seats 0 and 2 have no personal plan; seat 1 (chairman) fails pl08a
    final, ended = finish(state)
    assert ended.end_plan == "pl26a" and ended.end_plan_to == 2
    assert ended.scores[2].end_plan_vp == 3 and "pl26a" in final.players[2].completed
    chairman_clean = fold(RULES, [f.PlanDiscarded(plan="pl08a", source="hand", seat=1)], state)
    assert finish(chairman_clean)[1].end_plan_to == 1


def test_py_10_1_end_game_plan_in_hand_needs_the_other_personal_plans_fulfilled() -> None:
    state = plans_to_hand(game(), 0, ["pl26a"])  # with pl06a (agri 4) unmet
    assert [r.status for r in score(state, 0).personal] == ["unfulfilled", "unfulfilled"]
    state = put_in_play(state, 0, ["ch01a", "ch01b", "ch01c", "ch01d"])
    assert [r.status for r in score(state, 0).personal] == ["fulfilled", "fulfilled"]


def test_py_10_2_card_text_beats_the_general_rules() -> None:
    state = plans_to_hand(table(2, hands=[["ch05a", "ch09a"], HANDS[1]]), 0, ["pl01a", "pl02a"])
    state = act(act(state, 0, m.PlayCharacter(card="ch05a")), 0, m.StudyPlans())
    assert len(state.players[0].plans) == 4  # a fourth plan in hand while choosing
    state = act(state, 0, m.ReturnPlan(plan="pl01a"))
    assert len(state.players[0].plans) == 3
    miner = table(2, hands=[["ch07a", "ch09a"], HANDS[1]], hr_row=["ch08c", "ch10c"])
    miner = act(act(miner, 0, m.PlayCharacter(card="ch07a")), 0, m.PlayFromRow(card="ch08c"))
    assert miner.actions_left == 1 and len(miner.players[0].played) == 2  # a play without an action


def test_py_10_3_equal_plans_count_once_at_the_end() -> None:
    state = put_in_play(game(), 0, ["ch01a", "ch01b", "ch01c"])
    state = complete_from_deck(state, 0, ["pl01a"])
    state = plans_to_hand(state, 0, ["pl01b"])  # equal to a completed plan
    state = plans_to_hand(state, 1, ["pl02a", "pl02b"])  # two equal, unmet personal plans
    _, ended = finish(state)
    zero, one = ended.scores
    assert zero.personal[1] == f.PlanResult(plan="pl01b", status="duplicate", vp=0)
    assert zero.completed_vp == 2
    assert [r.status for r in one.personal] == ["unfulfilled", "unfulfilled", "duplicate"]
    assert one.total == -4 - 2


def test_py_10_1_an_order_token_on_the_end_game_plan_is_not_awarded() -> None:
    state = game(3, chairman=1, plan_row=["pl26a", "pl12a", "pl13a"])
    drop = [f.PlanDiscarded(plan=p, source="hand", seat=s) for s, p in ((0, "pl06a"), (2, "pl10a"))]
    state = fold(RULES, [*drop, f.PlanOrdersPlaced(plans=["pl26a"])], state)
    state = put_in_play(state, 2, ["ch02a", "ch02b"])  # two characters that could carry an order
    assert "pl26a" in state.plan_orders
    final, ended = finish(state)  # every seat has 0 VP at step 1: the counter token is discarded
    assert ended.end_plan == "pl26a" and ended.end_plan_to == 2
    assert ended.scores[2].order_bearers == 0 and final.players[2].orders == []


def test_py_8_6_the_outcome_breaks_each_total_down_as_the_final_scoring_counted_it() -> None:
    state = game(3, chairman=1, plan_row=["pl26a", "pl12a", "pl13a"])
    state = complete_from_deck(state, 0, ["pl27a", "pl01a"])
    state = fold(
        RULES, [f.PlanDiscarded(plan=p, source="hand", seat=s) for s, p in ((0, "pl06a"), (2, "pl10a"))], state
    )
    final, ended = finish(state)
    outcome = RULES.outcome(final)
    assert outcome is not None
    check_scoring(RULES, outcome)
    points = [{p.category: p.points for p in seat} for seat in outcome.scoring.seats]
    assert points[0]["completed_plans"] == 3 and points[1]["personal_plans_unfulfilled"] < 0
    assert points[ended.end_plan_to]["end_plan"] == 3


@pytest.mark.parametrize(("seats", "simplified", "seed"), [(2, False, 1), (3, True, 2), (5, False, 3)])
def test_py_8_6_over_random_play_each_seats_categories_add_up_to_its_total(
    seats: int, simplified: bool, seed: int
) -> None:
    played = play_random(RULES, RULES.Options(simplified=simplified), seats, seed)
    check_scoring(RULES, played.outcome)
