"""Worker placement, hidden until revealed: ZV-6, ZV-13.1, ZV-15.1 – ZV-15.3."""

from __future__ import annotations

import msgspec

from igroteka.domain.engine import Auditor, MoveForm, Seat, Spectator, allowed, fold
from igroteka.domain.games.zavody import RULES
from igroteka.domain.games.zavody import facts as f
from igroteka.domain.games.zavody import moves as m
from igroteka.domain.games.zavody.state import Group, Modifier
from tests.harness import check_no_leaks

from .helpers import end_optimisation, place, play, refused, start, types


def placed(state, seat: int) -> dict[str, int]:
    return {g.target: g.count for g in state.players[seat].placement}


def test_zv_6_1_everyone_places_at_once_then_commits() -> None:
    state = start(3)
    assert RULES.to_act(state) == {0, 1, 2}
    play(state, 2, m.CommitPlacement(["bureau"]))
    assert RULES.to_act(state) == {0, 1}
    assert RULES.legal_moves(state, 2) == []
    assert refused(state, 2, m.CommitPlacement(["request"])) == "not_your_turn"


def test_zv_6_1_legal_moves_are_an_empty_placement_and_the_placement_form() -> None:
    state = start(2)
    empty, form = RULES.legal_moves(state, 0)
    assert empty == m.CommitPlacement([]) and isinstance(form, MoveForm)
    assert (form.move, form.field, form.least, form.total) == ("commit_placement", "targets", 0, 5)
    assert {p.value: (p.most, p.weight) for p in form.picks}["bureau"] == (3, 1)
    assert form.admits(m.CommitPlacement(["c0", "a0", "bureau", "bureau"]))
    assert not form.admits(m.CommitPlacement(["c0", "c0"])) and not form.admits(m.EndOptimisation())


def test_zv_6_2_a_machine_takes_exactly_its_worker_icons_once() -> None:
    state = start(2)
    assert refused(state, 0, m.CommitPlacement(["c0", "c0"])) == "element_full"
    assert refused(state, 0, m.CommitPlacement(["c4"])) == "cannot_place"  # no machine on an empty cell
    facts = play(state, 0, m.CommitPlacement(["c0", "a0"]))  # a press: two worker icons
    assert facts[0].placement == [Group("c0", 2), Group("a0", 1)]
    assert placed(state, 0) == {"c0": 2, "a0": 1}


def test_zv_6_3_housing_leftmost_cell_once_a_round() -> None:
    state = start(2)
    assert refused(state, 0, m.CommitPlacement(["housing", "housing"])) == "element_full"
    facts = play(state, 0, m.CommitPlacement(["housing"]))
    assert facts[0].placement == [Group("housing", 2)]
    play(state, 1, m.CommitPlacement())
    assert state.players[0].housed == 2 and state.round == 2
    end_optimisation(state)
    facts = play(state, 0, m.CommitPlacement(["housing"]))
    assert facts[0].placement == [Group("housing", 3)]  # the next cell needs three


def test_zv_6_4_design_bureau_takes_up_to_three() -> None:
    state = start(2)
    assert refused(state, 0, m.CommitPlacement(["bureau"] * 4)) == "element_full"
    assert not allowed(RULES.legal_moves(state, 0), m.CommitPlacement(["bureau"] * 4))
    play(state, 0, m.CommitPlacement(["bureau"] * 3))
    assert placed(state, 0) == {"bureau": 3}


def test_zv_6_5_one_worker_per_player_on_the_upgrade_request() -> None:
    state = start(2)
    assert refused(state, 0, m.CommitPlacement(["request", "request"])) == "element_full"
    play(state, 0, m.CommitPlacement(["request"]))
    last = play(state, 1, m.CommitPlacement(["request"]))
    reveal = next(x for x in last if isinstance(x, f.PlacementsRevealed))
    assert reveal.placements == [[Group("request", 1)], [Group("request", 1)]]


def test_zv_6_6_no_more_workers_than_available() -> None:
    state = start(2)
    five = ["c0", "c2", "c3", "c5"]
    assert allowed(RULES.legal_moves(state, 0), m.CommitPlacement(five))
    assert refused(state, 0, m.CommitPlacement([*five, "c7"])) == "too_many_workers"
    assert not allowed(RULES.legal_moves(state, 0), m.CommitPlacement([*five, "bureau"]))
    play(state, 0, m.CommitPlacement(five))
    assert sum(placed(state, 0).values()) == 5


