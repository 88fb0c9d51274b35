"""Presence across instances (issue 14): which seats' people have a stream open, on any instance.

Each instance counts its own streams per (match, seat) and keeps one row per (match, seat,
instance) in a small table beside the event store (PostgreSQL, or the SQLite file of a single
process): ``open`` while it holds a stream of the seat, ``seen`` its last heartbeat or close. Rows
are written on the first open and the last close (with a NOTIFY on PostgreSQL, so other instances
read them at once) and heartbeated every ``presence_heartbeat`` seconds; another instance's
open row whose heartbeat is older than ``presence_timeout`` is ignored (that instance died). The
NOTIFY names the matches it wrote rows of, and the instances it wakes read only those matches' rows:
reading every row on every stream opened or closed elsewhere cost each instance ~3.8 µs of CPU a
row (1.1 ms at 100 matches streamed, 12.5 ms at 1 000), so ever more as matches grow. Each
heartbeat reads every row, as does a wake that names no match (a write of more matches than a
NOTIFY can name, a listener that connected again).
Presence is no event of the match: a flapping connection moves no version.

The same rows give each seat's absence start for abandonment (domain.abandon, server.abandonment):
the last ``seen`` outlives the instance that wrote it, so a restart loses no absence.

Every other stream of a match (a spectator's, an auditor's) keeps a row too, under the seat
``WATCHING``: it is nobody's presence, but it tells the other instances that this one follows the
match, so the instance that commits its moves wakes this one for each (``followed_elsewhere``);
a move of a match no other instance follows wakes nobody (``server.store.loopwriter``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
import threading
import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol
from uuid import UUID

from igroteka.projections.lobby import Lobby
from igroteka.projections.presence import BOARD
from igroteka.server.config import Settings
from igroteka.server.notify import PgListener
from igroteka.server.store import store_env
from igroteka.server.store.postgres import BOOL_OID, FLOAT8, FLOAT8_OID, INT4, INT4_OID, TEXT, binary_array
from igroteka.server.store.side import SideTable
from igroteka.server.work import Run

log = logging.getLogger("igroteka.presence")

CHANNEL = "igroteka_presence"
SCHEMA = (
    "CREATE TABLE IF NOT EXISTS igroteka_presence ("
    " match_id TEXT NOT NULL, seat INTEGER NOT NULL, instance TEXT NOT NULL, open BOOLEAN NOT NULL,"
    " seen DOUBLE PRECISION NOT NULL, PRIMARY KEY (match_id, seat, instance))"
)
UPSERT = (
    "INSERT INTO igroteka_presence (match_id, seat, instance, open, seen) VALUES ({p}, {p}, {p}, {p}, {p})"
    " ON CONFLICT (match_id, seat, instance) DO UPDATE SET open = excluded.open, seen = excluded.seen"
)
# PostgreSQL: the rows as column arrays (in the binary format), in one prepared statement (one
# round trip) with the NOTIFY when asked, committed together on an autocommit connection.
PG_UPSERT = (
    "INSERT INTO igroteka_presence (match_id, seat, instance, open, seen)"
    " SELECT r.match_id, r.seat, $3::text, r.open, r.seen"
    " FROM unnest($1::text[], $2::integer[], $4::boolean[], $5::float8[]) AS r (match_id, seat, open, seen)"
    " ON CONFLICT (match_id, seat, instance) DO UPDATE SET open = excluded.open, seen = excluded.seen"
)
PG_STATEMENTS = {
    b"igroteka_presence_write": PG_UPSERT,
    b"igroteka_presence_announce": f"WITH written AS ({PG_UPSERT} RETURNING 1) SELECT pg_notify($6, $7)",
}
ARRAY_FORMATS = [1, 1, 0, 1, 1]  # match ids, seats, the instance (text), open, seen
OPEN = "SELECT match_id, seat, instance FROM igroteka_presence WHERE open AND seen >= {p}"
OPEN_OF = OPEN + " AND match_id IN ({ids})"
NAMED = 200  # matches a NOTIFY names at most (its payload stays under PostgreSQL's 8 000 bytes)
SEEN = (
    "SELECT match_id, seat, MAX(seen) FROM igroteka_presence WHERE match_id IN ({ids}) AND seat >= 0"
    " GROUP BY match_id, seat"
)
PRUNE = "DELETE FROM igroteka_presence WHERE seen < {p}"
KEEP = 8 * 24 * 3600.0  # seconds a row outlives its last heartbeat: longer than any abandonment time
BATCH = 500  # matches per query for their last-seen times
GATHER = 0.001  # seconds a change of this instance's streams waits for others to share its write
WATCHING = -1  # the seat of a row kept for a match's other streams (spectators', auditors'): no presence
WATCHERS = frozenset((WATCHING,))

Key = tuple[UUID, int]


@dataclass(frozen=True)
class Row:
    match_id: UUID
    seat: int
    open: bool
    seen: float


class Table(Protocol):
    def write(self, instance: str, rows: list[Row], announce: bool) -> None:
        """Upsert this instance's rows; ``announce``: wake the other instances."""
        ...

    def open_rows(self, since: float, match_ids: list[str] | None = None) -> list[tuple[str, int, str]]:
        """(match, seat, instance) of every open row heartbeated since then (of those matches only)."""
        ...

    def seen(self, match_ids: list[str]) -> list[tuple[str, int, float]]:
        """(match, seat, last seen) of those matches' rows."""
        ...

    def prune(self, before: float) -> None: ...

    def close(self) -> None: ...


