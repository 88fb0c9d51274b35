"""What one server process shares: the match service, read models, fan-out and bots (DESIGN §8)."""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import logging
import time
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from typing import Any, Generic, TypeVar
from uuid import UUID

import msgspec
from anyio import to_thread
from litestar import Request

from domain.clocks import due
from domain.commands import MoveResult
from domain.engine import Seat, Viewer, from_builtins
from domain.errors import Invalid, MatchError, Unavailable
from domain.lifecycle import Lifecycle
from domain.match import Match
from domain.matches import MatchService
from domain.tokens import hash_token
from domain.tournaments import TournamentService
from projections.deadlines import Deadlines
from projections.feed import FeedItem, entry_items
from projections.follower import LogFollower
from projections.lobby import Lobby
from projections.standings import Standings
from server.config import Settings
from server.fanout import Watchers
from server.limits import RateLimiter
from server.notify import PgListener
from server.observability import Metrics
from server.presence import PresenceKeeper
from server.quotas import Quotas, StreamSlots
from server.schemas import MoveAccepted, MoveRequest
from server.store.loopwriter import LoopWriter
from server.store.postgres import GapSafeRecorder

log = logging.getLogger("igroteka.hub")
BOT_RETRY = 1.0  # seconds before a failed bot move is tried again
THREADS = 40  # worker threads for blocking store work (anyio's default limit, used before)
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


