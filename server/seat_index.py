"""Puts back the seat index rows ("my games") that the event log's claims call for: the log
follower's ``HeldSeats`` model offers every claim made with a player token, and once the follower
has caught up (at start, then after each look at the log) those the index lacks are written. So a
crash between a claim's commit and its index row loses nothing."""

from __future__ import annotations

import logging
import threading

from igroteka.domain.errors import MatchError
from igroteka.projections.held_seats import HeldSeat
from igroteka.server.accounts import CHUNK, Accounts

log = logging.getLogger("igroteka.accounts")


def restore(accounts: Accounts, seats: list[HeldSeat]) -> int:
    """Index the seats claimed with a player token that the index lacks, leaving out those of
    deleted accounts; how many were added. One query a chunk finds those already indexed, so
    folding the whole log at a start costs little."""
    added = 0
    for start in range(0, len(seats), CHUNK):
        chunk = seats[start : start + CHUNK]
        marks = ", ".join("{p}" for _ in chunk)
        with accounts.transaction() as run:
            indexed = {
                (str(player), str(match_id))
                for player, match_id in run(
                    f"SELECT player, match_id FROM igroteka_player_seats WHERE match_id IN ({marks})",
                    *(str(seat.match_id) for seat in chunk),
                )
            }
            for seat in chunk:
                if (seat.player, str(seat.match_id)) in indexed:
                    continue
                rows = run(
                    "INSERT INTO igroteka_player_seats (player, match_id, seat, since, linked)"
                    " SELECT {p}, {p}, {p}, {p}, 0 WHERE EXISTS"
                    " (SELECT 1 FROM igroteka_players WHERE id = {p} AND deleted IS NULL)"
                    " ON CONFLICT DO NOTHING RETURNING seat",
                    seat.player,
                    str(seat.match_id),
                    seat.seat,
                    seat.since,
                    seat.player,
                )
                added += len(rows)
    return added


class SeatIndexRepair:
    """Holds the offered claims until ``flush`` hands them to ``restore``;
    claims the store could not take wait for the next flush."""

    def __init__(self, accounts: Accounts) -> None:
        self.accounts = accounts
        self.waiting: list[HeldSeat] = []
        self._lock = threading.Lock()

    def offer(self, seat: HeldSeat) -> None:
        with self._lock:
            self.waiting.append(seat)

    def flush(self) -> None:
        with self._lock:
            seats, self.waiting = self.waiting, []
        if not seats:
            return
        try:
            added = restore(self.accounts, seats)
        except MatchError as error:
            log.warning("seat index not checked against the log's claims yet: %s", error.code)
            with self._lock:
                self.waiting[:0] = seats
            return
        if added:
            log.warning("seat index: %d seats claimed with a player token were missing, put back from the log", added)
