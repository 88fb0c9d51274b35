"""The matches of one process as the store has them: a cache in front of the event store,
snapshots, cold loads, other processes' appends applied from the log, and a circuit breaker.

A cached match never holds an uncommitted event: a command's events are applied to it only once
committed (``committed``), so readers need not wait for a save. Other processes' appends reach the
cache through ``apply`` (fed by the log follower) or a ``fresh`` load; a command decided on a stale
copy fails to append and is decided again on the fresh state (``domain.commands``).

Every access to the store goes through ``guard``: it fails fast while the store is known to be down
(``healthy`` False, until ``probe`` finds it answering) and turns store failures into ``Unavailable``.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError, Application
from eventsourcing.domain import Aggregate
from eventsourcing.persistence import IntegrityError, OperationalError, PersistenceError, StoredEvent

from igroteka.domain.cache import MatchCache
from igroteka.domain.errors import Conflict, NotFound, Unavailable
from igroteka.domain.match import Decided, Match
from igroteka.domain.serialiser import Serialiser
from igroteka.domain.snapshots import TOPIC, Snapshots, SnapshotWriter, warm_up
from igroteka.domain.standing import Standings
from igroteka.domain.takeback import Revelations

SNAPSHOT_EVERY = 100  # versions between a match's snapshots (0: none)


def unavailable() -> Unavailable:
    return Unavailable("store_unavailable", "The event store cannot be reached; try again shortly.")


class Peek:
    """``MatchRepository.peeking``'s context: the match, its lock held until the end, or None (a
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


Followed = Callable[[UUID], bool]  # whether other processes' appends to the match are applied to the cache


def has_bot_seat(match: Match) -> bool:
    """Whether a bot holds a seat of the match: asked on every commit (the bots' poke), so it
    stops at the first bot rather than listing them (``Match.bot_seats``)."""
    return any(holder is not None and holder.bot for holder in match.holders)


def every_match(match_id: UUID) -> bool:
    return True


