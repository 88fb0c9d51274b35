"""Whether a player has a stream open on any instance, as Web Push asks before it sends: a notice
goes out as a push only to a player with no player stream open and no stream of the seat the
notice names.

Player streams are counted in a small table beside the store, one row per (player, instance):
``streams`` the streams of the player open on that instance (written on each open and close, the
row deleted at none), ``seen`` that instance's last heartbeat (every ``presence_heartbeat``
seconds, which also writes again whatever row differs from the instance's own count). A row not
heartbeated within ``presence_timeout`` is ignored: its instance died. Seat streams are read from
the presence rows (``server.presence``): an open row counts while its instance's lease is renewed
within ``presence_timeout``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import uuid
from collections.abc import Callable

from igroteka.projections.notices import Notice
from igroteka.server.accounts import Run as Statement
from igroteka.server.accounts import Tables
from igroteka.server.work import Run

log = logging.getLogger("igroteka.push")

SCHEMA = """
CREATE TABLE IF NOT EXISTS igroteka_player_streams (
  player TEXT NOT NULL, instance TEXT NOT NULL, streams INTEGER NOT NULL, seen DOUBLE PRECISION NOT NULL,
  PRIMARY KEY (player, instance));
"""
STALE = 24 * 3600.0  # seconds after which a dead instance's rows are deleted


class StreamPresence:
    """This instance's player streams in the table, and whether a notice's player has any stream
    open on any instance (blocking, but for ``start`` and ``stop``). ``local`` counts this
    instance's open player streams by player (on the event loop): each heartbeat writes the rows
    that differ from it, so a write that failed, or two that crossed, is right a heartbeat later."""

    def __init__(
        self, tables: Tables, run: Run, heartbeat: float, timeout: float, local: Callable[[], dict[str, int]]
    ) -> None:
        self.tables = tables
        self.run = run
        self.heartbeat = heartbeat
        self.timeout = timeout
        self.local = local
        self.instance = uuid.uuid4().hex  # a restarted process is a new instance: its old rows go stale
        self._task: asyncio.Task[None] | None = None

    def write(self, player: str, streams: int) -> None:
        """The player's streams open here now (0: none, the row deleted)."""
        with self.tables.transaction() as run:
            self._write(run, player, streams, time.time())

    def _write(self, run: Statement, player: str, streams: int, now: float) -> None:
        if streams <= 0:
            run("DELETE FROM igroteka_player_streams WHERE player = {p} AND instance = {p}", player, self.instance)
            return
        run(
            "INSERT INTO igroteka_player_streams (player, instance, streams, seen) VALUES ({p}, {p}, {p}, {p})"
            " ON CONFLICT (player, instance) DO UPDATE SET streams = excluded.streams, seen = excluded.seen",
            player,
            self.instance,
            streams,
            now,
        )

    def beat(self, local: dict[str, int]) -> None:
        """Renew this instance's rows, write those that differ from ``local``, and delete the rows
        of instances long dead."""
        now = time.time()
        with self.tables.transaction() as run:
            run("UPDATE igroteka_player_streams SET seen = {p} WHERE instance = {p}", now, self.instance)
            stored = run("SELECT player, streams FROM igroteka_player_streams WHERE instance = {p}", self.instance)
            rows = {str(player): int(streams) for player, streams in stored}
            for player in rows.keys() | local.keys():
                if rows.get(player, 0) != local.get(player, 0):
                    self._write(run, player, local.get(player, 0), now)
            run("DELETE FROM igroteka_player_streams WHERE seen < {p}", now - STALE)

    def streaming(self, notice: Notice) -> bool:
        """Whether the notice's player has their player stream, or a stream of the seat of the match
        the notice names, open on any instance (a player stream's row heartbeated, a seat's
        instance's lease renewed, within the timeout)."""
        since = time.time() - self.timeout
        seat = getattr(notice, "seat", None)
        match = getattr(notice, "match", None)
        with self.tables.reading() as run:
            if run(
                "SELECT 1 FROM igroteka_player_streams WHERE player = {p} AND streams > 0 AND seen >= {p}",
                notice.player,
                since,
            ):
                return True
            if seat is None or match is None:
                return False
            return bool(
                run(
                    "SELECT 1 FROM igroteka_presence p JOIN igroteka_presence_instances i ON i.instance = p.instance"
                    " WHERE p.match_id = {p} AND p.seat = {p} AND p.open AND i.seen >= {p}",
                    match,
                    seat,
                    since,
                )
            )

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
        with self.tables.transaction() as run:
            run("DELETE FROM igroteka_player_streams WHERE instance = {p}", self.instance)

    async def _beating(self) -> None:
        while True:
            await asyncio.sleep(self.heartbeat)
            try:
                await self.run(self.beat, self.local())
            except Exception as error:  # the store is down: the rows go stale, a push too many at worst
                log.info("player streams not renewed", extra={"code": getattr(error, "code", repr(error))})
