"""Presence within one process (issue 14): the tracker's counts per seat, the board's changes one
match at a time, and a lobby row made after its match's streams opened."""

from __future__ import annotations

import asyncio
import threading
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

from igroteka.domain.matches import MatchService
from igroteka.projections.lobby import Lobby
from igroteka.projections.presence import BOARD, PresenceBoard
from igroteka.server.config import Settings
from igroteka.server.presence import WATCHING, PresenceKeeper, Row, SqliteTable, Tracker


async def nothing() -> None:
    """The abandonment sweep the keeper runs after each look: none here, these tests look at presence."""


def test_the_tracker_counts_each_seat_s_streams_and_merges_the_other_instances(tmp_path: Path) -> None:
    tracker = Tracker(SqliteTable(str(tmp_path / "presence.db")), timeout=10.0)
    first, second = uuid.uuid4(), uuid.uuid4()
    assert tracker.opened((first, 0)) is True
    assert tracker.opened((first, 0)) is False  # a second tab of the same seat
    assert tracker.opened((first, 1)) is True
    assert tracker.closed((first, 0)) is False
    assert tracker.seats(first) == {0, 1}
    assert tracker.closed((first, 0)) is True
    assert tracker.closed((first, 1)) is True
    assert tracker.seats(first) == frozenset() and tracker.keys() == []

    tracker.opened((first, 1))
    tracker.remote = {first: frozenset({0}), second: frozenset({2})}
    assert tracker.seats(first) == {0, 1}
    assert tracker.connected() == {first: {0, 1}, second: {2}}


def test_a_watched_match_is_followed_elsewhere_and_no_seat_of_it_is_present(tmp_path: Path) -> None:
    """A spectator's stream keeps a row (seat ``WATCHING``): the other instance reads the match as
    followed, so it wakes this one for its moves, but no seat as present, nor as seen (abandonment)."""
    table = SqliteTable(str(tmp_path / "presence.db"))
    here, there = Tracker(table, timeout=10.0), Tracker(table, timeout=10.0)
    watched, played = uuid.uuid4(), uuid.uuid4()
    assert here.opened((watched, WATCHING)) is True
    here.opened((played, 1))
    here.write({(watched, WATCHING): True, (played, 1): True}, announce=True)
    assert here.seats(watched) == frozenset() and here.connected() == {played: {1}}
    assert watched not in here.seen([watched])

    there.refresh()
    assert there.followers == {watched, played}
    assert there.remote == {played: {1}}
    assert there.seats(watched) == frozenset() and there.connected() == {played: {1}}
    assert set(there.seen([watched, played])) == {played}

    here.closed((watched, WATCHING))
    here.write({(watched, WATCHING): False}, announce=True)
    there.refresh()
    assert there.followers == {played}


def test_the_board_changes_one_match_and_says_whether_it_changed() -> None:
    board = PresenceBoard()
    match_id, other = uuid.uuid4(), uuid.uuid4()
    board.replace({other: frozenset({1})})
    assert board.set(match_id, frozenset({0})) is True
    assert board.set(match_id, frozenset({0})) is False
    assert board.connected(other) == {1}
    assert board.set(match_id, frozenset()) is True
    assert board.connected(match_id) == frozenset()
    assert board.replace({other: frozenset({1})}) == {}


def test_a_lobby_row_made_after_the_streams_opened_shows_them(service: MatchService) -> None:
    match, _ = service.create("pobeda", {}, 2, {})
    BOARD.set(match.id, frozenset({1}))
    try:
        lobby = Lobby()  # another instance's lobby, following the log behind the presence table
        for event in service.app.events.get(match.id):
            lobby.apply(event)
        assert lobby.rows[match.id].connected == [1]
    finally:
        BOARD.set(match.id, frozenset())


class SlowTable:
    """A presence table whose writes wait for ``gate``: what each write held, in order."""

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.writes: list[tuple[list[tuple[int, bool]], bool]] = []

    def write(self, instance: str, rows: list[Row], announce: bool) -> None:
        self.gate.wait(5)
        self.writes.append(([(row.seat, row.open) for row in rows], announce))

    def close(self) -> None:
        pass


def test_changes_made_together_are_one_write_and_later_ones_the_next(tmp_path: Path) -> None:
    """Two seats opening within ``GATHER`` of each other are one write (one statement, one
    NOTIFY); a close made while it is in flight is the next write; every change shows here at
    once, before any write; a stop waits for the writes under way."""

    async def run(fn: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.to_thread(fn, *args)

    async def scenario() -> SlowTable:
        shown: list[frozenset[int]] = []
        settings = Settings(sqlite_path=str(tmp_path / "store.sqlite"))
        table = SlowTable()
        tracker = Tracker(table, settings.presence_timeout)
        keeper = PresenceKeeper(settings, tracker, Lobby(), run, lambda _, seats: shown.append(seats), nothing)
        match_id = uuid.uuid4()
        keeper.opened(match_id, 0)
        await asyncio.sleep(0)  # the other seat opens a turn of the loop later
        keeper.opened(match_id, 1)
        await asyncio.sleep(0.05)  # the first write is in flight
        keeper.closed(match_id, 0)
        assert shown == [{0}, {0, 1}, {1}] and table.writes == []
        table.gate.set()
        await keeper.stop()
        BOARD.set(match_id, frozenset())
        return table

    table = asyncio.run(scenario())
    assert table.writes == [([(0, True), (1, True)], True), ([(0, False)], True), ([(1, False)], True)]
