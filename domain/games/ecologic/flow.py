"""What happens without a decision: event draws, reveals, auction ends, ecology, income, the end."""

from __future__ import annotations

from random import Random
from typing import Any

from .economy import dirtiest, ecology_delta, income_amount, must_lose, score, unpaid_card
from .evolve import evolve, seat_at
from .facts import (
    AuctionUnsold,
    AuctionWon,
    EcologyApplied,
    EventDrawn,
    GameEnded,
    IncomePaid,
    InitiativeLost,
    InitiativeRevealed,
    InitiativesShuffled,
    ObjectLost,
)
from .state import State


def needs_reveal(state: State) -> bool:
    """In the eco-initiative round the opener first turns up the top card (if any card is left)."""
    return (
        state.phase == "action"
        and state.stage == "initiative"
        and state.auction is None
        and state.pending is None
        and not state.revealed
        and bool(state.initiative_deck or state.initiative_discard)
    )


def reveal(state: State, rng: Random) -> Any:
    if not state.initiative_deck:
        deck = rng.sample(state.initiative_discard, len(state.initiative_discard))
        return InitiativesShuffled(deck=deck, count=len(deck))
    return InitiativeRevealed(seat=seat_at(state, state.step), card=state.initiative_deck[0])


def ecology_fact(state: State) -> Any:
    seat = seat_at(state, state.step)
    if not state.ecology_applied:
        return EcologyApplied(seat=seat, delta=ecology_delta(state, seat))
    candidates = dirtiest(state, seat)
    if must_lose(state, seat) and len(candidates) == 1:
        cell = state.hexes[candidates[0]]
        return ObjectLost(seat=seat, hex=cell.index, levels=cell.level, card=cell.card)
    return None


def income_fact(state: State) -> Any:
    seat = seat_at(state, state.step)
    hex_index = unpaid_card(state, seat)
    if hex_index is not None:
        return InitiativeLost(seat=seat, hex=hex_index, card=state.hexes[hex_index].card)
    return IncomePaid(seat=seat, amount=income_amount(state, seat))


def automatic(state: State, rng: Random) -> Any:
    """The next fact that follows by itself from this state, or None when a player must act."""
    if state.phase == "event":
        leader = state.order[state.turn % state.seats]
        return EventDrawn(turn=state.turn + 1, leader=leader, card=state.event_deck[0])
    if state.phase == "action":
        auction = state.auction
        if auction is not None and auction.to_bid == -1 and auction.high == -1:
            return AuctionUnsold(item=auction.item)
        if auction is not None and auction.to_bid == -1:
            return AuctionWon(seat=auction.high, lot=auction.lot, item=auction.item, price=auction.price)
        return reveal(state, rng) if needs_reveal(state) else None
    if state.phase == "ecology":
        return ecology_fact(state)
    if state.phase == "income":
        return income_fact(state)
    if state.phase == "end":
        return GameEnded(scores=[score(p.eco, p.coins) for p in state.players])
    return None


def settle(state: State, rng: Random) -> list[Any]:
    """Apply and collect automatic facts until a player must decide (mutates ``state``)."""
    facts = []
    while (fact := automatic(state, rng)) is not None:
        evolve(state, fact)
        facts.append(fact)
    return facts
