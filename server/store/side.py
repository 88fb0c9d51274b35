"""Tables beside the event store on PostgreSQL (quota counts, presence), each on a small pool of its
own. A table is made on first use, so a server starts while the store is down; under an advisory
lock, because two sessions running ``CREATE TABLE IF NOT EXISTS`` at once can collide in
PostgreSQL's catalog (``pg_type_typname_nsp_index``), which made the first burst of requests to a
fresh server fail."""

from __future__ import annotations

import threading
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import psycopg
from psycopg_pool import ConnectionPool


class SideTable:
    """One table beside the store: its pool, and its making on first use."""

    def __init__(self, url: str, timeout: float, schema: str) -> None:
        self.pool = ConnectionPool(  # autocommit: each statement commits alone, in one round trip
            url, min_size=0, max_size=2, timeout=timeout, open=True, kwargs={"autocommit": True}
        )
        self.schema = schema
        self.ready = False
        self._making = threading.Lock()

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
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (zlib.crc32(self.schema.encode()),))
                conn.execute(self.schema)  # type: ignore[arg-type]
            self.ready = True

    def close(self) -> None:
        self.pool.close()
