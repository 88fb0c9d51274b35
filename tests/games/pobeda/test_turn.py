"""A turn («Как играть»): play a card, apply it, discard it, draw, pass to the left."""

from __future__ import annotations

from random import Random

import pytest

from igroteka.domain.engine import IllegalMove, Spectator, fold
from igroteka.domain.games.pobeda import RULES
from igroteka.domain.games.pobeda.facts import (
    CardDrawn,
    CardPlayed,
    ChipPlaced,
    DeadCardDiscarded,
    GameOver,
    TurnPassed,
)
from igroteka.domain.games.pobeda.moves import DiscardDeadCard, PlayEvent, PlayMinusOne, PlayPlusOne
from igroteka.domain.games.pobeda.setup import Options

from .tables import MINUS_ONE, PLUS_ONE, card_at, cell, play, table


def refused(state, seat, move) -> str:
    with pytest.raises(IllegalMove) as error:
        RULES.decide(state, seat, move, Random(0))
    assert error.value.message
    return error.value.code


def test_pb_3_1_the_dealer_seat_0_moves_first():
    for seats in (2, 3):
        facts = RULES.setup(Options(), seats, Random(seats))
        state = fold(RULES, facts)
        assert facts[0].first == 0
        assert RULES.to_act(state) == frozenset({0})
        assert RULES.legal_moves(state, 0) and RULES.legal_moves(state, 1) == []


def test_pb_3_2_any_card_event_or_special_may_be_played():
    hand = [card_at(cell(3, 3)), PLUS_ONE[0]]
    state = table(hands=[hand, ["k100"]], chips={cell(7, 7): 1})
    cards = {move.card for move in RULES.legal_moves(state, 0)}
    assert cards == set(hand)
    play(state, 0, PlayEvent(card=hand[0]))
    play(state, 0, PlayPlusOne(card=hand[1], cell=cell(2, 2)))


def test_pb_3_2_only_the_seat_to_act_and_only_cards_in_its_hand():
    state = table(hands=[[card_at(cell(3, 3))], [card_at(cell(4, 4))]])
    assert refused(state, 1, PlayEvent(card=card_at(cell(4, 4)))) == "not_your_turn"
    assert refused(state, 0, PlayEvent(card=card_at(cell(4, 4)))) == "card_not_in_hand"
    assert refused(state, 5, PlayEvent(card=card_at(cell(3, 3)))) == "not_your_turn"


def test_pb_3_3_an_event_card_covers_its_event_with_a_star_down_chip():
    card = card_at(cell(3, 4))
    state = table(hands=[[card], ["k100"]])
    after, facts = play(state, 0, PlayEvent(card=card))
    assert ChipPlaced(cell=cell(3, 4), colour=0) in facts
    assert after.chips[cell(3, 4)] == 0 and not after.flipped[cell(3, 4)]
    assert after.supply[0] == 59


def test_pb_3_3_no_chip_on_top_of_another_and_no_card_in_the_wrong_role():
    card = card_at(cell(3, 4))
    for owner in (0, 1):
        state = table(hands=[[card, PLUS_ONE[0]], ["k100"]], chips={cell(3, 4): owner})
        assert refused(state, 0, PlayEvent(card=card)) == "cell_occupied"
    state = table(hands=[[card, PLUS_ONE[0]], ["k100"]])
    assert refused(state, 0, PlayPlusOne(card=card, cell=cell(2, 2))) == "wrong_card"
    assert refused(state, 0, PlayEvent(card=PLUS_ONE[0])) == "wrong_card"


def test_pb_3_4_the_played_card_goes_to_the_discard_pile_for_good():
    card = card_at(cell(3, 4))
    state = table(hands=[[card, "k100"], ["k101"]])
    after, facts = play(state, 0, PlayEvent(card=card))
    assert facts[0] == CardPlayed(seat=0, card=card)
    assert after.discard == [card] and card not in after.hands[0]
    assert RULES.view(after, Spectator()).discard == [card]
    after.turn = 0
    assert refused(after, 0, PlayEvent(card=card)) == "card_not_in_hand"


