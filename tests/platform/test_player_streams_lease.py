"""Player streams kept alive by each instance's presence lease (issue 41, docs/architecture.md §36):
a player's row is written when the instance's count of their streams changes, never by a
heartbeat; a heartbeat with many player streams open is the presence lease's one statement; a
killed instance's player streams stop counting once its lease lapses; a write that failed is made
at the next heartbeat; a dead instance's rows are deleted with its lease. On SQLite and PostgreSQL."""

from __future__ import annotations

import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from igroteka.projections.notices import YourTurn
from igroteka.server.accounts import PgTables, Run, SqliteTables, Tables
from igroteka.server.presence import PgTable, SqliteTable, Table, Tracker
from igroteka.server.push_presence import SCHEMA, StreamPresence
from tests.conftest import fresh_pg_database
from tests.platform.test_presence_lease import Counted

TIMEOUT = 0.6  # seconds a lease lives unrenewed


class Store:
    """One store's two sides as instances share them: the presence table and the player streams'."""

    def __init__(self, presence: Table, streams: Tables) -> None:
        self.presence = presence
        self.streams = streams


@pytest.fixture(params=["sqlite", "postgres"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    if request.param == "sqlite":
        path = str(tmp_path / "presence.db")
        made = Store(SqliteTable(path), SqliteTables(path, SCHEMA))
        yield made
        made.presence.close()
        made.streams.close()
        return
    for url in fresh_pg_database(request.getfixturevalue("pg_admin_url")):
        made = Store(PgTable(url, 5.0), PgTables(url, 5.0, SCHEMA))
        yield made
        made.presence.close()
        made.streams.close()


class Statements:
    """Tables that count the statements run through them, and fail the transactions asked to."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.count = 0
        self.failing = 0  # transactions to fail before the next succeeds

    def _counting(self, run: Run) -> Run:
        def counted(sql: str, *params: Any) -> list[tuple[Any, ...]]:
            self.count += 1
            return run(sql, *params)

        return counted

    @contextmanager
    def transaction(self) -> Iterator[Run]:
        if self.failing:
            self.failing -= 1
            raise ConnectionError("the store is down")
        with self.tables.transaction() as run:
            yield self._counting(run)

    @contextmanager
    def reading(self) -> Iterator[Run]:
        with self.tables.reading() as run:
            yield self._counting(run)

    def close(self) -> None:
        """The fixture closes the tables it made."""


def instance(store: Store, streams: Tables | None = None) -> tuple[Tracker, StreamPresence, dict[str, int]]:
    """An instance: its presence tracker (whose lease it shares), its player streams, their counts."""
    tracker = Tracker(store.presence, TIMEOUT)
    local: dict[str, int] = {}
    presence = StreamPresence(streams or store.streams, None, tracker.instance, 0.1, TIMEOUT, lambda: dict(local))  # type: ignore[arg-type]
    return tracker, presence, local


def opened(presence: StreamPresence, local: dict[str, int], player: str) -> None:
    local[player] = local.get(player, 0) + 1
    presence.write(player, local[player])


def closed(presence: StreamPresence, local: dict[str, int], player: str) -> None:
    local[player] -= 1
    presence.write(player, local[player])
    if not local[player]:
        del local[player]


def turn(player: str) -> YourTurn:
    return YourTurn(key=uuid.uuid4().hex, player=player, game="pobeda", match=str(uuid.uuid4()), seat=0, version=1)


def rows(store: Store) -> dict[tuple[str, str], tuple[int, float]]:
    with store.streams.reading() as run:
        found = run("SELECT player, instance, streams, seen FROM igroteka_player_streams")
    return {(str(p), str(i)): (int(n), float(seen)) for p, i, n, seen in found}


def test_a_heartbeat_with_many_player_streams_open_is_the_lease_s_one_statement(store: Store) -> None:
    """1,000 players' streams open here: each heartbeat is one statement (the presence lease
    renewed, the others' read), no player's row is written again, and another instance counts
    every one of them as streaming."""
    counted, statements = Counted(store.presence), Statements(store.streams)
    here = Tracker(counted, TIMEOUT)
    local: dict[str, int] = {}
    streams = StreamPresence(statements, None, here.instance, 0.1, TIMEOUT, lambda: dict(local))  # type: ignore[arg-type]
    players = [f"p{n}" for n in range(1000)]
    for player in players:
        opened(streams, local, player)
    opened(streams, local, players[0])  # a second stream of one player: its row written again, once
    written = rows(store)
    assert len(written) == 1000 and written[(players[0], here.instance)][0] == 2
    streams.beat(local)  # the first heartbeat prunes too (every ten minutes)
    counted.calls.clear()
    statements.count = 0
    for _ in range(3):
        time.sleep(0.05)
        here.heartbeat()
        streams.beat(local)
    assert counted.calls == {"beat": 3} and statements.count == 0
    assert rows(store) == written
    _, there, _ = instance(store)
    assert all(there.streaming(turn(player)) for player in players[:50])
    assert not there.streaming(turn("nobody"))


def test_a_row_is_written_when_the_count_changes_and_deleted_at_none(store: Store) -> None:
    statements = Statements(store.streams)
    _, streams, local = instance(store, statements)
    opened(streams, local, "anya")
    opened(streams, local, "anya")
    streams.write("anya", 2)  # the count the row holds already: no statement
    assert statements.count == 4  # each open: the lease and the row
    closed(streams, local, "anya")
    assert rows(store)[("anya", streams.instance)][0] == 1
    closed(streams, local, "anya")
    assert rows(store) == {} and streams.written == {}
    assert not streams.streaming(turn("anya"))


def test_a_killed_instance_s_player_streams_stop_counting_once_its_lease_lapses(store: Store) -> None:
    """B holds Anya's stream and is killed (its lease no longer renewed, its rows left behind):
    A counts it while B's lease is younger than the timeout, not after; B's rows go with its lease."""
    a, a_streams, _ = instance(store)
    b, b_streams, b_local = instance(store)
    opened(b_streams, b_local, "anya")
    assert a_streams.streaming(turn("anya"))  # the write renewed B's lease: counted from its first write
    for _ in range(3):  # B alive: its lease renewed, its row never written again
        time.sleep(TIMEOUT / 3)
        b.heartbeat()
        assert a_streams.streaming(turn("anya"))
    time.sleep(TIMEOUT + 0.1)  # B killed
    a.heartbeat()
    assert not a_streams.streaming(turn("anya"))
    assert ("anya", b.instance) in rows(store)
    a.table.prune(time.time() - TIMEOUT / 2)  # B's lease deleted as too old (8 days in a server)
    a_streams.pruned = 0.0
    a_streams.beat({})
    assert rows(store) == {}


def test_a_write_that_failed_is_made_at_the_next_heartbeat(store: Store) -> None:
    statements = Statements(store.streams)
    _, streams, local = instance(store, statements)
    statements.failing = 1
    with pytest.raises(ConnectionError):
        opened(streams, local, "borya")
    assert rows(store) == {}
    streams.beat(local)
    assert rows(store)[("borya", streams.instance)][0] == 1
    local.clear()  # the stream closed, and its write lost on the way (never run)
    streams.beat(local)
    assert rows(store) == {}


def test_two_writes_that_crossed_are_set_right_by_the_next_heartbeat(store: Store) -> None:
    """The stream opened then closed on the loop, their writes run in the other order: the table
    keeps the open's count until the heartbeat compares it with the instance's own."""
    _, streams, local = instance(store)
    streams.write("vera", 0)
    streams.write("vera", 1)
    assert rows(store)[("vera", streams.instance)][0] == 1
    streams.beat(local)
    assert rows(store) == {}
    assert not streams.streaming(turn("vera"))
