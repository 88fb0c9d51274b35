"""The PostgreSQL store without a table lock still hands the log follower every event (server.store.postgres).

Inserts run concurrently, so notification ids can commit out of order. Each insert transaction
here is made slow on purpose (it sleeps after its insert, before its commit), which opens a wide
window in which a higher id is visible while a lower one is not yet. A follower reading the log
the way ``projections.follower.LogFollower`` does must still see every id, once, in order.
The insert's own edges (its prepared statement lost, its connection dropped, a version already
stored) close the file.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import psycopg
import pytest
from eventsourcing.application import Application
from eventsourcing.domain import Aggregate
from eventsourcing.persistence import IntegrityError, StoredEvent
from eventsourcing.postgres import PostgresApplicationRecorder

from igroteka.domain.matches import MatchService
from igroteka.domain.snapshots import warm_up
from igroteka.server.store import store_env
from igroteka.server.store.postgres import GapSafeRecorder
from tests.conftest import fresh_pg_database

WRITERS = 6
SAVES = 25


class SlowCommitRecorder(GapSafeRecorder):
    """The store's recorder, holding each insert transaction open for up to 15 ms a row after its
    row is inserted (its notification id drawn), before the commit."""

    returning = "notification_id, pg_sleep(random() * 0.015)"


class UnguardedRecorder(SlowCommitRecorder):
    """The same without the advisory locks: what removing eventsourcing's table lock alone gives."""

    guard = ""

    def select_notifications(self, *args: Any, **kwargs: Any) -> Any:
        return PostgresApplicationRecorder.select_notifications(self, *args, **kwargs)


class PausedReadRecorder(GapSafeRecorder):
    """The store's recorder, its log read pausing half a second while it reads its rows."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        pause = b" AND (SELECT count(*) FROM (SELECT pg_sleep(0.5)) AS pause) = 1 ORDER BY"
        self.read_statement = self.read_statement.replace(b" ORDER BY", pause)


class OrderProbe(Application[Any]):
    """A throwaway application: its own events table in a fresh database."""


class Counter(Aggregate):
    def __init__(self) -> None:
        self.count = 0

    def bump(self) -> None:
        self.trigger_event(self.Bumped)

    class Bumped(Aggregate.Event):
        def apply(self, aggregate: Aggregate) -> None:
            aggregate.count += 1  # type: ignore[attr-defined]


@pytest.fixture
def pg_url(pg_admin_url: str) -> Iterator[str]:
    yield from fresh_pg_database(pg_admin_url)


def follow_while_writing(url: str, recorder: type[PostgresApplicationRecorder]) -> tuple[list[int], list[int]]:
    """Ids a follower read while WRITERS threads saved concurrently, and every id in the table."""
    env = store_env(url) | {"APPLICATION_RECORDER_TOPIC": f"{__name__}:{recorder.__name__}"}
    app = OrderProbe(env=env)
    assert isinstance(app.recorder, recorder)
    seen: list[int] = []
    done = threading.Event()

    def read_all() -> int:
        start = (seen[-1] + 1) if seen else 1
        notifications = app.recorder.select_notifications(start=start, limit=50)
        seen.extend(n.id for n in notifications)
        return len(notifications)

    def follower() -> None:
        while not done.is_set():
            read_all()
        while read_all():
            pass

    def writer() -> None:
        for _ in range(SAVES):
            counter = Counter()
            counter.bump()
            app.save(counter)

    reader = threading.Thread(target=follower)
    reader.start()
    writers = [threading.Thread(target=writer) for _ in range(WRITERS)]
    for thread in writers:
        thread.start()
    for thread in writers:
        thread.join()
    done.set()
    reader.join()
    with psycopg.connect(url) as conn:
        stored = [row[0] for row in conn.execute("SELECT notification_id FROM orderprobe_events ORDER BY 1")]
    app.close()
    return seen, stored


def test_a_follower_never_misses_an_event_of_concurrent_inserts(pg_url: str) -> None:
    seen, stored = follow_while_writing(pg_url, SlowCommitRecorder)
    assert len(stored) == WRITERS * SAVES * 2
    assert seen == stored  # every id, once, in order: none passed over while it was uncommitted


def test_without_the_guard_the_same_load_makes_a_follower_miss_events(pg_url: str) -> None:
    """The control: the test above would catch a reader that passes over uncommitted ids."""
    seen, stored = follow_while_writing(pg_url, UnguardedRecorder)
    assert len(stored) == WRITERS * SAVES * 2
    assert set(seen) < set(stored)


def one_connection_app(url: str) -> OrderProbe:
    """The store's recorder on a pool of one connection, so a test can reach the connection it inserts on."""
    env = store_env(url) | {"POSTGRES_POOL_SIZE": "1", "POSTGRES_MAX_OVERFLOW": "0"}
    return OrderProbe(env=env)


def saved(app: OrderProbe) -> list[int]:
    counter = Counter()
    counter.bump()
    return [recording.notification.id for recording in app.save(counter)]


