"""The account tables on both stores (server/accounts.py): the function sign-in calls to find or
make the player of an external identity, and what several instances on one store see."""

from __future__ import annotations

import sqlite3
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from igroteka.domain.errors import Conflict
from igroteka.server.accounts import Accounts
from igroteka.server.config import Settings


def settings_for(database_url: str) -> Settings:
    if database_url.startswith("sqlite:///"):
        return Settings(sqlite_path=database_url.removeprefix("sqlite:///"))
    return Settings(database_url=database_url)


@pytest.fixture
def accounts(database_url: str) -> Iterator[Accounts]:
    accounts = Accounts.of(settings_for(database_url))
    yield accounts
    accounts.close()


def test_a_subject_makes_its_player_once_and_finds_it_after(accounts: Accounts, database_url: str) -> None:
    player, token = accounts.player_for_subject("https://id.example", "sub-1", "Зина")
    assert token is not None and accounts.authenticate(token) == player
    assert accounts.player(player).name == "Зина"
    assert accounts.player_for_subject("https://id.example", "sub-1", "Другое имя") == (player, None)
    other = Accounts.of(settings_for(database_url))  # another instance on the same store
    try:
        assert other.player_for_subject("https://id.example", "sub-1", "Зина") == (player, None)
        assert other.authenticate(token) == player
    finally:
        other.close()


def test_a_subject_whose_name_is_taken_gets_a_numbered_one(accounts: Accounts) -> None:
    accounts.register("Alice", "phone")
    player, token = accounts.player_for_subject("https://id.example", "sub-2", "Аlice")  # Cyrillic А
    assert token is not None and accounts.player(player).name == "Аlice 2"
    with pytest.raises(Conflict) as taken:
        accounts.register("Alice", "phone")
    assert taken.value.code == "name_taken"


def test_the_same_subject_of_another_issuer_is_another_player(accounts: Accounts) -> None:
    first, _ = accounts.player_for_subject("https://a.example", "same", "Петя")
    second, token = accounts.player_for_subject("https://b.example", "same", "Вася")
    assert first != second and token is not None


def test_reads_go_on_while_another_connection_holds_the_sqlite_stores_write_lock(tmp_path: Path) -> None:
    """A token's check, a profile, a leaderboard's names and my games' seats are reads: on SQLite
    they take no write lock (no BEGIN IMMEDIATE), so they neither wait behind the store's writer
    nor hold it off."""
    path = tmp_path / "igroteka.sqlite"
    accounts = Accounts.of(Settings(sqlite_path=str(path)))
    writer = sqlite3.connect(path, isolation_level=None, timeout=0.1)
    try:
        player, token = accounts.register("Зина", "phone")[0].id, accounts.register("Петя", "phone")[2].token
        match = uuid.uuid4()
        accounts.hold(player, match, 0, False)
        other = accounts.authenticate(token)  # its last use noted now: the next check writes nothing
        writer.execute("BEGIN IMMEDIATE")  # the write lock, as the store's writer holds it while it commits
        started = time.monotonic()
        assert accounts.player(player).name == "Зина"
        assert accounts.authenticate(token) == other
        assert accounts.names([player]) == {player: "Зина"}
        assert [row.match_id for row in accounts.live_seats(player, None, 10)] == [str(match)]
        assert time.monotonic() - started < 1.0  # no wait for the lock (it would end in 503 after 5 s)
        writer.execute("ROLLBACK")
    finally:
        writer.close()
        accounts.close()
