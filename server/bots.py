"""Server bots at play: one task per match whose bots are to act, poked by every commit.

A poke starts the match's task, or, while it runs, makes it look once more. The task plays the
bots' moves one commit each in a worker thread until no bot is to act, and publishes each commit
(without poking itself). A failed move tries again a second later.

Before each move a bot waits its match's delay (the deployment's ``bot_delay`` unless the match
chose one) from the match's last commit, so a person at the table sees each bot move land instead
of a whole round at once; a match of bots only was made with no delay and plays at once.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Iterable
from uuid import UUID

from igroteka.domain.errors import Unavailable
from igroteka.domain.match import Match
from igroteka.server.work import Committed, Run

log = logging.getLogger("igroteka.bots")
RETRY = 1.0  # seconds before a failed bot move is tried again


class Bots:
    """The bot tasks of this process's matches (event-loop use only)."""

    def __init__(
        self,
        run: Run,
        bot_move: Callable[[UUID], int | None],
        pace: Callable[[UUID, float], float | None],
        announce: Committed,
        delay: float,
    ) -> None:
        self.run = run
        self.bot_move = bot_move  # one bot move committed: its version, None when no bot is to act
        self.pace = pace  # a cached match's bots' delay before a move, None without bot seats (no store access)
        self.announce = announce  # announces a commit (without poking the bots again)
        self.delay = delay  # seconds a bot waits before a move, where its match chose none
        self._tasks: dict[UUID, asyncio.Task[None]] = {}
        self._poked: set[UUID] = set()  # poked while their task ran: it looks once more

    async def resume(self, match_ids: Iterable[UUID], load: Callable[[UUID], Match]) -> None:
        """After a restart: load the running matches with bots (so the cache knows their seats)
        and poke them; one the store cannot give now is poked by its next notice."""
        for match_id in match_ids:
            try:
                await self.run(load, match_id)
            except Unavailable:
                continue
            self.poke(match_id)

    def stop(self) -> None:
        for task in self._tasks.values():
            task.cancel()

    def poke(self, match_id: UUID) -> None:
        """A commit of the match: its bots look whether one is to act."""
        if self.pace(match_id, self.delay) is None:
            return
        task = self._tasks.get(match_id)
        if task is None or task.done():
            self._tasks[match_id] = asyncio.create_task(self._play(match_id))
        else:
            self._poked.add(match_id)

    async def _play(self, match_id: UUID) -> None:
        """Bot moves, one commit each, until no bot is to act. A poke while a bot move was being
        looked for looks again (the commit that poked may have come after the look). A failure (a
        conflict, a store that answered too late, an outage) tries again a second later, or at the
        next notice if one comes first: a match whose only seat to act is a bot must never wait for
        a notice that nobody else will cause."""
        try:
            while True:
                self._poked.discard(match_id)
                pause = self.pace(match_id, self.delay)
                if pause:
                    await asyncio.sleep(pause)
                    if match_id in self._poked:  # a commit came meanwhile: wait from it
                        continue
                version = await self.run(self.bot_move, match_id)
                if version is None:
                    if match_id in self._poked:
                        continue
                    break
                self.announce(match_id, version)
        except Exception as error:
            log.warning("bot move failed", extra={"match": match_id, "code": getattr(error, "code", "error")})
            asyncio.get_running_loop().call_later(RETRY, self.poke, match_id)
        finally:
            if self._tasks.get(match_id) is asyncio.current_task():
                del self._tasks[match_id]
                self._poked.discard(match_id)
