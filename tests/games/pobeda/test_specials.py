"""Special cards («Как действуют специальные карты») and the chip supply."""

from __future__ import annotations

from random import Random

import pytest

from igroteka.domain.engine import IllegalMove
from igroteka.domain.games.pobeda import RULES
from igroteka.domain.games.pobeda.board import CORNERS
from igroteka.domain.games.pobeda.facts import ChipPlaced, ChipRemoved
from igroteka.domain.games.pobeda.moves import DiscardDeadCard, PlayEvent, PlayMinusOne, PlayPlusOne, PlayReplace

from .tables import MINUS_ONE, PLUS_ONE, REPLACE, card_at, cell, play, table

RED, BLUE, GREEN = 0, 1, 2


def refused(state, seat, move) -> str:
    with pytest.raises(IllegalMove) as error:
        RULES.decide(state, seat, move, Random(0))
    return error.value.code


def test_pb_5_1_plus_one_takes_any_empty_cell_except_a_corner():
    taken = {cell(3, 3): RED, cell(4, 4): BLUE}
    state = table(hands=[[PLUS_ONE[0]], ["k100"]], chips=taken)
    cells = [m.cell for m in RULES.legal_moves(state, 0)]
    assert len(cells) == 140 - 2 and not set(cells) & (set(CORNERS) | set(taken))
    after, facts = play(state, 0, PlayPlusOne(card=PLUS_ONE[0], cell=cell(7, 2)))
    assert ChipPlaced(cell=cell(7, 2), colour=RED) in facts and after.chips[cell(7, 2)] == RED
    assert refused(state, 0, PlayPlusOne(card=PLUS_ONE[0], cell=0)) == "corner_cell"
    assert refused(state, 0, PlayPlusOne(card=PLUS_ONE[0], cell=cell(4, 4))) == "cell_occupied"
    assert refused(state, 0, PlayPlusOne(card=PLUS_ONE[0], cell=144)) == "no_such_cell"
    assert refused(state, 0, PlayPlusOne(card=PLUS_ONE[0], cell=-1)) == "no_such_cell"


def test_pb_5_2_minus_one_removes_a_star_down_opponent_chip_back_to_its_owner():
    state = table(hands=[[MINUS_ONE[0]], ["k100"]], chips={cell(3, 3): RED, cell(4, 4): BLUE, cell(5, 5): BLUE})
    assert [m.cell for m in RULES.legal_moves(state, 0)] == [cell(4, 4), cell(5, 5)]
    after, facts = play(state, 0, PlayMinusOne(card=MINUS_ONE[0], cell=cell(4, 4)))
    assert ChipRemoved(cell=cell(4, 4), colour=BLUE) in facts
    assert after.chips[cell(4, 4)] == -1 and after.supply[BLUE] == state.supply[BLUE] + 1
    assert refused(state, 0, PlayMinusOne(card=MINUS_ONE[0], cell=cell(3, 3))) == "own_chip"
    assert refused(state, 0, PlayMinusOne(card=MINUS_ONE[0], cell=cell(6, 6))) == "no_chip"
    assert refused(state, 0, PlayMinusOne(card=MINUS_ONE[0], cell=0)) == "no_chip"
    assert refused(state, 0, PlayReplace(card=MINUS_ONE[0], cell=cell(4, 4))) == "wrong_card"


def test_pb_5_3_replace_swaps_an_opponent_chip_for_your_own():
    state = table(3, hands=[[REPLACE[0]], ["k100"], ["k101"]], chips={cell(4, 4): BLUE, cell(6, 6): GREEN})
    assert [m.cell for m in RULES.legal_moves(state, 0)] == [cell(4, 4), cell(6, 6)]
    after, facts = play(state, 0, PlayReplace(card=REPLACE[0], cell=cell(6, 6)))
    assert facts[1:3] == [ChipRemoved(cell=cell(6, 6), colour=GREEN), ChipPlaced(cell=cell(6, 6), colour=RED)]
    assert after.chips[cell(6, 6)] == RED and not after.flipped[cell(6, 6)]
    assert after.supply[GREEN] == state.supply[GREEN] + 1 and after.supply[RED] == state.supply[RED] - 1
    assert refused(state, 0, PlayReplace(card=REPLACE[0], cell=cell(5, 5))) == "no_chip"
    assert refused(state, 0, PlayMinusOne(card=REPLACE[0], cell=cell(4, 4))) == "wrong_card"


def test_pb_5_4_a_teammate_is_no_opponent():
    chips = {cell(4, 4): RED, cell(5, 5): BLUE}
    state = table(4, teams=2, hands=[[MINUS_ONE[0], REPLACE[0]], ["k100"], ["k101"], ["k102"]], chips=chips)
    assert {m.cell for m in RULES.legal_moves(state, 0)} == {cell(5, 5)}
    teammate = table(4, teams=2, hands=[["k103"], ["k100"], [MINUS_ONE[0]], ["k102"]], chips=chips, turn=2)
    assert refused(teammate, 2, PlayMinusOne(card=MINUS_ONE[0], cell=cell(4, 4))) == "own_chip"
    assert play(teammate, 2, PlayMinusOne(card=MINUS_ONE[0], cell=cell(5, 5)))[0].chips[cell(5, 5)] == -1


def test_pb_5_5_a_colour_out_of_chips_cannot_place_and_its_cards_are_dead():
    state = table(
        hands=[[card_at(cell(1, 1)), PLUS_ONE[0], REPLACE[0], MINUS_ONE[0]], ["k100"]], chips={cell(2, 2): BLUE}
    )
    state.supply[RED] = 0
    assert RULES.legal_moves(state, 0) == [PlayMinusOne(card=MINUS_ONE[0], cell=cell(2, 2))]
    state.hands[0].remove(MINUS_ONE[0])
    assert RULES.legal_moves(state, 0) == [
        DiscardDeadCard(card=card_at(cell(1, 1))),
        DiscardDeadCard(card=PLUS_ONE[0]),
        DiscardDeadCard(card=REPLACE[0]),
    ]
    assert refused(state, 0, PlayEvent(card=card_at(cell(1, 1)))) == "no_chips_left"
    assert refused(state, 0, PlayPlusOne(card=PLUS_ONE[0], cell=cell(1, 2))) == "no_chips_left"
    assert refused(state, 0, PlayReplace(card=REPLACE[0], cell=cell(2, 2))) == "no_chips_left"


def test_pb_5_5_every_colour_has_60_chips_and_removed_chips_return():
    state = table(hands=[[MINUS_ONE[0]], ["k100"]], chips={cell(2, 2): BLUE})
    assert state.supply == [60, 59]
    after, _ = play(state, 0, PlayMinusOne(card=MINUS_ONE[0], cell=cell(2, 2)))
    assert after.supply == [60, 60]
