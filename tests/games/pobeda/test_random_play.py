"""Random legal play with invariants, replay, leak and exact-legal-move checks."""

from __future__ import annotations

from collections import Counter
from random import Random

import pytest

from igroteka.domain.engine import clone, encode_state, fold
from igroteka.domain.games.pobeda import RULES
from igroteka.domain.games.pobeda.board import CELLS, DIRECTIONS, SIZE, is_corner, lines_cross, on_board
from igroteka.domain.games.pobeda.content import ALL_CARDS, CATALOGUE
from igroteka.domain.games.pobeda.lines import allowed
from igroteka.domain.games.pobeda.moves import DiscardDeadCard, PlayEvent, PlayMinusOne, PlayPlusOne, PlayReplace
from igroteka.domain.games.pobeda.setup import Options
from igroteka.domain.games.pobeda.state import NO_CHIP, State, lines_of
from tests.harness import check_replay, check_unlisted_moves_refused, play_random

SORTED_CARDS = sorted(ALL_CARDS)


def invariant(state: State) -> None:
    """Cards and chips are conserved; lines are well formed and obey the crossing rules."""
    cards = state.deck + state.discard + [card for hand in state.hands for card in hand]
    assert sorted(cards) == SORTED_CARDS
    assert all(len(hand) <= CATALOGUE.hand_size for hand in state.hands)
    on_board = Counter(chip for chip in state.chips if chip != NO_CHIP)
    for colour in range(state.colours):
        assert state.supply[colour] >= 0
        assert state.supply[colour] + on_board[colour] == CATALOGUE.chips_per_colour
    in_lines = {cell for line in state.lines for cell in line.cells}
    assert all(cell in in_lines for cell in range(CELLS) if state.flipped[cell])
    for index, line in enumerate(state.lines):
        assert len(line.cells) == 6
        assert all(state.chips[c] == line.colour and state.flipped[c] for c in line.cells if state.board[c])
        for other in state.lines[:index]:
            if other.colour == line.colour:
                assert len(set(other.cells) & set(line.cells)) <= 1
            else:
                assert not lines_cross(other.cells, line.cells)
    if not state.over:
        assert all(lines_of(state, colour) < state.lines_to_win for colour in range(state.colours))


WINDOWS = [
    [cell + k * (SIZE * dr + dc) for k in range(6)]
    for cell in range(CELLS)
    for dr, dc in DIRECTIONS
    if on_board(cell // SIZE + 5 * dr, cell % SIZE + 5 * dc)
]


def lines_are_maximal(state: State) -> None:
    """Every complete row of six of a colour is a finished line or may not become one."""
    for colour in range(state.colours):
        for window in WINDOWS:
            complete = all(state.chips[c] == colour or is_corner(c) for c in window)
            finished = any(line.colour == colour and line.cells == window for line in state.lines)
            if complete and not finished:
                assert not allowed(state, colour, window), f"missed line {window}"


def fuzzed(state: State, seat: int, rng: Random) -> list:
    """Plausible and implausible moves: cards from anywhere, cells on and off the board."""
    cards = rng.sample(ALL_CARDS, 8) + state.hands[seat]
    moves: list = []
    for card in cards:
        at = rng.randrange(-2, CELLS + 2)
        moves += [PlayEvent(card), PlayPlusOne(card, at), PlayMinusOne(card, at), PlayReplace(card, at)]
        moves.append(DiscardDeadCard(card))
    return moves


def play_one(options: Options, seats: int, seed: int, check_every: int, fuzz: bool) -> str:
    """One random match with every check; returns how it ended."""
    samples: list[State] = []
    pick = Random(seed)

    def check(state: State) -> None:
        invariant(state)
        if fuzz and len(samples) < 2 and pick.random() < 0.02:
            samples.append(clone(RULES, state))

    played = play_random(RULES, options, seats, seed, invariant=check, check_every=check_every)
    check_replay(RULES, played)
    lines_are_maximal(played.state)
    assert played.moves <= len(ALL_CARDS)
    for state in samples:
        for seat in {state.turn, pick.randrange(seats)}:
            check_unlisted_moves_refused(RULES, state, seat, fuzzed(state, seat, pick))
    return played.outcome.reason


def run(options: Options, seats: int, seeds: range, check_every: int = 0, fuzz: bool = False) -> Counter:
    """Many random matches; fuzzing on every fourth one keeps the run short."""
    return Counter(play_one(options, seats, seed, check_every, fuzz and seed % 4 == 0) for seed in seeds)


def test_random_play_two_players():
    reasons = run(Options(), 2, range(80), check_every=40, fuzz=True)
    assert reasons["lines"] > 0 and sum(reasons.values()) == 80


def test_random_play_three_players():
    reasons = run(Options(), 3, range(60), check_every=40, fuzz=True)
    assert reasons["lines"] > 0


def test_random_play_three_teams_of_two():
    run(Options(teams=3), 6, range(60), check_every=40, fuzz=True)


def test_random_play_two_teams_of_six():
    run(Options(teams=2), 12, range(40), check_every=40, fuzz=True)


def test_random_play_uneven_teams_and_shuffled_board():
    run(Options(teams=2, shuffle_board=True), 5, range(25), check_every=40)
    run(Options(teams=3, shuffle_board=True), 7, range(25), check_every=40)


@pytest.mark.parametrize("lines_to_win", [2, 3])
def test_random_play_great_victory(lines_to_win):
    reasons = run(Options(lines_to_win=lines_to_win), 2, range(50), check_every=40, fuzz=True)
    assert sum(reasons.values()) == 50


def test_a_copy_folded_forward_leaves_its_original_unchanged():
    """``clone`` (the game's ``copy_state``) copies everything evolve changes: the match service
    folds each move's facts into a copy to find the outcome, and decide works on one too."""
    for seats, seed in [(2, 1), (3, 2), (6, 3)]:
        rng = Random(seed)
        state = fold(RULES, RULES.setup(Options(teams=3) if seats == 6 else Options(), seats, rng))
        while not state.over:
            move = rng.choice(RULES.legal_moves(state, state.turn))
            facts = RULES.decide(state, state.turn, move, rng)
            before = encode_state(state)
            copy = fold(RULES, facts, clone(RULES, state))
            assert encode_state(state) == before
            state = fold(RULES, facts, state)
            assert encode_state(state) == encode_state(copy)


@pytest.mark.soak
@pytest.mark.timeout(3600)
@pytest.mark.parametrize(
    ("options", "seats"),
    [(Options(), 2), (Options(), 3), (Options(teams=3), 6), (Options(teams=2, lines_to_win=3), 12)],
)
def test_soak_random_play(options, seats):
    run(options, seats, range(1000, 3000), check_every=25, fuzz=True)
