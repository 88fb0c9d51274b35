"""eventsourcing's PostgreSQL persistence without its table-wide lock per insert.

eventsourcing 9.5 keeps notification ids in commit order by taking ``LOCK TABLE … IN EXCLUSIVE
MODE`` in every insert transaction, so only one insert commits at a time. Here writers take a
*shared* transaction-scoped advisory lock instead (writers never wait for each other), and a
reader of the notification log first takes the same advisory lock *exclusively* for a moment:
it is granted once every insert transaction that began before it has ended, and every id issued
so far is then committed or never will be. The reader reads only up to the newest id at that
moment, so it never passes over an id that commits later. Ids above that bound wait for the next
read. Selected with ``PERSISTENCE_MODULE=server.store.postgres:Factory``.

An insert is one statement in its own transaction, one round trip: the lock, the NOTIFY and the
rows (eventsourcing sends a pipeline of BEGIN, the lock, the NOTIFY, the INSERT, a sync and a
COMMIT). The lock and the NOTIFY are a one-time filter of the INSERT's ``SELECT``, which
PostgreSQL evaluates before the first row, so before any notification id is drawn. The group
writer's thread runs it for every batch, so it goes straight through libpq as a statement
prepared on each connection, its four column arrays built in PostgreSQL's binary form here:
psycopg's cursor spent ~250 µs of CPU on one insert, libpq alone ~80. A second form of it,
without the NOTIFY (``QUIET_NAME``), is what the event loop's writer sends while no other process
listens (``server.store.loopwriter``).

Each recorder's NOTIFY carries a payload naming its process (``origin``): a process hands its own
commits to its read models directly, so its listener wakes the log follower for the others' only.
The follower's read is one round trip too: two statements prepared on each connection, the
exclusive lock and then the rows up to the newest id, sent in one libpq pipeline before one sync.
Until the sync they are one transaction, so the lock holds until the rows are read; each
statement takes its own snapshot, so the rows include every insert the lock waited for. The rows
come back binary. A simple query of the same two statements was planned each time and sent the
states as hex: for a read of one row it cost PostgreSQL 245–250 µs of CPU against 85–110 now, and
of 100 rows 1.6–1.7 ms against 0.4–0.7.

A cold load reads a match's newest snapshot and the events after it in one statement
(``select_with_snapshot``). ``warm`` has every pooled connection run a cold load's reads once at
start: a new PostgreSQL backend's first look at a table and its indexes costs ~2 ms a query, which
the first requests after a restart would otherwise pay.
"""

from __future__ import annotations

import contextlib
import logging
import secrets
import select
import struct
import weakref
import zlib
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from typing import Any
from uuid import UUID

import psycopg
import psycopg.errors
from eventsourcing.persistence import InterfaceError, Notification, OperationalError, StoredEvent
from eventsourcing.postgres import (
    PostgresAggregateRecorder,
    PostgresApplicationRecorder,
    PostgresDatastore,
    PostgresFactory,
    PostgresRecorder,
)
from eventsourcing.utils import retry
from psycopg.errors import DuplicateObject
from psycopg.pq import ConnStatus, DiagnosticField, ExecStatus
from psycopg.rows import tuple_row
from psycopg.sql import SQL, Composable, Identifier, Literal
from psycopg_pool import PoolTimeout

log = logging.getLogger("igroteka.store")


SCHEMA_TYPE = "CREATE TYPE"  # the statements eventsourcing runs first, each on its own
INSERT_NAME = b"igroteka_insert"  # the insert's prepared statement on every connection that used the log
QUIET_NAME = b"igroteka_insert_quiet"  # the insert without its NOTIFY, for when no other process listens
BINARY = [1, 1, 1, 1]  # the insert's parameters' format
UNDEFINED_STATEMENT = b"26000"  # the SQLSTATE of a prepared statement that is not there
WARM_TIMEOUT = 30.0  # seconds the pool may take to open its connections (psycopg_pool.ConnectionPool.wait)
DUPLICATE_STATEMENT = b"42P05"  # the SQLSTATE of preparing a name that is taken
BOUND_NAME = b"igroteka_bound"  # the log read's exclusive lock, prepared on every connection that read the log
READ_NAME = b"igroteka_read"  # the log read's rows
READ_FORMATS = [1, 1, 1]  # the log read's parameters' format (first id, last id or NULL, limit)
ARRAY_HEADER = struct.Struct("!iiIii")  # a binary array's dimensions (1), NULLs (0), element type, length, lower bound
INT8 = struct.Struct("!q")  # a bigint, as a binary parameter or result value
INT4 = struct.Struct("!i")  # an integer, likewise
FLOAT8 = struct.Struct("!d")  # a double precision, likewise
LENGTH = INT4  # each array element's byte length before it
UUID_OID, BIGINT, TEXT, BYTEA = 2950, 20, 25, 17
BOOL_OID, INT4_OID, FLOAT8_OID = 16, 23, 701
OIDS = {"uuid": UUID_OID, "text": TEXT}  # the originator id's element type


