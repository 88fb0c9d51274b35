"""Whether a player has a stream open on any instance, as Web Push asks before it sends: a notice
goes out as a push only to a player with no player stream open and no stream of the seat the
notice names.

Player streams are counted in a small table beside the store, one row per (player, instance):
``streams`` the player's streams open on that instance, ``seen`` when the row was written. A row
is written only when the instance's count of the player's streams changes (a stream opened or
closed; the row deleted at none), never by a heartbeat: what keeps it alive is its instance's
presence lease (``server.presence``, one row per instance renewed every ``presence_heartbeat`` in
one statement), and a row counts while that lease is younger than ``presence_timeout``. Each
heartbeat compares, in memory, the instance's open streams with what it last wrote, and writes
only the rows that differ (a write that failed, or two that crossed): an idle player's stream
costs no statement (docs/architecture.md §36). Seat streams are read from the presence rows
(``server.presence``) the same way. A dead instance's rows are deleted with its lease.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
import time
from collections.abc import Callable

from igroteka.projections.notices import Notice
from igroteka.server.accounts import Tables
from igroteka.server.presence import LEASE  # renewed with a row written here: the row counts from its first write
from igroteka.server.presence import SCHEMA as PRESENCE_SCHEMA
from igroteka.server.work import Run

log = logging.getLogger("igroteka.push")

# the presence tables too: ``streaming`` reads them, whichever side is made first
SCHEMA = f"""
{PRESENCE_SCHEMA};
CREATE TABLE IF NOT EXISTS igroteka_player_streams (
  player TEXT NOT NULL, instance TEXT NOT NULL, streams INTEGER NOT NULL, seen DOUBLE PRECISION NOT NULL,
  PRIMARY KEY (player, instance));
"""
UPSERT = (
    "INSERT INTO igroteka_player_streams (player, instance, streams, seen) VALUES ({p}, {p}, {p}, {p})"
    " ON CONFLICT (player, instance) DO UPDATE SET streams = excluded.streams, seen = excluded.seen"
)
DELETE = "DELETE FROM igroteka_player_streams WHERE player = {p} AND instance = {p}"
STREAMING = (
    "SELECT 1 FROM igroteka_player_streams s JOIN igroteka_presence_instances i ON i.instance = s.instance"
    " WHERE s.player = {p} AND s.streams > 0 AND i.seen >= {p}"
)
SEATED = (
    "SELECT 1 FROM igroteka_presence p JOIN igroteka_presence_instances i ON i.instance = p.instance"
    " WHERE p.match_id = {p} AND p.seat = {p} AND p.open AND i.seen >= {p}"
)
# the rows of instances whose lease is gone (``server.presence`` deletes a lease unrenewed for 8 days)
PRUNE = "DELETE FROM igroteka_player_streams WHERE instance NOT IN (SELECT instance FROM igroteka_presence_instances)"
PRUNE_EVERY = 600.0  # seconds between two prunes
DOUBTFUL = -1  # a row's count while its write is in flight or after it failed: the table may hold anything


class StreamPresence:
    """This instance's player streams in the table, and whether a notice's player has any stream
    open on any instance (blocking, but for ``start`` and ``stop``). ``instance`` is the instance's
    presence lease (``server.presence.Tracker.instance``); ``local`` counts this instance's open
    player streams by player (on the event loop).

    ``written`` holds what the table holds of this instance's rows: a write records its count
    only once committed, under the lock it wrote under, so two writes that cross record the one
    the table kept (and one whose outcome is unknown records ``DOUBTFUL``). Each heartbeat writes
    the rows whose count differs from ``local``, so whatever went wrong is right a heartbeat later."""

    def __init__(
        self,
        tables: Tables,
        run: Run,
        instance: str,
        heartbeat: float,
        timeout: float,
        local: Callable[[], dict[str, int]],
    ) -> None:
        self.tables = tables
        self.run = run
        self.instance = instance
        self.heartbeat = heartbeat
        self.timeout = timeout
        self.local = local
        self.written: dict[str, int] = {}  # player -> streams of the player's row here (none: no row)
        self._lock = threading.Lock()
        self.pruned = 0.0  # when this instance last deleted dead instances' rows
        self._task: asyncio.Task[None] | None = None

    def write(self, player: str, streams: int) -> None:
        """The player's streams open here now (0: none, the row deleted); nothing if the row says so."""
        with self._lock:
            self._write(player, streams)

    def _write(self, player: str, streams: int) -> None:
        """Under the lock: the row written, and recorded once committed."""
        if self.written.get(player, 0) == streams:
            return
        self.written[player] = DOUBTFUL
        with self.tables.transaction() as run:
            if streams > 0:
                now = time.time()
                run(LEASE, self.instance, now)
                run(UPSERT, player, self.instance, streams, now)
            else:
                run(DELETE, player, self.instance)
        if streams > 0:
            self.written[player] = streams
        else:
            del self.written[player]

    def beat(self, local: dict[str, int]) -> None:
        """Write the rows whose count differs from ``local`` (none, when nothing went wrong), and
        every ``PRUNE_EVERY`` delete the rows of instances whose lease is gone."""
        with self._lock:
            differing = [p for p in self.written.keys() | local.keys() if self.written.get(p, 0) != local.get(p, 0)]
            for player in differing:
                self._write(player, local.get(player, 0))
        now = time.time()
        if now - self.pruned >= PRUNE_EVERY:
            with self.tables.transaction() as run:
                run(PRUNE)
            self.pruned = now

    def streaming(self, notice: Notice) -> bool:
        """Whether the notice's player has their player stream, or a stream of the seat of the match
        the notice names, open on any instance (its row's instance's lease renewed within the timeout)."""
        since = time.time() - self.timeout
        seat = getattr(notice, "seat", None)
        match = getattr(notice, "match", None)
        with self.tables.reading() as run:
            if run(STREAMING, notice.player, since):
                return True
            if seat is None or match is None:
                return False
            return bool(run(SEATED, match, seat, since))

    def start(self) -> None:
        self._task = asyncio.create_task(self._beating())

    async def stop(self) -> None:
        """Stop heartbeating and delete this instance's rows (a clean stop ends its streams now)."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        with contextlib.suppress(Exception):
            await self.run(self._forget)
        self.tables.close()

    def _forget(self) -> None:
        with self._lock:
            with self.tables.transaction() as run:
                run("DELETE FROM igroteka_player_streams WHERE instance = {p}", self.instance)
            self.written.clear()

    async def _beating(self) -> None:
        while True:
            await asyncio.sleep(self.heartbeat)
            try:
                await self.run(self.beat, self.local())
            except Exception as error:  # the store is down: the rows stay as they were, a push too many at worst
                log.info("player streams not written", extra={"code": getattr(error, "code", repr(error))})
