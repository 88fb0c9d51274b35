"""Section 5 of RULES.md: playing characters and their special abilities."""

from __future__ import annotations

from typing import Any

from igroteka.domain.engine import fold
from igroteka.domain.games.pyatiletka import RULES
from igroteka.domain.games.pyatiletka import facts as f
from igroteka.domain.games.pyatiletka import moves as m
from igroteka.domain.games.pyatiletka.abilities import ABILITIES
from igroteka.domain.games.pyatiletka.board import industry_levels
from igroteka.domain.games.pyatiletka.content import CATALOGUE
from igroteka.domain.games.pyatiletka.state import State

from .helpers import act, facts_of, of_type, play_until, put_in_play, refused, table, to_hand, turn_of

SEAT1 = ["ch09d", "ch10d", "ch11c"]


def offered(card: str, extra: str = "ch09a", row: list[str] | None = None, **kw: Any) -> State:
    """Seat 0 (the chairman) plays ``card``; its ability is now offered."""
    state = table(2, hands=[[card, extra], SEAT1], hr_row=row or ["ch01c", "ch09c"], **kw)
    state = act(state, 0, m.PlayCharacter(card=card))
    assert state.pending is not None and state.pending.kind == "ability" and state.pending.card == card
    return state


def test_py_5_1_played_characters_raise_their_industry_at_most_six() -> None:
    state = act(table(2, hands=[["ch13a", "ch09a"], SEAT1]), 0, m.PlayCharacter(card="ch09a"))
    assert state.players[0].played == ["ch09a"] and industry_levels(state.players[0])["mining"] == 1
    full = put_in_play(table(2), 0, ["ch04a", "ch04b", "ch04c", "ch04d", "ch05a", "ch05b"])
    assert refused(full, 0, m.PlayCharacter(card="ch01a")) == "too_many_played"


def test_py_5_2_ability_is_optional_free_and_offered_only_when_usable() -> None:
    state = offered("ch01a")
    assert RULES.to_act(state) == {0}
    assert RULES.legal_moves(state, 0) == [m.DrawFromDeck(), m.SkipAbility()]
    assert refused(state, 0, m.TakeCharacter(card="ch01c")) == "wrong_moment"
    skipped = act(state, 0, m.SkipAbility())
    assert skipped.pending is None and skipped.actions_left == 1 and len(skipped.players[0].hand) == 1
    # the chairman playing the Профорг: taking the chairman card would do nothing
    new = facts_of(table(2, hands=[["ch06a", "ch09a"], SEAT1]), 0, m.PlayCharacter(card="ch06a"))
    assert not [x for x in new if isinstance(x, f.ChoiceAsked)]


def test_py_5_3_every_ability_of_the_catalogue_is_implemented_by_its_move() -> None:
    assert set(ABILITIES) == {a.id for a in CATALOGUE.abilities}
    for ability, (_, _, move) in ABILITIES.items():
        assert move.__struct_config__.tag == ability


def test_py_5_3_1_tractor_driver_draws_from_the_deck() -> None:
    state = offered("ch01a")
    top = state.character_deck[0]
    state = act(state, 0, m.DrawFromDeck())
    assert state.players[0].hand == ["ch09a", top] and state.pending is None
    full = to_hand(put_in_play(table(2, hands=[["ch09a", "ch09b"], SEAT1]), 0, ["ch01d"]), 0, ["ch10a"])
    full = fold(RULES, [f.ChoiceAsked(kind="ability", seat=0, card="ch01d")], full)
    assert len(full.players[0].hand) == 3 and RULES.legal_moves(full, 0) == [m.SkipAbility()]


def test_py_5_3_2_milkmaid_hires_from_the_row() -> None:
    state = act(offered("ch02a"), 0, m.HireFromRow(card="ch09c"))
    assert "ch09c" in state.players[0].hand and state.hr_row == ["ch01c"]
    assert state.actions_left == 1


def test_py_5_3_3_agronomist_renews_a_plan() -> None:
    state = fold(RULES, [f.PlanOrdersPlaced(plans=["pl12a"])], offered("ch03a"))
    top, supply = state.plan_deck[0], state.supply
    state = act(state, 0, m.RenewPlan(plan="pl12a"))
    assert state.plan_row == ["pl11a", top, "pl13a"] and state.plan_discard[-1] == "pl12a"
    assert state.plan_orders == [] and state.supply == supply + 1


def test_py_5_3_4_teacher_swaps_with_the_row() -> None:
    state = act(offered("ch04a"), 0, m.SwapWithRow(give="ch09a", take="ch01c"))
    assert state.hr_row == ["ch09a", "ch09c"] and state.players[0].hand == ["ch01c"]


def test_py_5_3_5_librarian_draws_a_plan_then_discards_one() -> None:
    state = offered("ch05a")
    top = state.plan_deck[0]
    state = act(state, 0, m.StudyPlans())
    assert state.players[0].plans == ["pl06a", top]
    assert state.pending is not None and state.pending.kind == "return_plan"
    assert set(RULES.legal_moves(state, 0)) == {m.ReturnPlan(plan="pl06a"), m.ReturnPlan(plan=top)}
    state = act(state, 0, m.ReturnPlan(plan="pl06a"))
    assert state.players[0].plans == [top] and state.plan_discard[-1] == "pl06a" and state.pending is None


