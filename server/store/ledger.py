"""The ledger of rating updates: one row per rated match, beside the event store.

Every process folds the same log into the same ratings (projections/ratings.py) and offers each
update it makes to this table, keyed by the match's id: the first offer stores it, any later one
(another instance, or this one after a restart) stores nothing and is compared with the stored
row. So the table holds exactly one update per rated match however many instances run, and an
instance whose fold came out different says so in its log. The table is a record to audit and
count, not a source: ratings are rebuilt from the event log alone.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
from collections import deque

import msgspec
import psycopg
from psycopg_pool import PoolTimeout

from igroteka.domain.errors import Unavailable
from igroteka.projections.ratings import RatingUpdate
from igroteka.server.config import Settings
from igroteka.server.store import store_env
from igroteka.server.store.side import SideTable

log = logging.getLogger("igroteka.ratings")

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS igroteka_rating_updates ("
    " match_id TEXT PRIMARY KEY, game TEXT NOT NULL, position BIGINT NOT NULL, body BYTEA NOT NULL)"
)
INSERT = (
    "INSERT INTO igroteka_rating_updates (match_id, game, position, body) VALUES ({p}, {p}, {p}, {p})"
    " ON CONFLICT (match_id) DO NOTHING"
)
SELECT_PG = "SELECT match_id, body FROM igroteka_rating_updates WHERE match_id = ANY(%s)"
SELECT_SQLITE = "SELECT match_id, body FROM igroteka_rating_updates WHERE match_id IN ({marks})"
BATCH = 500  # updates offered in one transaction


class Ledger:
    """Offers the fold's updates to the table, in batches, from the log follower's thread once it
    has caught up; an update the store could not take waits for the next time."""

    def __init__(self, settings: Settings) -> None:
        store = store_env(settings.database_url, settings.sqlite_path)
        self.sqlite = store.get("SQLITE_DBNAME")
        self.table = None if self.sqlite else SideTable(settings.database_url or "", settings.store_deadline, SCHEMA)
        self.conn: sqlite3.Connection | None = None
        self.waiting: deque[RatingUpdate] = deque()
        self.diverged: list[str] = []  # matches whose stored update differs from this process's
        self._lock = threading.Lock()

    def offer(self, update: RatingUpdate) -> None:
        """Called by the fold for each update it makes (under its lock: only queued here)."""
        self.waiting.append(update)

    def flush(self) -> None:
        with self._lock:
            while self.waiting:
                batch = [self.waiting[n] for n in range(min(BATCH, len(self.waiting)))]
                try:
                    stored = self._write(batch)
                except (psycopg.Error, PoolTimeout, sqlite3.Error) as error:
                    log.warning("rating updates not written to the ledger yet: %s", error)
                    return
                for update in batch:
                    self.waiting.popleft()
                    if stored.get(update.match) != msgspec.json.encode(update):
                        self.diverged.append(update.match)
                        log.error("the stored rating update of match %s differs from this process's", update.match)

    def _write(self, batch: list[RatingUpdate]) -> dict[str, bytes]:
        """Insert what is not stored yet; every batch member's stored body."""
        rows = [(u.match, u.game, u.position, msgspec.json.encode(u)) for u in batch]
        if self.table is not None:
            with self.table.connection() as conn, conn.transaction(), conn.cursor() as cursor:
                cursor.executemany(INSERT.format(p="%s"), rows)
        else:
            with self._sqlite() as conn:
                conn.executemany(INSERT.format(p="?"), rows)
        return self._select([u.match for u in batch])

    def stored(self, match_id: str) -> RatingUpdate | None:
        """The stored update of a match (None: none stored, the match was not rated after all)."""
        try:
            with self._lock:
                found = self._select([match_id])
        except (psycopg.Error, PoolTimeout, sqlite3.Error) as error:
            raise Unavailable("store_unavailable", "The event store cannot be reached; try again.") from error
        body = found.get(match_id)
        return None if body is None else msgspec.json.decode(body, type=RatingUpdate)

    def _select(self, ids: list[str]) -> dict[str, bytes]:
        if self.table is not None:
            with self.table.connection() as conn:
                rows = conn.execute(SELECT_PG, (ids,)).fetchall()
        else:
            marks = ", ".join("?" * len(ids))
            rows = self._sqlite().execute(SELECT_SQLITE.format(marks=marks), ids).fetchall()
        return {match: bytes(body) for match, body in rows}

    def _sqlite(self) -> sqlite3.Connection:
        if self.conn is None:
            self.conn = sqlite3.connect(self.sqlite or "", check_same_thread=False, timeout=5)
            self.conn.execute(SCHEMA)
        return self.conn

    def close(self) -> None:
        if self.table is not None:
            self.table.close()
        if self.conn is not None:
            self.conn.close()
