"""bench/floor.py, the stack's floor: a short run against its own server process on loopback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"


def test_the_floor_moves_messages_through_the_stack_and_reads_the_servers_cpu(tmp_path: Path) -> None:
    out = tmp_path / "floor.json"
    run = subprocess.run(
        [
            sys.executable,
            str(BENCH / "floor.py"),
            "--hop",
            "--matches",
            "1",
            "3",
            "--duration",
            "1",
            "--json",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    results = json.loads(out.read_text())
    assert [r["matches"] for r in results] == [1, 3]
    for result in results:
        assert result["hop"] and result["moves_per_s"] > 50, result
        assert 0 < result["server_cpu_ms_per_move"] < 50 and result["client_cpu_ms_per_move"] > 0, result
    assert "stack floor with a writer hop, N = 3:" in run.stdout
