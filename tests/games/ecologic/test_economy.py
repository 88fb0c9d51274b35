"""EL-7 and EL-8 (ecology and income, tables 1 and 2) and the special initiatives' effects (EL-1.4)."""

from __future__ import annotations

import pytest

from igroteka.domain.engine import clone
from igroteka.domain.games.ecologic import RULES
from igroteka.domain.games.ecologic.decisions import transfers
from igroteka.domain.games.ecologic.facts import EcologyApplied, EventDrawn, IncomePaid, InitiativeLost, ObjectLost
from igroteka.domain.games.ecologic.moves import LoseObject, PlaceSpecial
from igroteka.domain.games.ecologic.state import State

from .helpers import act, ecology_of, finish_actions, income_of, put, started
from .test_placement import holding

ECO_NEUTRAL = ["ev04", "ev21"]  # state grant: income only
INCOME_NEUTRAL = ["ev01", "ev21"]  # clean-up day: +1 eco for all


def endowed(state: State, seat: int, eco: int) -> State:
    state = clone(RULES, state)
    state.eco_pool -= eco - state.players[seat].eco
    state.players[seat].eco = eco
    return state


def broke(state: State, seat: int) -> State:
    state = clone(RULES, state)
    state.bank += state.players[seat].coins
    state.players[seat].coins = 0
    return state


@pytest.mark.parametrize(("level", "eco"), [(1, -1), (2, -2), (3, -3), (4, -4)])
def test_el_7_1_table_1_ecology_by_level(level: int, eco: int) -> None:
    state = endowed(put(started(2, events=ECO_NEUTRAL), 0, 0, "oil", level), 0, 30)
    assert ecology_of(finish_actions(state)[1], 0) == eco
    carded = endowed(put(started(2, events=ECO_NEUTRAL), 0, 0, "oil", level, card="ei20"), 0, 30)
    assert ecology_of(finish_actions(carded)[1], 0) == eco + 5


def test_el_7_2_eco_points_move_to_and_from_the_common_fund() -> None:
    state = put(started(2, events=ECO_NEUTRAL), 0, 0, "oil", 1, card="ei20")
    pool = state.eco_pool
    state, _ = finish_actions(state)
    assert state.players[0].eco == 1 + 4 and state.players[1].eco == 2 - 1
    assert state.eco_pool == pool - 4 + 1
    assert sum(p.eco for p in state.players) + state.eco_pool == 45


def test_el_7_3_negative_fund_loses_the_dirtiest_object() -> None:
    state = put(put(started(2, events=ECO_NEUTRAL), 0, 0, "oil", 3), 1, 0, "mineral", 1, card="ei01")
    state, facts = finish_actions(state)
    lost = [f for f in facts if isinstance(f, ObjectLost)]
    assert state.players[0].eco == 1 - 3 and lost == [ObjectLost(seat=0, hex=0, levels=3, card="")]
    assert state.hexes[1].level == 1
    zero, facts = finish_actions(started(2, events=ECO_NEUTRAL))
    assert zero.players[0].eco == 0 and not any(isinstance(f, ObjectLost) for f in facts)
    deep = put(put(started(2, events=["ev04", "ev01", "ev21"]), 0, 0, "oil", 4), 3, 0, "oil", 3)
    deep, facts = finish_actions(deep)
    assert [f.hex for f in facts if isinstance(f, ObjectLost)] == [0]
    deep, facts = finish_actions(deep)
    assert [f.hex for f in facts if isinstance(f, ObjectLost)] == [3]


def test_el_7_3_the_dirtiest_object_is_the_one_with_the_largest_negative_effect_whatever_its_card() -> None:
    state = put(put(started(2, events=ECO_NEUTRAL), 0, 0, "oil", 2, card="ei20"), 1, 0, "mineral", 1)
    state = endowed(state, 0, -5)
    state, facts = finish_actions(state)
    assert ecology_of(facts, 0) == -2 + 5 - 1 and state.players[0].eco == -3
    assert [f for f in facts if isinstance(f, ObjectLost)] == [ObjectLost(seat=0, hex=0, levels=2, card="ei20")]
    assert state.hexes[1].level == 1 and "ei20" in state.initiative_discard


def test_el_7_4_owner_chooses_among_equally_dirty_objects() -> None:
    state = put(put(started(2, events=ECO_NEUTRAL), 0, 0, "oil", 2), 1, 0, "mineral", 2)
    state, _ = finish_actions(state)
    assert state.phase == "ecology" and RULES.to_act(state) == {0}
    assert RULES.legal_moves(state, 0) == [LoseObject(hex=0), LoseObject(hex=1)]
    state, facts = act(state, 0, LoseObject(hex=1))
    assert facts[0] == ObjectLost(seat=0, hex=1, levels=2, card="")
    assert state.hexes[0].level == 2 and state.turn == 2


