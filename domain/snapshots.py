"""Snapshots of matches (issue 13): a match loaded cold reads its newest snapshot and the few events
stored after it, instead of folding every event from the first.

A snapshot is a cache of what the events already say, never part of the record: it lives in its
own table (eventsourcing's snapshot recorder: ``igroteka_snapshots`` on PostgreSQL,
``stored_snapshots`` on SQLite), may be deleted at any time, and one that cannot be read (another
format, a changed state shape) is ignored, the match then folded from its events. Its body is the
match's attributes, typed per game and encoded by msgspec (MessagePack, zlib-compressed): the game
state, the log with its decoded facts, the seats, the clocks (the accepted moves by move_id are
read back from the log's move entries, which hold them all). Attributes the schema does
not name are carried when they are plain JSON values; a match holding any other kind is not
snapshotted at all, so a snapshot can never drop part of a match. A change to what the match's
events mean for its attributes (a new field derived from them) bumps ``TOPIC``, so that snapshots
taken before it are ignored; a game's changed rules have a new rules version anyway.
"""

from __future__ import annotations

import dataclasses
import logging
import operator
import queue
import threading
import zlib
from collections.abc import Callable
from datetime import datetime
from functools import cache
from random import Random
from typing import Any, get_type_hints
from uuid import UUID

import msgspec
from eventsourcing.persistence import AggregateRecorder, IntegrityError, StoredEvent

from igroteka.domain.abandon import Abandonment
from igroteka.domain.clocks import Clocks
from igroteka.domain.delay import Mark, Release, SpectatorDelay
from igroteka.domain.engine import Auditor, IllegalMove, Outcome, Seat, Spectator, clone, fold, from_builtins
from igroteka.domain.entries import Entry, moves_of
from igroteka.domain.games import GAMES, rules_for
from igroteka.domain.match import Match, SeatHolder, Seen
from igroteka.domain.timeline import ClockMark

log = logging.getLogger("igroteka.snapshots")

TOPIC = "igroteka:match-snapshot:5"  # the body's format; a snapshot with another topic is ignored
AGGREGATE = {"_id", "_version", "_pending_events"}  # eventsourcing's own, restored from the row


class Delayed(msgspec.Struct, array_like=True):
    """A delayed match's ``domain.delay.Release``: each stored event's version, time and what its
    spectators are shown of the match right after it."""

    delay: SpectatorDelay
    marks: list[tuple[int, datetime, Seen]]
    moves: list[int]
    started: int
    ended: bool

    @classmethod
    def of(cls, release: Release) -> Delayed:
        marks = [(mark.version, mark.at, mark.payload) for mark in release.marks]
        return cls(release.delay, marks, release.moves, release.started, release.ended)

    def release(self) -> Release:
        marks = [Mark(version, at, seen) for version, at, seen in self.marks]
        return Release(self.delay, marks, self.moves, self.started, self.ended)


# Attributes a match has only once an event set them (the class's defaults before), by their type.
OPTIONAL: dict[str, Any] = {
    "clocks": Clocks,
    "clock_marks": list[ClockMark],
    "ended": Outcome,
    "undone": dict[int, int],
    "abandonment": Abandonment,
    "active": list[datetime | None],
    "spectators": Delayed,
}
TYPED = {"_created_on", "_modified_on", "holders", "state", "log", "moves", *OPTIONAL}


class Head(msgspec.Struct, array_like=True):
    """The first fields of every snapshot body: which game's body type reads the rest."""

    game: str
    rules_version: int


def plain(value: Any) -> bool:
    """Whether a value survives MessagePack unchanged: None, bool, int, float, str, and lists and
    string-keyed dicts of those."""
    kind = type(value)
    if value is None or kind in (bool, int, float, str):
        return True
    if kind is list:
        return all(plain(item) for item in value)
    if kind is dict:
        return all(type(key) is str and plain(item) for key, item in value.items())
    return False


ENTRY_FIELDS = Entry.__struct_fields__
entry_row = operator.attrgetter(*ENTRY_FIELDS)  # an Entry as the tuple of its fields, in order


@cache
def body_type(game: str, rules_version: int) -> type[msgspec.Struct]:
    """The snapshot body of one game's matches: each log entry a tuple of ``Entry``'s fields, its
    facts typed as the game's facts."""
    rules = rules_for(game, rules_version)
    hints = get_type_hints(Entry)
    row = tuple[tuple(tuple[rules.Fact, ...] if name == "facts" else hints[name] for name in ENTRY_FIELDS)]  # type: ignore[misc]
    return msgspec.defstruct(
        "MatchBody",
        [
            ("game", str),
            ("rules_version", int),
            ("created_on", datetime),
            ("modified_on", datetime),
            ("holders", list[SeatHolder | None]),
            ("state", rules.State | None),
            ("log", list[row]),
            *((name, kind | None) for name, kind in OPTIONAL.items()),
            ("plain", dict[str, Any]),
        ],
        array_like=True,
    )


@cache
def body_decoder(game: str, rules_version: int) -> msgspec.msgpack.Decoder[Any]:
    return msgspec.msgpack.Decoder(body_type(game, rules_version))


HEAD = msgspec.msgpack.Decoder(Head)


