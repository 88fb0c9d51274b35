"""Reads bench/trees.sh's results: every run (a tree, K and N in one round), then each tree against
the first from the same rounds, where the two ran minutes apart: moves/s, opponent p50 and p99 and
the server's CPU a move as ratios (this tree ÷ the first), their median and their range.

    python bench/trees.py RESULTS_DIR --trees before after now [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
from pathlib import Path
from typing import Any

import msgspec

NAME = re.compile(r"results-r(\d+)-(.+)-k(\d+)\.json")


class Run(msgspec.Struct, frozen=True):
    round: int
    tree: str
    workers: int
    matches: int
    moves_per_s: float
    opponent_p50_ms: float
    opponent_p99_ms: float
    server_cpu_ms_per_move: float
    postgres_cpu_ms_per_move: float
    machine_cores: float
    threads_us_per_move: dict[str, float] = {}  # by kind of thread, served through bench/threads.py


FIGURES = {
    "moves/s": "moves_per_s",
    "opp p50": "opponent_p50_ms",
    "opp p99": "opponent_p99_ms",
    "srv cpu/move": "server_cpu_ms_per_move",
}


def runs(folder: Path) -> list[Run]:
    found = []
    for path in sorted(folder.glob("results-r*-k*.json")):
        name = NAME.fullmatch(path.name)
        if name is None:
            continue
        for result in json.loads(path.read_text())["results"]:
            found.append(
                Run(
                    round=int(name[1]),
                    tree=name[2],
                    workers=int(name[3]),
                    matches=result["matches"],
                    moves_per_s=result["moves_per_s"],
                    opponent_p50_ms=result["opponent_p50_ms"],
                    opponent_p99_ms=result["opponent_p99_ms"],
                    server_cpu_ms_per_move=result["server_cpu_ms_per_move"],
                    postgres_cpu_ms_per_move=result["postgres_cpu_ms_per_move"] or 0.0,
                    machine_cores=result["cpu_cores_machine"] or 0.0,
                    threads_us_per_move=result.get("server_threads_us_per_move") or {},
                )
            )
    return found


def run_table(found: list[Run], trees: list[str]) -> list[str]:
    lines = ["K  N    round  tree      moves/s  opp p50  opp p99  srv cpu/move  pg cpu/move  machine cores"]
    order = {tree: i for i, tree in enumerate(trees)}
    for run in sorted(found, key=lambda r: (r.workers, r.matches, r.round, order.get(r.tree, 99))):
        lines.append(
            f"{run.workers:<2} {run.matches:<4} {run.round:<6} {run.tree:<9} {run.moves_per_s:7.1f}"
            f"  {run.opponent_p50_ms:7.2f}  {run.opponent_p99_ms:7.2f}  {run.server_cpu_ms_per_move:12.3f}"
            f"  {run.postgres_cpu_ms_per_move:11.3f}  {run.machine_cores:13.2f}"
        )
    return lines


def ratios(found: list[Run], trees: list[str]) -> list[dict[str, Any]]:
    """Each later tree ÷ the first, K and N, figure by figure, from the rounds both ran."""
    by_key = {(r.round, r.tree, r.workers, r.matches): r for r in found}
    cases = sorted({(r.workers, r.matches) for r in found})
    rounds = sorted({r.round for r in found})
    rows = []
    for tree in trees[1:]:
        for workers, matches in cases:
            pairs = [
                (by_key[(n, trees[0], workers, matches)], by_key[(n, tree, workers, matches)])
                for n in rounds
                if (n, trees[0], workers, matches) in by_key and (n, tree, workers, matches) in by_key
            ]
            if not pairs:
                continue
            row: dict[str, Any] = {"tree": tree, "workers": workers, "matches": matches, "pairs": len(pairs)}
            for label, field in FIGURES.items():
                values = [getattr(b, field) / getattr(a, field) for a, b in pairs if getattr(a, field)]
                row[label] = {
                    "median": round(statistics.median(values), 3),
                    "min": round(min(values), 3),
                    "max": round(max(values), 3),
                }
            rows.append(row)
    return rows


def ratio_table(rows: list[dict[str, Any]], first: str) -> list[str]:
    lines = [f"ratio ÷ {first}, median (min–max) over the rounds both ran"]
    lines.append("tree      K  N    pairs  " + "  ".join(f"{label:<20}" for label in FIGURES))
    for row in rows:
        cells = "  ".join(
            f"{row[label]['median']:.3f} ({row[label]['min']:.3f}–{row[label]['max']:.3f})" for label in FIGURES
        )
        lines.append(f"{row['tree']:<9} {row['workers']:<2} {row['matches']:<4} {row['pairs']:<6} {cells}")
    return lines


def thread_table(found: list[Run], trees: list[str]) -> list[str]:
    """The server's CPU a move by kind of thread (µs), each tree's median over its rounds, K and N;
    the threads that took under 1 µs a move in every run together as ``other``; and of the event
    loop's thread, the kernel's part (its system time)."""
    kept = [
        msgspec.structs.replace(
            r, threads_us_per_move={k: v for k, v in r.threads_us_per_move.items() if "(sys)" not in k}
        )
        for r in found
        if r.threads_us_per_move
    ]
    if not kept:
        return []
    big = sorted({kind for r in kept for kind, us in r.threads_us_per_move.items() if us >= 1.0})
    lines = [
        "server CPU a move by thread, µs, median over the rounds",
        "K  N    tree      " + "  ".join(f"{kind[:12]:>12}" for kind in [*big, "other", "sum", "loop's sys"]),
    ]
    order = {tree: i for i, tree in enumerate(trees)}
    for workers, matches, tree in sorted(
        {(r.workers, r.matches, r.tree) for r in kept}, key=lambda c: (c[0], c[1], order.get(c[2], 99))
    ):
        mine = [r.threads_us_per_move for r in kept if (r.workers, r.matches, r.tree) == (workers, matches, tree)]
        cells = [statistics.median(t.get(kind, 0.0) for t in mine) for kind in big]
        other = statistics.median(sum(us for kind, us in t.items() if kind not in big) for t in mine)
        total = statistics.median(sum(t.values()) for t in mine)
        kernel = statistics.median(
            r.threads_us_per_move.get("MainThread (sys)", 0.0)
            for r in found
            if (r.workers, r.matches, r.tree) == (workers, matches, tree) and r.threads_us_per_move
        )
        lines.append(
            f"{workers:<2} {matches:<4} {tree:<9} " + "  ".join(f"{us:12.1f}" for us in [*cells, other, total, kernel])
        )
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--trees", nargs="+", required=True, help="the trees' names, the reference first")
    parser.add_argument("--json", type=Path, help="write every run and the ratios here")
    args = parser.parse_args()
    found = runs(args.folder)
    rows = ratios(found, args.trees)
    threads = thread_table(found, args.trees)
    print(
        "\n".join(
            [*run_table(found, args.trees), "", *ratio_table(rows, args.trees[0]), *(["", *threads] if threads else [])]
        )
    )
    if args.json:
        args.json.write_text(json.dumps({"runs": msgspec.to_builtins(found), "ratios": rows}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
