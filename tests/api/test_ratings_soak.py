"""The many-match proof of ratings (issue 37, "Done when"), run by `make soak`: two real server
processes on one PostgreSQL, 20 players with accounts play 200 rated matches across all five games,
every seat claimed with a player token and every move chosen by the test (a random legal move of a
seat to act, seeded per match) and sent to the two instances in turn, a few two-seat matches ended
by the test resigning a seat; then a fresh process folds the store's log from its start and holds
the live ratings bit for bit, and the ledger holds exactly one update a match (docs/architecture.md,
"Ratings"). Each game is played in its shortest variant, and CLIENTS matches at a time, so the run
stays within minutes. tests/api/test_ratings_instances.py is the same at 10 matches, its matches
finished by server bots."""

from __future__ import annotations

import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from random import Random
from typing import Any

import msgspec
import psycopg
import pytest

from tests.api.test_ratings_instances import act, boards, ok, settled, sign_up
from tests.conftest import fresh_pg_database
from tests.support.client import Api
from tests.support.server import ServerProcess

pytestmark = pytest.mark.soak


PLAYERS = 20
MATCHES = 200
CLIENTS = 4  # matches played at the same time, each by its own pair of clients
MAX_MOVES = 2000  # a bound on one match's moves (random play ends every game far sooner)
# Every game, each with the options that keep a random match short: «День Победы» with decks of 12
# cards (~22 moves), «Ударная пятилетка» in 1 round (~22), «Заводы» in 2 rounds (~8); «EcoLogic»
# (~170) and «Победа!» (~135) have no shorter variant.
GAMES: list[tuple[str, int, dict[str, Any]]] = [
    ("den_pobedy", 2, {"deck_size": 12}),
    ("pyatiletka", 3, {"rounds": 1}),
    ("zavody", 4, {"round_limit": 2}),
    ("ecologic", 2, {}),
    ("pobeda", 3, {}),
]


@pytest.fixture
def database(pg_admin_url: str) -> Iterator[str]:
    yield from fresh_pg_database(pg_admin_url)


def play_rated(apis: list[Api], players: list[tuple[str, str]], n: int) -> tuple[str, int]:
    """The n-th rated match, played to its end by the test: its seats claimed with the tokens of
    players drawn at random, on either instance; then, move after move, a seat to act drawn at
    random sends one of its legal moves drawn at random, each to the other instance than the one
    before. One two-seat match in four ends earlier: the seat to act resigns at a random move.
    Returns the match and its moves."""
    rng = Random(f"soak:{n}")
    game, seats, options = GAMES[n % len(GAMES)]
    created = ok(
        apis[n % 2].call(
            "POST", "/api/v1/matches", json={"game": game, "seats": seats, "options": options, "rated": True}
        ),
        201,
    )
    match = created["id"]
    tokens: dict[int, str] = {}
    for k, (_, token) in enumerate(rng.sample(players, seats)):
        claimed = ok(apis[k % 2].call("POST", f"/api/v1/matches/{match}/seats", token, json={"name": f"s{k}"}), 201)
        tokens[claimed["seat"]] = claimed["token"]
    resign_at = rng.randint(1, 30) if seats == 2 and n // len(GAMES) % 4 == 3 else None
    moves = 0
    for step in range(MAX_MOVES):
        api = apis[step % 2]
        envelope = api.envelope(match, tokens[0])
        if envelope["status"] != "running":
            assert envelope["status"] == "finished", envelope
            return match, moves
        seat = rng.choice(envelope["to_act"])
        if moves == resign_at:
            act(api, match, "resign", tokens[seat])
            continue
        legal = api.legal(match, tokens[seat], f"seat{seat}")["moves"]
        if legal:  # empty when this instance's envelope trailed the other's last move
            ok(api.move(match, tokens[seat], rng.choice(legal), f"seat{seat}"))
            moves += 1
        api.seen.clear()  # the client keeps every answer for leak tests, which this one is not
    raise AssertionError(f"match {match} of {game} did not finish in {MAX_MOVES} steps")


def play_share(urls: list[str], players: list[tuple[str, str]], share: range) -> list[tuple[str, int]]:
    """The matches of ``share``, one after another, by a pair of clients of its own."""
    apis = [Api(url) for url in urls]
    try:
        return [play_rated(apis, players, n) for n in share]
    finally:
        for api in apis:
            api.close()


def test_200_rated_matches_on_two_instances_are_rated_once_each_and_rebuild_bit_for_bit(
    database: str, tmp_path: Path
) -> None:
    started = time.monotonic()
    with (
        ServerProcess(database, tmp_path, leaderboard_min_games=1) as a,
        ServerProcess(database, tmp_path, leaderboard_min_games=1) as b,
    ):
        apis = [Api(a.url), Api(b.url)]
        try:
            players = [sign_up(apis[n % 2], f"Игрок {n}") for n in range(PLAYERS)]
            with ThreadPoolExecutor(CLIENTS) as pool:
                shares = pool.map(
                    play_share,
                    [[a.url, b.url]] * CLIENTS,
                    [players] * CLIENTS,
                    [range(c, MATCHES, CLIENTS) for c in range(CLIENTS)],
                )
                played = dict(pair for share in shares for pair in share)
            matches = list(played)
            seats = sum(GAMES[n % len(GAMES)][1] for n in range(MATCHES))
            live = settled(apis, players, seats, seconds=300)
            assert boards(apis[0]) == boards(apis[1])
            records = [ok(apis[n % 2].call("GET", f"/api/v1/matches/{m}/record")) for n, m in enumerate(matches)]
        finally:
            for api in apis:
                api.close()
    elapsed = time.monotonic() - started
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
    print(
        f"{MATCHES} rated matches, {seats} seats, {sum(played.values())} moves chosen by the test,"
        f" {PLAYERS} players: played and settled in {elapsed:.0f} s"
    )
