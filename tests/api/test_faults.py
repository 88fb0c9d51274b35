"""Faults lose nothing: a database outage answers 503 fast and heals itself; kill -9 loses no
acknowledged move (docs/architecture.md §9)."""

from __future__ import annotations

import signal
import time
import uuid
from pathlib import Path

import httpx
import psycopg

from igroteka.domain.matches import MatchService
from igroteka.server.store import store_env
from igroteka.server.store.postgres import lock_key
from tests.conftest import fresh_pg_database
from tests.support.client import Api
from tests.support.postgres import PgCluster
from tests.support.server import METRICS_AUTH, ServerProcess


def seated(api: Api) -> tuple[str, dict[int, str]]:
    created = api.create("pobeda", 2)
    claims = [api.claim(created["id"], f"p{n}") for n in range(2)]
    return created["id"], {c["seat"]: c["token"] for c in claims}


def next_move(api: Api, match_id: str, tokens: dict[int, str]) -> tuple[int, dict]:
    seat = api.envelope(match_id)["to_act"][0]
    return seat, api.legal(match_id, tokens[seat], f"seat{seat}")["moves"][0]


def test_a_database_outage_answers_503_fast_and_recovers_by_itself(tmp_path: Path) -> None:
    with PgCluster() as pg, ServerProcess(pg.url, tmp_path) as server:
        api = Api(server.url)
        match_id, tokens = seated(api)
        for _ in range(3):
            seat, move = next_move(api, match_id, tokens)
            assert api.move(match_id, tokens[seat], move, "s").status_code == 200
        seat, move = next_move(api, match_id, tokens)
        before = api.call("GET", f"/api/v1/matches/{match_id}/view", tokens[seat]).json()

        pg.stop("immediate")
        body = {"move_id": str(uuid.uuid4()), "move": move}
        started = time.monotonic()
        refused = api.call("POST", f"/api/v1/matches/{match_id}/moves", tokens[seat], json=body)
        assert refused.status_code == 503 and time.monotonic() - started < 2.5
        started = time.monotonic()
        again = api.call(
            "POST", f"/api/v1/matches/{match_id}/moves", tokens[seat], json={**body, "move_id": str(uuid.uuid4())}
        )
        assert again.status_code == 503 and time.monotonic() - started < 2.5
        cached = api.call("GET", f"/api/v1/matches/{match_id}/view", tokens[seat])
        assert cached.status_code == 200 and cached.json()["version"] == before["version"]
        not_ready = httpx.get(f"{server.url}/health/ready", timeout=5)
        assert not_ready.status_code == 503 and not_ready.json() == {"status": "unavailable"}
        assert not_ready.headers["retry-after"] == "1", "a 503 says when to look again, as the contract declares"

        pg.start()
        deadline = time.monotonic() + 30
        while httpx.get(f"{server.url}/health/ready", timeout=5).status_code != 200:
            assert time.monotonic() < deadline, "the server did not recover in 30 s"
            time.sleep(0.2)
        retried = api.call("POST", f"/api/v1/matches/{match_id}/moves", tokens[seat], json=body)
        assert retried.status_code == 200
        assert api.envelope(match_id)["version"] == retried.json()["version"]
        metrics = httpx.get(f"{server.url}/metrics", headers=METRICS_AUTH).text
        assert "igroteka_store_errors_total" in metrics
        api.close()


