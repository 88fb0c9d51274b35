"""EL-2: setup — map, decks, the two-player variant, turn order, start capital and positions."""

from __future__ import annotations

from collections import Counter
from random import Random

import pytest

from igroteka.domain.engine import IllegalMove, fold
from igroteka.domain.games.ecologic import RULES
from igroteka.domain.games.ecologic.board import fixed_layout
from igroteka.domain.games.ecologic.content import CATALOGUE, EVENTS
from igroteka.domain.games.ecologic.moves import Keep, PlaceBuilding
from igroteka.domain.games.ecologic.state import Options

from .helpers import act, fresh, play


def set_up(seats: int, seed: int, **options: object):
    (fact,) = RULES.setup(Options(**options), seats, Random(seed))
    return fact


def test_el_2_1_random_layout_and_fixed_option() -> None:
    layouts = {tuple(set_up(3, seed).layout) for seed in range(6)}
    assert len(layouts) > 1
    assert all(sorted(layout) == sorted(t.id for t in CATALOGUE.tiles) for layout in layouts)
    assert set_up(3, 1, fixed_layout=True).layout == CATALOGUE.fixed_layout
    state = fold(RULES, [set_up(4, 0)])
    assert len(state.hexes) == 19 and sum(h.edge for h in state.hexes) == 12
    assert [h.neighbours for h in state.hexes if not h.edge][3] == [4, 5, 8, 10, 13, 14]


def test_el_2_2_event_levels_stacked_final_report_in_level_three() -> None:
    positions = set()
    for seed in range(12):
        deck = set_up(4, seed).event_deck
        assert [EVENTS[e].level for e in deck] == [1] * 7 + [2] * 7 + [3] * 7
        positions.add(deck.index("ev21"))
    assert positions <= set(range(14, 21)) and len(positions) > 2


def test_el_2_3_two_player_variant_reduced_map_and_fewer_events() -> None:
    fact = set_up(2, 5)
    assert fact.reduced_map and len(fact.layout) == 13
    assert Counter(CATALOGUE.tiles[[t.id for t in CATALOGUE.tiles].index(t)].resource for t in fact.layout) == {
        "oil": 4,
        "mineral": 4,
        "both": 2,
        "special": 3,
    }
    assert len(fact.event_deck) == 12 and "ev21" in fact.event_deck and len(fact.events_removed) == 9
    assert [EVENTS[e].level for e in fact.event_deck] == [1] * 4 + [2] * 4 + [3] * 4
    assert sorted(fact.event_deck + fact.events_removed) == sorted(EVENTS)
    state = fold(RULES, [fact])
    assert len(state.hexes) == 13 and sum(h.edge for h in state.hexes) == 12
    assert set_up(2, 5, fixed_layout=True).layout == fixed_layout(True)
    full = set_up(2, 5, two_player_variant=False)
    assert not full.reduced_map and len(full.layout) == 19 and len(full.event_deck) == 21
    with pytest.raises(IllegalMove) as refused:
        RULES.setup(Options(two_player_variant=True), 3, Random(0))
    assert refused.value.code == "bad_options"


def test_el_2_4_initiative_deck_shuffled_specials_face_up() -> None:
    decks = {tuple(set_up(2, seed).initiative_deck) for seed in range(5)}
    assert len(decks) > 1 and all(sorted(d) == [c.id for c in CATALOGUE.initiative_cards] for d in decks)
    state = fold(RULES, [set_up(2, 0)])
    assert state.specials_open == ["si_birzha", "si_zapovednik", "si_akademiya"]


def test_el_2_5_turn_order_by_lot() -> None:
    orders = {tuple(set_up(4, seed).order) for seed in range(10)}
    assert len(orders) > 1 and all(sorted(o) == [0, 1, 2, 3] for o in orders)
    fact = set_up(4, 3)
    state = fold(RULES, [fact])
    assert RULES.to_act(state) == {fact.order[0]}
    with pytest.raises(IllegalMove) as refused:
        RULES.setup(Options(), 5, Random(0))
    assert refused.value.code == "bad_seats"


def test_el_2_6_start_capital() -> None:
    state = fresh(4)
    assert [p.coins for p in state.players] == [10] * 4 and [p.eco for p in state.players] == [0] * 4
    assert state.bank == 5 and state.eco_pool == 45
    assert all(p.held == {"oil": 1, "mineral": 1} for p in state.players)


def test_el_2_7_start_positions_edge_then_adjacent_or_keep() -> None:
    state = fresh(2)
    first = RULES.legal_moves(state, 0)
    assert PlaceBuilding(branch="oil", hex=0) in first
    assert all(state.hexes[m.hex].edge for m in first)
    assert PlaceBuilding(branch="mineral", hex=5) not in first  # inner hex
    assert Keep() not in first
    with pytest.raises(IllegalMove):
        RULES.decide(state, 1, PlaceBuilding(branch="oil", hex=0), Random(0))
    state = play(state, (0, PlaceBuilding(branch="oil", hex=0)), (1, PlaceBuilding(branch="mineral", hex=18)))
    assert state.phase == "start_second"
    second = RULES.legal_moves(state, 0)
    assert set(second) == {PlaceBuilding(branch="mineral", hex=1), Keep()}
    state, _ = act(state, 0, PlaceBuilding(branch="mineral", hex=1))
    state, _ = act(state, 1, Keep())
    assert state.players[1].held == {"oil": 1, "mineral": 0}
    assert state.phase == "action" and state.turn == 1


def test_el_2_8_start_placement_takes_biocapacity() -> None:
    state, facts = act(fresh(2), 0, PlaceBuilding(branch="oil", hex=12))
    assert facts[0].bio == 3 and state.players[0].eco == 3 and state.eco_pool == 42
    assert state.hexes[12].bio_taken
