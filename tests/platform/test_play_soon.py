"""Moves decided on the event loop (``MatchService.move_soon``) and committed by the group
writer, and our own commits handed to the log follower without a re-read, on both stores."""

from __future__ import annotations

import threading
import uuid
from typing import Any
from uuid import UUID

from igroteka.domain.commands import MoveResult
from igroteka.domain.engine import clone, decision_rng, fold
from igroteka.domain.matches import MatchService
from igroteka.domain.writer import GroupWriter
from igroteka.projections.follower import LogFollower
from igroteka.server.store import store_env

GAME = "pobeda"


class Outcome:
    """What ``move_soon`` resumed with, and the cached match's version at that moment."""

    def __init__(self, service: MatchService, match_id: UUID) -> None:
        self.service = service
        self.match_id = match_id
        self.done = threading.Event()
        self.result: MoveResult | None = None
        self.error: BaseException | None = None
        self.cached_version = 0

    def resume(self, result: MoveResult | None, error: BaseException | None) -> None:
        self.result, self.error = result, error
        cached = self.service.repository.cache.get(self.match_id)
        self.cached_version = cached.version if cached is not None else 0
        self.done.set()

    def wait(self) -> Outcome:
        assert self.done.wait(10)
        return self


def post(fn: Any, *args: Any) -> None:
    """Stands in for ``loop.call_soon_threadsafe``: runs the hand-over on the writer thread."""
    fn(*args)


def open_match(service: MatchService) -> tuple[UUID, list[str]]:
    match, _ = service.create(GAME, {}, 2, {})
    return match.id, [service.claim(match.id, None, f"player {n}")[2] for n in range(2)]


def next_move(service: MatchService, match_id: UUID) -> tuple[int, Any]:
    match = service.get(match_id)
    seat = min(match.to_act)
    return seat, match.rules.legal_moves(match.state, seat)[0]


def move_soon(service: MatchService, match_id: UUID, token: str, move: Any, move_id: str | None = None) -> Outcome:
    outcome = Outcome(service, match_id)
    assert service.move_soon(match_id, token, move_id or str(uuid.uuid4()), move, None, post, outcome.resume)
    return outcome


def test_a_move_played_soon_is_acknowledged_after_its_commit_and_applied_before(service: MatchService) -> None:
    match_id, tokens = open_match(service)
    seat, move = next_move(service, match_id)
    before = service.get(match_id).version
    move_id = str(uuid.uuid4())
    outcome = move_soon(service, match_id, tokens[seat], move, move_id).wait()
    assert outcome.error is None and outcome.result == MoveResult(version=before + 1, seat=seat)
    assert outcome.cached_version == before + 1  # the cached match had the move when the caller heard
    stored = service.stored(match_id)
    assert stored is not None and stored.version == before + 1
    again = move_soon(service, match_id, tokens[seat], move, move_id).wait()  # a retried move_id
    assert again.result == outcome.result
    assert service.get(match_id).version == before + 1


def test_move_soon_declines_what_it_cannot_decide_without_waiting(service: MatchService) -> None:
    match_id, tokens = open_match(service)
    seat, move = next_move(service, match_id)

    def declined(token: str | None = tokens[seat]) -> bool:
        outcome = Outcome(service, match_id)
        return not service.move_soon(match_id, token, str(uuid.uuid4()), move, None, post, outcome.resume)

    assert declined(tokens[1 - seat])  # not its turn: only the fresh read of ``move`` may refuse it
    assert declined(None)  # a spectator: ``move`` refuses it
    held, free = threading.Event(), threading.Event()

    def command() -> None:  # a worker thread running a command on the match
        with service.locks.commanding(match_id):
            held.set()
            free.wait(10)

    holder = threading.Thread(target=command)
    holder.start()
    assert held.wait(10)
    assert declined()
    free.set()
    holder.join(10)
    service.healthy = False
    assert declined()  # the store is down: ``move`` answers 503 at once
    service.healthy = True
    service.repository.forget(match_id)
    assert declined()  # not cached: loading it would block
    assert service.get(match_id).version == 4  # nothing was appended


