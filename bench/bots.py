"""Bot against bot, in process: how each level fares against the other, game lengths,
safety-limit endings and time per decision, for one game or all (issue 16).

    python -m bench.bots [GAME ...] [--matches 200] [--seats 2] [--options '{"mode": "basic"}']

For each pairing of levels, match k seats the levels alternately starting from seat k % 2, so
neither level always holds seat 0. A win shared by seats of both levels counts half to each.
``by_seat`` counts wins per seat (the game's own balance, e.g. a side that wins more often).
``safety_limit`` counts matches whose outcome reason names a safety limit: it should be 0.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import defaultdict
from random import Random
from typing import Any

import msgspec

from igroteka.domain.bots import choose
from igroteka.domain.engine import Rules, fold
from igroteka.domain.games import GAMES

SAFETY_REASONS = ("round_limit", "limit", "safety")


def play(rules: Rules[Any], options: Any, levels: list[str], seed: int) -> tuple[Any, int, list[tuple[int, float]]]:
    """One match with ``levels[n]`` on seat n: its outcome, move count and (seat, seconds) per decision."""
    rng = Random(seed)
    state = fold(rules, list(rules.setup(options, len(levels), rng)))
    moves, times = 0, []
    while (outcome := rules.outcome(state)) is None:
        seat = rng.choice(sorted(rules.to_act(state)))
        started = time.perf_counter()
        move = choose(rules, state, seat, levels[seat], rng)
        times.append((seat, time.perf_counter() - started))
        for fact in rules.decide(state, seat, move, rng):
            state = rules.evolve(state, fact)
        moves += 1
    return outcome, moves, times


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def pairing(rules: Rules[Any], options: Any, a: str, b: str, matches: int, seats: int) -> dict[str, Any]:
    wins: dict[str, float] = defaultdict(float)
    by_seat = [0] * seats
    draws = limits = 0
    lengths: list[int] = []
    times: dict[str, list[float]] = defaultdict(list)
    for k in range(matches):
        levels = [a if (n + k) % 2 == 0 else b for n in range(seats)]
        outcome, length, decisions = play(rules, options, levels, seed=k)
        lengths.append(length)
        limits += any(r in outcome.reason for r in SAFETY_REASONS)
        draws += not outcome.winners
        winning_levels = {levels[w] for w in outcome.winners}
        for level in winning_levels:
            wins[level] += 1 / len(winning_levels)
        for w in outcome.winners:
            by_seat[w] += 1
        for seat, seconds in decisions:
            times[levels[seat]].append(seconds)
    return {
        "pairing": f"{a} vs {b}",
        "matches": matches,
        "wins": {level: round(wins[level], 1) for level in dict.fromkeys((a, b))},
        "by_seat": by_seat,
        "draws": draws,
        "safety_limit": limits,
        "moves_median": statistics.median(lengths),
        "moves_max": max(lengths),
        "ms_per_decision": {
            level: {"mean": round(1000 * statistics.fmean(t), 2), "p99": round(1000 * percentile(t, 0.99), 2)}
            for level, t in times.items()
        },
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--options", default="{}", help="the game's options as JSON")
    args = parser.parse_args()
    for game in args.games:
        rules = GAMES[game]
        options = msgspec.convert(json.loads(args.options), rules.Options)
        for a, b in [("random", "competent"), ("competent", "competent"), ("random", "random")]:
            print(json.dumps({"game": game, **pairing(rules, options, a, b, args.matches, args.seats)}), flush=True)


if __name__ == "__main__":
    main()
