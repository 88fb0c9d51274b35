"""The clock sweeper: times out the timed matches whose clock has run out.

It looks only at what is due: the deadlines (``projections.deadlines``) of the running timed
matches, computed again from the stored match whenever a commit or the log shows it changed,
sleeping until the next deadline or a change. Every instance sweeps; the store lets exactly one
instance's append win (``Lifecycle.time_out``), so none is lost or doubled by a restart, a kill or
several instances.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Iterable
from datetime import UTC, datetime, timedelta
from uuid import UUID

from igroteka.domain.clocks import due
from igroteka.domain.errors import MatchError
from igroteka.domain.match import Match
from igroteka.projections.deadlines import Deadlines
from igroteka.server.work import Committed, Read, Run

log = logging.getLogger("igroteka.clocks")


def deadline(match: Match) -> datetime | None:
    """When a clock of the match runs out, as stored (None: none runs)."""
    flag = due(match.clocks) if match.clocks is not None and match.status == "running" else None
    return None if flag is None else flag[1]


class ClockSweeper:
    """The time-outs of this process's view of the timed matches (event-loop use only)."""

    def __init__(
        self,
        read: Read,
        run: Run,
        time_out: Callable[[UUID, datetime], Match | None],
        committed: Committed,
        interval: float,
    ) -> None:
        self.read = read
        self.run = run
        self.time_out = time_out  # appends the time-out due by then (``Lifecycle.time_out``), in a thread
        self.committed = committed  # publishes a commit of this process
        self.interval = interval  # seconds before a failed read or time-out is tried again
        self.deadlines = Deadlines()
        self._reclock: set[UUID] = set()  # timed matches whose deadline to compute again
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def start(self, timed: Iterable[UUID]) -> None:
        """Sweep, starting from the running timed matches the lobby knows."""
        self._reclock.update(timed)
        self._task = asyncio.create_task(self._sweep())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    def changed(self, match_id: UUID) -> None:
        """A timed match changed (a move, a time-out, its end): its deadline is computed again."""
        self._reclock.add(match_id)
        self._wake.set()

    async def _sweep(self) -> None:
        """Sweep until stopped, sleeping until the next deadline or a change."""
        while True:
            try:
                wait = await self._sweep_once()
            except Exception:  # never let the sweeper die: log, then look again shortly
                log.exception("clock sweep failed")
                wait = self.interval
            if self._reclock or wait == 0.0:
                continue
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), wait)

    async def _sweep_once(self) -> float | None:
        """Compute the changed matches' deadlines again, time out the due ones; the seconds until
        the next deadline (None: no clock runs)."""
        self._wake.clear()
        while self._reclock:
            match_id = self._reclock.pop()
            self.deadlines.set(match_id, await self._deadline(match_id))
        now = datetime.now(UTC)
        for match_id in self.deadlines.due(now):
            await self._time_out(match_id, now)
        upcoming = self.deadlines.next()
        return None if upcoming is None else max(0.0, (upcoming - datetime.now(UTC)).total_seconds())

    async def _deadline(self, match_id: UUID) -> datetime | None:
        """The match's deadline as stored; a failed read is retried a sweep interval later."""
        try:
            return await self.read(match_id, deadline)
        except MatchError:
            return datetime.now(UTC) + timedelta(seconds=self.interval)

    async def _time_out(self, match_id: UUID, now: datetime) -> None:
        """Append the match's time-out; whatever happens, its next deadline is computed again (at
        once; a sweep interval later after a failure, unless the log shows a change first)."""
        try:
            match = await self.run(self.time_out, match_id, now)
        except MatchError as error:  # another instance won, a move came first, or an outage
            log.info("time-out not appended", extra={"match": match_id, "code": error.code})
            self.deadlines.set(match_id, now + timedelta(seconds=self.interval))
            return
        if match is not None:
            self.committed(match.id, match.version)
        self._reclock.add(match_id)
