"""Every game's ``copy_state`` copies everything its ``evolve`` changes, and its ``decide_and_fold``
folds into a copy: the match service folds a move's facts into the state ``decide_and_fold`` gives,
so a copy that shared a list or a seat with its original would change the match it was taken from."""

from __future__ import annotations

from random import Random

import pytest

from igroteka.domain.engine import clone, concrete, decide_and_fold, encode_state, fold
from igroteka.domain.games import GAMES

SEATS = {"pobeda": 3, "pyatiletka": 4, "zavody": 3, "den_pobedy": 2, "ecologic": 3}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_copy_folded_forward_leaves_its_original_unchanged(game: str) -> None:
    rules = GAMES[game]
    for seed in range(2):
        rng = Random(seed)
        state = fold(rules, list(rules.setup(rules.Options(), SEATS[game], rng)))
        while rules.outcome(state) is None:
            seat = rng.choice(sorted(rules.to_act(state)))
            move = concrete(rules, rng.choice(rules.legal_moves(state, seat)), rng)
            before = encode_state(state)
            facts, after = decide_and_fold(rules, state, seat, move, Random(seed))
            assert encode_state(state) == before, f"{game}: decide_and_fold changed the state on {move!r}"
            copy = fold(rules, facts, clone(rules, state))
            assert encode_state(state) == before, f"{game}: folding into a copy changed the state on {move!r}"
            assert encode_state(copy) == encode_state(after)
            state = fold(rules, facts, state)
            assert encode_state(state) == encode_state(after)