def binary_array(oid: int, items: Sequence[bytes]) -> bytes:
    """A one-dimensional PostgreSQL array without NULLs, in the binary format."""
    return ARRAY_HEADER.pack(1, 0, oid, len(items), 1) + b"".join(LENGTH.pack(len(item)) + item for item in items)


def checked(conn: psycopg.Connection[Any], result: Any, expected: ExecStatus) -> Any:
    """A libpq result of the expected status, else what psycopg would have raised for it (an
    ``OperationalError`` when the connection is gone: the pool drops it, a retry takes another)."""
    if result.status == expected:
        return result
    if conn.pgconn.status != ConnStatus.OK:
        raise psycopg.OperationalError(f"the store's connection failed: {conn.pgconn.get_error_message()}")
    raise psycopg.errors.error_from_result(result, encoding=conn.info.encoding)


def exec_prepared(
    conn: psycopg.Connection[Any],
    name: bytes,
    params: Sequence[bytes | None],
    formats: Sequence[int],
    prepare: Callable[[psycopg.Connection[Any]], None],
) -> Any:
    """A prepared statement's libpq result (rows in the binary format); on a connection that lost
    it (``DEALLOCATE``, a pooler), ``prepare`` makes it again and it runs once more."""
    result = conn.pgconn.exec_prepared(name, params, formats, 1)
    if result.error_field(DiagnosticField.SQLSTATE) == UNDEFINED_STATEMENT:
        prepare(conn)
        result = conn.pgconn.exec_prepared(name, params, formats, 1)
    return result


def prepare_statements(
    conn: psycopg.Connection[Any], statements: Iterable[tuple[bytes, bytes, list[int] | None]]
) -> None:
    """Prepare each (name, text, parameter types) on the connection; those it kept stay."""
    for name, statement, types in statements:
        result = conn.pgconn.prepare(name, statement, types)
        if result.error_field(DiagnosticField.SQLSTATE) != DUPLICATE_STATEMENT:
            checked(conn, result, ExecStatus.COMMAND_OK)


def inserted_ids(result: Any) -> list[int]:
    """The notification ids an insert's result returns, in the order of its rows."""
    return [INT8.unpack(result.get_value(row, 0) or b"")[0] for row in range(result.ntuples)]


def wait_for(pgconn: Any, events: int) -> None:
    """Wait, outside the GIL, until the connection's socket is ready (``poll``: ``select`` fails
    on descriptors past 1,023, and a server holding thousands of streams has them)."""
    poller = select.poll()
    poller.register(pgconn.socket, events)
    poller.poll()


def next_result(pgconn: Any) -> Any:
    """libpq's next result, waited for outside the GIL: ``get_result`` would block holding it
    (and with it every other thread of the process) until the server answers."""
    while pgconn.is_busy():
        wait_for(pgconn, select.POLLIN)
        pgconn.consume_input()
    return pgconn.get_result()


def lock_key(schema: str, table: str) -> int:
    """The advisory lock key shared by a table's writers and readers (a stable 32-bit number)."""
    return zlib.crc32(f"igroteka-events:{schema}.{table}".encode())


class SchemaOnce(PostgresRecorder):
    """A recorder creating its types, tables, indexes and functions in one transaction that first
    takes an advisory lock, so processes that start together on a new database (``serve --workers
    K``) create them one after the other: PostgreSQL's IF NOT EXISTS and OR REPLACE are not safe
    against that race ("duplicate key value violates unique constraint", "tuple concurrently
    updated"). eventsourcing's order otherwise: types first, each behind a savepoint (a type has no
    IF NOT EXISTS), then the rest."""

    def create_table(self) -> None:
        key = Literal(zlib.crc32(f"igroteka-schema:{self.datastore.schema}".encode()))
        statements = [(SCHEMA_TYPE in s.as_string(), s) for s in self.sql_create_statements]
        with self.datastore.get_connection() as conn, conn.transaction():
            conn.execute(SQL("SELECT pg_advisory_xact_lock({0})").format(key))
            for statement in [s for is_type, s in statements if is_type]:
                with contextlib.suppress(DuplicateObject), conn.transaction():
                    conn.execute(statement, prepare=False)
            for statement in [s for is_type, s in statements if not is_type]:
                conn.execute(statement, prepare=False)
        self.datastore.register_type_adapters()


