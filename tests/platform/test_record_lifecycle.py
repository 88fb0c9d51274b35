"""``verify`` folds a record through the code live play runs (issue 36): a match with clocks,
takebacks (consented, declined, withdrawn), an abandonment taken back from the bot and a time-out
that ends it, played on both stores at real times, verifies; each tampered variant of its record is
refused at the version of the event that was changed, by name."""

from __future__ import annotations

import re
import time
import uuid
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import msgspec
import pytest

from igroteka.domain.abandon import Abandonment
from igroteka.domain.clocks import TimeControl
from igroteka.domain.lifecycle import Lifecycle
from igroteka.domain.match import Match
from igroteka.domain.matches import MatchService
from igroteka.projections.record import Divergence, Record, RecordEvent, build_record, verify
from igroteka.server.store import store_env
from tests.conftest import STORES, fresh_pg_database

GAME = "pyatiletka"
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")
OPEN_MOVES = {"TakeCharacter", "GivePlan", "SkipAbility", "TakeChairman"}  # RULES.md PY-21.1: always reversible
CLOCK = TimeControl(kind="move", seconds=2.0, on_timeout="lose")
ABANDON = Abandonment(after=1, then="bot")


def open_move(match: Match, seat: int) -> Any:
    return next((m for m in match.rules.legal_moves(match.state, seat) if type(m).__name__ in OPEN_MOVES), None)


def play_until_open_move(service: MatchService, match_id: uuid.UUID, tokens: list[str]) -> tuple[int, Any]:
    """The seat to act and a move of it that can be taken back, after the first legal moves."""
    for _ in range(200):
        match = service.get(match_id)
        seat = min(match.to_act)
        move = open_move(match, seat)
        if move is not None:
            return seat, move
        service.move(match_id, tokens[seat], str(uuid.uuid4()), match.rules.legal_moves(match.state, seat)[0], None)
    raise AssertionError("no move that can be taken back came up")


def lived(service: MatchService) -> Record:
    """Play the match and return its record: every lifecycle step the rules know, at real times."""
    match, _ = service.create(GAME, {"rounds": 1}, 2, {}, clock=CLOCK, abandon=ABANDON)
    tokens = [service.claim(match.id, None, f"игрок {n}")[2] for n in range(2)]
    lifecycle = Lifecycle(service)
    for answer in (lifecycle.consent_takeback, lifecycle.decline_takeback, None):
        seat, move = play_until_open_move(service, match.id, tokens)
        service.move(match.id, tokens[seat], str(uuid.uuid4()), move, None)
        lifecycle.request_takeback(match.id, tokens[seat])
        if answer is None:
            lifecycle.cancel_takeback(match.id, tokens[seat])
        else:
            answer(match.id, tokens[1 - seat])
    (seat,) = service.get(match.id).to_act
    time.sleep(ABANDON.after + 0.1)  # no sign of the seat's person: abandoned, a bot takes it over
    assert lifecycle.abandon(match.id, datetime.now(UTC), frozenset(), {}) is not None
    lifecycle.manual(match.id, tokens[seat])  # the person takes it back: its clock starts again
    time.sleep(CLOCK.seconds + 0.1)
    ended = lifecycle.time_out(match.id, datetime.now(UTC))
    assert ended is not None and ended.outcome is not None and ended.outcome.reason == "timeout"
    return build_record(service.history(match.id))


@pytest.fixture(scope="module", params=STORES)
def record(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Record]:
    """One match's record a store, played once for every check of this module (each changes a copy)."""
    if request.param == "sqlite":
        urls: Iterator[str] = iter([f"sqlite:///{tmp_path_factory.mktemp('store') / 'igroteka.sqlite'}"])
    else:
        urls = fresh_pg_database(request.getfixturevalue("pg_admin_url"))
    service = MatchService(store_env(next(urls)))
    try:
        yield lived(service)
    finally:
        service.close()
        next(urls, None)


def changed(record: Record, kind: str, change: Callable[[RecordEvent, RecordEvent], None], nth: int = 0) -> int:
    """Change the ``nth`` event of ``kind`` (given it and the event before it); its version."""
    events = record.events
    index = [i for i, e in enumerate(events) if e.kind == kind][nth]
    change(events[index], events[index - 1])
    return events[index].version


def copy(record: Record) -> Record:
    return msgspec.json.decode(msgspec.json.encode(record), type=Record)


def test_a_record_with_clocks_takebacks_abandonment_and_a_time_out_verifies(record: Record) -> None:
    kinds = [e.kind for e in record.events]
    for kind in ("time_control", "abandonment", "takeback_consented", "move_taken_back", "takeback_declined"):
        assert kind in kinds, kinds
    assert kinds[-3:] == ["abandoned", "autoplay_off", "timed_out"] and "takeback_cancelled" in kinds
    assert verify(record) is None


def early(event: RecordEvent, before: RecordEvent) -> None:
    event.at = before.at


def winners(event: RecordEvent, before: RecordEvent) -> None:
    assert event.outcome is not None
    event.outcome = {**event.outcome, "winners": [event.seat]}


def no_consenters(event: RecordEvent, before: RecordEvent) -> None:
    event.consenters = []


def other_move(event: RecordEvent, before: RecordEvent) -> None:
    assert event.takeback is not None
    event.takeback -= 1


def lost(event: RecordEvent, before: RecordEvent) -> None:
    event.level, event.lost = None, True


