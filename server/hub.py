"""What one server process shares: the match service, read models, fan-out and bots (DESIGN §8)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import OrderedDict
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any, Generic, TypeVar
from uuid import UUID

import msgspec
from anyio import to_thread
from litestar import Request

from domain.clocks import due
from domain.engine import Seat, Viewer, from_builtins
from domain.errors import Invalid, MatchError, Unavailable
from domain.lifecycle import Lifecycle
from domain.match import Match
from domain.matches import MatchService, hash_token
from domain.tournaments import TournamentService
from projections.feed import feed
from projections.follower import LogFollower
from projections.lobby import Lobby
from projections.standings import Standings
from server.config import Settings
from server.fanout import Watchers
from server.limits import RateLimiter
from server.notify import PgListener
from server.observability import Metrics
from server.quotas import Quotas, StreamSlots
from server.schemas import MoveAccepted, MoveRequest

log = logging.getLogger("igroteka.hub")
T = TypeVar("T")


def decode_move(match: Match, body: dict[str, Any]) -> Any:
    """A move of the match's game, or ``Invalid`` saying why not."""
    try:
        return from_builtins(body, match.rules.Move)
    except msgspec.ValidationError as error:
        raise Invalid("bad_move", f"Not a move of {match.game}: {error}") from None


K = TypeVar("K")
V = TypeVar("V")


