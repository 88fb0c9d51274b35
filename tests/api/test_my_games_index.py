""" "My games" reads a player's live seats from an index of their own, on both stores: a match that
"my games" finds over is marked ended in the seat index and is not read again, while the profile
and the history still list it; a store made before the mark gets its column at the start."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import psycopg

from igroteka.server.accounts import Accounts, PgTables, SqliteTables
from tests.support.client import Api
from tests.support.server import ServerProcess

PLAYERS = "/api/v1/players"


def ok(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()


def ended(database_url: str) -> dict[str, bool]:
    """Each match of the seat index: whether its seats are marked ended."""
    sql = "SELECT match_id, ended IS NOT NULL FROM igroteka_player_seats"
    if database_url.startswith("sqlite:///"):
        with sqlite3.connect(database_url.removeprefix("sqlite:///")) as conn:
            return {m: bool(e) for m, e in conn.execute(sql)}
    with psycopg.connect(database_url) as conn:
        return {m: bool(e) for m, e in conn.execute(sql)}


def test_my_games_marks_the_matches_it_finds_over_and_reads_only_live_seats_after(
    database_url: str, tmp_path: Path
) -> None:
    with ServerProcess(database_url, tmp_path) as server:
        api = Api(server.url)
        try:
            player = ok(api.call("POST", PLAYERS, json={"name": "Ветеран"}), 201)
            token = player["token"]["token"]
            matches = []
            for n in range(4):
                created = api.create("pobeda", 2)
                match = created["id"]
                ok(api.call("POST", f"/api/v1/matches/{match}/seats", token, json={"name": "Ветеран"}), 201)
                guest = ok(api.call("POST", f"/api/v1/matches/{match}/seats", json={"name": f"Гость {n}"}), 201)
                matches.append((match, guest["token"], created["organiser_token"]))
            (running, _, _), (finished, guest, _), (cancelled, _, organiser), (later, _, _) = matches
            assert ok(api.call("POST", f"/api/v1/matches/{finished}/resign", guest))["status"] == "finished"
            assert ok(api.call("POST", f"/api/v1/matches/{cancelled}/cancel", organiser))["status"] == "cancelled"
            assert ended(database_url) == dict.fromkeys([running, finished, cancelled, later], False)

            mine = ok(api.call("GET", f"{PLAYERS}/me/matches", token))
            assert [m["id"] for m in mine["matches"]] == [later, running] and mine["next"] is None
            assert ended(database_url) == {running: False, finished: True, cancelled: True, later: False}

            again = ok(api.call("GET", f"{PLAYERS}/me/matches", token, params={"limit": 1}))
            assert [m["id"] for m in again["matches"]] == [later] and again["next"] is not None
            after = ok(api.call("GET", f"{PLAYERS}/me/matches", token, params={"cursor": again["next"]}))
            assert [m["id"] for m in after["matches"]] == [running] and after["next"] is None
            history = ok(api.call("GET", f"{PLAYERS}/{player['id']}/matches"))
            assert [m["id"] for m in history["matches"]] == [finished]  # the history reads every seat
        finally:
            api.close()


OLD_SEATS = """
CREATE TABLE igroteka_player_seats (
  player TEXT NOT NULL, match_id TEXT NOT NULL, seat INTEGER NOT NULL, since DOUBLE PRECISION NOT NULL,
  linked INTEGER NOT NULL, PRIMARY KEY (player, match_id), UNIQUE (match_id, seat));
INSERT INTO igroteka_player_seats VALUES ('p', 'm1', 0, 1.0, 0), ('p', 'm2', 1, 2.0, 0);
"""


def test_a_seat_index_made_before_the_mark_gets_it_and_keeps_its_rows(database_url: str) -> None:
    if database_url.startswith("sqlite:///"):
        with sqlite3.connect(database_url.removeprefix("sqlite:///")) as conn:
            conn.executescript(OLD_SEATS)
        tables: Any = SqliteTables(database_url.removeprefix("sqlite:///"))
    else:
        with psycopg.connect(database_url, autocommit=True) as conn:
            conn.execute(OLD_SEATS)  # type: ignore[arg-type]  # a constant
        tables = PgTables(database_url, 5.0)
    accounts = Accounts(tables)
    try:
        assert [row.match_id for row in accounts.live_seats("p", None, 10)] == ["m2", "m1"]
        accounts.ended(["m2"], 3.0)
        accounts.ended(["m2"], 4.0)  # another instance, later: the first mark stays
        assert [row.match_id for row in accounts.live_seats("p", None, 10)] == ["m1"]
        assert [row.match_id for row in accounts.seats("p", None, 10)] == ["m2", "m1"]
    finally:
        accounts.close()
