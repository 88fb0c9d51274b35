"""The log follower (docs/architecture.md §6) on both stores: this process's commits reach the read models at
once and are not read back from the log; another process's are."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from igroteka.domain.matches import MatchService
from igroteka.projections.follower import LogFollower
from igroteka.projections.lobby import Lobby
from igroteka.server.store import store_env


def test_own_commits_are_passed_over_without_reading_them_back(database_url: str, service: MatchService) -> None:
    lobby = Lobby()
    follower = LogFollower(service.app, [lobby])
    follower.catch_up()
    service.recorded = follower.own
    match, _ = service.create("pobeda", {}, 2, {})
    service.claim(match.id, None, "Зина")
    assert lobby.rows[match.id].free_seats == [1]  # applied when committed

    read: list[Any] = []
    recorder = service.app.recorder
    select = recorder.select_notifications

    def counted(*args: Any, **kwargs: Any) -> Any:
        notifications = select(*args, **kwargs)
        read.extend(notifications)
        return notifications

    recorder.select_notifications = counted  # type: ignore[method-assign]
    follower.catch_up()
    newest = recorder.max_notification_id()
    assert follower.position == newest and read == []

    other = MatchService(store_env(database_url))  # another process's claim starts the match: the log brings it
    try:
        other.claim(match.id, None, "Петя")
    finally:
        other.close()
    follower.catch_up()
    assert [n.id for n in read] == list(range(newest + 1, recorder.max_notification_id() + 1))
    assert lobby.rows[match.id].free_seats == [] and lobby.rows[match.id].status == "running"


def test_another_process_s_append_drops_a_match_not_followed_here(database_url: str, service: MatchService) -> None:
    """A cached match another process appends to is kept current only if this process follows it
    (the server: it has a stream of it open, or keeps its clock) or it has bot seats; else it is
    dropped and read afresh when next asked, which gives the same match."""
    followed: set[UUID] = set()
    service.repository.followed = followed.__contains__
    follower = LogFollower(service.app, [service.repository])
    kept, _ = service.create("pobeda", {}, 2, {})
    dropped, _ = service.create("pobeda", {}, 2, {})
    with_bot, _ = service.create("pobeda", {}, 2, {1: "random"})
    followed.add(kept.id)
    follower.catch_up()

    other = MatchService(store_env(database_url))  # another process seats a person in each
    try:
        stored = {match.id: other.claim(match.id, 0, "Петя")[0].version for match in (kept, dropped, with_bot)}
    finally:
        other.close()
    follower.catch_up()

    for match in (kept, with_bot):
        with service.peeking(match.id) as cached:
            assert cached is match and cached.version == stored[match.id]
    with service.peeking(dropped.id) as cached:
        assert cached is None
    with service.reading(dropped.id) as match:
        holder = match.holders[0]
        assert match.version == stored[dropped.id] and holder is not None and holder.name == "Петя"
