"""The competent bot (issue 16): only legal moves, from the seat's view alone, and every all-bot
match ends by the real ending — a line of victory, or the last card played."""

from __future__ import annotations

from random import Random

import pytest

from igroteka.domain.engine import Seat
from igroteka.domain.games.pobeda import RULES
from igroteka.domain.games.pobeda.bots import competent
from igroteka.domain.games.pobeda.moves import PlayEvent, PlayMinusOne
from igroteka.domain.games.pobeda.setup import Options
from tests.harness import play_bots

from .tables import MINUS_ONE, card_at, cell, row_cells, table

GUARD = 400  # above the 151 cards a match can play; a test bound, not a rule


@pytest.mark.parametrize("seed", range(3))
def test_competent_matches_end_by_a_line_or_the_last_card(seed: int) -> None:
    outcome, moves = play_bots(RULES, Options(), ["competent", "competent"], seed, GUARD)
    assert outcome.reason in ("lines", "most_lines", "draw") and moves <= 151


@pytest.mark.parametrize(
    ("seats", "options"), [(2, Options()), (3, Options(lines_to_win=2)), (4, Options(teams=3)), (6, Options(teams=2))]
)
def test_competent_plays_only_legal_moves_against_random(seats: int, options: Options) -> None:
    levels = ["competent" if seat % 2 == 0 else "random" for seat in range(seats)]
    outcome, _ = play_bots(RULES, options, levels, seats, GUARD)
    assert outcome.reason in ("lines", "most_lines", "draw")


def test_competent_finishes_its_line_before_anything_else() -> None:
    state = table(
        hands=[["k100", card_at(cell(5, 5)), MINUS_ONE[0]], ["k101"]], chips={cell(5, c): 0 for c in range(5)}
    )
    moves = RULES.legal_moves(state, 0)
    assert competent(RULES.view(state, Seat(0)), 0, moves, Random(0)) == PlayEvent(card=card_at(cell(5, 5)))


def test_competent_stops_a_rival_five_and_reads_only_its_view() -> None:
    rival = {c: 1 for c in row_cells(7, 2, 5)}
    state = table(hands=[["k005", MINUS_ONE[0]], ["k101"]], chips=rival)
    view = RULES.view(state, Seat(0))
    assert view.hand == ["k005", MINUS_ONE[0]] and "k101" not in str(view)
    move = competent(view, 0, RULES.legal_moves(state, 0), Random(0))
    assert isinstance(move, PlayMinusOne) and move.cell in row_cells(7, 2, 5)
