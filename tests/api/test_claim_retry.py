"""A seat claim a client can retry safely (issue 40's spirit): with its `claim_id` a claim whose answer
was lost (503 `store_timeout` past the store's deadline, while its write still completed) is retried
to the same seat and the same token, on any instance, and a player's retried claim ends in "my
games"; nobody without the key learns that token. Real server processes on both stores, the store
held up the way a slow one would be: PostgreSQL's inserts wait for an advisory lock a test
connection holds, SQLite's for the write lock of a test connection's transaction."""

from __future__ import annotations

import sqlite3
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import psycopg
import pytest

from igroteka.domain.matches import MatchService
from igroteka.server.store import store_env
from igroteka.server.store.postgres import lock_key
from tests.conftest import STORES, fresh_pg_database
from tests.support.server import ServerProcess

MATCHES = "/api/v1/matches"
DEADLINE = 1.0  # the store's deadline (seconds): a claim held up longer answers 503 store_timeout


@pytest.fixture(scope="module", params=STORES)
def database_url(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """One store for the module's tests on each store: each test makes matches of its own."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path_factory.mktemp('store') / 'igroteka.sqlite'}"
    else:
        yield from fresh_pg_database(request.getfixturevalue("pg_admin_url"))


@pytest.fixture(scope="module")
def instances(database_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[list[ServerProcess]]:
    """Two instances on one PostgreSQL store, or the one process that serves an SQLite file; started
    once for the module's tests on that store."""
    count = 1 if database_url.startswith("sqlite") else 2
    workdir = tmp_path_factory.mktemp("servers")
    servers = [ServerProcess(database_url, workdir, store_deadline=DEADLINE).start() for _ in range(count)]
    try:
        yield servers
    finally:
        for server in servers:
            server.stop()


@pytest.fixture(scope="module")
def http() -> Iterator[httpx.Client]:
    """One kept client for the module's requests (httpx.get and httpx.post make a client, and load
    the CA bundle, ~50 ms of CPU, a call)."""
    with httpx.Client(timeout=30) as client:
        yield client


@contextmanager
def store_held_up(database_url: str) -> Iterator[None]:
    """The store takes no insert until the block ends (the inserts wait, then go through)."""
    if database_url.startswith("sqlite:///"):
        blocker = sqlite3.connect(database_url.removeprefix("sqlite:///"), isolation_level=None)
        blocker.execute("BEGIN IMMEDIATE")  # the write lock: the server's commits wait for it
        try:
            yield
        finally:
            blocker.execute("ROLLBACK")
            blocker.close()
        return
    probe = MatchService(store_env(database_url))
    recorder = probe.app.recorder
    key = lock_key(recorder.datastore.schema, recorder.events_table_name)  # every insert takes it, shared
    probe.close()
    with psycopg.connect(database_url, autocommit=True) as blocker:
        blocker.execute("SELECT pg_advisory_lock(%s)", (key,))
        try:
            yield
        finally:
            blocker.execute("SELECT pg_advisory_unlock(%s)", (key,))


def claim(
    http: httpx.Client, server: ServerProcess, match_id: str, body: dict[str, Any], token: str | None = None
) -> httpx.Response:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return http.post(f"{server.url}{MATCHES}/{match_id}/seats", json=body, headers=headers)


def problem(response: httpx.Response, status: int, code: str) -> dict[str, Any]:
    assert (response.status_code, response.headers["content-type"]) == (status, "application/problem+json"), (
        response.text
    )
    assert response.json()["code"] == code, response.text
    return response.json()


def lost(
    http: httpx.Client,
    server: ServerProcess,
    database_url: str,
    match_id: str,
    body: dict[str, Any],
    token: str | None = None,
) -> None:
    """A claim the store holds up past the deadline: answered 503, its write completing afterwards."""
    before = names(http, server, match_id)
    with store_held_up(database_url):
        problem(claim(http, server, match_id, body, token), 503, "store_timeout")
    deadline = time.monotonic() + 10
    while names(http, server, match_id) == before:
        assert time.monotonic() < deadline, "the claim's write did not complete once the store answered"
        time.sleep(0.05)


def seat_of(http: httpx.Client, server: ServerProcess, match_id: str, token: str) -> Any:
    view = http.get(f"{server.url}{MATCHES}/{match_id}/view", headers={"Authorization": f"Bearer {token}"})
    assert view.status_code == 200, view.text
    return view.json()["viewer"]


def names(http: httpx.Client, server: ServerProcess, match_id: str) -> list[str | None]:
    seats = http.get(f"{server.url}{MATCHES}/{match_id}").json()["seats"]
    return [seat.get("name") for seat in seats]


def test_a_claim_whose_answer_was_lost_is_retried_with_its_claim_id_to_the_same_seat_and_token(
    instances: list[ServerProcess], http: httpx.Client, database_url: str
) -> None:
    first, other = instances[0], instances[-1]  # a retry reaches another instance where there are two
    match_id = http.post(f"{first.url}{MATCHES}", json={"game": "pobeda", "seats": 3}).json()["id"]
    http.get(f"{other.url}{MATCHES}/{match_id}").raise_for_status()  # the other instance has it cached
    key = str(uuid.uuid4())
    body = {"name": "Аня", "seat": 1, "claim_id": key}
    lost(http, first, database_url, match_id, body)

    retried = claim(http, other, match_id, body)
    assert retried.status_code == 201, retried.text
    seat, token = retried.json()["seat"], retried.json()["token"]
    assert seat == 1 and seat_of(http, other, match_id, token) == {"type": "seat", "n": 1}
    again = claim(http, first, match_id, {"name": "Аня", "claim_id": key})  # the seat may be left out on a retry
    assert again.status_code == 201 and (again.json()["seat"], again.json()["token"]) == (1, token), again.text
    assert names(http, first, match_id) == [None, "Аня", None], "one seat taken, by the claim that was lost"

    # Nobody without the key learns the token: the usual conflicts, and no seat taken
    for server in instances:
        refusals = [
            problem(claim(http, server, match_id, {"name": "Боря", "seat": 1}), 409, "seat_taken"),
            problem(
                claim(http, server, match_id, {"name": "Боря", "seat": 1, "claim_id": str(uuid.uuid4())}),
                409,
                "seat_taken",
            ),
            problem(claim(http, server, match_id, {"name": "Аня", "claim_id": str(uuid.uuid4())}), 409, "name_taken"),
            problem(claim(http, server, match_id, {"name": "Боря", "claim_id": key}), 409, "claim_id_reused"),
            problem(claim(http, server, match_id, {"name": "Аня", "seat": 2, "claim_id": key}), 409, "claim_id_reused"),
            problem(
                claim(http, server, match_id, {"name": "Боря", "claim_id": str(uuid.uuid1())}), 422, "bad_claim_id"
            ),
        ]
        assert not any(token in str(refusal) or key in str(refusal) for refusal in refusals)
    assert names(http, other, match_id) == [None, "Аня", None]


def test_a_players_claim_whose_answer_was_lost_ends_in_my_games_once_retried(
    instances: list[ServerProcess], http: httpx.Client, database_url: str
) -> None:
    first, other = instances[0], instances[-1]
    player = http.post(f"{first.url}/api/v1/players", json={"name": "Зина"}).json()["token"]["token"]
    match_id = http.post(f"{first.url}{MATCHES}", json={"game": "pobeda", "seats": 3}).json()["id"]
    body = {"name": "Зина", "claim_id": str(uuid.uuid4())}
    me = http.get(f"{first.url}/api/v1/players/me", headers={"Authorization": f"Bearer {player}"})
    assert me.status_code == 200  # its use is noted now, not in the claim the store holds up
    lost(http, first, database_url, match_id, body, player)

    problem(claim(http, other, match_id, {"name": "Оля", "claim_id": str(uuid.uuid4())}, player), 409, "player_seated")
    problem(claim(http, other, match_id, body), 409, "claim_id_reused")  # the key, but not as the player
    retried = claim(http, other, match_id, body, player)
    assert retried.status_code == 201, retried.text
    seat, token = retried.json()["seat"], retried.json()["token"]
    assert (
        seat_of(http, other, match_id, token) == seat_of(http, other, match_id, player) == {"type": "seat", "n": seat}
    )
    mine = http.get(f"{other.url}/api/v1/players/me/matches", headers={"Authorization": f"Bearer {player}"})
    assert [m["id"] for m in mine.json()["matches"]] == [match_id], mine.text
    assert names(http, first, match_id) == ["Зина", None, None]


def test_a_claim_never_answered_is_a_new_claim_and_the_key_starts_no_second_seat_on_a_full_match(
    instances: list[ServerProcess],
    http: httpx.Client,
) -> None:
    """A key the store never saw claims as a first try; once the match is full and started, its retry
    still answers its seat and token, where any other claim hears that the match is full."""
    server = instances[-1]
    match_id = http.post(f"{server.url}{MATCHES}", json={"game": "pobeda", "seats": 2}).json()["id"]
    keys = [str(uuid.uuid4()), str(uuid.uuid4())]
    claimed = [
        claim(http, server, match_id, {"name": f"игрок {n}", "claim_id": key}).json() for n, key in enumerate(keys)
    ]
    assert [c["seat"] for c in claimed] == [0, 1]
    assert http.get(f"{server.url}{MATCHES}/{match_id}").json()["status"] == "running"
    for n, key in enumerate(keys):
        retried = claim(http, server, match_id, {"name": f"игрок {n}", "claim_id": key})
        assert retried.status_code == 201 and retried.json()["token"] == claimed[n]["token"], retried.text
    problem(claim(http, server, match_id, {"name": "третий", "claim_id": str(uuid.uuid4())}), 409, "match_full")
    assert claimed[0]["token"] != claimed[1]["token"]


def test_a_name_of_ten_thousand_characters_is_refused_as_too_long_like_any_other_too_long_name(
    instances: list[ServerProcess],
    http: httpx.Client,
) -> None:
    server = instances[0]
    match_id = http.post(f"{server.url}{MATCHES}", json={"game": "pobeda", "seats": 2}).json()["id"]
    for name in ("я" * 33, "я" * 129, "я" * 10_000):
        problem(claim(http, server, match_id, {"name": name}), 422, "name_too_long")
    player = http.post(f"{server.url}/api/v1/players", json={"name": "я" * 10_000})
    problem(player, 422, "name_too_long")
    assert names(http, server, match_id) == [None, None]
