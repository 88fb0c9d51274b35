"""Setup («Подготовка к игре»), the goal («Об игре») and the components («Состав»)."""

from __future__ import annotations

import datetime
from random import Random

import pytest

from igroteka.domain.engine import IllegalMove, Spectator, fold
from igroteka.domain.games.pobeda import RULES
from igroteka.domain.games.pobeda.board import CORNERS
from igroteka.domain.games.pobeda.content import ALL_CARDS, CATALOGUE, EVENT_IDS, EVENT_OF_CARD, SPECIAL_OF_CARD
from igroteka.domain.games.pobeda.facts import DeckShuffled, GameOver, GameStarted, HandDealt, LineFinished
from igroteka.domain.games.pobeda.moves import PlayEvent
from igroteka.domain.games.pobeda.setup import Options

from .tables import CHRONOLOGICAL, card_at, cell, play, table


def started(options: Options, seats: int, seed: int = 1):
    facts = RULES.setup(options, seats, Random(seed))
    return facts, fold(RULES, facts)


def test_pb_1_1_board_has_140_events_and_four_wild_corners():
    _, state = started(Options(), 2)
    assert len(state.board) == 144
    assert [state.board[c] for c in CORNERS] == [None] * 4
    events = [e for e in state.board if e is not None]
    assert sorted(events) == sorted(EVENT_IDS) and len(set(events)) == 140


def test_pb_1_2_six_in_a_row_is_a_line_of_victory_and_wins():
    state = table(chips={cell(5, col): 0 for col in range(5)}, hands=[[card_at(cell(5, 5))], ["k141"]])
    _, facts = play(state, 0, PlayEvent(card=card_at(cell(5, 5))))
    assert LineFinished(colour=0, cells=[cell(5, col) for col in range(6)]) in facts
    assert facts[-1] == GameOver(winner=0, reason="lines")


@pytest.mark.parametrize("seats", [2, 3])
def test_pb_2_1_two_or_three_players_play_alone(seats):
    _, state = started(Options(), seats)
    assert state.seats == seats and state.colours == seats and state.teams == 0


@pytest.mark.parametrize("seats", [1, 4, 6, 12])
def test_pb_2_1_more_players_must_play_in_teams(seats):
    with pytest.raises(IllegalMove) as refused:
        RULES.setup(Options(), seats, Random(0))
    assert refused.value.code == "bad_seats"


def test_pb_2_2_every_player_alone_has_a_colour_of_60_chips():
    _, state = started(Options(), 3)
    view = RULES.view(state, Spectator())
    assert [(s.seat, s.colour) for s in view.seats] == [(0, 0), (1, 1), (2, 2)]
    assert [c.supply for c in view.colours] == [60, 60, 60]


def test_pb_2_3_six_cards_dealt_from_the_shuffled_deck_rest_face_down():
    facts, state = started(Options(), 3, seed=7)
    shuffled = next(f for f in facts if isinstance(f, DeckShuffled))
    assert sorted(shuffled.cards) == sorted(ALL_CARDS) and shuffled.cards != ALL_CARDS
    dealt = [f for f in facts if isinstance(f, HandDealt)]
    assert [f.cards for f in dealt] == [shuffled.cards[0:6], shuffled.cards[6:12], shuffled.cards[12:18]]
    assert [len(h) for h in state.hands] == [6, 6, 6]
    assert state.deck == shuffled.cards[18:] and len(state.deck) == 151 - 18
    assert state.discard == []


def test_pb_2_4_board_is_chronological_by_default():
    facts, state = started(Options(), 2)
    assert state.board == CHRONOLOGICAL
    dates = [next(e.date for e in CATALOGUE.events if e.id == event) for event in state.board if event]
    assert dates == sorted(dates)
    assert isinstance(facts[0], GameStarted) and facts[0].board == CHRONOLOGICAL


def test_pb_2_4_shuffle_board_lays_events_out_randomly_and_records_the_layout():
    facts, state = started(Options(shuffle_board=True), 2, seed=3)
    assert state.board != CHRONOLOGICAL
    assert sorted(e for e in state.board if e) == sorted(EVENT_IDS)
    assert [state.board[c] for c in CORNERS] == [None] * 4
    assert fold(RULES, facts).board == state.board == facts[0].board
    assert state.cell_of[state.board[5]] == 5


@pytest.mark.parametrize(
    "options",
    [{"teams": 1}, {"teams": 4}, {"lines_to_win": 0}, {"lines_to_win": 4}, {"shuffle": True}, {"teams": "two"}],
)
def test_pb_2_5_bad_options_are_refused(options):
    with pytest.raises(IllegalMove) as refused:
        RULES.setup(options, 2, Random(0))
    assert refused.value.code == "bad_options"


def test_pb_2_5_empty_options_are_the_basic_game():
    facts = RULES.setup({}, 2, Random(0))
    assert facts[0].teams == 0 and facts[0].lines_to_win == 1 and facts[0].board == CHRONOLOGICAL


def test_pb_8_1_events_are_real_dated_named_and_chronological():
    events = CATALOGUE.events
    assert [e.id for e in events] == [f"ev{n:03d}" for n in range(1, 141)]
    assert events[0].date == datetime.date(1941, 6, 22)
    assert all(datetime.date(1941, 6, 22) <= e.date <= datetime.date(1945, 9, 2) for e in events)
    assert [e.date for e in events] == sorted(e.date for e in events)
    assert all(e.name and e.name_en and e.name != e.name_en for e in events)
    assert any(e.date == datetime.date(1945, 5, 9) for e in events)


def test_pb_8_2_151_cards_with_distinct_instance_ids_and_a_4_4_3_special_split():
    assert len(ALL_CARDS) == len(set(ALL_CARDS)) == 151
    assert all(EVENT_OF_CARD[f"k{n:03d}"] == f"ev{n:03d}" for n in range(1, 141))
    split = {s.id: s.cards for s in CATALOGUE.specials}
    assert split == {
        "plus_one": ["k141", "k142", "k143", "k144"],
        "minus_one": ["k145", "k146", "k147", "k148"],
        "replace": ["k149", "k150", "k151"],
    }
    assert set(SPECIAL_OF_CARD) == {f"k{n}" for n in range(141, 152)}
    assert RULES.content() is CATALOGUE


def test_pb_8_3_three_colours_of_60_chips():
    assert [(c.id, c.name_en) for c in CATALOGUE.colours] == [(0, "red"), (1, "blue"), (2, "green")]
    assert CATALOGUE.chips_per_colour * len(CATALOGUE.colours) == 180
