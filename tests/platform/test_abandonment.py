"""Abandonment decided on the stored match (issue 14), on both stores: only a seat to act, played by
a person, not connected and with no sign of its person for the option's time is abandoned; its
absence starts at the stored timestamps, so a process rebuilt from the store decides the same."""

from __future__ import annotations

import uuid
from datetime import datetime, timedelta

from igroteka.domain.abandon import Abandonment
from igroteka.domain.lifecycle import Lifecycle, abandoned_seat
from igroteka.domain.matches import MatchService
from igroteka.server.store import store_env

POLICY = Abandonment(after=60, then="lose")


def running(service: MatchService, policy: Abandonment | None = POLICY) -> tuple[uuid.UUID, list[str]]:
    match, _ = service.create("pobeda", {}, 2, {}, abandon=policy)
    return match.id, [service.claim(match.id, None, f"игрок {n}")[2] for n in range(2)]


def test_only_a_seat_to_act_with_no_sign_for_the_time_is_abandoned(service: MatchService) -> None:
    match_id, _ = running(service)
    match = service.get(match_id)
    (seat,) = match.to_act
    started = match.modified_on
    soon, late = started + timedelta(seconds=59), started + timedelta(seconds=61)
    assert abandoned_seat(match, soon, frozenset(), {}) is None
    assert abandoned_seat(match, late, frozenset(), {}) == seat
    assert abandoned_seat(match, late, frozenset({seat}), {}) is None  # connected now
    assert abandoned_seat(match, late, frozenset(), {seat: started + timedelta(seconds=30)}) is None  # seen lately
    assert abandoned_seat(match, late + timedelta(days=1), frozenset({seat}), {}) is None
    lifecycle = Lifecycle(service)
    assert lifecycle.abandon(match_id, soon, frozenset(), {}) is None
    ended = lifecycle.abandon(match_id, late, frozenset(), {})
    assert ended is not None and ended.status == "finished" and ended.outcome is not None
    assert ended.outcome.reason == "abandoned" and ended.outcome.winners == [1 - seat]
    assert lifecycle.abandon(match_id, late, frozenset(), {}) is None  # once


def test_a_match_without_the_option_is_never_abandoned(service: MatchService) -> None:
    match_id, _ = running(service, None)
    match = service.get(match_id)
    assert match.abandonment is None
    assert abandoned_seat(match, datetime.now(match.modified_on.tzinfo) + timedelta(days=30), frozenset(), {}) is None


def test_the_absence_start_is_rebuilt_from_the_store(database_url: str, service: MatchService) -> None:
    match_id, tokens = running(service, Abandonment(after=60, then="bot"))
    match = service.get(match_id)
    (seat,) = match.to_act
    move = match.rules.legal_moves(match.state, seat)[0]
    service.move(match_id, tokens[seat], str(uuid.uuid4()), move, None)
    before = list(service.get(match_id).active)
    rebuilt = MatchService(store_env(database_url))
    try:
        assert rebuilt.get(match_id).active == before
    finally:
        rebuilt.close()
    after = service.get(match_id)
    (other,) = after.to_act
    assert after.active[other] == after.modified_on  # it came to act with the move
    taken = Lifecycle(service).abandon(match_id, after.modified_on + timedelta(seconds=61), frozenset(), {})
    assert taken is not None and taken.holders[other] is not None and taken.holders[other].autoplay
