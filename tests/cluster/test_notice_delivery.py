"""Issue 38's "done when" for webhooks and Web Push: two instances on one PostgreSQL, a burst of
moves across several matches, one instance killed with SIGKILL in the middle of it; every webhook
the stored events call for arrives at a receiver on loopback (its signature verified with the
Standard Webhooks library), once when deduplicated by ``webhook-id``, and none they do not call
for; every Web Push they call for arrives at the stand-in push service (which checks its VAPID
signature and decrypts it with the keys the test made for the player's browser), once when
deduplicated by the notice's key, and none they do not call for.

What the stored events call for is computed here from the store itself: each match's events read
back and folded, every event's notices made by ``projections.notices`` (the function the outbox
derives with), kept for the players whose webhooks want them."""

from __future__ import annotations

import base64
import json
import signal
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from random import Random
from typing import Any

import httpx
import pytest
from websockets.sync.client import connect

from igroteka.domain.match import Match
from igroteka.domain.standing import standing
from igroteka.projections.notices import Moment, match_notices, moment
from igroteka.server.store import store_env
from igroteka.server.webpush import topic
from tests.conftest import fresh_pg_database
from tests.support.pushservice import Browser, PushService
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


@pytest.fixture
def push() -> Iterator[PushService]:
    with PushService() as service:
        yield service


CLIENTS = threading.local()  # one client a thread: making one loads the CA bundle, ~50 ms of CPU


def call(urls: list[str], method: str, path: str, **kwargs: Any) -> httpx.Response:
    """The request on the first instance that answers (a client retries on the other while one dies)."""
    client = getattr(CLIENTS, "client", None)
    if client is None:
        client = CLIENTS.client = httpx.Client(timeout=5)
    deadline = time.monotonic() + 30
    while True:
        for url in urls:
            try:
                response = client.request(method, f"{url}{path}", **kwargs)
            except httpx.TransportError:
                continue
            if response.status_code not in (502, 503, 504):
                return response
        assert time.monotonic() < deadline, "no instance answered"
        time.sleep(0.05)


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def account(urls: list[str], n: int) -> str:
    """A new player's token."""
    made = call(urls, "POST", f"{API}/players", json={"name": f"Hook{n}"}, headers={"X-Client-Address": f"10.3.0.{n}"})
    return made.json()["token"]["token"]


def player(urls: list[str], n: int, receiver: Receiver, push: PushService, browsers: dict[str, Browser]) -> str:
    """A player whose webhook (every kind) posts to the receiver's path of its own, and whose browser
    (every kind) is subscribed at the stand-in push service (kept in ``browsers`` by its token, the
    last part of its endpoint); their token."""
    token = account(urls, n)
    key = call(urls, "GET", f"{API}/push/key").json()["public_key"]
    browser = push.subscribe(key)
    subscribed = call(
        urls, "POST", f"{API}/players/me/push-subscriptions", json=browser.json(kinds=KINDS), headers=auth(token)
    )
    assert subscribed.status_code == 201, subscribed.text
    browsers[token] = browser
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


def burst(urls: list[str], match: str, seats: dict[int, str], moves: int, seed: int, made: list[int]) -> None:
    """The seat to act plays a random legal move, ``moves`` times or until the match ends (each
    move counted in ``made``); a move keeps its move_id across retries, so none is played twice."""
    rng = Random(seed)
    for _ in range(moves):
        made.append(1)
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
    from igroteka.domain.matches import MatchService

    service = MatchService(store_env(database))
    try:
        keys: set[str] = set()
        for match_id in matches:
            match: Match | None = None
            for event in service.app.events.get(uuid.UUID(match_id)):
                before = moment(match) if match is not None else Moment()
                match = event.mutate(match)
                assert match is not None
                keys.update(n.key for n in match_notices(standing(match), before) if n.player in players)
        return keys
    finally:
        service.close()


def pushed(push: PushService, owners: dict[str, str]) -> set[str]:
    """The keys of the pushes that arrived, each checked: decrypted to a notice for the player whose
    browser it reached, its ``Topic`` made from that key."""
    keys: set[str] = set()
    with push.lock:
        arrivals = list(push.arrivals)
    for arrival in arrivals:
        payload = json.loads(arrival.payload)
        key = payload["data"]["key"]
        assert payload["data"]["player"] == owners[arrival.token], arrival
        assert arrival.topic == topic(key) and arrival.ttl > 0
        keys.add(key)
    return keys


