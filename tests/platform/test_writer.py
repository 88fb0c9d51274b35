"""Group commit (domain.writer): appends that arrive together share one transaction, and a
conflicting one is refused alone, on both stores."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from eventsourcing.domain import Aggregate
from eventsourcing.persistence import IntegrityError

from domain.matches import MatchService
from domain.writer import GroupWriter

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
