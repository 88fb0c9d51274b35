"""Worker placement, hidden until revealed: ZV-6, ZV-13.1, ZV-15.1 – ZV-15.3."""

from __future__ import annotations

import msgspec

from domain.engine import Auditor, Seat, Spectator, fold
from domain.games.zavody import RULES
from domain.games.zavody import facts as f
from domain.games.zavody import moves as m
from domain.games.zavody.state import Modifier
from tests.harness import check_no_leaks

from .helpers import place, play, refused, start, types


def placed(state, seat: int) -> dict[str, int]:
    return {g.target: g.count for g in state.players[seat].placement}


def test_zv_6_1_everyone_places_at_once_then_commits() -> None:
    state = start(3)
    assert RULES.to_act(state) == {0, 1, 2}
    play(state, 2, m.PlaceWorkers("bureau"))
    play(state, 2, m.CommitPlacement())
    assert RULES.to_act(state) == {0, 1}
    assert RULES.legal_moves(state, 2) == []
    assert refused(state, 2, m.PlaceWorkers("request")) == "not_your_turn"


def test_zv_6_2_a_machine_takes_exactly_its_worker_icons_once() -> None:
    state = start(2)
    facts = play(state, 0, m.PlaceWorkers("c0"))  # a press: two worker icons
    assert facts[0].count == 2
    play(state, 0, m.PlaceWorkers("a0"))
    assert placed(state, 0) == {"c0": 2, "a0": 1}
    assert refused(state, 0, m.PlaceWorkers("c0")) == "element_full"
    assert refused(state, 0, m.PlaceWorkers("c4")) == "cannot_place"  # no machine on an empty cell
    play(state, 0, m.RecallWorkers("c0"))
    assert placed(state, 0) == {"a0": 1}


def test_zv_6_3_housing_leftmost_cell_once_a_round() -> None:
    state = start(2)
    facts = play(state, 0, m.PlaceWorkers("housing"))
    assert facts[0].count == 2
    assert refused(state, 0, m.PlaceWorkers("housing")) == "element_full"
    play(state, 0, m.CommitPlacement())
    play(state, 1, m.CommitPlacement())
    assert state.players[0].housed == 2 and state.round == 2
    facts = play(state, 0, m.PlaceWorkers("housing"))
    assert facts[0].count == 3  # the next cell needs three


def test_zv_6_4_design_bureau_takes_up_to_three() -> None:
    state = start(2)
    for _ in range(3):
        play(state, 0, m.PlaceWorkers("bureau"))
    assert placed(state, 0) == {"bureau": 3}
    assert m.PlaceWorkers("bureau") not in RULES.legal_moves(state, 0)
    play(state, 0, m.RecallWorkers("bureau"))
    assert placed(state, 0) == {"bureau": 2}


def test_zv_6_5_one_worker_per_player_on_the_upgrade_request() -> None:
    state = start(2)
    play(state, 0, m.PlaceWorkers("request"))
    play(state, 1, m.PlaceWorkers("request"))
    assert placed(state, 0) == {"request": 1} == placed(state, 1)
    assert refused(state, 0, m.PlaceWorkers("request")) == "element_full"


def test_zv_6_6_no_more_workers_than_available() -> None:
    state = start(2)
    for target in ("c0", "c2", "c3", "c5"):
        play(state, 0, m.PlaceWorkers(target))
    assert sum(placed(state, 0).values()) == 5
    assert [x for x in RULES.legal_moves(state, 0) if isinstance(x, m.PlaceWorkers)] == []
    assert refused(state, 0, m.PlaceWorkers("c7")) == "cannot_place"


def test_zv_13_1_poster_cell_takes_a_pair_or_one_when_allowed() -> None:
    state = start(2, "challenge", 1)
    assert play(state, 0, m.PlaceWorkers("posters"))[0].count == 2
    assert refused(state, 0, m.PlaceWorkers("posters")) == "element_full"
    basic = start(2)
    assert refused(basic, 0, m.PlaceWorkers("posters")) == "cannot_place"
    agit = start(2, "challenge", 1)
    fold(RULES, [f.EventDrawn("EV13")], agit)
    assert play(agit, 0, m.PlaceWorkers("posters"))[0].count == 1
    brigade = start(2, "challenge", 1)
    fold(RULES, [f.ModifierAdded(Modifier("PS18", "poster_pair", 1, [1], 1, 0))], brigade)
    assert play(brigade, 1, m.PlaceWorkers("posters"))[0].count == 1
    assert play(brigade, 0, m.PlaceWorkers("posters"))[0].count == 2


def test_zv_15_1_placements_stay_hidden_until_all_commit() -> None:
    state = start(2)
    facts = play(state, 0, m.PlaceWorkers("c0"))
    pid = facts[0].pid
    assert pid == "zp1.0.c0"
    assert RULES.redact(facts[0], Seat(1)) is None and RULES.redact(facts[0], Spectator()) is None
    assert RULES.redact(facts[0], Seat(0)) == facts[0]
    assert pid in RULES.secrets(state, Seat(1)) and pid in RULES.secrets(state, Spectator())
    assert pid not in RULES.secrets(state, Seat(0))
    assert RULES.view(state, Seat(1)).players[0].placement is None
    assert RULES.view(state, Seat(0)).players[0].placement_ids == [pid]
    committed = play(state, 0, m.CommitPlacement())
    assert committed == [f.PlacementCommitted(0)] and RULES.redact(committed[0], Seat(1)) == committed[0]
    assert RULES.view(state, Spectator()).players[0].committed
    assert pid in msgspec.json.encode(RULES.view(state, Auditor())).decode()
    check_no_leaks(RULES, state, 2, facts + committed)
    last = play(state, 1, m.CommitPlacement())
    reveal = next(x for x in last if isinstance(x, f.PlacementsRevealed))
    assert reveal.placements[0][0].target == "c0" and RULES.redact(reveal, Spectator()) == reveal
    assert RULES.secrets(state, Seat(1)) == set(state.stack)


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
