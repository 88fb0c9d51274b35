"""Per-client quotas on the actions that cost the server most: creating matches (all-bot ones
apart, as they play themselves), announcing tournaments, claiming seats and registering, and
making player accounts.

Counts live in the shared store, one row per (client, action, minute), so several instances on
one PostgreSQL grant one budget, not one each. A client is its address as the server sees it or,
behind a proxy, the header the proxy sets (``IGROTEKA_CLIENT_HEADER``).
"""

from __future__ import annotations

import sqlite3
import threading
import time
from dataclasses import dataclass
from typing import Any, Protocol

import psycopg
from litestar.connection import ASGIConnection
from psycopg_pool import PoolTimeout

from igroteka.domain.errors import Forbidden, TooMany, Unavailable
from igroteka.server.config import Settings
from igroteka.server.store import store_env
from igroteka.server.store.postgres import INT4
from igroteka.server.store.side import SideTable, numbered

WINDOW = 60.0  # seconds; budgets are per minute
SCHEMA = (
    "CREATE TABLE IF NOT EXISTS igroteka_quota ("
    " client TEXT NOT NULL, action TEXT NOT NULL, minute BIGINT NOT NULL, used INTEGER NOT NULL,"
    " PRIMARY KEY (client, action, minute))"
)
COUNT = (
    "INSERT INTO igroteka_quota (client, action, minute, used) VALUES ({p}, {p}, {p}, 1)"
    " ON CONFLICT (client, action, minute) DO UPDATE SET used = igroteka_quota.used + 1 RETURNING used"
)
PRUNE = "DELETE FROM igroteka_quota WHERE minute < {p}"
PG_COUNT = b"igroteka_quota_count"


class Counter(Protocol):
    def add(self, client: str, action: str, minute: int) -> int:
        """Count one more use in that minute; the count so far, this one included."""
        ...

    def prune(self, before: int) -> None: ...

    def close(self) -> None: ...


class PgCounter:
    """Counts in PostgreSQL; its table is made on first use, so a server starts while the store is down."""

    def __init__(self, url: str, timeout: float) -> None:
        self.table = SideTable(url, timeout, SCHEMA, {PG_COUNT: numbered(COUNT)})

    def add(self, client: str, action: str, minute: int) -> int:
        result = self.table.execute(PG_COUNT, [client.encode(), action.encode(), b"%d" % minute], [0, 0, 0], True)
        return int(INT4.unpack(result.get_value(0, 0))[0])

    def prune(self, before: int) -> None:
        with self.table.connection() as conn:
            conn.execute(PRUNE.format(p="%s"), (before,))

    def close(self) -> None:
        self.table.close()


class SqliteCounter:
    """The embedded store's counter: one process serves a SQLite store, so one connection will do."""

    def __init__(self, path: str) -> None:
        self.lock = threading.Lock()
        self.conn = sqlite3.connect(path, check_same_thread=False, isolation_level=None, timeout=5)
        self.conn.execute(SCHEMA)

    def add(self, client: str, action: str, minute: int) -> int:
        with self.lock:
            return int(self.conn.execute(COUNT.format(p="?"), (client, action, minute)).fetchone()[0])

    def prune(self, before: int) -> None:
        with self.lock:
            self.conn.execute(PRUNE.format(p="?"), (before,))

    def close(self) -> None:
        self.conn.close()


@dataclass(frozen=True)
class Budget:
    per_minute: int
    what: str


class Quotas:
    """Counts each client's costly actions and refuses those beyond its budget (429 with the wait)."""

    def __init__(self, settings: Settings) -> None:
        self.budgets = {
            "match": Budget(settings.quota_matches, "matches created"),
            "bot_match": Budget(settings.quota_bot_matches, "all-bot matches created"),
            "tournament": Budget(settings.quota_tournaments, "tournaments announced"),
            "seat": Budget(settings.quota_seats, "seats claimed or registrations"),
            "account": Budget(settings.quota_accounts, "player accounts created"),
        }
        self.header = settings.client_header.lower()
        store = store_env(settings.database_url, settings.sqlite_path)
        self.counter: Counter = (
            SqliteCounter(store["SQLITE_DBNAME"])
            if "SQLITE_DBNAME" in store
            else PgCounter(settings.database_url or "", settings.store_deadline)
        )
        self.pruned = 0

    def client(self, request: ASGIConnection[Any, Any, Any, Any]) -> str:
        """Who is asking: the proxy's header when one is configured, else the peer's address."""
        if self.header and (forwarded := request.headers.get(self.header)):
            return forwarded.split(",")[0].strip()[:64]
        return request.client.host if request.client else "unknown"

    def take(self, client: str, action: str) -> None:
        """Spend one of ``client``'s ``action`` budget this minute (blocking: run it off the loop)."""
        budget = self.budgets[action]
        if budget.per_minute <= 0:
            raise Forbidden("action_off", f"This server does not accept {budget.what}.")
        now = time.time()
        minute = int(now // WINDOW)
        try:
            used = self.counter.add(client, action, minute)
            if minute != self.pruned:  # once a minute, forget the minutes before the last
                self.counter.prune(minute - 1)
                self.pruned = minute
        except (psycopg.Error, PoolTimeout, sqlite3.Error) as error:
            raise Unavailable("store_unavailable", "The event store cannot be reached; try again.") from error
        if used > budget.per_minute:
            raise TooMany(
                "quota_exceeded",
                f"At most {budget.per_minute} {budget.what} a minute per client.",
                retry_after=round((minute + 1) * WINDOW - now, 3),
            )

    def close(self) -> None:
        self.counter.close()


class StreamSlots:
    """The WebSockets one client may hold open in this process (a load balancer spreads a client's
    sockets over instances, each holding its own)."""

    def __init__(self, per_client: int) -> None:
        self.per_client = per_client
        self._open: dict[str, int] = {}
        self._guard = threading.Lock()

    def take(self, client: str) -> None:
        with self._guard:
            if self._open.get(client, 0) >= self.per_client:
                raise TooMany(
                    "too_many_streams", f"At most {self.per_client} open streams per client.", retry_after=1.0
                )
            self._open[client] = self._open.get(client, 0) + 1

    def give_back(self, client: str) -> None:
        with self._guard:
            left = self._open.get(client, 0) - 1
            if left > 0:
                self._open[client] = left
            else:
                self._open.pop(client, None)