def warm_up() -> None:
    """Let msgspec analyse every served game's types now (tens of milliseconds for a game's facts
    and state on first use), so the first load or view after a start does not wait for it: the
    snapshot decoder, the facts' decoder, a state's round trip and a view of each kind."""
    for game, rules in GAMES.items():
        body_decoder(game, rules.version)
        try:
            setup = rules.setup(rules.Options(), rules.players.start, Random(0))
        except IllegalMove:  # a game that no default set-up fits: analysed on first use instead
            continue
        state = clone(rules, fold(rules, [from_builtins(msgspec.to_builtins(f), rules.Fact) for f in setup]))
        for viewer in (Spectator(), Seat(0), Auditor()):
            msgspec.json.encode(rules.view(state, viewer))


def encode(match: Match) -> bytes | None:
    """The snapshot body of a match as it stands (the caller holds its lock); None when the match
    holds an attribute the format cannot carry exactly."""
    attributes = vars(match)
    rest = {k: v for k, v in attributes.items() if k not in AGGREGATE and k not in TYPED}
    if not plain(rest):
        return None
    optional = {name: attributes.get(name) for name in OPTIONAL}
    if optional["spectators"] is not None:
        optional["spectators"] = Delayed.of(optional["spectators"])
    body = body_type(match.game, match.rules_version)(
        game=match.game,
        rules_version=match.rules_version,
        created_on=attributes["_created_on"],
        modified_on=attributes["_modified_on"],
        holders=match.holders,
        state=match.state,
        log=[entry_row(entry) for entry in match.log],
        plain=rest,
        **optional,
    )
    return msgspec.msgpack.encode(body)


def decode(match_id: UUID, version: int, data: bytes) -> Match:
    """A match from its snapshot body; raises ``ValueError`` (or msgspec's) on a body it cannot read."""
    head = HEAD.decode(data)
    body = body_decoder(head.game, head.rules_version).decode(data)
    attributes: dict[str, Any] = {
        "_id": match_id,
        "_version": version,
        "_pending_events": [],
        "_created_on": body.created_on,
        "_modified_on": body.modified_on,
        **body.plain,
        "holders": body.holders,
        "state": body.state,
        "log": [Entry(*row) for row in body.log],
    }
    attributes["moves"] = moves_of(attributes["log"])
    for name in OPTIONAL:
        if getattr(body, name) is not None:
            attributes[name] = getattr(body, name)
    if "spectators" in attributes:
        attributes["spectators"] = attributes["spectators"].release()
    if len(attributes["log"]) != version:
        raise ValueError(f"a snapshot at version {version} holds {len(attributes['log'])} log entries")
    match = object.__new__(Match)
    object.__setattr__(match, "__dict__", attributes)
    return match


class Snapshots:
    """Writes and reads match snapshots through an eventsourcing aggregate recorder."""

    def __init__(self, recorder: AggregateRecorder) -> None:
        self.recorder = recorder

    def take(self, match: Match) -> StoredEvent | None:
        """The row of a snapshot of the match as it stands (the caller holds its lock), or None."""
        body = encode(match)
        if body is None:
            return None
        return StoredEvent(originator_id=match.id, originator_version=match.version, topic=TOPIC, state=body)

    def put(self, stored: StoredEvent) -> None:
        """Store a snapshot row (compressed here, outside the match's lock)."""
        compressed = dataclasses.replace(stored, state=zlib.compress(stored.state, 1))
        self.recorder.insert_events([compressed])

    def latest(self, match_id: UUID) -> Match | None:
        """The match as its newest readable snapshot has it, or None."""
        rows = self.recorder.select_events(match_id, desc=True, limit=1)
        return self.read(match_id, rows[0]) if rows else None

    @staticmethod
    def read(match_id: UUID, row: StoredEvent) -> Match | None:
        """The match a snapshot row of it holds, or None if it cannot be read."""
        if row.topic != TOPIC:
            return None
        try:
            return decode(match_id, row.originator_version, zlib.decompress(row.state))
        except (ValueError, KeyError, TypeError, IndexError, zlib.error, msgspec.DecodeError):
            return None


class SnapshotWriter:
    """Takes and stores snapshots on its own thread, so no command or read waits for one. ``take``
    returns the row of a match's snapshot as it stands (or None); a failed store is only logged:
    a missing snapshot costs a longer fold, never a wrong match."""

    def __init__(self, snapshots: Snapshots, take: Callable[[UUID], StoredEvent | None]) -> None:
        self._snapshots = snapshots
        self._take = take
        self._queue: queue.SimpleQueue[UUID | threading.Event | None] = queue.SimpleQueue()
        self._pending: set[UUID] = set()
        self._guard = threading.Lock()
        self._thread = threading.Thread(target=self._run, name="snapshot-writer", daemon=True)
        self._thread.start()

    def request(self, match_id: UUID) -> None:
        """Snapshot the match soon (once, however often it is asked for before then)."""
        with self._guard:
            if match_id in self._pending:
                return
            self._pending.add(match_id)
        self._queue.put(match_id)

    def drain(self) -> None:
        """Wait until every snapshot requested so far is stored (or given up)."""
        done = threading.Event()
        self._queue.put(done)
        done.wait()

    def close(self) -> None:
        self._queue.put(None)
        self._thread.join(timeout=10)

    def _run(self) -> None:
        while (item := self._queue.get()) is not None:
            if isinstance(item, threading.Event):
                item.set()
                continue
            with self._guard:
                self._pending.discard(item)
            try:
                stored = self._take(item)
                if stored is not None:
                    self._snapshots.put(stored)
            except IntegrityError:
                pass  # another process stored this version's snapshot first
            except Exception:
                log.exception("snapshot of match %s not stored", item)
