"""Presence across instances (issue 14): which seats' people have a stream open, on any instance.

Each instance counts its own streams per (match, seat) and keeps one row per (match, seat,
instance) in a small table beside the event store (PostgreSQL, or the SQLite file of a single
process): ``open`` while it holds a stream of the seat, ``seen`` when that last changed. Rows are
written only when they change, on the first open and the last close (with a NOTIFY on PostgreSQL,
so other instances read them at once). What keeps them alive is the instance's **lease**, one row
per instance in ``igroteka_presence_instances``, renewed every ``presence_heartbeat`` seconds in
one statement whatever the instance holds: another instance's open row counts while its lease is
younger than ``presence_timeout`` (that instance died otherwise). Renewing every row at every
heartbeat cost each instance a row written and read a stream's seat every 2 s (30,000 rows at
10,000 matches), so an idle server's CPU grew with its idle matches (bench/README.md, 2026-11-28).

What an instance knows of the others' rows it reads only when told: the NOTIFY names the matches
it wrote rows of, and the instances it wakes read only those matches' rows (reading every row on
every change elsewhere cost each instance ~3.8 µs of CPU a row). Each heartbeat reads the leases
alone: an instance whose lease lapsed has its rows dropped here, and one seen alive that was not
(started, or back after an outage) has its open rows read once. Every row is read only by a wake
that names no match: a write of more matches than a NOTIFY can name, a listener that connected
again (NOTIFYs may have been missed while it was away).
Presence is no event of the match: a flapping connection moves no version.

The same rows give each seat's absence start for abandonment (domain.abandon, server.abandonment):
an open row was last seen when its instance's lease was last renewed, a closed one when it closed;
the lease outlives the instance that wrote it, so a restart loses no absence. The same lease keeps
the instance's player streams' rows alive (``server.push_presence``, docs/architecture.md §36).

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
    " seen DOUBLE PRECISION NOT NULL, PRIMARY KEY (match_id, seat, instance));"
    " CREATE TABLE IF NOT EXISTS igroteka_presence_instances (instance TEXT PRIMARY KEY, seen DOUBLE PRECISION NOT NULL)"
)
UPSERT = (
    "INSERT INTO igroteka_presence (match_id, seat, instance, open, seen) VALUES ({p}, {p}, {p}, {p}, {p})"
    " ON CONFLICT (match_id, seat, instance) DO UPDATE SET open = excluded.open, seen = excluded.seen"
)
LEASE = (
    "INSERT INTO igroteka_presence_instances (instance, seen) VALUES ({p}, {p})"
    " ON CONFLICT (instance) DO UPDATE SET seen = excluded.seen"
)
LIVE = "SELECT instance FROM igroteka_presence_instances WHERE seen >= {p} AND instance <> {p}"
# PostgreSQL: the rows as column arrays (in the binary format), in one prepared statement (one
# round trip) with the instance's lease (so its rows count from their first write) and the NOTIFY
# when asked, committed together on an autocommit connection.
PG_LEASE = (
    "lease AS (INSERT INTO igroteka_presence_instances (instance, seen) VALUES ($3, $6)"
    " ON CONFLICT (instance) DO UPDATE SET seen = excluded.seen)"
)
PG_UPSERT = (
    "INSERT INTO igroteka_presence (match_id, seat, instance, open, seen)"
    " SELECT r.match_id, r.seat, $3::text, r.open, r.seen"
    " FROM unnest($1::text[], $2::integer[], $4::boolean[], $5::float8[]) AS r (match_id, seat, open, seen)"
    " ON CONFLICT (match_id, seat, instance) DO UPDATE SET open = excluded.open, seen = excluded.seen"
)
PG_STATEMENTS = {
    b"igroteka_presence_write": f"WITH {PG_LEASE} {PG_UPSERT}",
    b"igroteka_presence_announce": f"WITH {PG_LEASE}, written AS ({PG_UPSERT} RETURNING 1) SELECT pg_notify($7, $8)",
    # the heartbeat: this instance's lease renewed and the other instances' live ones read, in one round trip
    b"igroteka_presence_beat": (
        "WITH lease AS (INSERT INTO igroteka_presence_instances (instance, seen) VALUES ($1, $2)"
        " ON CONFLICT (instance) DO UPDATE SET seen = excluded.seen)"
        " SELECT instance FROM igroteka_presence_instances WHERE seen >= $3 AND instance <> $1"
    ),
}
FORMATS = [1, 1, 0, 1, 1, 1]  # match ids, seats, the instance (text), open, seen, the lease's time
# an open row counts while its instance's lease is live, or its instance was live at the reader's
# last heartbeat (``{live}``: a reader slower than the timeout still counts an instance it knows alive)
OPEN = (
    "SELECT p.match_id, p.seat, p.instance FROM igroteka_presence p"
    " JOIN igroteka_presence_instances i ON i.instance = p.instance WHERE p.open AND (i.seen >= {p}{live})"
)
OPEN_OF = OPEN + " AND p.match_id IN ({ids})"
OPEN_AT = OPEN + " AND p.instance IN ({ids})"
NAMED = 200  # matches a NOTIFY names at most (its payload stays under PostgreSQL's 8 000 bytes)
# an open row was last seen at its instance's last lease, a closed one when it closed
SEEN = (
    "SELECT p.match_id, p.seat, MAX(CASE WHEN p.open AND i.seen > p.seen THEN i.seen ELSE p.seen END)"
    " FROM igroteka_presence p LEFT JOIN igroteka_presence_instances i ON i.instance = p.instance"
    " WHERE p.match_id IN ({ids}) AND p.seat >= 0 GROUP BY p.match_id, p.seat"
)
PRUNE = (  # rows of instances whose lease is older than that, then the leases
    "DELETE FROM igroteka_presence WHERE seen < {p}"
    " AND instance NOT IN (SELECT instance FROM igroteka_presence_instances WHERE seen >= {p})",
    "DELETE FROM igroteka_presence_instances WHERE seen < {p}",
)
KEEP = 8 * 24 * 3600.0  # seconds a row outlives its instance's last lease: longer than any abandonment time
BATCH = 500  # matches per query for their last-seen times
GATHER = 0.001  # seconds a change of this instance's streams waits for others to share its write
WATCHING = -1  # the seat of a row kept for a match's other streams (spectators', auditors'): no presence
WATCHERS = frozenset((WATCHING,))

Key = tuple[UUID, int]
Rows = list[tuple[str, int, str]]  # (match, seat, instance) of open rows
Live = tuple[str, ...]  # the instances a reader saw live at its last heartbeat


@dataclass(frozen=True)
class Row:
    match_id: UUID
    seat: int
    open: bool
    seen: float


class Table(Protocol):
    def write(self, instance: str, rows: list[Row], announce: bool) -> None:
        """Upsert this instance's rows and renew its lease; ``announce``: wake the other instances."""
        ...

    def beat(self, instance: str, now: float, since: float) -> list[str]:
        """Renew this instance's lease; the other instances whose lease is renewed since then."""
        ...

    def open_rows(
        self, since: float, match_ids: list[str] | None = None, instances: list[str] | None = None, live: Live = ()
    ) -> Rows:
        """Every open row whose instance's lease is renewed since then or is among ``live`` (of
        those matches, or of those instances, only)."""
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


