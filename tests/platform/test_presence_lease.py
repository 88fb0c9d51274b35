"""Presence kept alive by each instance's lease (issue 41): rows are written when a stream of a seat
opens or closes, never by a heartbeat; a heartbeat renews one lease row and reads the leases; an
instance whose lease lapses is forgotten and one back is read again; an open row was last seen at
its instance's last lease; a write that failed is made at the next heartbeat. On SQLite and
PostgreSQL."""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from igroteka.projections.lobby import Lobby
from igroteka.projections.presence import BOARD
from igroteka.server.config import Settings
from igroteka.server.presence import WATCHING, Live, PgTable, PresenceKeeper, Row, Rows, SqliteTable, Table, Tracker
from tests.conftest import fresh_pg_database

TIMEOUT = 0.6  # seconds a lease lives unrenewed


@pytest.fixture(params=["sqlite", "postgres"])
def table(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Table]:
    """A fresh presence table; the trackers of one test share it as instances share the store."""
    if request.param == "sqlite":
        made: Table = SqliteTable(str(tmp_path / "presence.db"))
        yield made
        made.close()
        return
    for url in fresh_pg_database(request.getfixturevalue("pg_admin_url")):
        made = PgTable(url, 5.0)
        yield made
        made.close()


class Counted:
    """A table that counts the statements each kind of call makes, and fails the writes asked to."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.calls: dict[str, int] = {}
        self.failing = 0  # writes to fail before the next succeeds

    def _count(self, name: str) -> None:
        self.calls[name] = self.calls.get(name, 0) + 1

    def write(self, instance: str, rows: list[Row], announce: bool) -> None:
        self._count("write")
        if self.failing:
            self.failing -= 1
            raise ConnectionError("the store is down")
        self.table.write(instance, rows, announce)

    def beat(self, instance: str, now: float, since: float) -> list[str]:
        self._count("beat")
        return self.table.beat(instance, now, since)

    def open_rows(
        self, since: float, match_ids: list[str] | None = None, instances: list[str] | None = None, live: Live = ()
    ) -> Rows:
        self._count("open_rows")
        return self.table.open_rows(since, match_ids, instances, live)

    def seen(self, match_ids: list[str]) -> list[tuple[str, int, float]]:
        return self.table.seen(match_ids)

    def prune(self, before: float) -> None:
        self.table.prune(before)

    def close(self) -> None:
        """The fixture closes the table it made."""


def opened(tracker: Tracker, keys: list[tuple[uuid.UUID, int]]) -> None:
    for key in keys:
        tracker.opened(key)
    tracker.write(dict.fromkeys(keys, True), announce=True)


def test_a_heartbeat_renews_one_lease_and_writes_no_stream_s_row(table: Table) -> None:
    """300 seats' streams open: each heartbeat is one statement (the lease renewed, the others'
    read), every row keeps the time it was written, and another instance reads the seats open."""
    counted = Counted(table)
    here, there = Tracker(counted, TIMEOUT), Tracker(table, TIMEOUT)
    matches = [uuid.uuid4() for _ in range(100)]
    opened(here, [(m, seat) for m in matches for seat in (0, 1, WATCHING)])
    written = {(m, seat): at for m, seat, at in table.seen([str(m) for m in matches])}
    counted.calls.clear()
    for _ in range(3):
        time.sleep(0.05)
        assert here.heartbeat() == set()
    assert counted.calls == {"beat": 3}
    # an open row's last seen is its instance's last lease; the rows themselves were not written again
    seen_now = {(m, seat): at for m, seat, at in table.seen([str(m) for m in matches])}
    assert all(seen_now[key] > written[key] + 0.1 for key in written)
    assert counted.calls == {"beat": 3}
    there.heartbeat()
    assert there.remote == dict.fromkeys(matches, frozenset({0, 1}))
    assert there.followers == set(matches)


def test_an_instance_whose_lease_lapses_is_forgotten_and_read_again_once_back(table: Table) -> None:
    """No NOTIFY is read here: the leases alone tell A that B died, and that B is back; A reads
    B's rows when B appears, and never while B lives on or lies dead."""
    counted = Counted(table)
    a, b = Tracker(counted, TIMEOUT), Tracker(table, TIMEOUT)
    match_id, watched = uuid.uuid4(), uuid.uuid4()
    opened(b, [(match_id, 1), (watched, WATCHING)])
    assert a.heartbeat() == {match_id, watched}
    assert a.seats(match_id) == {1} and a.followers == {match_id, watched}
    assert a.heartbeat() == set()
    assert counted.calls == {"beat": 2, "open_rows": 1}

    time.sleep(TIMEOUT + 0.1)  # B stops renewing its lease (killed, or cut off from the store)
    assert a.heartbeat() == {match_id, watched}
    assert a.seats(match_id) == frozenset() and a.followers == set() and a.remote == {}
    assert a.heartbeat() == set()
    assert counted.calls == {"beat": 4, "open_rows": 1}

    b.heartbeat()  # B is back, its rows as it left them
    assert a.heartbeat() == {match_id, watched}
    assert a.seats(match_id) == {1} and a.followers == {match_id, watched}
    assert counted.calls == {"beat": 5, "open_rows": 2}


