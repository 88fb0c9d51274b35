"""The lobby says how each seat went out of a match: resigned, lost on time, or forfeited by
abandonment, each in its own list (a time-out or an abandonment is never listed as resigned)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from uuid import UUID

from igroteka.domain.abandon import Abandonment
from igroteka.domain.clocks import TimeControl
from igroteka.domain.lifecycle import Lifecycle
from igroteka.domain.matches import MatchService
from igroteka.projections.follower import LogFollower
from igroteka.projections.lobby import Lobby, LobbyRow


def seated(
    service: MatchService, seats: int, clock: TimeControl | None = None, abandon: Abandonment | None = None
) -> tuple[UUID, list[str]]:
    match, _ = service.create("pobeda", {}, seats, {}, clock, abandon)
    tokens = [service.claim(match.id, None, f"игрок {n}")[2] for n in range(seats)]
    return match.id, tokens


def row(service: MatchService, match_id: UUID) -> LobbyRow:
    lobby = Lobby()
    LogFollower(service.app, [lobby]).catch_up()
    return lobby.rows[match_id]


def test_a_seat_out_of_time_is_listed_as_timed_out(service: MatchService) -> None:
    match_id, _ = seated(service, 3, clock=TimeControl(kind="move", seconds=5, on_timeout="lose"))
    (late,) = service.get(match_id).to_act
    assert Lifecycle(service).time_out(match_id, datetime.now(UTC) + timedelta(minutes=1)) is not None
    lobby = row(service, match_id)
    assert (lobby.timed_out, lobby.resigned, lobby.abandoned) == ([late], [], [])


def test_a_seat_abandoned_to_a_loss_is_listed_as_abandoned(service: MatchService) -> None:
    match_id, _ = seated(service, 3, abandon=Abandonment(after=1, then="lose"))
    (absent,) = service.get(match_id).to_act
    later = datetime.now(UTC) + timedelta(minutes=1)
    assert Lifecycle(service).abandon(match_id, later, frozenset(), {}) is not None
    lobby = row(service, match_id)
    assert (lobby.abandoned, lobby.resigned, lobby.timed_out) == ([absent], [], [])


def test_a_resignation_is_listed_as_resigned(service: MatchService) -> None:
    match_id, tokens = seated(service, 3)
    Lifecycle(service).resign(match_id, tokens[1])
    lobby = row(service, match_id)
    assert (lobby.resigned, lobby.timed_out, lobby.abandoned) == ([1], [], [])
