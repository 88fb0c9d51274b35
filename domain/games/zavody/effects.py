"""Posters and events in force: who is affected by what this round, and which one has priority."""

from __future__ import annotations

from .content import CATALOGUE, EVENTS, POSTERS
from .state import State


def active_modifiers(state: State, seat: int, effect: str) -> list[int]:
    return [
        m.amount
        for m in state.modifiers
        if m.effect == effect and seat in m.seats and m.first <= state.round and (m.last == 0 or state.round <= m.last)
    ]


def effective(state: State, seat: int, effect: str) -> int:
    """The change `effect` makes for `seat` this round.

    Posters have priority over the event: when a poster in force for the seat touches the same
    quantity, the event's change is ignored for that seat (so is all of it for an immune seat).
    «Не поднимая глаз» (overrides_posters) is the exception: then the event's change applies and the
    posters' changes to that quantity are ignored.
    """
    if not state.modifiers and not state.event:
        return 0
    posters = active_modifiers(state, seat, effect)
    event = EVENTS[state.event] if state.event else None
    if event is None or event.effect != effect:
        return sum(posters)
    if event.overrides_posters:
        return event.amount
    if seat in state.immune or posters:
        return sum(posters)
    return event.amount


def tile_cost(state: State, seat: int, slot: int) -> int:
    return max(0, CATALOGUE.market_costs[slot] + effective(state, seat, "tile_cost"))


def housing_need(state: State, seat: int) -> int:
    player = state.players[seat]
    cell = CATALOGUE.workers_in_housing - player.housed
    return max(1, CATALOGUE.housing[cell] + effective(state, seat, "housing_cost"))


def poster_need(state: State, seat: int) -> int:
    return 1 if effective(state, seat, "poster_pair") > 0 else 2


def workers_to_place(state: State, seat: int) -> int:
    player = state.players[seat]
    available = CATALOGUE.workers_per_player - player.housed
    return max(0, available - max(0, effective(state, seat, "workers_away")))


def request_closed(state: State, seat: int) -> bool:
    return effective(state, seat, "request_closed") > 0


def bureau_gain(state: State, seat: int, workers: int) -> int:
    return max(0, workers + effective(state, seat, "bureau")) if workers else 0


def poster_targets(state: State, poster: str, owner: int, ally: int) -> list[int]:
    target = POSTERS[poster].target
    if target == "self":
        return [owner]
    if target == "others":
        return [s for s in range(state.seats) if s != owner]
    if target == "all":
        return list(range(state.seats))
    return sorted([owner, ally])


def clamp_delta(state: State, seat: int, delta: int) -> int:
    """The change in blueprints the track allows (0..bureau_max)."""
    now = state.players[seat].blueprints
    return max(0, min(CATALOGUE.bureau_max, now + delta)) - now
