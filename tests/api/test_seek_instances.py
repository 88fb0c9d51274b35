"""Quick play with two real server processes on one PostgreSQL (issue 38): 100 requests to play
across the five games, sent at once to either instance while both pair every 50 ms. Every request
is paired exactly once, every table is full and seats each request once, each match is made once
and starts, and every player holds the one seat of their one request (the seeks table's rows are
locked with FOR UPDATE SKIP LOCKED, so no two instances pair a row)."""

from __future__ import annotations

import time
import uuid
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import psycopg
import pytest

from tests.conftest import fresh_pg_database
from tests.support.client import Api
from tests.support.server import ServerProcess

# (game, seats, requests, rated): 100 requests in all, each game's a whole number of tables
TABLES = [("den_pobedy", 2, 20, True), ("ecologic", 2, 20, False), ("pobeda", 3, 18, False)]
TABLES += [("pyatiletka", 3, 18, False), ("zavody", 4, 24, False)]


@pytest.fixture
def database(pg_admin_url: str) -> Iterator[str]:
    yield from fresh_pg_database(pg_admin_url)


def ok(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()


def test_two_instances_pair_100_concurrent_requests_each_once_into_started_matches(
    database: str, tmp_path: Path
) -> None:
    with (
        ServerProcess(database, tmp_path, pairing_interval=0.05) as a,
        ServerProcess(database, tmp_path, pairing_interval=0.05) as b,
    ):
        apis = [Api(a.url), Api(b.url)]
        players = {
            n: ok(apis[n % 2].call("POST", "/api/v1/players", json={"name": f"rated {n}"}), 201) for n in range(20)
        }
        bodies: list[tuple[dict[str, Any], str | None]] = []
        for game, seats, count, rated in TABLES:
            for n in range(count):
                token = players[n]["token"]["token"] if rated else None
                name = None if rated else f"{game} {n}"
                bodies.append(({"game": game, "seats": seats, "rated": rated, "name": name}, token))

        def send(n: int) -> tuple[dict[str, Any], dict[str, Any]]:
            body, token = bodies[n]
            body = {k: v for k, v in body.items() if v is not None}
            return body, ok(apis[n % 2].call("POST", "/api/v1/seeks", token, json=body), 201)

        with ThreadPoolExecutor(32) as pool:
            sent = list(pool.map(send, range(len(bodies))))
        assert len(sent) == 100

        states: dict[str, dict[str, Any]] = {}
        deadline = time.monotonic() + 60
        while len(states) < len(sent) and time.monotonic() < deadline:
            for n, (_, made) in enumerate(sent):
                if made["id"] not in states:
                    state = ok(apis[(n + 1) % 2].call("GET", f"/api/v1/seeks/{made['id']}", made["token"]))
                    if state["status"] != "open":
                        states[made["id"]] = state
            time.sleep(0.2)
        assert len(states) == 100 and {s["status"] for s in states.values()} == {"paired"}

        tables: dict[str, list[tuple[dict[str, Any], dict[str, Any]]]] = {}
        for body, made in sent:
            tables.setdefault(states[made["id"]]["match_id"], []).append((body, states[made["id"]]))
        assert len(tables) == sum(count // seats for _, seats, count, _ in TABLES)
        for match_id, seated in tables.items():
            game, seats = seated[0][0]["game"], seated[0][0]["seats"]
            assert {body["game"] for body, _ in seated} == {game} and len(seated) == seats
            assert sorted(state["seat"] for _, state in seated) == list(range(seats))
            for _, state in seated:
                envelope = ok(apis[0].call("GET", f"/api/v1/matches/{match_id}", state["seat_token"]))
                assert envelope["status"] == "running" and envelope["rated"] == (game == "den_pobedy")

        for player in players.values():
            mine = ok(apis[1].call("GET", "/api/v1/players/me/matches", player["token"]["token"]))["matches"]
            assert len(mine) == 1 and mine[0]["id"] in tables

        with psycopg.connect(database) as conn:
            made = conn.execute("SELECT originator_id FROM igroteka_events WHERE originator_version = 1").fetchall()
        assert Counter(str(row[0]) for row in made) == Counter({str(uuid.UUID(m)): 1 for m in tables})
        for api in apis:
            api.close()
