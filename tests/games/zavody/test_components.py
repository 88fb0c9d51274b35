"""Components (a reconstruction), the goal and setup: ZV-1, ZV-2, ZV-3, ZV-10."""

from __future__ import annotations

from collections import Counter
from random import Random

import pytest

from igroteka.domain.engine import Auditor, IllegalMove, Seat, Spectator, fold
from igroteka.domain.games.zavody import RULES
from igroteka.domain.games.zavody import facts as f
from igroteka.domain.games.zavody.board import complete, meets_neighbours, rows_have_machines, start_grid
from igroteka.domain.games.zavody.content import (
    CATALOGUE,
    FACTORIES,
    GREY_ROW,
    LINES,
    SHAPES,
    STACK_TILES,
    TECHNIQUES,
    TILES,
    WORKERS,
    needs_total,
    technique_for,
)
from igroteka.domain.games.zavody.rules import roll_for_first
from igroteka.domain.games.zavody.state import Options

from .helpers import start


def test_zv_1_1_tile_counts() -> None:
    origins = Counter(t.origin for t in CATALOGUE.tiles)
    assert origins["factory"] == 28
    assert origins["grey"] + origins["stack"] == 39
    assert len(GREY_ROW) == 5 and len(STACK_TILES) == 34
    assert Counter(t.factory for t in CATALOGUE.tiles if t.origin == "factory") == {f: 7 for f in "ABCD"}


def test_zv_1_2_tile_geometry_and_composition() -> None:
    # A bend (W, N) turned once clockwise runs N–E; machines carry 1 or 2 worker icons.
    assert LINES["FB7"][1] == (True, True, False, False)
    assert LINES["FB7"][3] == (False, False, True, True)
    assert {s.id: s.workers for s in CATALOGUE.shapes} == {
        "I": 0,
        "L": 0,
        "T": 0,
        "X": 0,
        "Im": 1,
        "Lm": 1,
        "Tm": 2,
        "Xm": 2,
    }
    assert Counter(TILES[t].shape for t in STACK_TILES) == {
        "Im": 8, "Lm": 6, "Tm": 4, "Xm": 2, "I": 5, "L": 4, "T": 3, "X": 2,
    }  # fmt: skip
    assert [TILES[t].shape for t in GREY_ROW] == ["Xm", "Tm", "Lm", "Im", "Im"]
    assert all(WORKERS[t] > 0 for t in GREY_ROW)
    assert SHAPES["X"].sides == ["N", "E", "S", "W"]


@pytest.mark.parametrize("factory", "ABCD")
def test_zv_1_3_factory_boards(factory: str) -> None:
    grid = start_grid(factory)
    assert sum(p is None for p in grid) == 2
    assert rows_have_machines(grid)
    assert all(meets_neighbours(grid, c) for c, p in enumerate(grid) if p is not None)
    assert {TILES[p.tile].factory for p in grid if p is not None} == {factory}
    assert CATALOGUE.housing == [2, 3, 4]
    assert CATALOGUE.warehouse_squares == 7 and CATALOGUE.bureau_max == 20 and CATALOGUE.bureau_seats == 3
    assert FACTORIES[factory].name and FACTORIES[factory].name_en


def test_zv_1_4_cubes_by_colour() -> None:
    assert {r.id: r.total for r in CATALOGUE.resources} == {"steel": 20, "wood": 21, "alloy": 15}


def test_zv_1_5_techniques_one_per_star_per_factory_and_the_box_suffices() -> None:
    for stars, machines, cubes in ((0, 2, 6), (1, 3, 8), (2, 3, 10), (3, 4, 14)):
        total: Counter[str] = Counter()
        for factory in "ABCD":
            card = technique_for(factory, stars)
            assert len(card.machines) == machines and sum(needs_total(card).values()) == cubes
            total.update(needs_total(card))
        assert all(total[r.id] <= r.total for r in CATALOGUE.resources)
        if stars == 3:
            assert total == {"steel": 20, "wood": 21, "alloy": 15}
    assert len(TECHNIQUES) == 16


def test_zv_1_6_eight_workers_five_available() -> None:
    state = start(3)
    assert CATALOGUE.workers_per_player == 8
    assert all(p.housed == 3 for p in state.players)
    assert RULES.view(state, Spectator()).players[0].available == 5


def test_zv_1_7_market_costs() -> None:
    assert CATALOGUE.market_costs == [5, 5, 4, 3, 2]


def test_zv_1_8_posters_and_events() -> None:
    kinds = Counter((p.kind, p.target) for p in CATALOGUE.posters)
    assert len(kinds) == 12 and set(kinds.values()) == {2}
    assert len(CATALOGUE.events) == 16
    assert all(1941 <= e.year <= 1945 and e.text and e.text_en for e in CATALOGUE.events)
    assert {e.year for e in CATALOGUE.events} == {1941, 1942, 1943, 1944, 1945}  # the deck runs to 1945
    assert [e.name for e in CATALOGUE.events if e.overrides_posters] == ["Не поднимая глаз"]
    assert sum(p.effect == "immunity" for p in CATALOGUE.posters) == 1


