"""The match service: creates, joins, starts and plays matches on the event store (DESIGN §5).

Thread-safe and synchronous (eventsourcing is synchronous): the server calls it from worker
threads. A cache keeps matches in memory; a command costs one decide and one INSERT transaction
and touches the cached match only once committed. Other processes' appends reach the cache
through ``apply`` (fed by the log follower) or a ``fresh`` read; a command decided on a stale
copy fails to append, is decided again on the fresh state, and never forks the match.

Which thread owns what:

- Worker threads run every blocking command (``move``, ``claim``, lifecycle commands, bots,
  tournaments): each takes the match's command lock, waits for the match's append in flight if
  there is one, decides under the match's read lock, and blocks in ``GroupWriter.save`` until
  its commit.
- The event loop runs ``play_soon``, which never blocks: it decides a move only when the match is
  cached, both its locks are free right now and no append of it is in flight, marks the match's
  append in flight while it still holds the command lock, and hands the events to its writer
  (``play_writer``: on PostgreSQL the server's, which commits on the event loop itself; else the
  group writer). Otherwise the server falls back to ``move`` in a worker thread.
- The group writer's thread commits batches; for an append from ``play_soon`` it applies the
  committed events to the cached match (under the read lock), clears the in-flight mark, and hands
  the result back to the event loop, one hop per batch. A writer on the event loop does the same
  there, unless the read lock is held: then a worker thread applies them.
- Read locks are held for short, CPU-only work (plus a ``fresh`` read of the store), never across a
  commit: readers and the writers never wait for a transaction.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from random import Random
from typing import Any
from uuid import UUID, uuid4

import msgspec
from eventsourcing.application import AggregateNotFoundError, Application
from eventsourcing.domain import Aggregate
from eventsourcing.persistence import IntegrityError, OperationalError, PersistenceError, Recording, StoredEvent

from domain.abandon import Abandonment
from domain.bots import BotLevel, choose, default_level, levels_of
from domain.cache import MatchCache
from domain.clocks import TimeControl, left
from domain.delay import SpectatorDelay
from domain.engine import IllegalMove, Rules, decision_rng
from domain.errors import Conflict, Forbidden, Invalid, MatchError, NotFound, Unauthorized, Unavailable
from domain.games import GAMES
from domain.match import Decided, Match, Pending, decide_move, move_json
from domain.names import check_unique, normalise_name
from domain.snapshots import TOPIC, Snapshots, SnapshotWriter, warm_up
from domain.writer import GroupWriter, Post, Submitter, tell


class Igroteka(Application[UUID]):
    """The eventsourcing application holding every match (tables ``igroteka_events`` ...)."""

    def append(self, *events: Any) -> list[Recording[UUID]]:
        """Store domain events in one transaction: ``save`` for events alone. ``save`` asks of
        each object whether it is an event or an aggregate with typing's runtime protocol checks,
        a fifth of the group writer's time."""
        return self.events.put(events)


@lru_cache(maxsize=4096)
def hash_token(token: str) -> str:
    """The SHA-256 of a token, as stored; remembered for the tokens in use (every move checks
    its seat token)."""
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> tuple[str, str]:
    """A 256-bit bearer token and the hash that is stored instead of it."""
    token = secrets.token_urlsafe(32)
    return token, hash_token(token)


@dataclass(frozen=True)
class Caller:
    """Who a bearer token names in one match: a seat, the organiser, or nobody."""

    seat: int | None = None
    organiser: bool = False


@dataclass(frozen=True)
class MoveResult:
    """The version an accepted move was stored at (its one event), and its seat."""

    version: int
    seat: int


RETRIES = 3
STRIPES = 1024
SNAPSHOT_EVERY = 100  # versions between a match's snapshots (0: none)
BotRequest = dict[int, BotLevel | None]  # bot seat -> its level, None for the game's default
Resume = Callable[[MoveResult | None, BaseException | None], None]  # (result, error); neither: decide again
Recorded = Callable[[Sequence[Any], bool], bool]  # told our commits' recordings (as ``domain.writer.Saved``)


