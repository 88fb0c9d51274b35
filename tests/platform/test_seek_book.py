"""The seeks table under concurrent pairing passes, on both stores: two books (two instances'
connections) pair the same 200 open requests at once, and every request ends at exactly one
table, each table's rows naming one match (on PostgreSQL ``FOR UPDATE SKIP LOCKED`` keeps the
second pass off the rows the first holds, so each takes its share; on SQLite ``BEGIN IMMEDIATE``
makes one writer). A third pass pairs what the two shares left over."""

from __future__ import annotations

import asyncio
import threading
import time
import uuid
from collections import Counter
from typing import Any

from igroteka.domain.matches import MatchService
from igroteka.server.config import Settings
from igroteka.server.pairing import Pairing
from igroteka.server.seekbook import KEPT, STALE, SeekBook, SeekRow

KEY = '{"game":"pobeda","options":{},"rated":false,"seats":2,"time_control":null}'


def row(n: int, now: float) -> SeekRow:
    return SeekRow(str(uuid.uuid4()), KEY, "pobeda", 2, False, None, f"g{n}", None, None, None, None, now + n / 1000)


def test_two_books_pairing_at_once_pair_each_request_once(database_url: str) -> None:
    books = [SeekBook.of(Settings(database_url=database_url)) for _ in range(2)]
    now = time.time()
    for n in range(200):
        books[n % 2].add(row(n, now))
    start = threading.Barrier(2)
    made: list[list[str]] = [[], []]

    def pair(n: int) -> None:
        start.wait()
        made[n] = books[n].pair(now + 1, 0)

    threads = [threading.Thread(target=pair, args=(n,)) for n in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    made.append(books[0].pair(now + 1, 0))  # an odd request left by each pass's share meets the other's now
    with books[0].tables.transaction() as run:
        rows = run("SELECT id, status, match_id FROM igroteka_seeks")
    assert len(rows) == 200 and {status for _, status, _ in rows} == {"paired"}
    matches = [match_id for pass_ in made for match_id in pass_]
    assert len(matches) == len(set(matches)) == 100
    assert Counter(match_id for _, _, match_id in rows) == dict.fromkeys(matches, 2)
    for book in books:
        book.close()


def test_a_table_paired_by_an_instance_that_stopped_is_made_once_by_another(
    database_url: str, service: MatchService
) -> None:
    book = SeekBook.of(Settings(database_url=database_url))
    now = time.time()
    for n in range(3):
        book.add(row(n, now))
    [match_id] = book.pair(now, 0)  # the instance that paired it stops before making its match
    assert book.unstarted([], now + 1) == []  # another instance leaves it to its pairer for a while
    [table] = book.unstarted([], now + STALE + 1)  # then makes it
    assert table.match_id == match_id and [s.seat_token is None for s in table.sitters] == [False, False]
    held: list[tuple[str, uuid.UUID, int, bool]] = []
    pairing = Pairing(lambda *a: None, book, service.commit, lambda *a: held.append(a), lambda *a: None, Settings())
    match = pairing.make(table)
    assert match is not None and str(match.id) == match_id and match.status == "running"
    assert pairing.make(table) is None  # a second maker finds it made: the store keeps the first
    assert book.unstarted([match_id], now + STALE + 1) == [] and held == []
    with book.tables.transaction() as run:
        assert run("SELECT count(*) FROM igroteka_seeks WHERE status = 'open'")[0][0] == 1
    book.close()


def test_a_request_waiting_past_the_timeout_expires_and_is_never_paired(database_url: str) -> None:
    book = SeekBook.of(Settings(database_url=database_url))
    now = time.time()
    old, new = row(0, now - 700), row(1, now)
    book.add(old)
    book.add(new)
    assert book.pair(now, 600) == []
    with book.tables.transaction() as run:
        assert dict(run("SELECT id, status FROM igroteka_seeks")) == {old.id: "expired", new.id: "open"}
    book.close()


def test_settled_requests_are_forgotten_a_day_after_and_open_or_unmade_ones_never(database_url: str) -> None:
    book = SeekBook.of(Settings(database_url=database_url))
    now = time.time()
    for n in range(6):
        book.add(row(n, now))
    made, unmade, also_made = book.pair(now, 0)  # three tables of two; one is never made
    book.started(made)
    book.started(also_made)
    cancelled = row(7, now)
    book.cancel(cancelled.id, book.add(cancelled))
    book.add(row(8, now - 2 * KEPT))  # still open: only pairing or expiry settles it
    assert book.forget(time.time() + KEPT - 60) == 0  # within the day: a requester may still read its seat
    assert book.forget(time.time() + KEPT + 60) == 2 + 2 + 1
    with book.tables.transaction() as run:
        left = run("SELECT status, match_id FROM igroteka_seeks ORDER BY status")
    assert left == [("open", None), ("paired", unmade), ("paired", unmade)]
    book.close()


def test_a_pairing_pass_pairs_and_finds_its_tables_in_one_hop_to_a_store_thread(
    database_url: str, service: MatchService
) -> None:
    book = SeekBook.of(Settings(database_url=database_url))
    hops: list[str] = []

    async def hop(fn: Any, *args: Any) -> Any:
        hops.append(fn.__name__)
        return fn(*args)

    pairing = Pairing(hop, book, service.commit, lambda *a: None, lambda *a: None, Settings(seek_timeout=0))
    asyncio.run(pairing.pair_now())
    asyncio.run(pairing.pair_now())
    assert hops == ["paired", "forget", "paired"]  # an idle pass: one hop (the first forgets too)
    now = time.time()
    for n in range(2):
        book.add(row(n, now))
    hops.clear()
    asyncio.run(pairing.pair_now())
    assert hops == ["paired", "make"]
    with book.tables.transaction() as run:
        assert run("SELECT count(*) FROM igroteka_seeks WHERE status = 'paired' AND started = 1")[0][0] == 2
    book.close()
