"""Puts back the seat index rows ("my games") that the event log's claims call for: the log
follower's ``HeldSeats`` model offers every claim made with a player token, and once the follower
has caught up (at start, then after each look at the log) those the index lacks are written. So a
crash between a claim's commit and its index row loses nothing."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from domain.errors import MatchError
from projections.held_seats import HeldSeat

log = logging.getLogger("igroteka.accounts")


class SeatIndexRepair:
    """Holds the offered claims until ``flush`` hands them to ``restore`` (the index's writer);
    claims the store could not take wait for the next flush."""

    def __init__(self, restore: Callable[[list[HeldSeat]], int]) -> None:
        self.restore = restore
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
            added = self.restore(seats)
        except MatchError as error:
            log.warning("seat index not checked against the log's claims yet: %s", error.code)
            with self._lock:
                self.waiting[:0] = seats
            return
        if added:
            log.warning("seat index: %d seats claimed with a player token were missing, put back from the log", added)