def open_query(p: str, match_ids: list[str] | None, instances: list[str] | None, live: Live) -> tuple[str, list[str]]:
    """The query for open rows with ``p`` as its placeholder, and its parameters after ``since``."""
    also = f" OR p.instance IN ({', '.join([p] * len(live))})" if live else ""
    if match_ids is not None:
        return OPEN_OF.format(p=p, live=also, ids=", ".join([p] * len(match_ids))), [*live, *match_ids]
    if instances is not None:
        return OPEN_AT.format(p=p, live=also, ids=", ".join([p] * len(instances))), [*live, *instances]
    return OPEN.format(p=p, live=also), list(live)


class PgTable:
    """The presence table on PostgreSQL; made on first use, so a server starts while the store is down."""

    def __init__(self, url: str, timeout: float) -> None:
        self.table = SideTable(url, timeout, SCHEMA, PG_STATEMENTS)

    def _run(self, sql: str, params: Any = None) -> list[Any]:
        with self.table.connection() as conn, conn.cursor() as cursor:
            cursor.execute(sql, params)
            return cursor.fetchall() if cursor.description else []

    def write(self, instance: str, rows: list[Row], announce: bool) -> None:
        params = [
            binary_array(TEXT, [str(r.match_id).encode() for r in rows]),
            binary_array(INT4_OID, [INT4.pack(r.seat) for r in rows]),
            instance.encode(),
            binary_array(BOOL_OID, [b"\x01" if r.open else b"\x00" for r in rows]),
            binary_array(FLOAT8_OID, [FLOAT8.pack(r.seen) for r in rows]),
            FLOAT8.pack(max(r.seen for r in rows)),
        ]
        if announce:
            notice = [CHANNEL.encode(), announcement(instance, rows).encode()]
            self.table.execute(b"igroteka_presence_announce", [*params, *notice], [*FORMATS, 0, 0], True)
        else:
            self.table.execute(b"igroteka_presence_write", params, FORMATS, False)

    def beat(self, instance: str, now: float, since: float) -> list[str]:
        result = self.table.execute(
            b"igroteka_presence_beat", [instance.encode(), FLOAT8.pack(now), FLOAT8.pack(since)], [0, 1, 1], True
        )
        return [bytes(result.get_value(n, 0)).decode() for n in range(result.ntuples)]

    def open_rows(
        self, since: float, match_ids: list[str] | None = None, instances: list[str] | None = None, live: Live = ()
    ) -> Rows:
        query, params = open_query("%s", match_ids, instances, live)
        return self._run(query, (since, *params))

    def seen(self, match_ids: list[str]) -> list[tuple[str, int, float]]:
        return self._run(SEEN.format(ids=", ".join(["%s"] * len(match_ids))), match_ids)

    def prune(self, before: float) -> None:
        rows, leases = PRUNE
        self._run(rows.format(p="%s"), (before, before))
        self._run(leases.format(p="%s"), (before,))

    def close(self) -> None:
        self.table.close()


