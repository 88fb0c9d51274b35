"""Ecology and income phases (tables 1–2, events, special initiatives) and the final score."""

from __future__ import annotations

from .content import BUILDING_LEVELS, CARDS, EVENTS, INITIATIVE_LEVELS, SPECIALS, EventCard
from .state import Hex, State


def levels_of(state: State, seat: int, branch: str) -> int:
    return sum(c.level for c in state.hexes if c.owner == seat and (branch == "any" or c.branch == branch))


def event_effect(state: State, seat: int, effect: str) -> int:
    """This turn's event's ecology or income effect on the seat (0 if it does not apply)."""
    if not state.event:
        return 0
    card: EventCard = EVENTS[state.event]
    if card.effect != effect or (card.target == "leader" and seat != state.leader):
        return 0
    return card.amount + card.per_level * levels_of(state, seat, card.branch)


def built_specials(state: State, seat: int) -> list[str]:
    return [c.special for c in state.hexes if c.owner == seat and c.special]


def card_eco(card: str) -> int:
    return INITIATIVE_LEVELS[CARDS[card].level].eco


def card_upkeep(card: str) -> int:
    return INITIATIVE_LEVELS[CARDS[card].level].upkeep


def object_eco(cell: Hex) -> int:
    """Net ecological effect of one building: table 1 by level plus its eco-initiative card."""
    return BUILDING_LEVELS[cell.level].eco + (card_eco(cell.card) if cell.card else 0)


def buildings(state: State, seat: int) -> list[Hex]:
    return [c for c in state.hexes if c.owner == seat and c.branch]


def ecology_delta(state: State, seat: int) -> int:
    """Table 1 effects of the buildings, their cards, the event, the built special initiatives."""
    total = sum(object_eco(c) for c in buildings(state, seat))
    total += sum(SPECIALS[s].eco for s in built_specials(state, seat))
    return total + event_effect(state, seat, "eco")


def building_eco(cell: Hex) -> int:
    """The negative effect of an industrial object itself: table 1 by its level."""
    return BUILDING_LEVELS[cell.level].eco


def dirtiest(state: State, seat: int) -> list[int]:
    """Hexes of the seat's industrial objects with the largest negative effect (EL-7.3): table 1 by
    level, whatever card lies on them; special initiatives have none and are never lost."""
    own = buildings(state, seat)
    if not own:
        return []
    worst = min(building_eco(c) for c in own)
    return [c.index for c in own if building_eco(c) == worst]


def must_lose(state: State, seat: int) -> bool:
    return state.players[seat].eco < 0 and bool(dirtiest(state, seat))


def gross_income(state: State, seat: int) -> int:
    """Table 1 income of the buildings, the built special initiatives and the event."""
    total = sum(BUILDING_LEVELS[c.level].income for c in buildings(state, seat))
    total += sum(SPECIALS[s].income for s in built_specials(state, seat))
    return total + event_effect(state, seat, "income")


def free_upkeep(state: State, seat: int) -> bool:
    return any(SPECIALS[s].free_upkeep for s in built_specials(state, seat))


def upkeep(state: State, seat: int) -> int:
    if free_upkeep(state, seat):
        return 0
    return sum(card_upkeep(c.card) for c in buildings(state, seat) if c.card)


def available(state: State, seat: int) -> int:
    """Coins after income and events, before upkeep; below zero when the events cost more (EL-8.4)."""
    return state.players[seat].coins + gross_income(state, seat)


def unpaid_card(state: State, seat: int) -> int | None:
    """The hex whose card is lost next when upkeep exceeds the money: highest upkeep first,
    then the lowest hex number (EL-8.3)."""
    if upkeep(state, seat) <= max(0, available(state, seat)):
        return None
    cards = [c for c in buildings(state, seat) if c.card and card_upkeep(c.card) > 0]
    return min(cards, key=lambda c: (-card_upkeep(c.card), c.index)).index


def income_amount(state: State, seat: int) -> int:
    return available(state, seat) - upkeep(state, seat) - state.players[seat].coins


def score(eco: int, coins: int) -> int:
    """ИО = k·(Э1+Э2), k = smaller/larger, ×100 rounded half up; min(Э1, Э2) if a part is ≤ 0."""
    low, high = min(eco, coins), max(eco, coins)
    if low <= 0:
        return low * 100
    numerator = low * (eco + coins) * 100
    return (2 * numerator + high) // (2 * high)
