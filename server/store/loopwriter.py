"""Group commit on the event loop: the moves decided there are committed there (issue 13).

``Commands.run_soon`` (``domain.commands``) decides a move on the event loop and hands its event
to a writer. The group writer (``domain.writer``) commits from a thread of its own: every move then
crossed threads twice (the queue to the writer, ``call_soon_threadsafe`` back), each crossing a hand-over
of the GIL, and took a pooled connection for its transaction. This writer keeps two connections
of its own, in libpq's non-blocking mode, and drives them from the loop: an insert is sent, the
loop goes on, and the socket's readiness brings the result back. A move goes at once when no
insert is in flight; those that arrive while one is wait, and the next insert carries all of them
in one transaction (one fsync). The second connection takes them once ``BATCH`` or more wait,
rather than waiting for the first to land: a commit waits for its fsync, and with one connection
every move waited for the commit before it as well. A lone move waits for the insert in flight,
to go with those that come meanwhile: with few matches in play every move took a transaction of
its own, a cost the machine's CPU pays when it is the bound. A move is still acknowledged only
after its own commit: its ``resume`` runs once the insert's result is in.

What it cannot commit itself goes to the group writer, which knows every way an append can fail:
a batch whose insert PostgreSQL refused (a version conflict: the group writer tries each append
alone, so the conflicting match is refused alone; any other error), and every append while the
connection is down (a lost connection's batch included: if it committed before the connection
went, the group writer's insert meets the stored events as a conflict, and the move is decided
again on the stored match, which finds it played). Meanwhile it connects again in the background.
A match never has two appends in flight (``Commands.run_soon``), so its events are stored in
order whichever connection carries them.

An insert sends the NOTIFY that wakes other processes' log followers only when one of them has
to hear it at once. First, there must be other processes to wake: the hub's listener counts, at
each heartbeat, the other processes listening on the store's channel (``others``); after
``QUIET_AFTER`` heartbeats in a row that counted none, inserts leave the NOTIFY out
(``QUIET_NAME``), and from the first heartbeat that counts one, or cannot count, they send it
again. Then, one of the insert's events must be ``urgent`` (the hub says which: a move of a match
another process streams, for one). A NOTIFY costs more than its insert's own transaction:
PostgreSQL wakes every listening backend of the database, each for a transaction of its own, and
every listening process's event loop, most of them only to pass the notification over. A process
that is not told of a commit learns of it when its follower next polls the log
(``Settings.follow_interval``), as one that starts meanwhile does until its listener connected.

Settling a committed batch touches locks that worker threads hold (the follower's, a match's read
lock); the loop never waits for one: what cannot be settled at once is settled in a worker thread.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from typing import Any

import psycopg
from eventsourcing.persistence import Mapper, Notification, OperationalError, Recording, StoredEvent
from psycopg.pq import ConnStatus, DiagnosticField, ExecStatus

from igroteka.domain.writer import Append, GroupWriter, Post, Saved, Settle, Stored, tell
from igroteka.server.store.postgres import BINARY, INSERT_NAME, QUIET_NAME, GapSafeRecorder, inserted_ids

log = logging.getLogger("igroteka.store")

RECONNECT = 0.5  # seconds between attempts to connect again
CLOSE_TIMEOUT = 5.0  # seconds ``close`` waits for the inserts in flight
LINES = 2  # connections, so inserts in flight: a commit waits for its fsync, the next need not
BATCH = 2  # appends that must wait before a second insert goes while one is in flight
QUIET_AFTER = 2  # heartbeats in a row that counted no other listening process before inserts stop notifying
Urgent = Callable[[Any], bool]  # whether other processes must hear of a committed event at once


def always(event: Any) -> bool:
    """Every event is urgent: what a writer not told otherwise assumes."""
    return True


class Flight:
    """An insert on its way: the appends it carries, their events, and the rows it sends."""

    __slots__ = ("appends", "events", "rows")

    def __init__(self, appends: list[Append], events: list[Any], rows: list[StoredEvent]) -> None:
        self.appends = appends
        self.events = events
        self.rows = rows


class Line:
    """One connection of the writer, in libpq's non-blocking mode, and its insert in flight."""

    __slots__ = ("conn", "fd", "flight", "results")

    def __init__(self, conn: psycopg.Connection[Any]) -> None:
        self.conn = conn
        self.fd = conn.pgconn.socket  # as the loop watches it: libpq forgets it once the connection is lost
        self.flight: Flight | None = None
        self.results: list[Any] = []