def test_the_log_read_holds_the_exclusive_lock_until_it_has_read_its_rows(pg_url: str) -> None:
    """The bound is only safe if the rows are read under the lock that fixed it: the lock and
    the read are one transaction (one pipeline, one sync), not two. The reader waits for the
    server outside the GIL: this thread samples all the while."""
    env = store_env(pg_url) | {
        "APPLICATION_RECORDER_TOPIC": f"{__name__}:{PausedReadRecorder.__name__}",
        "POSTGRES_POOL_SIZE": "1",
        "POSTGRES_MAX_OVERFLOW": "0",
    }
    app = OrderProbe(env=env)
    saved(app)
    with app.recorder.datastore.get_connection() as conn:  # type: ignore[attr-defined]
        reader_pid = conn.info.backend_pid
    reader = threading.Thread(target=app.recorder.select_notifications, kwargs={"start": 1, "limit": 10})
    reading: list[list[str]] = []  # the reader's advisory locks, sampled well inside its read's pause
    with psycopg.connect(pg_url, autocommit=True) as admin:
        reader.start()
        while reader.is_alive():
            locks = admin.execute(
                "SELECT mode FROM pg_locks WHERE pid = %s AND locktype = 'advisory' AND granted", (reader_pid,)
            ).fetchall()
            pausing = admin.execute(  # read after the locks: a pause under way since before them
                "SELECT wait_event = 'PgSleep' AND clock_timestamp() - query_start BETWEEN '50 ms' AND '400 ms'"
                " FROM pg_stat_activity WHERE pid = %s AND query LIKE '%%pause%%'",
                (reader_pid,),
            ).fetchone()
            if pausing and pausing[0]:
                reading.append([mode for (mode,) in locks])
    reader.join()
    app.close()
    assert len(reading) > 5
    assert all(modes == ["ExclusiveLock"] for modes in reading), reading


def test_an_insert_prepares_its_statement_again_when_the_connection_lost_it(pg_url: str) -> None:
    app = one_connection_app(pg_url)
    first = saved(app)
    with app.recorder.datastore.get_connection() as conn:  # type: ignore[attr-defined]
        conn.execute("DEALLOCATE ALL")
    assert saved(app) == [first[-1] + 1, first[-1] + 2]
    app.close()


def test_an_insert_on_a_dropped_connection_is_retried_on_a_new_one(pg_url: str) -> None:
    app = one_connection_app(pg_url)
    saved(app)
    with app.recorder.datastore.get_connection() as conn:  # type: ignore[attr-defined]
        backend = conn.info.backend_pid
    with psycopg.connect(pg_url, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (backend,))
    assert len(saved(app)) == 2
    with app.recorder.datastore.get_connection() as conn:  # type: ignore[attr-defined]
        assert conn.info.backend_pid != backend
    app.close()


def test_the_log_read_prepares_its_statements_again_when_the_connection_lost_them(pg_url: str) -> None:
    app = one_connection_app(pg_url)
    ids = saved(app)
    assert [n.id for n in app.recorder.select_notifications(start=1, limit=10)] == ids
    with app.recorder.datastore.get_connection() as conn:  # type: ignore[attr-defined]
        conn.execute("DEALLOCATE igroteka_read")  # the lock's statement is kept: only the other is prepared again
    assert [n.id for n in app.recorder.select_notifications(start=1, limit=10)] == ids
    with app.recorder.datastore.get_connection() as conn:  # type: ignore[attr-defined]
        conn.execute("DEALLOCATE ALL")
    assert [n.id for n in app.recorder.select_notifications(start=ids[-1], limit=10)] == ids[-1:]
    app.close()


def test_a_log_read_on_a_dropped_connection_is_retried_on_a_new_one(pg_url: str) -> None:
    app = one_connection_app(pg_url)
    ids = saved(app)
    with app.recorder.datastore.get_connection() as conn:  # type: ignore[attr-defined]
        backend = conn.info.backend_pid
    with psycopg.connect(pg_url, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (backend,))
    notifications = app.recorder.select_notifications(start=1, limit=10)
    assert [(n.id, n.originator_version, n.topic) for n in notifications] == [
        (ids[0], 1, notifications[0].topic),
        (ids[1], 2, notifications[1].topic),
    ]
    assert notifications[0].originator_id == notifications[1].originator_id
    with app.recorder.datastore.get_connection() as conn:  # type: ignore[attr-defined]
        assert conn.info.backend_pid != backend
    app.close()


def test_an_insert_of_a_stored_version_is_refused_as_a_conflict(pg_url: str) -> None:
    app = one_connection_app(pg_url)
    counter = Counter()
    app.save(counter)
    stale = app.repository.get(counter.id)
    counter.bump()
    app.save(counter)
    stale.bump()
    with pytest.raises(IntegrityError):
        app.save(stale)
    assert app.repository.get(counter.id).version == 2
    app.close()


def test_an_event_whose_originator_id_is_text_is_stored_under_that_uuid(pg_url: str) -> None:
    app = one_connection_app(pg_url)
    counter = Counter()
    app.save(counter)
    stored = app.recorder.select_events(counter.id)[0]
    again = StoredEvent(originator_id=str(counter.id), originator_version=2, topic=stored.topic, state=stored.state)
    app.recorder.insert_events([again])
    assert [e.originator_version for e in app.recorder.select_events(counter.id)] == [1, 2]
    app.close()


def open_together(url: str, processes: int) -> list[BaseException]:
    """What each of ``processes`` match services failed with, opening the store at one moment.
    msgspec's first look at a type is not safe from several threads at once (a server has one
    match service, warmed before its threads start): the types are analysed here first."""
    warm_up()
    start = threading.Barrier(processes)
    failures: list[BaseException] = []

    def open_store() -> None:
        start.wait()
        try:
            MatchService(store_env(url)).close()
        except BaseException as error:
            failures.append(error)

    threads = [threading.Thread(target=open_store) for _ in range(processes)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return failures


def test_processes_starting_together_on_a_fresh_database_all_start(
    pg_admin_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`serve --workers K` on a new database: every worker creates the tables at the same moment,
    and PostgreSQL's CREATE TABLE IF NOT EXISTS can fail on that race (a duplicate in its catalogue).
    Small pools: the race needs one connection a service, not twenty services' worth of backends."""
    monkeypatch.setenv("IGROTEKA_DB_POOL_SIZE", "1")
    for _ in range(5):
        databases = fresh_pg_database(pg_admin_url)
        failures = open_together(next(databases), 4)
        next(databases, None)
        assert not failures, failures