def test_every_webhook_and_push_the_stored_events_call_for_arrives_once_through_a_kill(
    database: str, tmp_path: Path, push: PushService
) -> None:
    # the killed instance's claimed rows are the survivor's after a lease of 1 s (30 s by default)
    both = {
        **SETTINGS,
        "push_private_targets": "true",
        "vapid_key_file": str(tmp_path / "vapid.pem"),
        "notice_lease": 1,
    }
    a = ServerProcess(database, tmp_path, **both).start()
    b = ServerProcess(database, tmp_path, **both).start()
    receiver = Receiver()
    try:
        urls = [a.url, b.url]
        browsers: dict[str, Browser] = {}
        tokens = [player(urls, n, receiver, push, browsers) for n in range(2 * MATCHES)]
        owners = {
            browsers[t].token: call(urls, "GET", f"{API}/players/me", headers=auth(t)).json()["id"] for t in tokens
        }
        ids = set(owners.values())
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
        made: list[int] = []
        players = [
            threading.Thread(target=burst, args=([urls[m % 2], urls[(m + 1) % 2]], match, seats, 30, m, made))
            for m, (match, seats) in enumerate(matches)
        ]
        for thread in players:
            thread.start()
        while len(made) < 30 and any(thread.is_alive() for thread in players):
            time.sleep(0.01)  # a quarter of the burst played, deliveries in flight on both instances
        a.stop(signal.SIGKILL)
        assert any(thread.is_alive() for thread in players), "the burst ended before the kill"
        for thread in players:
            thread.join(timeout=240)
        expected = called_for(database, [m for m, _ in matches], ids)
        assert len(expected) > 2 * MATCHES
        deadline = time.monotonic() + 90  # a killed instance's leased rows are claimed again after their lease
        while time.monotonic() < deadline and (
            {key for key, _ in receiver.got} != expected or pushed(push, owners) != expected
        ):
            time.sleep(0.2)
        time.sleep(1.0)  # nothing more trickles in
        got = {key for key, _ in receiver.got}
        assert not receiver.bad, receiver.bad[:3]
        assert got - expected == set(), sorted(got - expected)[:5]
        assert expected - got == set(), sorted(expected - got)[:5]
        for key, payload in receiver.got:
            assert payload["data"]["key"] == key and payload["data"]["player"] in ids
        assert not push.refusals, push.refusals[:3]
        arrived = pushed(push, owners)
        assert arrived - expected == set(), sorted(arrived - expected)[:5]
        assert expected - arrived == set(), sorted(expected - arrived)[:5]
    finally:
        receiver.close()
        a.stop()
        b.stop()


def test_a_player_stream_on_one_instance_hears_the_others_moves_and_resumes_on_either(
    database: str, tmp_path: Path
) -> None:
    """The player's stream on B is told of what moves on A make; reopened on A with ``after=0`` it
    gives, before ``ready``, every notice stored when it opened, in the same order (ids in commit
    order: no gap), though A's feed has read none of them (A follows the log and polls the notices
    only every 60 s, so B derives and stores them all); the deployment's own webhook (settings) gets
    every player's notices."""
    receiver = Receiver()
    secret = "whsec_" + base64.b64encode(b"d" * 32).decode()
    hooks = json.dumps([{"id": "backend", "url": receiver.url, "kinds": ["your_turn"], "secret": secret}])
    receiver.secret = secret
    slow = {**SETTINGS, "notice_interval": 60, "follow_interval": 60}
    a = ServerProcess(database, tmp_path, webhooks=hooks, **slow).start()
    b = ServerProcess(database, tmp_path, webhooks=hooks, **SETTINGS).start()
    try:
        first, second = account([a.url], 0), account([b.url], 1)
        me, other = (call([a.url], "GET", f"{API}/players/me", headers=auth(t)).json()["id"] for t in (first, second))
        stream = f"{b.ws}{API}/players/me/stream"
        live: list[dict[str, Any]] = []
        with connect(stream, subprotocols=["igroteka.v1", f"bearer.{first}"], open_timeout=10) as socket:
            assert json.loads(socket.recv(timeout=10))["type"] == "ready"
            match = call([a.url], "POST", f"{API}/matches", json={"game": "pobeda", "seats": 2}).json()["id"]
            seats: dict[int, str] = {}
            for n, token in enumerate((first, second)):
                name = {"name": f"Seat{n}"}
                claimed = call([a.url], "POST", f"{API}/matches/{match}/seats", json=name, headers=auth(token))
                seats[claimed.json()["seat"]] = token
            burst([a.url], match, seats, 12, 1, [])
            while len(live) < 3:
                message = json.loads(socket.recv(timeout=20))
                if message["type"] == "notice":
                    live.append(message)
        assert all(m["notice"]["player"] == me and m["notice"]["match"] == match for m in live)
        with connect(f"{a.ws}{API}/players/me/stream?after=0", subprotocols=[f"bearer.{first}"]) as socket:
            resumed: list[dict[str, Any]] = []
            while (message := json.loads(socket.recv(timeout=20)))["type"] != "ready":
                resumed.append(message)
        assert message["seq"] >= resumed[-1]["seq"]
        assert [m["seq"] for m in resumed[: len(live)]] == [m["seq"] for m in live]
        assert [m["notice"] for m in resumed[: len(live)]] == [m["notice"] for m in live]
        assert [m["seq"] for m in resumed] == sorted({m["seq"] for m in resumed})
        wait_until = time.monotonic() + 30
        while {p["data"]["player"] for _, p in receiver.got} != {me, other}:
            assert time.monotonic() < wait_until, receiver.got[:3]
            time.sleep(0.1)
        assert not receiver.bad
    finally:
        receiver.close()
        a.stop()
        b.stop()
