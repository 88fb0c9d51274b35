"""The competent bot (issue 16): only legal moves, from the seat's view alone, and every all-bot
match ends by the real ending — the «Итоговый Отчет» turn (EL-3.6), no safety limit."""

from __future__ import annotations

from random import Random

import pytest

from igroteka.domain.engine import Seat
from igroteka.domain.games.ecologic import RULES
from igroteka.domain.games.ecologic.bots import competent, projected_score, turns_left
from igroteka.domain.games.ecologic.moves import Keep, OpenInitiative, Pass, PlaceInitiative, RemoveBuilding, Transfer
from igroteka.domain.games.ecologic.state import Options
from tests.harness import play_bots

from .helpers import act, pass_until, put, started

GUARD = 3000  # far above the longest match measured (about 250 moves); a test bound, not a rule


@pytest.mark.parametrize("seed", range(3))
def test_competent_matches_end_by_the_final_report(seed: int) -> None:
    outcome, _ = play_bots(RULES, Options(), ["competent", "competent"], seed, GUARD)
    assert outcome.reason == "final_report"


@pytest.mark.parametrize(("seats", "options"), [(2, Options(two_player_variant=False)), (3, Options()), (4, Options())])
def test_competent_plays_only_legal_moves_against_random(seats: int, options: Options) -> None:
    levels = ["competent" if seat % 2 == 0 else "random" for seat in range(seats)]
    outcome, _ = play_bots(RULES, options, levels, seats, GUARD)
    assert outcome.reason == "final_report"


def test_competent_reads_the_turns_left_from_the_deck_size_alone() -> None:
    state = started(2)
    view = RULES.view(state, Seat(0))
    assert view.hidden is None and view.event_deck_count == 20
    assert turns_left(view) == 1 + (20 - 7) + (7 + 1) / 2


def test_competent_values_never_fall_as_coins_or_eco_grow_before_the_last_turn() -> None:
    for left in (2.0, 5.0, 10.0):
        for eco in range(-5, 30, 5):
            for coins in range(-5, 30, 5):
                here = projected_score(eco, coins, left)
                assert projected_score(eco + 1, coins, left) >= here - 1e-9
                assert projected_score(eco, coins + 1, left) >= here - 1e-9


def test_competent_buys_a_cheap_eco_initiative_and_never_gives_coins_away() -> None:
    state = pass_until(put(started(2, cards=["ei01", "ei02"]), 0, 0, "oil", 2), "initiative")
    moves = RULES.legal_moves(state, 0)
    assert any(isinstance(m, Transfer) for m in moves)
    move = competent(RULES.view(state, Seat(0)), 0, moves, Random(0))
    assert move == OpenInitiative()
    state, _ = act(state, 0, move)
    state, _ = act(state, 1, Pass())
    move = competent(RULES.view(state, Seat(0)), 0, RULES.legal_moves(state, 0), Random(0))
    assert move == PlaceInitiative(card="ei01", hex=0)


def test_competent_keeps_its_buildings_early_in_the_game() -> None:
    state = started(2)
    moves = RULES.legal_moves(state, 0)
    assert RemoveBuilding(hex=0) in moves
    move = competent(RULES.view(state, Seat(0)), 0, moves, Random(0))
    assert not isinstance(move, RemoveBuilding | Transfer | Keep)