class Peek:
    """``MatchService.peeking``'s context: the match, its lock held until the end, or None (a
    class: several of a move's reads peek, and a generator's context costs twice as much)."""

    __slots__ = ("lock", "match")

    def __init__(self, match: Match | None, lock: threading.RLock) -> None:
        self.match = match
        self.lock = lock

    def __enter__(self) -> Match | None:
        return self.match

    def __exit__(self, *exc: object) -> None:
        if self.match is not None:
            self.lock.release()


class MatchService:
    """Commands and reads over matches; safe to call from many threads."""

    def __init__(
        self, env: dict[str, str], cache: MatchCache | None = None, snapshot_every: int = SNAPSHOT_EVERY
    ) -> None:
        self.app = Igroteka(env=env)
        self.writer = GroupWriter(self.app.append, saved=self.recordings_saved)  # commits concurrent appends together
        self.play_writer: Submitter | None = None  # play_soon's, when not ``writer``: one on the event loop
        self.recorded: Recorded | None = None  # e.g. the log follower, to skip re-reading our commits
        # The cached matches that other processes' appends are applied to; the rest are dropped
        # from the cache by such an append and read afresh when next asked (see ``apply``).
        self.followed: Callable[[UUID], bool] = lambda match_id: True
        self.new_id: Callable[[], UUID] = uuid4  # a new match's (several workers: the one placing it)
        self._inflight: dict[UUID, threading.Lock] = {}  # held while a play_soon append is queued
        self._cache = cache or MatchCache(matches=10_000, events=2_000_000, idle=3600.0)
        # Striped locks: bounded memory however many matches pass through; a stripe is shared by
        # about one match in STRIPES, rarely at the same moment.
        self._read_locks = [threading.RLock() for _ in range(STRIPES)]
        self._command_locks = [threading.RLock() for _ in range(STRIPES)]
        self.healthy = True
        self.snapshot_every = snapshot_every
        self.snapshots = Snapshots(self.app.factory.aggregate_recorder(purpose="snapshots"))
        self.snapshot_writer = SnapshotWriter(self.snapshots, self._snapshot) if snapshot_every else None
        warm_up()  # once a process: the first load after a start need not wait for msgspec
        warm = getattr(self.app.recorder, "warm", None)  # PostgreSQL: nor for its new connections
        if warm is not None:
            warm(self.snapshots.recorder)

    def close(self) -> None:
        self.writer.close()
        if self.snapshot_writer is not None:
            self.snapshot_writer.close()
        self.app.close()

    # -- loading -------------------------------------------------------------------------

    def _locked(self, match_id: UUID) -> threading.RLock:
        """The short lock under which a cached match is read or changed (``with`` it)."""
        return self._read_locks[match_id.int % STRIPES]

    @contextmanager
    def _commanding(self, match_id: UUID) -> Iterator[None]:
        """Serialises the commands on one match, the appends ``play_soon`` has in flight included;
        readers never wait for it (nor for the store)."""
        with self._command_locks[match_id.int % STRIPES]:
            gate = self._inflight.get(match_id)
            if gate is not None:
                with gate:  # released once the append is committed and applied (or refused)
                    pass
            yield

    def recordings_saved(self, recordings: Sequence[Any], wait: bool = True) -> bool:
        """Hand our committed events to ``recorded``, as ``domain.writer.tell`` does (``recorded``
        is set after the writers are made, so they are given this)."""
        return tell(self.recorded, recordings, wait)

    @contextmanager
    def _store(self) -> Iterator[None]:
        """Store access: fails fast while the store is known to be down (a circuit breaker
        that ``probe`` closes again), and turns store failures into ``Unavailable``."""
        if not self.healthy:
            raise Unavailable("store_unavailable", "The event store cannot be reached; try again shortly.")
        try:
            yield
        except IntegrityError:
            raise
        except (OperationalError, PersistenceError) as error:
            self.healthy = False
            raise Unavailable("store_unavailable", "The event store cannot be reached; try again shortly.") from error

    def probe(self) -> bool:
        """Ask the store for its newest notification id; records and returns whether it answered."""
        try:
            self.app.recorder.max_notification_id()
        except (OperationalError, PersistenceError):
            self.healthy = False
        else:
            self.healthy = True
        return self.healthy

    def _load(self, match_id: UUID, fresh: bool = False) -> Match:
        """The match from the cache, or rebuilt from its events; ``fresh`` also reads what other
        processes appended since. Without it the cache is as current as the log follower, which
        hands every stored event to ``apply``; commands are checked by the append itself."""
        match = self._cache.get(match_id)
        if match is None:
            with self._store():
                match = self._rebuild(match_id)
            if not isinstance(match, Match):  # no aggregate, or another kind (a tournament)
                raise NotFound("match_not_found", f"No match {match_id}.")
        elif fresh and self.healthy:  # during an outage a cached match is served as it stands
            with self._store():
                for domain_event in self.app.events.get(match_id, gt=match.version):
                    domain_event.mutate(match)
        self._remember(match)
        return match

    def _rebuild(self, match_id: UUID) -> Aggregate | None:
        """The aggregate from its newest snapshot and the events after it (all of them without
        one); a match that needed many events is snapshotted again."""
        match, events = self._read_cold(match_id)
        base = match.version if match is not None else 0
        for domain_event in events:
            match = domain_event.mutate(match)
        if isinstance(match, Match) and self.snapshot_writer and match.version - base >= self.snapshot_every:
            self.snapshot_writer.request(match_id)
        return match

    def _read_cold(self, match_id: UUID) -> tuple[Match | None, Iterable[Any]]:
        """The match's newest readable snapshot (None without one) and its events after it. On
        PostgreSQL one round trip reads both (``select_with_snapshot``); a snapshot that cannot be
        read then costs a second, for all the events."""
        if not self.snapshot_every:
            return None, self.app.events.get(match_id)
        both = getattr(self.app.recorder, "select_with_snapshot", None)
        if both is None:
            match = self.snapshots.latest(match_id)
            return match, self.app.events.get(match_id, gt=match.version if match else None)
        row, rows = both(self.snapshots.recorder, match_id, TOPIC)
        match = self.snapshots.read(match_id, row) if row is not None else None
        if row is not None and match is None:
            return None, self.app.events.get(match_id)
        return match, map(self.app.mapper.to_domain_event, rows)

    def _snapshot(self, match_id: UUID) -> StoredEvent | None:
        """The snapshot row of a cached match as it stands now (None when it is not cached)."""
        with self._locked(match_id):
            match = self._cache.get(match_id)
            return None if match is None else self.snapshots.take(match)

    def _remember(self, match: Match) -> None:
        before = self._cache.remember(match)
        every = self.snapshot_every
        if self.snapshot_writer and before is not None and match.version // every > before // every:
            self.snapshot_writer.request(match.id)

    def _forget(self, match_id: UUID) -> None:
        self._cache.forget(match_id)

    def _append(self, match: Match, pending: Pending, decided: Decided | None = None) -> None:
        """Append events after the match's version in one transaction (shared with other matches'
        appends by the group writer), then apply them to the cached match: it never holds an
        uncommitted event, so readers need not wait for a save. ``decided``: what deciding a
        move's event computed, which applying it takes over."""
        events = new_events(match, pending)
        try:
            with self._store():
                self.writer.save(*events)
        except IntegrityError:
            with self._locked(match.id):
                self._forget(match.id)
                current = self._load(match.id).version
            raise Conflict("version_conflict", "The match moved on; reload and retry.", version=current) from None
        self._applied(match, events, decided)

    def _applied(self, match: Match, events: Sequence[Any], decided: Decided | None = None) -> None:
        """Apply committed events to the cached match (a move's event taking over ``decided``)."""
        with self._locked(match.id):
            for event in events:
                if event.originator_version != match.version + 1:  # a reader may have fast-forwarded
                    continue
                if decided is None:
                    event.mutate(match)
                else:
                    match.apply_decided(event, decided)
            self._remember(match)

    def stored(self, aggregate_id: UUID) -> Aggregate | None:
        """Any aggregate of the store (a match, a tournament), read afresh; None if there is none."""
        with self._store():
            try:
                return self.app.repository.get(aggregate_id)
            except AggregateNotFoundError:
                return None

    def get(self, match_id: UUID) -> Match:
        """The match as the store has it now."""
        with self._locked(match_id):
            return self._load(match_id, fresh=True)

    @contextmanager
    def reading(self, match_id: UUID, at_least: int = 0, fresh: bool = False) -> Iterator[Match]:
        """Hold the match's lock while a projection reads it; ``at_least`` a version the caller
        knows exists, ``fresh`` to read other processes' appends anyway."""
        with self._locked(match_id):
            match = self._load(match_id)
            yield self._load(match_id, fresh=True) if fresh or match.version < at_least else match

    def peeking(self, match_id: UUID) -> Peek:
        """The cached match if its lock is free right now, else None: for reads on an event loop
        that must never block (a ``with`` of it, holding the lock until its end)."""
        lock = self._read_locks[match_id.int % STRIPES]
        match = self._cache.get(match_id)
        return Peek(match if match is not None and lock.acquire(blocking=False) else None, lock)

    def has_bots(self, match_id: UUID) -> bool:
        """Whether a cached match has bot seats (no store access)."""
        match = self._cache.get(match_id)
        return match is not None and bool(match.bot_seats())

    def apply(self, event: Any) -> None:
        """Bring a cached match up to date with an event from the log (another process's append),
        if it is ``followed`` or has bot seats (this process may play them); else drop it: applying
        costs more than reading it afresh should it be asked for (another process serves it)."""
        match = self._cache.get(event.originator_id)
        if match is None or match.id in self._inflight:
            # An append of ours in flight applies its events itself once committed (the log may
            # bring them first). Another process's event of that version makes the append fail
            # and the match is read again; one after it (that process read ours first) leaves
            # the match behind until a reader asks for that version (a stream's notice does) or
            # the next event, finding a gap, drops it.
            return
        with self._locked(match.id):
            version = event.originator_version
            if version <= match.version:  # applied already (ours, or read afresh)
                return
            if version == match.version + 1 and (self.followed(match.id) or match.bot_seats()):
                event.mutate(match)
            else:
                self._forget(match.id)

    # -- commands ------------------------------------------------------------------------

    def create(
        self,
        game: str,
        options: dict[str, Any],
        seats: int,
        bots: BotRequest,
        clock: TimeControl | None = None,
        abandon: Abandonment | None = None,
        delay: SpectatorDelay | None = None,
    ) -> tuple[Match, str]:
        token, token_hash = new_token()
        match = new_match(game, options, seats, bots, token_hash, clock, abandon, delay, match_id=self.new_id())
        if not match.free_seats():
            apply(match, begin(match))
        self.commit(match)
        return match, token

    def seated(
        self,
        game: str,
        options: dict[str, Any],
        holders: list[tuple[str, str]],
        organiser_hash: str,
        clock: TimeControl | None = None,
        abandon: Abandonment | None = None,
        delay: SpectatorDelay | None = None,
        checked: bool = False,
    ) -> Match:
        """A started match whose seats are held by ``(name, token_hash)`` pairs in seat order, not
        saved yet: the caller commits it with whatever belongs to the same transaction.
        ``checked``: the caller has already checked the game, options and seat count."""
        match = new_match(
            game, options, len(holders), {}, organiser_hash, clock, abandon, delay, checked, match_id=self.new_id()
        )
        for seat, (name, token_hash) in enumerate(holders):
            match.claim_seat(seat=seat, name=name, token_hash=token_hash, level=None)
        apply(match, begin(match))
        return match

    def seated_many(
        self,
        game: str,
        options: dict[str, Any],
        tables: list[list[tuple[str, str]]],
        organiser_hash: str,
        clock: TimeControl | None = None,
        abandon: Abandonment | None = None,
        delay: SpectatorDelay | None = None,
    ) -> list[Match]:
        """``seated`` for every table of a tour, not saved yet; each table size is checked once
        (not once per table), so each table's setup runs once: the one its match starts with."""
        rules = game_rules(game)
        decoded = decode_options(rules, options)
        for size in sorted({len(holders) for holders in tables}):
            check_seats(rules, decoded, size)
        return [
            self.seated(game, options, holders, organiser_hash, clock, abandon, delay, checked=True)
            for holders in tables
        ]

    def commit(self, *aggregates: Aggregate) -> None:
        """Append new or changed aggregates in one transaction; a lost append race is a Conflict."""
        try:
            with self._store():
                recordings = self.app.save(*aggregates)
        except IntegrityError:
            raise Conflict("version_conflict", "Someone else changed this meanwhile; reload and retry.") from None
        self.recordings_saved(recordings)
        for aggregate in aggregates:
            if isinstance(aggregate, Match):
                self._remember(aggregate)

    def claim(self, match_id: UUID, seat: int | None, name: str) -> tuple[Match, int, str]:
        """Seat a person: decided on the cached match, with no read of the store. The cache may be
        behind another instance's appends (a seat taken there), so a refusal is only final once
        checked on a fresh read, and a lost append race is decided again on the new state."""
        with self._commanding(match_id):
            for attempt in range(RETRIES):
                try:
                    return self._claim(match_id, seat, name, fresh=attempt > 0)
                except MatchError as error:
                    retry = attempt == 0 or (isinstance(error, Conflict) and error.code == "version_conflict")
                    if not retry or attempt == RETRIES - 1:
                        raise
        raise AssertionError("unreachable")

    def _claim(self, match_id: UUID, seat: int | None, name: str, fresh: bool) -> tuple[Match, int, str]:
        with self._locked(match_id):
            match = self._load(match_id, fresh=fresh)
            seat = free_seat(match, seat)
            name = normalise_name(name)
            check_unique(name, [h.name for h in match.holders if h is not None], match.version)
            token, token_hash = new_token()
            claim = {"seat": seat, "name": name, "token_hash": token_hash, "level": None}
            pending: Pending = [(Match.SeatClaimed, claim)]
            if match.free_seats() == [seat]:
                pending += begin(match)
        self._append(match, pending)
        return match, seat, token

    def fill(self, match_id: UUID, token: str | None, bots: BotRequest) -> Match:
        """The organiser seats server bots (every free seat when ``bots`` names none), at the
        levels named or the game's default; a match with no free seat left starts."""
        with self._commanding(match_id):
            with self._locked(match_id):
                match = self._load(match_id, fresh=True)
                if not self.caller(match, token).organiser:
                    raise Forbidden("not_organiser", "Only the organiser token can seat bots.")
                not_cancelled(match)
                if match.started:
                    raise Conflict("already_started", "The match has already started.", version=match.version)
                free = match.free_seats()
                levels = bot_levels(match.game, match.seats, bots or dict.fromkeys(free))
                taken = sorted(set(levels) - set(free))
                if taken:
                    raise Conflict("seat_taken", f"Seat {taken[0]} is taken.", version=match.version)
                pending: Pending = [
                    (Match.SeatClaimed, {"seat": seat, "name": f"bot {seat + 1}", "token_hash": "", "level": level})
                    for seat, level in sorted(levels.items())
                ]
                if set(free) <= set(levels):
                    pending += begin(match)
            self._append(match, pending)
            return match

    def start(self, match_id: UUID, token: str | None) -> Match:
        with self._commanding(match_id):
            with self._locked(match_id):
                match = self._load(match_id, fresh=True)
                if not self.caller(match, token).organiser:
                    raise Forbidden("not_organiser", "Only the organiser token can start this match.")
                not_cancelled(match)
                if match.started:
                    raise Conflict("already_started", "The match has already started.", version=match.version)
                if match.free_seats():
                    raise Conflict("seats_free", "Every seat must be claimed before the start.", version=match.version)
                pending = begin(match)
            self._append(match, pending)
            return match

    def move(
        self, match_id: UUID, token: str | None, move_id: str, move: Any, expected_version: int | None
    ) -> MoveResult:
        """Play a move on the cached match: one decide, one INSERT.

        The cache may be behind another process's appends, so a refusal is only final once
        checked on a fresh read; a lost append race is decided again on the new state (unless
        the client pinned ``expected_version``: then the conflict is its own to resolve).
        """
        with self._commanding(match_id):
            for attempt in range(RETRIES):
                try:
                    return self._play(match_id, token, move_id, move, expected_version, fresh=attempt > 0)
                except (IllegalMove, MatchError) as error:
                    retry = attempt == 0 or (
                        isinstance(error, Conflict) and error.code == "version_conflict" and expected_version is None
                    )
                    if not retry or attempt == RETRIES - 1:
                        raise
        raise AssertionError("unreachable")

    def play_soon(
        self,
        match_id: UUID,
        token: str | None,
        move_id: str,
        move: Any,
        expected_version: int | None,
        post: Post,
        resume: Resume,
    ) -> bool:
        """Play a move without blocking (for the event loop): False when it cannot be decided
        right now (the match is not cached, a lock is busy, an append of it is in flight, the store
        is down, or the cached match refuses it: only a fresh read may refuse it for good), and
        the caller plays it with ``move`` in a worker thread.

        True: ``resume(result, None)`` is called through ``post`` once the move is committed (at
        once for a move_id already played), ``resume(None, error)`` if the store failed, and
        ``resume(None, None)`` if another process's append came first: decide it again with
        ``move``. The events are applied to the cached match before ``resume`` runs.
        """
        stripe = match_id.int % STRIPES
        command, read = self._command_locks[stripe], self._read_locks[stripe]
        if match_id in self._inflight or not self.healthy or not command.acquire(blocking=False):
            return False
        try:
            if not read.acquire(blocking=False):
                return False
            try:
                match = self._cache.get(match_id)
                if match is None:
                    return False
                seat = self.seat_of(match, token)
                done = match.moves.get(move_id)
                if done is not None:
                    if done.seat != seat or done.move != move_json(move):
                        return False  # move_id_reused: the blocking path refuses it
                    resume(MoveResult(version=done.version, seat=seat), None)
                    return True
                pending, decided = self._decide(match, seat, move_id, move, expected_version)
                events = new_events(match, pending)
            except (IllegalMove, MatchError):
                return False
            finally:
                read.release()
            gate = threading.Lock()
            gate.acquire()
            self._inflight[match_id] = gate
            result = MoveResult(version=events[-1].originator_version, seat=seat)

            def stored(error: BaseException | None, wait: bool) -> bool:  # on the writer's thread
                if not read.acquire(blocking=wait):
                    return False
                try:
                    if error is None:
                        self._applied(match, events, decided)
                    elif isinstance(error, IntegrityError):
                        self._forget(match_id)
                finally:
                    read.release()
                    del self._inflight[match_id]
                    gate.release()
                return True

            def resumed(error: BaseException | None) -> None:  # on the caller's thread
                if error is None:
                    resume(result, None)
                elif isinstance(error, IntegrityError):
                    resume(None, None)
                else:
                    resume(None, self._failed(error))

            if not (self.play_writer or self.writer).submit(tuple(events), stored, resumed, post):
                del self._inflight[match_id]
                gate.release()
                return False
            return True
        finally:
            command.release()

    def _failed(self, error: BaseException) -> BaseException:
        """What a caller is told of a store failure (as ``_store`` says it)."""
        if isinstance(error, (OperationalError, PersistenceError)):
            self.healthy = False
            return Unavailable("store_unavailable", "The event store cannot be reached; try again shortly.")
        return error

    def seat_of(self, match: Match, token: str | None) -> int:
        seat = self.caller(match, token).seat
        if seat is None:
            raise Forbidden("no_seat", "Only a seat token can make moves in this match.")
        holder = match.holders[seat]
        if holder is not None and holder.bot:  # resigned, or handed to a server bot
            code = "seat_resigned" if holder.resigned else "autoplay_on"
            raise Conflict(code, f"A server bot plays seat {seat}.", version=match.version)
        if match.clocks is not None and left(match.clocks, seat, datetime.now(UTC)) <= 0:
            raise Conflict("time_out", f"Seat {seat}'s clock has run out.", version=match.version)
        return seat

    def _play(
        self, match_id: UUID, token: str | None, move_id: str, move: Any, expected_version: int | None, fresh: bool
    ) -> MoveResult:
        with self._locked(match_id):
            match = self._load(match_id, fresh=fresh)
            seat = self.seat_of(match, token)
            done = match.moves.get(move_id)
            if done is not None:
                if done.seat != seat or done.move != move_json(move):
                    raise Conflict("move_id_reused", "This move_id was used for another move.", version=match.version)
                return MoveResult(version=done.version, seat=seat)
            pending, decided = self._decide(match, seat, move_id, move, expected_version)
        self._append(match, pending, decided)
        return MoveResult(version=match.moves[move_id].version, seat=seat)

    def _decide(
        self, match: Match, seat: int, move_id: str, move: Any, expected_version: int | None
    ) -> tuple[Pending, Decided]:
        """The one event a move appends: the move with its facts, and the outcome if they end the
        match; and what applying it once committed takes over (the facts, the state after them)."""
        if match.status != "running":
            raise Conflict(f"match_{match.status}", f"The match is {match.status}.", version=match.version)
        if expected_version is not None and expected_version != match.version:
            raise Conflict("version_conflict", "The match moved on; reload and retry.", version=match.version)
        return decide_move(match, seat, move_id, move)

    def bot_move(self, match_id: UUID) -> int | None:
        """Let one bot that is to act play a move of its level; the new version, or None."""
        with self._commanding(match_id):
            with self._locked(match_id):
                match = self._load(match_id)
                bots = sorted(set(match.bot_seats()) & match.to_act) if match.status == "running" else []
                if not bots:
                    return None
                rng = decision_rng(match.secret, -match.version)
                seat = rng.choice(bots)
                move = choose(match.rules, match.state, seat, match.bot_levels()[seat], rng)
                pending, decided = self._decide(match, seat, f"bot-{match.version}", move, None)
            self._append(match, pending, decided)
            return match.version

    def history(self, match_id: UUID) -> list[Any]:
        """Every stored event of a match, oldest first, with its timestamp (for the record)."""
        with self._store():
            events = list(self.app.events.get(match_id))
        if not events or not isinstance(events[0], Match.Created):
            raise NotFound("match_not_found", f"No match {match_id}.")
        return events

    # -- identity ------------------------------------------------------------------------

    def caller(self, match: Match, token: str | None) -> Caller:
        """The seat or organiser a token names; no token is a spectator; a wrong one is refused."""
        if token is None:
            return Caller()
        token_hash = hash_token(token)
        if hmac.compare_digest(token_hash, match.organiser_hash):
            return Caller(organiser=True)
        for n, holder in enumerate(match.holders):
            if holder is not None and holder.token_hash and hmac.compare_digest(token_hash, holder.token_hash):
                return Caller(seat=n)
        raise Unauthorized("bad_token", "This token belongs to no seat of this match.")


