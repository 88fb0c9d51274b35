"""bench/players.py, "my games" and a leaderboard at scale: a tiny run on two generated stores, each
served by a real server process on PostgreSQL, every route timed beside the floor and the whole
store folded; then the second store kept and timed again with a baseline checkout's server beside."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from tests.conftest import fresh_pg_database

BENCH = Path(__file__).resolve().parents[2] / "bench"


@pytest.fixture
def databases(pg_admin_url: str) -> Iterator[list[str]]:
    first, second = fresh_pg_database(pg_admin_url), fresh_pg_database(pg_admin_url)
    yield [next(first), next(second)]
    for made in (first, second):
        next(made, None)


def test_two_generated_stores_are_folded_and_timed_and_the_kept_one_again_beside_a_baseline(
    databases: list[str], tmp_path: Path
) -> None:
    """Two stores generated and every route timed on each; then the store --save-store kept (the
    last) timed again with --stored and --baseline: no store generated the second time, and every
    route timed on both servers (the baseline here is this checkout itself)."""
    out = tmp_path / "players.json"
    command = [sys.executable, str(BENCH / "players.py"), "--sizes", "40:150", "80:300", "--database-urls", *databases]
    command += [
        "--requests",
        "20",
        "--sample",
        "10",
        "--running-every",
        "5",
        "--settle",
        "120",
        "--veteran",
        "30",
        "--json",
        str(out),
        "--save-store",
        str(kept := tmp_path / "store.json"),
    ]
    env = {**os.environ, "BENCH_OUT": str(tmp_path)}
    run = subprocess.run(command, capture_output=True, text=True, timeout=240, env=env)
    assert run.returncode == 0, run.stdout + run.stderr
    results = json.loads(out.read_text())
    for result, (players, matches) in zip(results, [(40, 150), (80, 300)], strict=True):
        # the veteran's two running and 30 finished matches come first, then one in six is left running
        assert result["players"] == players and result["matches"] + result["running"] == matches * 6 // 5 + 2, result
        assert result["running"] >= 2 and result["matches"] >= matches, result
        assert set(result["routes"]) == {
            "my_games",
            "my_games_to_act",
            "my_games_pages",
            "leaderboard",
            "my_games_veteran",
            "floor",
        }
        for route, timing in result["routes"].items():
            assert timing["requests"] >= 20 and 0 < timing["p50_ms"] <= timing["p99_ms"], (route, timing)
        floor = result["routes"]["floor"]
        assert floor["requests"] == sum(t["requests"] for r, t in result["routes"].items() if r != "floor")
        mine = result["routes"]["my_games"]
        assert mine["above_floor_p99_ms"] == round(mine["p99_ms"] - floor["p99_ms"], 2)
    with psycopg.connect(databases[1]) as conn:
        (players,) = conn.execute("SELECT count(*) FROM igroteka_players").fetchone() or (0,)
        (seats,) = conn.execute("SELECT count(*) FROM igroteka_player_seats").fetchone() or (0,)
        (updates,) = conn.execute("SELECT count(*) FROM igroteka_rating_updates").fetchone() or (0,)
    assert (players, seats) == (80, 2 * (300 + 300 // 5 + 2))
    assert updates == results[1]["matches"]  # the server rated each finished match once as it folded the store
    assert f"p99 growth, {results[0]['matches']} → {results[1]['matches']} matches" in run.stdout
    out = tmp_path / "again.json"
    again = [sys.executable, str(BENCH / "players.py"), "--sizes", "80:300", "--database-urls", databases[1]]
    again += ["--requests", "10", "--sample", "10", "--running-every", "5", "--settle", "120", "--veteran", "30"]
    again += ["--stored", str(kept), "--baseline", str(BENCH.parent), "--json", str(out)]
    run = subprocess.run(again, capture_output=True, text=True, timeout=240, env=env)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "generating" not in run.stderr
    [result] = json.loads(out.read_text())
    assert set(result["baseline"]) == set(result["routes"])
    assert all(result["baseline"][r]["requests"] == t["requests"] for r, t in result["routes"].items())
    assert "baseline above the floor" in run.stdout
