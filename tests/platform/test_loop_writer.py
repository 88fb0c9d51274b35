"""The event loop's writer on PostgreSQL (``server.store.loopwriter``): moves decided on the loop
are committed there in batches, acknowledged only once committed, and whatever it cannot commit
(a conflict, a lost connection) is committed or refused by the group writer as before."""

from __future__ import annotations

import asyncio
import threading
import time
import uuid
from collections.abc import Awaitable, Callable, Iterator
from typing import Any
from uuid import UUID

import psycopg
import pytest

from igroteka.domain.commands import MoveResult
from igroteka.domain.matches import MatchService
from igroteka.server.notify import PgListener
from igroteka.server.store import store_env
from igroteka.server.store.loopwriter import LoopWriter
from igroteka.server.store.postgres import GapSafeRecorder
from tests.conftest import fresh_pg_database
from tests.platform.test_play_soon import next_move, open_match

Played = tuple[MoveResult | None, BaseException | None, int]  # result, error, cached version when resumed


@pytest.fixture
def pg_url(pg_admin_url: str) -> Iterator[str]:
    yield from fresh_pg_database(pg_admin_url)


class Recorded:
    """The service's ``recordings_saved``, noting the size of each committed batch it was told of."""

    def __init__(self, service: MatchService) -> None:
        self.service = service
        self.batches: list[int] = []

    def __call__(self, recordings: Any, wait: bool) -> bool:
        told = self.service.recordings_saved(recordings, wait)
        if told:
            self.batches.append(len(recordings))
        return told


def run(service: MatchService, scenario: Callable[[LoopWriter, Recorded], Awaitable[None]], lines: int = 2) -> None:
    """Run ``scenario`` on an event loop with a started loop writer (of ``lines`` connections) as
    the service's play writer."""

    async def main() -> None:
        recorder = service.app.recorder
        assert isinstance(recorder, GapSafeRecorder)
        recorded = Recorded(service)
        writer = LoopWriter(recorder, service.app.mapper, recorded, service.writer, lines)
        await writer.start()
        assert writer.connected == lines
        service.commands.writer = writer
        try:
            await scenario(writer, recorded)
        finally:
            await writer.close()
            service.commands.writer = service.writer

    asyncio.run(main())


def play(service: MatchService, match_id: UUID, token: str, move: Any) -> asyncio.Future[Played]:
    """``move_soon`` on the running loop; what it resumed with."""
    loop = asyncio.get_running_loop()
    future: asyncio.Future[Played] = loop.create_future()

    def resume(result: MoveResult | None, error: BaseException | None) -> None:
        cached = service.repository.cache.get(match_id)
        future.set_result((result, error, cached.version if cached is not None else 0))

    assert service.move_soon(match_id, token, str(uuid.uuid4()), move, None, loop.call_soon_threadsafe, resume)
    return future


def first_moves(service: MatchService, count: int) -> list[tuple[UUID, list[str], int, Any]]:
    """``count`` new matches, each with the seat to move first and its move: (match, tokens, seat, move)."""
    matches = [open_match(service) for _ in range(count)]
    return [(match_id, tokens, *next_move(service, match_id)) for match_id, tokens in matches]


def writer_backends(url: str) -> list[int]:
    with psycopg.connect(url, autocommit=True) as conn:
        rows = conn.execute(
            "SELECT pid FROM pg_stat_activity WHERE application_name = 'igroteka writer'"
            " AND datname = current_database()"  # not the writers of the other tests' databases
        ).fetchall()
    return [pid for (pid,) in rows]


def test_moves_handed_over_together_are_committed_together_and_acknowledged_after(pg_url: str) -> None:
    service = MatchService(store_env(pg_url))
    moves = first_moves(service, 5)

    async def scenario(writer: LoopWriter, recorded: Recorded) -> None:
        played = [play(service, match_id, tokens[seat], move) for match_id, tokens, seat, move in moves]
        outcomes = await asyncio.gather(*played)
        assert recorded.batches == [1, 4]  # the first insert alone; the four that waited for it in one
        for (match_id, _, seat, _), (result, error, cached) in zip(moves, outcomes, strict=True):
            assert error is None and result == MoveResult(version=5, seat=seat)
            assert cached == 5  # the cached match had the move when the caller heard of it
            stored = service.stored(match_id)
            assert stored is not None and stored.version == 5

    try:
        run(service, scenario, lines=1)
    finally:
        service.close()