def new_events(match: Match, pending: Pending) -> list[Any]:
    """The events of ``pending``, numbered after the match's version, stamped now."""
    return [
        cls(originator_id=match.id, originator_version=match.version + n, timestamp=cls.create_timestamp(), **kw)
        for n, (cls, kw) in enumerate(pending, start=1)
    ]


def begin(match: Match) -> Pending:
    """The event that starts a match, carrying the game's setup facts."""
    rules = match.rules
    facts = rules.setup(decode_options(rules, match.options), match.seats, decision_rng(match.secret, 0))
    return [(Match.Started, {"facts": msgspec.to_builtins(facts)})]


def apply(match: Match, pending: Pending) -> None:
    """Trigger events on a match that is not shared yet (a new one, before its first save)."""
    for cls, kwargs in pending:
        match.trigger_event(cls, **kwargs)


def free_seat(match: Match, seat: int | None) -> int:
    """The seat a claim takes: the one asked for, or the first free one."""
    free = match.free_seats()
    if match.started and match.spectators is not None:  # the caller is nobody yet: told what spectators see
        raise Conflict("match_full", "This match has no free seat.", version=match.released(datetime.now(UTC)))
    not_cancelled(match)
    if match.started or not free:
        raise Conflict("match_full", "This match has no free seat.", version=match.version)
    if seat is None:
        return free[0]
    if not 0 <= seat < match.seats:
        raise Invalid("bad_seat", f"Seats are numbered 0–{match.seats - 1}.")
    if seat not in free:
        raise Conflict("seat_taken", f"Seat {seat} is taken.", version=match.version)
    return seat


