"""Sections 6 and 7 of RULES.md: completing plans, orders."""

from __future__ import annotations

from igroteka.domain.engine import fold
from igroteka.domain.games.pyatiletka import RULES
from igroteka.domain.games.pyatiletka import facts as f
from igroteka.domain.games.pyatiletka import moves as m
from igroteka.domain.games.pyatiletka.board import condition_met, industry_levels
from igroteka.domain.games.pyatiletka.state import Player, State
from tests.harness import play_random

from .helpers import act, complete_from_deck, facts_of, of_type, put_in_play, refused, table, turn_of

ROW = ["pl11a", "pl27a", "pl31a"]  # agri+factory ≥ 2, agri ≥ 2, factory ≥ 2


def builder(**kw: object) -> State:
    """Seat 0 has agri 2 and factory 2 in play."""
    state = table(2, hands=[["ch09a", "ch09b"], ["ch09c", "ch10a", "ch10b"]], plan_row=ROW, **kw)
    return put_in_play(state, 0, ["ch02a", "ch02b", "ch13a", "ch13b"])


def test_py_6_1_any_number_of_plans_completed_freely_in_your_turn() -> None:
    state = builder()
    legal = RULES.legal_moves(state, 0)
    assert {m.CompletePlan(plan=p) for p in ROW} <= set(legal)
    for plan in ROW:
        state = act(state, 0, m.CompletePlan(plan=plan))
    assert state.players[0].completed == ROW and state.actions_left == 2
    assert refused(turn_of(builder(), 1), 0, m.CompletePlan(plan="pl11a")) == "not_your_turn"
    spent = turn_of(builder(), 0, actions=0)
    assert m.CompletePlan(plan="pl11a") in RULES.legal_moves(spent, 0)


def test_py_6_2_completed_plan_laid_out_and_replaced_in_the_row() -> None:
    state = builder()
    top = state.plan_deck[0]
    state = act(state, 0, m.CompletePlan(plan="pl27a"))
    assert state.players[0].completed == ["pl27a"] and state.plan_row == ["pl11a", top, "pl31a"]


def test_py_6_3_an_order_on_a_completed_plan_goes_to_its_taker() -> None:
    state = fold(RULES, [f.PlanOrdersPlaced(plans=["pl27a"])], builder())
    new = facts_of(state, 0, m.CompletePlan(plan="pl27a"))
    assert f.OrderGained(seat=0, source="plan", plan="pl27a") in new and new[-1] == f.ChoiceAsked(
        kind="place_order", seat=0
    )
    state = act(act(state, 0, m.CompletePlan(plan="pl27a")), 0, m.PlaceOrder(card="ch13a"))
    assert state.players[0].orders == ["ch13a"] and state.plan_orders == []


def test_py_6_4_no_two_equal_plans_face_up() -> None:
    state = table(2, hands=[["ch09a", "ch09b"], ["ch09c", "ch10a", "ch10b"]], plan_row=["pl01a", "pl12a", "pl13a"])
    state = put_in_play(state, 0, ["ch02a", "ch02b", "ch02c"])
    assert m.CompletePlan(plan="pl01a") in RULES.legal_moves(state, 0)
    state = complete_from_deck(state, 0, ["pl01b"])
    assert refused(state, 0, m.CompletePlan(plan="pl01a")) == "duplicate_plan"


def test_py_6_5_personal_plans_are_not_completed_during_the_game() -> None:
    state = put_in_play(builder(), 0, ["ch04a", "ch04b"])  # agri 2 and culture 2 meet pl14
    state = fold(RULES, [f.PlanRevealed(plan="pl14a", slot=3), f.PlanTaken(seat=0, plan="pl14a", source="row")], state)
    assert "pl14a" in state.players[0].plans
    assert refused(state, 0, m.CompletePlan(plan="pl14a")) == "plan_not_in_row"


def test_py_6_6_plan_conditions() -> None:
    player = Player(played=["ch01a", "ch02a", "ch13a", "ch04a", "ch07a"], orders=["ch13a"])
    assert condition_met(player, "pl31a") and not condition_met(player, "pl05a")  # factory 2, not 3
    assert condition_met(player, "pl11a")  # agri 2 and factory 2
    assert not condition_met(player, "pl12a")  # hydro 0
    assert condition_met(player, "pl16a") and not condition_met(player, "pl17a")  # 4 of 5 industries
    assert condition_met(player, "pl19a") and not condition_met(player, "pl20a")  # 5 played, not 6
    assert condition_met(player, "pl21a") and not condition_met(player, "pl22a")  # 1 order-bearer
    assert condition_met(player, "pl23a") and not condition_met(player, "pl24a")  # order in factory only
    assert not condition_met(player, "pl25a")  # total 6
    rich = Player(played=player.played, orders=["ch01a", "ch02a", "ch04a", "ch07a"])
    assert condition_met(rich, "pl25a") and condition_met(rich, "pl18a")  # total 9; 3 industries at 2
    assert not condition_met(rich, "pl26a")  # the end-game plan is judged only in final scoring


def test_py_7_1_one_order_per_character_order_bearer_counts_two() -> None:
    state = put_in_play(builder(), 0, [], orders=["ch13a"])
    assert industry_levels(state.players[0])["factory"] == 3
    state = act(state, 0, m.DiscardForOrder(card="ch09a"))
    assert refused(state, 0, m.PlaceOrder(card="ch13a")) == "no_order_slot"


def test_py_7_2_the_owner_places_a_gained_order_or_it_is_discarded() -> None:
    state = put_in_play(builder(), 0, [], orders=["ch02a", "ch02b", "ch13a"])
    state = act(state, 0, m.DiscardForOrder(card="ch09a"))
    assert RULES.legal_moves(state, 0) == [m.PlaceOrder(card="ch13b"), m.DeclineOrder()]
    state = act(state, 0, m.PlaceOrder(card="ch13b"))
    new = facts_of(state, 0, m.DiscardForOrder(card="ch09b"))
    assert new[-1] == f.OrderDiscarded(seat=0)


def test_py_7_2_placing_a_gained_order_is_optional() -> None:
    state = put_in_play(builder(), 0, [], orders=["ch02a"])
    state = act(state, 0, m.DiscardForOrder(card="ch09a"))
    supply = state.supply
    assert m.DeclineOrder() in RULES.legal_moves(state, 0)
    assert facts_of(state, 0, m.DeclineOrder()) == [f.OrderDiscarded(seat=0)]
    state = act(state, 0, m.DeclineOrder())
    assert state.pending is None and state.supply == supply + 1 and state.players[0].orders == ["ch02a"]
    assert refused(state, 0, m.DeclineOrder()) == "wrong_moment"


def test_py_7_3_orders_come_from_actions_plans_the_counter_and_the_steelworker() -> None:
    sources: set[str] = set()
    for seed in range(6):
        played = play_random(RULES, RULES.Options(), 3, seed)
        sources |= {x.source for x in played.facts if isinstance(x, f.OrderGained)}
        actions = {x.action for x in played.facts if isinstance(x, f.ActionSpent)}
        assert "discard_for_order" in actions
    assert sources == {"supply", "plan", "counter"}


def test_py_7_4_order_tokens_are_conserved() -> None:
    def tokens(state: State) -> None:
        on_characters = sum(len(p.orders) for p in state.players)
        total = state.supply + state.counter + len(state.plan_orders) + on_characters + state.loose_orders
        assert total == 50 and state.supply >= 0

    for seed in range(8):
        played = play_random(RULES, RULES.Options(), 4, seed, invariant=tokens)
        assert of_type(played.facts, f.OrderPlaced)
