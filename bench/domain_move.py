"""CPU the domain spends on an accepted move: ``MatchService.move`` in this process, on a throwaway
SQLite store, for random matches of each game (people at every seat, random legal moves, listed
as the seat's frame lists them: ``MatchService.legal``, which the move's decision then reads).

    PYTHONPATH=. python bench/domain_move.py [--games pobeda zavody] [--matches 20] [--seed 1]

Prints, per game, the moves played and CPU microseconds a move (thread CPU, median over the
matches) of its parts: ``decide`` (``domain.commands.decide_move``: the rules' decision, the
outcome, the event's body), ``events`` (``new_events``), ``apply`` (``MatchRepository.committed``:
the committed event applied to the cached match), their sum ``domain``, and ``move``, the whole call on the calling thread (with the
seat token and the hand-over to the group writer, whose thread's commit is not counted). No
server; compare two versions of the code by running this on each in turn, more than once.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from igroteka.domain import commands
from igroteka.domain.engine import concrete
from igroteka.domain.matches import MatchService
from igroteka.server.store import store_env

SEATS = {"pobeda": 2, "pyatiletka": 3, "zavody": 2, "den_pobedy": 2, "ecologic": 2}
OPTIONS: dict[str, dict[str, Any]] = {"zavody": {"round_limit": 6}, "pyatiletka": {"rounds": 3}}
PARTS = ("decide", "events", "apply")


class Timed:
    """Wraps a function, adding the calling thread's CPU seconds in it to ``spent``."""

    def __init__(self, fn: Callable[..., Any]) -> None:
        self.fn = fn
        self.spent = 0.0

    def __call__(self, *args: Any) -> Any:
        began = time.thread_time()
        try:
            return self.fn(*args)
        finally:
            self.spent += time.thread_time() - began


def play(service: MatchService, game: str, rng: Random) -> dict[str, float]:
    """One random match to its end: CPU µs a move of each part, and of the whole ``move``."""
    seats = SEATS[game]
    created, _ = service.create(game, OPTIONS.get(game, {}), seats, {})
    tokens = [service.claim(created.id, None, f"player {n}")[2] for n in range(seats)]
    repository = service.repository
    timers = {
        "decide": Timed(commands.decide_move),
        "events": Timed(commands.new_events),
        "apply": Timed(repository.committed),
    }
    commands.decide_move, commands.new_events = timers["decide"], timers["events"]
    repository.committed = timers["apply"]  # type: ignore[method-assign]
    moves, total = 0, 0.0
    try:
        while True:
            with service.reading(created.id) as match:
                if match.status != "running":
                    break
                seat = rng.choice(sorted(match.to_act))
                listed = service.legal.of(match, seat)  # as the seat's frame lists them, for its move to read
                move = concrete(match.rules, rng.choice(listed), rng)
            began = time.thread_time()
            service.move(created.id, tokens[seat], str(uuid.uuid4()), move, None)
            total += time.thread_time() - began
            moves += 1
    finally:
        del repository.committed
        commands.decide_move, commands.new_events = timers["decide"].fn, timers["events"].fn
    parts = {part: timer.spent / moves * 1e6 for part, timer in timers.items()}
    return {**parts, "domain": sum(parts.values()), "move": total / moves * 1e6, "moves": moves}


def measure(game: str, count: int, seed: int) -> dict[str, Any]:
    """Median CPU µs a move of each part over ``count`` random matches of ``game``."""
    rng = Random(seed)
    with tempfile.TemporaryDirectory(prefix="igroteka-domain.") as folder:
        service = MatchService(store_env(None, f"{folder}/moves.sqlite"), snapshot_every=0)
        try:
            played = [play(service, game, rng) for _ in range(count)]
        finally:
            service.close()
    medians = {key: round(statistics.median(p[key] for p in played), 1) for key in (*PARTS, "domain", "move")}
    return {"game": game, "matches": count, "moves": int(sum(p["moves"] for p in played)), **medians}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", nargs="*", default=list(SEATS))
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for game in args.games:
        print(json.dumps(measure(game, args.matches, args.seed)), flush=True)


if __name__ == "__main__":
    main()