def values(instance: str, rows: list[Row]) -> list[tuple[str, int, str, bool, float]]:
    return [(str(r.match_id), r.seat, instance, r.open, r.seen) for r in rows]


def announcement(instance: str, rows: list[Row]) -> str:
    """A write's NOTIFY payload: the writing instance, then the matches it wrote rows of (none named:
    more than ``NAMED``, read every row)."""
    matches = dict.fromkeys(str(r.match_id) for r in rows)
    return instance if len(matches) > NAMED else f"{instance} {','.join(matches)}"


def named(payload: bytes) -> list[UUID] | None:
    """The matches a NOTIFY's payload names (None: it names none, or not in our form)."""
    _, _, listed = payload.partition(b" ")
    try:
        return [UUID(text.decode()) for text in listed.split(b",")] if listed else None
    except (ValueError, UnicodeDecodeError):
        return None


class PgTable:
    """The presence table on PostgreSQL; made on first use, so a server starts while the store is down."""

    def __init__(self, url: str, timeout: float) -> None:
        self.table = SideTable(url, timeout, SCHEMA, PG_STATEMENTS)

    def _run(self, sql: str, params: Any = None, many: bool = False) -> list[Any]:
        with self.table.connection() as conn, conn.cursor() as cursor:
            if many:
                cursor.executemany(sql, params)
                return []
            cursor.execute(sql, params)
            return cursor.fetchall() if cursor.description else []

    def write(self, instance: str, rows: list[Row], announce: bool) -> None:
        params = [
            binary_array(TEXT, [str(r.match_id).encode() for r in rows]),
            binary_array(INT4_OID, [INT4.pack(r.seat) for r in rows]),
            instance.encode(),
            binary_array(BOOL_OID, [b"\x01" if r.open else b"\x00" for r in rows]),
            binary_array(FLOAT8_OID, [FLOAT8.pack(r.seen) for r in rows]),
        ]
        if announce:
            notice = [CHANNEL.encode(), announcement(instance, rows).encode()]
            self.table.execute(b"igroteka_presence_announce", [*params, *notice], [*ARRAY_FORMATS, 0, 0], True)
        else:
            self.table.execute(b"igroteka_presence_write", params, ARRAY_FORMATS, False)

    def open_rows(self, since: float, match_ids: list[str] | None = None) -> list[tuple[str, int, str]]:
        if match_ids is None:
            return self._run(OPEN.format(p="%s"), (since,))
        return self._run(OPEN_OF.format(p="%s", ids=", ".join(["%s"] * len(match_ids))), (since, *match_ids))

    def seen(self, match_ids: list[str]) -> list[tuple[str, int, float]]:
        return self._run(SEEN.format(ids=", ".join(["%s"] * len(match_ids))), match_ids)

    def prune(self, before: float) -> None:
        self._run(PRUNE.format(p="%s"), (before,))

    def close(self) -> None:
        self.table.close()


