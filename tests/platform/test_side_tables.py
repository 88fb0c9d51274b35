"""Tables beside the event store are made on first use; a burst of first uses on a fresh PostgreSQL
database, from several processes' counters at once, must not fail (server.store.side)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

import pytest

from server.presence import PgTable
from server.quotas import PgCounter
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
