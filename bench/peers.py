"""Our figures beside the peers' from one ``make bench`` run: moves a second ours ÷ boardgame.io's and
opponent p99 ours ÷ boardgame.io's (the targets of issue 41: ≥ 1.0 and ≤ 1.0), and the same against
Colyseus as the distance still to go, for each N both ran and each K of ours.

    python bench/peers.py --ours var/bench/results-k1.json var/bench/results-k2.json \
        --peer var/bench/peer-bgio.json var/bench/peer-colyseus.json [--json ratios.json]
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

NAMES = {"bgio": "boardgame.io", "colyseus": "Colyseus"}
FIGURES = ("moves_per_s", "opponent_p99_ms", "server_cpu_ms_per_move")


def ratio(ours: float | None, theirs: float | None) -> float | None:
    return None if ours is None or not theirs else round(ours / theirs, 3)


def compare(ours: list[dict[str, Any]], peers: dict[str, list[dict[str, Any]]]) -> list[dict[str, Any]]:
    """A row for each of our results (a K and an N) and each peer that ran the same N."""
    rows = []
    for result in ours:
        for peer, results in peers.items():
            theirs = next((r for r in results if r["matches"] == result["matches"]), None)
            if theirs is None:
                continue
            row: dict[str, Any] = {
                "peer": NAMES.get(peer, peer),
                "workers": result["workers"],
                "matches": result["matches"],
            }
            for figure in FIGURES:
                row[f"ours_{figure}"] = result.get(figure)
                row[f"theirs_{figure}"] = theirs.get(figure)
                row[f"ratio_{figure}"] = ratio(result.get(figure), theirs.get(figure))
            rows.append(row)
    return rows


def table(rows: list[dict[str, Any]]) -> str:
    head = ["peer", "K", "N", "moves/s ours", "theirs", "ours÷theirs", "opp p99 ours", "theirs", "ours÷theirs",
            "srv cpu ms/move ours", "theirs", "ours÷theirs"]  # fmt: skip
    lines = [" | ".join(head)]
    for row in rows:
        cells = [row["peer"], row["workers"], row["matches"]]
        for figure in FIGURES:
            cells += [row[f"ours_{figure}"], row[f"theirs_{figure}"], row[f"ratio_{figure}"]]
        lines.append(" | ".join("-" if c is None else str(c) for c in cells))
    lines.append(
        "targets (issue 41): moves/s ours÷boardgame.io ≥ 1.0, opp p99 ours÷boardgame.io ≤ 1.0; Colyseus: distance to go"
    )
    return "\n".join(lines)


def read(path: str) -> dict[str, Any]:
    with open(path) as file:
        return json.load(file)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ours", nargs="+", required=True, help="bench/load.py's --json files")
    parser.add_argument("--peer", nargs="+", required=True, help="bench/peers/load.js's --json files")
    parser.add_argument("--json", help="write the rows here")
    args = parser.parse_args()
    ours = [r for path in args.ours for r in read(path)["results"]]
    peers = {data["peer"]: data["results"] for data in map(read, args.peer)}
    rows = compare(ours, peers)
    if args.json:
        with open(args.json, "w") as out:
            json.dump(rows, out, indent=2)
    print(table(rows))
    return 0 if rows else 1


if __name__ == "__main__":
    sys.exit(main())