class SqliteTable:
    """The presence table in the embedded store's file: one process, one connection."""

    def __init__(self, path: str) -> None:
        self.lock = threading.Lock()
        self.conn = sqlite3.connect(path, check_same_thread=False, isolation_level=None, timeout=5)
        self.conn.executescript(SCHEMA)

    def write(self, instance: str, rows: list[Row], announce: bool) -> None:
        with self.lock:
            self.conn.execute("BEGIN")
            try:
                self.conn.execute(LEASE.format(p="?"), (instance, max(r.seen for r in rows)))
                self.conn.executemany(UPSERT.format(p="?"), values(instance, rows))
            except BaseException:
                self.conn.execute("ROLLBACK")
                raise
            self.conn.execute("COMMIT")

    def beat(self, instance: str, now: float, since: float) -> list[str]:
        with self.lock:
            self.conn.execute(LEASE.format(p="?"), (instance, now))
            return [row[0] for row in self.conn.execute(LIVE.format(p="?"), (since, instance))]

    def open_rows(
        self, since: float, match_ids: list[str] | None = None, instances: list[str] | None = None, live: Live = ()
    ) -> Rows:
        query, params = open_query("?", match_ids, instances, live)
        with self.lock:
            return self.conn.execute(query, (since, *params)).fetchall()

    def seen(self, match_ids: list[str]) -> list[tuple[str, int, float]]:
        with self.lock:
            return self.conn.execute(SEEN.format(ids=", ".join(["?"] * len(match_ids))), match_ids).fetchall()

    def prune(self, before: float) -> None:
        rows, leases = PRUNE
        with self.lock:
            self.conn.execute(rows.format(p="?"), (before, before))
            self.conn.execute(leases.format(p="?"), (before,))

    def close(self) -> None:
        self.conn.close()


def table_for(settings: Settings) -> Table:
    store = store_env(settings.database_url, settings.sqlite_path)
    if "SQLITE_DBNAME" in store:
        return SqliteTable(store["SQLITE_DBNAME"])
    return PgTable(settings.database_url or "", settings.store_deadline)


