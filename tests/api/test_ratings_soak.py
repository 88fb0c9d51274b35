"""The many-match proof of ratings (issue 37, "Done when"), run by `make soak`: two real server
processes on one PostgreSQL, 20 players with accounts play 200 rated matches across all five games,
every seat claimed with a player token and the first moves of each match chosen by the test and
sent to the two instances in turn; then a fresh process folds the store's log from its start and
holds the live ratings bit for bit, and the ledger holds exactly one update a match
(docs/architecture.md, "Ratings"). tests/api/test_ratings_instances.py is the same at 10 matches."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from random import Random

import msgspec
import psycopg
import pytest

from tests.api.test_ratings_instances import GAMES, act, boards, ok, settled, sign_up, wait_finished
from tests.conftest import fresh_pg_database
from tests.support.client import Api
from tests.support.server import ServerProcess

pytestmark = pytest.mark.soak


PLAYERS = 20
MATCHES = 200
CHOSEN_MOVES = 40  # moves the test chooses in each match; the seats' server bots then play it out


@pytest.fixture
def database(pg_admin_url: str) -> Iterator[str]:
    yield from fresh_pg_database(pg_admin_url)


def play_rated(apis: list[Api], players: list[tuple[str, str]], n: int, rng: Random) -> str:
    """A rated match of the n-th game: its seats claimed with the tokens of players drawn at random,
    on either instance; up to CHOSEN_MOVES random legal moves, each sent to the other instance than
    the one before; then some seats resign and the rest are handed to server bots, which finish it."""
    game, seats = GAMES[n % len(GAMES)]
    created = ok(apis[n % 2].call("POST", "/api/v1/matches", json={"game": game, "seats": seats, "rated": True}), 201)
    match = created["id"]
    tokens: dict[int, str] = {}
    for k, (_, token) in enumerate(rng.sample(players, seats)):
        claimed = ok(apis[k % 2].call("POST", f"/api/v1/matches/{match}/seats", token, json={"name": f"s{k}"}), 201)
        tokens[claimed["seat"]] = claimed["token"]
    for step in range(CHOSEN_MOVES):
        api = apis[step % 2]
        envelope = api.envelope(match, tokens[0])
        if envelope["status"] != "running" or not envelope["to_act"]:
            break
        seat = rng.choice(envelope["to_act"])
        moves = api.legal(match, tokens[seat], f"seat{seat}")["moves"]
        if moves:
            ok(api.move(match, tokens[seat], rng.choice(moves), f"seat{seat}"))
    order = rng.sample(range(seats), seats)
    leaving = rng.randint(0, seats - 1) if seats > 2 else rng.randint(0, 1)
    for k, seat in enumerate(order):
        if k < leaving:
            act(apis[k % 2], match, "resign", tokens[seat])
        else:
            act(apis[k % 2], match, "autoplay", tokens[seat], {"level": "random"})
    return match


def test_200_rated_matches_on_two_instances_are_rated_once_each_and_rebuild_bit_for_bit(
    database: str, tmp_path: Path
) -> None:
    rng = Random(3737)
    started = time.monotonic()
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
            live = settled(apis, players, seats, seconds=300)
            assert boards(apis[0]) == boards(apis[1])
            records = [ok(apis[n % 2].call("GET", f"/api/v1/matches/{m}/record")) for n, m in enumerate(matches)]
        finally:
            for api in apis:
                api.close()
    played = time.monotonic() - started
    with psycopg.connect(database) as conn:
        rows = conn.execute("SELECT match_id, body FROM igroteka_rating_updates ORDER BY position").fetchall()
    assert len(rows) == MATCHES
    assert sorted(m for m, _ in rows) == sorted(matches)  # one row a match: none rated twice, none missed
    ledger = {m: msgspec.json.decode(bytes(body)) for m, body in rows}
    for record in records:
        assert record["ratings"] == msgspec.json.decode(msgspec.json.encode(ledger[record["match"]]))
        assert {s["player"] for s in record["ratings"]["seats"]} <= {p for p, _ in players}
    with ServerProcess(database, tmp_path, leaderboard_min_games=1) as rebuilt:  # folds the log from its start
        api = Api(rebuilt.url)
        try:
            assert settled([api], players, seats, seconds=300) == live
        finally:
            api.close()
    print(f"{MATCHES} rated matches, {seats} seats, {PLAYERS} players: played and settled in {played:.0f} s")
