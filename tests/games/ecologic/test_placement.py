"""EL-5 and EL-6: where buildings, special initiatives and eco-initiative cards may go."""

from __future__ import annotations

from random import Random

import pytest

from igroteka.domain.engine import IllegalMove, clone
from igroteka.domain.games import rules_for
from igroteka.domain.games.ecologic import RULES
from igroteka.domain.games.ecologic.board import building_targets, initiative_targets, special_targets
from igroteka.domain.games.ecologic.facts import InitiativePlaced
from igroteka.domain.games.ecologic.moves import (
    Keep,
    OpenBuilding,
    Pass,
    PlaceBuilding,
    PlaceInitiative,
    PlaceSpecial,
    RemoveBuilding,
    RemoveInitiative,
)
from igroteka.domain.games.ecologic.state import State

from .helpers import act, ecology_of, finish_actions, income_of, pass_until, play, put, started


def holding(
    state: State, seat: int, *, oil: int = 0, mineral: int = 0, cards: tuple[str, ...] = (), specials=()
) -> State:
    """Position builder: move buildings from the seat's supply, cards from the deck, specials from sale to its hand."""
    state = clone(RULES, state)
    player = state.players[seat]
    for branch, count in (("oil", oil), ("mineral", mineral)):
        player.supply[branch] -= count
        player.held[branch] += count
    for card in cards:
        state.initiative_deck.remove(card)
        player.held_initiatives.append(card)
    for special in specials:
        state.specials_open.remove(special)
        player.held_specials.append(special)
    return state


def test_el_5_1_new_hexes_next_to_own_objects() -> None:
    state = started(2)
    assert building_targets(state, 0, "oil") == [0, 3]
    assert building_targets(state, 0, "mineral") == [1]
    state, _ = act(state, 0, RemoveBuilding(hex=0))
    edge = [h.index for h in state.hexes if h.edge and h.owner < 0 and h.resource in ("mineral", "both")]
    assert building_targets(state, 0, "mineral") == edge and 1 in edge and 18 in edge


def test_el_5_2_resource_must_match_one_object_per_hex() -> None:
    state = put(started(2), 8, 0, "mineral", 1)
    assert 9 in building_targets(state, 0, "oil") and 9 in building_targets(state, 0, "mineral")
    assert 7 in building_targets(state, 0, "mineral") and 7 not in building_targets(state, 0, "oil")
    state = put(state, 9, 1, "oil", 1)
    assert 9 not in building_targets(state, 0, "oil") + building_targets(state, 0, "mineral")
    state = holding(state, 0, mineral=1)
    with pytest.raises(IllegalMove) as refused:
        RULES.decide(state, 0, PlaceBuilding(branch="mineral", hex=3), Random(0))
    assert refused.value.code == "hex_not_allowed"


def test_el_5_3_one_at_a_time_won_item_and_one_held_item() -> None:
    state = holding(started(2), 0, oil=1)
    state = pass_until(state, "building")
    state, _ = act(state, 0, PlaceBuilding(branch="oil", hex=0))
    state = play(state, (0, OpenBuilding(branch="mineral")), (1, Pass()))
    assert state.pending is not None
    state, _ = act(state, 0, PlaceBuilding(branch="mineral", hex=1))
    assert (state.hexes[0].level, state.hexes[1].level) == (2, 1) and state.pending is None


def test_el_5_4_at_most_four_levels() -> None:
    state = put(started(2), 0, 0, "oil", 3)
    assert 0 in building_targets(state, 0, "oil")
    state = put(state, 0, 0, "oil", 4)
    assert 0 not in building_targets(state, 0, "oil")


def test_el_5_5_two_resource_hex_at_most_two_levels() -> None:
    state = put(started(2), 9, 0, "mineral", 1)
    assert 9 in building_targets(state, 0, "mineral") and 9 not in building_targets(state, 0, "oil")
    state = put(state, 9, 0, "mineral", 2)
    assert 9 not in building_targets(state, 0, "mineral")


