"""Per-client quotas on costly actions: one budget a minute per client across every instance on one
store, a 429 with Retry-After beyond it, other clients untouched, all-bot matches on their own
smaller budget (0: refused)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from tests.support.server import ServerProcess

CLIENT = "X-Client-Address"  # the header a trusted proxy would set, so one test process is many clients
MATCH = {"game": "pobeda", "seats": 2, "bots": [1]}


def create(server: ServerProcess, client: str, body: dict[str, object] = MATCH) -> httpx.Response:
    return httpx.post(f"{server.url}/api/v1/matches", json=body, headers={CLIENT: client}, timeout=10)


@pytest.fixture
def instances(database_url: str, tmp_path: Path) -> Iterator[list[ServerProcess]]:
    """Two instances on one PostgreSQL database (one on SQLite, which serves a single process)."""
    settings = {"quota_matches": 3, "quota_bot_matches": 0, "quota_seats": 2, "client_header": CLIENT}
    count = 1 if database_url.startswith("sqlite") else 2
    servers = [ServerProcess(database_url, tmp_path, **settings).start() for _ in range(count)]
    yield servers
    for server in servers:
        server.stop()


def test_a_client_beyond_its_budget_gets_429_on_every_instance_and_others_do_not(
    instances: list[ServerProcess],
) -> None:
    answers = [create(instances[n % len(instances)], "10.0.0.1") for n in range(3)]
    assert [a.status_code for a in answers] == [201, 201, 201]
    for server in instances:
        refused = create(server, "10.0.0.1")
        assert refused.status_code == 429, refused.text
        assert refused.json()["code"] == "quota_exceeded"
        assert 1 <= int(refused.headers["retry-after"]) <= 60
    assert create(instances[-1], "10.0.0.2").status_code == 201


def test_all_bot_matches_have_their_own_budget_and_zero_turns_them_off(instances: list[ServerProcess]) -> None:
    refused = create(instances[0], "10.0.0.3", {"game": "pobeda", "seats": 2, "bots": [0, 1]})
    assert refused.status_code == 403 and refused.json()["code"] == "action_off"
    assert create(instances[0], "10.0.0.3").status_code == 201


def test_claiming_seats_is_budgeted_per_client(instances: list[ServerProcess]) -> None:
    server = instances[-1]
    made = [create(server, "10.0.0.4", {"game": "pobeda", "seats": 2}).json()["id"] for _ in range(2)]
    claims = [
        httpx.post(f"{server.url}/api/v1/matches/{m}/seats", json={"name": "Зина"}, headers={CLIENT: "10.0.0.5"})
        for m in [*made, made[0]]
    ]
    assert [c.status_code for c in claims] == [201, 201, 429]
    other = httpx.post(
        f"{server.url}/api/v1/matches/{made[0]}/seats", json={"name": "Оля"}, headers={CLIENT: "10.0.0.6"}
    )
    assert other.status_code == 201, other.text


def test_a_client_holds_a_bounded_number_of_open_streams(tmp_path: Path) -> None:
    with ServerProcess(
        f"sqlite:///{tmp_path / 'db.sqlite'}", tmp_path, ws_per_client=2, client_header=CLIENT
    ) as server:
        match = create(server, "10.0.0.7").json()["id"]
        url = f"{server.ws}/api/v1/matches/{match}/stream"
        mine = {"additional_headers": {CLIENT: "10.0.0.7"}, "proxy": None}
        with connect(url, **mine) as first, connect(url, **mine):
            assert json.loads(first.recv(timeout=10))["type"] == "snapshot"
            with connect(url, **mine) as third:
                refused = json.loads(third.recv(timeout=10))
                assert refused["problem"]["code"] == "too_many_streams"
                with pytest.raises(ConnectionClosed) as closed:
                    third.recv(timeout=10)
                assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
            with connect(url, additional_headers={CLIENT: "10.0.0.8"}, proxy=None) as other:
                assert json.loads(other.recv(timeout=10))["type"] == "snapshot"
        with connect(url, **mine) as again:
            assert json.loads(again.recv(timeout=10))["type"] == "snapshot"
