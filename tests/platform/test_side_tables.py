"""Tables beside the event store are made on first use; a burst of first uses on a fresh PostgreSQL
database, from several processes' counters at once, must not fail (server.store.side)."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

import pytest

from igroteka.server.presence import PgTable, Row
from igroteka.server.quotas import PgCounter
from tests.conftest import fresh_pg_database

PROCESSES, THREADS = 4, 4
T = TypeVar("T")


@pytest.fixture
def pg_url(pg_admin_url: str) -> Iterator[str]:
    yield from fresh_pg_database(pg_admin_url)


def burst(users: Sequence[T], use: Callable[[T], object]) -> list[BaseException]:
    """THREADS threads per user (one user a process) make their first use at the same moment; what they raised."""
    start = threading.Barrier(len(users) * THREADS)
    failures: list[BaseException] = []

    def first_use(user: T) -> None:
        start.wait()
        try:
            use(user)
        except BaseException as error:
            failures.append(error)

    threads = [threading.Thread(target=first_use, args=(u,)) for u in users for _ in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return failures


def test_a_burst_of_first_uses_makes_the_quota_table_once_and_counts_every_use(pg_url: str) -> None:
    counters = [PgCounter(pg_url, timeout=10) for _ in range(PROCESSES)]
    try:
        assert burst(counters, lambda counter: counter.add("client", "match", 1)) == []
        assert counters[0].add("client", "match", 1) == PROCESSES * THREADS + 1
    finally:
        for counter in counters:
            counter.close()


def test_a_burst_of_first_uses_makes_the_presence_table_once(pg_url: str) -> None:
    tables = [PgTable(pg_url, timeout=10) for _ in range(PROCESSES)]
    try:
        assert burst(tables, lambda table: table.prune(0.0)) == []
    finally:
        for table in tables:
            table.close()


def test_presence_rows_and_quota_counts_survive_their_prepared_statements_being_dropped(pg_url: str) -> None:
    """The side tables' frequent statements are prepared on each connection (``SideTable.execute``):
    rows written that way read back as written, and a connection that lost its prepared statements
    (``DEALLOCATE``, as a pooler may do) prepares them again."""
    table, counter = PgTable(pg_url, timeout=10), PgCounter(pg_url, timeout=10)
    try:
        seated, left = (uuid.uuid4(), 0), (uuid.uuid4(), 1)
        table.write("here", [Row(*seated, True, 100.0), Row(*left, False, 200.0)], announce=True)
        assert counter.add("client", "seat", 7) == 1
        for side in (table.table, counter.table):
            with side.connection() as first, side.connection() as second:  # both the pool may hold
                for conn in (first, second):
                    conn.execute("DEALLOCATE ALL")
        for n in range(4):  # each connection served at least once
            table.write("here", [Row(*left, True, 300.0 + n)], announce=n % 2 == 0)
            assert counter.add("client", "seat", 7) == 2 + n
        assert sorted(table.open_rows(0.0)) == sorted([(str(seated[0]), 0, "here"), (str(left[0]), 1, "here")])
        assert sorted(table.seen([str(seated[0]), str(left[0])])) == sorted(  # open: its instance's last lease
            [(str(seated[0]), 0, 303.0), (str(left[0]), 1, 303.0)]
        )
    finally:
        table.close()
        counter.close()
