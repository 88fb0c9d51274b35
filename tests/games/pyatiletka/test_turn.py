"""Section 4 of RULES.md: a player's turn (Ход игрока)."""

from __future__ import annotations

from igroteka.domain.engine import Seat
from igroteka.domain.games.pyatiletka import RULES
from igroteka.domain.games.pyatiletka import facts as f
from igroteka.domain.games.pyatiletka import moves as m

from .helpers import act, facts_of, of_type, plans_to_hand, put_in_play, refused, table, turn_of


def _play(state, seat, card):  # type: ignore[no-untyped-def]
    state = act(state, seat, m.PlayCharacter(card=card))
    return act(state, seat, m.SkipAbility()) if state.pending else state


def test_py_4_1_exactly_two_actions_repeats_allowed() -> None:
    state = _play(table(2), 0, "ch01a")
    assert state.actions_left == 1
    assert refused(state, 0, m.EndTurn()) == "actions_left"
    state = _play(state, 0, "ch01b")  # the same action again
    assert state.actions_left == 0 and state.players[0].played == ["ch01a", "ch01b"]
    assert refused(state, 0, m.TakeCharacter(card=state.hr_row[0])) == "no_actions_left"
    assert of_type(facts_of(state, 0, m.EndTurn()), f.TurnStarted) == [f.TurnStarted(seat=1, actions=2)]


def test_py_4_1_turn_ends_at_once_when_no_action_is_possible() -> None:
    state = turn_of(table(2, simplified=True), 1)
    state = put_in_play(state, 1, ["ch04a", "ch04b", "ch04c", "ch04d", "ch05a", "ch05b"])
    assert state.actions_left == 2 and RULES.legal_moves(state, 1) == [m.EndTurn()]
    assert f.TurnStarted(seat=0, actions=2) in facts_of(state, 1, m.EndTurn())


def test_py_4_2_play_a_character_from_the_hand() -> None:
    new = facts_of(table(2), 0, m.PlayCharacter(card="ch01b"))
    assert new[:2] == [
        f.ActionSpent(seat=0, action="play_character"),
        f.CharacterPlayed(seat=0, card="ch01b", source="hand"),
    ]
    assert refused(table(2), 0, m.PlayCharacter(card="ch01c")) == "card_not_in_hand"


def test_py_4_3_take_from_the_row_only_with_fewer_than_three_in_hand() -> None:
    state = table(2)
    card = state.hr_row[1]
    state = act(state, 0, m.TakeCharacter(card=card))
    assert card in state.players[0].hand and card not in state.hr_row
    assert refused(state, 0, m.TakeCharacter(card=state.hr_row[0])) == "hand_full"
    assert refused(state, 0, m.TakeCharacter(card="ch09a")) == "card_not_in_row"


def test_py_4_4_discard_a_character_to_gain_an_order() -> None:
    state = _play(table(2), 0, "ch01a")
    new = facts_of(state, 0, m.DiscardForOrder(card="ch01b"))
    assert new == [
        f.ActionSpent(seat=0, action="discard_for_order"),
        f.CharacterDiscarded(seat=0, card="ch01b", source="hand"),
        f.OrderGained(seat=0, source="supply"),
        f.ChoiceAsked(kind="place_order", seat=0),
    ]
    state = act(act(state, 0, m.DiscardForOrder(card="ch01b")), 0, m.PlaceOrder(card="ch01a"))
    assert state.players[0].orders == ["ch01a"] and state.character_discard == ["ch01b"]


def test_py_4_5_chairman_makes_a_player_take_a_plan_from_row_or_deck() -> None:
    state = act(table(2), 0, m.GivePlan(target=1))
    assert RULES.to_act(state) == {1}
    assert set(RULES.legal_moves(state, 1)) == {
        m.TakePlanFromRow(plan="pl11a"),
        m.TakePlanFromRow(plan="pl12a"),
        m.TakePlanFromRow(plan="pl13a"),
        m.TakePlanFromDeck(),
    }
    top = state.plan_deck[0]
    taken = act(state, 1, m.TakePlanFromRow(plan="pl11a"))
    assert taken.players[1].plans == ["pl08a", "pl11a"] and taken.plan_row[0] == top
    assert RULES.to_act(taken) == {0} and taken.actions_left == 1
    hidden = facts_of(state, 1, m.TakePlanFromDeck())
    assert hidden == [f.PlanTaken(seat=1, plan=top, source="deck")]
    assert RULES.redact(hidden[0], Seat(0)) == f.PlanTaken(seat=1, plan=None, source="deck")


def test_py_4_5_only_the_chairman_and_only_for_fewer_than_three_plans() -> None:
    state = plans_to_hand(table(2), 1, ["pl01a", "pl02a"])
    assert refused(state, 0, m.GivePlan(target=1)) == "plan_hand_full"
    assert refused(state, 0, m.GivePlan(target=5)) == "no_such_seat"
    assert refused(turn_of(table(2), 1), 1, m.GivePlan(target=0)) == "not_chairman"


def test_py_4_6_chairman_discards_a_plan_from_the_hand() -> None:
    state = act(table(2), 0, m.DiscardPlan(plan="pl06a"))
    assert state.players[0].plans == [] and state.plan_discard[-1] == "pl06a"
    assert refused(turn_of(table(2), 1), 1, m.DiscardPlan(plan="pl08a")) == "not_chairman"


def test_py_4_7_chairman_still_has_only_two_actions() -> None:
    state = act(table(2), 0, m.GivePlan(target=0))
    state = act(state, 0, m.TakePlanFromDeck())
    state = act(state, 0, m.DiscardPlan(plan="pl06a"))
    assert state.actions_left == 0
    assert refused(state, 0, m.PlayCharacter(card="ch01a")) == "no_actions_left"
    assert refused(state, 0, m.GivePlan(target=1)) == "no_actions_left"
