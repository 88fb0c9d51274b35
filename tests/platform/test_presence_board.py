"""Presence within one process (issue 14): the tracker's counts per seat, the board's changes one
match at a time, and a lobby row made after its match's streams opened."""

from __future__ import annotations

import uuid
from pathlib import Path

from domain.matches import MatchService
from projections.lobby import Lobby
from projections.presence import BOARD, PresenceBoard
from server.presence import SqliteTable, Tracker


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
