"""Match clocks (issue 14): a time control chosen at creation, and each seat's time, derived from
the timestamps of the stored events alone, so every process (and every replay after a restart)
computes the same clocks and the same deadlines.

A seat's clock runs while it is to act and a person plays it (a server bot's seat never runs out),
whether or not its person is connected. ``move``: each time a seat comes to act its clock starts
again from ``seconds``. ``fischer``: each seat has ``seconds`` in all, and gets ``increment`` more
whenever its clock stops. ``days`` (correspondence, issue 38): as ``move``, with ``days`` whole
days for each turn.
"""

from __future__ import annotations

import math
from datetime import datetime, timedelta
from typing import Annotated, Literal

import msgspec

from igroteka.domain.errors import Invalid

Seconds = Annotated[float, msgspec.Meta(gt=0, le=7 * 24 * 3600)]
Days = Annotated[int, msgspec.Meta(ge=1, le=14, description="Days for each turn (kind days only): 1–14")]
DAY = 24 * 3600.0


class TimeControl(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``kind`` ``move``: ``seconds`` for each turn; ``fischer``: ``seconds`` in all plus
    ``increment`` per turn; ``days``: ``days`` (1–14) for each turn, no ``seconds`` nor
    ``increment`` (correspondence: a match played over days). ``on_timeout``: a server bot (the game's default level) takes the seat
    over (its person may take it back while time is left), or the seat loses (two seats: the other
    wins, reason ``timeout``; more: the seat is out as if it resigned, a bot playing it on), or
    ``default``: the game makes the seat's pending decision by its default action (each game's
    RULES.md, section 20), the seat staying with its person, whose clock restarts (``restart``)."""

    kind: Literal["move", "fischer", "days"]
    seconds: Seconds | None = None
    increment: Annotated[float, msgspec.Meta(ge=0, le=3600)] = 0.0
    on_timeout: Literal["bot", "lose", "default"] = "bot"
    days: Days | None = None

    def __post_init__(self) -> None:
        """``days`` and nothing else for ``kind`` ``days``; ``seconds`` and no ``days`` otherwise."""
        if self.kind == "days" and (self.days is None or self.seconds is not None or self.increment):
            raise ValueError("a clock of kind days gives days, and neither seconds nor an increment")
        if self.kind != "days" and (self.seconds is None or self.days is not None):
            raise ValueError(f"a clock of kind {self.kind} gives seconds, and no days")

    @property
    def turn(self) -> float:
        """A seat's whole time in seconds: for each turn (``move``, ``days``), or in all (``fischer``)."""
        return self.days * DAY if self.days is not None else self.seconds or 0.0

    @property
    def per_turn(self) -> bool:
        """Whether a seat's clock starts again from ``turn`` each time it comes to act."""
        return self.kind != "fischer"


def check_bounds(control: TimeControl, minimum: float) -> None:
    """Refuse a new match's or tournament's clock giving a seat less than ``minimum`` seconds to
    act (a turn's under ``move``, the whole time under ``fischer``): a clock of next to nothing
    only makes the seat to act lose. Finite numbers only. Stored clocks are not checked again, so
    a match made under a lower minimum still replays."""
    if not all(math.isfinite(x) for x in (control.turn, control.increment)):
        raise Invalid("bad_time_control", "A clock's seconds are finite numbers.")
    if control.turn < minimum:
        raise Invalid("bad_time_control", f"A clock gives a seat at least {minimum:g} s ({control.turn:g} given).")


class Clocks(msgspec.Struct):
    """The clocks at ``since`` (the last stored event): ``remaining`` seconds per seat then, and the
    seats whose clocks have been running since (their time now is ``remaining - (now - since)``)."""

    control: TimeControl
    remaining: list[float]
    running: list[int]
    since: datetime | None


def start(control: TimeControl, seats: int) -> Clocks:
    return Clocks(control=control, remaining=[control.turn] * seats, running=[], since=None)


def tick(clocks: Clocks, at: datetime, running: frozenset[int]) -> None:
    """Advance the clocks to an event stored at ``at`` after which ``running`` seats' clocks run."""
    if clocks.since is not None:
        elapsed = (at - clocks.since).total_seconds()
        for seat in clocks.running:
            clocks.remaining[seat] -= elapsed
    control = clocks.control
    for seat in set(clocks.running) - running:  # stopped: it moved, or a bot took it over
        clocks.remaining[seat] += control.increment
    if control.per_turn:
        for seat in running - set(clocks.running):
            clocks.remaining[seat] = control.turn
    clocks.running = sorted(running)
    clocks.since = at


def due(clocks: Clocks) -> tuple[int, datetime] | None:
    """The seat whose clock runs out first and when, among the running ones (None: none runs)."""
    if clocks.since is None or not clocks.running:
        return None
    seat = min(clocks.running, key=lambda s: clocks.remaining[s])
    return seat, clocks.since + timedelta(seconds=clocks.remaining[seat])


def deadline_of(clocks: Clocks, seat: int) -> datetime | None:
    """When the seat's time runs out, if its clock runs (None: it does not)."""
    if clocks.since is None or seat not in clocks.running:
        return None
    return clocks.since + timedelta(seconds=clocks.remaining[seat])


def left(clocks: Clocks, seat: int, now: datetime) -> float:
    """The seat's remaining seconds at ``now``."""
    spent = (now - clocks.since).total_seconds() if clocks.since and seat in clocks.running else 0.0
    return clocks.remaining[seat] - spent


def restart(clocks: Clocks, seat: int) -> None:
    """The clock of a seat whose decision its time-out made by the game's default: ``move`` and
    ``days``, a whole turn's time for its next decision; ``fischer``, the increment alone (none: each further decision
    of the seat is made by default as soon as it is due)."""
    control = clocks.control
    clocks.remaining[seat] = control.turn if control.per_turn else control.increment


def run_out(clocks: Clocks, seat: int) -> None:
    """The clock of a seat that lost on time reads nothing left, whatever the server's notice of
    the time-out added (the increment of a stopped clock) or overshot."""
    clocks.remaining[seat] = 0.0