class LruCache(Generic[K, V]):
    """A bounded map that forgets the least recently used entries (event-loop use only)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        value = self._items.get(key)
        if value is not None:
            self._items.move_to_end(key)
        return value

    def put(self, key: K, value: V) -> None:
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self.size:
            self._items.popitem(last=False)


def channel(match_id: UUID) -> str:
    return f"match:{match_id}"


def notice(match_id: UUID, version: int) -> dict[str, Any]:
    """What a commit publishes: ids, a version and the time, never game data."""
    return {"match": str(match_id), "version": version, "at": time.time()}


class Hub:
    """Commands that publish a notice once committed; notices carry ids and versions only."""

    def __init__(self, settings: Settings, service: MatchService, channels: Watchers) -> None:
        self.settings = settings
        self.service = service
        self.channels = channels
        self.tournaments = TournamentService(service)
        self.lobby = Lobby()
        self.standings = Standings()
        self.follower = LogFollower(
            service.app, [self.lobby, self.standings, service], on_change=self._changed_elsewhere
        )
        self.metrics = Metrics()
        self.move_limit = RateLimiter(settings.moves_per_second, settings.move_burst)
        self.quotas = Quotas(settings)
        self.streams = StreamSlots(settings.ws_per_client)
        self.frames: LruCache[tuple[UUID, Viewer, int], tuple[int, str]] = LruCache(4096)
        self.published: LruCache[UUID, int] = LruCache(100_000)
        self.loop: asyncio.AbstractEventLoop | None = None
        self._bots: dict[UUID, asyncio.Task[None]] = {}
        self._sweeper: asyncio.Task[None] | None = None
        self.lifecycle = Lifecycle(service)
        self.listener = self._listener()

    def _listener(self) -> PgListener | None:
        """On PostgreSQL, LISTEN for other instances' commits and watch the store's health."""
        channel_name = getattr(self.service.app.recorder, "channel_name", None)
        if not channel_name or not self.settings.database_url:
            return None
        return PgListener(self.settings.database_url, channel_name, self.follower.wake.set, self._health)

    def _health(self, healthy: bool) -> None:
        if self.service.healthy and not healthy:
            self.metrics.store_errors.inc()
        self.service.healthy = healthy

    async def start(self) -> None:
        self.loop = asyncio.get_running_loop()
        await to_thread.run_sync(self.follower.catch_up)
        self.follower.start(self.settings.follow_interval)
        if self.listener:
            self.listener.start()
        self._sweeper = asyncio.create_task(self._sweep())
        for row in self.lobby.list(status="running", limit=10_000):  # bots resume after a restart
            if row.bots:
                with contextlib.suppress(Unavailable):  # else the next notice pokes it
                    await self.run(self.service.get, row.id)
                    self.poke_bots(row.id)

    async def stop(self) -> None:
        for task in self._bots.values():
            task.cancel()
        if self._sweeper is not None:
            self._sweeper.cancel()
        if self.listener:
            await to_thread.run_sync(self.listener.stop)
        await to_thread.run_sync(self.follower.stop)
        self.quotas.close()
        self.service.close()

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """Run blocking store work in a thread, answering 503 when it outlasts the deadline.

        The thread is abandoned, not killed: a move may still commit after its 503, and the
        client's retry with the same move_id then returns the committed result.
        """
        try:
            return await asyncio.wait_for(
                to_thread.run_sync(fn, *args, abandon_on_cancel=True), self.settings.store_deadline
            )
        except TimeoutError:
            self.metrics.store_errors.inc()
            raise Unavailable(
                "store_timeout", "The event store did not answer in time; retry with the same move_id."
            ) from None

    async def charge(self, request: Request[Any, Any, Any], action: str) -> None:
        """Spend one of the caller's ``action`` budget (server.quotas), or refuse with 429."""
        await self.run(self.quotas.take, self.quotas.client(request), action)

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

    async def ready(self) -> bool:
        try:
            return await self.run(self.service.probe)
        except Unavailable:
            return False

    def committed(self, match_id: UUID, version: int, poke: bool = True) -> None:
        """A commit of this process: notify subscribers, update read models, let bots play."""
        self.published.put(match_id, version)
        self.channels.publish(notice(match_id, version), channel(match_id))
        self.follower.wake.set()
        if poke:
            self.poke_bots(match_id)

    def _changed_elsewhere(self, match_id: UUID, version: int) -> None:
        """Called by the log follower thread for every match it saw change."""
        if self.loop is not None and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(self._notice, match_id, version)

    def _notice(self, match_id: UUID, version: int) -> None:
        """A change the log shows: published unless this process already announced it."""
        if (self.published.get(match_id) or 0) >= version:
            return
        self.published.put(match_id, version)
        self.channels.publish(notice(match_id, version), channel(match_id))
        self.poke_bots(match_id)

    async def move(self, match_id: UUID, token: str | None, request: MoveRequest) -> MoveAccepted:
        self.move_limit.take(f"{match_id}:{hash_token(token or '')}")
        started = time.perf_counter()
        try:
            accepted = await self._move(match_id, token, request)
        except Exception as error:
            self.metrics.moves.labels(result=getattr(error, "code", "error")).inc()
            raise
        self.metrics.move_seconds.observe(time.perf_counter() - started)
        self.metrics.moves.labels(result="accepted").inc()
        log.info("move", extra={"match": match_id, "version": accepted.version})
        self.committed(match_id, accepted.version)
        return accepted

    async def _move(self, match_id: UUID, token: str | None, request: MoveRequest) -> MoveAccepted:
        move = await self.read(match_id, lambda match: decode_move(match, request.move))
        result = await self.run(
            self.service.move, match_id, token, str(request.move_id), move, request.expected_version
        )

        def accepted(match: Match) -> MoveAccepted:
            items = [i for i in feed(match, Seat(result.seat), result.version - 1) if i.version == result.version]
            return MoveAccepted(game=match.game, version=result.version, events=items)

        return await self.read(match_id, accepted, result.version)

    async def _sweep(self) -> None:
        """Every instance looks for clocks that have run out and appends their time-out; the store
        lets exactly one instance's append win (``Lifecycle.time_out``), so none is lost or doubled
        by a restart, a kill or several instances."""
        while True:
            await asyncio.sleep(self.settings.clock_sweep)
            now = datetime.now(UTC)
            await self._expire(now)
            for match_id in self.lobby.timed():
                try:
                    if await self._overdue(match_id, now):
                        match = await self.run(self.lifecycle.time_out, match_id, now)
                        if match is not None:
                            self.committed(match.id, match.version)
                except MatchError as error:  # another instance won, a move came first, or an outage
                    log.info("time-out not appended", extra={"match": match_id, "code": error.code})

    async def _expire(self, now: datetime) -> None:
        """Call off the open matches nobody joined within the lobby's time (every instance looks;
        exactly one append wins)."""
        after = self.settings.lobby_expiry
        if after <= 0:
            return
        for match_id in self.lobby.unjoined(now - timedelta(seconds=after)):
            try:
                match = await self.run(self.lifecycle.expire, match_id, now, after)
            except MatchError as error:
                log.info("expiry not appended", extra={"match": match_id, "code": error.code})
                continue
            if match is not None:
                self.committed(match.id, match.version)

    async def _overdue(self, match_id: UUID, now: datetime) -> bool:
        """Whether a clock of the match, as this process knows it, ran out by ``now``."""

        def overdue(match: Match) -> bool:
            flag = due(match.clocks) if match.clocks is not None and match.status == "running" else None
            return flag is not None and flag[1] <= now

        return await self.read(match_id, overdue)

    def poke_bots(self, match_id: UUID) -> None:
        if not self.service.has_bots(match_id):
            return
        task = self._bots.get(match_id)
        if task is None or task.done():
            self._bots[match_id] = asyncio.create_task(self._run_bots(match_id))

    async def _run_bots(self, match_id: UUID) -> None:
        """Bot moves, one commit each, until no bot is to act; a failure waits for the next poke."""
        try:
            while (version := await self.run(self.service.bot_move, match_id)) is not None:
                self.committed(match_id, version, poke=False)
                if self.settings.bot_delay:
                    await asyncio.sleep(self.settings.bot_delay)
        except Exception as error:  # a conflict or an outage: the next notice pokes again
            log.warning("bot move failed", extra={"match": match_id, "code": getattr(error, "code", "error")})
        finally:
            if self._bots.get(match_id) is asyncio.current_task():
                del self._bots[match_id]
