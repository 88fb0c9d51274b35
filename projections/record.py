"""The full record of a finished match, and its verification against the rules (DESIGN §7).

A record holds every stored event with its time, actor and ``move_id``, and the match secret, so
an auditor can re-run each decision with the very RNG the server used and compare the facts.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import msgspec

from domain.clocks import TimeControl, left, start, tick
from domain.delay import SpectatorDelay
from domain.engine import IllegalMove, Outcome, decision_rng, fold, from_builtins
from domain.errors import Conflict
from domain.games import rules_for
from domain.match import resignation_outcome
from domain.matches import decode_options


class RecordEvent(msgspec.Struct, omit_defaults=True):
    """One stored event: ``started`` carries the setup facts, ``move`` the move's seat, ``move_id``,
    move and facts in order, and ``outcome`` when it ended the match."""

    version: int
    at: datetime
    kind: str
    seat: int | None = None
    move_id: str | None = None
    move: dict[str, Any] | None = None
    facts: list[dict[str, Any]] = []
    name: str | None = None
    outcome: dict[str, Any] | None = None
    level: str | None = None  # the server bot that plays the seat from a resigned or autoplay_on event
    control: dict[str, Any] | None = None  # a time_control event's time control
    lost: bool | None = None  # a timed_out event: the seat lost (else a bot took it over)
    delay: SpectatorDelay | None = None  # a spectator_delay event's delay


class Record(msgspec.Struct):
    """``format`` names the record's shape: a verifier refuses a format it does not read."""

    format: str
    match: str
    game: str
    rules_version: int
    options: dict[str, Any]
    seats: int
    bots: list[int]
    bot_levels: list[str]
    secret: str
    events: list[RecordEvent]


# Format 2: one stored event per move, carrying its facts (format 1 stored one event per fact).
RECORD_FORMAT = "igroteka-record/2"
KINDS = {
    "Created": "created",
    "SeatClaimed": "seat_claimed",
    "Started": "started",
    "MovePlayed": "move",
    "Resigned": "resigned",
    "Cancelled": "cancelled",
    "Expired": "expired",
    "AutoplayStarted": "autoplay_on",
    "AutoplayStopped": "autoplay_off",
    "ClaimRemoved": "claim_removed",
    "TimeControlSet": "time_control",
    "TimedOut": "timed_out",
    "SpectatorDelaySet": "spectator_delay",
}
SEAT_CHANGES = ("autoplay_on", "autoplay_off")  # who plays a seat changes; the game does not


class Header(msgspec.Struct):
    format: str = ""


class UnsupportedRecord(ValueError):
    """A record of a format this version of Igroteka does not read."""


def read_record(data: bytes) -> Record:
    """Decode a record, refusing one of another format before looking at its events."""
    header = msgspec.json.decode(data, type=Header)
    if header.format != RECORD_FORMAT:
        raise UnsupportedRecord(format_refusal(header.format))
    return msgspec.json.decode(data, type=Record)


def format_refusal(found: str) -> str:
    return f"record format {found or '(none)'!r} is not {RECORD_FORMAT!r}, the only one this server verifies"


def has_ended(domain_event: Any) -> bool:
    """Whether the match ended with this stored event: one that carries the outcome (a move, or a
    resignation or loss on time that ended a two-seat match), a cancellation or expiry."""
    return type(domain_event).__name__ in ("Cancelled", "Expired") or getattr(domain_event, "outcome", None) is not None


def build_record(domain_events: list[Any]) -> Record:
    """The record of one match from its stored domain events, oldest first: once it has finished
    or been cancelled."""
    created = domain_events[0]
    if not has_ended(domain_events[-1]):
        raise Conflict("match_not_finished", "The record is published once the match has finished or been cancelled.")
    events = [record_event(e) for e in domain_events]
    bots = dict(zip(created.bots, created.bot_levels, strict=True))  # seated at creation, then by the organiser
    bots.update({e.seat: e.level for e in domain_events if type(e).__name__ == "SeatClaimed" and e.level})
    return Record(
        format=RECORD_FORMAT,
        match=str(created.originator_id),
        game=created.game,
        rules_version=created.rules_version,
        options=created.options,
        seats=created.seats,
        bots=sorted(bots),
        bot_levels=[bots[seat] for seat in sorted(bots)],
        secret=created.secret,
        events=events,
    )


def record_event(domain_event: Any) -> RecordEvent:
    kind = KINDS[type(domain_event).__name__]
    item = RecordEvent(version=domain_event.originator_version, at=domain_event.timestamp, kind=kind)
    for field in ("seat", "move_id", "move", "facts", "name", "outcome", "level", "control", "lost"):
        if hasattr(domain_event, field):
            setattr(item, field, getattr(domain_event, field))
    if hasattr(domain_event, "delay"):
        item.delay = msgspec.convert(domain_event.delay, SpectatorDelay)
    return item


