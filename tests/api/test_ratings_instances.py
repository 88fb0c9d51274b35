"""Ratings with two real server processes on one PostgreSQL: rated matches of every game, their
seats claimed by players and their moves sent to either instance, are rated once each (one ledger
row a match), both instances hold the same ratings, and a third process that folds the store's
log from the start holds them too, bit for bit (docs/architecture.md, "Ratings")."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from random import Random
from typing import Any

import msgspec
import psycopg
import pytest

from tests.conftest import fresh_pg_database
from tests.support.client import Api
from tests.support.server import ServerProcess

GAMES = [("den_pobedy", 2), ("pyatiletka", 3), ("zavody", 4), ("ecologic", 2), ("pobeda", 3)]
PLAYERS = 8
MATCHES = 10


@pytest.fixture
def database(pg_admin_url: str) -> Iterator[str]:
    yield from fresh_pg_database(pg_admin_url)


def ok(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()


def sign_up(api: Api, name: str) -> tuple[str, str]:
    made = ok(api.call("POST", "/api/v1/players", json={"name": name}), 201)
    return made["id"], made["token"]["token"]


def play_rated(apis: list[Api], players: list[tuple[str, str]], n: int, rng: Random) -> str:
    """A rated match of the n-th game, its seats claimed with player tokens on either instance, a
    few random moves, then (some seats resigning first) every seat handed to a random server bot,
    which plays it to the end."""
    game, seats = GAMES[n % len(GAMES)]
    created = ok(apis[n % 2].call("POST", "/api/v1/matches", json={"game": game, "seats": seats, "rated": True}), 201)
    match = created["id"]
    tokens: dict[int, str] = {}
    for k, (_, token) in enumerate(rng.sample(players, seats)):
        claimed = ok(apis[k % 2].call("POST", f"/api/v1/matches/{match}/seats", token, json={"name": f"s{k}"}), 201)
        tokens[claimed["seat"]] = claimed["token"]
    for step in range(rng.randint(0, 6)):
        api = apis[step % 2]
        envelope = api.envelope(match, tokens[0])
        if envelope["status"] != "running" or not envelope["to_act"]:
            break
        seat = envelope["to_act"][0]
        moves = api.legal(match, tokens[seat], f"seat{seat}")["moves"]
        if moves:
            ok(api.move(match, tokens[seat], rng.choice(moves), f"seat{seat}"))
    order = rng.sample(range(seats), seats)
    leaving = rng.randint(0, seats - 1) if seats > 2 else 0
    for k, seat in enumerate(order):
        if k < leaving:
            act(apis[k % 2], match, "resign", tokens[seat])
        else:
            act(apis[k % 2], match, "autoplay", tokens[seat], {"level": "random"})
    return match


def act(api: Api, match: str, step: str, token: str, body: dict[str, Any] | None = None) -> None:
    """A lifecycle step as a client sends it: again when the bots moved meanwhile (version_conflict),
    not at all once the match is over."""
    for _ in range(50):
        if api.envelope(match, token)["status"] != "running":
            return
        response = api.call("POST", f"/api/v1/matches/{match}/{step}", token, json=body)
        if response.status_code == 200:
            return
        assert response.status_code == 409, response.text
    raise AssertionError(f"{step} of match {match} kept conflicting")


def wait_finished(api: Api, match: str, seconds: float = 120) -> None:
    deadline = time.monotonic() + seconds
    while api.envelope(match)["status"] != "finished":
        assert time.monotonic() < deadline, f"match {match} did not finish"
        time.sleep(0.2)


def ratings_of(api: Api, players: list[tuple[str, str]]) -> dict[str, Any]:
    return {player: ok(api.call("GET", f"/api/v1/players/{player}/ratings"))["ratings"] for player, _ in players}


def boards(api: Api) -> dict[str, Any]:
    return {game: ok(api.call("GET", f"/api/v1/leaderboards/{game}", params={"limit": 200})) for game, _ in GAMES}


def settled(apis: list[Api], players: list[tuple[str, str]], seats: int, seconds: float = 30) -> dict[str, Any]:
    """The ratings once every instance has folded every seat of every match, equal across them."""
    deadline = time.monotonic() + seconds
    while True:
        seen = [ratings_of(api, players) for api in apis]
        counts = [sum(r["games"] for rs in s.values() for r in rs) for s in seen]
        if counts == [seats] * len(apis) and all(s == seen[0] for s in seen):
            return seen[0]
        assert time.monotonic() < deadline, f"instances did not agree: {counts} of {seats} seats rated"
        time.sleep(0.2)


def test_two_instances_rate_each_match_once_and_a_rebuild_gives_the_same_ratings(database: str, tmp_path: Path) -> None:
    rng = Random(37)
    with (
        ServerProcess(database, tmp_path, leaderboard_min_games=1) as a,
        ServerProcess(database, tmp_path, leaderboard_min_games=1) as b,
    ):
        apis = [Api(a.url), Api(b.url)]
        try:
            players = [sign_up(apis[n % 2], f"Игрок {n}") for n in range(PLAYERS)]
            matches = [play_rated(apis, players, n, rng) for n in range(MATCHES)]
            for n, match in enumerate(matches):
                wait_finished(apis[n % 2], match)
            seats = sum(GAMES[n % len(GAMES)][1] for n in range(MATCHES))
            live = settled(apis, players, seats)
            assert boards(apis[0]) == boards(apis[1])
            records = [ok(apis[n % 2].call("GET", f"/api/v1/matches/{m}/record")) for n, m in enumerate(matches)]
        finally:
            for api in apis:
                api.close()
    with psycopg.connect(database) as conn:
        rows = conn.execute("SELECT match_id, body FROM igroteka_rating_updates ORDER BY position").fetchall()
    assert sorted(m for m, _ in rows) == sorted(matches)  # one row a match: each rated once
    ledger = {m: msgspec.json.decode(bytes(body)) for m, body in rows}
    for record in records:
        assert record["ratings"] == msgspec.json.decode(msgspec.json.encode(ledger[record["match"]]))
        assert {s["player"] for s in record["ratings"]["seats"]} <= {p for p, _ in players}
    with ServerProcess(database, tmp_path, leaderboard_min_games=1) as rebuilt:  # folds the log from its start
        api = Api(rebuilt.url)
        try:
            assert settled([api], players, seats) == live
        finally:
            api.close()