def not_cancelled(match: Match) -> None:
    if match.cancelled:
        raise Conflict(f"match_{match.status}", f"The match is {match.status}.", version=match.version)


def game_rules(game: str) -> Rules[Any]:
    try:
        return GAMES[game]
    except KeyError:
        raise NotFound("game_not_found", f"No game {game!r}; see /api/v1/games.") from None


def check_seats(rules: Rules[Any], options: Any, seats: int) -> None:
    """Refuse a seat count the game, or the game with these decoded options, does not allow."""
    if seats not in rules.players:
        raise Invalid("bad_seats", f"{rules.id} is played by {rules.players.start}–{rules.players.stop - 1} seats.")
    try:
        rules.setup(options, seats, Random(0))
    except IllegalMove as error:
        raise Invalid(error.code, error.message) from None


def new_match(
    game: str,
    options: dict[str, Any],
    seats: int,
    bots: BotRequest,
    organiser_hash: str,
    clock: TimeControl | None = None,
    abandon: Abandonment | None = None,
    delay: SpectatorDelay | None = None,
    checked: bool = False,
    match_id: UUID | None = None,
) -> Match:
    """A new, unsaved match, once the game, options, seat count and bot seats are checked; with
    ``clock``, its time control recorded right after its creation; with ``abandon``, its
    abandonment option likewise, then with ``delay`` (unless it is off) its spectators' delay.
    ``checked``: the caller has checked this game, options and seat count already (the tables of a
    tour share them). ``match_id``: its id (else a random one)."""
    rules = game_rules(game)
    decoded = decode_options(rules, options)
    if not checked:
        check_seats(rules, decoded, seats)
    levels = bot_levels(game, seats, bots)
    match = Match._create(  # eventsourcing's constructor, given the id
        Match.Created,
        id=match_id or uuid4(),
        game=game,
        options=msgspec.to_builtins(decoded),
        rules_version=rules.version,
        seats=seats,
        secret=secrets.token_hex(32),
        organiser_hash=organiser_hash,
        bots=sorted(levels),
        bot_levels=[levels[seat] for seat in sorted(levels)],
    )
    if clock is not None:
        match.set_time_control(control=msgspec.to_builtins(clock))
    if abandon is not None:
        match.set_abandonment(policy=msgspec.to_builtins(abandon))
    if delay is not None and not delay.off:
        match.set_spectator_delay(delay=msgspec.to_builtins(delay))
    return match


def bot_levels(game: str, seats: int, bots: BotRequest) -> dict[int, BotLevel]:
    """Each bot seat's level: the one named, else the game's default (``competent`` where the game
    has a competent bot, else ``random``); refuses seats outside the match and levels it lacks."""
    if any(not 0 <= seat < seats for seat in bots):
        raise Invalid("bad_bots", "Bot seats must be seat numbers of this match.")
    offered = levels_of(game)
    for level in bots.values():
        if level is not None and level not in offered:
            raise Invalid("bot_level_unavailable", f"{game} offers bot levels {', '.join(offered)}, not {level!r}.")
    return {seat: level or default_level(game) for seat, level in bots.items()}


def decode_options(rules: Rules[Any], options: dict[str, Any]) -> Any:
    try:
        return msgspec.convert(options, rules.Options)
    except msgspec.ValidationError as error:
        raise Invalid("bad_options", f"Invalid options for {rules.id}: {error}") from None
