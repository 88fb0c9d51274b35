"""The offers' tables under steps racing on two connections (two instances' books), on both
stores: of an accept on each book and a cancel, exactly one closes a challenge, and exactly its
notice is stored with it; of two holders using one invitation code at once, one takes it; two
seats accepting a rematch at once are both counted (neither answer is lost), so the last of them
starts it and its players are told once; an expired challenge is closed by one sweep of two."""

from __future__ import annotations

import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

import pytest

from igroteka.domain.errors import Conflict
from igroteka.server.challengebook import ChallengeBook
from igroteka.server.config import Settings
from igroteka.server.invitebook import InvitationBook
from igroteka.server.offerbook import offer_tables
from igroteka.server.outbox import outbox_tables
from igroteka.server.rematchbook import Finished, RematchBook

KEY = '{"game":"pobeda","options":{},"rated":false,"seats":2,"time_control":null}'


@pytest.fixture
def books(database_url: str) -> Iterator[list[Any]]:
    """Two instances' tables on one store, with the outbox's (which a server's notices make)."""
    notices = outbox_tables(Settings(database_url=database_url))
    with notices.transaction() as run:
        run("SELECT 1")
    notices.close()
    tables = [offer_tables(Settings(database_url=database_url)) for _ in range(2)]
    yield tables
    for table in tables:
        table.close()


def notices_of(tables: Any, subject: str) -> list[tuple[str, str]]:
    """The stored notices about an offer: (key, player), by key."""
    with tables.transaction() as run:
        rows = run("SELECT key, player FROM igroteka_notices WHERE key LIKE {p} ORDER BY key", f"%:{subject}%")
    return [(str(key), str(player)) for key, player in rows]


def at_once(steps: list[Callable[[], object]]) -> list[object]:
    """Run the steps together, each in a thread of its own: what each returned, or its Conflict."""
    start = threading.Barrier(len(steps))
    results: list[object] = [None] * len(steps)

    def run(n: int) -> None:
        start.wait()
        try:
            results[n] = steps[n]()
        except Conflict as refused:
            results[n] = refused

    threads = [threading.Thread(target=run, args=(n,)) for n in range(len(steps))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def test_racing_accepts_and_a_cancel_close_each_challenge_once(books: list[Any]) -> None:
    a, b = ChallengeBook(books[0]), ChallengeBook(books[1])
    won: Counter[str] = Counter()
    for _ in range(40):
        row = a.add("anna", "boris", "pobeda", KEY, None, 60, "Anna")
        results = at_once(
            [
                partial(a.accept, row.id, "boris", "Boris"),
                partial(b.accept, row.id, "boris", "Boris"),
                partial(b.cancel, row.id, "anna", "Anna"),
            ]
        )
        closed = [r for r in results if not isinstance(r, Conflict)]
        assert len(closed) == 1, results
        final = a.get(row.id, "anna")
        won[final.status] += 1
        assert {r.code for r in results if isinstance(r, Conflict)} == {f"challenge_{final.status}"}
        assert (final.match_id is not None) == (final.status == "accepted")
        told = "anna" if final.status == "accepted" else "boris"
        assert notices_of(books[1], row.id) == [
            (f"challenge_{final.status}:{row.id}", told),
            (f"challenge_received:{row.id}", "boris"),
        ]
    assert set(won) <= {"accepted", "cancelled"} and sum(won.values()) == 40


def test_one_invitation_code_used_at_once_twice_is_taken_once(books: list[Any]) -> None:
    a, b = InvitationBook(books[0]), InvitationBook(books[1])
    for _ in range(20):
        row, code = a.add(str(uuid.uuid4()), 1, None, 0, 60)
        results = at_once([partial(a.take, code, None), partial(b.take, code, "p")])
        assert sorted(type(r).__name__ for r in results) == ["Conflict", "InvitationRow"], results
        assert [r.code for r in results if isinstance(r, Conflict)] == ["invitation_used"]
        assert [i.status for i in a.of_match(row.match_id)] == ["used"]


def test_two_seats_accepting_a_rematch_at_once_are_both_counted(books: list[Any]) -> None:
    a, b = RematchBook(books[0]), RematchBook(books[1])
    for _ in range(20):
        match_id = str(uuid.uuid4())
        finished = Finished("pobeda", ["Anna", "Guest", "Vera"])
        offer = a.offer(match_id, 0, {0: "anna", 1: None, 2: "vera"}, finished, 60)
        results = at_once(
            [partial(a.answer, match_id, 1, True, finished), partial(b.answer, match_id, 2, True, finished)]
        )
        assert not any(isinstance(r, Conflict) for r in results), results
        final = a.latest(match_id)
        assert final is not None and final.status == "accepted" and final.accepted == [0, 1, 2]
        assert final.rematch_id is not None
        assert [final.seat_of(old)[0] for old in range(3)] == [1, 2, 0]
        assert notices_of(books[0], offer.id) == [
            (f"rematch_offered:{offer.id}:2", "vera"),  # the guest's seat 1 has no player to tell
            (f"rematch_started:{offer.id}:0", "anna"),
            (f"rematch_started:{offer.id}:2", "vera"),
        ]


def test_an_expired_challenge_is_closed_once_by_two_sweeps_and_tells_its_challenger(books: list[Any]) -> None:
    a, b = ChallengeBook(books[0]), ChallengeBook(books[1])
    for _ in range(10):
        row = a.add("anna", "boris", "pobeda", KEY, None, 0.01, "Anna")
        time.sleep(0.02)
        assert [r.id for r in b.overdue() if r.id == row.id] == [row.id]
        results = at_once([partial(a.expire, row, "Boris"), partial(b.expire, row, "Boris")])
        assert sorted(results, key=bool) == [False, True]
        assert a.get(row.id, "boris").status == "expired" and row.id not in [r.id for r in a.overdue()]
        assert notices_of(books[0], row.id) == [
            (f"challenge_expired:{row.id}", "anna"),
            (f"challenge_received:{row.id}", "boris"),
        ]
