"""PostgreSQL LISTEN for commits made by other instances, and a heartbeat on the store (DESIGN §8).

eventsourcing's PostgreSQL recorder sends ``NOTIFY <events table>`` with every insert. This
thread listens on its own connection and wakes the log follower, which reads the new events from
the notification log and publishes the usual notices, so a NOTIFY carries no data and a lost one
costs only latency. A failed heartbeat marks the store down at once (requests then answer 503
fast); on reconnection the follower catches up, filling any gap.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

import psycopg
from psycopg import sql

log = logging.getLogger("igroteka.notify")


class PgListener:
    """Listens on ``channel``; calls ``wake`` on every notification (but those whose payload is
    ``origin``: this process's own commits, which its read models already have) and ``health`` on
    changes."""

    def __init__(
        self,
        dsn: str,
        channel: str,
        wake: Callable[[], None],
        health: Callable[[bool], None],
        origin: str | None = None,
    ) -> None:
        self.dsn = dsn
        self.channel = channel
        self.wake = wake
        self.health = health
        self.origin = origin
        self.heartbeat = 0.5
        self._stop = threading.Event()
        self._listening = False
        self._thread = threading.Thread(target=self._run, name="pg-listener", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self._listen()
            except psycopg.Error as error:
                if self._listening:  # a LISTEN connection died: reconnect at once, the store may be fine
                    self._listening = False
                    log.warning("LISTEN connection lost, reconnecting: %s", error)
                    continue
                log.warning("store connection lost: %s", error)
                self.health(False)
                self._stop.wait(self.heartbeat)

    def _listen(self) -> None:
        with psycopg.connect(
            self.dsn, autocommit=True, connect_timeout=1, application_name=f"igroteka listen {self.channel}"
        ) as conn:
            conn.execute(sql.SQL("LISTEN {}").format(sql.Identifier(self.channel)))
            self.health(True)
            self._listening = True
            self.wake()  # whatever was committed while we were away
            while not self._stop.is_set():
                for notification in conn.notifies(timeout=self.heartbeat):  # a heartbeat's time, not one a commit
                    if notification.payload != self.origin:
                        self.wake()
                conn.execute("SELECT 1")
                self.health(True)  # the store answers: close a breaker that a failed request opened
