"""Lobby expiry: calls off the open matches nobody joined within the lobby's time.

Every sweep interval it looks at the lobby's unjoined matches; every instance looks, and the store
lets exactly one expiry append win (``Lifecycle.expire``).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from uuid import UUID

from igroteka.domain.errors import MatchError
from igroteka.domain.match import Match
from igroteka.server.work import Committed, Run

log = logging.getLogger("igroteka.expiry")


class LobbyExpiry:
    """The expiry of this process's lobby's open matches (event-loop use only)."""

    def __init__(
        self,
        run: Run,
        expire: Callable[[UUID, datetime, float], Match | None],
        unjoined: Callable[[datetime], list[UUID]],
        committed: Committed,
        interval: float,
        after: float,
    ) -> None:
        self.run = run
        self.expire = expire  # appends the match's expiry if still due (``Lifecycle.expire``), in a thread
        self.unjoined = unjoined  # the open matches nobody joined, created before then (``Lobby.unjoined``)
        self.committed = committed  # publishes a commit of this process
        self.interval = interval  # seconds between looks
        self.after = after  # seconds an open match nobody joins stays (0: forever)
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._expiring())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def _expiring(self) -> None:
        """Every sweep interval, expire the open matches nobody joined in time."""
        while True:
            await asyncio.sleep(self.interval)
            await self.expire_due(datetime.now(UTC))

    async def expire_due(self, now: datetime) -> None:
        """Call off the open matches nobody joined within the lobby's time (every instance looks;
        exactly one append wins)."""
        if self.after <= 0:
            return
        for match_id in self.unjoined(now - timedelta(seconds=self.after)):
            try:
                match = await self.run(self.expire, match_id, now, self.after)
            except MatchError as error:
                log.info("expiry not appended", extra={"match": match_id, "code": error.code})
                continue
            if match is not None:
                self.committed(match.id, match.version)