def test_kill_9_loses_no_acknowledged_move(tmp_path: Path, pg_admin_url: str) -> None:
    from tests.conftest import fresh_pg_database

    urls = fresh_pg_database(pg_admin_url)
    url = next(urls)
    acknowledged: dict[str, dict[str, int]] = {}  # match id -> move id -> acknowledged version
    server = ServerProcess(url, tmp_path).start()
    api = Api(server.url)
    match_id, tokens = seated(api)
    for round_ in range(3):
        for _ in range(15):
            if api.envelope(match_id)["status"] == "finished":  # a short deal: go on in a new match
                match_id, tokens = seated(api)
            seat, move = next_move(api, match_id, tokens)
            move_id = str(uuid.uuid4())
            response = api.call(
                "POST", f"/api/v1/matches/{match_id}/moves", tokens[seat], json={"move_id": move_id, "move": move}
            )
            assert response.status_code == 200
            acknowledged.setdefault(match_id, {})[move_id] = response.json()["version"]
        server.stop(signal.SIGKILL)
        server = ServerProcess(url, tmp_path).start()
        api.close()
        api = Api(server.url)
        for played, moves in acknowledged.items():
            assert api.envelope(played)["version"] >= max(moves.values()), f"round {round_}"
    server.stop()
    api.close()
    service = MatchService(store_env(url))
    try:
        for played, moves in acknowledged.items():
            stored = service.get(uuid.UUID(played)).moves
            assert set(moves) <= set(stored)
            assert all(stored[m].version == v for m, v in moves.items())
    finally:
        service.close()
        next(urls, None)


def test_a_bot_match_resumes_after_kill_9(tmp_path: Path, pg_admin_url: str) -> None:
    from tests.conftest import fresh_pg_database

    urls = fresh_pg_database(pg_admin_url)
    url = next(urls)
    with ServerProcess(url, tmp_path, bot_delay=0.02) as server:
        api = Api(server.url)
        match_id = api.create("pobeda", 3, bots=[0, 1, 2])["id"]
        deadline = time.monotonic() + 60
        while (envelope := api.envelope(match_id))["version"] < 30:
            assert time.monotonic() < deadline, f"the bots stalled at {envelope['version']}:\n{server.logs()}"
            time.sleep(0.05)
        server.stop(signal.SIGKILL)
        api.close()
    with ServerProcess(url, tmp_path, port=server.port, bot_delay=0.02) as restarted:
        api = Api(restarted.url)
        deadline = time.monotonic() + 60
        while (envelope := api.envelope(match_id))["status"] != "finished":
            assert time.monotonic() < deadline, f"the bots did not resume: {envelope['version']}\n{restarted.logs()}"
            time.sleep(0.1)
        assert envelope["outcome"]["reason"]
        api.close()
    next(urls, None)


def test_a_move_the_store_holds_up_answers_503_at_the_deadline_and_its_retry_returns_it(
    tmp_path: Path, pg_admin_url: str
) -> None:
    """A move decided on the event loop waits for its commit no longer than the store deadline;
    the commit may still follow, and the client's retry with the same move_id then returns it."""
    urls = fresh_pg_database(pg_admin_url)
    url = next(urls)
    probe = MatchService(store_env(url))
    recorder = probe.app.recorder
    key = lock_key(recorder.datastore.schema, recorder.events_table_name)  # every insert takes it, shared
    probe.close()
    with ServerProcess(url, tmp_path, store_deadline=1.0) as server:
        api = Api(server.url)
        match_id, tokens = seated(api)
        seat, move = next_move(api, match_id, tokens)
        version = api.envelope(match_id)["version"]
        body = {"move_id": str(uuid.uuid4()), "move": move}
        with psycopg.connect(url, autocommit=True) as blocker:
            blocker.execute("SELECT pg_advisory_lock(%s)", (key,))  # inserts now wait for it
            started = time.monotonic()
            held = api.call("POST", f"/api/v1/matches/{match_id}/moves", tokens[seat], json=body)
            waited = time.monotonic() - started
            blocker.execute("SELECT pg_advisory_unlock(%s)", (key,))
        assert (held.status_code, held.json()["code"]) == (503, "store_timeout")
        assert 0.9 < waited < 2.5
        retried = api.call("POST", f"/api/v1/matches/{match_id}/moves", tokens[seat], json=body)
        assert retried.status_code == 200 and retried.json()["version"] == version + 1
        assert api.envelope(match_id)["version"] == version + 1  # stored once
        api.close()
    next(urls, None)