def test_el_5_6_special_initiatives_on_free_special_hexes_next_to_own_objects() -> None:
    state = holding(started(2), 0, specials=("si_birzha", "si_akademiya"))
    assert special_targets(state, 0) == [4] and special_targets(state, 1) == [10]
    moves = RULES.legal_moves(state, 0)
    assert PlaceSpecial(special="si_birzha", hex=4) in moves
    assert PlaceSpecial(special="si_birzha", hex=13) not in moves  # not next to hex 0
    with pytest.raises(IllegalMove) as far:
        RULES.decide(state, 0, PlaceSpecial(special="si_birzha", hex=13), Random(0))
    assert far.value.code == "hex_not_allowed"
    state, facts = act(state, 0, PlaceSpecial(special="si_birzha", hex=4))
    assert facts[0].bio == 2 and state.players[0].eco == 1 + 2
    assert special_targets(state, 0) == []  # hexes 10 and 13 lie next to none of seat 0's buildings
    # A special initiative is no «фишка»: the hexes next to it (8, 9) open nothing (EL-5.1).
    assert building_targets(state, 0, "mineral") == [1] and building_targets(state, 0, "oil") == [0, 3]
    assert not any(isinstance(m, PlaceBuilding) and m.hex == 4 for m in RULES.legal_moves(state, 0))


def oil_hexes(state: State, seat: int) -> list[int]:
    return [m.hex for m in RULES.legal_moves(state, seat) if isinstance(m, PlaceBuilding) and m.branch == "oil"]


def only_a_birzha(rules=RULES) -> State:
    """Seat 0 builds «Биржа» on hex 4 and takes down its only building (hex 0), holding one oil building;
    then its next right to open comes."""
    state = holding(started(2, rules), 0, oil=1, specials=("si_birzha",))
    state = play(state, (0, PlaceSpecial(special="si_birzha", hex=4)), (0, RemoveBuilding(hex=0)))
    return play(state, (0, Pass()), (1, Pass()))


def test_el_5_1_only_buildings_open_the_hexes_next_to_them() -> None:
    state = only_a_birzha()
    assert [c.index for c in state.hexes if c.owner == 0] == [4]
    edge = [c.index for c in state.hexes if c.edge and c.owner < 0 and c.resource in ("oil", "both")]
    assert oil_hexes(state, 0) == edge == [0, 3, 6, 12, 15, 16, 17]  # as with nothing on the map
    assert 9 not in oil_hexes(state, 0)  # next to «Биржа», but not on the edge


def test_el_5_1_matches_of_rules_version_1_let_a_special_initiative_open_its_neighbours() -> None:
    old = rules_for("ecologic", 1)
    state = only_a_birzha(old)
    assert state.rules == old.version == 1
    assert oil_hexes(state, 0) == [0, 3, 9]


def test_el_5_7_remove_own_building_level_by_level() -> None:
    state = put(started(2), 0, 0, "oil", 2, card="ei01")
    supply = state.players[0].supply["oil"]
    state, _ = act(state, 0, RemoveBuilding(hex=0))
    assert state.hexes[0].level == 1 and state.hexes[0].card == "ei01"
    assert state.players[0].supply["oil"] == supply and state.players[0].discarded["oil"] == 1
    state = play(state, (0, Pass()), (1, Pass()))
    state, facts = act(state, 0, RemoveBuilding(hex=0))
    assert facts[0].discarded == "ei01" and state.hexes[0].owner == -1 and state.hexes[0].card == ""
    assert state.initiative_discard == ["ei01"]
    assert RemoveBuilding(hex=11) not in RULES.legal_moves(state, 0)


def test_el_5_7_removed_buildings_go_to_the_discard_out_of_the_game() -> None:
    state = put(started(2), 0, 0, "oil", 1)
    supply, held = state.players[0].supply["oil"], state.players[0].held["oil"]
    state, _ = act(state, 0, RemoveBuilding(hex=0))
    player = state.players[0]
    assert (player.supply["oil"], player.held["oil"], player.discarded["oil"]) == (supply, held, 1)
    assert not any(isinstance(m, PlaceBuilding) and m.branch == "oil" for m in RULES.legal_moves(state, 0))


