"""PostgreSQL LISTEN for commits made by other instances, and a heartbeat on the store (docs/architecture.md §8).

An insert sends ``NOTIFY <events table>`` when another process must hear of it at once: the
hub's listener counts the other listening processes at each heartbeat, and the event loop's
writer leaves the NOTIFY out while it counts none, and out of a move that no other process
streams, keeps the clock of or plays bots in (``server.store.loopwriter``). The listener keeps a
connection of its own and wakes the log follower, which reads the new events from the
notification log and publishes the usual notices, so a NOTIFY carries no data and a lost one
costs only latency. A failed heartbeat marks the store down at once (requests then answer 503
fast); on reconnection the follower catches up, filling any gap.

The connection is driven by the event loop (libpq's non-blocking mode, its socket watched by the
loop), not by a thread of its own: with several processes, a notification reaches every one of
them, its sender included, and a thread woken for each would take the GIL from the loop up to a
thousand times a second under load, to pass over most of them. Only connecting runs in a worker
thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any

import psycopg
from psycopg import sql
from psycopg.pq import ConnStatus, ExecStatus

log = logging.getLogger("igroteka.notify")


Others = Callable[[int | None], None]  # told how many other processes listen (None: not known)


class PgListener:
    """Listens on ``channel``; calls ``wake`` on every notification (but those whose payload is
    ``origin``, or begins with it and a space: this process's own commits, which its read models
    already have) and ``health`` on changes. With ``heard``, each other notification's payload is
    handed to it first. ``start`` and ``stop`` on the event loop; ``wake``, ``heard``, ``health``
    and ``others`` are called there.

    With ``others``, each heartbeat's question counts the other processes listening on the
    channel (their listeners' connections to the same database, known by their application name)
    and ``others`` is told the count; None once the connection is lost, until a count comes again."""

    def __init__(
        self,
        dsn: str,
        channel: str,
        wake: Callable[[], None],
        health: Callable[[bool], None],
        origin: str | None = None,
        others: Others | None = None,
        heard: Callable[[bytes], None] | None = None,
    ) -> None:
        self.dsn = dsn
        self.channel = channel
        self.wake = wake
        self.heard = heard
        self.health = health
        self.origin = None if origin is None else origin.encode()
        self.others = others
        self.heartbeat = 0.5
        self.name = f"igroteka listen {channel}"  # the connection's application name
        self.question = (
            b"SELECT 1"
            if others is None
            else sql.SQL(
                "SELECT count(*) FROM pg_stat_activity"
                " WHERE datname = current_database() AND application_name = {0} AND pid <> pg_backend_pid()"
            )
            .format(sql.Literal(self.name))
            .as_string()
            .encode()
        )
        self._asked = False  # a heartbeat's question waits for its answer
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _run(self) -> None:
        while True:
            try:
                conn = await asyncio.to_thread(self._open)
            except psycopg.Error as error:
                log.warning("store connection lost: %s", error)
                self.health(False)
                await asyncio.sleep(self.heartbeat)
                continue
            try:
                await self._listen(conn)
            except psycopg.Error as error:  # a LISTEN connection died: reconnect at once, the store may be fine
                log.warning("LISTEN connection lost, reconnecting: %s", error)
            finally:
                conn.close()
                if self.others is not None:
                    self.others(None)

    def _open(self) -> psycopg.Connection[Any]:
        """A new connection listening on the channel, in non-blocking mode."""
        conn = psycopg.connect(self.dsn, autocommit=True, connect_timeout=1, application_name=self.name)
        try:
            conn.execute(sql.SQL("LISTEN {}").format(sql.Identifier(self.channel)))
            conn.pgconn.nonblocking = 1
        except BaseException:
            conn.close()
            raise
        return conn

    async def _listen(self, conn: psycopg.Connection[Any]) -> None:
        """Hand notifications over as they come and ask the store a heartbeat's question, until the
        connection fails (raised)."""
        loop = asyncio.get_running_loop()
        lost: asyncio.Future[None] = loop.create_future()
        fd = conn.pgconn.socket
        self._asked = False
        loop.add_reader(fd, self._readable, conn, lost)
        try:
            self.health(True)
            self.wake()  # whatever was committed while we were away
            while not lost.done():
                await asyncio.wait([lost], timeout=self.heartbeat)
                if not lost.done() and not self._asked:  # a slow answer is waited for, not asked over
                    conn.pgconn.send_query(self.question)  # answered in ``_readable``
                    conn.pgconn.flush()
                    self._asked = True
            lost.result()
        finally:
            loop.remove_reader(fd)

    def _readable(self, conn: psycopg.Connection[Any], lost: asyncio.Future[None]) -> None:
        """Notifications or a heartbeat's answer arrived (or the connection closed)."""
        pgconn = conn.pgconn
        try:
            pgconn.consume_input()
            if pgconn.status != ConnStatus.OK:
                raise psycopg.OperationalError(f"the LISTEN connection failed: {pgconn.get_error_message()}")
            woken = False
            while (notification := pgconn.notifies()) is not None:
                if notification.extra.partition(b" ")[0] != self.origin:
                    woken = True
                    if self.heard is not None:
                        self.heard(notification.extra)
            if woken:
                self.wake()
            while not pgconn.is_busy() and (result := pgconn.get_result()) is not None:
                self._asked = False
                if result.status == ExecStatus.TUPLES_OK:
                    self.health(True)  # the store answers: close a breaker that a failed request opened
                    if self.others is not None:
                        self.others(int(result.get_value(0, 0) or 0))
        except psycopg.Error as error:
            if not lost.done():
                lost.set_exception(error)
