"""Correspondence reminders (issue 38): each player's reminder points in a table beside the store,
and the scheduler that hands every due reminder, once, to whatever delivers it.

``igroteka_reminder_points`` holds the points a player chose (a row only once they chose; without
one, ``domain.reminders.DEFAULT_POINTS``). ``igroteka_reminders_handed`` keeps the key of each
reminder handed, so a scheduler started after a restart, or another instance's, does not hand it
again. The scheduler hands first and marks after: a crash in between hands that reminder once
more after the restart, under the same key (``Reminder.key``), which the delivery's deduplication
by key makes harmless; nothing is lost. Marks are dropped a day after their deadline.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from typing import TypeVar
from uuid import UUID

from igroteka.domain.errors import MatchError, Unavailable
from igroteka.domain.reminders import Reminder, Turn, due, schedule, turns, upcoming
from igroteka.server.accounts import CHUNK, STORE_ERRORS, Run, Tables, tables_for
from igroteka.server.config import Settings
from igroteka.server.work import Read
from igroteka.server.work import Run as Thread

log = logging.getLogger("igroteka.reminders")
T = TypeVar("T")

SCHEMA = """
CREATE TABLE IF NOT EXISTS igroteka_reminder_points (
  player TEXT PRIMARY KEY, points TEXT NOT NULL, chosen DOUBLE PRECISION NOT NULL);
CREATE TABLE IF NOT EXISTS igroteka_reminders_handed (
  reminder TEXT PRIMARY KEY, deadline DOUBLE PRECISION NOT NULL, handed DOUBLE PRECISION NOT NULL);
CREATE INDEX IF NOT EXISTS igroteka_reminders_handed_deadline ON igroteka_reminders_handed (deadline);
"""
KEPT = 24 * 3600.0  # seconds a handed mark is kept after its deadline


def utc_now() -> datetime:
    return datetime.now(UTC)


class ReminderTables:
    """Players' reminder points and the marks of reminders handed (blocking: worker threads)."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    @classmethod
    def of(cls, settings: Settings) -> ReminderTables:
        return cls(tables_for(settings, SCHEMA))

    def close(self) -> None:
        self.tables.close()

    def _run(self, work: Callable[[Run], T]) -> T:
        try:
            with self.tables.transaction() as run:
                return work(run)
        except STORE_ERRORS as error:
            raise Unavailable("store_unavailable", "The event store cannot be reached; try again.") from error

    def points(self, player: str) -> tuple[int, ...] | None:
        """The points the player chose (None: they never chose)."""
        return self.points_of([player]).get(player)

    def choose(self, player: str, points: Iterable[int]) -> tuple[int, ...]:
        """Keep the player's points, largest first, each once."""
        chosen = tuple(sorted(set(points), reverse=True))
        self._run(
            lambda run: run(
                "INSERT INTO igroteka_reminder_points (player, points, chosen) VALUES ({p}, {p}, {p})"
                " ON CONFLICT (player) DO UPDATE SET points = excluded.points, chosen = excluded.chosen",
                player,
                json.dumps(chosen),
                time.time(),
            )
        )
        return chosen

    def points_of(self, players: Iterable[str]) -> dict[str, tuple[int, ...]]:
        """The points of those of ``players`` who chose some."""
        wanted = sorted(set(players))
        found: dict[str, tuple[int, ...]] = {}
        for start in range(0, len(wanted), CHUNK):
            chunk = wanted[start : start + CHUNK]
            marks = ", ".join("{p}" for _ in chunk)
            sql = f"SELECT player, points FROM igroteka_reminder_points WHERE player IN ({marks})"
            rows = self._run(lambda run, sql=sql, chunk=chunk: run(sql, *chunk))
            found.update((player, tuple(json.loads(points))) for player, points in rows)
        return found

    def handed(self, keys: Iterable[str]) -> set[str]:
        """Those of ``keys`` already handed."""
        wanted = sorted(set(keys))
        found: set[str] = set()
        for start in range(0, len(wanted), CHUNK):
            chunk = wanted[start : start + CHUNK]
            marks = ", ".join("{p}" for _ in chunk)
            sql = f"SELECT reminder FROM igroteka_reminders_handed WHERE reminder IN ({marks})"
            rows = self._run(lambda run, sql=sql, chunk=chunk: run(sql, *chunk))
            found.update(key for (key,) in rows)
        return found

    def mark(self, reminder: Reminder) -> None:
        """The reminder was handed; its mark goes a day after its deadline (``prune``)."""
        self._run(
            lambda run: run(
                "INSERT INTO igroteka_reminders_handed (reminder, deadline, handed) VALUES ({p}, {p}, {p})"
                " ON CONFLICT (reminder) DO NOTHING",
                reminder.key,
                reminder.deadline.timestamp(),
                time.time(),
            )
        )

    def prune(self, now: float) -> None:
        """Drop the marks whose deadline passed more than a day ago: no reminder of them is due."""
        self._run(lambda run: run("DELETE FROM igroteka_reminders_handed WHERE deadline < {p}", now - KEPT))


