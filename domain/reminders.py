"""Reminders of a correspondence match (issue 38): which are due, from the stored deadlines alone.

A player chooses reminder points, each a number of seconds before their time runs out (24 h and
1 h unless they chose otherwise; none at all if they chose an empty list). Each seat of a running
match under the ``days`` clock whose clock runs and whose holder is a player account has a
``Turn``: its deadline, and the version at which that deadline was set (the event that gave the
seat its turn, or restarted its clock). A point makes one reminder of the turn, due at the deadline
less the point, and keyed by (match, seat, version, point): the key is the same whichever process
computes it and however often, so a delivery deduplicated by key is made once. A point that falls
when or before the turn began (a 24 h or 48 h point in a one-day match) makes none. Pure functions of the match as
stored and the points: nothing here reads a clock.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Annotated
from uuid import UUID

import msgspec

from igroteka.domain.clocks import DAY
from igroteka.domain.timeline import ClockMark

if TYPE_CHECKING:
    from igroteka.domain.match import Match

MAX_POINTS = 4  # a player's reminder points at most
Point = Annotated[
    int,
    msgspec.Meta(ge=60, le=int(14 * DAY), description="Seconds before a seat's time runs out: a minute to 14 days"),
]
DEFAULT_POINTS: tuple[int, ...] = (24 * 3600, 3600)  # a player who never chose: a day and an hour before
SAME = 1.0  # seconds: deadlines of consecutive events closer than this are one deadline (float sums)


class Turn(msgspec.Struct, frozen=True):
    """A seat whose correspondence clock runs: the player holding it, when its turn began (at
    ``version``) and when its time runs out."""

    match: UUID
    seat: int
    version: int
    player: str
    began: datetime
    deadline: datetime


class Reminder(msgspec.Struct, frozen=True):
    """One reminder of a turn: ``point`` seconds before ``deadline``, due at ``at``."""

    match: UUID
    seat: int
    version: int
    point: int
    player: str
    at: datetime
    deadline: datetime

    @property
    def key(self) -> str:
        """Stable across processes and restarts: (match, seat, the turn's version, the point)."""
        return f"reminder:{self.match}:{self.seat}:{self.version}:{self.point}"


def turns(match: Match) -> list[Turn]:
    """The turns of ``match`` as stored: each running seat held by a player account, if the
    match is running under the ``days`` clock (none otherwise)."""
    clocks = match.clocks
    if clocks is None or clocks.control.kind != "days" or match.status != "running" or clocks.since is None:
        return []
    marks = match.clock_marks
    first = match.version - len(marks) + 1  # the version of marks[0]
    found = []
    for seat in clocks.running:
        holder = match.holders[seat]
        if holder is None or holder.bot or holder.player is None:
            continue
        deadline = clocks.since + timedelta(seconds=clocks.remaining[seat])
        index = len(marks) - 1
        while index > 0 and seat in marks[index - 1][1] and same(end(marks[index - 1], seat), deadline):
            index -= 1
        found.append(Turn(match.id, seat, first + index, holder.player, marks[index][2], deadline))
    return found


def end(mark: ClockMark, seat: int) -> datetime:
    """When ``seat``'s time runs out as the clock mark has it."""
    remaining, _, since = mark
    return since + timedelta(seconds=remaining[seat])


def same(one: datetime, other: datetime) -> bool:
    return abs((one - other).total_seconds()) < SAME


def schedule(found: Iterable[Turn], points: Mapping[str, Sequence[int]]) -> list[Reminder]:
    """Every reminder of the turns, earliest first: one a player's point that falls within its
    turn, after it began (a point of the turn's whole time would come with the turn itself);
    players not in ``points`` have ``DEFAULT_POINTS``."""
    reminders = [
        Reminder(
            turn.match,
            turn.seat,
            turn.version,
            point,
            turn.player,
            turn.deadline - timedelta(seconds=point),
            turn.deadline,
        )
        for turn in found
        for point in points.get(turn.player, DEFAULT_POINTS)
        if not same(turn.deadline - timedelta(seconds=point), turn.began)
        and turn.deadline - timedelta(seconds=point) > turn.began
    ]
    return sorted(reminders, key=lambda r: (r.at, r.key))


def due(reminders: Iterable[Reminder], now: datetime, handed: Iterable[str] = ()) -> list[Reminder]:
    """The reminders due at ``now`` and not yet ``handed`` (by key): their time has come and the
    seat's has not yet run out. One whose time came while no process looked (a restart, an outage)
    is due as long as the deadline is ahead."""
    done = set(handed)
    return [r for r in reminders if r.at <= now < r.deadline and r.key not in done]


def upcoming(reminders: Iterable[Reminder], now: datetime) -> datetime | None:
    """When the next reminder after ``now`` falls due (None: none is ahead)."""
    return min((r.at for r in reminders if r.at > now), default=None)
