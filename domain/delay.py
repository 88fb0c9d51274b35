"""Delayed spectators (issue 14): a match option that shows spectators the match some moves or
seconds behind, while its seats and its organiser see it live.

What a spectator may see is the match at its *released* version, derived from the stored events
and their stored timestamps alone, so every instance (and every replay after a restart) agrees:

- nothing is held back before the start (the lobby must show free seats as they are): the
  released version is never older than the ``Started`` event;
- ``moves``: the last ``moves`` stored moves, and every event stored after the first of them, are
  held back; once the match is over (its end is stored) there is nothing left to hide and
  everything is released;
- ``seconds``: only the events stored at least ``seconds`` ago are released, the end too;
- with both, the older of the two versions. Lifecycle events are released in order with the rest.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Annotated, Any

import msgspec


class SpectatorDelay(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Spectators see the match ``moves`` moves behind (the last ``moves`` moves, and everything
    stored after the first of them, are held back until more moves follow or the match ends) and
    ``seconds`` seconds behind (an event is shown once it was stored that long ago). 0 turns a
    part off; both 0: no delay. Seats and the organiser always see the match live."""

    moves: Annotated[int, msgspec.Meta(ge=0, le=50)] = 0
    seconds: Annotated[float, msgspec.Meta(ge=0, le=3600)] = 0.0

    @property
    def off(self) -> bool:
        return self.moves == 0 and self.seconds == 0


# Tournament matches delay spectators by default (the organiser may set another delay, or 0).
TOURNAMENT_DELAY = SpectatorDelay(moves=2)


@dataclass(frozen=True)
class Mark:
    """One stored event: its version, stored time, and what the holder keeps of the match right
    after it (the clocks and seats for a match; a lobby row for the lobby)."""

    version: int
    at: datetime
    payload: Any = None


@dataclass
class Release:
    """The stored events of one delayed match as far as the delay needs them; ``released(now)``
    is the newest version a spectator may see at ``now``."""

    delay: SpectatorDelay
    marks: list[Mark] = field(default_factory=list)  # one per stored event from the first recorded
    moves: list[int] = field(default_factory=list)  # the versions of the stored moves
    started: int = 0  # the version of the start, 0 before it
    ended: bool = False  # the match is over: finished, cancelled or expired
    _old: int = field(
        default=0, compare=False
    )  # how many marks were ``seconds`` old at ``_cutoff`` (so at any later one too)
    _cutoff: datetime | None = field(default=None, compare=False)

    @property
    def last(self) -> int:
        return self.marks[-1].version if self.marks else 0

    def add(self, version: int, at: datetime, *, move: bool, start: bool, end: bool, payload: Any = None) -> None:
        """Record the stored event of ``version`` (the next one) with what it is."""
        self.marks.append(Mark(version, at, payload))
        if move:
            self.moves.append(version)
        if start:
            self.started = version
        if end:
            self.ended = True

    def released(self, now: datetime) -> int:
        """The newest version a spectator may see at ``now``."""
        last = self.last
        if not self.started:
            return last
        version = last
        held = self.delay.moves
        if held and not self.ended and self.moves:
            version = self.moves[max(len(self.moves) - held, 0)] - 1
        fresh = self._first_fresh(now)
        if fresh is not None:
            version = min(version, fresh.version - 1)
        return max(self.started, version)

    def next_release(self, now: datetime) -> datetime | None:
        """When the next stored event becomes old enough to show (a seconds delay); None when
        none waits on time (a moves delay releases on the commit of a later move)."""
        fresh = self._first_fresh(now)
        return None if fresh is None else fresh.at + timedelta(seconds=self.delay.seconds)

    def _first_fresh(self, now: datetime) -> Mark | None:
        """The oldest mark after the start stored less than ``seconds`` before ``now``."""
        if not self.delay.seconds or not self.started:
            return None
        cutoff = now - timedelta(seconds=self.delay.seconds)
        marks = self.marks
        start = next((i for i, m in enumerate(marks) if m.version > self.started), len(marks))
        n = max(self._old, start) if self._cutoff is not None and self._cutoff <= cutoff else start
        while n < len(marks) and marks[n].at <= cutoff:
            n += 1
        self._old, self._cutoff = n, cutoff
        return marks[n] if n < len(marks) else None

    def forget_before(self, version: int) -> None:
        """Drop the marks older than ``version`` (a holder that never looks further back)."""
        drop = min(max(version - self.marks[0].version, 0), len(self.marks) - 1) if self.marks else 0
        if drop:
            del self.marks[:drop]
            self._old = max(self._old - drop, 0)

    def payload_at(self, version: int) -> Any:
        """What was kept right after ``version`` (marks run one per version); None before the first."""
        if not self.marks or version < self.marks[0].version:
            return None
        return self.marks[min(version - self.marks[0].version, len(self.marks) - 1)].payload