def test_zv_2_1_goal_is_a_full_assembly_card() -> None:
    state = start(2)
    player = state.players[0]
    assert not complete(player)
    player.assembly = [list(m.needs) for m in TECHNIQUES[player.technique].machines]
    assert complete(player)
    player.assembly[1].pop()
    assert not complete(player)


def test_zv_3_1_workshop_from_the_layout_and_basic_card() -> None:
    state = fold(RULES, RULES.setup(Options(), 4, Random(3)))
    assert sorted(p.factory for p in state.players) == list("ABCD")
    for player in state.players:
        assert player.grid == start_grid(player.factory)
        assert player.technique == f"{player.factory}0"


def test_zv_3_2_warehouses_hold_exactly_the_needed_cubes() -> None:
    state = start(2)
    assert state.players[0].warehouse == [3, 1, 2]  # T-34: steel 3, timber 1, non-ferrous 2
    assert state.players[1].warehouse == [1, 3, 2]  # Il-2


def test_zv_3_3_bureau_at_zero_and_three_housed() -> None:
    state = fold(RULES, RULES.setup(Options(), 2, Random(1)))
    assert [p.blueprints for p in state.players] == [0, 0]
    assert [p.housed for p in state.players] == [3, 3]


def test_zv_3_4_centre_row_and_secret_stack() -> None:
    facts = RULES.setup(Options(), 2, Random(5))
    state = fold(RULES, facts)
    assert state.row == GREY_ROW
    assert sorted(state.stack) == sorted(STACK_TILES) and state.stack != STACK_TILES
    shuffled = next(x for x in facts if isinstance(x, f.TileStackShuffled))
    assert RULES.redact(shuffled, Seat(0)).order == [] and RULES.redact(shuffled, Spectator()).count == 34
    assert RULES.redact(shuffled, Auditor()).order == state.stack
    in_play = {p.tile[:2] for player in state.players for p in player.grid if p}
    assert in_play == {f"F{p.factory}" for p in state.players}  # the other factories' tiles stay in the box


def test_zv_3_5_highest_roll_starts_and_ties_roll_again() -> None:
    seen_tie = False
    for seed in range(40):
        fact = roll_for_first(4, Random(seed))
        last = fact.rolls[-1]
        assert last[fact.first] == max(last) and last.count(max(last)) == 1
        if len(fact.rolls) > 1:
            seen_tie = True
            top = max(fact.rolls[0])
            assert all(v == 0 for s, v in enumerate(fact.rolls[1]) if fact.rolls[0][s] != top)
    assert seen_tie


def test_zv_3_6_basic_mode_has_no_stars_posters_or_events() -> None:
    with pytest.raises(IllegalMove) as error:
        RULES.setup(Options(stars=1), 2, Random(0))
    assert error.value.code == "bad_options"
    for seats in (1, 5):
        with pytest.raises(IllegalMove) as error:
            RULES.setup(Options(), seats, Random(0))
        assert error.value.code == "bad_seats"
    state = fold(RULES, RULES.setup({}, 2, Random(0)))
    assert state.poster_deck == [] and state.event_deck == [] and state.poster_row == [None] * 3


def test_zv_10_1_challenge_uses_the_chosen_star_cards() -> None:
    state = fold(RULES, RULES.setup(Options(mode="challenge", stars=3), 4, Random(2)))
    assert [p.technique for p in state.players] == [f"{p.factory}3" for p in state.players]
    assert [sum(p.warehouse[i] for p in state.players) for i in range(3)] == [20, 21, 15]
    basic = fold(RULES, RULES.setup(Options(mode="challenge", stars=0), 2, Random(2)))
    assert basic.players[0].technique == f"{basic.players[0].factory}0"


def test_zv_10_2_poster_row_dealt_and_decks_secret() -> None:
    facts = RULES.setup(Options(mode="challenge", stars=1), 3, Random(9))
    state = fold(RULES, facts)
    assert all(state.poster_row) and len(state.poster_deck) == 21 and len(state.event_deck) == 16
    for viewer in (Seat(0), Spectator()):
        assert all(RULES.redact(x, viewer).order == [] for x in facts if hasattr(x, "order"))
        assert set(state.poster_deck) | set(state.event_deck) <= RULES.secrets(state, viewer)
    assert RULES.secrets(state, Auditor()) == set()


def test_zv_1_3_factories_are_dealt_at_random_not_by_seat_number() -> None:
    dealt = set()
    for seed in range(20):
        started = next(x for x in RULES.setup(Options(), 2, Random(seed)) if isinstance(x, f.GameStarted))
        assert len(set(started.factories)) == 2 and set(started.factories) <= set(FACTORIES)
        dealt.add(tuple(started.factories))
    assert len(dealt) > 3