class ReminderScheduler:
    """Hands each due reminder of the running correspondence matches to ``hand`` (a blocking
    callable, run in a worker thread), once: event-loop use only. It keeps each match's turns,
    read again from the stored match when it changes, and wakes when the next reminder falls due,
    on a change, or every ``interval`` seconds at the latest (a player's new points count then)."""

    def __init__(
        self,
        read: Read,
        run: Thread,
        tables: ReminderTables,
        hand: Callable[[Reminder], None],
        interval: float,
        now: Callable[[], datetime] = utc_now,
    ) -> None:
        self.read = read
        self.run = run
        self.tables = tables
        self.hand = hand
        self.interval = interval
        self.now = now  # the scheduler's clock (tests name the moment)
        self.turns: dict[UUID, list[Turn]] = {}
        self._changed: set[UUID] = set()
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._pruned = 0.0

    def start(self, matches: Iterable[UUID]) -> None:
        """Schedule, starting from the running correspondence matches the lobby knows."""
        self._changed.update(matches)
        self._task = asyncio.create_task(self._loop())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    def changed(self, match_id: UUID) -> None:
        """A correspondence match changed (a move, a time-out, its end): its turns are read again."""
        self._changed.add(match_id)
        self._wake.set()

    async def _loop(self) -> None:
        while True:
            try:
                wait = await self.once()
            except Exception:  # never let the scheduler die: log, then look again shortly
                log.exception("reminder pass failed")
                wait = self.interval
            if self._changed:
                continue
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), wait)

    async def once(self) -> float:
        """One pass: read the changed matches' turns, hand the due reminders not handed yet and
        mark them; the seconds until the next pass."""
        self._wake.clear()
        while self._changed:
            match_id = self._changed.pop()
            try:
                found = await self.read(match_id, turns)
            except MatchError:  # an outage: read it again next pass
                self._changed.add(match_id)
                return self.interval
            if found:
                self.turns[match_id] = found
            else:
                self.turns.pop(match_id, None)
        every = [turn for found in self.turns.values() for turn in found]
        points = await self.run(self.tables.points_of, {turn.player for turn in every}) if every else {}
        reminders = schedule(every, points)
        now = self.now()
        ready = due(reminders, now)
        if ready:
            handed = await self.run(self.tables.handed, [r.key for r in ready])
            for reminder in due(ready, now, handed):
                await self.run(self.hand, reminder)
                await self.run(self.tables.mark, reminder)
        if now.timestamp() - self._pruned > KEPT:
            await self.run(self.tables.prune, now.timestamp())
            self._pruned = now.timestamp()
        ahead = upcoming(reminders, now)
        until = self.interval if ahead is None else (ahead - self.now()).total_seconds()
        return max(0.0, min(self.interval, until))
