"""Web Push only when the player has no stream open (issue 38), through a real server on each store
and a stand-in push service on loopback (tests/support/pushservice.py): while the player's stream
or their seat's stream of the match is open, a notice reaches that stream and the push service gets
nothing (the delivery logged ``skipped``); once the stream is closed, the next notice is pushed."""

from __future__ import annotations

import json
import sqlite3
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

import psycopg
import pytest
from websockets.sync.client import ClientConnection, connect

from tests.api.test_notices_api import auth, http, sign_up
from tests.support.pushservice import Browser, PushService
from tests.support.server import ServerProcess

API = "/api/v1"
T = TypeVar("T")


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def server(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    from tests.conftest import fresh_pg_database

    workdir = tmp_path_factory.mktemp("pushstreams")
    urls = (
        iter([f"sqlite:///{workdir / 'igroteka.sqlite'}"])
        if request.param == "sqlite"
        else fresh_pg_database(request.getfixturevalue("pg_admin_url"))
    )
    settings = {"notice_interval": 0.05, "client_header": "X-Client-Address", "push_private_targets": "true"}
    with ServerProcess(next(urls), workdir, vapid_key_file=str(workdir / "vapid.pem"), **settings) as process:
        yield process
    next(urls, None)


@pytest.fixture(scope="module")
def service() -> Iterator[PushService]:
    with PushService() as stand_in:
        yield stand_in


def subscribed(server: ServerProcess, service: PushService, token: str) -> Browser:
    key = http().get(f"{server.url}{API}/push/key").json()["public_key"]
    browser = service.subscribe(key)
    made = http().post(f"{server.url}{API}/players/me/push-subscriptions", json=browser.json(), headers=auth(token))
    assert made.status_code == 201, made.text
    return browser


def match_of_two(server: ServerProcess, first: str, second: str) -> tuple[str, dict[int, str]]:
    """A «Победа!» match for two, both seats claimed with player tokens: its id and each seat's token."""
    match = http().post(f"{server.url}{API}/matches", json={"game": "pobeda", "seats": 2}).json()["id"]
    seats: dict[int, str] = {}
    for name, token in (("Аня", first), ("Боря", second)):
        claimed = http().post(f"{server.url}{API}/matches/{match}/seats", json={"name": name}, headers=auth(token))
        assert claimed.status_code == 201, claimed.text
        seats[claimed.json()["seat"]] = token
    return match, seats


def to_my_turn(server: ServerProcess, match: str, seats: dict[int, str], mine: int) -> int:
    """Moves (the first legal one of the seat to act) until it is ``mine``'s turn; the version then."""
    while True:
        envelope = http().get(f"{server.url}{API}/matches/{match}").json()
        if envelope["to_act"] == [mine]:
            return int(envelope["version"])
        seat = envelope["to_act"][0]
        legal = http().get(f"{server.url}{API}/matches/{match}/legal-moves", headers=auth(seats[seat])).json()
        body = {"move_id": str(uuid.uuid4()), "move": legal["moves"][0], "expected_version": legal["version"]}
        moved = http().post(f"{server.url}{API}/matches/{match}/moves", json=body, headers=auth(seats[seat]))
        assert moved.status_code == 200, moved.text


def pass_turn(server: ServerProcess, match: str, seats: dict[int, str], mine: int) -> int:
    """``mine`` moves, then the others until it is ``mine``'s turn again; the version then."""
    legal = http().get(f"{server.url}{API}/matches/{match}/legal-moves", headers=auth(seats[mine])).json()
    body = {"move_id": str(uuid.uuid4()), "move": legal["moves"][0], "expected_version": legal["version"]}
    moved = http().post(f"{server.url}{API}/matches/{match}/moves", json=body, headers=auth(seats[mine]))
    assert moved.status_code == 200, moved.text
    return to_my_turn(server, match, seats, mine)


def stream(url: str, token: str) -> ClientConnection:
    return connect(url, subprotocols=["igroteka.v1", f"bearer.{token}"], open_timeout=10)


def until(socket: ClientConnection, found: Callable[[dict[str, Any]], bool], seconds: float = 15) -> dict[str, Any]:
    """The next message ``found`` takes (others skipped)."""
    deadline = time.monotonic() + seconds
    while True:
        message = json.loads(socket.recv(timeout=max(0.1, deadline - time.monotonic())))
        if found(message):
            return message


def eventually(read: Callable[[], T | None], seconds: float = 15) -> T:
    deadline = time.monotonic() + seconds
    while (value := read()) is None:
        assert time.monotonic() < deadline, "not within the time"
        time.sleep(0.05)
    return value


def rows(server: ServerProcess, sql: str, *params: Any) -> list[tuple[Any, ...]]:
    """A query of the server's store ({p} placeholders)."""
    url = server.env["IGROTEKA_DATABASE_URL"]
    if url.startswith("sqlite:///"):
        with sqlite3.connect(url.removeprefix("sqlite:///")) as conn:
            return conn.execute(sql.format(p="?"), params).fetchall()
    with psycopg.connect(url) as conn:
        return conn.execute(sql.format(p="%s"), params).fetchall()  # type: ignore[call-overload]


def push_result(server: ServerProcess, key: str) -> str | None:
    """How the notice's Web Push delivery ended, once it has."""
    found = rows(server, "SELECT result FROM igroteka_delivery_log WHERE notice_key = {p} AND channel = 'webpush'", key)
    return str(found[-1][0]) if found else None


def pushed_keys(service: PushService, browser: Browser) -> list[str]:
    return [json.loads(arrival.payload)["data"]["key"] for arrival in service.received(browser)]


def turn_key(match: str, version: int, seat: int) -> str:
    return f"your_turn:{match}:{version}:{seat}"


def test_no_push_while_the_player_stream_is_open_and_the_next_notice_pushed_once_it_is_closed(
    server: ServerProcess, service: PushService
) -> None:
    me, first = sign_up(server, f"Аня{uuid.uuid4().hex[:4]}")
    _, second = sign_up(server, f"Боря{uuid.uuid4().hex[:4]}")
    browser = subscribed(server, service, first)
    with stream(f"{server.ws}{API}/players/me/stream", first) as socket:
        until(socket, lambda m: m["type"] == "ready")
        match, seats = match_of_two(server, first, second)
        mine = next(seat for seat, token in seats.items() if token == first)
        version = to_my_turn(server, match, seats, mine)
        told = until(socket, lambda m: m["type"] == "notice" and m["notice"]["kind"] == "your_turn")
        assert told["notice"]["key"] == turn_key(match, version, mine)
        assert eventually(lambda: push_result(server, told["notice"]["key"])) == "skipped"
    assert pushed_keys(service, browser) == []
    eventually(lambda: None if rows(server, "SELECT 1 FROM igroteka_player_streams WHERE player = {p}", me) else 1)

    version = pass_turn(server, match, seats, mine)
    key = turn_key(match, version, mine)
    assert eventually(lambda: push_result(server, key)) == "delivered"
    assert pushed_keys(service, browser) == [key]


def test_no_push_while_the_players_seat_stream_of_the_match_is_open(
    server: ServerProcess, service: PushService
) -> None:
    _, first = sign_up(server, f"Аня{uuid.uuid4().hex[:4]}")
    _, second = sign_up(server, f"Боря{uuid.uuid4().hex[:4]}")
    browser = subscribed(server, service, first)
    match, seats = match_of_two(server, first, second)
    mine = next(seat for seat, token in seats.items() if token == first)
    with stream(f"{server.ws}{API}/matches/{match}/stream", first) as socket:
        assert until(socket, lambda m: "view" in m)["view"]["viewer"] == {"type": "seat", "n": mine}
        eventually(lambda: rows(server, "SELECT 1 FROM igroteka_presence WHERE match_id = {p} AND open", match) or None)
        to_my_turn(server, match, seats, mine)  # told perhaps before the stream opened
        key = turn_key(match, pass_turn(server, match, seats, mine), mine)
        assert eventually(lambda: push_result(server, key)) == "skipped"
    assert key not in pushed_keys(service, browser)
