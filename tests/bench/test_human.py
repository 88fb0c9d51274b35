"""bench/human.py, the human-pace load: its plan of processes and addresses, what it reads of a refused
move, and a short run, two values of N each on a fresh server, two client processes on two loopback
addresses, and each N's cold start."""

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


def test_a_refused_move_is_read_by_its_code_and_errors_count_by_kind() -> None:
    human = load_human()
    refused = human.SEAT_MESSAGE.decode(
        b'{"type":"error","problem":{"type":"about:blank","title":"t","status":503,"code":"store_timeout"},'
        b'"move_id":"m1"}'
    )
    assert isinstance(refused, human.Refused) and refused.problem.code == "store_timeout" and refused.move_id == "m1"
    assert human.kind_of("GET /api/v1/matches/0b4e2c1a-90f2-4d7e-8d0c-3f1f5a6b7c8d/view: 503") == (
        "GET /api/v1/matches/…/view: 503"
    )


def test_human_pace_on_two_processes_and_two_addresses_each_n_on_a_fresh_server_then_its_cold_start(
    tmp_path: Path,
) -> None:
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
        "--warm",
        "2",
    ]
    command += ["--processes", "2", "--addresses", "127.0.0.1", "127.0.0.2", "--cold-start", "--json", str(out)]
    run = subprocess.run(command, capture_output=True, text=True, timeout=400)
    assert run.returncode == 0, run.stdout + run.stderr
    data = json.loads(out.read_text())
    for n, result in zip((2, 3), data["results"], strict=True):
        assert result["matches"] == result["matches_seated"] == result["matches_opened"] == n, result
        assert result["matches_not_opened"] == result["sockets_not_opened"] == 0, result
        assert result["sockets_opened"] == 5 * n and result["client_processes"] == 2, result
        assert result["source_addresses"] == ["127.0.0.1", "127.0.0.2"], result
        # think times of 0.2-0.8 s: each seat moves at most every 0.2 s, at least every ~0.8 s plus the server's time
        assert 2 * n <= result["moves"] <= 4 * n / 0.2, result
        assert result["offered_moves_per_s"] == round(n / 0.5, 1), result
        assert result["rejected_moves"] == 0 and result["rejected_by_code"] == {}, result
        assert result["sockets_closed_by_server"] == {} and result["errors"] == [] == list(result["error_kinds"])
        # idle, the server only waits: far under a core (a timer or sweeper that spun would take one);
        # beside the few busy matches here its CPU is noise, so the two are not compared
        assert 0 <= result["server_idle_cpu_cores"] < 0.5, result
        assert result["server_cpu_ms_per_move"] > 0 and result["rss_kib_per_socket"] is not None, result
        # a fresh server each N: the first reading is a warmed-up server's, not the last N's leftovers
        assert result["server_rss_mb_before"] <= result["server_rss_mb_open"], result
        assert result["rss_kib_per_match_played"] is not None, result
        assert 0 < result["opponent_p50_ms"] <= result["opponent_p99_ms"], result
        assert 0 < result["spectator_p50_ms"] <= result["spectator_p99_ms"], result
        cold = result["cold_start"]  # its own store: its N matches and the 2 of the warm-up, all running
        assert cold["matches"] == cold["answered"] == n + 2 and cold["errors"] == [], cold
        assert 0 < cold["live_s"] <= cold["all_answered_s"], cold
    grown = {"server_idle_cpu_cores", "server_cpu_ms_per_move", "rss_kib_per_match", "rss_kib_per_socket"}
    assert set(data["growth"]) == grown | {"opponent_p99_ms", "spectator_p99_ms"}
    assert "growth N = 2 -> 3:" in run.stdout
    assert "N = 2, cold start on 4 running matches" in run.stdout
    assert "N = 3, cold start on 5 running matches" in run.stdout
