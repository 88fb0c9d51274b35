"""Time in a match (docs/architecture.md §4): what moves on when each stored event is applied, at
that event's own timestamp, and what the match was at a version or is at a moment.

Once an event's change is applied (``Match.Event.apply``), time moves on to its timestamp: the
clocks tick (``domain.clocks``) and keep a mark per event, each seat's last sign of activity moves
(``domain.abandon``), and a delayed match marks the event for its spectators (``domain.delay``).
All of it derives from stored timestamps alone, never from memory, so every process and every
replay agree. The marks are attributes of the match, so snapshots keep them.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from igroteka.domain.clocks import Clocks, restart, run_out, tick
from igroteka.domain.entries import AUTOPLAY_OFF, CANCELLED, EXPIRED, MOVED, STARTED

if TYPE_CHECKING:
    from igroteka.domain.match import Match

ClockMark = tuple[tuple[float, ...], tuple[int, ...], datetime]  # remaining, running, since


def time_moves_on(match: Match, event: Any) -> None:
    """Time moves on to ``event``'s timestamp, once its change is applied: the clocks tick (those
    of the seats to act that people play run from here; a time-out that made its seat's decision
    by the game's default restarts that seat's clock), each seat's last sign of activity, and the
    marks a delayed match keeps for its spectators."""
    at = event.timestamp
    clocks = match.clocks
    if clocks is not None:
        people = match.to_act if match.status == "running" else frozenset()
        holders = match.holders
        tick(clocks, at, frozenset(s for s in people if (h := holders[s]) is not None and not h.bot))
        if type(event) is match.TimedOut and event.move is not None:
            restart(clocks, event.seat)
        elif type(event) is match.TimedOut and event.lost:
            run_out(clocks, event.seat)
        match.clock_marks.append((tuple(clocks.remaining), tuple(clocks.running), at))  # views at past versions
    note_activity(match, at)
    if match.spectators is not None:
        mark(match, event.originator_version, at)


def note_activity(match: Match, at: datetime) -> None:
    """For a match with the abandonment option: when each seat last showed its person in the
    stored events — given to them (the start, taking it back from the bot), a move of theirs, or
    coming to act — at that event's stored timestamp; an absence starts there at the earliest
    (domain.abandon). Lists, so that snapshots keep them."""
    if match.abandonment is None:
        return
    last = match.log[-1]
    acting = sorted(match.to_act) if match.status == "running" else []
    signs = set(acting) - set(getattr(match, "acting", []))
    if last.kind == STARTED:
        signs.update(range(match.seats))
    elif last.kind in (AUTOPLAY_OFF, MOVED) and last.seat is not None:
        signs.add(last.seat)
    active: list[datetime | None] = list(getattr(match, "active", [None] * match.seats))
    for seat in signs:
        active[seat] = at
    match.active, match.acting = active, acting


def mark(match: Match, version: int, at: datetime) -> None:
    """Keep, for a delayed match, the stored event of ``version``'s time and what its spectators
    are shown of the match right after it (``Match.seen``)."""
    assert match.spectators is not None
    entry = match.log[version - 1]
    ended = entry.outcome is not None or entry.kind in (CANCELLED, EXPIRED)
    match.spectators.add(
        version, at, move=entry.kind == MOVED, start=entry.kind == STARTED, end=ended, payload=match.seen()
    )


def clocks_at(match: Match, version: int) -> Clocks | None:
    """The clocks as they were right after event ``version`` (None before the time control was
    set, or without one), from the marks each stored event's timestamp left."""
    marks: list[ClockMark] = match.__dict__.get("clock_marks", [])
    index = version - (match.version - len(marks) + 1)
    if match.clocks is None or not 0 <= index < len(marks):
        return None
    remaining, running, since = marks[index]
    return Clocks(control=match.clocks.control, remaining=list(remaining), running=list(running), since=since)


def released_at(match: Match, now: datetime) -> int:
    """The newest version a spectator may see at ``now`` (the current one without a delay)."""
    return match.version if match.spectators is None else match.spectators.released(now)
