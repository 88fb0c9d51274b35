"""The released version of a delayed match (issue 14, domain.delay): what a spectator may see,
derived from the stored events and their times alone."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import msgspec
import pytest

from igroteka.domain.delay import Release, SpectatorDelay

T0 = datetime(2026, 11, 24, 12, 0, tzinfo=UTC)


def match_of(delay: SpectatorDelay, *kinds: str, gap: float = 1.0) -> Release:
    """A delayed match whose stored events (from version 1) are ``kinds``, ``gap`` seconds apart:
    ``c`` created or claimed, ``s`` started, ``m`` a move, ``l`` a lifecycle step, ``e`` an end."""
    release = Release(delay=delay)
    for n, kind in enumerate(kinds):
        at = T0 + timedelta(seconds=gap * n)
        release.add(n + 1, at, move=kind in "me", start=kind == "s", end=kind == "e", payload=n + 1)
    return release


def test_nothing_is_held_back_before_the_start() -> None:
    release = match_of(SpectatorDelay(moves=2, seconds=60), "c", "c", "c")
    assert release.released(T0) == 3


def test_a_moves_delay_holds_back_the_last_moves_and_what_follows_them() -> None:
    delay = SpectatorDelay(moves=2)
    assert match_of(delay, "c", "s").released(T0) == 2
    assert match_of(delay, "c", "s", "m").released(T0) == 2
    assert match_of(delay, "c", "s", "m", "m").released(T0) == 2
    assert match_of(delay, "c", "s", "m", "m", "m").released(T0) == 3
    # a lifecycle step stored between the moves is released in order with them
    assert match_of(delay, "c", "s", "m", "l", "m", "m").released(T0) == 4
    assert match_of(delay, "c", "s", "m", "m", "l").released(T0) == 2


def test_a_moves_delay_releases_everything_once_the_end_is_stored() -> None:
    assert match_of(SpectatorDelay(moves=3), "c", "s", "m", "m", "e").released(T0) == 5


def test_a_seconds_delay_shows_what_was_stored_long_enough_ago() -> None:
    release = match_of(SpectatorDelay(seconds=10), "c", "s", "m", "m", "e", gap=5)  # stored at 0, 5 ... 20 s
    assert release.released(T0 + timedelta(seconds=12)) == 2
    assert release.next_release(T0 + timedelta(seconds=12)) == T0 + timedelta(seconds=20)
    assert release.released(T0 + timedelta(seconds=20)) == 3
    assert release.released(T0 + timedelta(seconds=29)) == 4
    assert release.released(T0 + timedelta(seconds=30)) == 5  # the end too, once old enough
    assert release.next_release(T0 + timedelta(seconds=30)) is None


def test_both_delays_show_the_older_version() -> None:
    release = match_of(SpectatorDelay(moves=1, seconds=10), "c", "s", "m", "m", "m", gap=5)
    assert release.released(T0 + timedelta(seconds=100)) == 4  # the moves hold back the last move
    assert release.released(T0 + timedelta(seconds=21)) == 3  # the time holds back more


def test_rows_kept_before_the_released_version_may_be_forgotten() -> None:
    release = match_of(SpectatorDelay(seconds=10), "c", "s", "m", "m", "m", gap=5)
    now = T0 + timedelta(seconds=21)
    version = release.released(now)
    release.forget_before(version)
    assert release.released(now) == version == 3 and release.payload_at(version) == 3
    assert release.released(T0 + timedelta(seconds=40)) == 5 and release.payload_at(5) == 5


@pytest.mark.parametrize("body", [{"moves": -1}, {"moves": 51}, {"seconds": -1}, {"seconds": 3601}, {"turns": 1}])
def test_a_delay_out_of_bounds_is_refused(body: dict[str, int]) -> None:
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert(body, SpectatorDelay)
