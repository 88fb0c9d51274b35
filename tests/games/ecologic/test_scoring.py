"""EL-9 (scoring) and EL-10 (what is hidden)."""

from __future__ import annotations

from random import Random

import msgspec
import pytest

from igroteka.domain.engine import Auditor, Seat, Spectator, clone, fold
from igroteka.domain.games.ecologic import RULES
from igroteka.domain.games.ecologic.economy import score
from igroteka.domain.games.ecologic.facts import GameEnded, GameSetUp, InitiativesShuffled
from igroteka.domain.games.ecologic.moves import Pass
from igroteka.domain.games.ecologic.state import Options, State
from tests.harness import check_scoring, play_random

from .helpers import act, fresh, pass_until, setup_fact, started


def ended(pairs: list[tuple[int, int]]) -> State:
    state = clone(RULES, started(len(pairs)))
    for player, (eco, coins) in zip(state.players, pairs, strict=True):
        player.eco, player.coins = eco, coins
    return RULES.evolve(state, GameEnded(scores=[score(e, c) for e, c in pairs]))


def test_el_9_1_balance_coefficient_times_sum() -> None:
    assert score(10, 10) == 2000
    assert score(12, 21) == score(21, 12) == 1886
    assert score(5, 20) == 625  # k = 1/4, sum 25


def test_el_9_2_zero_or_negative_component() -> None:
    assert score(0, 15) == 0 and score(15, 0) == 0 and score(0, 0) == 0
    assert score(-3, 20) == -300
    assert score(-1, 0) == -100


def test_el_9_3_scores_times_100_rounded_half_up() -> None:
    assert score(1, 8) == 113  # 9/8 = 1.125
    assert score(1, 3) == 133  # 4/3 = 1.333...
    assert score(2, 3) == 333  # 10/3 = 3.333...


def test_el_9_4_highest_score_wins_ties_by_total() -> None:
    outcome = RULES.outcome(ended([(10, 10), (5, 20), (8, 12)]))
    assert outcome.winners == [0] and outcome.scores == [2000, 625, 1333]
    tied = RULES.outcome(ended([(10, 10), (10, 10), (0, 50)]))
    assert tied.winners == [0, 1] and tied.tiebreaks == [[20], [20], [50]]
    by_total = RULES.outcome(ended([(4, 6), (6, 4), (2, 12)]))
    assert by_total.scores[2] < by_total.scores[0] == by_total.scores[1]
    assert RULES.outcome(ended([(0, 30), (0, 5)])).winners == [0]


def test_el_9_3_the_scoring_gives_each_score_as_eco_fund_coins_and_imbalance() -> None:
    outcome = RULES.outcome(ended([(12, 21), (-3, 36), (18, 18)]))
    check_scoring(RULES, outcome)
    assert [[(p.category, p.points) for p in seat] for seat in outcome.scoring.seats] == [
        [("eco_fund", 1200), ("coins", 2100), ("imbalance", 1886 - 3300)],
        [("eco_fund", -300), ("coins", 3600), ("imbalance", -3600)],
        [("eco_fund", 1800), ("coins", 1800), ("imbalance", 0)],
    ]


@pytest.mark.parametrize(("seats", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_el_9_3_over_random_play_each_seats_parts_add_up_to_its_score(seats: int, seed: int) -> None:
    played = play_random(RULES, Options(), seats, seed)
    check_scoring(RULES, played.outcome)


def test_el_10_1_only_deck_orders_are_hidden() -> None:
    state = fresh(2)
    deck_ids = set(state.event_deck) | set(state.initiative_deck)
    for viewer in (Seat(0), Seat(1), Spectator()):
        assert RULES.secrets(state, viewer) == deck_ids
        assert not any(s in msgspec.json.encode(RULES.view(state, viewer)).decode() for s in deck_ids)
    assert RULES.secrets(state, Auditor()) == set()
    assert RULES.view(state, Auditor()).hidden.event_deck == state.event_deck
    assert RULES.view(state, Seat(0)).hidden is None
    fact = setup_fact(2)
    redacted = RULES.redact(fact, Seat(1))
    assert isinstance(redacted, GameSetUp) and redacted.event_deck == [] and redacted.initiative_deck == []
    assert redacted.event_count == 21 and RULES.redact(fact, Auditor()) == fact
    state = pass_until(started(2, cards=["ei05", "ei06"]), "initiative")
    assert "ei05" not in RULES.secrets(state, Seat(0)) and "ei06" in RULES.secrets(state, Seat(0))
    state = pass_until(started(2, cards=["ei05"]), "initiative")
    state, _ = act(state, 0, Pass())
    state, _ = act(state, 1, Pass())
    state, facts = act(state, 0, Pass())  # the decliner, last to bid for its card (EL-4.4), passes too
    shuffle = next(f for f in facts if isinstance(f, InitiativesShuffled))
    assert shuffle.deck == ["ei05"] and RULES.redact(shuffle, Spectator()).deck == []
    assert RULES.secrets(state, Spectator()) == set(state.event_deck)
    two = fold(RULES, RULES.setup(Options(), 2, Random(7)))
    assert set(two.events_removed) <= RULES.secrets(two, Seat(1)) and len(two.events_removed) == 9
    assert not any(e in msgspec.json.encode(RULES.view(two, Seat(1))).decode() for e in two.events_removed)
