"""The composition root of one server process.

``Hub`` builds the process's parts in order, each handed the few things it uses: the read models
and the log follower beside the match service, the store's writer and listener, the schedulers
(the clock sweeper, lobby expiry, the bots, presence, abandonment and quick play's pairing), the
move path (``server.moves``) and what the match streams use; it starts and stops them, routes
every commit's notice to the streams, the clocks and the bots, and carries the blocking store work
(``run``, ``read``) the HTTP routes use.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, TypeVar
from uuid import UUID

from anyio import to_thread
from litestar import Request

from igroteka.domain.errors import Unavailable
from igroteka.domain.lifecycle import Lifecycle
from igroteka.domain.match import Match
from igroteka.domain.matches import Igroteka, MatchService
from igroteka.domain.players import is_player_token
from igroteka.domain.tokens import Bearer
from igroteka.domain.tournaments import TournamentService
from igroteka.domain.writer import GroupWriter, Saved, Writer
from igroteka.projections.follower import LogFollower
from igroteka.projections.held_seats import HeldSeats, PlayerMatches
from igroteka.projections.lobby import Lobby
from igroteka.projections.ratings import Ratings
from igroteka.projections.standings import Standings
from igroteka.server.abandonment import AbandonmentSweeper
from igroteka.server.accounts import Accounts, PgTables
from igroteka.server.bots import Bots
from igroteka.server.clocks import ClockSweeper
from igroteka.server.config import Settings
from igroteka.server.expiry import LobbyExpiry
from igroteka.server.fanout import Watchers
from igroteka.server.frames import Frames
from igroteka.server.lru import LruCache
from igroteka.server.moves import Moves
from igroteka.server.noticing import Noticing
from igroteka.server.notify import PgListener
from igroteka.server.observability import Metrics
from igroteka.server.pairing import Pairing
from igroteka.server.presence import PresenceKeeper, Tracker, table_for
from igroteka.server.quotas import Quotas, StreamSlots
from igroteka.server.revocation import TokenStreams, existing
from igroteka.server.seat_index import SeatIndexRepair
from igroteka.server.seekbook import SeekBook
from igroteka.server.store.ledger import Ledger
from igroteka.server.store.loopwriter import LoopWriter
from igroteka.server.store.postgres import GapSafeRecorder
from igroteka.server.stream import StreamParts
from igroteka.server.work import StoreThreads

log = logging.getLogger("igroteka.hub")
THREADS = 40  # worker threads for blocking store work (anyio's default limit, used before)
T = TypeVar("T")


def listener(
    settings: Settings,
    service: MatchService,
    writer: LoopWriter | None,
    wake: Callable[[], None],
    health: Callable[[bool], None],
) -> PgListener | None:
    """On PostgreSQL, LISTEN for other instances' commits (``wake`` the log follower), watch the
    store's ``health`` and count the other instances that listen (whether the loop writer's inserts
    notify)."""
    channel_name = getattr(service.app.recorder, "channel_name", None)
    if not channel_name or not settings.database_url:
        return None
    origin = getattr(service.app.recorder, "origin", None)
    others = None if writer is None else writer.others
    return PgListener(settings.database_url, channel_name, wake, health, origin, others)


def in_turn(*steps: Callable[[], None]) -> Callable[[], None]:
    """One callable that runs each of ``steps`` in turn."""

    def run() -> None:
        for step in steps:
            step()

    return run


class Hub:
    """Builds, starts and stops the process's parts; publishes each commit once it is durable
    (notices carry ids and versions only). ``service_of`` makes the match service from what the hub
    hands it (``MatchService``'s ``recorded``, ``followed`` and ``writer``)."""

    def __init__(
        self,
        settings: Settings,
        service_of: Callable[..., MatchService],
        channels: Watchers,
        derives: Callable[[], bool] | None = None,
    ) -> None:
        self.settings = settings
        self.channels = channels
        self.metrics = Metrics()
        self.threads = StoreThreads(THREADS, settings.store_deadline, self.metrics.store_errors.inc)
        self.run = self.threads.run  # blocking store work in a worker thread, 503 past the deadline
        self.loop: asyncio.AbstractEventLoop | None = None
        self.lobby = Lobby()
        self.standings = Standings()
        self.writer: LoopWriter | None = None  # on PostgreSQL, made with the service (``_loop_writer``)
        self.service = service = service_of(recorded=self._recorded, followed=self._served, writer=self._loop_writer)
        self.tournaments = TournamentService(service)
        self.ledger = Ledger(settings)
        self.ratings = Ratings(settings.leaderboard_min_games, recorded=self.ledger.offer)
        self.accounts = Accounts.of(settings)
        self.seat_index = SeatIndexRepair(self.accounts)
        held = HeldSeats(self.seat_index.offer)  # the log's claims put back index rows a crash left out
        players = PlayerMatches()  # the matches whose events the outbox reads: the rest tell no one anything
        tracker = Tracker(table_for(settings), settings.presence_timeout)  # its lease keeps player streams' rows too
        self.noticing = Noticing(
            settings,
            self.run,
            service.app,
            self.ratings,
            lambda: self.follower.reached(),
            self.read,
            self._game_of,
            tracker.instance,
            service.repository.standings,  # how each match stood after each event applied here
            players,
            derives,  # with several workers, one derives the notices (``Owners.derives``)
        )
        self.metrics.outbox_matches.set_function(lambda: len(self.noticing.outbox.matches))
        self.follower = LogFollower(
            service.app,
            [self.lobby, self.standings, held, players, service.repository],
            on_change=self._changed_elsewhere,
            own_models=[self.lobby, self.standings, held, players],
            ordered=[self.ratings],  # folded in the log's order, so every process rates alike
            caught_up=in_turn(self.ledger.flush, self.seat_index.flush, self.noticing.poke),  # folds' offers written
        )
        self.quotas = Quotas(settings)
        self.tokens = TokenStreams(
            partial(self.run, existing, self.accounts),
            settings.token_check,
            settings.token_backstop,
            settings.database_url if isinstance(self.accounts.tables, PgTables) else None,
        )
        # the HTTP routes' views and the streams' frames, shared; whether a move revealed anything, as decided
        self.frames = Frames(4096, revelations=service.repository.revelations, legal=service.legal)
        self.published: LruCache[UUID, int] = LruCache(100_000)
        self.lifecycle = Lifecycle(service)
        self.clocks = ClockSweeper(self.read, self.run, self.lifecycle.time_out, self.committed, settings.clock_sweep)
        self.expiry = LobbyExpiry(
            self.run,
            self.lifecycle.expire,
            self.lobby.unjoined,
            self.committed,
            settings.clock_sweep,
            settings.lobby_expiry,
        )
        self.bots = Bots(self.run, service.bot_move, service.bot_pace, self._announce, settings.bot_delay)
        self.abandonment = AbandonmentSweeper(
            self.run, self.lifecycle.abandon, service.reading, self.lobby.abandonable, tracker.seen, self.committed
        )
        self.presence = PresenceKeeper(
            settings, tracker, self.lobby, self.run, self._presence_changed, self.abandonment.sweep
        )
        self.pairing = Pairing(
            self.run, SeekBook.of(settings), service.commit, self.accounts.hold, self.committed, settings
        )
        self.listener = listener(settings, service, self.writer, self.follower.wake.set, self._health)
        self.moves = Moves(service, self.read, self.run, self.committed, self.metrics, settings, self.threads.timeout)
        self.streams = StreamParts(
            service=service,
            read=self.read,
            make_move=self.moves.make,
            run=self.run,
            lifecycle=self.lifecycle,
            committed=self.committed,
            frames=self.frames,
            metrics=self.metrics,
            settings=settings,
            quotas=self.quotas,
            slots=StreamSlots(settings.ws_per_client),
            channels=channels,
            presence=self.presence,
            key=self.bearer,
            tokens=self.tokens,
        )

    def _loop_writer(self, app: Igroteka, fallback: GroupWriter, saved: Saved) -> Writer:
        """The writer the match service's commands commit with: on PostgreSQL the loop writer, which
        commits the moves decided on the event loop right there (until it is started, and while it
        has no connection, it hands them to the group writer ``fallback``); else the group writer."""
        recorder = app.recorder
        if not isinstance(recorder, GapSafeRecorder):
            return fallback
        self.writer = LoopWriter(recorder, app.mapper, saved, fallback, urgent=self._urgent)
        return self.writer

    def _recorded(self, recordings: Sequence[Any], wait: bool) -> bool:
        """Our commits reach the read models at once, not read back from the log (the follower's ``own``)."""
        return self.follower.own(recordings, wait)

    def _urgent(self, event: Any) -> bool:
        """Whether other processes must hear of this committed event at once, rather than when
        their log followers next poll: anything but a move that leaves the match running, and a
        move of a match another process streams (``followed_elsewhere``), may play the bots of,
        or keeps the clock of (every process does, of every timed match)."""
        match_id = event.originator_id
        return (
            type(event) is not Match.MovePlayed
            or event.outcome is not None
            or self.presence.followed_elsewhere(match_id)
            or self.service.has_bots(match_id)
            or self.lobby.is_timed(match_id)
        )

    def _health(self, healthy: bool) -> None:
        if self.service.healthy and not healthy:
            self.metrics.store_errors.inc()
        self.service.healthy = healthy

    async def start(self) -> None:
        self.loop = asyncio.get_running_loop()
        if self.writer is not None:
            await self.writer.start()
        await to_thread.run_sync(self.follower.catch_up)
        self.follower.start(self.settings.follow_interval)
        if self.listener:
            self.listener.start()
        self.clocks.start(self.lobby.timed())
        self.expiry.start()
        self.presence.start()
        self.tokens.start()
        self.pairing.start()
        await self.noticing.start(self.lobby.timed())
        running = self.lobby.list(status="running", limit=10_000)
        await self.bots.resume([row.id for row in running if row.bots], self.service.get)  # after a restart

    async def stop(self) -> None:
        self.bots.stop()
        self.clocks.stop()
        self.expiry.stop()
        await self.tokens.stop()
        self.pairing.stop()
        await self.noticing.stop()
        await self.presence.stop()
        if self.listener:
            await self.listener.stop()
        await to_thread.run_sync(self.follower.stop)
        if self.writer is not None:
            await self.writer.close()
        self.quotas.close()
        self.ledger.close()
        self.accounts.close()
        self.pairing.book.close()
        self.service.close()
        self.threads.close()

    async def charged(self, request: Request[Any, Any, Any], action: str, fn: Callable[..., T], *args: Any) -> T:
        """Spend one of the caller's ``action`` budget (server.quotas), then run the blocking
        ``fn``, both in one worker thread (a hop costs ~0.1 ms of CPU); a spent budget refuses
        with 429 and runs nothing."""
        client = self.quotas.client(request)

        def spend_then_run() -> T:
            self.quotas.take(client, action)
            return fn(*args)

        return await self.run(spend_then_run)

    async def read(self, match_id: UUID, fn: Callable[[Match], T], at_least: int = 0, fresh: bool = False) -> T:
        """A projection of a match: computed right here when its lock is free (no thread hop),
        else in a worker thread. ``fresh`` (a client's request) reads what other instances
        appended first, when there can be any: read-your-writes behind a load balancer."""
        fresh = fresh and self.listener is not None
        if not fresh:
            with self.service.peeking(match_id) as match:
                if match is not None and match.version >= at_least:
                    return fn(match)

        def locked() -> T:
            with self.service.reading(match_id, at_least, fresh) as match:
                return fn(match)

        return await self.run(locked)

    async def bearer(self, token: str | None, match_id: UUID) -> Bearer:
        """What a request's token stands for in a match: a player token checked (401 when unknown
        or revoked), its player and guest seats there; any other token as it is."""
        if token is None or not is_player_token(token):
            return token
        return await self.run(self.accounts.key, token, match_id)

    async def player_of(self, token: str | None) -> str | None:
        """The player a player token names (401 when unknown or revoked); None for any other token."""
        if token is None or not is_player_token(token):
            return None
        return await self.run(self.accounts.authenticate, token)

    async def ready(self) -> bool:
        try:
            return await self.run(self.service.probe)
        except Unavailable:
            return False

    def committed(self, match_id: UUID, version: int) -> None:
        """A commit of this process: announced, bots let play (the follower has its events already)."""
        self._announce(match_id, version)
        self.bots.poke(match_id)

    def _announce(self, match_id: UUID, version: int) -> None:
        """A commit of this process (a bot's too) reaches its streams and a timed match's clock sweeper."""
        self.published.put(match_id, version)
        self.channels.notify(match_id, version, time.time())
        if self.lobby.is_timed(match_id):
            self.clocks.changed(match_id)
            self.noticing.reminders.changed(match_id)

    def _game_of(self, match_id: UUID) -> str | None:
        row = self.lobby.shown(match_id)
        return None if row is None else row.game

    def _served(self, match_id: UUID) -> bool:
        """Whether a stream of the match is open here or its clock kept: the follower keeps it cached."""
        return self.channels.watched(match_id) or self.lobby.is_timed(match_id)

    def _changed_elsewhere(self, match_id: UUID, version: int) -> None:
        """Called by the log follower thread for every match it saw change: the loop is woken for
        the matches it has streams, bots or a clock of. A stream that starts meanwhile reads the
        match after it is watched, so it misses no change."""
        if self.loop is None or self.loop.is_closed():
            return
        if self.channels.watched(match_id) or self.service.has_bots(match_id):
            self.loop.call_soon_threadsafe(self._notice, match_id, version)
        if self.lobby.is_timed(match_id):
            self.loop.call_soon_threadsafe(self.clocks.changed, match_id)
            self.loop.call_soon_threadsafe(self.noticing.reminders.changed, match_id)

    def _notice(self, match_id: UUID, version: int) -> None:
        """A change the log shows: published unless this process already announced it."""
        if (self.published.get(match_id) or 0) >= version:
            return
        self.published.put(match_id, version)
        self.channels.notify(match_id, version, time.time())
        self.bots.poke(match_id)

    def _presence_changed(self, match_id: UUID, seats: frozenset[int]) -> None:
        """Who is connected to the match changed: its streams send a ``presence`` message."""
        self.channels.present(match_id, sorted(seats))