class SnapshotRecorder(SchemaOnce, PostgresAggregateRecorder):
    """eventsourcing's aggregate recorder (the snapshots' table), its tables made one process at a time."""


class GapSafeRecorder(SchemaOnce, PostgresApplicationRecorder):
    """Concurrent inserts; notification reads bounded by the newest id no open insert can precede,
    their rows taken from the query's result as they are (eventsourcing builds a dict per row)."""

    guard = "pg_advisory_xact_lock_shared({key})"  # what an insert takes first (a test drops it)
    returning = "notification_id"  # what an insert returns per row (a test slows its commit here)

    def __init__(self, datastore: PostgresDatastore, *, events_table_name: str = "stored_events") -> None:
        super().__init__(datastore, events_table_name=events_table_name)
        key = Literal(lock_key(datastore.schema, events_table_name))
        self.barrier_statement = SQL("SELECT pg_advisory_xact_lock({0})").format(key)
        self.origin = secrets.token_hex(8)  # this process's NOTIFY payload: its listener passes over its own
        self.id_oid = OIDS[datastore.originator_id_type]
        self.id_bytes: Callable[[UUID | str], bytes] = (
            (lambda i: (i if isinstance(i, UUID) else UUID(i)).bytes)
            if self.id_oid == UUID_OID
            else (lambda i: str(i).encode())
        )  # an originator id (a stored event's: a UUID, or its text) as its binary array element
        self.prepared: weakref.WeakSet[psycopg.Connection[Any]] = weakref.WeakSet()  # connections with the statements
        notify = SQL("pg_notify({channel}, {origin})").format(
            channel=Literal(self.channel_name), origin=Literal(self.origin)
        )
        self.insert_statement = self._insert_statement(key, notify)
        self.quiet_statement = self._insert_statement(key, SQL("1"))  # the same, with no NOTIFY
        self.bound_statement = self.barrier_statement.as_string().encode()
        self.read_statement = (
            SQL(
                "SELECT notification_id, originator_id, originator_version, topic, state FROM {schema}.{table}"
                " WHERE notification_id >= $1"
                " AND notification_id <= least($2, (SELECT max(notification_id) FROM {schema}.{table}))"
                " ORDER BY notification_id LIMIT $3"
            )
            .format(schema=Identifier(datastore.schema), table=Identifier(events_table_name))
            .as_string()
            .encode()
        )
        self.id_value: Callable[[bytes], UUID | str] = (
            (lambda v: UUID(bytes=v)) if self.id_oid == UUID_OID else (lambda v: v.decode())
        )  # an originator id from its binary result value

    def _insert_statement(self, key: Literal, notify: Composable) -> bytes:
        """The insert of four column arrays, taking the shared lock and then running ``notify``
        once, before its first row."""
        return (
            SQL(
                "INSERT INTO {schema}.{table} (originator_id, originator_version, topic, state)"
                " SELECT * FROM unnest($1::{id_type}[], $2::bigint[], $3::text[], $4::bytea[])"
                " WHERE (SELECT count(*) FROM (SELECT {guard}, {notify}) AS first) = 1"
                " RETURNING {returning}"
            )
            .format(
                schema=Identifier(self.datastore.schema),
                table=Identifier(self.events_table_name),
                id_type=Identifier(self.datastore.originator_id_type),
                guard=SQL(self.guard).format(key=key) if self.guard else SQL("1"),
                notify=notify,
                returning=SQL(self.returning),
            )
            .as_string()
            .encode()
        )

    @retry((InterfaceError, OperationalError), max_attempts=10, wait=0.2)
    def insert_events(self, stored_events: Sequence[StoredEvent], **_: Any) -> Sequence[int] | None:
        """The events, sent as four column arrays (cheaper than eventsourcing's composite values),
        in one statement on an autocommit connection; their notification ids."""
        if not stored_events:
            return []
        with self.datastore.get_connection() as conn, conn.lock:
            return inserted_ids(self._insert(conn, self.columns(stored_events)))

    def columns(self, stored_events: Sequence[StoredEvent]) -> list[bytes]:
        """The insert's four parameters: the events' column arrays in PostgreSQL's binary form."""
        return [
            binary_array(self.id_oid, [self.id_bytes(e.originator_id) for e in stored_events]),
            binary_array(BIGINT, [INT8.pack(e.originator_version) for e in stored_events]),
            binary_array(TEXT, [e.topic.encode() for e in stored_events]),
            binary_array(BYTEA, [e.state for e in stored_events]),
        ]

    def _insert(self, conn: psycopg.Connection[Any], columns: list[bytes]) -> Any:
        """The insert's result, the statement prepared first on a connection new to it (or one
        that lost it); what it raises is what psycopg would have raised."""
        if conn not in self.prepared:
            self.prepare(conn)
        return checked(conn, exec_prepared(conn, INSERT_NAME, columns, BINARY, self.prepare), ExecStatus.TUPLES_OK)

    @property
    def statements(self) -> tuple[tuple[bytes, bytes, list[int] | None], ...]:
        """Name, text and parameter types of each statement prepared on a connection that writes
        or reads the log."""
        return (
            (INSERT_NAME, self.insert_statement, None),
            (QUIET_NAME, self.quiet_statement, None),
            (BOUND_NAME, self.bound_statement, None),
            (READ_NAME, self.read_statement, [BIGINT] * 3),
        )

    def prepare(self, conn: psycopg.Connection[Any]) -> None:
        """Prepare the insert and the log read's two statements; those the connection kept stay."""
        prepare_statements(conn, self.statements)
        self.prepared.add(conn)

    @retry((InterfaceError, OperationalError), max_attempts=10, wait=0.2)
    def select_with_snapshot(
        self, snapshots: PostgresAggregateRecorder, originator_id: UUID, topic: str
    ) -> tuple[StoredEvent | None, list[StoredEvent]]:
        """An aggregate's newest snapshot row of ``topic`` (None without one) and its events after
        that snapshot's version (all of them without one), in one round trip: a cold load's reads."""
        snapshot: StoredEvent | None = None
        events: list[StoredEvent] = []
        with self.datastore.get_connection() as conn, conn.cursor(row_factory=tuple_row, binary=True) as curs:
            curs.execute(with_snapshot(self, snapshots), (originator_id, topic, originator_id), prepare=True)
            for part, version, kind, state in curs.fetchall():
                row = StoredEvent(originator_id=originator_id, originator_version=version, topic=kind, state=state)
                if part == 0:
                    snapshot = row
                else:
                    events.append(row)
        return snapshot, events

    def warm(self, snapshots: PostgresAggregateRecorder) -> None:
        """On every pooled connection, the reads of a match loaded cold: its newest snapshot and
        its events after a version (prepared, as eventsourcing prepares them). A request that
        found no connection ready while the pool was opening made it grow by one more, which may
        open well after the others (longer than a request's wait for a connection, on a busy
        machine): each connection is waited for as long as the pool's opening may take."""
        pool = self.datastore.pool
        nobody = (UUID(int=0), 0)
        events = self.select_events_statement + SQL(" AND originator_version > %s ORDER BY originator_version ASC")
        cold = with_snapshot(self, snapshots)
        held: list[Any] = []
        try:
            pool.wait(WARM_TIMEOUT)  # every connection opened (a request waiting would make the pool grow)
            for _ in range(pool.get_stats()["pool_size"]):
                held.append(conn := pool.getconn(WARM_TIMEOUT))
                with conn.cursor() as curs:
                    curs.execute(events, nobody, prepare=True)
                    curs.execute(cold, (nobody[0], "", nobody[0]), prepare=True)
        except (psycopg.Error, PoolTimeout) as error:  # the store is away: the first reads pay instead
            log.warning("pooled connections not warmed: %s", error)
        finally:
            for conn in held:
                pool.putconn(conn)

    def committed_bound(self) -> int:
        """The newest notification id below which nothing can still commit."""
        with self.datastore.get_connection() as conn, conn.transaction(), conn.cursor() as curs:
            curs.execute(self.barrier_statement, prepare=True)
            curs.execute(self.max_notification_id_statement, prepare=True)
            row = curs.fetchone()
        return (row and row["max"]) or 0

    @retry((InterfaceError, OperationalError), max_attempts=10, wait=0.2)
    def select_notifications(
        self,
        start: int | None,
        limit: int,
        stop: int | None = None,
        topics: Sequence[str] = (),
        *,
        inclusive_of_start: bool = True,
    ) -> Sequence[Notification]:
        if topics:
            bound = self.committed_bound()
            if start is not None and (start > bound or (start == bound and not inclusive_of_start)):
                return []
            stop = bound if stop is None else min(stop, bound)
            return super().select_notifications(start, limit, stop, topics, inclusive_of_start=inclusive_of_start)
        first = 0 if start is None else start if inclusive_of_start else start + 1
        numbers = [INT8.pack(first), None if stop is None else INT8.pack(stop), INT8.pack(limit)]
        with self.datastore.get_connection() as conn, conn.lock:
            result = self._read(conn, numbers)
            value = result.get_value
            return [
                Notification(
                    id=INT8.unpack(value(row, 0) or b"")[0],
                    originator_id=self.id_value(value(row, 1) or b""),
                    originator_version=INT8.unpack(value(row, 2) or b"")[0],
                    topic=(value(row, 3) or b"").decode(),
                    state=value(row, 4) or b"",
                )
                for row in range(result.ntuples)
            ]

    def _read(self, conn: psycopg.Connection[Any], numbers: list[bytes | None]) -> Any:
        """The log's rows, the statements prepared first on a connection new to them (or one that
        lost them); what it raises is what psycopg would have raised."""
        if conn not in self.prepared:
            self.prepare(conn)
        bound, rows = self._pipelined(conn, numbers)
        if UNDEFINED_STATEMENT in (
            bound.error_field(DiagnosticField.SQLSTATE),
            rows.error_field(DiagnosticField.SQLSTATE),
        ):
            self.prepare(conn)
            bound, rows = self._pipelined(conn, numbers)
        checked(conn, bound, ExecStatus.TUPLES_OK)
        return checked(conn, rows, ExecStatus.TUPLES_OK)

    @staticmethod
    def _pipelined(conn: psycopg.Connection[Any], numbers: list[bytes | None]) -> tuple[Any, Any]:
        """The exclusive lock, then the rows, sent in one libpq pipeline before one sync: one round
        trip, and one implicit transaction, so the lock is held until the rows are read. A
        connection the pipeline fails on midway is closed (the pool replaces it)."""
        pgconn = conn.pgconn
        results: list[Any] = []
        try:
            pgconn.enter_pipeline_mode()
            pgconn.send_query_prepared(BOUND_NAME, None)
            pgconn.send_query_prepared(READ_NAME, numbers, READ_FORMATS, 1)
            pgconn.pipeline_sync()
            while pgconn.flush():  # the connection is non-blocking: wait until the socket takes the rest
                wait_for(pgconn, select.POLLOUT)
            while (result := next_result(pgconn)) is None or result.status != ExecStatus.PIPELINE_SYNC:
                if result is not None:
                    results.append(result)
                elif pgconn.status != ConnStatus.OK:
                    raise psycopg.OperationalError(f"reading the log failed: {pgconn.get_error_message()}")
            pgconn.exit_pipeline_mode()
        except BaseException:
            conn.close()
            raise
        bound, rows = results
        return bound, rows


