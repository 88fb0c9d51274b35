"""CPU a game's own functions spend at a position, in this process: no store, no server, no frames.

    PYTHONPATH=. python bench/rules.py [--games pobeda zavody] [--matches 6] [--rounds 3]

Plays ``--matches`` seeded random matches of each game (``tests/harness.py`` ``play_random``, seeds
0…), keeps a copy of every position a seat moved at, then times over all of them, best of
``--rounds`` (process CPU, µs a position): ``legal_moves`` of the seat to move, ``decide_and_fold``
of its first legal move, and the same handed the seat's listed legal moves (``_listed``, as the
seat's frames list them: docs/architecture.md §38), ``copy_state``, and ``evolve`` (µs a fact,
folding the matches' facts).
Compare two versions of the code by running this on each in turn (another tree first on
``PYTHONPATH``), more than once.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from igroteka.domain.engine import clone, concrete, fold
from igroteka.domain.games import GAMES
from tests.harness import play_random

SEATS = {"pobeda": 2, "pyatiletka": 3, "zavody": 2, "den_pobedy": 2, "ecologic": 3}


def best(rounds: int, count: int, work: Callable[[], Any]) -> float:
    """The least process CPU of ``rounds`` runs of ``work``, in µs per each of ``count`` items."""
    spent = []
    for _ in range(rounds):
        began = time.process_time()
        work()
        spent.append(time.process_time() - began)
    return round(min(spent) / count * 1e6, 1)


def measure(game: str, matches: int, rounds: int) -> dict[str, Any]:
    rules = GAMES[game]
    positions: list[tuple[Any, int]] = []
    histories: list[list[Any]] = []
    for seed in range(matches):
        played = play_random(rules, rules.Options(), SEATS[game], seed)
        histories.append(played.facts)
        setup = len(played.facts) - sum(len(facts) for _, facts in played.fact_log)
        state = fold(rules, played.facts[:setup])
        for seat, facts in played.fact_log:
            positions.append((clone(rules, state), seat))
            state = fold(rules, facts, state)
    lists = [rules.legal_moves(state, seat) for state, seat in positions]
    moves = [concrete(rules, listed[0], Random(seat)) for (_, seat), listed in zip(positions, lists, strict=True)]
    facts = sum(len(history) for history in histories)
    return {
        "game": game,
        "positions": len(positions),
        "legal_moves": best(rounds, len(positions), lambda: [rules.legal_moves(s, seat) for s, seat in positions]),
        "decide_and_fold": best(
            rounds,
            len(positions),
            lambda: [
                rules.decide_and_fold(s, seat, m, Random(1)) for (s, seat), m in zip(positions, moves, strict=True)
            ],
        ),
        "decide_and_fold_listed": best(
            rounds,
            len(positions),
            lambda: [
                rules.decide_and_fold(s, seat, m, Random(1), listed)
                for (s, seat), m, listed in zip(positions, moves, lists, strict=True)
            ],
        ),
        "copy_state": best(rounds, len(positions), lambda: [clone(rules, s) for s, _ in positions]),
        "evolve_a_fact": best(rounds, facts, lambda: [fold(rules, history) for history in histories]),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", nargs="*", default=list(SEATS))
    parser.add_argument("--matches", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    for game in args.games:
        print(json.dumps(measure(game, args.matches, args.rounds)), flush=True)


if __name__ == "__main__":
    main()
