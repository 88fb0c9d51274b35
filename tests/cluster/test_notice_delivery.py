"""Issue 38's "done when" for webhooks: two instances on one PostgreSQL, a burst of moves across
several matches, one instance killed with SIGKILL in the middle of it; every webhook the stored
events call for arrives at a receiver on loopback (its signature verified with the Standard
Webhooks library), once when deduplicated by ``webhook-id``, and none they do not call for.

What the stored events call for is computed here from the store itself: each match's events read
back and folded, every event's notices made by ``projections.notices`` (the function the outbox
derives with), kept for the players whose webhooks want them."""

from __future__ import annotations

import signal
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from random import Random

import httpx
import pytest

from domain.match import Match
from projections.notices import Moment, match_notices, moment
from server.store import store_env
from tests.conftest import fresh_pg_database
from tests.support.server import ServerProcess
from tests.support.webhooks import Receiver

API = "/api/v1"
SETTINGS = {
    "notice_interval": 0.05,
    "webhook_private_targets": "true",
    "client_header": "X-Client-Address",
    "moves_per_second": 10_000,
    "move_burst": 10_000,
}
MATCHES = 4
KINDS = ["your_turn", "takeback_asked", "match_ended", "paired", "tour_started", "rating_changed"]


@pytest.fixture
def database(pg_admin_url: str) -> Iterator[str]:
    yield from fresh_pg_database(pg_admin_url)


def call(urls: list[str], method: str, path: str, **kwargs: object) -> httpx.Response:
    """The request on the first instance that answers (a client retries on the other while one dies)."""
    deadline = time.monotonic() + 30
    while True:
        for url in urls:
            try:
                response = httpx.request(method, f"{url}{path}", timeout=5, **kwargs)  # type: ignore[arg-type]
            except httpx.TransportError:
                continue
            if response.status_code not in (502, 503, 504):
                return response
        assert time.monotonic() < deadline, "no instance answered"
        time.sleep(0.05)


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def player(urls: list[str], n: int, receiver: Receiver) -> str:
    """A player whose webhook (every kind) posts to the receiver's path of its own; their token."""
    made = call(urls, "POST", f"{API}/players", json={"name": f"Hook{n}"}, headers={"X-Client-Address": f"10.3.0.{n}"})
    token = made.json()["token"]["token"]
    path = f"/hook/{n}"
    hook = call(
        urls,
        "POST",
        f"{API}/players/me/webhooks",
        json={"url": receiver.url + f"/{n}", "kinds": KINDS},
        headers=auth(token),
    )
    assert hook.status_code == 201, hook.text
    receiver.secrets[path] = hook.json()["secret"]
    return token


def burst(urls: list[str], match: str, seats: dict[int, str], moves: int, seed: int) -> None:
    """The seat to act plays a random legal move, ``moves`` times or until the match ends; a move
    keeps its move_id across retries, so none is played twice."""
    rng = Random(seed)
    for _ in range(moves):
        envelope = call(urls, "GET", f"{API}/matches/{match}").json()
        if envelope["status"] != "running":
            return
        seat = envelope["to_act"][0]
        legal = call(urls, "GET", f"{API}/matches/{match}/legal-moves", headers=auth(seats[seat])).json()
        if not legal["moves"]:
            continue
        body = {"move_id": str(uuid.uuid4()), "move": rng.choice(legal["moves"]), "expected_version": legal["version"]}
        call(urls, "POST", f"{API}/matches/{match}/moves", json=body, headers=auth(seats[seat]))


def called_for(database: str, matches: list[str], players: set[str]) -> set[str]:
    """The keys of every notice the stored events of these matches call for, for these players."""
    from domain.matches import MatchService

    service = MatchService(store_env(database))
    try:
        keys: set[str] = set()
        for match_id in matches:
            match: Match | None = None
            for event in service.app.events.get(uuid.UUID(match_id)):
                before = moment(match) if match is not None else Moment()
                match = event.mutate(match)
                assert match is not None
                keys.update(n.key for n in match_notices(match, before) if n.player in players)
        return keys
    finally:
        service.close()


def test_every_webhook_the_stored_events_call_for_arrives_once_through_a_kill(database: str, tmp_path: Path) -> None:
    a = ServerProcess(database, tmp_path, **SETTINGS).start()
    b = ServerProcess(database, tmp_path, **SETTINGS).start()
    receiver = Receiver()
    try:
        urls = [a.url, b.url]
        tokens = [player(urls, n, receiver) for n in range(2 * MATCHES)]
        ids = {call(urls, "GET", f"{API}/players/me", headers=auth(t)).json()["id"] for t in tokens}
        matches: list[tuple[str, dict[int, str]]] = []
        for m in range(MATCHES):
            at = [urls[m % 2]]
            match = call(at, "POST", f"{API}/matches", json={"game": "pobeda", "seats": 2}).json()["id"]
            seats: dict[int, str] = {}
            for n, token in enumerate(tokens[2 * m : 2 * m + 2]):
                name = {"name": f"Seat{n}"}
                claimed = call(at, "POST", f"{API}/matches/{match}/seats", json=name, headers=auth(token))
                assert claimed.status_code == 201, claimed.text
                seats[claimed.json()["seat"]] = token
            matches.append((match, seats))
        players = [
            threading.Thread(target=burst, args=([urls[m % 2], urls[(m + 1) % 2]], match, seats, 40, m))
            for m, (match, seats) in enumerate(matches)
        ]
        for thread in players:
            thread.start()
        time.sleep(2.0)  # the burst under way, deliveries in flight on both instances
        a.stop(signal.SIGKILL)
        for thread in players:
            thread.join(timeout=240)
        expected = called_for(database, [m for m, _ in matches], ids)
        assert len(expected) > 2 * MATCHES
        deadline = time.monotonic() + 90  # a killed instance's leased rows are claimed again after their lease
        while {key for key, _ in receiver.got} != expected and time.monotonic() < deadline:
            time.sleep(0.2)
        time.sleep(1.0)  # nothing more trickles in
        got = {key for key, _ in receiver.got}
        assert not receiver.bad, receiver.bad[:3]
        assert got - expected == set(), sorted(got - expected)[:5]
        assert expected - got == set(), sorted(expected - got)[:5]
        for key, payload in receiver.got:
            assert payload["data"]["key"] == key and payload["data"]["player"] in ids
    finally:
        receiver.close()
        a.stop()
        b.stop()