def move_items(match: Match, result: MoveResult) -> list[FeedItem]:
    """What the mover's seat sees of its accepted move: the items of the one event it stored."""
    entry = match.log[result.version - 1]  # one log entry per stored event: log[i].version == i + 1
    return entry_items(match, entry, Seat(result.seat))


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
            service.app,
            [self.lobby, self.standings, service.repository],
            on_change=self._changed_elsewhere,
            own_models=[self.lobby, self.standings],
        )
        service.recorded = self.follower.own  # our commits reach the read models without a re-read
        service.repository.followed = self._served  # other processes' matches are not kept current here
        self.metrics = Metrics()
        self._moves_accepted = self.metrics.moves.labels(result="accepted")
        self.move_limit = RateLimiter(settings.moves_per_second, settings.move_burst)
        self.quotas = Quotas(settings)
        self.streams = StreamSlots(settings.ws_per_client)
        self.frames: LruCache[tuple[UUID, Viewer, int, bool], tuple[int, bytes]] = LruCache(4096)
        self.published: LruCache[UUID, int] = LruCache(100_000)
        self.loop: asyncio.AbstractEventLoop | None = None
        self.threads = ThreadPoolExecutor(THREADS, thread_name_prefix="store")
        self._bots: dict[UUID, asyncio.Task[None]] = {}
        self._poked: set[UUID] = set()  # poked while their bot task ran: it looks once more
        self._sweeper: asyncio.Task[None] | None = None
        self._expirer: asyncio.Task[None] | None = None
        self.deadlines = Deadlines()
        self._reclock: set[UUID] = set()  # timed matches whose deadline to compute again
        self._clock_wake = asyncio.Event()
        self.lifecycle = Lifecycle(service)
        self.writer = self._loop_writer()
        self.listener = self._listener()
        self.presence = PresenceKeeper(
            settings, self.lobby, self.lifecycle, self.run, self._presence_changed, self.committed
        )

    def _listener(self) -> PgListener | None:
        """On PostgreSQL, LISTEN for other instances' commits, watch the store's health and count
        the other instances that listen (whether the loop writer's inserts notify)."""
        channel_name = getattr(self.service.app.recorder, "channel_name", None)
        if not channel_name or not self.settings.database_url:
            return None
        origin = getattr(self.service.app.recorder, "origin", None)
        others = None if self.writer is None else self.writer.others
        return PgListener(
            self.settings.database_url, channel_name, self.follower.wake.set, self._health, origin, others
        )

    def _loop_writer(self) -> LoopWriter | None:
        """On PostgreSQL, the writer that commits the moves decided on the event loop right there."""
        recorder = self.service.app.recorder
        if not isinstance(recorder, GapSafeRecorder):
            return None
        service = self.service
        return LoopWriter(recorder, service.app.mapper, service.recordings_saved, service.writer, urgent=self._urgent)

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
            self.service.commands.writer = self.writer
        await to_thread.run_sync(self.follower.catch_up)
        self.follower.start(self.settings.follow_interval)
        if self.listener:
            self.listener.start()
        self._reclock.update(self.lobby.timed())
        self._sweeper = asyncio.create_task(self._sweep())
        self._expirer = asyncio.create_task(self._expiring())
        self.presence.start()
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
        if self._expirer is not None:
            self._expirer.cancel()
        await self.presence.stop()
        if self.listener:
            await self.listener.stop()
        await to_thread.run_sync(self.follower.stop)
        if self.writer is not None:
            await self.writer.close()
        self.quotas.close()
        self.service.close()
        self.threads.shutdown(wait=False, cancel_futures=True)

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """Run blocking store work in a thread, answering 503 when it outlasts the deadline.

        The thread is abandoned, not killed: a move may still commit after its 503, and the
        client's retry with the same move_id then returns the committed result. A hop is a
        submission to the pool and one callback back on the loop: anyio's ``to_thread`` under
        ``asyncio.wait_for`` took ~0.1 ms more of the loop's CPU (cancel scopes, a capacity
        limiter, a timeout task), and a match's set-up makes six hops or more.
        """
        loop = asyncio.get_running_loop()
        answer: asyncio.Future[T] = loop.create_future()

        def settle(done: Future[T]) -> None:  # on the loop
            if answer.done():  # the deadline passed
                return
            if done.cancelled():  # the hub stopped before the work began
                answer.cancel()
                return
            error = done.exception()
            if error is not None:
                answer.set_exception(error)
            else:
                answer.set_result(done.result())

        def expire() -> None:
            if not answer.done():
                answer.set_exception(self._store_timeout())

        def hand_back(done: Future[T]) -> None:  # on the worker thread
            with contextlib.suppress(RuntimeError):  # the loop is closed: nobody waits any more
                loop.call_soon_threadsafe(settle, done)

        # the thread's log lines carry the request's id (a context variable)
        work = self.threads.submit(contextvars.copy_context().run, fn, *args)
        work.add_done_callback(hand_back)
        deadline = loop.call_later(self.settings.store_deadline, expire)  # a timer, not a task cancellation
        try:
            return await answer
        finally:
            deadline.cancel()

    def _store_timeout(self) -> Unavailable:
        """The store outlasted the deadline (counted): the request may still complete."""
        self.metrics.store_errors.inc()
        return Unavailable("store_timeout", "The event store did not answer in time; retry with the same move_id.")

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

    async def ready(self) -> bool:
        try:
            return await self.run(self.service.probe)
        except Unavailable:
            return False

    def committed(self, match_id: UUID, version: int, poke: bool = True) -> None:
        """A commit of this process: notify subscribers, let bots play. The read models already
        have its events: the match service handed them to the log follower at the commit."""
        self.published.put(match_id, version)
        self.channels.notify(match_id, version, time.time())
        if self.lobby.is_timed(match_id):  # a move or a lifecycle step moves the deadline
            self._clock_changed(match_id)
        if poke:
            self.poke_bots(match_id)

    def _served(self, match_id: UUID) -> bool:
        """Whether this process serves the match (a stream of it is open here) or keeps its clock
        (a timed match): the log follower keeps such matches current in the cache (on its thread)."""
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
            self.loop.call_soon_threadsafe(self._clock_changed, match_id)

    def _notice(self, match_id: UUID, version: int) -> None:
        """A change the log shows: published unless this process already announced it."""
        if (self.published.get(match_id) or 0) >= version:
            return
        self.published.put(match_id, version)
        self.channels.notify(match_id, version, time.time())
        self.poke_bots(match_id)

    async def move(self, match_id: UUID, token: str | None, request: MoveRequest) -> MoveAccepted:
        """A move committed, with what the mover's seat sees of it (POST /moves)."""
        result = await self.play(match_id, token, request)

        def accepted(match: Match) -> MoveAccepted:
            return MoveAccepted(game=match.game, version=result.version, events=move_items(match, result))

        return await self.read(match_id, accepted, result.version)

    async def play(self, match_id: UUID, token: str | None, request: MoveRequest) -> MoveResult:
        """A move committed, counted and announced: its version and seat (a stream's ack needs no more)."""
        self.move_limit.take(f"{match_id}:{hash_token(token or '')}")
        started = time.perf_counter()
        try:
            result = await self._play(match_id, token, request)
        except Exception as error:
            self.metrics.moves.labels(result=getattr(error, "code", "error")).inc()
            raise
        self.metrics.move_seconds.observe(time.perf_counter() - started)
        self._moves_accepted.inc()
        if log.isEnabledFor(logging.INFO):
            log.info("move", extra={"match": match_id, "version": result.version})
        self.committed(match_id, result.version)
        return result

    async def _play(self, match_id: UUID, token: str | None, request: MoveRequest) -> MoveResult:
        move = await self.read(match_id, lambda match: decode_move(match, request.move))
        move_id = str(request.move_id)
        result = await self._play_soon(match_id, token, move_id, move, request.expected_version)
        if result is None:
            result = await self.run(self.service.move, match_id, token, move_id, move, request.expected_version)
        return result

    async def _play_soon(
        self, match_id: UUID, token: str | None, move_id: str, move: Any, expected_version: int | None
    ) -> MoveResult | None:
        """The move decided right here on the event loop and committed by the service's play writer
        (on PostgreSQL the loop writer, right here too; else the group writer), acknowledged once
        durable; None when it must be played in a worker thread
        instead (``MatchService.play_soon`` says when)."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[MoveResult | None] = loop.create_future()

        def resume(result: MoveResult | None, error: BaseException | None) -> None:
            if future.done():  # the deadline passed: the client retries with the same move_id
                return
            if error is not None:
                future.set_exception(error)
            else:
                future.set_result(result)

        def expire() -> None:  # the store outlasted the deadline: answer 503, the commit may follow
            if not future.done():
                future.set_exception(self._store_timeout())

        if not self.service.play_soon(
            match_id, token, move_id, move, expected_version, loop.call_soon_threadsafe, resume
        ):
            return None
        deadline = loop.call_later(self.settings.store_deadline, expire)  # a timer, not a task cancellation
        try:
            return await future
        finally:
            deadline.cancel()

    def _clock_changed(self, match_id: UUID) -> None:
        """A timed match changed (a move, a time-out, its end): its deadline is computed again."""
        self._reclock.add(match_id)
        self._clock_wake.set()

    async def _sweep(self) -> None:
        """Time out the matches whose clock has run out, looking only at what is due: the
        deadlines (``projections.deadlines``) of the running timed matches, computed again from the
        stored match whenever the log shows it changed, sleeping until the next deadline or a
        change. Every instance sweeps; the store lets exactly one instance's append win
        (``Lifecycle.time_out``), so none is lost or doubled by a restart, a kill or several
        instances."""
        while True:
            try:
                wait = await self._sweep_once()
            except Exception:  # never let the sweeper die: log, then look again shortly
                log.exception("clock sweep failed")
                wait = self.settings.clock_sweep
            if self._reclock or wait == 0.0:
                continue
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._clock_wake.wait(), wait)

    async def _sweep_once(self) -> float | None:
        """Compute the changed matches' deadlines again, time out the due ones; the seconds until
        the next deadline (None: no clock runs)."""
        self._clock_wake.clear()
        while self._reclock:
            match_id = self._reclock.pop()
            self.deadlines.set(match_id, await self._deadline(match_id))
        now = datetime.now(UTC)
        for match_id in self.deadlines.due(now):
            await self._time_out(match_id, now)
        upcoming = self.deadlines.next()
        return None if upcoming is None else max(0.0, (upcoming - datetime.now(UTC)).total_seconds())

    async def _deadline(self, match_id: UUID) -> datetime | None:
        """When a clock of the match runs out, as stored (None: none runs); a failed read is
        retried a sweep interval later."""

        def deadline(match: Match) -> datetime | None:
            flag = due(match.clocks) if match.clocks is not None and match.status == "running" else None
            return None if flag is None else flag[1]

        try:
            return await self.read(match_id, deadline)
        except MatchError:
            return datetime.now(UTC) + timedelta(seconds=self.settings.clock_sweep)

    async def _time_out(self, match_id: UUID, now: datetime) -> None:
        """Append the match's time-out; whatever happens, its next deadline is computed again (at
        once; a sweep interval later after a failure, unless the log shows a change first)."""
        try:
            match = await self.run(self.lifecycle.time_out, match_id, now)
        except MatchError as error:  # another instance won, a move came first, or an outage
            log.info("time-out not appended", extra={"match": match_id, "code": error.code})
            self.deadlines.set(match_id, now + timedelta(seconds=self.settings.clock_sweep))
            return
        if match is not None:
            self.committed(match.id, match.version)
        self._reclock.add(match_id)

    async def _expiring(self) -> None:
        """Every sweep interval, expire the open matches nobody joined in time."""
        while True:
            await asyncio.sleep(self.settings.clock_sweep)
            await self._expire(datetime.now(UTC))

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

    def poke_bots(self, match_id: UUID) -> None:
        if not self.service.has_bots(match_id):
            return
        task = self._bots.get(match_id)
        if task is None or task.done():
            self._bots[match_id] = asyncio.create_task(self._run_bots(match_id))
        else:
            self._poked.add(match_id)

    async def _run_bots(self, match_id: UUID) -> None:
        """Bot moves, one commit each, until no bot is to act. A poke while a bot move was being
        looked for looks again (the commit that poked may have come after the look). A failure (a
        conflict, a store that answered too late, an outage) tries again a second later, or at the
        next notice if one comes first: a match whose only seat to act is a bot must never wait for
        a notice that nobody else will cause."""
        try:
            while True:
                self._poked.discard(match_id)
                version = await self.run(self.service.bot_move, match_id)
                if version is None:
                    if match_id in self._poked:
                        continue
                    break
                self.committed(match_id, version, poke=False)
                if self.settings.bot_delay:
                    await asyncio.sleep(self.settings.bot_delay)
        except Exception as error:
            log.warning("bot move failed", extra={"match": match_id, "code": getattr(error, "code", "error")})
            asyncio.get_running_loop().call_later(BOT_RETRY, self.poke_bots, match_id)
        finally:
            if self._bots.get(match_id) is asyncio.current_task():
                del self._bots[match_id]
                self._poked.discard(match_id)

    def _presence_changed(self, match_id: UUID, seats: frozenset[int]) -> None:
        """Who is connected to the match changed: its streams send a ``presence`` message."""
        self.channels.present(match_id, sorted(seats))
