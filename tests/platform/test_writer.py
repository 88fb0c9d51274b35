"""Group commit (domain.writer): appends that arrive together share one transaction, and a
conflicting one is refused alone, on both stores."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from eventsourcing.domain import Aggregate
from eventsourcing.persistence import IntegrityError

from igroteka.domain.matches import MatchService
from igroteka.domain.writer import GroupWriter

APPENDS = 8


class Tally(Aggregate):
    def __init__(self) -> None:
        self.count = 0

    def bump(self) -> None:
        self.trigger_event(self.Bumped)

    class Bumped(Aggregate.Event):
        def apply(self, aggregate: Aggregate) -> None:
            aggregate.count += 1  # type: ignore[attr-defined]


def test_appends_waiting_together_commit_in_one_transaction_and_a_conflict_fails_alone(
    service: MatchService,
) -> None:
    tallies = [Tally() for _ in range(APPENDS)]
    service.app.save(*tallies)
    entered, released = threading.Event(), threading.Event()
    batches: list[int] = []

    def save(*events: Any) -> None:
        entered.set()
        released.wait(10)  # the first transaction is slow: every other append queues behind it
        batches.append(len(events))
        service.app.save(*events)

    writer = GroupWriter(save)
    stale = Tally.Bumped(originator_id=tallies[0].id, originator_version=1, timestamp=Tally.Bumped.create_timestamp())
    for tally in tallies:
        tally.bump()
    events = [tally.collect_events() for tally in tallies]
    outcomes: dict[int, str] = {}

    def append(n: int, items: list[Any]) -> None:
        try:
            writer.save(*items)
        except IntegrityError:
            outcomes[n] = "conflict"
        else:
            outcomes[n] = "committed"

    threads = [threading.Thread(target=append, args=(0, events[0]))]
    threads[0].start()
    assert entered.wait(10)
    threads += [threading.Thread(target=append, args=(n, events[n])) for n in range(1, APPENDS)]
    threads.append(threading.Thread(target=append, args=(APPENDS, [stale])))  # version 1 is stored
    for thread in threads[1:]:
        thread.start()
    while writer._queue.qsize() < APPENDS:
        released.wait(0.01)
    released.set()
    for thread in threads:
        thread.join(10)
    writer.close()

    assert outcomes == {**dict.fromkeys(range(APPENDS), "committed"), APPENDS: "conflict"}
    assert batches[:2] == [1, APPENDS]  # the queued appends went into one transaction (refused: conflict)
    assert batches[2:] == [1] * APPENDS  # then each alone: the conflict fails, its neighbours commit
    assert [service.app.repository.get(t.id).count for t in tallies] == [1] * APPENDS


def test_a_closed_writer_still_stores_a_late_append(service: MatchService) -> None:
    tally = Tally()
    writer = GroupWriter(service.app.save)
    writer.close()
    writer.save(*tally.collect_events())
    assert service.app.repository.get(tally.id).version == 1


@pytest.mark.parametrize("error", [IntegrityError, OSError])
def test_a_failed_transaction_fails_each_of_its_appends(error: type[Exception]) -> None:
    def save(*events: Any) -> None:
        raise error("refused")

    writer = GroupWriter(save)
    with pytest.raises(error):
        writer.save("an event")
    writer.close()


def test_submitted_appends_resume_their_callers_with_one_post_per_batch(service: MatchService) -> None:
    """The non-blocking way in (the event loop's): ``stored`` runs on the writer thread for each
    append, then the whole batch's ``resume`` callbacks are handed over in ONE ``post``."""
    tallies = [Tally() for _ in range(APPENDS)]
    service.app.save(*tallies)
    entered, released = threading.Event(), threading.Event()

    def save(*events: Any) -> Any:
        entered.set()
        released.wait(10)
        return service.app.save(*events)

    saved: list[int] = []
    writer = GroupWriter(save, saved=lambda recordings, _wait: saved.append(len(recordings)) is None)
    posts: list[int] = []
    stored: list[tuple[int, BaseException | None]] = []
    resumed: list[tuple[int, BaseException | None]] = []
    all_resumed = threading.Event()

    def post(fn: Any, appends: list[Any]) -> None:  # stands in for loop.call_soon_threadsafe
        posts.append(len(appends))
        fn(appends)

    def submit(n: int, events: tuple[Any, ...]) -> None:
        def resume(error: BaseException | None) -> None:
            resumed.append((n, error))
            if len(resumed) == APPENDS + 1:
                all_resumed.set()

        assert writer.submit(events, lambda error, _wait: stored.append((n, error)) is None, resume, post)

    for tally in tallies:
        tally.bump()
    submit(0, tuple(tallies[0].collect_events()))
    assert entered.wait(10)
    for n in range(1, APPENDS):
        submit(n, tuple(tallies[n].collect_events()))
    stale = Tally.Bumped(originator_id=tallies[0].id, originator_version=1, timestamp=Tally.Bumped.create_timestamp())
    submit(APPENDS, (stale,))
    released.set()
    assert all_resumed.wait(10)
    writer.close()

    assert posts == [1, APPENDS]  # the first transaction alone, then one hand-over for the rest
    assert sorted(n for n, error in stored if error is None) == list(range(APPENDS))
    assert [n for n, error in resumed if isinstance(error, IntegrityError)] == [APPENDS]
    assert sorted(saved) == [1] * APPENDS  # committed transactions handed over: the first, then each alone
    assert [service.app.repository.get(t.id).count for t in tallies] == [1] * APPENDS
    assert not writer.submit((stale,), stored.append, resumed.append, post)  # closed: nothing queued