class Divergence(msgspec.Struct):
    version: int
    reason: str


def verify(record: Record) -> Divergence | None:
    """Re-run the record through the rules; the first divergence, or None if it is legal."""
    if record.format != RECORD_FORMAT:
        return Divergence(0, format_refusal(record.format))
    try:
        rules = rules_for(record.game, record.rules_version)
    except KeyError:
        return Divergence(0, f"no rules for {record.game} version {record.rules_version}")
    options = decode_options(rules, record.options)
    events = record.events
    started = next((i for i, e in enumerate(events) if e.kind == "started"), None)
    if started is None:
        return None if events[-1].kind in ("cancelled", "expired") else Divergence(0, "the match never started")
    setup = rules.setup(options, record.seats, decision_rng(record.secret, 0))
    if events[started].facts != [msgspec.to_builtins(f) for f in setup]:
        return Divergence(events[started].version, "the setup facts differ from the rules' deal")
    state = fold(rules, setup)
    ended: Outcome | None = None  # a resignation's outcome, which the game did not decide
    keeper = Timekeeper(record, events[:started])
    keeper.tick(events[started].at, rules.to_act(state))
    for event in events[started + 1 :]:
        if event.kind == "cancelled":
            return None
        if ended is not None or rules.outcome(state) is not None:
            return Divergence(event.version, f"unexpected {event.kind} after the match had finished")
        if event.kind in ("resigned", "timed_out") and event.seat is not None and 0 <= event.seat < record.seats:
            if event.level is None and record.seats != 2:
                return Divergence(event.version, f"only a two-seat match ends when a seat has {event.kind}")
            if event.kind == "timed_out" and not keeper.ran_out(event.seat, event.at):
                return Divergence(event.version, f"seat {event.seat}'s clock had not run out")
            reason = "resigned" if event.kind == "resigned" else "timeout"
            ended = resignation_outcome(record.seats, event.seat, reason) if event.level is None else None
            if event.outcome != (None if ended is None else msgspec.to_builtins(ended)):
                return Divergence(event.version, "the outcome differs")
            keeper.seat_changed(event)
            keeper.tick(event.at, frozenset() if ended else rules.to_act(state))
            continue
        if event.kind in SEAT_CHANGES:
            keeper.seat_changed(event)
            keeper.tick(event.at, rules.to_act(state))
            continue
        if event.kind != "move":
            return Divergence(event.version, f"unexpected {event.kind} after the start")
        divergence, state = replay_move(rules, event, state, record.secret)
        if divergence:
            return divergence
        outcome = rules.outcome(state)
        if event.outcome != (None if outcome is None else msgspec.to_builtins(outcome)):
            return Divergence(event.version, "the outcome differs")
        keeper.tick(event.at, rules.to_act(state))
    if ended is None and rules.outcome(state) is None:
        return Divergence(events[-1].version, "the record ends before the match finished")
    return None


class Timekeeper:
    """The clocks of a record with a time control, from its events' times, to check each time-out:
    the seat's clock ran, and had run out, when the time-out was stored. (The server ticks its clocks
    at each stored event, as this reckoning does.)"""

    def __init__(self, record: Record, before_start: list[RecordEvent]) -> None:
        control = next((e.control for e in before_start if e.kind == "time_control"), None)
        self.clocks = start(msgspec.convert(control, TimeControl), record.seats) if control else None
        self.bots = set(record.bots)  # the seats a server bot plays now

    def seat_changed(self, event: RecordEvent) -> None:
        if event.level is None:
            self.bots.discard(event.seat)
        else:
            self.bots.add(event.seat)

    def tick(self, at: datetime, to_act: frozenset[int]) -> None:
        if self.clocks is not None:
            tick(self.clocks, at, frozenset(to_act - self.bots))

    def ran_out(self, seat: int, at: datetime) -> bool:
        clocks = self.clocks
        return clocks is not None and seat in clocks.running and left(clocks, seat, at) <= 0


def replay_move(rules: Any, event: RecordEvent, state: Any, secret: str) -> tuple[Divergence | None, Any]:
    """Re-decide the move of ``event`` and compare with the facts it recorded; the state after it."""
    if event.seat not in rules.to_act(state):
        return Divergence(event.version, f"seat {event.seat} was not to act"), state
    try:
        move = from_builtins(event.move, rules.Move)
        facts = rules.decide(state, event.seat, move, decision_rng(secret, event.version - 1))
    except (IllegalMove, msgspec.ValidationError) as error:
        return Divergence(event.version, f"illegal move: {error}"), state
    if event.facts != [msgspec.to_builtins(f) for f in facts]:
        return Divergence(event.version, "the recorded facts differ from the rules' decision"), state
    return None, fold(rules, facts, state)