def with_snapshot(events: PostgresAggregateRecorder, snapshots: PostgresAggregateRecorder) -> bytes:
    """The statement of ``GapSafeRecorder.select_with_snapshot``: rows (part, version, topic, state),
    part 0 the snapshot, part 1 the events after it in order."""
    return _with_snapshot(events.datastore.schema, events.events_table_name, snapshots.events_table_name)


@cache
def _with_snapshot(schema: str, events: str, snapshots: str) -> bytes:
    return (
        SQL(
            "WITH snapshot AS (SELECT originator_version, topic, state FROM {schema}.{snapshots}"
            " WHERE originator_id = %s AND topic = %s ORDER BY originator_version DESC LIMIT 1)"
            " SELECT 0 AS part, originator_version, topic, state FROM snapshot"
            " UNION ALL"
            " SELECT 1, originator_version, topic, state FROM {schema}.{events} WHERE originator_id = %s"
            " AND originator_version > COALESCE((SELECT originator_version FROM snapshot), 0)"
            " ORDER BY part, originator_version"
        )
        .format(schema=Identifier(schema), events=Identifier(events), snapshots=Identifier(snapshots))
        .as_string()
        .encode()
    )


class Factory(PostgresFactory):
    """eventsourcing's PostgreSQL factory with the gap-safe application recorder, both recorders
    creating their tables one process at a time (``SchemaOnce``)."""

    aggregate_recorder_class = SnapshotRecorder
    application_recorder_class = GapSafeRecorder