class SqliteTable:
    """The presence table in the embedded store's file: one process, one connection."""

    def __init__(self, path: str) -> None:
        self.lock = threading.Lock()
        self.conn = sqlite3.connect(path, check_same_thread=False, isolation_level=None, timeout=5)
        self.conn.execute(SCHEMA)

    def write(self, instance: str, rows: list[Row], announce: bool) -> None:
        with self.lock:
            self.conn.executemany(UPSERT.format(p="?"), values(instance, rows))

    def open_rows(self, since: float, match_ids: list[str] | None = None) -> list[tuple[str, int, str]]:
        with self.lock:
            if match_ids is None:
                return self.conn.execute(OPEN.format(p="?"), (since,)).fetchall()
            query = OPEN_OF.format(p="?", ids=", ".join(["?"] * len(match_ids)))
            return self.conn.execute(query, (since, *match_ids)).fetchall()

    def seen(self, match_ids: list[str]) -> list[tuple[str, int, float]]:
        with self.lock:
            return self.conn.execute(SEEN.format(ids=", ".join(["?"] * len(match_ids))), match_ids).fetchall()

    def prune(self, before: float) -> None:
        with self.lock:
            self.conn.execute(PRUNE.format(p="?"), (before,))

    def close(self) -> None:
        self.conn.close()


def table_for(settings: Settings) -> Table:
    store = store_env(settings.database_url, settings.sqlite_path)
    if "SQLITE_DBNAME" in store:
        return SqliteTable(store["SQLITE_DBNAME"])
    return PgTable(settings.database_url or "", settings.store_deadline)


