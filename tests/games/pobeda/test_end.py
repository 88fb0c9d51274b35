"""The end of the game («Конец игры») and «Великая победа»."""

from __future__ import annotations

import pytest

from igroteka.domain.games.pobeda import RULES
from igroteka.domain.games.pobeda.facts import CardDrawn, GameOver, LineFinished, TurnPassed
from igroteka.domain.games.pobeda.moves import PlayEvent
from igroteka.domain.games.pobeda.setup import Options
from tests.harness import check_scoring, play_random

from .tables import card_at, cell, play, row_cells, table

RED, BLUE, GREEN = 0, 1, 2


def test_pb_6_1_the_first_colour_with_a_line_wins_at_once():
    state = table(
        chips=dict.fromkeys(row_cells(3, 1, 5), BLUE), hands=[["k100"], [card_at(cell(3, 6)), "k101"]], turn=1
    )
    after, facts = play(state, 1, PlayEvent(card=card_at(cell(3, 6))))
    assert facts[-1] == GameOver(winner=BLUE, reason="lines")
    assert not any(isinstance(f, CardDrawn | TurnPassed) for f in facts)
    outcome = RULES.outcome(after)
    assert outcome.winners == [1] and outcome.reason == "lines"


def test_pb_6_1_a_winning_team_wins_with_every_member():
    state = table(
        6,
        teams=3,
        chips=dict.fromkeys(row_cells(3, 1, 5), GREEN),
        turn=5,
        hands=[["k100"]] * 5 + [[card_at(cell(3, 6))]],
    )
    after, _ = play(state, 5, PlayEvent(card=card_at(cell(3, 6))))
    assert RULES.outcome(after).winners == [2, 5]


def test_pb_6_2_great_victory_needs_two_lines():
    first = row_cells(3, 0, 6)
    state = table(
        lines_to_win=2,
        chips=dict.fromkeys(first[:-1] + row_cells(7, 0, 5), RED),
        hands=[[card_at(first[-1]), card_at(cell(7, 5))], ["k100", "k101"]],
        deck=["k102", "k103"],
    )
    after, facts = play(state, 0, PlayEvent(card=card_at(first[-1])))
    assert LineFinished(colour=RED, cells=first) in facts and facts[-1] == TurnPassed(seat=1)
    assert RULES.outcome(after) is None
    after, _ = play(after, 1, PlayEvent(card="k100"))
    after, facts = play(after, 0, PlayEvent(card=card_at(cell(7, 5))))
    assert facts[-1] == GameOver(winner=RED, reason="lines")
    assert RULES.outcome(after).scores == [2, 0]


def test_pb_6_2_great_victory_to_three_lines():
    done = [(RED, row_cells(1, 0, 6)), (RED, row_cells(3, 0, 6))]
    chips = dict.fromkeys(row_cells(1, 1, 5) + row_cells(3, 1, 5) + row_cells(5, 0, 5), RED)
    state = table(lines_to_win=3, chips=chips, lines=done, hands=[[card_at(cell(5, 5))], ["k100"]])
    assert RULES.outcome(state) is None
    after, facts = play(state, 0, PlayEvent(card=card_at(cell(5, 5))))
    assert facts[-1] == GameOver(winner=RED, reason="lines")
    assert RULES.outcome(after).scores == [3, 0]


def test_pb_6_3_when_every_card_is_played_most_lines_wins():
    lines = [(BLUE, row_cells(1, 0, 6))]
    state = table(
        3, lines_to_win=2, chips=dict.fromkeys(row_cells(1, 1, 5), BLUE), lines=lines, hands=[["k100"], [], []], deck=[]
    )
    after, facts = play(state, 0, PlayEvent(card="k100"))
    assert facts[-1] == GameOver(winner=BLUE, reason="most_lines")
    assert RULES.outcome(after).winners == [1]


def test_pb_6_3_equal_lines_when_the_cards_run_out_is_a_draw():
    state = table(hands=[["k100"], []], deck=[])
    after, facts = play(state, 0, PlayEvent(card="k100"))
    assert facts[-1] == GameOver(winner=None, reason="draw")
    outcome = RULES.outcome(after)
    assert outcome.winners == [] and outcome.reason == "draw"
    lines = [(RED, row_cells(1, 0, 6)), (BLUE, row_cells(3, 0, 6))]
    chips = dict.fromkeys(row_cells(1, 1, 5), RED) | dict.fromkeys(row_cells(3, 1, 5), BLUE)
    three = table(3, lines_to_win=2, chips=chips, lines=lines, hands=[["k100"], [], []], deck=[])
    assert play(three, 0, PlayEvent(card="k100"))[1][-1] == GameOver(winner=None, reason="draw")


def test_pb_6_4_scores_are_each_seats_colour_lines_without_tiebreaks():
    lines = [(BLUE, row_cells(1, 0, 6))]
    state = table(
        4,
        teams=2,
        lines_to_win=2,
        chips=dict.fromkeys(row_cells(1, 1, 5), BLUE),
        lines=lines,
        hands=[["k100"], [], [], []],
        deck=[],
    )
    after, _ = play(state, 0, PlayEvent(card="k100"))
    outcome = RULES.outcome(after)
    assert outcome.scores == [0, 1, 0, 1] and outcome.winners == [1, 3]
    assert outcome.tiebreaks == [[], [], [], []]


def test_pb_6_4_the_scoring_counts_each_seats_lines_by_direction():
    down = [cell(row, 9) for row in range(2, 8)]
    lines = [(BLUE, row_cells(1, 0, 6)), (RED, down)]
    state = table(
        4,
        teams=2,
        lines_to_win=2,
        chips=dict.fromkeys(row_cells(3, 1, 5), BLUE) | dict.fromkeys(down, RED),
        lines=lines,
        hands=[["k100"], [card_at(cell(3, 6))], [], []],
        deck=[],
        turn=1,
    )
    after, _ = play(state, 1, PlayEvent(card=card_at(cell(3, 6))))
    outcome = RULES.outcome(after)
    assert outcome.scores == [1, 2, 1, 2]
    assert [[(p.category, p.points) for p in seat] for seat in outcome.scoring.seats] == 2 * [
        [("horizontal", 0), ("vertical", 1), ("diagonal", 0)],
        [("horizontal", 2), ("vertical", 0), ("diagonal", 0)],
    ]


@pytest.mark.parametrize(
    ("seats", "teams", "lines_to_win", "seed"), [(2, 0, 3, 1), (3, 0, 2, 2), (4, 2, 3, 3), (6, 3, 3, 4)]
)
def test_pb_6_4_over_random_play_each_seats_lines_by_direction_add_up_to_its_score(
    seats: int, teams: int, lines_to_win: int, seed: int
) -> None:
    played = play_random(RULES, Options(teams=teams, lines_to_win=lines_to_win), seats, seed)
    check_scoring(RULES, played.outcome)
