"""Section 3 of RULES.md: rounds and the end of a round."""

from __future__ import annotations

from igroteka.domain.engine import fold
from igroteka.domain.games.pyatiletka import RULES
from igroteka.domain.games.pyatiletka import facts as f
from igroteka.domain.games.pyatiletka import moves as m

from .helpers import act, complete_from_deck, facts_of, of_type, play_until, put_in_play, table, to_hand


def test_py_3_1_turns_go_clockwise_from_the_chairman() -> None:
    state = table(3, chairman=1)
    assert RULES.to_act(state) == {1}
    order = []
    for _ in range(3):
        seat = state.turn_seat
        order.append(seat)
        state, _ = play_until(state, lambda s, seat=seat: s.turn_seat != seat)
    assert order == [1, 2, 0]


def test_py_3_2_hands_refilled_to_three_from_round_two_chairman_first() -> None:
    state = table(3, chairman=2)
    assert [len(p.hand) for p in state.players] == [3, 3, 2]  # no refill in round 1
    state, log = play_until(state, lambda s: s.round == 2)
    start = log.index(f.RoundStarted(round=2, first=2))
    drawn = [x.seat for x in of_type(log[start:], f.CharacterDrawn)]
    assert drawn == sorted(drawn, key=lambda seat: (seat - 2) % 3)
    assert [len(p.hand) for p in state.players] == [3, 3, 3]


def test_py_3_3_round_ends_after_the_turn_that_empties_the_row() -> None:
    state = table(2)
    state = act(state, 0, m.TakeCharacter(card=state.hr_row[0]))
    state = act(state, 0, m.PlayCharacter(card=state.players[0].hand[0]))
    state, _ = play_until(state, lambda s: s.pending is None)
    state = act(state, 0, m.EndTurn())
    state = act(state, 1, m.PlayCharacter(card="ch02a"))
    state, _ = play_until(state, lambda s: s.pending is None)
    state = act(state, 1, m.TakeCharacter(card=state.hr_row[0]))
    assert state.hr_row == [] and state.phase == "turn" and state.turn_seat == 1
    new = facts_of(state, 1, m.EndTurn())
    assert of_type(new, f.RoundEnded) == [f.RoundEnded(round=1)]


def _to_round_end(state):  # type: ignore[no-untyped-def]
    return play_until(state, lambda s: s.phase != "turn" or s.round > 1)


def test_py_3_4_counter_token_to_the_single_lowest_vp_player() -> None:
    state = complete_from_deck(table(2), 1, ["pl27a"])
    state, log = _to_round_end(state)
    assert f.OrderGained(seat=0, source="counter") in log
    assert state.pending is not None and state.pending.kind == "place_order" and state.pending.seat == 0
    card = state.players[0].played[0]
    state = act(state, 0, m.PlaceOrder(card=card))
    assert state.players[0].orders == [card] and state.round == 2
    # placing is optional («может положить»): declined, the token goes to the supply, the round goes on
    declined = act(_to_round_end(complete_from_deck(table(2), 1, ["pl27a"]))[0], 0, m.DeclineOrder())
    assert declined.players[0].orders == [] and declined.round == 2 and declined.phase == "turn"
    # a tie for the fewest VP: the token is discarded
    tied, log = _to_round_end(table(2))
    assert f.CounterTokenDiscarded() in log and tied.counter == 4 and tied.round == 2


def test_py_3_4_token_discarded_when_the_lowest_player_has_no_character() -> None:
    state = complete_from_deck(table(2), 1, ["pl27a"])
    state = act(state, 0, m.TakeCharacter(card=state.hr_row[0]))
    state = act(state, 0, m.GivePlan(target=1))
    state = act(state, 1, m.TakePlanFromDeck())
    state = act(state, 0, m.EndTurn())
    state, log = _to_round_end(state)
    assert [f.OrderGained(seat=0, source="counter"), f.OrderDiscarded(seat=0)] == [
        x for x in log if isinstance(x, f.OrderGained | f.OrderDiscarded)
    ]
    assert state.players[0].orders == [] and state.supply == 50 - 4 - 3  # counter, step-4 plan tokens