class Tracker:
    """This instance's streams per seat (``WATCHING`` for the other streams), and the other
    instances' as the table last showed them."""

    def __init__(self, table: Table, timeout: float) -> None:
        self.table = table
        self.timeout = timeout
        self.instance = uuid.uuid4().hex  # a restarted process is a new instance: its old rows go stale
        self.local: dict[UUID, dict[int, int]] = {}  # match -> seat -> streams open here
        self.remote: dict[UUID, frozenset[int]] = {}  # match -> seats with a stream open elsewhere
        self.followers: frozenset[UUID] = frozenset()  # the matches with any stream open elsewhere
        self.refreshed = float("-inf")  # when the table was last read (time.monotonic)
        self._lock = threading.Lock()

    def opened(self, key: Key) -> bool:
        """Count a stream of the seat; whether it is this instance's first."""
        match_id, seat = key
        with self._lock:
            seats = self.local.setdefault(match_id, {})
            seats[seat] = seats.get(seat, 0) + 1
            return seats[seat] == 1

    def closed(self, key: Key) -> bool:
        """Count a stream of the seat gone; whether it was this instance's last."""
        match_id, seat = key
        with self._lock:
            seats = self.local.get(match_id, {})
            left = seats.get(seat, 0) - 1
            if left > 0:
                seats[seat] = left
                return False
            seats.pop(seat, None)
            if not seats:
                self.local.pop(match_id, None)
            return True

    def keys(self) -> list[Key]:
        """The seats with a stream open here (``WATCHING`` among them)."""
        with self._lock:
            return [(match_id, seat) for match_id, seats in self.local.items() for seat in seats]

    def write(self, states: dict[Key, bool], announce: bool) -> None:
        """Upsert a row per seat, open or not as ``states`` says, seen now."""
        now = time.time()
        rows = [Row(m, seat, is_open, now) for (m, seat), is_open in states.items()]
        if rows:
            self.table.write(self.instance, rows, announce)

    def heartbeat(self) -> None:
        """Renew this instance's open rows (an upsert: a row a failed write missed is made now)."""
        self.write(dict.fromkeys(self.keys(), True), announce=False)

    def refresh(self, match_ids: list[UUID] | None = None) -> None:
        """Read which seats other instances hold open streams of (heartbeated within the timeout):
        of every match, or of ``match_ids`` only, the others' as last read."""
        since = time.time() - self.timeout
        rows = self.table.open_rows(since, None if match_ids is None else [str(m) for m in match_ids])
        found: dict[UUID, set[int]] = {}
        for m, seat, instance in rows:
            if instance != self.instance:
                found.setdefault(UUID(m), set()).add(seat)
        people = {m: present for m, seats in found.items() if (present := frozenset(seats) - WATCHERS)}
        if match_ids is None:
            self.followers, self.remote = frozenset(found), people
            self.refreshed = time.monotonic()
            return
        remote = dict(self.remote)
        for match_id in match_ids:
            remote.pop(match_id, None)
        remote.update(people)
        self.followers, self.remote = self.followers.difference(match_ids).union(found), remote

    def seats(self, match_id: UUID) -> frozenset[int]:
        """The match's seats with a stream open on any instance."""
        with self._lock:
            return frozenset(self.local.get(match_id, ())) - WATCHERS | self.remote.get(match_id, frozenset())

    def connected(self) -> dict[UUID, frozenset[int]]:
        """Every match's seats with a stream open on any instance."""
        with self._lock:
            board = {m: people for m, seats in self.local.items() if (people := frozenset(seats) - WATCHERS)}
        for match_id, seats in self.remote.items():
            board[match_id] = board.get(match_id, frozenset()) | seats
        return board

    def seen(self, match_ids: list[UUID]) -> dict[UUID, dict[int, datetime]]:
        """When each seat of those matches was last seen connected, by any instance (now, if by this one)."""
        last: dict[UUID, dict[int, float]] = {}
        for n in range(0, len(match_ids), BATCH):
            for m, seat, at in self.table.seen([str(i) for i in match_ids[n : n + BATCH]]):
                last.setdefault(UUID(m), {})[seat] = at
        now = time.time()
        for match_id, seat in self.keys():
            if seat != WATCHING:
                last.setdefault(match_id, {})[seat] = now
        return {m: {s: datetime.fromtimestamp(at, UTC) for s, at in seats.items()} for m, seats in last.items()}


