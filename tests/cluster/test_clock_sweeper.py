"""Time-outs with several instances on one PostgreSQL database (issue 14): both instances sweep for
clocks that ran out, yet each time-out is stored exactly once; and deadlines live in the stored
events, so an instance killed with SIGKILL and restarted later still times out the matches whose
clocks ran out while no instance was up."""

from __future__ import annotations

import signal
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import fresh_pg_database
from tests.support.client import Api
from tests.support.server import ServerProcess

LOSE = {"kind": "fischer", "seconds": 1.5, "on_timeout": "lose"}


@pytest.fixture
def database(pg_admin_url: str) -> Iterator[str]:
    yield from fresh_pg_database(pg_admin_url)


def clocked(api: Api, control: dict[str, Any]) -> str:
    response = api.call("POST", "/api/v1/matches", json={"game": "pobeda", "seats": 2, "time_control": control})
    assert response.status_code == 201, response.text
    match_id = response.json()["id"]
    for n in range(2):
        api.claim(match_id, f"игрок {n}")
    return match_id


def timed_out(api: Api, match_id: str, seconds: float = 20) -> list[str]:
    """The match's stored event kinds once it has finished (by the time-out)."""
    deadline = time.monotonic() + seconds
    while api.envelope(match_id)["status"] != "finished":
        assert time.monotonic() < deadline, api.envelope(match_id)
        time.sleep(0.1)
    record = api.call("GET", f"/api/v1/matches/{match_id}/record").json()
    return [e["kind"] for e in record["events"]]


def test_two_instances_store_each_time_out_once_and_a_restart_loses_none(database: str, tmp_path: Path) -> None:
    a = ServerProcess(database, tmp_path, clock_sweep=0.05).start()
    b = ServerProcess(database, tmp_path, clock_sweep=0.05).start()
    api_a, api_b = Api(a.url), Api(b.url)
    try:
        # Both instances sweep: each clock that runs out is timed out by exactly one of them.
        raced = [clocked(api_a if n % 2 else api_b, LOSE) for n in range(6)]
        for match_id in raced:
            kinds = timed_out(api_a, match_id)
            assert kinds.count("timed_out") == 1 and kinds[-1] == "timed_out", kinds
        # Kill both with SIGKILL while clocks run; restart one once the deadlines have passed.
        waiting = [clocked(api_a, LOSE) for _ in range(3)]
        a.stop(signal.SIGKILL)
        b.stop(signal.SIGKILL)
        time.sleep(2.5)
        a.start()
        for match_id in waiting:
            kinds = timed_out(api_a, match_id)
            assert kinds.count("timed_out") == 1 and kinds[-1] == "timed_out", kinds
        outcome = api_a.envelope(waiting[0])["outcome"]
        assert outcome["reason"] == "timeout" and len(outcome["winners"]) == 1
    finally:
        api_a.close()
        api_b.close()
        a.stop()
        b.stop()
    lost = a.logs().count("time-out not appended") + b.logs().count("time-out not appended")
    print(f"time-outs that lost the race to the other instance: {lost}")


def test_two_instances_make_each_default_decision_once_and_only_once_its_clock_ran_out(
    database: str, tmp_path: Path
) -> None:
    """Each instance keeps its own deadlines from the log: a decision made by default on one moves
    the deadline on the other, so whole matches played by time-outs alone, with both instances
    sweeping until one is killed mid-match, verify: every time-out was stored once its clock had run
    out, at its own version; the survivor carries on with the matches the other created."""
    a = ServerProcess(database, tmp_path, clock_sweep=0.05).start()
    b = ServerProcess(database, tmp_path, clock_sweep=0.05).start()
    api_a, api_b = Api(a.url), Api(b.url)
    default = {"kind": "move", "seconds": 0.1, "on_timeout": "default"}
    try:
        matches = [clocked(api_a if n % 2 else api_b, default) for n in range(4)]
        time.sleep(1.5)
        a.stop(signal.SIGKILL)
        assert all(api_b.envelope(m)["status"] == "running" for m in matches)  # killed mid-match
        for match_id in matches:
            kinds = timed_out(api_b, match_id, seconds=120)
            assert set(kinds[kinds.index("started") + 1 :]) == {"timed_out"}, kinds
            record = api_b.call("GET", f"/api/v1/matches/{match_id}/record").json()
            verdict = api_b.call("POST", "/api/v1/records/verify", json=record).json()
            assert verdict["legal"] is True, verdict
    finally:
        api_a.close()
        api_b.close()
        a.stop()
        b.stop()
    swept = [server.logs().count("time-out not appended") for server in (a, b)]
    print(f"default time-outs that lost the race to the other instance: {swept}")
