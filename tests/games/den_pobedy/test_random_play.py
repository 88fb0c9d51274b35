"""Seeded random play: every match ends, cards are conserved, limits hold, replays are identical."""

from __future__ import annotations

from functools import cache
from random import Random

import pytest

from igroteka.domain.engine import Seat, Spectator
from igroteka.domain.games import rules_for
from igroteka.domain.games.den_pobedy import RULES
from igroteka.domain.games.den_pobedy.content import CARDS
from igroteka.domain.games.den_pobedy.moves import (
    Attack,
    Block,
    Build,
    EndPhase,
    EndTurn,
    KeepHand,
    NoBlock,
    Pass,
    Payment,
    PlayResource,
    PlayTactic,
    Redeal,
    Strike,
    SubmitDeck,
    Support,
    UseStarterDeck,
)
from igroteka.domain.games.den_pobedy.state import State
from tests.harness import check_no_leaks, check_replay, check_unlisted_moves_refused, play_random

STARTERS = RULES.Options(deck_building=False)
PAYMENTS = [Payment(), Payment(1, 0, 0), Payment(0, 1, 0), Payment(0, 0, 1), Payment(2, 0, 0), Payment(1, 1, 1)]


@cache
def card_ids(seat: int, size: int) -> list[str]:
    """A seat's card ids in order, as the deal numbers them: made once, not at every position checked."""
    return [f"c{seat}-{i:03d}" for i in range(size)]


def invariant(state: State) -> None:
    """Cards conserved, no negative or excess resources, every card on an allowed line or zone."""
    if state.phase == "building":
        assert all(len(p.building) <= state.deck_size for p in state.players)
        return
    for seat, player in enumerate(state.players):
        zones = [player.deck, player.hand, player.line1, player.line2, player.reserve, player.resources, player.losses]
        ids = [card for zone in zones for card in zone]
        assert sorted(ids) == card_ids(seat, state.deck_size), "cards not conserved"
        assert 0 <= player.resources_played <= 2
        board = {*player.line1, *player.line2, *player.reserve, *player.resources}
        assert set(player.tapped) <= board, "a tapped card off the table"
        assert all(CARDS[state.types[c]].category == "resource" for c in player.resources)
        assert all(CARDS[state.types[c]].category == "unit" for c in (*player.line1, *player.line2, *player.reserve))
        assert all(CARDS[state.types[c]].line == 1 for c in player.line1), "unit on a forbidden line"
        assert all(CARDS[state.types[c]].line == 2 for c in player.line2), "unit on a forbidden line"
    if state.phase not in ("building", "mulligan"):
        active = state.players[state.active]
        assert state.combat is None or state.combat.attacker in active.tapped


def candidates(state: State, rng: Random) -> list:
    """A fuzzed mix of moves, most of them illegal now."""
    ids = sorted(state.types)
    sample = [*rng.sample(ids, min(6, len(ids))), "deck", "c9-999"]
    cards = [*rng.sample(sorted(CARDS), 4), "bogus"]
    moves: list = [
        UseStarterDeck(),
        KeepHand(),
        Redeal(),
        EndPhase(),
        EndTurn(),
        NoBlock(),
        Pass(),
    ]
    moves += [SubmitDeck(cards=[c] * n) for c in cards for n in (1, 4, 5, state.deck_size)]
    moves.append(SubmitDeck(cards=rng.choices(cards, k=state.deck_size)))
    for card in sample:
        pay = rng.choice(PAYMENTS)
        target = rng.choice(sample)
        moves += [
            PlayResource(card=card),
            Build(card=card, pay=pay),
            PlayTactic(card=card, pay=pay, target=rng.choice([None, target])),
            Attack(unit=card, target=target, pay=pay),
            Strike(unit=card, target=target, pay=pay),
            Block(unit=card),
            Support(unit=card),
        ]
    return moves


def fuzz_invariant(rng: Random):
    """Invariants plus, now and then, refusal of unlisted moves from both seats."""

    def check(state: State) -> None:
        invariant(state)
        if rng.random() < 0.05:
            for seat in (0, 1):
                check_unlisted_moves_refused(RULES, state, seat, candidates(state, rng))

    return check


def run(options, seeds, check_every: int = 0, fuzz: bool = False, rules=RULES) -> list:
    outcomes = []
    for seed in seeds:
        check = fuzz_invariant(Random(seed)) if fuzz else invariant
        played = play_random(rules, options, 2, seed, invariant=check, check_every=check_every)
        assert played.state.rules == rules.version
        check_replay(rules, played)
        outcomes.append(played.outcome)
    return outcomes


def test_dp_8_4_dp_16_4_matches_under_rules_version_1_still_play_and_replay():
    outcomes = run(STARTERS, range(5000, 5030), check_every=11, rules=rules_for("den_pobedy", 1))
    assert {o.reason for o in outcomes} == {"deck_destroyed"}


def test_random_play_with_starter_decks_ends_and_conserves():
    outcomes = run(STARTERS, range(100))
    assert {o.reason for o in outcomes} == {"deck_destroyed"} and all(len(o.winners) == 1 for o in outcomes)
    assert {w for o in outcomes for w in o.winners} == {0, 1}


def test_random_play_positions_are_exact_and_leak_free():
    run(STARTERS, range(1000, 1030), check_every=9, fuzz=True)


def test_random_play_with_deck_building_and_other_sizes():
    run(RULES.Options(), range(2000, 2015), check_every=13, fuzz=True)
    run(RULES.Options(deck_size=20, red_seat=1), range(3000, 3015), check_every=7)
    run(RULES.Options(deck_size=8), range(3500, 3510), check_every=3)
    run(RULES.Options(deck_building=False, series_opener=0, series_game=3, max_redeals=0), range(4000, 4020))


def test_random_play_final_positions_leak_nothing():
    for seed in range(5000, 5010):
        played = play_random(RULES, STARTERS, 2, seed)
        check_no_leaks(RULES, played.state, 2, played.facts[-20:])
        assert RULES.view(played.state, Spectator()).winners == played.outcome.winners
        assert RULES.legal_moves(played.state, 0) == [] == RULES.legal_moves(played.state, 1)
        assert RULES.view(played.state, Seat(0)).players[1].hand is None


@pytest.mark.soak
@pytest.mark.timeout(1800)
@pytest.mark.parametrize("block", range(6))
def test_soak_thousands_of_random_matches_with_starter_decks(block: int):
    start = 10_000 + 500 * block
    run(STARTERS, range(start, start + 500))


@pytest.mark.soak
@pytest.mark.timeout(1800)
def test_soak_random_matches_with_deck_building():
    run(RULES.Options(), range(20_000, 20_500), check_every=50, fuzz=True)