def test_a_second_connection_takes_moves_once_two_wait(pg_url: str) -> None:
    """Two connections: the first move goes at once; while it is in flight the next waits for
    another, and the two go together on the second connection; the last two wait for a
    connection to land."""
    service = MatchService(store_env(pg_url))
    moves = first_moves(service, 5)

    async def scenario(writer: LoopWriter, recorded: Recorded) -> None:
        played = [play(service, match_id, tokens[seat], move) for match_id, tokens, seat, move in moves]
        assert len(writer_backends(pg_url)) == 2
        outcomes = await asyncio.gather(*played)
        assert sorted(recorded.batches) == [1, 2, 2]  # as they landed: two connections race
        assert all(error is None and result is not None and result.version == 5 for result, error, _ in outcomes)

    try:
        run(service, scenario)
    finally:
        service.close()


def test_a_conflicting_move_of_a_batch_is_refused_alone(pg_url: str) -> None:
    """Another process appended to one match of a batch first: that move is refused alone (decide
    it again), the batch's other move commits."""
    a, b = MatchService(store_env(pg_url)), MatchService(store_env(pg_url))
    first, stale, other = (open_match(b) for _ in range(3))
    moves = {match_id: (tokens, *next_move(b, match_id)) for match_id, tokens in (first, stale, other)}
    tokens, seat, move = moves[stale[0]]
    a.move(stale[0], tokens[seat], str(uuid.uuid4()), move, None)  # b's copy of ``stale`` is behind now

    async def scenario(writer: LoopWriter, recorded: Recorded) -> None:
        played = {match_id: play(b, match_id, tokens[seat], move) for match_id, (tokens, seat, move) in moves.items()}
        outcomes = {match_id: await future for match_id, future in played.items()}
        assert outcomes[stale[0]] == (None, None, 0)  # dropped from the cache, to be decided afresh
        for match_id in (first[0], other[0]):
            result, error, _ = outcomes[match_id]
            assert error is None and result is not None and result.version == 5
        assert b.get(stale[0]).version == 5  # a's move only
        assert recorded.batches == [1]  # only the first insert was the loop writer's own

    try:
        run(b, scenario, lines=1)
    finally:
        a.close()
        b.close()


def test_a_lost_connection_loses_no_move_and_is_opened_again(pg_url: str) -> None:
    service = MatchService(store_env(pg_url))
    match_id, tokens = open_match(service)

    async def scenario(writer: LoopWriter, recorded: Recorded) -> None:
        lost = writer_backends(pg_url)
        with psycopg.connect(pg_url, autocommit=True) as conn:
            conn.execute("SELECT pg_terminate_backend(pid) FROM unnest(%s::int[]) AS pid", (lost,))
        seat, move = next_move(service, match_id)
        result, error, _ = await play(service, match_id, tokens[seat], move)
        assert error is None and result == MoveResult(version=5, seat=seat)
        deadline = time.monotonic() + 10
        while writer.connected < 2 or len(writer_backends(pg_url)) < 2:
            assert time.monotonic() < deadline, "the writer did not connect again"
            await asyncio.sleep(0.05)
        assert not set(writer_backends(pg_url)) & set(lost)
        seat, move = next_move(service, match_id)
        result, error, _ = await play(service, match_id, tokens[seat], move)
        assert error is None and result == MoveResult(version=6, seat=seat)
        assert recorded.batches[-1] == 1  # committed by the new connection
        assert service.stored(match_id).version == 6  # type: ignore[union-attr]

    try:
        run(service, scenario)
    finally:
        service.close()


def test_a_commit_whose_match_is_read_meanwhile_is_settled_without_blocking_the_loop(pg_url: str) -> None:
    """A worker thread holds the match's lock when the insert lands: the move is applied once the
    lock is free, off the event loop, and only then acknowledged; the loop runs on meanwhile."""
    service = MatchService(store_env(pg_url))
    match_id, tokens = open_match(service)
    seat, move = next_move(service, match_id)
    held, free = threading.Event(), threading.Event()

    def reader() -> None:
        with service.reading(match_id):
            held.set()
            free.wait(10)

    async def scenario(writer: LoopWriter, recorded: Recorded) -> None:
        played = play(service, match_id, tokens[seat], move)
        thread = threading.Thread(target=reader)
        thread.start()
        assert held.wait(10)
        for _ in range(50):  # the insert lands and waits for the lock; the loop keeps turning
            await asyncio.sleep(0.01)
        assert not played.done() and recorded.batches == [1]
        free.set()
        result, error, cached = await asyncio.wait_for(played, 10)
        assert error is None and result == MoveResult(version=5, seat=seat) and cached == 5
        thread.join(10)

    try:
        run(service, scenario)
    finally:
        service.close()


