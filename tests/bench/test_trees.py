"""bench/trees.py: bench/trees.sh's runs read back, each tree ÷ the first from the same rounds only."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"


def result(matches: int, moves_per_s: float, p50: float, p99: float, cpu: float) -> dict[str, object]:
    """One N of a load.py results file, with the fields trees.py reads."""
    return {
        "matches": matches,
        "moves_per_s": moves_per_s,
        "opponent_p50_ms": p50,
        "opponent_p99_ms": p99,
        "server_cpu_ms_per_move": cpu,
        "postgres_cpu_ms_per_move": 0.1,
        "cpu_cores_machine": 2.0,
    }


def write(folder: Path, round_: int, tree: str, workers: int, results: list[dict[str, object]]) -> None:
    path = folder / f"results-r{round_}-{tree}-k{workers}.json"
    path.write_text(json.dumps({"reference_tps": {}, "results": results}))


def test_ratios_pair_each_tree_with_the_first_of_the_same_round(tmp_path: Path) -> None:
    write(tmp_path, 1, "before", 1, [result(10, 200.0, 10.0, 100.0, 1.0)])
    write(tmp_path, 1, "after", 1, [result(10, 300.0, 20.0, 100.0, 1.5)])
    write(tmp_path, 2, "before", 1, [result(10, 100.0, 10.0, 50.0, 2.0)])
    write(tmp_path, 2, "after", 1, [result(10, 100.0, 5.0, 100.0, 1.0)])
    write(tmp_path, 3, "after", 1, [result(10, 999.0, 1.0, 1.0, 9.0)])  # no before in round 3: left out
    out = tmp_path / "trees.json"
    run = subprocess.run(
        [sys.executable, str(BENCH / "trees.py"), str(tmp_path), "--trees", "before", "after", "--json", str(out)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    data = json.loads(out.read_text())
    assert len(data["runs"]) == 5
    [row] = data["ratios"]
    assert (row["tree"], row["workers"], row["matches"], row["pairs"]) == ("after", 1, 10, 2)
    assert row["moves/s"] == {"median": 1.25, "min": 1.0, "max": 1.5}
    assert row["opp p50"] == {"median": 1.25, "min": 0.5, "max": 2.0}
    assert row["opp p99"] == {"median": 1.5, "min": 1.0, "max": 2.0}
    assert row["srv cpu/move"] == {"median": 1.0, "min": 0.5, "max": 1.5}
    assert "after     1  10   2      1.250 (1.000–1.500)" in run.stdout
