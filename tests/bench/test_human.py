"""bench/human.py, the human-pace load: its plan of processes and addresses, and a short run on its own
server, two values of N, two client processes on two loopback addresses, and the cold start."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

BENCH = Path(__file__).resolve().parents[2] / "bench"


def load_human() -> ModuleType:
    sys.path.insert(0, str(BENCH))
    spec = importlib.util.spec_from_file_location("bench_human", BENCH / "human.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_human"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_the_plan_keeps_each_process_and_address_under_its_ceiling() -> None:
    human = load_human()
    plan = human.plan(10_000, None, None)
    assert sum(count for _, count in plan) == 10_000
    assert all(count * human.SOCKETS_A_MATCH <= human.SOCKETS_A_PROCESS for _, count in plan)
    by_address: dict[str, int] = {}
    for local, count in plan:
        by_address[local] = by_address.get(local, 0) + count * human.SOCKETS_A_MATCH
    assert sorted(by_address) == ["127.0.0.1", "127.0.0.2"]
    assert max(by_address.values()) <= human.SOCKETS_AN_ADDRESS
    assert human.plan(3, 5, ["127.0.0.9"]) == [("127.0.0.9", 1)] * 3  # no process without a match


def test_growth_is_the_last_n_over_the_first() -> None:
    human = load_human()
    first = dict.fromkeys(human.GROWN, 2.0)
    last = {**dict.fromkeys(human.GROWN, 3.0), "opponent_p99_ms": None}
    grown = human.growth([first, {}, last])
    assert grown["server_cpu_ms_per_move"] == 1.5 and grown["opponent_p99_ms"] is None


def test_human_pace_on_two_processes_and_two_addresses_then_a_cold_start(tmp_path: Path) -> None:
    out = tmp_path / "human.json"
    command = [
        sys.executable,
        str(BENCH / "human.py"),
        "--matches",
        "2",
        "3",
        "--duration",
        "4",
        "--idle",
        "1",
        "--think",
        "0.2",
        "0.8",
    ]
    command += ["--processes", "2", "--addresses", "127.0.0.1", "127.0.0.2", "--cold-start", "--json", str(out)]
    run = subprocess.run(command, capture_output=True, text=True, timeout=240)
    assert run.returncode == 0, run.stdout + run.stderr
    data = json.loads(out.read_text())
    for n, result in zip((2, 3), data["results"], strict=True):
        assert result["matches"] == result["matches_opened"] == n, result
        assert result["matches_not_opened"] == result["sockets_not_opened"] == 0, result
        assert result["sockets_opened"] == 5 * n and result["client_processes"] == 2, result
        assert result["source_addresses"] == ["127.0.0.1", "127.0.0.2"], result
        # think times of 0.2-0.8 s: each seat moves at most every 0.2 s, at least every ~0.8 s plus the server's time
        assert 2 * n <= result["moves"] <= 4 * n / 0.2, result
        assert result["rejected_moves"] == 0 and result["errors"] == [], result
        # idle, the server only waits: far under a core (a timer or sweeper that spun would take one);
        # beside the few busy matches here its CPU is noise, so the two are not compared
        assert 0 <= result["server_idle_cpu_cores"] < 0.5, result
        assert result["server_cpu_ms_per_move"] > 0 and result["rss_kib_per_socket"] is not None, result
        assert 0 < result["opponent_p50_ms"] <= result["opponent_p99_ms"], result
        assert 0 < result["spectator_p50_ms"] <= result["spectator_p99_ms"], result
    grown = {"server_idle_cpu_cores", "server_cpu_ms_per_move", "rss_kib_per_match", "rss_kib_per_socket"}
    assert set(data["growth"]) == grown | {"opponent_p99_ms", "spectator_p99_ms"}
    cold = data["cold_start"]
    assert cold["matches"] == 5 and 0 < cold["live_s"] <= cold["all_answered_s"], cold
    assert "growth N = 2 -> 3:" in run.stdout and "cold start, 5 running matches" in run.stdout