def test_pb_3_5_draw_the_top_card_then_play_on_with_the_hand_when_the_deck_is_empty():
    card = card_at(cell(3, 4))
    state = table(hands=[[card, "k100"], ["k101"]], deck=["k102", "k103"])
    after, facts = play(state, 0, PlayEvent(card=card))
    assert CardDrawn(seat=0, card="k102") in facts
    assert after.hands[0] == ["k100", "k102"] and after.deck == ["k103"]
    empty = table(hands=[[card, "k100"], ["k101"]], deck=[])
    after, facts = play(empty, 0, PlayEvent(card=card))
    assert not any(isinstance(f, CardDrawn) for f in facts)
    assert after.hands[0] == ["k100"]


def test_pb_3_6_the_turn_passes_left_and_skips_empty_hands():
    state = table(3, hands=[["k001"], ["k002"], ["k003"]], deck=["k004"])
    after, facts = play(state, 0, PlayEvent(card="k001"))
    assert facts[-1] == TurnPassed(seat=1)
    wrap = table(3, hands=[["k001"], ["k002"], ["k003"]], deck=["k004"], turn=2)
    assert play(wrap, 2, PlayEvent(card="k003"))[1][-1] == TurnPassed(seat=0)
    skip = table(3, hands=[["k001", "k005"], [], ["k003"]], deck=[])
    after, facts = play(skip, 0, PlayEvent(card="k001"))
    assert facts[-1] == TurnPassed(seat=2) and RULES.to_act(after) == frozenset({2})
    alone = table(3, hands=[["k001", "k005"], [], []], deck=[])
    assert play(alone, 0, PlayEvent(card="k001"))[1][-1] == TurnPassed(seat=0)


def test_pb_3_7_a_dead_card_may_be_discarded_as_the_turn_when_nothing_can_be_played():
    dead = card_at(cell(3, 4))
    also_dead = card_at(cell(3, 5))
    state = table(hands=[[dead, also_dead], ["k101"]], chips={cell(3, 4): 1, cell(3, 5): 1}, deck=["k102"])
    assert RULES.legal_moves(state, 0) == [DiscardDeadCard(card=dead), DiscardDeadCard(card=also_dead)]
    after, facts = play(state, 0, DiscardDeadCard(card=dead))
    assert facts == [DeadCardDiscarded(seat=0, card=dead), CardDrawn(seat=0, card="k102"), TurnPassed(seat=1)]
    assert after.discard == [dead] and after.chips[cell(3, 4)] == 1


def test_pb_3_7_no_card_may_be_discarded_while_a_card_can_be_played():
    dead = card_at(cell(3, 4))
    state = table(hands=[[dead, "k100"], ["k101"]], chips={cell(3, 4): 1}, deck=["k102"])
    assert refused(state, 0, DiscardDeadCard(card=dead)) == "card_playable"
    assert RULES.legal_moves(state, 0) == [PlayEvent(card="k100")]
    state = table(hands=[["k100", PLUS_ONE[0]], ["k101"]])
    assert refused(state, 0, DiscardDeadCard(card="k100")) == "card_playable"
    assert refused(state, 0, DiscardDeadCard(card=PLUS_ONE[0])) == "card_playable"
    assert not any(isinstance(m, DiscardDeadCard) for m in RULES.legal_moves(state, 0))


def test_pb_3_7_a_special_without_target_is_dead():
    state = table(hands=[[MINUS_ONE[0]], ["k101"]], chips={cell(3, 3): 0})
    assert RULES.legal_moves(state, 0) == [DiscardDeadCard(card=MINUS_ONE[0])]
    assert refused(state, 0, PlayMinusOne(card=MINUS_ONE[0], cell=cell(3, 3))) == "own_chip"


def test_pb_3_8_a_hand_of_only_dead_cards_still_has_legal_moves():
    hand = [card_at(cell(2, c)) for c in range(1, 6)] + [MINUS_ONE[0]]
    state = table(hands=[hand, ["k101"]], chips={cell(2, c): 0 for c in range(1, 6)})
    moves = RULES.legal_moves(state, 0)
    assert moves == [DiscardDeadCard(card=card) for card in hand]
    for move in moves:
        play(state, 0, move)


def test_pb_3_9_no_move_after_the_end():
    state = table(chips={cell(5, col): 0 for col in range(5)}, hands=[[card_at(cell(5, 5)), "k100"], ["k101"]])
    after, facts = play(state, 0, PlayEvent(card=card_at(cell(5, 5))))
    assert isinstance(facts[-1], GameOver)
    assert RULES.to_act(after) == frozenset()
    assert RULES.legal_moves(after, 0) == [] and RULES.legal_moves(after, 1) == []
    assert refused(after, 0, PlayEvent(card="k100")) == "game_over"
