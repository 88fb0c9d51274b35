"""Correspondence reminders (issue 38) on real stores (SQLite, PostgreSQL): the turns a stored match has, the
reminders its players' points make and which are due at a moment, each under a key that does not
change with the process or the restart; and the scheduler that hands each due reminder once to the
callable it was given, even when a new scheduler starts over the same store."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any
from uuid import UUID

import pytest

from igroteka.domain.clocks import TimeControl
from igroteka.domain.lifecycle import Lifecycle
from igroteka.domain.match import Match
from igroteka.domain.matches import MatchService
from igroteka.domain.reminders import DEFAULT_POINTS, Reminder, due, schedule, turns, upcoming
from igroteka.server.accounts import PgTables, SqliteTables
from igroteka.server.reminders import SCHEMA, ReminderScheduler, ReminderTables

HOUR = 3600


def reminder_tables(database_url: str) -> ReminderTables:
    """The reminder tables of the store, as a server process makes them."""
    if database_url.startswith("sqlite:///"):
        return ReminderTables(SqliteTables(database_url.removeprefix("sqlite:///"), SCHEMA))
    return ReminderTables(PgTables(database_url, 5.0, SCHEMA))


def started(
    service: MatchService, control: TimeControl, players: tuple[str | None, str | None]
) -> tuple[Match, list[str]]:
    """A running two-seat «Победа!» under ``control``, seat n claimed by account ``players[n]``."""
    match, _ = service.create("pobeda", {}, 2, {}, control)
    tokens = [service.claim(match.id, n, f"игрок {n}", player)[2] for n, player in enumerate(players)]
    return service.get(match.id), tokens


DAYS = TimeControl(kind="days", days=2, on_timeout="lose")


def test_a_running_seat_of_a_days_match_held_by_a_player_has_a_turn_from_the_version_that_began_it(
    service: MatchService,
) -> None:
    match, _ = started(service, DAYS, ("p0", "p1"))
    (turn,) = turns(match)
    (seat,) = match.to_act
    assert (turn.seat, turn.player, turn.version) == (seat, f"p{seat}", match.version)  # the start began it
    assert turn.deadline == turn.began + timedelta(days=2) and turn.began == match.clocks.since


def test_no_turn_for_a_guest_a_bot_or_a_clock_other_than_days(service: MatchService) -> None:
    guests, _ = started(service, DAYS, (None, None))
    assert turns(guests) == []
    timed, _ = started(service, TimeControl(kind="move", seconds=3600, on_timeout="lose"), ("p0", "p1"))
    assert turns(timed) == []
    match, _ = service.create("pobeda", {}, 2, {1: None}, DAYS)
    match, _, _ = service.claim(match.id, 0, "игрок", "p0")
    assert all(turn.seat == 0 for turn in turns(service.get(match.id)))  # the bot's seat never runs


def test_an_event_that_leaves_the_deadline_keeps_the_turns_version_and_a_move_begins_a_new_one(
    service: MatchService,
) -> None:
    match, tokens = started(service, DAYS, ("p0", "p1"))
    (before,) = turns(match)
    waiting = 1 - before.seat
    Lifecycle(service).autoplay(match.id, tokens[waiting], None)  # the other seat's bot: no change of turn
    Lifecycle(service).manual(match.id, tokens[waiting])
    (same,) = turns(service.get(match.id))
    assert (same.version, same.deadline, same.began) == (before.version, before.deadline, before.began)
    match = service.get(match.id)
    move = match.rules.legal_moves(match.state, before.seat)[0]
    service.move(match.id, tokens[before.seat], "first", move, None)
    match = service.get(match.id)
    (after,) = turns(match)
    assert (after.seat, after.player, after.version) == (waiting, f"p{waiting}", match.version)
    assert {r.key for r in schedule([before], {})}.isdisjoint(r.key for r in schedule([after], {}))


def test_points_make_reminders_due_before_the_deadline_each_keyed_by_match_seat_version_point(
    service: MatchService,
) -> None:
    match, _ = started(service, DAYS, ("p0", "p1"))
    (turn,) = turns(match)
    reminders = schedule([turn], {turn.player: (3 * 24 * HOUR, 2 * 24 * HOUR, 24 * HOUR, HOUR)})  # 2, 3 days: none
    assert [(r.point, r.at) for r in reminders] == [
        (24 * HOUR, turn.deadline - timedelta(hours=24)),
        (HOUR, turn.deadline - timedelta(hours=1)),
    ]
    assert reminders[1].key == f"reminder:{match.id}:{turn.seat}:{turn.version}:3600"
    assert due(reminders, turn.deadline - timedelta(hours=25)) == []
    assert due(reminders, turn.deadline - timedelta(hours=23)) == reminders[:1]
    late = turn.deadline - timedelta(minutes=30)  # both came while nobody looked: both are due
    assert due(reminders, late) == reminders and due(reminders, late, [reminders[0].key]) == reminders[1:]
    assert due(reminders, turn.deadline) == []  # the time ran out: the time-out tells the rest
    assert upcoming(reminders, turn.began) == reminders[0].at and upcoming(reminders, late) is None
    assert [r.point for r in schedule([turn], {})] == list(DEFAULT_POINTS)
    assert schedule([turn], {turn.player: ()}) == []


class Recorder:
    """The callable a scheduler hands reminders to: it keeps them (and fails when told to)."""

    def __init__(self) -> None:
        self.handed: list[Reminder] = []
        self.failing = False

    def __call__(self, reminder: Reminder) -> None:
        self.handed.append(reminder)
        if self.failing:
            raise RuntimeError("the delivery's store is down")


def scheduler(service: MatchService, url: str, hand: Recorder, now: Callable[[], datetime]) -> ReminderScheduler:
    async def read(match_id: UUID, fn: Callable[[Match], Any], at_least: int = 0, fresh: bool = False) -> Any:
        return fn(await asyncio.to_thread(service.get, match_id))

    async def run(fn: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.to_thread(fn, *args)

    return ReminderScheduler(read, run, reminder_tables(url), hand, 60.0, now)


def test_the_scheduler_hands_each_due_reminder_once_and_a_new_one_over_the_same_store_not_again(
    service: MatchService, database_url: str
) -> None:
    match, _ = started(service, DAYS, ("p0", "p1"))
    (turn,) = turns(match)
    moment = [turn.deadline - timedelta(hours=23)]
    hand = Recorder()

    async def scenario() -> None:
        first = scheduler(service, database_url, hand, lambda: moment[0])
        first.changed(match.id)
        assert await first.once() == 60.0  # the next reminder is 22 h away: it looks again in a minute
        await first.once()
        assert [(r.key, r.player) for r in hand.handed] == [
            (f"reminder:{match.id}:{turn.seat}:{turn.version}:86400", turn.player)
        ]
        first.tables.close()
        second = scheduler(service, database_url, hand, lambda: moment[0])  # after a restart
        second.changed(match.id)
        await second.once()
        assert len(hand.handed) == 1
        moment[0] = turn.deadline - timedelta(seconds=30 * 60)
        await second.once()
        assert [r.point for r in hand.handed] == [86400, 3600]
        second.tables.close()

    asyncio.run(scenario())


def test_a_reminder_whose_hand_failed_is_handed_again_under_the_same_key_and_chosen_points_count(
    service: MatchService, database_url: str
) -> None:
    match, _ = started(service, DAYS, ("p0", "p1"))
    (turn,) = turns(match)
    hand = Recorder()

    async def scenario() -> None:
        tables = reminder_tables(database_url)
        assert tables.points(turn.player) is None
        assert tables.choose(turn.player, [2 * HOUR, 12 * HOUR, 2 * HOUR]) == (12 * HOUR, 2 * HOUR)
        tables.close()
        moment = turn.deadline - timedelta(hours=11)
        pass_ = scheduler(service, database_url, hand, lambda: moment)
        pass_.changed(match.id)
        hand.failing = True
        with pytest.raises(RuntimeError):
            await pass_.once()
        hand.failing = False
        await pass_.once()
        assert [r.key for r in hand.handed] == [f"reminder:{match.id}:{turn.seat}:{turn.version}:43200"] * 2
        await pass_.once()
        assert len(hand.handed) == 2
        pass_.tables.close()

    asyncio.run(scenario())


def test_a_finished_match_leaves_the_schedule(service: MatchService, database_url: str) -> None:
    match, tokens = started(service, DAYS, ("p0", "p1"))
    (turn,) = turns(match)
    hand = Recorder()

    async def scenario() -> None:
        pass_ = scheduler(service, database_url, hand, lambda: turn.deadline - timedelta(minutes=1))
        pass_.changed(match.id)
        await asyncio.to_thread(Lifecycle(service).resign, match.id, tokens[turn.seat])
        await pass_.once()
        assert hand.handed == [] and pass_.turns == {}
        pass_.tables.close()

    asyncio.run(scenario())


def test_a_started_scheduler_hands_a_reminder_when_a_change_wakes_it_and_stops(
    service: MatchService, database_url: str
) -> None:
    match, _ = started(service, DAYS, ("p0", "p1"))
    (turn,) = turns(match)
    hand = Recorder()

    async def scenario() -> None:
        running = scheduler(service, database_url, hand, lambda: turn.deadline - timedelta(minutes=30))
        running.start([])  # the lobby knows no correspondence match yet
        await asyncio.sleep(0.2)
        assert hand.handed == []
        running.changed(match.id)  # a commit of the match wakes it
        for _ in range(100):
            if len(hand.handed) == 2:
                break
            await asyncio.sleep(0.05)
        assert [r.point for r in hand.handed] == [86400, 3600]
        running.stop()
        running.tables.close()

    asyncio.run(scenario())
