"""The outbox's derivation, run every ``notice_interval`` on every instance, makes no query while
this process has folded the log no further than the notices' position it last saw (the position
only moves on), and derives what is folded after it, its own or after another instance's pass."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from igroteka.domain.matches import MatchService
from igroteka.projections.ratings import Ratings
from igroteka.server.config import Settings
from igroteka.server.outbox import Outbox, outbox_tables
from igroteka.server.work import Run


class Counted(Outbox):
    """An outbox that counts its transactions."""

    transactions = 0

    @contextmanager
    def transaction(self) -> Iterator[Run]:
        self.transactions += 1
        with super().transaction() as run:
            yield run


def test_an_idle_derivation_makes_no_query_and_what_is_folded_after_is_derived(
    database_url: str, service: MatchService
) -> None:
    settings = Settings(database_url=database_url)
    folded = [0]  # how far each process's log follower has folded the log
    mine = Counted(outbox_tables(settings), service.app, Ratings(5), lambda: folded[0], settings.notice_matches)
    other = Outbox(outbox_tables(settings), service.app, Ratings(5), service.app.recorder.max_notification_id, 0)
    try:
        assert mine.derive() == 0 and mine.transactions == 0  # nothing folded: nothing asked
        service.create("pobeda", {}, 2, {})
        folded[0] = first = service.app.recorder.max_notification_id()
        assert mine.derive() == first and mine.transactions == 2  # the position read, then moved on
        assert mine.derive() == 0 and mine.transactions == 2  # idle: no query
        service.create("pobeda", {}, 2, {})
        assert other.derive() > 0  # another instance derives the new events first
        folded[0] = service.app.recorder.max_notification_id()
        assert mine.derive() == 0 and mine.transactions == 3  # the position read: covered already
        assert mine.derive() == 0 and mine.transactions == 3
        service.create("pobeda", {}, 2, {})
        folded[0] = service.app.recorder.max_notification_id()
        assert mine.derive() > 0 and mine.transactions == 5
    finally:
        mine.close()
        other.close()


def test_a_start_asks_for_its_quick_play_requests_only_when_a_player_holds_a_seat(
    database_url: str, service: MatchService
) -> None:
    """A quick-play start tells the players among its requesters (``paired``); guests ask their
    request. So a match started by guests alone makes no query for its requests."""
    settings = Settings(database_url=database_url)
    reached = service.app.recorder.max_notification_id
    outbox = Counted(outbox_tables(settings), service.app, Ratings(5), reached, 0, service.repository.standings)
    try:
        guests = service.create("pobeda", {}, 2, {})[0].id
        for seat in range(2):
            service.claim(guests, None, f"гость {seat + 1}")
        assert outbox.derive() > 0 and outbox.transactions == 2  # the position read, then moved on
        assert outbox.known >= 2  # the start among them, from the standings kept
        played = service.create("pobeda", {}, 2, {})[0].id
        service.claim(played, None, "гость", None)
        service.claim(played, None, "игрок", "acct-1")
        assert outbox.derive() > 0 and outbox.transactions == 5  # and the start's requests
    finally:
        outbox.close()
