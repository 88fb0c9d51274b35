"""Running a command on a match: the one way a match changes once it is stored.

A command is a decision, a function of (the match, its caller) that returns the events to append
(none: nothing to do), refusing with a ``MatchError`` or ``IllegalMove``. ``Commands`` runs it: the
match's command lock, the match loaded under its read lock, the decision, the append after the
match's version, the committed events applied to the cached match, and the retries that
``Tries`` asks for. Moves (``Play``: on the event loop or in a worker thread), bots (``BotPlay``),
claims, starts, lifecycle steps and time-outs all run here.

Which thread owns what:

- Worker threads run ``run``: it takes the match's command lock, waits for the match's append in
  flight if there is one, decides under the match's read lock, and blocks in the writer's ``save``
  until its commit.
- The event loop runs ``run_soon`` (moves only), which never blocks: it decides a move only when
  the match is cached, both its locks are free right now and no append of it is in flight, closes
  the match's gate while it still holds the command lock, and hands the events to the writer's
  ``submit`` (on PostgreSQL the loop writer, which commits on the event loop itself; else the
  group writer). Otherwise the caller falls back to ``run`` in a worker thread.
- The writer applies the committed events of an append from ``run_soon`` to the cached match
  (``Flight.stored``, under the read lock), opens the gate, and hands the result back to the event
  loop, one hop per batch. A writer on the event loop does the same there, unless the read lock is
  held: then a worker thread applies them.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple
from uuid import UUID

from eventsourcing.persistence import IntegrityError

from igroteka.domain.bots import choose
from igroteka.domain.engine import IllegalMove, decision_rng
from igroteka.domain.entries import move_json
from igroteka.domain.errors import Conflict, MatchError
from igroteka.domain.legal import LegalLists
from igroteka.domain.match import Decided, Match, Pending, decide_move
from igroteka.domain.repository import MatchRepository
from igroteka.domain.serialiser import Serialiser
from igroteka.domain.tokens import Bearer, Caller, caller, seat_of
from igroteka.domain.writer import Post, Writer

Decide = Callable[[Match, Caller], Pending]


@dataclass(frozen=True)
class MoveResult:
    """The version an accepted move was stored at (its one event), and its seat."""

    version: int
    seat: int


Resume = Callable[[MoveResult | None, BaseException | None], None]  # (result, error); neither: decide again
RETRIES = 3


class Tries(NamedTuple):
    """How a command is decided. ``cached``: first on the cached match, with no read of the store
    (it may be behind other processes' appends, so a refusal is only final once checked on a fresh
    read); ``attempts``: decisions at most; ``races``: whether a lost append race is decided again
    on the new state (not when the client pinned the version it expects)."""

    cached: bool
    attempts: int
    races: bool


FRESH = Tries(cached=False, attempts=1, races=False)  # decided once, on the match as stored now
CACHED = Tries(cached=True, attempts=1, races=False)  # decided once, on the cached match (bots)
RETRIED = Tries(cached=True, attempts=RETRIES, races=True)  # claims, moves
PINNED = Tries(cached=True, attempts=RETRIES, races=False)  # a move at the version its client expects


def raced(error: BaseException) -> bool:
    return isinstance(error, Conflict) and error.code == "version_conflict"


def new_events(match: Match, pending: Pending) -> list[Any]:
    """The events of ``pending``, numbered after the match's version, stamped now."""
    return [
        cls(originator_id=match.id, originator_version=match.version + n, timestamp=cls.create_timestamp(), **kw)
        for n, (cls, kw) in enumerate(pending, start=1)
    ]


def checked_move(
    match: Match, seat: int, move_id: str, move: Any, expected_version: int | None, lists: LegalLists | None = None
) -> tuple[Pending, Decided]:
    """A move's event and what applying it takes over (``domain.match.decide_move``, with the
    seat's legal moves ``lists`` holds), on a running match at the version its client expects
    (when it names one)."""
    if match.status != "running":
        raise Conflict(f"match_{match.status}", f"The match is {match.status}.", version=match.version)
    if expected_version is not None and expected_version != match.version:
        raise Conflict("version_conflict", "The match moved on; reload and retry.", version=match.version)
    return decide_move(match, seat, move_id, move, lists)


class Play:
    """A move as a command, for the caller's seat. Idempotent by ``move_id``: a move_id already
    played appends nothing if it names the same seat and move, and is refused otherwise. Keeps what
    deciding it computed (``decided``), which applying its event once committed takes over.
    ``lists``: the seat's legal moves already listed (``domain.legal``), which the decision reads."""

    __slots__ = ("decided", "expected_version", "lists", "move", "move_id", "seat")

    def __init__(
        self, move_id: str, move: Any, expected_version: int | None = None, lists: LegalLists | None = None
    ) -> None:
        self.move_id = move_id
        self.move = move
        self.expected_version = expected_version
        self.lists = lists
        self.seat = -1
        self.decided: Decided | None = None

    def __call__(self, match: Match, who: Caller) -> Pending:
        self.seat = seat = seat_of(match, who)
        done = match.moves.get(self.move_id)
        if done is not None:  # a retried move: the same seat and move, else a reused move_id
            if done.seat != seat or done.move != move_json(self.move):
                raise Conflict("move_id_reused", "This move_id was used for another move.", version=match.version)
            return []
        pending, self.decided = checked_move(match, seat, self.move_id, self.move, self.expected_version, self.lists)
        return pending

    def result(self, match: Match) -> MoveResult:
        """The accepted move, once the match holds it."""
        return MoveResult(version=match.moves[self.move_id].version, seat=self.seat)


