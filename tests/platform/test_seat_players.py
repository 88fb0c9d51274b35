"""A seat claimed with a player account names the player in its stored claim (issue 37); claims
stored before accounts existed read as a guest's."""

from __future__ import annotations

import dataclasses

import msgspec
import pytest

from igroteka.domain.errors import Conflict
from igroteka.domain.match import Match
from igroteka.domain.matches import MatchService
from igroteka.domain.tokens import Caller, PlayerKey, caller
from igroteka.server.store import store_env


def test_a_claim_with_a_player_names_it_and_a_guest_claim_names_none(service: MatchService, database_url: str) -> None:
    match, _ = service.create("pobeda", {}, 3, {})
    service.claim(match.id, None, "Зина", player="p-zina")
    service.claim(match.id, None, "Петя")
    with pytest.raises(Conflict) as twice:
        service.claim(match.id, None, "Зина вторая", player="p-zina")
    assert twice.value.code == "player_seated"
    holders = service.get(match.id).holders
    assert [h.player if h else None for h in holders] == ["p-zina", None, None]
    again = MatchService(store_env(database_url))  # read back from the store, not the cache
    try:
        assert [h.player if h else None for h in again.get(match.id).holders] == ["p-zina", None, None]
    finally:
        again.close()


def test_a_claim_stored_without_a_player_field_decodes_as_a_guests(service: MatchService) -> None:
    match, _ = service.create("pobeda", {}, 2, {})
    service.claim(match.id, 0, "Зина", player="p-zina")
    stored = service.app.recorder.select_events(match.id)
    old = []
    for row in stored:
        state = msgspec.json.decode(row.state)
        state.pop("player", None)  # the claim as it was stored before accounts
        old.append(dataclasses.replace(row, state=msgspec.json.encode(state)))
    assert b'"player"' in stored[1].state and b'"player"' not in old[1].state
    aggregate = None
    for row in old:
        aggregate = service.app.mapper.to_domain_event(row).mutate(aggregate)
    assert isinstance(aggregate, Match)
    holder = aggregate.holders[0]
    assert holder is not None and holder.name == "Зина" and holder.player is None


def test_a_player_acts_for_the_seat_it_holds_and_watches_elsewhere(service: MatchService) -> None:
    match, _ = service.create("pobeda", {}, 3, {})
    service.claim(match.id, None, "Зина", player="p-zina")
    service.claim(match.id, None, "Петя")
    stored = service.get(match.id)
    assert caller(stored, PlayerKey("p-zina")) == Caller(seat=0)
    assert caller(stored, PlayerKey("p-petya", linked=frozenset({1}))) == Caller(seat=1)  # his guest seat
    assert caller(stored, PlayerKey("p-vasya")) == Caller()  # no seat here: a spectator
