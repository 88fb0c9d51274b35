"""The competent bot (issue 16): only legal moves, from the seat's view alone, and all-bot matches of
competent bots end by the real ending — an assembly-shop card filled, not the round limit."""

from __future__ import annotations

import pytest

from igroteka.domain.games.zavody import RULES
from igroteka.domain.games.zavody.state import Options
from tests.harness import play_bots

GUARD = 5000  # far above the longest match measured (about 530 moves); a test bound, not a rule


@pytest.mark.parametrize("seed", range(4))
def test_competent_matches_end_by_an_assembled_card(seed: int) -> None:
    outcome, _ = play_bots(RULES, Options(), ["competent", "competent"], seed, GUARD)
    assert outcome.reason == "assembled"


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_competent_plays_only_legal_moves_against_random(seats: int) -> None:
    levels = ["competent" if seat % 2 == 0 else "random" for seat in range(seats)]
    outcome, _ = play_bots(RULES, Options(), levels, seats, GUARD)
    assert outcome.winners


@pytest.mark.parametrize("seats", [2, 4])
def test_competent_matches_end_by_an_assembled_card_in_the_challenge(seats: int) -> None:
    outcome, _ = play_bots(RULES, Options(mode="challenge", stars=2), ["competent"] * seats, seats, GUARD)
    assert outcome.reason == "assembled"


@pytest.mark.parametrize("seed", range(3))
def test_competent_beats_random_by_an_assembled_card(seed: int) -> None:
    levels = ["competent", "random"] if seed % 2 == 0 else ["random", "competent"]
    outcome, _ = play_bots(RULES, Options(), levels, seed, GUARD)
    assert outcome.reason == "assembled"
    assert outcome.winners == [levels.index("competent")]
