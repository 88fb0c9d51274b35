"""Team play («Командная игра»)."""

from __future__ import annotations

from random import Random

import msgspec
import pytest

from igroteka.domain.engine import IllegalMove, Seat, fold
from igroteka.domain.games.pobeda import RULES
from igroteka.domain.games.pobeda.facts import CardPlayed, DeadCardDiscarded
from igroteka.domain.games.pobeda.moves import DiscardDeadCard, PlayEvent, PlayMinusOne, PlayPlusOne, PlayReplace
from igroteka.domain.games.pobeda.setup import Options
from tests.harness import play_random

from .tables import card_at, cell, play, table


@pytest.mark.parametrize(("teams", "seats"), [(2, 4), (2, 5), (2, 7), (2, 12), (3, 4), (3, 5), (3, 6), (3, 7), (3, 12)])
def test_pb_7_1_two_or_three_teams_even_or_uneven_from_4_up_to_12_players(teams, seats):
    state = fold(RULES, RULES.setup(Options(teams=teams), seats, Random(0)))
    assert state.colours == teams
    sizes = [sum(1 for s in range(seats) if s % teams == t) for t in range(teams)]
    assert min(sizes) >= 1 and max(sizes) - min(sizes) <= 1


def test_pb_7_1_three_uneven_teams_of_four_players_play_to_the_end():
    played = play_random(RULES, Options(teams=3), 4, 5)
    assert played.state.colours == 3 and played.outcome.reason in ("lines", "most_lines", "draw")


@pytest.mark.parametrize(("teams", "seats"), [(2, 2), (2, 3), (2, 13), (3, 2), (3, 3), (3, 13)])
def test_pb_7_1_other_team_sizes_are_refused(teams, seats):
    with pytest.raises(IllegalMove) as error:
        RULES.setup(Options(teams=teams), seats, Random(0))
    assert error.value.code == "bad_seats"


def test_pb_7_2_teams_sit_alternately_and_share_one_colour_and_supply():
    state = fold(RULES, RULES.setup(Options(teams=3), 7, Random(0)))
    view = RULES.view(state, Seat(0))
    assert [s.colour for s in view.seats] == [0, 1, 2, 0, 1, 2, 0]
    assert [c.seats for c in view.colours] == [[0, 3, 6], [1, 4], [2, 5]]
    shared = table(4, teams=2, hands=[[card_at(cell(1, 1))], ["k100"], [card_at(cell(2, 2))], ["k101"]], deck=[])
    after, _ = play(shared, 0, PlayEvent(card=card_at(cell(1, 1))))
    after, _ = play(after, 1, PlayEvent(card="k100"))
    after, _ = play(after, 2, PlayEvent(card=card_at(cell(2, 2))))
    assert after.chips[cell(1, 1)] == after.chips[cell(2, 2)] == 0
    assert after.supply == [58, 59]


def test_pb_7_3_hands_are_private_even_from_teammates():
    state = fold(RULES, RULES.setup(Options(teams=2), 6, Random(5)))
    assert [len(hand) for hand in state.hands] == [6] * 6
    own = RULES.view(state, Seat(0))
    assert own.hand == state.hands[0]
    text = msgspec.json.encode(own).decode()
    assert not [card for card in state.hands[2] + state.hands[4] if card in text]
    assert set(state.hands[2]) <= RULES.secrets(state, Seat(0))


def test_pb_7_4_no_table_talk_penalty_cards_never_go_back_to_the_deck():
    deck_sizes: list[int] = []
    played = play_random(RULES, Options(teams=2), 6, 11, invariant=lambda state: deck_sizes.append(len(state.deck)))
    assert deck_sizes == sorted(deck_sizes, reverse=True)
    for seat, facts in played.fact_log:
        leaving = [f for f in facts if isinstance(f, CardPlayed | DeadCardDiscarded)]
        assert [f.seat for f in leaving] == [seat]
    assert set(RULES.Move.__args__) == {PlayEvent, PlayPlusOne, PlayMinusOne, PlayReplace, DiscardDeadCard}