class LoopWriter:
    """Commits appends handed over on the event loop, batched, on connections of its own: an
    append goes at once on an idle connection, else with the others that wait for one. Implements
    the commit protocol (``domain.writer.Writer``): a worker thread's blocking ``save`` goes to the
    group writer."""

    def __init__(
        self,
        recorder: GapSafeRecorder,
        mapper: Mapper,
        saved: Saved,
        fallback: GroupWriter,
        lines: int = LINES,
        urgent: Urgent = always,
    ) -> None:
        self.recorder = recorder
        self.urgent = urgent
        self.mapper = mapper
        self.saved = saved
        self.fallback = fallback
        self.wanted = lines
        self._loop: asyncio.AbstractEventLoop | None = None
        self._lines: list[Line] = []  # connected
        self._waiting: list[Append] = []
        self._landed: asyncio.Event | None = None  # set while no insert is in flight
        self._connecting: asyncio.Task[None] | None = None
        self._closed = False
        self._alone = 0  # heartbeats in a row that counted no other listening process

    async def start(self) -> None:
        """Connect (in worker threads); what cannot connect yet connects in the background,
        appends going to the group writer while no connection is up."""
        self._loop = asyncio.get_running_loop()
        self._landed = asyncio.Event()
        self._landed.set()
        for _ in range(self.wanted):
            if not await self._connected():
                self._reconnect()
                return

    def others(self, count: int | None) -> None:
        """How many other processes listen for the store's commits, as the listener's heartbeat
        counted them (None: it could not count): whether inserts send the NOTIFY."""
        self._alone = self._alone + 1 if count == 0 else 0

    @property
    def notifying(self) -> bool:
        """Whether inserts of urgent events send the NOTIFY (other processes may listen)."""
        return self._alone < QUIET_AFTER

    def notifies(self, events: Sequence[Any]) -> bool:
        """Whether the insert of these events sends the NOTIFY."""
        return self.notifying and any(map(self.urgent, events))

    @property
    def connected(self) -> int:
        """How many connections are up."""
        return len(self._lines)

    def save(self, *events: Any) -> None:
        """Commit the events from a worker thread, blocking it: the group writer's ``save`` (this
        writer's connections belong to the event loop)."""
        self.fallback.save(*events)

    def submit(self, events: tuple[Any, ...], stored: Stored, resume: Settle, post: Post) -> bool:
        """Commit the events in the next insert (on the event loop only); as ``GroupWriter.submit``."""
        if not self._lines or self._closed:
            return self.fallback.submit(events, stored, resume, post)
        self._waiting.append(Append(events, stored, resume, post))
        self._dispatch()
        return True

    async def close(self) -> None:
        """Let the inserts in flight land, hand what waits to the group writer, and disconnect."""
        self._closed = True
        if self._connecting is not None:
            self._connecting.cancel()
        if self._landed is not None:
            try:
                await asyncio.wait_for(self._landed.wait(), CLOSE_TIMEOUT)
            except TimeoutError:
                for line in list(self._lines):
                    self._lost(line, TimeoutError("the insert in flight did not land before the writer closed"))
        self._hand_over(self._waiting)
        self._waiting = []
        for line in list(self._lines):
            self._disconnect(line)

    # -- the connections ---------------------------------------------------------------

    def _reconnect(self) -> None:
        """Connect again in the background, until every connection is up (or the writer closes)."""
        if self._connecting is None or self._connecting.done():
            self._connecting = asyncio.get_running_loop().create_task(self._connect())

    async def _connect(self) -> None:
        while not self._closed and len(self._lines) < self.wanted:
            if not await self._connected():
                await asyncio.sleep(RECONNECT)

    async def _connected(self) -> bool:
        """Whether a new connection is up (and watched by the loop)."""
        try:
            conn = await asyncio.to_thread(self._open)
        except psycopg.Error as error:
            log.warning("the event loop's writer cannot connect yet: %s", error)
            return False
        if self._closed:
            conn.close()
            return True
        assert self._loop is not None
        line = Line(conn)
        self._lines.append(line)
        self._loop.add_reader(line.fd, self._readable, line)
        self._dispatch()
        return True

    def _open(self) -> psycopg.Connection[Any]:
        """A new autocommit connection with the insert prepared, in non-blocking mode."""
        pool = self.recorder.datastore.pool
        kwargs = pool.kwargs() if callable(pool.kwargs) else pool.kwargs or {}
        settings = {key: value for key, value in kwargs.items() if key != "row_factory"}
        conn = psycopg.connect(
            **settings, autocommit=True, connect_timeout=max(1, round(pool.timeout)), application_name="igroteka writer"
        )
        try:
            self.recorder.prepare(conn)
            conn.pgconn.nonblocking = 1
        except BaseException:
            conn.close()
            raise
        return conn

    def _disconnect(self, line: Line) -> None:
        assert self._loop is not None
        self._lines.remove(line)
        self._loop.remove_reader(line.fd)
        self._loop.remove_writer(line.fd)
        line.conn.close()

    def _lost(self, line: Line, error: BaseException) -> None:
        """A connection failed: its insert goes to the group writer (with what waits, if no
        connection is left), and a new connection is opened in the background."""
        log.warning("the event loop's writer lost a connection: %s", error)
        flight, line.flight = line.flight, None
        self._disconnect(line)
        self._hand_over(flight.appends if flight else [])
        if not self._lines:
            self._hand_over(self._waiting)
            self._waiting = []
        self._land()
        self._dispatch()
        if not self._closed:
            self._reconnect()

    # -- an insert ------------------------------------------------------------------

    def _dispatch(self) -> None:
        """Send what waits on an idle connection, if there is one: at once while no insert is in
        flight, else once ``BATCH`` appends wait."""
        while self._waiting:
            line = next((line for line in self._lines if line.flight is None), None)
            if line is None:
                return
            if len(self._waiting) < BATCH and any(other.flight is not None for other in self._lines):
                return
            self._send(line)

    def _send(self, line: Line) -> None:
        """Send one insert of every waiting append."""
        assert self._loop is not None and self._landed is not None
        appends, self._waiting = self._waiting, []
        events = [event for append in appends for event in append.events]
        try:
            rows = [self.mapper.to_stored_event(event) for event in events]
        except Exception:  # an event that cannot be stored: the group writer says so to each caller
            self._hand_over(appends)
            return
        line.flight = Flight(appends, events, rows)
        self._landed.clear()
        pgconn = line.conn.pgconn
        try:
            name = INSERT_NAME if self.notifies(events) else QUIET_NAME
            pgconn.send_query_prepared(name, self.recorder.columns(rows), BINARY, 1)
            if pgconn.flush():
                self._loop.add_writer(line.fd, self._writable, line)
        except psycopg.Error as error:
            self._lost(line, error)

    def _writable(self, line: Line) -> None:
        """The socket takes more of a large insert."""
        assert self._loop is not None
        try:
            if not line.conn.pgconn.flush():
                self._loop.remove_writer(line.fd)
        except psycopg.Error as error:
            self._lost(line, error)

    def _readable(self, line: Line) -> None:
        """The server answered (or closed the connection): collect the insert's results."""
        pgconn = line.conn.pgconn
        try:
            pgconn.consume_input()
            if pgconn.status != ConnStatus.OK:
                raise psycopg.OperationalError(f"the writer's connection failed: {pgconn.get_error_message()}")
            while line.flight is not None and not pgconn.is_busy():
                result = pgconn.get_result()
                if result is None:  # the insert's last result is in
                    self._landed_batch(line)
                    break
                line.results.append(result)
        except psycopg.Error as error:
            self._lost(line, error)

    def _landed_batch(self, line: Line) -> None:
        flight, line.flight = line.flight, None
        results, line.results = line.results, []
        assert flight is not None
        result = results[-1] if results else None
        if result is not None and result.status == ExecStatus.TUPLES_OK:
            self._committed(flight, inserted_ids(result))
        else:
            code = None if result is None else result.error_field(DiagnosticField.SQLSTATE)
            log.info("an insert of the event loop's writer was refused (%s): the group writer retries it", code)
            self._hand_over(flight.appends)
        self._land()
        self._dispatch()

    def _land(self) -> None:
        if self._landed is not None and all(line.flight is None for line in self._lines):
            self._landed.set()

    # -- settling -------------------------------------------------------------------

    def _committed(self, flight: Flight, ids: Sequence[int]) -> None:
        """Tell the read models, then each append, of the commit: right here what needs no wait,
        in a worker thread what does."""
        recordings = [
            Recording(
                event,
                Notification(
                    id=number,
                    originator_id=row.originator_id,
                    originator_version=row.originator_version,
                    topic=row.topic,
                    state=row.state,
                ),
            )
            for event, row, number in zip(flight.events, flight.rows, ids, strict=True)
        ]
        if not tell(self.saved, recordings, False):
            self._settle_later(recordings, flight.appends)
            return
        later: list[Append] = []
        for append in flight.appends:
            if append.settle(False):
                append.wake()
            else:
                later.append(append)
        if later:
            self._settle_later(None, later)

    def _settle_later(self, recordings: list[Recording[Any]] | None, appends: list[Append]) -> None:
        """Settle in a worker thread (the locks it needs are held now), then resume on the loop."""
        assert self._loop is not None
        loop = self._loop

        def settle() -> None:
            if recordings is not None:
                tell(self.saved, recordings, True)
            for append in appends:
                append.settle(True)

        def resumed(_: asyncio.Future[None]) -> None:
            for append in appends:
                append.wake()

        loop.run_in_executor(None, settle).add_done_callback(resumed)

    def _hand_over(self, appends: list[Append]) -> None:
        """Give appends to the group writer, to be committed (or refused) there as it does."""
        for append in appends:
            assert append.stored is not None and append.post is not None
            if not self.fallback.submit(append.events, append.stored, append.resume, append.post):
                append.error = OperationalError("the store's writers are closed")
                append.settle(True)  # nothing holds its locks for long: the server is stopping
                append.wake()