def test_py_5_3_6_trade_union_organiser_takes_the_chairman_card() -> None:
    state = turn_of(table(2, hands=[["ch01a", "ch09a"], ["ch06a", "ch10d", "ch11c"]]), 1)
    state = act(state, 1, m.PlayCharacter(card="ch06a"))
    state = act(state, 1, m.TakeChairman())
    assert state.chairman == 1 and m.GivePlan(target=0) in RULES.legal_moves(state, 1)
    state, _ = play_until(state, lambda s: s.round == 2)
    assert state.turn_seat == 1


def test_py_5_3_7_miner_plays_straight_from_the_row() -> None:
    state = act(offered("ch07a"), 0, m.PlayFromRow(card="ch01c"))
    assert state.players[0].played == ["ch07a", "ch01c"] and state.hr_row == ["ch09c"]
    assert state.actions_left == 1
    assert state.pending is not None and state.pending.card == "ch01c"  # its own ability follows
    crowded = put_in_play(table(2, hands=[["ch07a", "ch09a"], SEAT1]), 0, ["ch04a", "ch04b", "ch04c", "ch04d", "ch05a"])
    assert not of_type(facts_of(crowded, 0, m.PlayCharacter(card="ch07a")), f.ChoiceAsked)


def test_py_5_3_8_lumberjack_salvages_the_top_of_the_discard_pile() -> None:
    state = table(2, hands=[["ch08a", "ch09a"], SEAT1], hr_row=["ch01c", "ch09c"])
    assert not of_type(facts_of(state, 0, m.PlayCharacter(card="ch08a")), f.ChoiceAsked)
    facts = [f.CharacterRevealed(card=c, slot=0) for c in ("ch12a", "ch12b")]
    facts += [f.CharacterDiscarded(seat=-1, card=c, source="row") for c in ("ch12a", "ch12b")]
    state = act(fold(RULES, facts, state), 0, m.PlayCharacter(card="ch08a"))
    assert RULES.legal_moves(state, 0) == [m.Salvage(), m.SkipAbility()]
    state = act(state, 0, m.Salvage())
    assert state.players[0].hand == ["ch09a", "ch12b"] and state.character_discard == ["ch12a"]


def test_py_5_3_9_geologist_exchanges_a_personal_plan_with_a_row_plan() -> None:
    state = fold(RULES, [f.PlanOrdersPlaced(plans=["pl12a"])], offered("ch09b", extra="ch10a"))
    assert m.ExchangePlan(give="pl06a", take="pl12a") not in RULES.legal_moves(state, 0)
    assert refused(state, 0, m.ExchangePlan(give="pl06a", take="pl12a")) == "ability_not_possible"
    state = act(state, 0, m.ExchangePlan(give="pl06a", take="pl11a"))
    assert state.plan_row == ["pl06a", "pl12a", "pl13a"] and state.players[0].plans == ["pl11a"]


def test_py_5_3_10_rafter_discards_and_draws() -> None:
    state = offered("ch10a")
    top = state.character_deck[0]
    state = act(state, 0, m.DiscardAndDraw(card="ch09a"))
    assert state.players[0].hand == [top] and state.character_discard == ["ch09a"]


def test_py_5_3_11_boatman_renews_a_row_character() -> None:
    state = offered("ch11a")
    top = state.character_deck[0]
    state = act(state, 0, m.RenewCharacter(card="ch01c"))
    assert state.hr_row == [top, "ch09c"] and state.character_discard == ["ch01c"]


def test_py_5_3_12_electrician_gives_an_extra_action() -> None:
    state = act(offered("ch12a"), 0, m.ExtraAction())
    assert state.actions_left == 2  # one spent on playing him, two still to come: three in all
    state = act(state, 0, m.TakeCharacter(card="ch01c"))
    state = act(state, 0, m.PlayCharacter(card="ch09a"))
    assert state.actions_left == 0 and len(state.players[0].played) == 2


def test_py_5_3_13_steelworker_awards_an_order() -> None:
    state = act(offered("ch13a"), 0, m.AwardOrder(card="ch13a"))
    assert state.players[0].orders == ["ch13a"] and state.supply == 50 - 5 - 1
    simple = table(2, hands=[["ch13a", "ch09a"], SEAT1], simplified=True)
    assert not of_type(facts_of(simple, 0, m.PlayCharacter(card="ch13a")), f.ChoiceAsked)


def test_py_5_3_14_turner_completes_a_plan_with_one_level_more() -> None:
    state = offered("ch14a", plan_row=["pl31a", "pl12a", "pl13a"])
    legal = RULES.legal_moves(state, 0)
    assert m.PrecisionComplete(plan="pl31a", industry="factory") in legal
    assert m.PrecisionComplete(plan="pl31a", industry="agri") not in legal
    plain = act(state, 0, m.SkipAbility())
    assert refused(plain, 0, m.CompletePlan(plan="pl31a")) == "plan_not_fulfilled"
    state = act(state, 0, m.PrecisionComplete(plan="pl31a", industry="factory"))
    assert state.players[0].completed == ["pl31a"] and len(state.plan_row) == 3


def test_py_5_3_15_fitter_replaces_a_played_character() -> None:
    state = table(2, hands=[["ch15a", "ch09a"], SEAT1])
    state = put_in_play(state, 0, ["ch04a", "ch04b"], orders=["ch04b"])
    state = act(state, 0, m.PlayCharacter(card="ch15a"))
    assert [x for x in RULES.legal_moves(state, 0) if isinstance(x, m.Rebuild)] == [
        m.Rebuild(remove="ch04a", card="ch09a")
    ]
    state = act(state, 0, m.Rebuild(remove="ch04a", card="ch09a"))
    assert state.players[0].played == ["ch04b", "ch15a", "ch09a"] and state.character_discard == ["ch04a"]