def test_py_3_5_the_last_counter_token_ends_the_game_after_it_is_placed() -> None:
    state = complete_from_deck(table(2, rounds=1), 1, ["pl27a"])
    state, log = _to_round_end(state)
    assert state.counter == 0 and state.pending is not None and state.pending.kind == "place_order"
    assert not of_type(log, f.GameEnded)
    new = facts_of(state, 0, m.PlaceOrder(card=state.players[0].played[0]))
    assert isinstance(new[-1], f.GameEnded) and new[-1].reason == "rounds"
    assert not of_type(new, f.CharacterRevealed)  # steps 2-5 skipped
    assert RULES.outcome(fold(RULES, new, state)) is not None


def _round_end_with_one_ordered_plan():  # type: ignore[no-untyped-def]
    state = fold(RULES, [f.PlanOrdersPlaced(plans=["pl12a"])], table(3))
    return _to_round_end(state)


def test_py_3_6_step_2_new_characters_for_every_player() -> None:
    state, log = _round_end_with_one_ordered_plan()
    end = log.index(f.RoundEnded(round=1))
    assert len(of_type(log[end:], f.CharacterRevealed)) == 3
    assert len(state.hr_row) == 3


def test_py_3_7_step_3_plans_with_orders_discarded() -> None:
    state, log = _round_end_with_one_ordered_plan()
    end = log.index(f.RoundEnded(round=1))
    assert of_type(log[end:], f.PlanDiscarded) == [f.PlanDiscarded(plan="pl12a", source="row")]
    assert "pl12a" in state.plan_discard and "pl12a" not in state.plan_row


def test_py_3_8_step_4_orders_on_the_remaining_plans() -> None:
    state, log = _round_end_with_one_ordered_plan()
    assert f.PlanOrdersPlaced(plans=["pl11a", "pl13a"]) in log
    assert sorted(state.plan_orders) == ["pl11a", "pl13a"]


def test_py_3_9_step_5_row_refilled_to_three_then_next_round() -> None:
    state, log = _round_end_with_one_ordered_plan()
    end = log.index(f.RoundEnded(round=1))
    tail = log[end:]
    kinds = [type(x) for x in tail]
    order = [f.CharacterRevealed, f.PlanDiscarded, f.PlanOrdersPlaced, f.PlanRevealed, f.RoundStarted]
    assert [kinds.index(k) for k in order] == sorted(kinds.index(k) for k in order)
    new_plan = of_type(tail, f.PlanRevealed)[0].plan
    assert len(state.plan_row) == 3 and new_plan in state.plan_row and new_plan not in state.plan_orders


def _full_tables(simplified: bool):  # type: ignore[no-untyped-def]
    state = table(2, simplified=simplified)
    state = to_hand(state, 0, ["ch09a"])
    state = put_in_play(state, 0, ["ch10a", "ch10b", "ch10c", "ch10d", "ch11a", "ch11b"])
    return put_in_play(state, 1, ["ch12a", "ch12b", "ch12c", "ch13a", "ch13b", "ch13c"])


def test_py_3_10_simplified_round_ends_when_nobody_can_take_from_the_row() -> None:
    state = _full_tables(simplified=True)
    for _ in range(2):
        state = act(state, 0, m.GivePlan(target=0))
        state = act(state, 0, m.TakePlanFromDeck())
    row = list(state.hr_row)
    new = facts_of(state, 0, m.EndTurn())
    assert f.RoundEnded(round=1) in new and f.CharacterRowCleared(cards=row) in new
    # with the standard rules the discard action frees a hand: the round goes on
    standard = _full_tables(simplified=False)
    standard = act(standard, 0, m.DiscardForOrder(card="ch09a"))
    standard = act(standard, 0, m.PlaceOrder(card="ch10a"))
    standard = act(standard, 0, m.TakeCharacter(card=standard.hr_row[0]))
    assert of_type(facts_of(standard, 0, m.EndTurn()), f.TurnStarted) == [f.TurnStarted(seat=1, actions=2)]