def test_el_5_7_removal_at_any_of_ones_turns_in_the_action_phase() -> None:
    state = pass_until(put(started(2), 11, 1, "oil", 2, card="ei01"), "building")
    state, _ = act(state, 0, OpenBuilding(branch="mineral"))
    bidding = RULES.legal_moves(state, 1)
    assert RemoveBuilding(hex=11) in bidding and RemoveInitiative(hex=11) in bidding
    assert RemoveBuilding(hex=0) not in bidding
    state, _ = act(state, 1, RemoveInitiative(hex=11))
    state, _ = act(state, 1, RemoveBuilding(hex=11))
    assert state.hexes[11].level == 1 and state.hexes[11].card == "" and RULES.to_act(state) == {1}
    assert state.auction is not None and state.auction.to_bid == 1


def test_el_5_8_biocapacity_once_per_hex() -> None:
    state = started(2)
    assert state.players[0].eco == 1 and state.hexes[0].bio_taken
    state = holding(state, 0, oil=1)
    state, _ = act(state, 0, RemoveBuilding(hex=0))
    state, facts = act(state, 0, PlaceBuilding(branch="oil", hex=0))
    assert facts[0].bio == 0 and state.players[0].eco == 1
    state = pass_until(holding(state, 0, oil=1), "building")
    state, facts = act(state, 0, PlaceBuilding(branch="oil", hex=3))
    assert facts[0].bio == 1 and state.players[0].eco == 2


def test_el_6_1_one_card_slot_per_hex() -> None:
    state = holding(started(2), 0, cards=("ei01",))
    state, facts = act(state, 0, PlaceInitiative(card="ei01", hex=0))
    assert facts == [InitiativePlaced(seat=0, card="ei01", hex=0, replaced="")]
    assert state.hexes[0].card == "ei01" and state.players[0].held_initiatives == []


def test_el_6_2_cards_only_on_own_buildings() -> None:
    state = holding(started(2), 0, cards=("ei01",), specials=("si_birzha",))
    state, _ = act(state, 0, PlaceSpecial(special="si_birzha", hex=4))
    assert initiative_targets(state, 0) == [0]
    state = play(state, (0, Pass()), (1, Pass()))
    with pytest.raises(IllegalMove) as refused:
        RULES.decide(state, 0, PlaceInitiative(card="ei01", hex=11), Random(0))
    assert refused.value.code == "hex_not_allowed"
    with pytest.raises(IllegalMove):
        RULES.decide(state, 0, PlaceInitiative(card="ei01", hex=4), Random(0))


def test_el_6_3_one_card_per_object() -> None:
    state = holding(put(started(2), 0, 0, "oil", 1, card="ei01"), 0, cards=("ei08",))
    state, _ = act(state, 0, PlaceInitiative(card="ei08", hex=0))
    assert state.hexes[0].card == "ei08"
    assert "ei01" not in [h.card for h in state.hexes]


def test_el_6_4_replacing_a_card_discards_the_old_one() -> None:
    state = holding(put(started(2), 0, 0, "oil", 1, card="ei01"), 0, cards=("ei08",))
    state, facts = act(state, 0, PlaceInitiative(card="ei08", hex=0))
    assert facts[0].replaced == "ei01" and state.initiative_discard == ["ei01"]


def test_el_6_5_remove_own_card() -> None:
    state = put(started(2), 0, 0, "oil", 1, card="ei01")
    assert RemoveInitiative(hex=0) in RULES.legal_moves(state, 0)
    state, _ = act(state, 0, RemoveInitiative(hex=0))
    assert state.hexes[0].card == "" and state.initiative_discard == ["ei01"] and state.hexes[0].level == 1


def test_el_6_6_cards_in_hand_have_no_effect() -> None:
    events = ["ev04", "ev21"]
    bare = finish_actions(started(2, events=events))[1]
    held = finish_actions(holding(started(2, events=events), 0, cards=("ei20",)))[1]
    placed = finish_actions(put(started(2, events=events), 0, 0, "oil", 1, card="ei20"))[1]
    assert ecology_of(held, 0) == ecology_of(bare, 0) == -1 and income_of(held, 0) == income_of(bare, 0) == 5
    assert ecology_of(placed, 0) == -1 + 5 and income_of(placed, 0) == 5 - 2
    kept = pass_until(started(2), "building")
    kept = play(kept, (0, OpenBuilding(branch="oil")), (1, Pass()), (0, Keep()))
    assert kept.players[0].held["oil"] == 1
