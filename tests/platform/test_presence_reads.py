"""What an instance reads of the presence table when another instance wrote to it (issue 13, on
issue 14's presence): a write's NOTIFY names the matches it wrote rows of, and the woken instance
reads those matches' rows only; a wake that names none reads every row."""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any
from uuid import UUID

import psycopg
import pytest

from igroteka.projections.lobby import Lobby
from igroteka.projections.presence import BOARD
from igroteka.server.config import Settings
from igroteka.server.notify import PgListener
from igroteka.server.presence import CHANNEL, NAMED, PgTable, PresenceKeeper, Row, Tracker, announcement, named
from tests.conftest import fresh_pg_database


@pytest.fixture
def pg_url(pg_admin_url: str) -> Iterator[str]:
    yield from fresh_pg_database(pg_admin_url)


async def until(test: Callable[[], bool], seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not test():
        assert time.monotonic() < deadline
        await asyncio.sleep(0.01)


async def nothing() -> None:
    """The abandonment sweep the keeper runs after each look: none here, these tests look at presence."""


def test_a_notify_names_the_matches_written_unless_there_are_too_many() -> None:
    few = [uuid.uuid4() for _ in range(3)]
    rows = [Row(match_id, seat, True, 1.0) for match_id in few for seat in (0, 1)]
    assert named(announcement("b", rows).encode()) == few
    many = [Row(uuid.uuid4(), 0, True, 1.0) for _ in range(NAMED + 1)]
    payload = announcement("b" * 32, many).encode()
    assert named(payload) is None and payload == b"b" * 32
    assert len(announcement("b" * 32, many[:NAMED]).encode()) < 8000  # PostgreSQL's limit for a payload
    assert named(b"b") is None and named(b"b not-a-match") is None


def test_the_listener_hands_over_the_other_instances_payloads_only(pg_url: str) -> None:
    async def scenario() -> tuple[list[bytes], int]:
        heard: list[bytes] = []
        wakes = 0
        up = asyncio.Event()

        def wake() -> None:
            nonlocal wakes
            wakes += 1

        listener = PgListener(
            pg_url, CHANNEL, wake, lambda healthy: up.set() if healthy else None, "me", heard=heard.append
        )
        listener.start()
        try:
            await asyncio.wait_for(up.wait(), 10)
            woken = wakes  # the wake on connecting
            with psycopg.connect(pg_url, autocommit=True) as conn:
                for payload in ("me", "me m1", "other m1,m2", "other"):
                    conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, payload))
            await until(lambda: len(heard) == 2)
            await asyncio.sleep(0.1)  # nothing more comes
            return heard, wakes - woken
        finally:
            await listener.stop()

    heard, wakes = asyncio.run(scenario())
    assert heard == [b"other m1,m2", b"other"]
    assert 1 <= wakes <= 2  # notifications read together wake once


def test_a_wake_naming_matches_reads_their_rows_only_and_one_naming_none_reads_all(pg_url: str) -> None:
    """``silent`` is written by the other instance with no NOTIFY: a read of the named match does not
    see it; a wake that names no match (as after the listener connected again) does."""
    published: list[tuple[UUID, frozenset[int]]] = []

    async def run(fn: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.to_thread(fn, *args)

    async def scenario() -> None:
        settings = Settings(database_url=pg_url, presence_heartbeat=600.0, presence_timeout=1200.0)
        tracker = Tracker(PgTable(pg_url, settings.store_deadline), settings.presence_timeout)
        keeper = PresenceKeeper(
            settings, tracker, Lobby(), run, lambda match_id, seats: published.append((match_id, seats)), nothing
        )
        keeper.listener = None  # the test wakes it as the listener would
        other = Tracker(PgTable(pg_url, timeout=10), timeout=1200.0)
        silent, announced = uuid.uuid4(), uuid.uuid4()
        keeper.start()
        try:
            keeper._wake()  # as the listener's on connecting: the first read, of every row
            await until(lambda: keeper.tracker.refreshed > float("-inf"))
            other.write({(silent, 0): True, (announced, 1): True}, announce=False)

            keeper._hear(f"{other.instance} {announced}".encode())
            keeper._wake()
            await until(lambda: (announced, frozenset({1})) in published)
            assert keeper.tracker.remote == {announced: {1}}
            assert keeper.tracker.followers == {announced}

            keeper._wake()
            await until(lambda: (silent, frozenset({0})) in published)
            assert keeper.tracker.remote == {announced: {1}, silent: {0}}

            other.write({(announced, 1): False}, announce=False)
            keeper._hear(f"{other.instance} {announced}".encode())
            keeper._wake()
            await until(lambda: (announced, frozenset()) in published)
            assert keeper.tracker.remote == {silent: {0}} and keeper.tracker.followers == {silent}
        finally:
            await keeper.stop()
            other.table.close()
            for match_id in (silent, announced):
                BOARD.set(match_id, frozenset())

    asyncio.run(scenario())
