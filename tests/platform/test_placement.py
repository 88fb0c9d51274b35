"""Where a new match goes when the server runs several workers (server/affinity.py): to the
worker streaming the fewest matches, counting the matches a creating worker placed lately."""

from __future__ import annotations

import os
import uuid
from pathlib import Path

from igroteka.domain.matches import MatchService
from igroteka.server.affinity import Owners
from igroteka.server.fanout import Watchers
from igroteka.server.store import store_env


class Stream:
    def notify(self, version: int, at: float) -> None: ...

    def present(self, seats: list[int]) -> None: ...


def owner(match_id: uuid.UUID) -> int:
    return match_id.int % 2


def test_a_new_match_goes_to_the_worker_streaming_the_fewest(tmp_path: Path) -> None:
    first, second = Owners(tmp_path, 2), Owners(tmp_path, 2)
    assert (first.slot, second.slot) == (0, 1)
    first.streaming(1)
    second.streaming(3)
    assert second.loads() == first.loads() == [1, 3]  # one file, mapped by both
    assert [owner(second.new_match_id()) for _ in range(2)] == [0, 0]  # then 3 and 3
    assert sorted(owner(second.new_match_id()) for _ in range(2)) == [0, 1]


def test_matches_placed_lately_count_before_their_streams_show(tmp_path: Path) -> None:
    first, _ = Owners(tmp_path, 2), Owners(tmp_path, 2)
    placed = [owner(first.new_match_id()) for _ in range(10)]
    assert all(sorted(placed[i : i + 2]) == [0, 1] for i in range(0, 10, 2)), placed


def test_a_worker_taking_a_slot_clears_the_count_its_predecessor_left(tmp_path: Path) -> None:
    dead = Owners(tmp_path, 2)
    dead.streaming(7)
    assert dead._lock is not None
    os.close(dead._lock)  # its slot's lock goes with the process
    successor = Owners(tmp_path, 2)
    assert successor.slot == 0
    assert successor.loads() == [0, 0]


def test_one_worker_derives_the_notices_and_another_takes_over_while_it_is_gone(tmp_path: Path) -> None:
    first, second = Owners(tmp_path, 2), Owners(tmp_path, 2)
    assert first.derives() and not second.derives()  # slot 0 holds it while its process lives
    dead = os.fork()
    if dead == 0:
        os._exit(0)
    os.waitpid(dead, 0)
    (tmp_path / "0.pid").write_text(str(dead))  # slot 0's holder died: the others derive
    assert second.derives()
    assert first._lock is not None
    os.close(first._lock)
    successor = Owners(tmp_path, 2)
    assert successor.slot == 0 and successor.derives() and not second.derives()


def test_streams_are_counted_by_match() -> None:
    counts: list[int] = []
    watchers = Watchers(counts.append)
    one, other = uuid.uuid4(), uuid.uuid4()
    seat, spectator = Stream(), Stream()
    watchers.watch(one, seat)
    watchers.watch(one, spectator)
    watchers.watch(other, seat)
    watchers.unwatch(one, seat)
    watchers.unwatch(one, spectator)
    assert counts == [1, 2, 1]


def test_the_match_service_gives_new_matches_the_ids_it_is_given(tmp_path: Path) -> None:
    ids = iter([uuid.UUID(int=4), uuid.UUID(int=7)])
    service = MatchService(store_env(f"sqlite:///{tmp_path / 'igroteka.sqlite'}"), new_id=lambda: next(ids))
    try:
        match, _ = service.create("pobeda", {}, 2, {})
        tour = service.seated("pobeda", {}, [("a", "x"), ("b", "y")], "h")
        assert (match.id, tour.id) == (uuid.UUID(int=4), uuid.UUID(int=7))
    finally:
        service.close()
