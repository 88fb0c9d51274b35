"""EL-3: turns and the event phase."""

from __future__ import annotations

from igroteka.domain.games.ecologic import RULES
from igroteka.domain.games.ecologic.facts import EcologyApplied, EventDrawn, GameEnded, IncomePaid
from igroteka.domain.games.ecologic.moves import OpenBuilding, Raise, Veto

from .helpers import act, ecology_of, finish_actions, income_of, pass_until, put, started


def test_el_3_1_four_phases_for_all_then_next_leader() -> None:
    state = started(3)
    assert (state.turn, state.leader, state.phase) == (1, 0, "action")
    state, facts = finish_actions(state)
    kinds = [type(f) for f in facts]
    assert kinds.index(EcologyApplied) < kinds.index(IncomePaid) < kinds.index(EventDrawn)
    assert [f.seat for f in facts if isinstance(f, EcologyApplied)] == [0, 1, 2]
    assert [f.seat for f in facts if isinstance(f, IncomePaid)] == [0, 1, 2]
    assert (state.turn, state.leader) == (2, 1)
    assert RULES.to_act(state) == {1}


def test_el_3_2_leader_draws_the_top_event() -> None:
    state = started(2, events=["ev09", "ev01", "ev21"])
    assert state.event == "ev09" and state.events_played == ["ev09"] and state.event_deck == ["ev01", "ev21"]
    state, facts = finish_actions(state)
    drawn = [f for f in facts if isinstance(f, EventDrawn)]
    assert drawn == [EventDrawn(turn=2, leader=1, card="ev01")]
    assert state.events_played == ["ev09", "ev01"]


def test_el_3_3_event_for_all_or_for_the_leader_only() -> None:
    _, facts = finish_actions(started(2, events=["ev04", "ev21"]))
    assert income_of(facts, 0) == 1 + 4 and income_of(facts, 1) == 1
    _, facts = finish_actions(started(2, events=["ev14", "ev21"]))
    assert income_of(facts, 0) == 1 + 2 and income_of(facts, 1) == 1 + 2


def test_el_3_4_deferred_effects_per_level_in_later_phases() -> None:
    state = put(started(2, events=["ev02", "ev21"]), 0, 0, "oil", 3)
    state.players[0].eco = 20
    state.eco_pool -= 19
    state, facts = finish_actions(state)
    assert income_of(facts, 0) == 5 + 3 and income_of(facts, 1) == 1 + 1
    assert ecology_of(facts, 0) == -3
    state = put(started(2, events=["ev05", "ev21"]), 0, 0, "oil", 3)
    state.players[0].eco = 20
    state.eco_pool -= 19
    state, facts = finish_actions(state)
    assert ecology_of(facts, 0) == -3 - 3 and ecology_of(facts, 1) == -1
    assert income_of(facts, 0) == 5


def test_el_3_5_veto_event_for_one_auction_this_turn() -> None:
    state = pass_until(started(2, events=["ev06", "ev21"]), "building")
    assert state.players[0].veto and not state.players[1].veto
    state, _ = act(state, 0, OpenBuilding(branch="oil"))
    assert Veto() not in RULES.legal_moves(state, 1)
    state, _ = act(state, 1, Raise(amount=4))
    assert Veto() in RULES.legal_moves(state, 0)
    state, _ = act(state, 0, Veto())
    assert not state.players[0].veto and state.auction is None
    unused = pass_until(started(2, events=["ev06", "ev21"]), "initiative")
    unused, _ = finish_actions(unused)
    assert not any(p.veto for p in unused.players)


def test_el_3_6_final_report_ends_after_all_phases() -> None:
    state = started(2, events=["ev21", "ev01"])
    assert state.final and RULES.outcome(state) is None
    state, facts = finish_actions(state)
    kinds = [type(f) for f in facts]
    assert kinds[-1] is GameEnded and EcologyApplied in kinds and IncomePaid in kinds
    assert EventDrawn not in kinds and state.phase == "over"
    assert RULES.outcome(state) is not None and RULES.to_act(state) == frozenset()