def test_zv_13_1_poster_cell_takes_a_pair_or_one_when_allowed() -> None:
    state = start(2, "challenge", 1)
    assert play(state, 0, m.CommitPlacement(["posters"]))[0].placement == [Group("posters", 2)]
    assert refused(start(2, "challenge", 1), 0, m.CommitPlacement(["posters"] * 2)) == "element_full"
    basic = start(2)
    assert refused(basic, 0, m.CommitPlacement(["posters"])) == "cannot_place"
    agit = start(2, "challenge", 1)
    fold(RULES, [f.EventDrawn("EV13")], agit)
    assert play(agit, 0, m.CommitPlacement(["posters"]))[0].placement == [Group("posters", 1)]
    brigade = start(2, "challenge", 1)
    fold(RULES, [f.ModifierAdded(Modifier("PS18", "poster_pair", 1, [1], 1, 0))], brigade)
    assert play(brigade, 1, m.CommitPlacement(["posters"]))[0].placement == [Group("posters", 1)]
    assert play(brigade, 0, m.CommitPlacement(["posters"]))[0].placement == [Group("posters", 2)]


def test_zv_15_1_placements_stay_hidden_until_all_commit() -> None:
    state = start(2)
    facts = play(state, 0, m.CommitPlacement(["c0"]))
    chosen, committed = facts
    pid = chosen.pids[0]
    assert pid == "zp1.0.c0"
    assert RULES.redact(chosen, Seat(1)) is None and RULES.redact(chosen, Spectator()) is None
    assert RULES.redact(chosen, Seat(0)) == chosen
    assert pid in RULES.secrets(state, Seat(1)) and pid in RULES.secrets(state, Spectator())
    assert pid not in RULES.secrets(state, Seat(0))
    assert RULES.view(state, Seat(1)).players[0].placement is None
    assert RULES.view(state, Seat(0)).players[0].placement_ids == [pid]
    assert committed == f.PlacementCommitted(0) and RULES.redact(committed, Seat(1)) == committed
    assert RULES.view(state, Spectator()).players[0].committed
    assert pid in msgspec.json.encode(RULES.view(state, Auditor())).decode()
    check_no_leaks(RULES, state, 2, facts)
    last = play(state, 1, m.CommitPlacement())
    reveal = next(x for x in last if isinstance(x, f.PlacementsRevealed))
    assert reveal.placements[0][0].target == "c0" and RULES.redact(reveal, Spectator()) == reveal
    assert RULES.secrets(state, Seat(1)) == set(state.stack)


def test_zv_15_1_a_placement_is_two_facts_whatever_it_holds() -> None:
    for plan in ([], ["bureau"], ["c0", "bureau", "bureau", "request"]):
        state = start(3)
        facts = play(state, 0, m.CommitPlacement(plan))
        assert types(facts) == ["PlacementChosen", "PlacementCommitted"]
        assert [RULES.redact(x, Seat(1)) for x in facts] == [None, f.PlacementCommitted(0)]


def test_zv_15_2_stack_order_only_for_the_auditor() -> None:
    state = start(2, "challenge", 1)
    secret = RULES.secrets(state, Seat(0))
    assert set(state.stack) | set(state.poster_deck) | set(state.event_deck) <= secret
    assert RULES.view(state, Auditor()).stack == state.stack
    assert RULES.view(state, Seat(0)).stack is None and RULES.view(state, Seat(0)).stack_count == 34
    check_no_leaks(RULES, state, 2)


def test_zv_15_3_automatic_steps_follow_the_last_commit() -> None:
    state = start(2)
    facts = place(state, {0: ["bureau", "bureau"]})
    tail = types(facts)[types(facts).index("PlacementsRevealed") :]
    assert tail == [
        "PlacementsRevealed",
        "BureauActivated",
        "TileRowShifted",
        "TileDealt",
        "RoundEnded",
        "PhaseStarted",
    ]
    assert state.round == 2 and state.phase == "optimise" and state.players[0].blueprints == 2
