"""Where the slow moves of a load are: the file ``load.py --moves`` writes, read back by the worker
owning each match (slot ``match id mod K``, as ``server/affinity.py`` places them) and by window.

    python bench/moves.py moves.jsonl [--window 0.1]

For each N: each owner's moves with their p50 / p99 to the opponent; then the windows of the run
holding the moves slower than the run's p99, with how many moves each window held.
"""

from __future__ import annotations

import argparse
import json
import sys
import uuid
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from load import percentile as ranked


def percentile(values: list[float], q: float) -> float:
    found = ranked(values, q)
    assert found is not None  # no window or owner is empty
    return found


def report(record: dict[str, Any], window: float) -> list[str]:
    workers, moves = record["workers"], record["moves"]
    lines = [f"N = {record['matches']}, K = {workers}: {len(moves)} timed moves"]
    if not moves:
        return lines
    by_owner: dict[int, list[float]] = defaultdict(list)
    owned: dict[int, set[str]] = defaultdict(set)
    for match, _, latency in moves:
        owner = uuid.UUID(match).int % workers
        by_owner[owner].append(latency)
        owned[owner].add(match)
    for owner, latencies in sorted(by_owner.items()):
        lines.append(
            f"  owner {owner}: {len(owned[owner])} matches, {len(latencies)} moves,"
            f" p50 {percentile(latencies, 0.5):.1f} ms, p99 {percentile(latencies, 0.99):.1f} ms"
        )
    slow = percentile([latency for _, _, latency in moves], 0.99)
    windows: dict[int, list[float]] = defaultdict(list)
    for _, sent, latency in moves:
        windows[int(sent / window)].append(latency)
    hit = {w: sum(latency >= slow for latency in held) for w, held in windows.items()}
    lines.append(
        f"  moves at or over the p99 ({slow:.1f} ms) fell in {sum(1 for h in hit.values() if h)} of {len(windows)} windows:"
    )
    for w in sorted(w for w, h in hit.items() if h):
        held = windows[w]
        lines.append(f"    {w * window:6.1f} s: {len(held)} moves, {hit[w]} slow, p50 {percentile(held, 0.5):.1f} ms")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", help="what load.py --moves wrote")
    parser.add_argument("--window", type=float, default=0.1, help="seconds a window")
    args = parser.parse_args()
    with open(args.file) as lines:
        for line in lines:
            print("\n".join(report(json.loads(line), args.window)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