def test_a_command_waits_for_the_append_in_flight_of_its_match(service: MatchService) -> None:
    match_id, tokens = open_match(service)
    seat, move = next_move(service, match_id)
    match = service.get(match_id)
    rules = match.rules
    facts = rules.decide(match.state, seat, move, decision_rng(match.secret, match.version))
    reply = rules.legal_moves(fold(rules, facts, clone(rules, match.state)), 1 - seat)[0]  # legal after the move only
    entered, released = threading.Event(), threading.Event()

    def slow_save(*events: Any) -> Any:
        entered.set()
        released.wait(10)
        return service.app.save(*events)

    service.writer.close()
    service.writer = service.commands.writer = GroupWriter(slow_save)
    first = move_soon(service, match_id, tokens[seat], move)
    assert entered.wait(10)
    outcome = Outcome(service, match_id)
    assert not service.move_soon(match_id, tokens[1 - seat], str(uuid.uuid4()), reply, None, post, outcome.resume)
    answers: list[Any] = []

    def opponent() -> None:
        try:
            answers.append(service.move(match_id, tokens[1 - seat], str(uuid.uuid4()), reply, None))
        except Exception as error:
            answers.append(error)

    thread = threading.Thread(target=opponent)
    thread.start()
    thread.join(0.3)
    assert thread.is_alive() and not answers  # waiting for the first move's commit, not deciding on stale state
    released.set()
    thread.join(10)
    assert first.wait().result is not None
    assert answers == [MoveResult(version=first.result.version + 1, seat=1 - seat)]


def test_the_log_leaves_the_events_of_our_append_in_flight_to_it(service: MatchService) -> None:
    """The log follower may read our commit before the writer hands it back (another process's
    commit woke it): the cached match is left to the append, which applies what it decided."""
    match_id, tokens = open_match(service)
    seat, move = next_move(service, match_id)
    before = service.get(match_id).version
    follower = LogFollower(service.app, [service.repository])
    follower.catch_up()
    committed, released = threading.Event(), threading.Event()

    def save_then_wait(*events: Any) -> Any:
        recordings = service.app.save(*events)
        committed.set()
        released.wait(10)
        return recordings

    service.writer.close()
    service.writer = service.commands.writer = GroupWriter(save_then_wait)
    outcome = move_soon(service, match_id, tokens[seat], move)
    assert committed.wait(10)
    follower.catch_up()
    assert follower.position == service.app.recorder.max_notification_id()
    with service.peeking(match_id) as cached:
        assert cached is not None and cached.version == before
    released.set()
    assert outcome.wait().result == MoveResult(version=before + 1, seat=seat)
    assert outcome.cached_version == before + 1


def test_a_move_decided_on_a_stale_copy_fails_alone_and_is_decided_again(database_url: str) -> None:
    """Another process appended first: the commit conflicts, the cached copy is dropped, and the
    caller is told to decide the move again (``move``, on a fresh read)."""
    a, b = MatchService(store_env(database_url)), MatchService(store_env(database_url))
    try:
        match_id, tokens = open_match(a)
        seat, move = next_move(b, match_id)  # b caches the match
        a.move(match_id, tokens[seat], str(uuid.uuid4()), move, None)
        outcome = move_soon(b, match_id, tokens[seat], move).wait()
        assert (outcome.result, outcome.error) == (None, None)
        assert b.repository.cache.get(match_id) is None
        assert b.get(match_id).version == a.get(match_id).version
    finally:
        a.close()
        b.close()


class Counting:
    """A read model that records the events it was given."""

    def __init__(self) -> None:
        self.seen: list[tuple[UUID, int]] = []

    def apply(self, event: Any) -> None:
        self.seen.append((event.originator_id, event.originator_version))


def test_our_commits_reach_the_read_models_at_once_and_once(database_url: str) -> None:
    """Events this process commits are applied when they commit, never read back from the log;
    one whose predecessor another process appended waits for the log, to keep version order."""
    a, b = MatchService(store_env(database_url)), MatchService(store_env(database_url))
    try:
        model = Counting()
        follower = LogFollower(a.app, [model])
        a.recorded = follower.own
        match_id, tokens = open_match(a)
        seat, move = next_move(a, match_id)
        move_soon(a, match_id, tokens[seat], move).wait()
        assert model.seen == [(match_id, v) for v in range(1, 6)]  # no catch_up yet
        follower.catch_up()
        assert model.seen == [(match_id, v) for v in range(1, 6)]  # passed over, not applied again
        seat, move = next_move(b, match_id)
        b.move(match_id, tokens[seat], str(uuid.uuid4()), move, None)  # version 6, by another process
        seat, move = next_move(a, match_id)
        a.move(match_id, tokens[seat], str(uuid.uuid4()), move, None)  # version 7: must wait for 6
        assert model.seen[-1] == (match_id, 5)
        assert follower.wake.is_set()
        follower.catch_up()
        assert model.seen == [(match_id, v) for v in range(1, 8)]
    finally:
        a.close()
        b.close()
