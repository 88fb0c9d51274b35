"""The match cache is bounded by count, by the events its matches hold and by idle time."""

from __future__ import annotations

from uuid import UUID, uuid4

from igroteka.domain.cache import MatchCache
from igroteka.domain.match import Match


class Sized:
    """Stands in for a Match: the cache reads only its id and version."""

    def __init__(self, version: int) -> None:
        self.id: UUID = uuid4()
        self.version = version


def match(version: int) -> Match:
    return Sized(version)  # type: ignore[return-value]


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_the_least_recently_used_match_goes_first_beyond_the_count() -> None:
    cache = MatchCache(matches=2, events=10**9, idle=10**9)
    a, b, c = match(1), match(1), match(1)
    for m in (a, b):
        cache.remember(m)
    cache.remember(a)  # a is now the most recently used
    cache.remember(c)
    assert cache.get(b.id) is None and cache.get(a.id) is a and cache.get(c.id) is c


def test_long_matches_are_evicted_to_keep_the_events_held_under_the_bound() -> None:
    cache = MatchCache(matches=100, events=1_000, idle=10**9)
    long, short = match(900), match(50)
    cache.remember(long)
    cache.remember(short)
    assert cache.held == 950
    grown = match(200)
    cache.remember(grown)
    assert cache.get(long.id) is None and cache.held == 250 and len(cache) == 2


def test_a_match_grows_in_the_count_as_it_is_used_again() -> None:
    cache = MatchCache(matches=100, events=100, idle=10**9)
    m = match(10)
    cache.remember(m)
    m.version = 60
    cache.remember(m)
    assert cache.held == 60
    cache.forget(m.id)
    assert cache.held == 0 and len(cache) == 0


def test_idle_matches_are_dropped() -> None:
    clock = Clock()
    cache = MatchCache(matches=100, events=10**9, idle=60, clock=clock)
    old = match(5)
    cache.remember(old)
    clock.now = 61
    fresh = match(5)
    cache.remember(fresh)
    assert cache.get(old.id) is None and cache.get(fresh.id) is fresh
