"""Tables beside the event store on PostgreSQL (quota counts, presence), each on a small pool of its
own. A table is made on first use, so a server starts while the store is down; under an advisory
lock, because two sessions running ``CREATE TABLE IF NOT EXISTS`` at once can collide in
PostgreSQL's catalog (``pg_type_typname_nsp_index``), which made the first burst of requests to a
fresh server fail. One lock for every side table's schema: two schemas may make the same table
(the player streams' makes the presence tables it reads)."""

from __future__ import annotations

import threading
import weakref
import zlib
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

import psycopg
from psycopg.pq import ExecStatus
from psycopg_pool import ConnectionPool

from igroteka.server.store.postgres import checked, exec_prepared, prepare_statements

MAKING = zlib.crc32(b"igroteka side tables")  # the advisory lock every side table is made under


def numbered(sql: str) -> str:
    """``sql`` with its ``{p}`` placeholders as PostgreSQL's numbered parameters ``$1``, ``$2``, …"""
    parts = sql.split("{p}")
    return "".join(f"{part}${n}" for n, part in enumerate(parts[:-1], start=1)) + parts[-1]


class SideTable:
    """One table beside the store: its pool, its making on first use, and its frequent statements
    (``statements``: name → SQL with ``$n`` parameters), prepared on each connection."""

    def __init__(self, url: str, timeout: float, schema: str, statements: Mapping[bytes, str] | None = None) -> None:
        self.pool = ConnectionPool(  # autocommit: each statement commits alone, in one round trip
            url, min_size=0, max_size=2, timeout=timeout, open=True, kwargs={"autocommit": True}
        )
        self.schema = schema
        self.statements = [(name, sql.encode(), None) for name, sql in (statements or {}).items()]
        self.ready = False
        self._making = threading.Lock()
        self._prepared: weakref.WeakSet[psycopg.Connection[Any]] = weakref.WeakSet()

    def execute(self, name: bytes, params: Sequence[bytes], formats: Sequence[int], rows: bool) -> Any:
        """One of ``statements``, its parameters as libpq takes them (``formats``: 1 binary, 0
        text), its rows (if ``rows``) in the binary format: libpq's result. psycopg's ``execute``,
        adapting Python values through a cursor, cost ~150 µs more CPU a call here, and a set-up
        makes several (quotas, presence)."""
        expected = ExecStatus.TUPLES_OK if rows else ExecStatus.COMMAND_OK
        with self.connection() as conn:
            if conn not in self._prepared:
                self._prepare(conn)
            return checked(conn, exec_prepared(conn, name, params, formats, self._prepare), expected)

    def _prepare(self, conn: psycopg.Connection[Any]) -> None:
        prepare_statements(conn, self.statements)
        self._prepared.add(conn)

    @contextmanager
    def connection(self) -> Iterator[psycopg.Connection[Any]]:
        """A pooled connection, the table made first if this process has not yet."""
        with self.pool.connection() as conn:
            if not self.ready:
                self._make(conn)
            yield conn

    def _make(self, conn: psycopg.Connection[Any]) -> None:
        with self._making:
            if self.ready:
                return
            with conn.transaction():
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (MAKING,))
                conn.execute(self.schema)  # type: ignore[arg-type]
            self.ready = True

    def close(self) -> None:
        self.pool.close()
