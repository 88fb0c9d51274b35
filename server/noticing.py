"""The notices of one process: the outbox's derivation, the feed that wakes player streams, the
webhooks, Web Push, the dispatcher and the retention's sweeper, built together and started and
stopped by the hub.

``Noticing`` runs the derivation (``Outbox.derive``) every ``notice_interval`` seconds and after
each time the log follower caught up, in one worker of a server's several (``derives``); ``NoticeFeed`` reads the notices every instance inserted
after the last it saw (one query an interval for all of this process's player streams) and hands
each to its player's open streams.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Iterator
from typing import Any
from uuid import UUID

from eventsourcing.application import Application

from igroteka.domain.errors import MatchError
from igroteka.domain.reminders import Reminder
from igroteka.domain.standing import Standings
from igroteka.projections.held_seats import PlayerMatches
from igroteka.projections.notices import TimeRunningOut
from igroteka.projections.ratings import Ratings
from igroteka.server.accounts import tables_for
from igroteka.server.channels import Channel
from igroteka.server.config import Settings
from igroteka.server.dispatcher import Dispatcher
from igroteka.server.outbox import NoticeRow, Outbox, notice_of, outbox_tables
from igroteka.server.push_presence import SCHEMA as STREAMS_SCHEMA
from igroteka.server.push_presence import StreamPresence
from igroteka.server.reminders import ReminderScheduler, ReminderTables
from igroteka.server.retention import Retention
from igroteka.server.webhooks import SCHEMA as WEBHOOKS_SCHEMA
from igroteka.server.webhooks import Webhooks
from igroteka.server.webpush import WebPush
from igroteka.server.work import Read, Run

log = logging.getLogger("igroteka.notices")
REMINDER_LOOK = 60.0  # seconds between the reminder scheduler's looks at most (a player's new points count then)

Listener = Callable[[NoticeRow], None]


class NoticeFeed:
    """The notices stored after ``mark``, handed to the listeners of their player (event loop)."""

    def __init__(self, run: Run, outbox: Outbox, interval: float) -> None:
        self.run = run
        self.outbox = outbox
        self.interval = interval
        self.mark = 0  # the newest notice id handed out (every instance's: ids are in commit order)
        self.listeners: dict[str, set[Listener]] = {}
        self.wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        self.mark = await self.run(self.outbox.last)
        self._task = asyncio.create_task(self._following())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    def streams(self) -> dict[str, int]:
        """This process's open player streams (its listeners) by player."""
        return {player: len(held) for player, held in self.listeners.items()}

    @contextlib.contextmanager
    def listening(self, player: str, listener: Listener) -> Iterator[None]:
        """``listener`` hears each of the player's notices the feed reads from now on (every one after
        its mark, which is never past the newest stored), while open."""
        self.listeners.setdefault(player, set()).add(listener)
        try:
            yield
        finally:
            held = self.listeners[player]
            held.discard(listener)
            if not held:
                del self.listeners[player]

    async def _following(self) -> None:
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.wake.wait(), self.interval)
            self.wake.clear()
            try:
                await self.follow()
            except MatchError as error:
                log.warning("notices not read: %s", error.code)
            except Exception:
                log.exception("notice feed failed")

    async def follow(self) -> None:
        while True:
            rows = await self.run(self.outbox.newer, self.mark)
            for number, player, created, body in rows:
                self.mark = number
                for listener in list(self.listeners.get(player, ())):
                    listener(NoticeRow(number, created, notice_of(body)))
            if len(rows) < 1000:
                return


class Noticing:
    """Builds, starts and stops the process's notice parts."""

    def __init__(
        self,
        settings: Settings,
        run: Run,
        app: Application[Any],
        ratings: Ratings,
        reached: Callable[[], int],
        read: Read,
        game_of: Callable[[UUID], str | None],
        instance: str,
        standings: Standings | None = None,
        players: PlayerMatches | None = None,
        derives: Callable[[], bool] | None = None,
    ) -> None:
        self.run = run
        # whether this process derives now (one worker of several does, ``Owners.derives``)
        self.derives = derives or (lambda: True)
        self.interval = settings.notice_interval
        self.outbox = Outbox(
            outbox_tables(settings), app, ratings, reached, settings.notice_matches, standings, players
        )
        self.webhooks = Webhooks(tables_for(settings, WEBHOOKS_SCHEMA), settings)
        self.feed = NoticeFeed(run, self.outbox, settings.notice_interval)
        self.push = WebPush.of(settings, run)  # the VAPID key, the players' subscriptions, the channel
        channels: list[Channel] = [self.webhooks, self.push]
        beat, timeout = settings.presence_heartbeat, settings.presence_timeout
        self.streams = StreamPresence(
            tables_for(settings, STREAMS_SCHEMA), run, instance, beat, timeout, self.feed.streams
        )
        self.dispatcher = Dispatcher(
            run, self.outbox, channels, settings.notice_interval, self.streams.streaming, settings.notice_lease
        )
        self.retention = Retention(run, self.outbox, settings.notice_retention)
        self.game_of = game_of  # a match's game, as the lobby knows it
        self.reminders = ReminderScheduler(read, run, ReminderTables.of(settings), self.remind, REMINDER_LOOK)
        self.caught_up = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def poke(self) -> None:
        """The log follower caught up (any thread): derive now rather than at the next interval."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self.caught_up.set)

    def remind(self, reminder: Reminder) -> None:
        """A due correspondence reminder stored as a notice, once by its key (a worker thread)."""
        game = self.game_of(reminder.match)
        if game is None:
            return
        notice = TimeRunningOut(
            key=reminder.key,
            player=reminder.player,
            game=game,
            match=str(reminder.match),
            seat=reminder.seat,
            version=reminder.version,
            deadline=reminder.deadline.isoformat(),
            point=reminder.point,
        )
        with self.outbox.transaction() as run:
            self.outbox.put(run, [notice])

    async def start(self, timed: list[UUID]) -> None:
        """Start deriving, feeding and dispatching, and the reminders of the ``timed`` matches."""
        self._loop = asyncio.get_running_loop()
        await self.feed.start()
        self.streams.start()
        self.dispatcher.start()
        self.retention.start()
        self.reminders.start(timed)
        self._task = asyncio.create_task(self._deriving())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
        self.dispatcher.stop()
        await self.streams.stop()
        self.retention.stop()
        self.reminders.stop()
        self.reminders.tables.close()
        self.feed.stop()
        await self.webhooks.close()
        await self.push.close()
        self.outbox.close()
        self.webhooks.tables.close()

    async def _deriving(self) -> None:
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.caught_up.wait(), self.interval)
            self.caught_up.clear()
            if not self.derives():
                continue
            try:
                while await self.run(self.outbox.derive):
                    self.feed.wake.set()
                    self.dispatcher.wake.set()
            except MatchError as error:
                log.warning("notices not derived: %s", error.code)
            except Exception:
                log.exception("deriving notices failed")