class PresenceKeeper:
    """Keeps the process's presence board (projections.presence) and the lobby's ``connected`` up
    to date, publishes a notice on every change, and after each look at the table has the
    abandonment sweeper (``server.abandonment``) sweep."""

    def __init__(
        self,
        settings: Settings,
        tracker: Tracker,
        lobby: Lobby,
        run: Run,
        publish: Callable[[UUID, frozenset[int]], None],
        sweep: Callable[[], Awaitable[None]],
    ) -> None:
        self.settings = settings
        self.tracker = tracker  # its table is closed by ``stop``
        self.lobby = lobby
        self.run = run
        self.publish = publish
        self.sweep = sweep
        self._poke = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._changes: dict[Key, bool] = {}  # seats opened (True) or closed here, not yet written
        self._recorder: asyncio.Task[None] | None = None
        self._heard: set[UUID] | None = set()  # the matches other instances' NOTIFYs named (None: read all)
        self.listener = (
            PgListener(
                settings.database_url,
                CHANNEL,
                self._wake,
                lambda healthy: None,
                self.tracker.instance,
                heard=self._hear,
            )
            if isinstance(self.tracker.table, PgTable) and settings.database_url
            else None
        )

    def _hear(self, payload: bytes) -> None:
        """Another instance wrote rows of the matches its NOTIFY names (none named: read all)."""
        matches = named(payload)
        if matches is None:
            self._heard = None
        elif self._heard is not None:
            self._heard.update(matches)

    def _wake(self) -> None:
        """Another instance changed the table (a NOTIFY), or the listener connected again: read
        what changed now (the listener calls it on the loop). A wake that follows no payload heard
        reads every row."""
        if not self._heard:
            self._heard = None
        self._poke.set()

    def start(self) -> None:
        self._task = asyncio.create_task(self._keep())
        if self.listener:
            self.listener.start()

    async def stop(self) -> None:
        """Close this instance's rows (a clean stop ends its streams now, not at the timeout)."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        if self.listener:
            await self.listener.stop()
        if self._recorder is not None:
            await self._recorder
        with contextlib.suppress(Exception):
            await self.run(self.tracker.write, dict.fromkeys(self.tracker.keys(), False), True)
        self.tracker.table.close()

    def opened(self, match_id: UUID, seat: int) -> None:
        if self.tracker.opened((match_id, seat)):
            self._change((match_id, seat), True)

    def closed(self, match_id: UUID, seat: int) -> None:
        if self.tracker.closed((match_id, seat)):
            self._change((match_id, seat), False)

    def followed_elsewhere(self, match_id: UUID) -> bool:
        """Whether another instance has a stream of the match open, as the table last showed it
        (read on every other instance's change, and every heartbeat); so too while that reading
        is older than two heartbeats (the store, or this instance's reads, failing): what is not
        known is assumed."""
        return (
            match_id in self.tracker.followers
            or time.monotonic() - self.tracker.refreshed > 2 * self.settings.presence_heartbeat
        )

    def _change(self, key: Key, is_open: bool) -> None:
        """Show the change here at once and have it written; other instances read it on the NOTIFY."""
        self._show(key[0], self.tracker.seats(key[0]))
        self._changes[key] = is_open
        if self._recorder is None:
            self._recorder = asyncio.create_task(self._record())

    async def _record(self) -> None:
        """Write the changes in one statement with one NOTIFY, then those made meanwhile, until
        none is left: a group commit. The first change waits ``GATHER`` for others (a match's two
        seats open their streams a fraction of a millisecond apart, in different turns of the
        loop), so another instance sees it at most that much later; a later one waits for the
        write in flight. A failed write is logged: the heartbeat writes open rows again, and a
        close goes stale."""
        try:
            await asyncio.sleep(GATHER)
            while self._changes:
                changes, self._changes = self._changes, {}
                try:
                    await self.run(self.tracker.write, changes, True)
                except Exception as error:
                    log.warning("presence not recorded", extra={"code": getattr(error, "code", "error")})
        finally:
            self._recorder = None

    def _show(self, match_id: UUID, seats: frozenset[int]) -> None:
        """One match's connected seats, as this instance's own stream changed them."""
        if BOARD.set(match_id, seats):
            self.lobby.set_connected(match_id, seats)
            self.publish(match_id, seats)

    def _changed(self) -> None:
        """The whole board, as the table showed it (a lobby row made later reads the board)."""
        for match_id, seats in BOARD.replace(self.tracker.connected()).items():
            self.lobby.set_connected(match_id, seats)
            self.publish(match_id, seats)

    async def _keep(self) -> None:
        """Heartbeat, read the others' rows, publish changes and sweep, every heartbeat or on a NOTIFY."""
        beat = self.settings.presence_heartbeat
        last_beat = pruned = 0.0
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._poke.wait(), beat)
            self._poke.clear()
            heard, self._heard = self._heard, set()
            now = time.time()
            beating = now - last_beat >= beat * 0.9
            # the matches to read (None: every row, at a heartbeat or when many were named)
            named_only = None if beating or heard is None or len(heard) > NAMED else list(heard)
            try:
                if beating:
                    await self.run(self.tracker.heartbeat)
                    last_beat = now
                if named_only is None:
                    await self.run(self.tracker.refresh)
                elif named_only:
                    await self.run(self.tracker.refresh, named_only)
                if now - pruned > 600:
                    await self.run(self.tracker.table.prune, now - KEEP)
                    pruned = now
            except Exception as error:  # the store is down: keep what we know, read it all again later
                log.info("presence not refreshed", extra={"code": getattr(error, "code", repr(error))})
                self._heard = None
                continue
            if named_only is None:
                self._changed()
            else:
                for match_id in named_only:
                    self._show(match_id, self.tracker.seats(match_id))
            await self.sweep()