class MatchRepository:
    """Loads, caches and reads matches; safe to call from many threads. A cached match is read or
    changed only under its read lock (``Serialiser.read``)."""

    def __init__(
        self,
        app: Application[UUID],
        locks: Serialiser,
        cache: MatchCache,
        snapshot_every: int = SNAPSHOT_EVERY,
        followed: Followed | None = None,
    ) -> None:
        self.app = app
        self.locks = locks
        self.cache = cache
        self.healthy = True
        # The cached matches that other processes' appends are applied to (all by default); the
        # rest are dropped from the cache by such an append and read afresh when next asked (see
        # ``apply``).
        self.followed: Followed = followed or every_match
        self.snapshot_every = snapshot_every
        self.revelations = Revelations()  # whether each move decided here revealed anything
        self.standings = Standings()  # how each match stood after each event applied here (the notices')
        self.snapshots = Snapshots(app.factory.aggregate_recorder(purpose="snapshots"))
        self.snapshot_writer = SnapshotWriter(self.snapshots, self._snapshot) if snapshot_every else None
        warm_up()  # once a process: the first load after a start need not wait for msgspec
        warm = getattr(app.recorder, "warm", None)  # PostgreSQL: nor for its new connections
        if warm is not None:
            warm(self.snapshots.recorder)

    def close(self) -> None:
        if self.snapshot_writer is not None:
            self.snapshot_writer.close()

    # -- the circuit breaker ---------------------------------------------------------------

    @contextmanager
    def guard(self) -> Iterator[None]:
        """Store access: fails fast while the store is known to be down (a circuit breaker
        that ``probe`` closes again), and turns store failures into ``Unavailable``."""
        if not self.healthy:
            raise unavailable()
        try:
            yield
        except IntegrityError:
            raise
        except (OperationalError, PersistenceError) as error:
            self.healthy = False
            raise unavailable() from error

    def failed(self, error: BaseException) -> BaseException:
        """What a caller is told of a store failure learnt elsewhere (as ``guard`` says it)."""
        if isinstance(error, (OperationalError, PersistenceError)):
            self.healthy = False
            return unavailable()
        return error

    def probe(self) -> bool:
        """Ask the store for its newest notification id; records and returns whether it answered."""
        try:
            self.app.recorder.max_notification_id()
        except (OperationalError, PersistenceError):
            self.healthy = False
        else:
            self.healthy = True
        return self.healthy

    # -- loading (the caller holds the match's read lock) ----------------------------------

    def load(self, match_id: UUID, fresh: bool = False) -> Match:
        """The match from the cache, or rebuilt from its events; ``fresh`` also reads what other
        processes appended since. Without it the cache is as current as the log follower, which
        hands every stored event to ``apply``; commands are checked by the append itself."""
        match = self.cache.get(match_id)
        if match is None:
            with self.guard():
                match = self._rebuild(match_id)
            if not isinstance(match, Match):  # no aggregate, or another kind (a tournament)
                raise NotFound("match_not_found", f"No match {match_id}.")
        elif fresh and self.healthy:  # during an outage a cached match is served as it stands
            with self.guard():
                for domain_event in self.app.events.get(match_id, gt=match.version):
                    domain_event.mutate(match)
        self.remember(match)
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
        with self.locks.read(match_id):
            match = self.cache.get(match_id)
            return None if match is None else self.snapshots.take(match)

    def remember(self, match: Match) -> None:
        """Keep the match in the cache; snapshot it when it passed a multiple of ``snapshot_every``."""
        before = self.cache.remember(match)
        every = self.snapshot_every
        if self.snapshot_writer and before is not None and match.version // every > before // every:
            self.snapshot_writer.request(match.id)

    def forget(self, match_id: UUID) -> None:
        self.cache.forget(match_id)

    def lost_race(self, match_id: UUID) -> Conflict:
        """Another append of the match came first: the cached copy is read again, and the caller
        told the version it is at now."""
        with self.locks.read(match_id):
            self.forget(match_id)
            current = self.load(match_id).version
        return Conflict("version_conflict", "The match moved on; reload and retry.", version=current)

    # -- what changes a cached match -------------------------------------------------------

    def committed(self, match: Match, events: Sequence[Any], decided: Decided | None = None) -> None:
        """Apply our committed events to the cached match (a move's event taking over what
        deciding it computed, ``decided``, and its move's ``revelations`` kept), keeping how the
        match stood after each (``standings``)."""
        with self.locks.read(match.id):
            for event in events:
                if event.originator_version != match.version + 1:  # a reader may have fast-forwarded
                    continue
                if decided is None:
                    event.mutate(match)
                else:
                    if getattr(event, "facts", None) is decided.stored:
                        self.revelations.put(match.id, event.originator_version, decided.revealed)
                    match.apply_decided(event, decided)
                self.standings.put(match)
            self.remember(match)

    def apply(self, event: Any) -> None:
        """Bring a cached match up to date with an event from the log (another process's append),
        if it is ``followed`` or has bot seats (this process may play them); else drop it: applying
        costs more than reading it afresh should it be asked for (another process serves it)."""
        match = self.cache.get(event.originator_id)
        if match is None or match.id in self.locks.inflight:
            # An append of ours in flight applies its events itself once committed (the log may
            # bring them first). Another process's event of that version makes the append fail
            # and the match is read again; one after it (that process read ours first) leaves
            # the match behind until a reader asks for that version (a stream's notice does) or
            # the next event, finding a gap, drops it.
            return
        with self.locks.read(match.id):
            version = event.originator_version
            if version <= match.version:  # applied already (ours, or read afresh)
                return
            if version == match.version + 1 and (self.followed(match.id) or match.bot_seats()):
                event.mutate(match)
                self.standings.put(match)
            else:
                self.forget(match.id)

    # -- reads -----------------------------------------------------------------------------

    def stored(self, aggregate_id: UUID) -> Aggregate | None:
        """Any aggregate of the store (a match, a tournament), read afresh; None if there is none."""
        with self.guard():
            try:
                return self.app.repository.get(aggregate_id)
            except AggregateNotFoundError:
                return None

    def history(self, match_id: UUID) -> list[Any]:
        """Every stored event of a match, oldest first, with its timestamp (for the record)."""
        with self.guard():
            events = list(self.app.events.get(match_id))
        if not events or not isinstance(events[0], Match.Created):
            raise NotFound("match_not_found", f"No match {match_id}.")
        return events

    def get(self, match_id: UUID) -> Match:
        """The match as the store has it now."""
        with self.locks.read(match_id):
            return self.load(match_id, fresh=True)

    @contextmanager
    def reading(self, match_id: UUID, at_least: int = 0, fresh: bool = False) -> Iterator[Match]:
        """Hold the match's lock while a projection reads it; ``at_least`` a version the caller
        knows exists, ``fresh`` to read other processes' appends anyway."""
        with self.locks.read(match_id):
            match = self.load(match_id)
            yield self.load(match_id, fresh=True) if fresh or match.version < at_least else match

    def peeking(self, match_id: UUID) -> Peek:
        """The cached match if its lock is free right now, else None: for reads on an event loop
        that must never block (a ``with`` of it, holding the lock until its end)."""
        locks = self.locks
        lock = locks.reads[match_id.int % locks.stripes]  # ``locks.read`` inline: a move peeks several times
        match = self.cache.get(match_id)
        return Peek(match if match is not None and lock.acquire(blocking=False) else None, lock)

    def has_bots(self, match_id: UUID) -> bool:
        """Whether a cached match has bot seats (no store access)."""
        match = self.cache.get(match_id)
        return match is not None and has_bot_seat(match)

    def bot_pace(self, match_id: UUID, default: float) -> float | None:
        """None when a cached match has no bot seats (no store access); else the seconds its bots
        wait before a move (``default`` where it chose none)."""
        match = self.cache.get(match_id)
        if match is None or not has_bot_seat(match):
            return None
        return default if match.bot_delay is None else match.bot_delay
