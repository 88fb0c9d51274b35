"""Group commit on the event loop: the moves decided there are committed there (issue 13).

``MatchService.play_soon`` decides a move on the event loop and hands its event to a writer. The
group writer (``domain.writer``) commits from a thread of its own: every move then crossed
threads twice (the queue to the writer, ``call_soon_threadsafe`` back), each crossing a hand-over
of the GIL, and took a pooled connection for its transaction. This writer keeps one connection of
its own, in libpq's non-blocking mode, and drives it from the loop: the insert is sent, the loop
goes on, and the socket's readiness brings the result back. The moves that arrive while an insert
is in flight wait, and the next insert carries all of them in one transaction (one fsync). A move
is still acknowledged only after its own commit: its ``resume`` runs once the insert's result is in.

What it cannot commit itself goes to the group writer, which knows every way an append can fail:
a batch whose insert PostgreSQL refused (a version conflict: the group writer tries each append
alone, so the conflicting match is refused alone; any other error), and every append while the
connection is down (a lost connection's batch included: if it committed before the connection
went, the group writer's insert meets the stored events as a conflict, and the move is decided
again on the stored match, which finds it played). Meanwhile it connects again in the background.

Settling a committed batch touches locks that worker threads hold (the follower's, a match's read
lock); the loop never waits for one: what cannot be settled at once is settled in a worker thread.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from typing import Any

import psycopg
from eventsourcing.persistence import Mapper, Notification, OperationalError, Recording, StoredEvent
from psycopg.pq import ConnStatus, DiagnosticField, ExecStatus

from domain.writer import Append, GroupWriter, Post, Saved, Settle, Stored
from server.store.postgres import BINARY, INSERT_NAME, GapSafeRecorder, inserted_ids

log = logging.getLogger("igroteka.store")

RECONNECT = 0.5  # seconds between attempts to connect again
CLOSE_TIMEOUT = 5.0  # seconds ``close`` waits for the insert in flight


class Flight:
    """An insert on its way: the appends it carries, their events, and the rows it sends."""

    __slots__ = ("appends", "events", "rows")

    def __init__(self, appends: list[Append], events: list[Any], rows: list[StoredEvent]) -> None:
        self.appends = appends
        self.events = events
        self.rows = rows


class LoopWriter:
    """Commits appends handed over on the event loop, batched, on a connection of its own."""

    def __init__(self, recorder: GapSafeRecorder, mapper: Mapper, saved: Saved, fallback: GroupWriter) -> None:
        self.recorder = recorder
        self.mapper = mapper
        self.saved = saved
        self.fallback = fallback
        self._loop: asyncio.AbstractEventLoop | None = None
        self._conn: psycopg.Connection[Any] | None = None
        self._fd = -1  # the connection's socket, as the loop watches it (libpq forgets it once lost)
        self._waiting: list[Append] = []
        self._flight: Flight | None = None
        self._results: list[Any] = []
        self._landed: asyncio.Event | None = None  # set while no insert is in flight
        self._connecting: asyncio.Task[None] | None = None
        self._closed = False

    async def start(self) -> None:
        """Connect (in a worker thread); if the store cannot be reached yet, connect in the
        background meanwhile, appends going to the group writer until then."""
        self._loop = asyncio.get_running_loop()
        self._landed = asyncio.Event()
        self._landed.set()
        if not await self._connected():
            self._connecting = asyncio.create_task(self._connect())

    @property
    def connected(self) -> bool:
        return self._conn is not None

    def submit(self, events: tuple[Any, ...], stored: Stored, resume: Settle, post: Post) -> bool:
        """Commit the events in the next insert (on the event loop only); as ``GroupWriter.submit``."""
        if self._conn is None or self._closed:
            return self.fallback.submit(events, stored, resume, post)
        self._waiting.append(Append(events, stored, resume, post))
        if self._flight is None:
            self._send()
        return True

    async def close(self) -> None:
        """Let the insert in flight land, hand what waits to the group writer, and disconnect."""
        self._closed = True
        if self._connecting is not None:
            self._connecting.cancel()
        if self._landed is not None:
            try:
                await asyncio.wait_for(self._landed.wait(), CLOSE_TIMEOUT)
            except TimeoutError:
                self._lost(TimeoutError("the insert in flight did not land before the writer closed"))
        self._hand_over(self._waiting)
        self._waiting = []
        self._disconnect()

    # -- the connection --------------------------------------------------------------

    async def _connect(self) -> None:
        """Open the connection, again and again until it is up (or the writer closes)."""
        while not self._closed and not await self._connected():
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
        self._conn, self._fd = conn, conn.pgconn.socket
        self._loop.add_reader(self._fd, self._readable)
        return True

    def _open(self) -> psycopg.Connection[Any]:
        """A new autocommit connection with the insert prepared, in non-blocking mode."""
        pool = self.recorder.datastore.pool
        settings = {key: value for key, value in pool.kwargs.items() if key != "row_factory"}
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

    def _disconnect(self) -> None:
        conn, self._conn = self._conn, None
        if conn is None:
            return
        assert self._loop is not None
        self._loop.remove_reader(self._fd)
        self._loop.remove_writer(self._fd)
        conn.close()

    def _lost(self, error: BaseException) -> None:
        """The connection failed: what it carried and what waits go to the group writer, and a
        new connection is opened in the background."""
        log.warning("the event loop's writer lost its connection: %s", error)
        flight, self._flight = self._flight, None
        self._results = []
        self._disconnect()
        self._hand_over([*(flight.appends if flight else []), *self._waiting])
        self._waiting = []
        self._land()
        if not self._closed:
            self._connecting = asyncio.get_running_loop().create_task(self._connect())

    # -- an insert ------------------------------------------------------------------

    def _send(self) -> None:
        """Send one insert of every waiting append."""
        conn = self._conn
        assert conn is not None and self._loop is not None and self._landed is not None
        appends, self._waiting = self._waiting, []
        events = [event for append in appends for event in append.events]
        try:
            rows = [self.mapper.to_stored_event(event) for event in events]
        except Exception:  # an event that cannot be stored: the group writer says so to each caller
            self._hand_over(appends)
            return
        self._flight = Flight(appends, events, rows)
        self._landed.clear()
        pgconn = conn.pgconn
        try:
            pgconn.send_query_prepared(INSERT_NAME, self.recorder.columns(rows), BINARY, 1)
            if pgconn.flush():
                self._loop.add_writer(self._fd, self._writable)
        except psycopg.Error as error:
            self._lost(error)

    def _writable(self) -> None:
        """The socket takes more of a large insert."""
        conn = self._conn
        assert conn is not None and self._loop is not None
        try:
            if not conn.pgconn.flush():
                self._loop.remove_writer(self._fd)
        except psycopg.Error as error:
            self._lost(error)

    def _readable(self) -> None:
        """The server answered (or closed the connection): collect the insert's results."""
        conn = self._conn
        if conn is None:
            return
        pgconn = conn.pgconn
        try:
            pgconn.consume_input()
            if pgconn.status != ConnStatus.OK:
                raise psycopg.OperationalError(f"the writer's connection failed: {pgconn.get_error_message()}")
            while self._flight is not None and not pgconn.is_busy():
                result = pgconn.get_result()
                if result is None:  # the insert's last result is in
                    self._landed_batch()
                    break
                self._results.append(result)
        except psycopg.Error as error:
            self._lost(error)

    def _landed_batch(self) -> None:
        flight, self._flight = self._flight, None
        results, self._results = self._results, []
        assert flight is not None
        result = results[-1] if results else None
        if result is not None and result.status == ExecStatus.TUPLES_OK:
            self._committed(flight, inserted_ids(result))
        else:
            code = None if result is None else result.error_field(DiagnosticField.SQLSTATE)
            log.info("an insert of the event loop's writer was refused (%s): the group writer retries it", code)
            self._hand_over(flight.appends)
        self._land()
        if self._waiting and self._conn is not None:
            self._send()

    def _land(self) -> None:
        if self._landed is not None:
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
        if not self._told(recordings, False):
            self._settle_later(recordings, flight.appends)
            return
        later: list[Append] = []
        for append in flight.appends:
            if self._stored(append, False):
                resume(append)
            else:
                later.append(append)
        if later:
            self._settle_later(None, later)

    def _told(self, recordings: list[Recording[Any]], wait: bool) -> bool:
        try:
            return self.saved(recordings, wait)
        except Exception:
            log.exception("handing committed events over failed")
            return True

    @staticmethod
    def _stored(append: Append, wait: bool) -> bool:
        if append.stored is None:
            return True
        try:
            return append.stored(None, wait)
        except Exception:
            log.exception("a committed append's callback failed")
            return True

    def _settle_later(self, recordings: list[Recording[Any]] | None, appends: list[Append]) -> None:
        """Settle in a worker thread (the locks it needs are held now), then resume on the loop."""
        assert self._loop is not None
        loop = self._loop

        def settle() -> None:
            if recordings is not None:
                self._told(recordings, True)
            for append in appends:
                self._stored(append, True)

        def resumed(_: asyncio.Future[None]) -> None:
            for append in appends:
                resume(append)

        loop.run_in_executor(None, settle).add_done_callback(resumed)

    def _hand_over(self, appends: list[Append]) -> None:
        """Give appends to the group writer, to be committed (or refused) there as it does."""
        for append in appends:
            assert append.stored is not None and append.post is not None
            if not self.fallback.submit(append.events, append.stored, append.resume, append.post):
                append.error = OperationalError("the store's writers are closed")
                self._stored(append, True)  # nothing holds its locks for long: the server is stopping
                resume(append)


def resume(append: Append) -> None:
    try:
        append.resume(append.error)
    except Exception:
        log.exception("resuming a committed append failed")