def test_a_command_in_a_worker_thread_commits_through_the_loop_writer_s_save(pg_url: str) -> None:
    """The loop writer is the runner's one writer: a worker thread's blocking ``save`` (a move
    played with ``move``, a claim) is the group writer's, committed and applied as before."""
    service = MatchService(store_env(pg_url))
    match_id, tokens = open_match(service)
    seat, move = next_move(service, match_id)

    async def scenario(writer: LoopWriter, recorded: Recorded) -> None:
        assert service.commands.writer is writer
        result = await asyncio.to_thread(service.move, match_id, tokens[seat], str(uuid.uuid4()), move, None)
        assert result == MoveResult(version=5, seat=seat)
        assert recorded.batches == []  # committed by the group writer, not on the loop's connections
        with service.reading(match_id) as cached:
            assert cached.version == 5
        assert service.stored(match_id).version == 5  # type: ignore[union-attr]

    try:
        run(service, scenario)
    finally:
        service.close()


def notified(probe: psycopg.Connection[Any], wait: float) -> list[str]:
    """The payloads of the notifications ``probe`` received within ``wait`` seconds (stopping at the first)."""
    return [notice.payload for notice in probe.notifies(timeout=wait, stop_after=1)]


def test_inserts_notify_only_while_another_process_listens(pg_url: str) -> None:
    """Two heartbeats in a row that counted no other listener silence the inserts' NOTIFY; one
    that counts another, or cannot count, brings it back at once."""
    service = MatchService(store_env(pg_url))
    moves = iter(first_moves(service, 6))
    recorder = service.app.recorder
    assert isinstance(recorder, GapSafeRecorder)
    heard: list[list[str]] = []  # each insert's notifications, as another process would hear them

    async def scenario(writer: LoopWriter, recorded: Recorded) -> None:
        with psycopg.connect(pg_url, autocommit=True, application_name="a probe") as probe:
            probe.execute(f'LISTEN "{recorder.channel_name}"')

            async def insert() -> None:
                match_id, tokens, seat, move = next(moves)
                result, error, _ = await play(service, match_id, tokens[seat], move)
                assert error is None and result is not None
                heard.append(notified(probe, 0.5))

            await insert()  # no count told yet
            for count in (0, 0, 1, 0, None):
                writer.others(count)
                await insert()

    try:
        run(service, scenario)
    finally:
        service.close()
    loud, quiet = [recorder.origin], []
    assert heard == [loud, loud, quiet, loud, loud, loud]


def test_while_others_listen_an_insert_notifies_only_if_one_of_its_events_is_urgent(pg_url: str) -> None:
    """The hub calls a move urgent when another process must hear of it at once (it streams the
    match, say); a move of a match only this process follows is left to the others' polling."""
    service = MatchService(store_env(pg_url))
    followed, alone = first_moves(service, 2)
    recorder = service.app.recorder
    assert isinstance(recorder, GapSafeRecorder)
    heard: list[list[str]] = []

    async def scenario(writer: LoopWriter, recorded: Recorded) -> None:
        writer.urgent = lambda event: event.originator_id == followed[0]
        with psycopg.connect(pg_url, autocommit=True, application_name="a probe") as probe:
            probe.execute(f'LISTEN "{recorder.channel_name}"')
            for match_id, tokens, seat, move in (alone, followed):
                result, error, _ = await play(service, match_id, tokens[seat], move)
                assert error is None and result is not None
                heard.append(notified(probe, 0.5))

    try:
        run(service, scenario)
    finally:
        service.close()
    assert heard == [[], [recorder.origin]]


def test_a_listener_counts_the_other_processes_listening_on_its_channel(pg_url: str) -> None:
    """Each heartbeat counts the other listeners of the channel in the same database; a lost
    connection is told as an unknown count, until the new connection counts again."""
    counts: list[int | None] = []

    async def until(expected: int | None, since: int = 0) -> int:
        """Wait for ``expected`` to be told after the first ``since`` counts; where it was."""
        deadline = time.monotonic() + 10
        while expected not in counts[since:]:
            assert time.monotonic() < deadline, counts
            await asyncio.sleep(0.02)
        return counts.index(expected, since)

    async def scenario() -> None:
        listener = PgListener(pg_url, "igroteka_events", lambda: None, lambda healthy: None, "me", counts.append)
        other = PgListener(pg_url, "igroteka_events", lambda: None, lambda healthy: None, "other")
        listener.heartbeat = other.heartbeat = 0.05
        listener.start()
        try:
            alone = await until(0)
            other.start()
            joined = await until(1, alone)
            await other.stop()
            await until(0, joined)
            before = len(counts)
            with psycopg.connect(pg_url, autocommit=True) as admin:
                admin.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND application_name = %s",
                    (listener.name,),
                )
            lost = await until(None, before)
            await until(0, lost)  # counting again on a new connection
        finally:
            await listener.stop()

    asyncio.run(scenario())
