"""The full record of a finished match, and its verification against the rules (DESIGN §7).

A record holds every stored event with its time, actor and ``move_id``, and the match secret, so
an auditor can re-run each decision with the very RNG the server used and compare the facts.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import msgspec

from domain.abandon import Abandonment
from domain.clocks import TimeControl, left, restart, start, tick
from domain.delay import SpectatorDelay
from domain.engine import IllegalMove, Outcome, decision_rng, fold, from_builtins
from domain.errors import Conflict
from domain.games import rules_for
from domain.match import (
    TAKEBACK_CANCELLED,
    TAKEBACK_CONSENTED,
    TAKEBACK_DECLINED,
    TAKEBACK_REQUESTED,
    TAKEN_BACK,
    resignation_outcome,
)
from domain.matches import decode_options
from domain.takeback import Takeback, reveals


class RecordEvent(msgspec.Struct, omit_defaults=True):
    """One stored event: ``started`` carries the setup facts, ``move`` the move's seat, ``move_id``,
    move and facts in order, and ``outcome`` when it ended the match; a ``timed_out`` under
    ``on_timeout: "default"`` carries the game's default move for the seat and its facts likewise."""

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
    takeback: int | None = None  # a takeback event: the version of the move it is about
    consenters: list[int] | None = None  # a takeback_requested event: the seats asked to consent
    policy: Abandonment | None = None  # an abandonment event's option
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
    "TakebackRequested": "takeback_requested",
    "TakebackConsented": "takeback_consented",
    "TakebackDeclined": "takeback_declined",
    "TakebackCancelled": "takeback_cancelled",
    "MoveTakenBack": "move_taken_back",
    "AbandonmentSet": "abandonment",
    "SeatAbandoned": "abandoned",
    "SpectatorDelaySet": "spectator_delay",
}
SEAT_CHANGES = ("autoplay_on", "autoplay_off")  # who plays a seat changes; the game does not
# the events that may end a two-seat match for one seat, and the outcome's reason then (an
# abandonment is not checked against anything in the record: presence is no fact of the match)
SEAT_LOSSES = {"resigned": "resigned", "timed_out": "timeout", "abandoned": "abandoned"}


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
    for field in (
        "seat",
        "move_id",
        "move",
        "facts",
        "name",
        "outcome",
        "level",
        "control",
        "lost",
        "takeback",
        "consenters",
        "policy",
    ):
        if getattr(domain_event, field, None) is not None:
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
    referee = Referee(rules, record, setup)
    for event in events[started + 1 :]:
        if event.kind == "cancelled":
            return None
        if ended is not None or rules.outcome(state) is not None:
            return Divergence(event.version, f"unexpected {event.kind} after the match had finished")
        if referee.granted and event.kind != TAKEN_BACK:
            return Divergence(event.version, "every consent was in, yet the move was not taken back")
        if event.kind in Referee.KINDS:
            divergence = referee.step(event, [n for n in range(record.seats) if n not in keeper.bots])
            if divergence:
                return divergence
            if event.kind == TAKEN_BACK:
                state = referee.state()
            keeper.tick(event.at, rules.to_act(state))
            continue
        referee.request = None  # anything but a takeback step withdraws a pending request
        if event.kind == "timed_out" and event.move is not None:
            divergence, state = replay_default(rules, event, state, record.secret, keeper)
            if divergence:
                return divergence
            referee.moves.append(event)  # its facts count, and it is the last decision
            continue
        if event.kind in SEAT_LOSSES and event.seat is not None and 0 <= event.seat < record.seats:
            if event.level is None and record.seats != 2:
                return Divergence(event.version, f"only a two-seat match ends when a seat has {event.kind}")
            if event.kind == "timed_out" and not keeper.ran_out(event.seat, event.at):
                return Divergence(event.version, f"seat {event.seat}'s clock had not run out")
            reason = SEAT_LOSSES[event.kind]
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
        referee.moves.append(event)
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

    def restart(self, seat: int) -> None:
        if self.clocks is not None:
            restart(self.clocks, seat)

    def ran_out(self, seat: int, at: datetime) -> bool:
        clocks = self.clocks
        return clocks is not None and seat in clocks.running and left(clocks, seat, at) <= 0


