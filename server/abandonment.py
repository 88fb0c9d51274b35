"""The abandonment sweeper: a seat to act whose person has shown no sign for its match's
abandonment time goes to a server bot or loses (``domain.abandon``, ``Lifecycle.abandon``).

The presence keeper (``server.presence``) sweeps after each look at the presence table, so the
board it reads is as fresh as this instance knows it. The matches' own events bound each absence
from below, so the last-seen times are read only for the matches that are due on their events
alone. Every instance sweeps the matches with the abandonment option; the store lets exactly one
abandonment append win.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from contextlib import AbstractContextManager
from datetime import UTC, datetime
from uuid import UUID

from igroteka.domain.errors import MatchError
from igroteka.domain.lifecycle import abandoned_seat
from igroteka.domain.match import Match
from igroteka.projections.presence import BOARD
from igroteka.server.work import Committed, Run

log = logging.getLogger("igroteka.presence")

Seen = dict[UUID, dict[int, datetime]]  # when each seat of a match was last seen connected


class AbandonmentSweeper:
    """Appends the abandonments that are due (event-loop use; the reads in worker threads)."""

    def __init__(
        self,
        run: Run,
        abandon: Callable[[UUID, datetime, frozenset[int], dict[int, datetime]], Match | None],
        reading: Callable[[UUID], AbstractContextManager[Match]],
        abandonable: Callable[[], list[UUID]],
        seen: Callable[[list[UUID]], Seen],
        committed: Committed,
    ) -> None:
        self.run = run
        self.abandon = abandon  # appends a seat's abandonment if still due (``Lifecycle.abandon``), in a thread
        self.reading = reading  # the match under its lock, as this process has it (``MatchService.reading``)
        self.abandonable = abandonable  # the running matches with the option (``Lobby.abandonable``)
        self.seen = seen  # last-seen times from the presence table (``Tracker.seen``), in a thread
        self.committed = committed  # publishes a commit of this process

    async def sweep(self) -> None:
        """Append the abandonment of every seat absent for its match's time (one per match and look)."""
        matches = self.abandonable()
        if not matches:
            return
        now = datetime.now(UTC)
        try:
            candidates = await self.run(self._due, matches, now, {})
            seen = await self.run(self.seen, candidates) if candidates else {}
            due = await self.run(self._due, candidates, now, seen) if candidates else []
        except Exception as error:
            log.info("abandonment not looked for", extra={"code": getattr(error, "code", repr(error))})
            return
        for match_id in due:
            try:
                match = await self.run(self.abandon, match_id, now, BOARD.connected(match_id), seen.get(match_id, {}))
            except MatchError as error:  # another instance won, a move came first, or an outage
                log.info("abandonment not appended", extra={"match": match_id, "code": error.code})
                continue
            if match is not None:
                self.committed(match.id, match.version)

    def _due(self, matches: list[UUID], now: datetime, seen: Seen) -> list[UUID]:
        """The matches with a seat absent for their abandonment time by ``now`` (as this process
        has them: the append decides again on the stored match)."""
        due = []
        for match_id in matches:
            with self.reading(match_id) as match:
                if abandoned_seat(match, now, BOARD.connected(match_id), seen.get(match_id, {})) is not None:
                    due.append(match_id)
        return due