class BotPlay(Play):
    """A move of a bot that is to act, of its level; nothing when no bot is to act."""

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__("", None)

    def __call__(self, match: Match, who: Caller) -> Pending:
        bots = sorted(set(match.bot_seats()) & match.to_act) if match.status == "running" else []
        if not bots:
            return []
        rng = decision_rng(match.secret, -match.version)
        seat = rng.choice(bots)
        self.seat, self.move_id = seat, f"bot-{match.version}"
        self.move = choose(match.rules, match.state, seat, match.bot_levels()[seat], rng)
        pending, self.decided = checked_move(match, seat, self.move_id, self.move, None)
        return pending


class Commands:
    """Runs commands on matches: load, lock, decide, append, apply, retry; thread-safe.
    ``writer``: where the events go (the server puts its loop writer here on PostgreSQL)."""

    def __init__(self, repository: MatchRepository, locks: Serialiser, writer: Writer) -> None:
        self.repository = repository
        self.locks = locks
        self.writer = writer

    def run(self, match_id: UUID, token: Bearer, decide: Decide, tries: Tries = FRESH) -> Match:
        """Decide on the match for the caller ``token`` names and append the events, under the
        match's command lock; the match, with them applied. A lost append race that is not decided
        again is a ``Conflict``."""
        with self.locks.commanding(match_id):
            for attempt in range(tries.attempts):
                try:
                    return self._once(match_id, token, decide, fresh=attempt > 0 or not tries.cached)
                except (IllegalMove, MatchError) as error:
                    again = attempt == 0 or (tries.races and raced(error))
                    if not again or attempt == tries.attempts - 1:
                        raise
        raise AssertionError("unreachable")

    def _once(self, match_id: UUID, token: Bearer, decide: Decide, fresh: bool) -> Match:
        repository = self.repository
        with self.locks.read(match_id):
            match = repository.load(match_id, fresh=fresh)
            pending = decide(match, caller(match, token))
        if pending:
            events = new_events(match, pending)
            try:
                with repository.guard():
                    self.writer.save(*events)
            except IntegrityError:
                raise repository.lost_race(match_id) from None
            repository.committed(match, events, decide.decided if isinstance(decide, Play) else None)
        return match

    def run_soon(self, match_id: UUID, token: Bearer, play: Play, post: Post, resume: Resume) -> bool:
        """Run a move without blocking (for the event loop): False when it cannot be decided
        right now (the match is not cached, a lock is busy, an append of it is in flight, the store
        is down, or the cached match refuses it: only a fresh read may refuse it for good), and
        the caller runs it with ``run`` in a worker thread.

        True: ``resume(result, None)`` is called through ``post`` once the move is committed (at
        once for a move_id already played), ``resume(None, error)`` if the store failed, and
        ``resume(None, None)`` if another process's append came first: run it again with ``run``.
        The events are applied to the cached match before ``resume`` runs.
        """
        locks, repository = self.locks, self.repository
        stripe = match_id.int % locks.stripes
        command, read = locks.commands[stripe], locks.reads[stripe]
        if match_id in locks.inflight or not repository.healthy or not command.acquire(blocking=False):
            return False
        try:
            if not read.acquire(blocking=False):
                return False
            try:
                match = repository.cache.get(match_id)
                if match is None:
                    return False
                pending = play(match, caller(match, token))
                if not pending:  # played already
                    resume(play.result(match), None)
                    return True
                events = new_events(match, pending)
            except (IllegalMove, MatchError):
                return False
            finally:
                read.release()
            gate = threading.Lock()  # the match's gate, closed until its append is settled
            gate.acquire()
            locks.inflight[match_id] = gate
            flight = Flight(self, match, play, events, gate, read, resume)
            if not self.writer.submit(tuple(events), flight.stored, flight.resumed, post):
                locks.open_gate(match_id, gate)
                return False
            return True
        finally:
            command.release()


class Flight:
    """A move decided on the event loop while its append is in flight: settled on the thread that
    learns its fate, then resumed on the event loop."""

    __slots__ = ("commands", "events", "gate", "match", "play", "read", "resume")

    def __init__(
        self,
        commands: Commands,
        match: Match,
        play: Play,
        events: list[Any],
        gate: threading.Lock,
        read: threading.RLock,
        resume: Resume,
    ) -> None:
        self.commands = commands
        self.match = match
        self.play = play
        self.events = events
        self.gate = gate
        self.read = read
        self.resume = resume

    def stored(self, error: BaseException | None, wait: bool) -> bool:
        """The append's fate, on the writer's thread (as ``domain.writer.Stored``): the committed
        events applied to the cached match, a conflicting copy dropped, and the gate opened."""
        if not self.read.acquire(blocking=wait):
            return False
        repository, match_id = self.commands.repository, self.match.id
        try:
            if error is None:
                repository.committed(self.match, self.events, self.play.decided)
            elif isinstance(error, IntegrityError):
                repository.forget(match_id)
        finally:
            self.read.release()
            self.commands.locks.open_gate(match_id, self.gate)
        return True

    def resumed(self, error: BaseException | None) -> None:
        """The append's fate, on the event loop: the move's result, a store failure, or neither
        (another process's append came first)."""
        if error is None:
            self.resume(MoveResult(version=self.events[-1].originator_version, seat=self.play.seat), None)
        elif isinstance(error, IntegrityError):
            self.resume(None, None)
        else:
            self.resume(None, self.commands.repository.failed(error))