class Referee:
    """The takebacks of a record, checked as the server decides them (``domain.lifecycle``): the
    moves that still count, the request pending, and the moves whose takeback was declined."""

    KINDS = (TAKEBACK_REQUESTED, TAKEBACK_CONSENTED, TAKEBACK_DECLINED, TAKEBACK_CANCELLED, TAKEN_BACK)

    def __init__(self, rules: Any, record: Record, setup: list[Any]) -> None:
        self.rules = rules
        self.record = record
        self.setup = setup
        self.moves: list[RecordEvent] = []  # the moves not taken back, oldest first
        self.request: Takeback | None = None
        self.declined: set[int] = set()

    @property
    def granted(self) -> bool:
        """Whether the pending request has every consent it needs."""
        request = self.request
        return request is not None and set(request.consenters) <= set(request.consents)

    def state(self, before: int | None = None) -> Any:
        """The game state from the moves that count (only those stored before version ``before``)."""
        moves = [m for m in self.moves if before is None or m.version < before]
        facts = [from_builtins(fact, self.rules.Fact) for move in moves for fact in move.facts]
        return fold(self.rules, [*self.setup, *facts])

    def step(self, event: RecordEvent, people: list[int]) -> Divergence | None:
        """Check one takeback event, ``people`` being the seats persons play; None if it is legal."""
        request, seat, version = self.request, event.seat, event.takeback
        if seat is None or version is None:
            return Divergence(event.version, f"{event.kind} names no seat or no move")
        if event.kind == TAKEBACK_REQUESTED:
            reason = self.refusal(seat, version, event.consenters, people)
            if reason is None:
                self.request = Takeback(seat, version, list(event.consenters or []), [])
            return None if reason is None else Divergence(event.version, reason)
        if request is None or version != request.version:
            return Divergence(event.version, f"{event.kind} with no such takeback asked for")
        answering = seat in request.consenters and seat not in request.consents
        if event.kind == TAKEBACK_CONSENTED and answering:
            request.consents.append(seat)
            return None
        if event.kind == TAKEBACK_DECLINED and answering:
            self.declined.add(request.version)
        elif event.kind == TAKEBACK_CANCELLED and seat == request.seat:
            pass
        elif event.kind == TAKEN_BACK and seat == request.seat and self.granted:
            self.moves.pop()
        else:
            return Divergence(event.version, f"seat {seat} may not {event.kind.replace('_', ' ')} here")
        self.request = None
        return None

    def refusal(self, seat: int, version: int, consenters: list[int] | None, people: list[int]) -> str | None:
        """Why the server would have refused ``seat``'s request to take back its move stored at
        ``version``, asking ``consenters``; None if it would not."""
        last = self.moves[-1] if self.moves else None
        if self.request is not None:
            return "a takeback was asked for while another was pending"
        if last is None or last.kind != "move" or last.seat != seat or version != last.version or seat not in people:
            return f"seat {seat} asked to take back a move that is not its own last one"
        if last.version in self.declined:
            return "a declined takeback was asked for again"
        if consenters != [n for n in people if n != seat]:
            return "the seats asked to consent are not the other seats people play"
        rules = self.rules
        move = from_builtins(last.move, rules.Move)
        facts = [from_builtins(fact, rules.Fact) for fact in last.facts]
        rng = decision_rng(self.record.secret, last.version - 1)
        if reveals(rules, self.state(last.version), seat, move, facts, rng, self.record.seats):
            return "the move asked back drew on chance or revealed hidden information"
        return None


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


def replay_default(
    rules: Any, event: RecordEvent, state: Any, secret: str, keeper: Timekeeper
) -> tuple[Divergence | None, Any]:
    """A time-out that made the seat's decision by the game's default action: the seat's clock had
    run out, the move is the game's default, its facts and outcome are the rules' own."""
    seat = event.seat
    if seat is None or not keeper.ran_out(seat, event.at):
        return Divergence(event.version, f"seat {seat}'s clock had not run out"), state
    if event.move != msgspec.to_builtins(rules.default_move(state, seat)):
        return Divergence(event.version, "the move is not the game's default action"), state
    divergence, state = replay_move(rules, event, state, secret)
    if divergence:
        return divergence, state
    outcome = rules.outcome(state)
    if event.outcome != (None if outcome is None else msgspec.to_builtins(outcome)):
        return Divergence(event.version, "the outcome differs"), state
    keeper.tick(event.at, rules.to_act(state))
    keeper.restart(seat)
    return None, state
