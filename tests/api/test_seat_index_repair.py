"""The seat index ("my games") is put back from the event log (issue 37): a claim made with a
player token whose index row was never written (a crash between the claim's commit and the row)
is listed after a restart, on both stores, and by a running instance's log follower on
PostgreSQL; a deleted account's claims are not put back."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from uuid import UUID

import httpx
import psycopg
import pytest

from igroteka.domain.matches import MatchService
from igroteka.server.store import store_env
from tests.support.server import ServerProcess

PLAYERS = "/api/v1/players"


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def sign_up(url: str, name: str) -> tuple[str, str]:
    """A new player's id and token."""
    player = httpx.post(f"{url}{PLAYERS}", json={"name": name}).json()
    return player["id"], player["token"]["token"]


def new_match(url: str) -> str:
    return str(httpx.post(f"{url}/api/v1/matches", json={"game": "pobeda", "seats": 3}).json()["id"])


def claimed_without_index(database_url: str, match_id: str, name: str, player: str) -> int:
    """A seat claimed with the player's account as the server would, its event stored and no index
    row written (the server's crash after the commit): the seat."""
    service = MatchService(store_env(database_url))
    try:
        _, seat, _ = service.claim(UUID(match_id), None, name, player)
    finally:
        service.close()
    return seat


def index_rows(database_url: str, player: str) -> int:
    """The player's rows in the seat index, read from the store itself."""
    query = "SELECT COUNT(*) FROM igroteka_player_seats WHERE player = {p}"
    if database_url.startswith("sqlite"):
        with sqlite3.connect(database_url.removeprefix("sqlite:///")) as conn:
            return int(conn.execute(query.format(p="?"), (player,)).fetchone()[0])
    with psycopg.connect(database_url) as conn:
        row = conn.execute(query.format(p="%s"), (player,)).fetchone()
        assert row is not None
        return int(row[0])


def mine(url: str, token: str) -> list[tuple[str, int]]:
    listed = httpx.get(f"{url}{PLAYERS}/me/matches", headers=auth(token))
    assert listed.status_code == 200, listed.text
    return [(m["id"], m["seat"]) for m in listed.json()["matches"]]


def test_a_claim_without_its_index_row_is_listed_after_a_restart(database_url: str, tmp_path: Path) -> None:
    with ServerProcess(database_url, tmp_path) as server:
        player, token = sign_up(server.url, "Уцелевший")
        gone, gone_token = sign_up(server.url, "Ушедший")
        match, other = new_match(server.url), new_match(server.url)
        assert httpx.delete(f"{server.url}{PLAYERS}/me", headers=auth(gone_token)).status_code == 204
    seat = claimed_without_index(database_url, match, "Уцелевший", player)
    claimed_without_index(database_url, other, "Ушедший", gone)
    assert index_rows(database_url, player) == 0
    with ServerProcess(database_url, tmp_path) as server:
        assert mine(server.url, token) == [(match, seat)]
        view = httpx.get(f"{server.url}/api/v1/matches/{match}/view", headers=auth(token)).json()
        assert view["viewer"] == {"type": "seat", "n": seat}, "the player token acts for the seat put back"
        assert index_rows(database_url, gone) == 0, "a deleted account's claims are not put back"
        assert "1 seats claimed with a player token were missing" in server.logs()
    with ServerProcess(database_url, tmp_path) as server:  # put back once: a later start adds nothing
        assert mine(server.url, token) == [(match, seat)]
        assert index_rows(database_url, player) == 1 and "were missing" not in server.logs()


@pytest.mark.parametrize("database_url", ["postgres"], indirect=True)
def test_a_running_instances_follower_puts_back_a_claim_another_left_unindexed(
    database_url: str, tmp_path: Path
) -> None:
    with ServerProcess(database_url, tmp_path) as server:
        player, token = sign_up(server.url, "Соседний")
        match = new_match(server.url)
        seat = claimed_without_index(database_url, match, "Соседний", player)  # another instance, crashed after
        deadline = time.monotonic() + 10
        while mine(server.url, token) != [(match, seat)]:
            assert time.monotonic() < deadline, "the follower did not put the seat back"
            time.sleep(0.2)
