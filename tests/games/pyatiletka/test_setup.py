"""Section 2 of RULES.md: setup (Начало игры)."""

from __future__ import annotations

from random import Random

import pytest

from igroteka.domain.engine import IllegalMove, fold
from igroteka.domain.games.pyatiletka import RULES
from igroteka.domain.games.pyatiletka import facts as f
from igroteka.domain.games.pyatiletka import moves as m
from igroteka.domain.games.pyatiletka.content import CHAIRMAN

from .helpers import act, facts_of, of_type, refused, table


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_py_2_1_top_3n_minus_1_characters_and_the_chairman_dealt_three_each(seats: int) -> None:
    facts = RULES.setup(RULES.Options(), seats, Random(seats))
    deck = next(x for x in facts if isinstance(x, f.DeckShuffled)).order
    dealt = of_type(facts, f.StartingHandsDealt)[0]
    hands = dealt.hands
    assert sorted(c for h in hands for c in h) == sorted(deck[: 3 * seats - 1])
    assert all(CHAIRMAN not in h for h in hands)
    assert [len(h) for h in hands] == [2 if s == dealt.chairman else 3 for s in range(seats)]
    state = fold(RULES, facts)
    for seat in range(seats):
        state = act(state, seat, m.KeepPlan(plan=state.players[seat].offered[0]))
    assert state.chairman == dealt.chairman and RULES.to_act(state) == {dealt.chairman}


def test_py_2_2_keep_one_of_two_plans_and_discard_the_other_face_up() -> None:
    state = table(3, keep=False)
    assert RULES.to_act(state) == {0, 1, 2}
    state = act(state, 1, m.KeepPlan(plan="pl09a"))
    assert state.players[1].plans == ["pl09a"] and state.plan_discard == ["pl08a"]
    assert RULES.to_act(state) == {0, 2}
    assert refused(state, 0, m.KeepPlan(plan="pl09a")) == "plan_not_offered"


def test_py_2_3_an_equal_pair_may_be_shown_and_redrawn() -> None:
    state = table(2, offers=[["pl01a", "pl01b"], ["pl08a", "pl09a"]], keep=False)
    assert m.RedrawPlans() in RULES.legal_moves(state, 0)
    assert m.RedrawPlans() not in RULES.legal_moves(state, 1)
    assert refused(state, 1, m.RedrawPlans()) == "plans_not_equal"
    new = facts_of(state, 0, m.RedrawPlans(), seed=3)
    assert of_type(new, f.PlansRedrawn)[0].returned == ["pl01a", "pl01b"]
    shuffled = of_type(new, f.DeckShuffled)[0].order
    dealt = of_type(new, f.PlansDealt)[0].plans
    assert dealt == shuffled[:2] and {"pl01a", "pl01b"} <= set(shuffled)
    after = fold(RULES, new, state)
    assert after.players[0].offered == dealt
    assert len(after.plan_deck) == len(state.plan_deck)


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_py_2_4_three_plans_and_n_characters_face_up_after_the_personal_plans(seats: int) -> None:
    setup = RULES.setup(RULES.Options(), seats, Random(7))
    assert not of_type(setup, f.PlanRevealed) and not of_type(setup, f.CharacterRevealed)
    state = fold(RULES, setup)
    assert state.plan_row == [] and state.hr_row == []  # nothing on the table while plans are chosen
    for seat in range(seats - 1):
        state = act(state, seat, m.KeepPlan(plan=state.players[seat].offered[0]))
        assert state.plan_row == [] and state.hr_row == []
    plan_top, character_top = state.plan_deck[:3], state.character_deck[:seats]
    last = facts_of(state, seats - 1, m.KeepPlan(plan=state.players[seats - 1].offered[1]))
    kinds = [type(x) for x in last]
    assert kinds.index(f.PersonalPlanKept) < kinds.index(f.PlanRevealed) < kinds.index(f.RoundStarted)
    state = fold(RULES, last, state)
    assert state.plan_row == plan_top and state.hr_row == character_top
    assert state.plan_orders == []


def test_py_2_5_round_counter_holds_one_token_per_round() -> None:
    assert fold(RULES, RULES.setup(RULES.Options(), 3, Random(1))).counter == 5
    assert fold(RULES, RULES.setup(RULES.Options(rounds=8), 3, Random(1))).counter == 8


@pytest.mark.parametrize("seats", [0, 1, 6, 7])
def test_py_2_6_two_to_five_players(seats: int) -> None:
    with pytest.raises(IllegalMove) as error:
        RULES.setup(RULES.Options(), seats, Random(0))
    assert error.value.code == "bad_seats"
    assert list(RULES.players) == [2, 3, 4, 5]


def test_py_2_7_first_round_starts_when_every_player_has_kept_a_plan() -> None:
    state = table(2, chairman=1, keep=False)
    state = act(state, 0, m.KeepPlan(plan="pl06a"))
    assert state.phase == "choose_plans" and state.round == 0
    new = facts_of(state, 1, m.KeepPlan(plan="pl08a"))
    assert of_type(new, f.RoundStarted) == [f.RoundStarted(round=1, first=1)]
    assert of_type(new, f.TurnStarted) == [f.TurnStarted(seat=1, actions=2)]
