"""Paying costs with resource cards, including the 2-for-1 substitution (замена ресурсов)."""

from __future__ import annotations

from functools import cache
from itertools import product

from .content import RESOURCES, Cost
from .moves import Payment
from .state import State, card_of


def is_exact(cost: Cost, pay: Payment) -> bool:
    """The tapped resources pay the cost with nothing wasted.

    Every resource missing from the payment is replaced by two of the other kinds, so a payment is
    exact when the surplus over the cost is exactly twice the shortfall.
    """
    shortfall = sum(max(0, need - paid) for need, paid in zip(cost.counts(), pay.counts(), strict=True))
    surplus = sum(max(0, paid - need) for need, paid in zip(cost.counts(), pay.counts(), strict=True))
    return surplus == 2 * shortfall


def substitutes_only_missing(cost: Cost, pay: Payment, have: tuple[int, int, int]) -> bool:
    """A resource may be replaced only by a player who has none of it (no untapped card of its kind)."""
    return all(paid >= need or held == 0 for need, paid, held in zip(cost.counts(), pay.counts(), have, strict=True))


def untapped_resources(state: State, seat: int) -> dict[str, list[str]]:
    """The seat's untapped resource cards by resource kind, lowest ids first."""
    player = state.players[seat]
    found: dict[str, list[str]] = {kind: [] for kind in RESOURCES}
    for card in sorted(player.resources):
        if card not in player.tapped:
            found[card_of(state, card).resource].append(card)
    return found


def available(state: State, seat: int) -> tuple[int, int, int]:
    found = untapped_resources(state, seat)
    return (len(found["depot"]), len(found["factory"]), len(found["fuel"]))


def can_afford(state: State, seat: int, pay: Payment) -> bool:
    return all(0 <= paid <= have for paid, have in zip(pay.counts(), available(state, seat), strict=True))


def payments(state: State, seat: int, cost: Cost, have: tuple[int, int, int] | None = None) -> list[Payment]:
    """Every exact payment of the cost the seat's untapped resource cards allow (``have``: those
    cards by kind, when the caller has them already)."""
    return list(exact_payments(cost, available(state, seat) if have is None else have))


@cache
def exact_payments(cost: Cost, have: tuple[int, int, int]) -> tuple[Payment, ...]:
    """Every payment of at most ``have`` (and of at most twice the cost a kind) that ``is_exact``
    and ``substitutes_only_missing`` accept, in the order of their counts (depot, factory, fuel).

    Only those are walked: a kind the seat holds is paid at least in full (only a kind it has none
    of may be replaced) and a kind it lacks not at all, so the surplus over the cost must come to
    twice what the lacking kinds need."""
    needs = cost.counts()
    limit = 2 * sum(needs)
    owed = sum(need for need, held in zip(needs, have, strict=True) if not held)
    ranges = [range(need, min(held, limit) + 1) if held else range(1) for need, held in zip(needs, have, strict=True)]
    full = sum(needs) + owed  # what the held kinds come to: their own needs and twice the others'
    return tuple(Payment(*counts) for counts in product(*ranges) if sum(counts) == full)


def cards_to_tap(state: State, seat: int, pay: Payment) -> list[str]:
    found = untapped_resources(state, seat)
    return [card for kind, count in zip(RESOURCES, pay.counts(), strict=True) for card in found[kind][:count]]
