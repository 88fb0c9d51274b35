"""A decision handed the seat's legal moves (``decide_and_fold``'s ``listed``, as the frames listed
them: docs/architecture.md §38) decides as one that checks the move itself: the same facts and
state for every listed move, the same refusal for every unlisted one, in random play of every
game. And the checks of one move that list nothing, «Победа!»'s (``decisions.check``) and «Заводы»'s
in its optimisation phase (``decisions.optimisation_allows``), refuse exactly what ``legal_moves``
does not list."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from igroteka.domain.engine import IllegalMove, MoveForm, Rules, allowed, concrete, encode_state, fold
from igroteka.domain.games import GAMES
from igroteka.domain.games.pobeda import decisions
from igroteka.domain.games.pobeda.moves import DiscardDeadCard, PlayEvent, PlayMinusOne, PlayPlusOne, PlayReplace
from igroteka.domain.games.zavody import decisions as zavody
from igroteka.domain.games.zavody import moves as zm
from igroteka.domain.games.zavody.content import POSTERS
from igroteka.domain.games.zavody.state import Options as ZavodyOptions

SEATS = {"pobeda": 2, "pyatiletka": 3, "zavody": 2, "den_pobedy": 2, "ecologic": 3}
EVERY = 3  # positions checked: every third
MOVES = 6  # listed moves decided both ways at a checked position, at most


def decided(rules: Rules[Any], state: Any, seat: int, move: Any, listed: list[Any] | None) -> Any:
    """The facts and the state's bytes of the decision, or the code of its refusal."""
    try:
        facts, after = rules.decide_and_fold(state, seat, move, Random(7), listed)
    except IllegalMove as error:
        return error.code
    return facts, encode_state(after)


@pytest.mark.parametrize("game", sorted(SEATS))
def test_a_decision_handed_the_listed_moves_decides_as_one_that_checks(game: str) -> None:
    rules = GAMES[game]
    for seed in range(2):
        rng = Random(seed)
        state = fold(rules, rules.setup(rules.Options(), SEATS[game], rng))
        seen: list[Any] = []  # moves listed at earlier positions: mostly illegal here
        position = 0
        while rules.outcome(state) is None:
            seat = rng.choice(sorted(rules.to_act(state)))
            listed = rules.legal_moves(state, seat)
            concrete_moves = [concrete(rules, m, rng) for m in listed]
            if position % EVERY == 0:
                for move in rng.sample(concrete_moves, min(MOVES, len(concrete_moves))):
                    assert decided(rules, state, seat, move, listed) == decided(rules, state, seat, move, None), move
                for move in rng.sample(seen, min(MOVES, len(seen))):
                    if not allowed(listed, move):
                        refusal = decided(rules, state, seat, move, listed)
                        assert isinstance(refusal, str), move
                        assert refusal == decided(rules, state, seat, move, None), move
            seen.extend(m for m in concrete_moves if not isinstance(m, MoveForm))
            seen = seen[-200:]
            state = rules.decide_and_fold(state, seat, rng.choice(concrete_moves), rng, listed)[1]
            position += 1
        assert position > 20, position


def test_pobeda_check_refuses_exactly_the_unlisted_moves() -> None:
    rules = GAMES["pobeda"]
    for seed in range(4):
        rng = Random(seed)
        state = fold(rules, rules.setup(rules.Options(), 2, rng))
        while rules.outcome(state) is None:
            seat = state.turn
            listed = rules.legal_moves(state, seat)
            for move in listed:
                decisions.check(state, seat, move)  # raises nothing
            hand = state.hands[seat] + state.hands[1 - seat][:1]
            for _ in range(12):
                card, cell = rng.choice(hand), rng.randrange(-1, 145)
                lines = rng.choice([[], *(m.lines for m in listed if hasattr(m, "lines") and m.lines)])
                move = rng.choice(
                    [
                        PlayEvent(card=card, lines=lines),
                        PlayPlusOne(card=card, cell=cell, lines=lines),
                        PlayMinusOne(card=card, cell=cell),
                        PlayReplace(card=card, cell=cell, lines=lines),
                        DiscardDeadCard(card=card),
                    ]
                )
                try:
                    decisions.check(state, seat, move)
                except IllegalMove:
                    assert move not in listed, move
                else:
                    assert move in listed, move
            state = rules.decide_and_fold(state, seat, rng.choice(listed), rng, listed)[1]


def test_zavody_optimisation_check_allows_exactly_the_listed_moves() -> None:
    rules = GAMES["zavody"]
    posters = sorted(POSTERS)
    checked = 0
    for seed in range(4):
        rng = Random(seed)
        options = ZavodyOptions(mode="challenge", stars=1) if seed % 2 else ZavodyOptions()
        state = fold(rules, rules.setup(options, 2 + seed % 2, rng))
        while rules.outcome(state) is None:
            seat = rng.choice(sorted(rules.to_act(state)))
            listed = rules.legal_moves(state, seat)
            if state.phase == "optimise":
                for move in listed:
                    assert zavody.optimisation_allows(state, seat, move), move
                nodes = [*(f"c{n}" for n in range(9)), "w0", "w1", "a0", "a1"]
                for _ in range(40):
                    a, b = rng.randrange(-1, 10), rng.randrange(-1, 10)
                    move = rng.choice(
                        [
                            zm.RotateTile(cell=a, turn=rng.choice((1, -1))),
                            zm.MoveTile(cell=a, to=b),
                            zm.SwapTiles(cell=a, other=b),
                            zm.CubeBack(src=rng.choice(nodes), dst=rng.choice(nodes)),
                            zm.PlayPoster(poster=rng.choice(posters), ally=rng.randrange(-1, 3)),
                            zm.EndOptimisation(),
                            zm.CommitPlacement(),
                        ]
                    )
                    assert zavody.optimisation_allows(state, seat, move) == (move in listed), move
                    checked += 1
            move = concrete(rules, rng.choice(listed), rng)
            state = rules.decide_and_fold(state, seat, move, rng, listed)[1]
    assert checked > 1000, checked
