"""The hub's schedulers do their work with only the parts the hub hands them (server.clocks,
server.expiry): blocking store work in a thread, a read of the match, the lifecycle step and the
announcement of the commit, on both stores."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any, TypeVar
from uuid import UUID

from igroteka.domain.clocks import TimeControl
from igroteka.domain.lifecycle import Lifecycle
from igroteka.domain.match import Match
from igroteka.domain.matches import MatchService
from igroteka.projections.follower import LogFollower
from igroteka.projections.lobby import Lobby
from igroteka.server.clocks import ClockSweeper
from igroteka.server.expiry import LobbyExpiry

T = TypeVar("T")


async def run(fn: Callable[..., T], *args: Any) -> T:
    return await asyncio.to_thread(fn, *args)


def reader(service: MatchService) -> Callable[..., Any]:
    async def read(match_id: UUID, fn: Callable[[Match], T], at_least: int = 0, fresh: bool = False) -> T:
        return await run(lambda: fn(service.get(match_id)))

    return read


def test_the_clock_sweeper_times_out_a_seat_and_announces_it(service: MatchService) -> None:
    control = TimeControl(kind="move", seconds=0.3, on_timeout="lose")
    match, _ = service.create("pobeda", {}, 2, {}, control)
    service.claim(match.id, None, "Зина")
    service.claim(match.id, None, "Петя")  # the match starts: seat 0's clock runs
    committed: list[tuple[UUID, int]] = []

    async def scenario() -> None:
        sweeper = ClockSweeper(
            reader(service), run, Lifecycle(service).time_out, lambda m, v: committed.append((m, v)), 0.05
        )
        sweeper.start([match.id])
        for _ in range(300):
            if committed:
                break
            await asyncio.sleep(0.01)
        sweeper.stop()

    asyncio.run(scenario())
    stored = service.get(match.id)
    assert committed == [(match.id, stored.version)]
    assert stored.status == "finished" and stored.outcome is not None and stored.outcome.reason == "timeout"
    assert stored.outcome.winners == [1]


def test_lobby_expiry_calls_off_an_open_match_nobody_joined(service: MatchService) -> None:
    lobby = Lobby()
    follower = LogFollower(service.app, [lobby])
    lonely, _ = service.create("pobeda", {}, 2, {})
    joined, _ = service.create("pobeda", {}, 2, {})
    service.claim(joined.id, None, "Зина")
    follower.catch_up()
    committed: list[tuple[UUID, int]] = []
    expiry = LobbyExpiry(run, Lifecycle(service).expire, lobby.unjoined, lambda m, v: committed.append((m, v)), 1, 60)

    asyncio.run(expiry.expire_due(datetime.now(UTC) + timedelta(seconds=30)))  # not yet due: nothing
    assert committed == [] and service.get(lonely.id).status == "open"
    asyncio.run(expiry.expire_due(datetime.now(UTC) + timedelta(seconds=61)))
    stored = service.get(lonely.id)
    assert committed == [(lonely.id, stored.version)] and stored.status == "expired"
    assert service.get(joined.id).status == "open"