class Tracker:
    """This instance's streams per seat (``WATCHING`` for the other streams), and the other
    instances' as the table last showed them: each live instance's open rows, and from them the
    seats with a stream open elsewhere and the matches followed elsewhere."""

    def __init__(self, table: Table, timeout: float) -> None:
        self.table = table
        self.timeout = timeout
        self.instance = uuid.uuid4().hex  # a restarted process is a new instance: its old rows go stale
        self.local: dict[UUID, dict[int, int]] = {}  # match -> seat -> streams open here
        self.elsewhere: dict[str, dict[UUID, frozenset[int]]] = {}  # instance -> match -> seats open there
        self.live: frozenset[str] = frozenset()  # the other instances whose lease was live at the last heartbeat
        self.remote: dict[UUID, frozenset[int]] = {}  # match -> seats with a stream open elsewhere
        self.followers: set[UUID] = set()  # the matches with any stream open elsewhere
        self.refreshed = float("-inf")  # when the leases, or every row, were last read (time.monotonic)
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
        """Upsert a row per seat, open or not as ``states`` says, seen now (the lease renewed too)."""
        now = time.time()
        rows = [Row(m, seat, is_open, now) for (m, seat), is_open in states.items()]
        if rows:
            self.table.write(self.instance, rows, announce)

    def heartbeat(self) -> set[UUID]:
        """Renew this instance's lease and read the others': forget the rows of an instance whose
        lease lapsed, read those of one live since the last heartbeat (started, or back after an
        outage). The matches whose seats elsewhere may have changed."""
        now = time.time()
        live = frozenset(self.table.beat(self.instance, now, now - self.timeout))
        changed = self._merge([], instances=[i for i in self.elsewhere if i not in live]) or set()
        arrived = sorted(live - self.live)
        if arrived:
            changed |= (
                self._merge(self.table.open_rows(now - self.timeout, instances=arrived), instances=arrived) or set()
            )
        self.live = live
        self.refreshed = time.monotonic()
        return changed

    def refresh(self, match_ids: list[UUID] | None = None) -> set[UUID] | None:
        """Read which seats other instances hold open streams of (their lease live, or live at the
        last heartbeat: a row this read left out would not be read again while its instance stays
        live), of every match or of ``match_ids`` only. The matches whose seats elsewhere may have
        changed (None: any)."""
        wanted = None if match_ids is None else [str(m) for m in match_ids]
        rows = self.table.open_rows(time.time() - self.timeout, wanted, live=tuple(sorted(self.live)))
        if match_ids is None:
            self._merge(rows)
            self.refreshed = time.monotonic()
            return None
        return self._merge(rows, matches=match_ids)

    def _merge(
        self, rows: Rows, matches: list[UUID] | None = None, instances: list[str] | None = None
    ) -> set[UUID] | None:
        """Take in the open rows read of those matches, of those instances, or (neither) of every
        match, in place of what was known of them; the matches touched (None: any)."""
        found: dict[str, dict[UUID, set[int]]] = {}
        for m, seat, instance in rows:
            if instance != self.instance:
                found.setdefault(instance, {}).setdefault(UUID(m), set()).add(seat)
        with self._lock:
            if matches is None and instances is None:
                self.elsewhere = {i: {m: frozenset(s) for m, s in held.items()} for i, held in found.items()}
                self.remote, self.followers = {}, set()
                for match_id in {m for held in self.elsewhere.values() for m in held}:
                    self._recount(match_id)
                return None
            touched: set[UUID] = set(matches or ())
            for held in self.elsewhere.values():
                for match_id in matches or ():
                    held.pop(match_id, None)
            for instance in instances or ():
                touched.update(self.elsewhere.pop(instance, {}))
            for instance, held in found.items():
                known = self.elsewhere.setdefault(instance, {})
                for match_id, seats in held.items():
                    known[match_id] = frozenset(seats)
                    touched.add(match_id)
            self.elsewhere = {i: held for i, held in self.elsewhere.items() if held}
            for match_id in touched:
                self._recount(match_id)
            return touched

    def _recount(self, match_id: UUID) -> None:
        """The match's seats elsewhere, from each instance's rows (under the lock)."""
        seats = frozenset().union(*(held.get(match_id, ()) for held in self.elsewhere.values()))
        if seats:
            self.followers.add(match_id)
        else:
            self.followers.discard(match_id)
        if people := seats - WATCHERS:
            self.remote[match_id] = people
        else:
            self.remote.pop(match_id, None)

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
    to date, publishes a notice on every change, renews the instance's lease, and after each look
    at the table has the abandonment sweeper (``server.abandonment``) sweep."""

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
                self._listening,
                self.tracker.instance,
                heard=self._hear,
            )
            if isinstance(self.tracker.table, PgTable) and settings.database_url
            else None
        )
        self.listening = self.listener is None  # whether every other instance's NOTIFY reaches us now

    def _hear(self, payload: bytes) -> None:
        """Another instance wrote rows of the matches its NOTIFY names (none named: read all)."""
        matches = named(payload)
        if matches is None:
            self._heard = None
        elif self._heard is not None:
            self._heard.update(matches)

    def _listening(self, healthy: bool) -> None:
        """The listener connected (it wakes us then, to read every row) or lost its connection."""
        self.listening = healthy

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
        closing = dict.fromkeys([*self._changes, *self.tracker.keys()], False)  # those not yet written too
        with contextlib.suppress(Exception):
            await self.run(self.tracker.write, closing, True)
        self.tracker.table.close()

    def opened(self, match_id: UUID, seat: int) -> None:
        if self.tracker.opened((match_id, seat)):
            self._change((match_id, seat), True)

    def closed(self, match_id: UUID, seat: int) -> None:
        if self.tracker.closed((match_id, seat)):
            self._change((match_id, seat), False)

    def followed_elsewhere(self, match_id: UUID) -> bool:
        """Whether another instance has a stream of the match open, as the table last showed it
        (read on every other instance's change, and the leases every heartbeat); so too while the
        leases' reading is older than two heartbeats (the store, or this instance's reads, failing)
        or the listener is not connected (a change elsewhere may go unheard): what is not known is
        assumed."""
        return (
            match_id in self.tracker.followers
            or not self.listening
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
        write in flight. A failed write is logged and its changes kept (a later change of a seat
        replaces its kept one): the next heartbeat has them written again. Rows are written only
        here, so a change not yet written is one the other instances do not know."""
        try:
            await asyncio.sleep(GATHER)
            while self._changes:
                changes, self._changes = self._changes, {}
                try:
                    await self.run(self.tracker.write, changes, True)
                except Exception as error:
                    log.warning("presence not recorded", extra={"code": getattr(error, "code", "error")})
                    self._changes = {**changes, **self._changes}
                    return
        finally:
            self._recorder = None

    def _show_each(self, match_ids: set[UUID] | None) -> None:
        """Those matches' connected seats (None: the whole board), as the table showed them."""
        if match_ids is None:
            self._changed()
            return
        for match_id in match_ids:
            self._show(match_id, self.tracker.seats(match_id))

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
        """Read what other instances' NOTIFYs named when woken (every row after a wake that named
        none); every heartbeat, renew the lease, read the others' and write again the changes a
        failed write kept; publish the changes and sweep."""
        beat = self.settings.presence_heartbeat
        last_beat = pruned = 0.0
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._poke.wait(), beat)
            self._poke.clear()
            heard, self._heard = self._heard, set()
            now = time.time()
            beating = now - last_beat >= beat * 0.9
            if beating and self._changes and self._recorder is None:
                self._recorder = asyncio.create_task(self._record())
            try:
                if heard is None or len(heard) > NAMED:
                    self._show_each(await self.run(self.tracker.refresh))
                elif heard:
                    self._show_each(await self.run(self.tracker.refresh, list(heard)))
                if beating:
                    self._show_each(await self.run(self.tracker.heartbeat))
                    last_beat = now
                if now - pruned > 600:
                    await self.run(self.tracker.table.prune, now - KEEP)
                    pruned = now
            except Exception as error:  # the store is down: keep what we know, read it all again later
                log.info("presence not refreshed", extra={"code": getattr(error, "code", repr(error))})
                self._heard = None
                continue
            await self.sweep()