@pytest.mark.parametrize(
    ("kind", "change", "reason"),
    [
        ("timed_out", early, "seat 1's clock had not run out"),
        ("timed_out", winners, "the outcome differs"),
        ("abandoned", early, "absent for the match's abandonment time"),
        ("abandoned", lost, "whether seat"),
        ("takeback_requested", no_consenters, "the seats asked to consent are not the other seats people play"),
        ("move_taken_back", other_move, "not its own last one"),
        ("autoplay_off", lambda event, before: setattr(event, "seat", 1 - (event.seat or 0)), "seat"),
    ],
    ids=["early-time-out", "time-out-winners", "early-abandonment", "abandonment-lost", "consenters", "undo", "manual"],
)
def test_a_tampered_event_is_refused_at_its_version(
    record: Record, kind: str, change: Callable[[RecordEvent, RecordEvent], None], reason: str
) -> None:
    tampered = copy(record)
    seat = next(e.seat for e in record.events if e.kind == "timed_out")
    version = changed(tampered, kind, change)
    divergence = verify(tampered)
    assert divergence is not None and divergence.version == version, divergence
    assert reason.replace("seat 1", f"seat {seat + 1}") in divergence.reason, divergence
    assert CYRILLIC.search(divergence.reason_ru) and not SNAKE.search(divergence.reason_ru), divergence
    assert not SNAKE.search(divergence.reason), divergence


def test_a_reason_counts_seats_from_1_in_both_languages(record: Record) -> None:
    """The record numbers seats from 0, as requests do; its verifier's sentences count them from 1,
    as people do."""
    tampered = copy(record)
    seat = next(e.seat for e in record.events if e.kind == "timed_out")
    version = changed(tampered, "timed_out", lambda event, before: setattr(event, "seat", 0))
    if seat == 0:  # the other seat's time ran out: claim it was seat 0's
        version = changed(tampered, "timed_out", lambda event, before: setattr(event, "at", before.at))
    divergence = verify(tampered)
    assert divergence is not None and divergence.version == version, divergence
    assert "seat 1's clock had not run out" in divergence.reason_in("en"), divergence
    assert "место 1: время ещё не вышло" in divergence.reason_in("ru"), divergence


def test_a_removed_consent_and_an_event_after_the_end_are_refused(record: Record) -> None:
    tampered = copy(record)
    consent = next(i for i, e in enumerate(tampered.events) if e.kind == "takeback_consented")
    del tampered.events[consent]
    divergence = verify(tampered)
    assert divergence is not None and divergence.version == record.events[consent].version + 1, divergence
    assert "does not follow" in divergence.reason
    tampered = copy(record)
    last = tampered.events[-1]
    tampered.events.append(msgspec.structs.replace(last, version=last.version + 1, at=last.at + timedelta(seconds=1)))
    divergence = verify(tampered)
    assert divergence is not None and divergence.version == last.version + 1
    assert divergence.reason == "a time-out after the match had finished"
    assert divergence.reason_ru == "истечение времени после того, как партия закончилась"


def test_a_takeback_consented_without_the_move_taken_back_is_refused(record: Record) -> None:
    tampered = copy(record)
    undo = next(i for i, e in enumerate(tampered.events) if e.kind == "move_taken_back")
    tampered.events[undo] = msgspec.structs.replace(
        tampered.events[undo], kind="autoplay_on", level="random", takeback=None
    )
    divergence = verify(tampered)
    assert divergence is not None and divergence.version == tampered.events[undo].version
    assert divergence.reason == "every consent was in, yet the move was not taken back"


def test_a_bot_seated_at_creation_freed_and_seated_again_verifies(service: MatchService) -> None:
    """The record names each bot seat once, at its last level: the creation's bot seat that the
    organiser freed and filled again is rebuilt as it was."""
    match, organiser = service.create(GAME, {"rounds": 1}, 2, {1: "random"})
    Lifecycle(service).remove_claim(match.id, organiser, 1)
    service.fill(match.id, organiser, {1: "competent"})
    service.claim(match.id, 0, "игрок")
    Lifecycle(service).cancel(match.id, organiser)
    record = build_record(service.history(match.id))
    assert [e.kind for e in record.events][1:] == [
        "claim_removed",
        "seat_claimed",
        "seat_claimed",
        "started",
        "cancelled",
    ]
    assert (record.bots, record.bot_levels) == ([1], ["competent"])
    assert verify(record) is None
    tampered = copy(record)
    del tampered.events[2]  # the bot seated again, gone: the seat is free at the start
    tampered.events[2:] = [msgspec.structs.replace(e, version=n) for n, e in enumerate(tampered.events[2:], start=3)]
    assert verify(tampered) == Divergence(
        4, "the match started with a seat free", "партия началась со свободным местом"
    )


def test_options_and_a_time_control_that_do_not_read_are_divergences(record: Record) -> None:
    tampered = copy(record)
    tampered.options = {"rounds": "all"}
    divergence = verify(tampered)
    assert divergence is not None and divergence.version == 0 and "Invalid options" in divergence.reason
    tampered = copy(record)
    version = changed(tampered, "time_control", lambda event, before: setattr(event, "control", {"kind": "blitz"}))
    divergence = verify(tampered)
    assert divergence is not None and divergence.version == version
    assert divergence.reason.startswith("the clock's setting cannot be read:"), divergence
    assert divergence.reason_in("ru") == "событие не читается (часы партии)", divergence