def test_el_7_5_a_lost_object_goes_to_the_discard_with_its_card() -> None:
    state = put(started(2, events=ECO_NEUTRAL), 0, 0, "oil", 4, card="ei01")
    supply = state.players[0].supply["oil"]
    state, _ = finish_actions(state)
    cell = state.hexes[0]
    assert (cell.owner, cell.level, cell.card, cell.bio_taken) == (-1, 0, "", True)
    assert state.players[0].supply["oil"] == supply and state.players[0].discarded["oil"] == 4
    assert "ei01" in state.initiative_discard


@pytest.mark.parametrize(("level", "income"), [(1, 1), (2, 3), (3, 5), (4, 7)])
def test_el_8_1_table_1_income_by_level(level: int, income: int) -> None:
    state = endowed(put(started(2, events=INCOME_NEUTRAL), 0, 0, "oil", level), 0, 30)
    state, facts = finish_actions(state)
    assert income_of(facts, 0) == income and state.players[0].coins == 10 + income
    assert sum(p.coins for p in state.players) + state.bank == 45


def test_el_8_2_upkeep_from_table_2() -> None:
    for card, upkeep in (("ei01", 0), ("ei08", 1), ("ei14", 1), ("ei20", 2)):
        state = put(started(2, events=INCOME_NEUTRAL), 0, 0, "oil", 2, card=card)
        assert income_of(finish_actions(state)[1], 0) == 3 - upkeep


def test_el_8_3_unpaid_upkeep_loses_the_costliest_cards() -> None:
    state = put(put(started(2, events=INCOME_NEUTRAL), 0, 0, "oil", 1, card="ei20"), 1, 0, "mineral", 1, card="ei08")
    state = broke(state, 0)
    state, facts = finish_actions(state)
    assert [f for f in facts if isinstance(f, InitiativeLost)] == [InitiativeLost(seat=0, hex=0, card="ei20")]
    assert state.hexes[1].card == "ei08" and state.players[0].coins == 2 - 1


def test_el_8_4_negative_income_decreases_capital_even_below_zero() -> None:
    state = broke(started(2, events=["ev09", "ev21"]), 0)
    state, facts = finish_actions(state)
    assert income_of(facts, 0) == 1 - 3 and state.players[0].coins == -2
    assert state.players[1].coins == 10 + 1 - 3
    assert sum(p.coins for p in state.players) + state.bank == 45
    assert transfers(state, 0) == []  # nothing to lend or bid with while in debt
    carded = broke(put(started(2, events=["ev09", "ev21"]), 0, 0, "oil", 1, card="ei08"), 0)
    carded, facts = finish_actions(carded)
    assert [f for f in facts if isinstance(f, InitiativeLost)] == [InitiativeLost(seat=0, hex=0, card="ei08")]
    assert carded.players[0].coins == -2


def test_el_8_5_next_player_leads_the_next_turn() -> None:
    state = started(4, events=["ev01", "ev04", "ev13", "ev14", "ev17", "ev21"])
    leaders = []
    for _ in range(5):
        leaders.append(state.leader)
        state, facts = finish_actions(state)
        assert isinstance(facts[-1], EventDrawn) and isinstance(facts[-2], IncomePaid)
    assert leaders == [0, 1, 2, 3, 0]


def build_special(state: State, seat: int, special: str, hex_index: int) -> State:
    state = holding(state, seat, specials=(special,))
    return act(state, seat, PlaceSpecial(special=special, hex=hex_index))[0]


def test_el_1_4_special_initiative_effects() -> None:
    base = finish_actions(started(2, events=ECO_NEUTRAL))[1]
    birzha = finish_actions(build_special(started(2, events=ECO_NEUTRAL), 0, "si_birzha", 4))[1]
    assert income_of(birzha, 0) == income_of(base, 0) + 3 and ecology_of(birzha, 0) == ecology_of(base, 0)
    reserve = finish_actions(build_special(started(2, events=ECO_NEUTRAL), 0, "si_zapovednik", 4))[1]
    assert ecology_of(reserve, 0) == ecology_of(base, 0) + 3 and income_of(reserve, 0) == income_of(base, 0)
    carded = put(started(2, events=ECO_NEUTRAL), 0, 0, "oil", 1, card="ei20")
    academy = finish_actions(build_special(carded, 0, "si_akademiya", 4))[1]
    assert income_of(finish_actions(carded)[1], 0) == 1 + 4 - 2
    assert income_of(academy, 0) == 1 + 4 and ecology_of(academy, 0) == -1 + 5 + 1
    assert EcologyApplied(seat=1, delta=-1) in academy
    held = finish_actions(holding(started(2, events=ECO_NEUTRAL), 0, specials=("si_birzha",)))[1]
    assert income_of(held, 0) == income_of(base, 0)
