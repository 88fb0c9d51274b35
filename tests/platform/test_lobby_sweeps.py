"""The lobby's sweeps (projections/lobby.py) look at the live matches only: an open match nobody
joined is unjoined, a running one with clocks is timed, one with the abandonment option is
abandonable; a finished, cancelled or expired match leaves them for good, and the lobby's index of
live rows with it, so a store of many finished matches costs the sweeps nothing. Expiry and
abandonment look at their own indexes (the open rows; the running ones with the option), so
idle running matches cost them nothing either (issue 41)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from igroteka.domain.abandon import Abandonment
from igroteka.domain.clocks import TimeControl
from igroteka.domain.lifecycle import Lifecycle
from igroteka.domain.matches import MatchService
from igroteka.projections.follower import LogFollower
from igroteka.projections.lobby import Lobby

CLOCK = TimeControl(kind="fischer", seconds=600, increment=5, on_timeout="default")


def test_the_sweeps_see_only_live_matches_and_an_ended_one_leaves_them(service: MatchService) -> None:
    lobby = Lobby()
    follower = LogFollower(service.app, [lobby])
    follower.catch_up()
    service.recorded = follower.own
    lifecycle = Lifecycle(service)
    unjoined, _ = service.create("pobeda", {}, 2, {})
    cancelled, organiser = service.create("pobeda", {}, 2, {})
    expired, _ = service.create("pobeda", {}, 2, {})
    timed, _ = service.create("pobeda", {}, 2, {}, clock=CLOCK, abandon=Abandonment(after=60, then="bot"))
    finished, _ = service.create("den_pobedy", {"deck_building": False}, 2, {}, clock=CLOCK)
    for match in (timed, finished):
        service.claim(match.id, None, "Зина")
    resigning = service.claim(finished.id, None, "Петя")[2]
    service.claim(timed.id, None, "Петя")
    later = datetime.now(UTC) + timedelta(seconds=10)
    assert set(lobby.unjoined(later)) == {unjoined.id, cancelled.id, expired.id}
    assert set(lobby.timed()) == {timed.id, finished.id}
    assert lobby.abandonable() == [timed.id]
    assert set(lobby.opened) == {unjoined.id, cancelled.id, expired.id} and set(lobby.abandoning) == {timed.id}
    lifecycle.cancel(cancelled.id, organiser)
    assert lifecycle.expire(expired.id, later, 5) is not None
    lifecycle.resign(finished.id, resigning)
    assert [lobby.rows[m.id].status for m in (cancelled, expired, finished)] == ["cancelled", "expired", "finished"]
    assert lobby.unjoined(later) == [unjoined.id]
    assert lobby.timed() == [timed.id] and lobby.abandonable() == [timed.id]
    assert set(lobby.live) == {unjoined.id, timed.id}  # the ended rows are in the lobby, not in its live index
    assert set(lobby.opened) == {unjoined.id} and set(lobby.abandoning) == {timed.id}
    assert len(lobby.rows) == 5
