"""The full record of a finished match, and its verification against the rules.

A record holds every stored event with its time, actor and ``move_id``, and the match secret, so
an auditor can re-run each decision with the very RNG the server used. ``verify`` rebuilds the match
from the record through the code live play runs: each event decided again by its decider (a move's,
``domain.lifecycle``'s) at the event's recorded time, compared with the recorded one, and applied by
the match's own event methods.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any, cast
from uuid import UUID

import msgspec

from igroteka.domain.abandon import Abandonment
from igroteka.domain.bots import BotLevel
from igroteka.domain.clocks import TimeControl
from igroteka.domain.delay import SpectatorDelay
from igroteka.domain.engine import IllegalMove, from_builtins
from igroteka.domain.entries import (
    TAKEBACK_CANCELLED,
    TAKEBACK_CONSENTED,
    TAKEBACK_DECLINED,
    TAKEBACK_REQUESTED,
    TAKEN_BACK,
)
from igroteka.domain.errors import Conflict, MatchError
from igroteka.domain.games import rules_for
from igroteka.domain.lifecycle import (
    abandoned,
    abandonment,
    decide_autoplay,
    decide_cancel,
    decide_expire,
    decide_manual,
    decide_remove_claim,
    decide_resign,
    decide_takeback_cancel,
    decide_takeback_consent,
    decide_takeback_decline,
    decide_takeback_request,
    decide_time_out,
)
from igroteka.domain.match import Decided, Match, Pending, decide_move
from igroteka.domain.matches import Caller, begin, decode_options, free_seat
from igroteka.projections.ratings import RatingUpdate
from igroteka.projections.signing import Signature
from igroteka.projections.verdicts import FIELD_WORDS, Said, kind_words, seat_number, seat_words
from igroteka.projections.words import problem_detail


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
    prev: str = ""  # the hash of the event before (projections/signing.py)


class TournamentTable(msgspec.Struct):
    """Where a tournament match was played: its tournament, tour and table (both from 1)."""

    tournament: str
    tour: int
    table: int


class Record(msgspec.Struct):
    """``format`` names the record's shape: a verifier refuses a format it does not read.
    ``tournament``: the table of a tournament match; ``ratings``: a rated match's one rating
    update, every seat's player and rating before and after (absent from every other record, so
    records without it encode, and verify, as before it existed); ``signature``: the server's
    (see projections/signing.py), covering everything else in the record, ``ratings`` included."""

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
    tournament: TournamentTable | None = None
    ratings: RatingUpdate | msgspec.UnsetType = msgspec.UNSET
    signature: Signature | None = None


# Format 3: its events chained and the record signed (format 2 had neither; format 1 stored one
# event per fact, not one per move).
RECORD_FORMAT = "igroteka-record/3"
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
    return format_said(found).en


def format_said(found: str) -> Said:
    shown = found or "(none)"
    return Said(
        f"формат записи {shown!r} — не {RECORD_FORMAT!r}, единственный, который проверяет этот сервер",
        f"record format {shown!r} is not {RECORD_FORMAT!r}, the only one this server verifies",
    )


def has_ended(domain_event: Any) -> bool:
    """Whether the match ended with this stored event: one that carries the outcome (a move, or a
    resignation or loss on time that ended a two-seat match), a cancellation or expiry."""
    return type(domain_event).__name__ in ("Cancelled", "Expired") or getattr(domain_event, "outcome", None) is not None


def build_record(
    domain_events: list[Any], seal: Callable[[Record], None] | None = None, ratings: RatingUpdate | None = None
) -> Record:
    """The record of one match from its stored domain events, oldest first: once it has finished
    or been cancelled. ``seal`` chains and signs it (the server's key); ``ratings``: the rating
    update of a rated match (projections/ratings.py), signed with the rest."""
    created = domain_events[0]
    if not has_ended(domain_events[-1]):
        raise Conflict("match_not_finished", "The record is published once the match has finished or been cancelled.")
    events = [record_event(e) for e in domain_events]
    bots = dict(zip(created.bots, created.bot_levels, strict=True))  # seated at creation, then by the organiser
    bots.update({e.seat: e.level for e in domain_events if type(e).__name__ == "SeatClaimed" and e.level})
    record = Record(
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
        tournament=None if (table := getattr(created, "table", None)) is None else TournamentTable(**table),
        ratings=msgspec.UNSET if ratings is None else ratings,
    )
    if seal is not None:
        seal(record)
    return record


# What a record's event holds of its stored event (beside its version, time and kind, and its delay).
EVENT_FIELDS = (
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
)


def record_event(domain_event: Any) -> RecordEvent:
    kind = KINDS[type(domain_event).__name__]
    item = RecordEvent(version=domain_event.originator_version, at=domain_event.timestamp, kind=kind)
    for field in EVENT_FIELDS:
        if getattr(domain_event, field, None) is not None:
            setattr(item, field, getattr(domain_event, field))
    if hasattr(domain_event, "delay"):
        item.delay = msgspec.convert(domain_event.delay, SpectatorDelay)
    return item


class Divergence(msgspec.Struct):
    """The first event of a record the rules do not decide so: its version, and why, in English
    (``reason``) and in Russian (``reason_ru``)."""

    version: int
    reason: str
    reason_ru: str = ""

    def reason_in(self, lang: str) -> str:
        return self.reason_ru if lang == "ru" and self.reason_ru else self.reason


def diverged(version: int, said: Said) -> Divergence:
    return Divergence(version, said.en, said.ru)


def unreadable(error: Exception) -> Divergence:
    """A tampered record may break the fold anywhere: that too is a divergence, at version 0."""
    return diverged(
        0,
        Said(
            f"запись не удаётся проверить ({type(error).__name__})",
            f"the record cannot be re-run: {type(error).__name__}",
        ),
    )


def verify(record: Record) -> Divergence | None:
    """Re-run the record through the rules; the first divergence, or None if it is legal.

    The match is rebuilt as live play builds it, as a replay folds a game through its moves: each
    recorded event is decided again by the decider the server ran for it (``domain.match``'s move,
    ``domain.lifecycle``'s), on the match as the events before it left it and at the event's own
    time; what it decides must be the recorded event(s), which the match's event methods then
    apply, at their recorded times, as they apply a stored event."""
    if record.format != RECORD_FORMAT:
        return diverged(0, format_said(record.format))
    try:
        rules = rules_for(record.game, record.rules_version)
    except KeyError:
        game, version = record.game, record.rules_version
        return diverged(0, Said(f"нет правил игры {game} версии {version}", f"no rules for {game} version {version}"))
    try:
        decode_options(rules, record.options)
    except MatchError as error:
        return diverged(0, Said(problem_detail(error.code, error.message, "ru"), error.message))
    events = record.events
    if not events or events[0].kind != "created":
        said = Said("запись начинается не с создания партии", "the record does not begin with the match's creation")
        return diverged(events[0].version if events else 0, said)
    match = created(record, events[0])
    index = 1
    while index < len(events):
        event = events[index]
        decision: Decision | Said = Said("", "")
        refused = out_of_turn(match, event)
        if refused is None:
            try:
                decision = decide(match, event)
            except (IllegalMove, msgspec.ValidationError, MatchError) as error:
                refused = refusal(match, event, error)
        if refused is not None:
            return diverged(event.version, refused)
        if isinstance(decision, Said):
            return diverged(event.version, decision)
        pending, decided = decision
        for cls, fields in pending:
            divergence = replay_event(match, cls, fields, events[index] if index < len(events) else None, decided)
            if divergence is not None:
                return divergence
            index += 1
    if match.status == "open":
        return diverged(0, Said("партия так и не началась", "the match never started"))
    if match.status == "running":
        return diverged(
            events[-1].version, Said("запись кончается раньше партии", "the record ends before the match finished")
        )
    return None


def refusal(match: Match, event: RecordEvent, error: Exception) -> Said:
    """Why the rules refuse ``event``: the game refuses the move, the event cannot be read, or a
    lifecycle decider refuses it (its problem's sentence, in each language)."""
    if isinstance(error, IllegalMove):
        ru, en = (problem_detail(error.code, error.message, lang, match.game) for lang in ("ru", "en"))
        return Said(f"ход не по правилам: {ru}", f"illegal move: {en}")
    kind = kind_words(event.kind)
    if isinstance(error, MatchError):
        ru, en = (problem_detail(error.code, error.message, lang, seat=error.seat) for lang in ("ru", "en"))
        return Said(f"правила не допускают это событие ({kind.ru}): {ru}", f"the rules refuse {kind.en}: {en}")
    return Said(f"событие не читается ({kind.ru})", f"{kind.en} cannot be read: {error}")


NIL = UUID(int=0)  # the rebuilt match's id: a match's id plays no part in its rules
ENDED = {
    "finished": Said("закончилась", "finished"),
    "cancelled": Said("была отменена", "been cancelled"),
    "expired": Said("была снята", "expired"),
}
BEFORE_START = ("seat_claimed", "claim_removed", "time_control", "abandonment", "spectator_delay", "started")
Decision = tuple[Pending, Decided | None]


def created(record: Record, first: RecordEvent) -> Match:
    """The match as its creation left it, at the creation's time. The record names every bot seat,
    at its last level: those seated at creation are the ones whose first claim event (if any) frees
    them; the organiser's claims seat the others again."""
    opening: dict[int | None, str] = {}  # each seat's first claim event
    for event in record.events:
        if event.kind in ("seat_claimed", "claim_removed"):
            opening.setdefault(event.seat, event.kind)
    levels = zip(record.bots, record.bot_levels, strict=False)
    bots = {seat: level for seat, level in levels if opening.get(seat) != "seat_claimed"}
    return Match._create(  # eventsourcing's constructor, given the id
        Match.Created,
        id=NIL,
        timestamp=first.at,
        game=record.game,
        options=record.options,
        rules_version=record.rules_version,
        seats=record.seats,
        secret=record.secret,
        organiser_hash="",
        bots=sorted(bots),
        bot_levels=[bots[seat] for seat in sorted(bots)],
        table=None if record.tournament is None else msgspec.to_builtins(record.tournament),
        rated=record.ratings is not msgspec.UNSET,
        bot_delay=None,  # pace, not rules: a record leaves it out
    )


def out_of_turn(match: Match, event: RecordEvent) -> Said | None:
    """Why ``event`` cannot come next whatever it holds, or None: its version is not the next one,
    the match is over, or it belongs before the start."""
    version, kind = event.version, kind_words(event.kind)
    if version != match.version + 1:
        return Said(
            f"событие {version} идёт не следом за событием {match.version}",
            f"event {version} does not follow event {match.version}",
        )
    status = match.status
    if status in ENDED:
        ended = ENDED[status]
        return Said(f"{kind.ru} после того, как партия {ended.ru}", f"{kind.en} after the match had {ended.en}")
    if event.seat is not None and not 0 <= event.seat < match.seats:
        return Said(f"в партии нет места {event.seat + 1}", f"seat {event.seat + 1} is not a seat of this match")
    if event.kind in BEFORE_START and match.started:
        return Said(f"{kind.ru} после начала партии", f"{kind.en} after the start")
    return None


def decide(match: Match, event: RecordEvent) -> Decision | Said:
    """What the server decides for ``event`` on ``match`` at the event's time, the input it gave
    (the seat's move, the level asked for, the seat it names) taken from the event; or why it
    decides nothing. Raises what the decider raises."""
    kind, seat, at = event.kind, event.seat, event.at
    who = seat_words(seat)
    if kind == "move":
        return decide_move(
            match, -1 if seat is None else seat, event.move_id, from_builtins(event.move, match.rules.Move)
        )
    if kind == "timed_out":
        return fired(
            decide_time_out(match, at), Said(f"{who.ru}: время ещё не вышло", f"{who.en}'s clock had not run out")
        )
    if kind == "abandoned":
        if seat is None or not abandoned(match, seat, at, frozenset(), {}):
            return Said(
                f"{who.ru}: это не место человека, который должен ходить и отсутствовал столько, сколько позволяет партия",
                f"{who.en} was not a person's seat to act, absent for the match's abandonment time",
            )
        return abandonment(match, seat), None
    if kind == "expired":
        return fired(
            decide_expire(match, at, 0.0),
            Said(
                "снимается только открытая партия, к которой никто не сел",
                "only an open match no person has joined expires",
            ),
        )
    if kind == "cancelled":
        return decide_cancel(match, Caller(organiser=True)), None
    if kind == "claim_removed":
        return decide_remove_claim(match, Caller(organiser=True), -1 if seat is None else seat), None
    if kind == "started":
        if match.free_seats():
            return Said("партия началась со свободным местом", "the match started with a seat free")
        return begin(match), None
    if kind in AS_RECORDED:
        return [AS_RECORDED[kind](match, event)], None
    command = SEAT_COMMANDS.get(kind)
    if command is None:
        named = kind_words(kind)
        if kind == TAKEN_BACK:
            return Said(
                f"{named.ru} без согласий: ход возвращают только согласия, которых просят",
                f"{named.en} without consents: only the consents a takeback needs take a move back",
            )
        return Said(f"{named.ru} здесь не бывает", f"{named.en} has no place here")
    if seat is None or match.holders[seat] is None:
        named = kind_words(kind)
        return Said(f"{named.ru}: место никем не занято", f"{named.en} names no seat of anyone")
    return command(match, Caller(seat=seat), event), None


def fired(pending: Pending, otherwise: Said) -> Decision | Said:
    """What the server decided by itself, or why it decides nothing (``otherwise``)."""
    return (pending, None) if pending else otherwise


# What a seat's person asks for, decided as live play decides it (the level asked for from the event).
SEAT_COMMANDS: dict[str, Callable[[Match, Caller, RecordEvent], Pending]] = {
    "resigned": lambda match, caller, event: decide_resign(match, caller),
    "autoplay_on": lambda match, caller, event: decide_autoplay(match, caller, cast(BotLevel | None, event.level)),
    "autoplay_off": lambda match, caller, event: decide_manual(match, caller),
    TAKEBACK_REQUESTED: lambda match, caller, event: decide_takeback_request(match, caller),
    TAKEBACK_CONSENTED: lambda match, caller, event: decide_takeback_consent(match, caller),
    TAKEBACK_DECLINED: lambda match, caller, event: decide_takeback_decline(match, caller),
    TAKEBACK_CANCELLED: lambda match, caller, event: decide_takeback_cancel(match, caller),
}


def claimed(match: Match, event: RecordEvent) -> tuple[type, dict[str, Any]]:
    """A seat claimed before the start, as recorded (who claims a seat is no rule of the game), if
    the seat was free; the record keeps no token and names no player account."""
    free_seat(match, event.seat)
    return Match.SeatClaimed, {
        "seat": event.seat,
        "name": event.name,
        "token_hash": "",
        "level": event.level,
        "player": None,
    }


def time_control(event: RecordEvent) -> dict[str, Any] | None:
    """The time control as recorded, once it reads as one (else ``msgspec.ValidationError``)."""
    msgspec.convert(event.control, TimeControl)
    return event.control


# The options recorded at creation, before the start, as recorded: they are the match's, no rule's.
AS_RECORDED: dict[str, Callable[[Match, RecordEvent], tuple[type, dict[str, Any]]]] = {
    "seat_claimed": claimed,
    "time_control": lambda match, event: (Match.TimeControlSet, {"control": time_control(event)}),
    "abandonment": lambda match, event: (Match.AbandonmentSet, {"policy": msgspec.to_builtins(event.policy)}),
    "spectator_delay": lambda match, event: (Match.SpectatorDelaySet, {"delay": msgspec.to_builtins(event.delay)}),
}


def replay_event(
    match: Match, cls: type, fields: dict[str, Any], recorded: RecordEvent | None, decided: Decided | None
) -> Divergence | None:
    """Check the recorded event against the one decided (``cls`` with ``fields``), then apply it
    to the match at its recorded time as a stored event is applied; the divergence if they differ."""
    version = match.version + 1
    if recorded is None or recorded.version != version:
        kind = KINDS[cls.__name__]
        return diverged(version, missing(kind))
    if "level" in fields and fields["level"] is not None and recorded.level is not None:
        fields = {**fields, "level": recorded.level}  # which server bot takes a seat over is no rule
    if cls is Match.MovePlayed:
        fields = {**fields, "move": recorded.move}  # the move as sent: the seat's input, not decided
    event = cls(originator_id=match.id, originator_version=version, timestamp=recorded.at, **fields)
    reason = difference(record_event(event), recorded)
    if reason is not None:
        return diverged(version, reason)
    if decided is None:
        event.mutate(match)
    else:
        match.apply_decided(event, decided)
    return None


def missing(kind: str) -> Said:
    if kind == TAKEN_BACK:
        return Said(
            "все согласия получены, а ход не возвращён", "every consent was in, yet the move was not taken back"
        )
    named = kind_words(kind)
    return Said(
        f"в записи нет события, которое решают правила: {named.ru}",
        f"the record has no {named.en} where the rules decide one",
    )


def as_of_its_time(expected: dict[str, Any] | None, recorded: dict[str, Any] | None) -> dict[str, Any] | None:
    """The outcome the rules decide, as a record of the recorded one's time holds it: a record made
    before outcomes carried the game's scoring has none, and its outcome is compared without it
    (the scoring follows from the facts the record is checked against)."""
    if expected is None or recorded is None or "scoring" in recorded:
        return expected
    return {name: value for name, value in expected.items() if name != "scoring"}


def difference(expected: RecordEvent, recorded: RecordEvent) -> Said | None:
    """Why the recorded event is not the one the rules decide, field by field; None if it is."""
    expected = msgspec.structs.replace(expected, outcome=as_of_its_time(expected.outcome, recorded.outcome))
    kind, seat = expected.kind, expected.seat
    named, who, theirs_seat = kind_words(kind), seat_words(seat), seat_words(recorded.seat)
    if recorded.kind != kind:
        if kind == TAKEN_BACK:
            return missing(kind)
        found = kind_words(recorded.kind)
        return Said(
            f"записано «{found.ru}», а правила решают «{named.ru}»", f"{found.en} where the rules decide {named.en}"
        )
    if recorded.seat != seat:
        if kind == "timed_out":
            return Said(
                f"{theirs_seat.ru}: время ещё не вышло (раньше вышло — {who.ru})",
                f"{theirs_seat.en}'s clock had not run out ({who.en}'s ran out first)",
            )
        return Said(
            f"правила решают «{named.ru}» для места {seat_number(seat)}, а не {seat_number(recorded.seat)}",
            f"the rules decide {named.en} for {who.en}, not {theirs_seat.en}",
        )
    if recorded.takeback != expected.takeback:
        return Said(
            f"{who.ru} просит вернуть ход, который не его последний",
            f"{who.en} asked to take back a move that is not its own last one",
        )
    if recorded.consenters != expected.consenters:
        return Said(
            "о согласии спрошены не другие места, за которыми играют люди",
            "the seats asked to consent are not the other seats people play",
        )
    if recorded.move != expected.move:
        return Said("это не ход по умолчанию этой игры", "the move is not the game's default action")
    if recorded.facts != expected.facts:
        if kind == "started":
            return Said("расклад при начале не тот, что дают правила", "the setup facts differ from the rules' deal")
        return Said(
            "записанные факты расходятся с решением правил", "the recorded facts differ from the rules' decision"
        )
    if recorded.outcome != expected.outcome:
        return Said("итог партии не тот", "the outcome differs")
    if recorded.lost != expected.lost:
        return Said(
            f"{who.ru}: поражение записано не так, как велят настройки партии",
            f"whether {who.en} lost differs from the match's options",
        )
    if (recorded.level is None) != (expected.level is None):
        bot = (
            Said("бот играет", "a server bot plays")
            if recorded.level is not None
            else Said("бот не играет", "no server bot plays")
        )
        return Said(
            f"{bot.ru} за {who.ru} после события «{named.ru}» вопреки правилам",
            f"{bot.en} {who.en} on after {named.en}, against the rules",
        )
    for field in (*EVENT_FIELDS, "delay"):  # as JSON: a record read back holds Structs where one built holds dicts
        mine, theirs = getattr(recorded, field), getattr(expected, field)
        if mine != theirs and msgspec.to_builtins(mine) != msgspec.to_builtins(theirs):
            ru, en = FIELD_WORDS[field]
            return Said(
                f"записанное поле «{ru}» расходится с решением правил",
                f"the recorded {en} differs from the rules' decision",
            )
    return None