def test_a_read_slower_than_the_timeout_keeps_the_rows_of_an_instance_live_at_the_last_heartbeat(
    table: Table,
) -> None:
    """A NOTIFY read late (the reader's loop starved past the timeout) finds the writer's lease
    older than the timeout; the writer is not new at the next heartbeat, so nothing would read its
    row again: the read counts an instance the last heartbeat saw live."""
    a, b = Tracker(table, TIMEOUT), Tracker(table, TIMEOUT)
    b.heartbeat()
    a.heartbeat()
    assert a.live == {b.instance}
    match_id = uuid.uuid4()
    b.opened((match_id, 0))
    table.write(b.instance, [Row(match_id, 0, True, time.time() - 10 * TIMEOUT)], announce=True)  # as if long ago
    assert a.refresh([match_id]) == {match_id}
    assert a.seats(match_id) == {0}
    fresh = Tracker(table, TIMEOUT)  # a reader that never saw B live leaves its row out
    fresh.refresh()
    assert fresh.seats(match_id) == frozenset()


def test_an_open_row_is_last_seen_at_its_instance_s_last_lease_and_a_closed_one_when_it_closed(
    table: Table,
) -> None:
    """What abandonment reads: the lease outlives its instance, so a dead instance's seat was last
    seen at its last renewal, not at the row's writing nor at a restart."""
    b, reader = Tracker(table, TIMEOUT), Tracker(table, TIMEOUT)
    match_id = uuid.uuid4()
    opened(b, [(match_id, 0), (match_id, 1)])
    time.sleep(0.2)
    b.closed((match_id, 1))
    b.write({(match_id, 1): False}, announce=True)
    closed = time.time()
    time.sleep(0.2)
    b.heartbeat()
    renewed = time.time()
    time.sleep(TIMEOUT + 0.1)  # B dies
    seen = {seat: at.timestamp() for seat, at in reader.seen([match_id])[match_id].items()}
    assert closed - 0.1 < seen[1] <= closed
    assert renewed - 0.1 < seen[0] <= renewed and seen[0] > closed + 0.1


def test_a_failed_write_is_made_at_the_next_heartbeat_and_a_stop_closes_what_was_not_written(
    table: Table,
) -> None:
    """Rows are written on changes only, so a change whose write failed is kept and written again;
    a close still unwritten at a clean stop is written then, not left open under a live lease."""

    async def run(fn: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.to_thread(fn, *args)

    async def nothing() -> None:
        """No abandonment sweep: this test looks at the rows."""

    def open_seats(match_id: uuid.UUID) -> set[int]:
        return {seat for _, seat, _ in table.open_rows(time.time() - TIMEOUT, [str(match_id)])}

    async def until(test: Callable[[], bool]) -> None:
        deadline = time.monotonic() + 10
        while not test():
            assert time.monotonic() < deadline
            await asyncio.sleep(0.02)

    async def scenario() -> None:
        settings = Settings(presence_heartbeat=0.1, presence_timeout=TIMEOUT)
        counted = Counted(table)
        keeper = PresenceKeeper(settings, Tracker(counted, TIMEOUT), Lobby(), run, lambda *_: None, nothing)
        match_id = uuid.uuid4()
        keeper.start()
        try:
            counted.failing = 1
            keeper.opened(match_id, 0)
            await until(lambda: counted.calls.get("write", 0) >= 1)
            assert open_seats(match_id) == set()
            await until(lambda: open_seats(match_id) == {0})  # written again at a heartbeat
            writes = counted.calls["write"]
            counted.failing = 10**6  # the store refuses writes: the close is kept, not written
            keeper.closed(match_id, 0)
            await until(lambda: counted.calls["write"] > writes)
            assert open_seats(match_id) == {0}
        finally:
            counted.failing = 0
            await keeper.stop()
            BOARD.set(match_id, frozenset())
        assert open_seats(match_id) == set()

    asyncio.run(scenario())
