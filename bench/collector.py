"""What the cycle collector costs a served process: ``igroteka serve`` in this process, every
collector pass recorded by ``gc.callbacks`` (its generation, the thread's CPU during it, the objects
it collected, whether start-up's heap was frozen yet), written as JSON to ``--out`` when the server
stops (SIGINT or SIGTERM, as bench/trees.sh stops its servers). Run it in place of ``.venv/bin/igroteka
serve`` under a load (bench/load.py), then ``--summary`` prints the passes after ``settle_heap``
(the first pass of a frozen heap is its own ``gc.collect``, left out) by generation, and the
collector's CPU a move given the load's move count.

    IGROTEKA_DATABASE_URL=… .venv/bin/python bench/collector.py --out var/gc.json -- serve --port 8000
    .venv/bin/python bench/collector.py --summary var/gc.json --moves 24302

``--thresholds 50000,10,10`` replaces the thresholds ``settle_heap`` sets (to compare two settings on
one tree, alternated).
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import time
from pathlib import Path
from typing import Any


def record(out: str, thresholds: str | None, argv: list[str]) -> int:
    """Serve with every collector pass recorded; the passes written to ``out`` at the end."""
    from igroteka.server.cli import main

    passes: list[tuple[float, int, float, int, bool]] = []
    began = [0.0]

    def timed(phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            began[0] = time.thread_time()
        else:
            spent = time.thread_time() - began[0]
            passes.append((time.time(), info["generation"], spent, info["collected"], gc.get_freeze_count() > 0))

    if thresholds:
        chosen = tuple(int(n) for n in thresholds.split(","))
        settle = gc.set_threshold
        gc.set_threshold = lambda *_: settle(*chosen)  # type: ignore[assignment]  # settle_heap's call
    gc.callbacks.append(timed)
    try:
        return main(argv)
    finally:
        Path(out).write_text(json.dumps({"passes": passes, "threshold": gc.get_threshold()}))


def summary(path: str, moves: int) -> dict[str, Any]:
    """The passes after ``settle_heap``'s own, by generation: count and CPU ms; the CPU µs a move."""
    passes = [p for p in json.loads(Path(path).read_text())["passes"] if p[4]][1:]
    by_generation = {
        generation: {
            "passes": sum(1 for p in passes if p[1] == generation),
            "cpu_ms": round(sum(p[2] for p in passes if p[1] == generation) * 1000, 1),
        }
        for generation in (0, 1, 2)
    }
    spent = sum(p[2] for p in passes)
    return {
        "generations": by_generation,
        "cpu_ms": round(spent * 1000, 1),
        "us_per_move": round(spent / moves * 1e6, 1) if moves else None,
        "collected": sum(p[3] for p in passes),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", help="where the passes go (serving)")
    parser.add_argument("--thresholds", help="replace settle_heap's thresholds, e.g. 50000,10,10")
    parser.add_argument("--summary", help="a file of passes to summarise")
    parser.add_argument("--moves", type=int, default=0, help="the moves the load made (for --summary)")
    parser.add_argument("serve", nargs=argparse.REMAINDER, help="-- and igroteka's arguments")
    args = parser.parse_args()
    if args.summary:
        print(json.dumps(summary(args.summary, args.moves)))
        return
    if not args.out:
        parser.error("--out or --summary")
    serve = args.serve[1:] if args.serve[:1] == ["--"] else args.serve
    sys.exit(record(args.out, args.thresholds, serve))


if __name__ == "__main__":
    main()
