"""A match's log (docs/architecture.md §5): one ``Entry`` per stored event, named by its kind, and
what the log says at a version: the game facts that count and the last move that may be taken
back. The ``Match`` aggregate (``domain.match``) appends the entries as its events evolve it; the
feed, the views, the lifecycle deciders and the snapshots read them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from uuid import UUID

import msgspec

if TYPE_CHECKING:
    from igroteka.domain.match import Match

CREATED, CLAIMED, STARTED, MOVED = "created", "seat_claimed", "started", "move"
RESIGNED, CANCELLED, EXPIRED, AUTOPLAY_ON, AUTOPLAY_OFF, UNCLAIMED, TIME_CONTROL, TIMED_OUT = (
    "resigned",
    "cancelled",
    "expired",
    "autoplay_on",
    "autoplay_off",
    "claim_removed",
    "time_control",
    "timed_out",
)
TAKEBACK_REQUESTED, TAKEBACK_CONSENTED, TAKEBACK_DECLINED, TAKEBACK_CANCELLED, TAKEN_BACK = (
    "takeback_requested",
    "takeback_consented",
    "takeback_declined",
    "takeback_cancelled",
    "move_taken_back",
)
ABANDONMENT, ABANDONED = "abandonment", "abandoned"
SPECTATOR_DELAY = "spectator_delay"


def slot(match_id: UUID, version: int) -> int:
    """The key of a match's stored event in the tables kept by (match, version): one int (the
    match's 128 bits above the version's 64), which the cycle collector never tracks, where a
    ``(UUID, int)`` tuple would be one more object a move for it to count and walk as long as it is kept."""
    return match_id.int << 64 | version


class Entry(msgspec.Struct, frozen=True, gc=False):
    """One stored event as the feed and the views see it: its game facts (decoded, in order), for
    a move its ``move_id`` and the move as JSON, and, for the move that ended the match, the
    outcome. A Struct: a snapshot of a long match builds hundreds at once.

    A match's log grows by one entry a move and lives as long as the match, so the cycle collector
    walked every entry (and its body's dicts and lists) in each collection it survived; entries
    hold data and never anything that leads back to them, so they are left out of its counts and
    passes (``gc=False``), and a move keeps its move as bytes, which the collector never walks."""

    version: int
    kind: str
    seat: int | None
    body: Any
    facts: tuple[Any, ...] = ()
    outcome: dict[str, Any] | None = None
    move_id: str | None = None
    move: bytes | None = None


class MoveRecord(msgspec.Struct, frozen=True, gc=False):
    """The version an accepted move was stored at, with the move as JSON (``move_json``), for
    idempotent retries."""

    seat: int
    move: bytes
    version: int


def move_json(move: Any) -> bytes:
    """A move as JSON, the same for the game's move and its stored builtins (the fields in order)."""
    return msgspec.json.encode(move)


def moves_of(log: list[Entry]) -> dict[str, MoveRecord]:
    """The accepted moves by move_id, as ``Match.play`` records them, from the log's move entries."""
    return {
        entry.move_id: MoveRecord(entry.seat, entry.move, entry.version)
        for entry in log
        if entry.kind == MOVED and entry.seat is not None and entry.move_id is not None and entry.move is not None
    }


def facts_upto(match: Match, version: int | None = None) -> list[Any]:
    """The game facts recorded up to and including ``version`` (all of them by default), but for
    those of a move taken back by then."""
    undone = match.undone or {}
    return [
        fact
        for e in match.log
        if version is None or e.version <= version
        if e.version not in undone or (version is not None and undone[e.version] > version)
        for fact in e.facts
    ]


def last_move(match: Match) -> Entry | None:
    """The match's latest decision that has not been taken back: a move, or a decision made by the
    game's default action on a time-out (which is not a move its seat may take back)."""
    undone = match.undone or {}
    return next(
        (e for e in reversed(match.log) if e.kind in (MOVED, TIMED_OUT) and e.facts and e.version not in undone),
        None,
    )
