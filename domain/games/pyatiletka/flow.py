"""The flow of play: drawing with reshuffles, refills, turn and round ends (раунд, ход игрока).

Decide builds its facts in a ``Tx``: every fact is folded into a scratch copy of the state at
once, so each later step sees the table as the earlier steps left it.
"""

from __future__ import annotations

from random import Random
from typing import Any

from . import facts as f
from .board import HAND_LIMIT, MAX_PLAYED, ROW_PLANS, clockwise_from, lowest_vp_seat, order_free
from .evolve import evolve
from .scoring import final_scoring
from .state import State, copy_state


class Tx:
    """Facts being decided, and the state they lead to."""

    def __init__(self, state: State) -> None:
        self.state = copy_state(state)
        self.facts: list[Any] = []

    def emit(self, *facts: Any) -> None:
        for fact in facts:
            self.facts.append(fact)
            evolve(self.state, fact)


# ---------------------------------------------------------------- decks (сброс → колода)
def ensure_character_deck(tx: Tx, rng: Random) -> bool:
    """Turn the shuffled discard pile into the deck when the deck is empty; False if both are."""
    state = tx.state
    if not state.character_deck and state.character_discard:
        order = list(state.character_discard)
        rng.shuffle(order)
        tx.emit(f.DeckShuffled(deck="characters", reason="discard", order=order, count=len(order)))
    return bool(state.character_deck)


def ensure_plan_deck(tx: Tx, rng: Random) -> bool:
    state = tx.state
    if not state.plan_deck and state.plan_discard:
        order = list(state.plan_discard)
        rng.shuffle(order)
        tx.emit(f.DeckShuffled(deck="plans", reason="discard", order=order, count=len(order)))
    return bool(state.plan_deck)


def draw_character(tx: Tx, seat: int, rng: Random) -> bool:
    if not ensure_character_deck(tx, rng):
        return False
    tx.emit(f.CharacterDrawn(seat=seat, card=tx.state.character_deck[0]))
    return True


def reveal_character(tx: Tx, slot: int, rng: Random) -> bool:
    if not ensure_character_deck(tx, rng):
        return False
    tx.emit(f.CharacterRevealed(card=tx.state.character_deck[0], slot=slot))
    return True


def reveal_plan(tx: Tx, slot: int, rng: Random) -> bool:
    if not ensure_plan_deck(tx, rng):
        return False
    tx.emit(f.PlanRevealed(plan=tx.state.plan_deck[0], slot=slot))
    return True


def refill_plan_slot(tx: Tx, slot: int, rng: Random) -> None:
    """A plan left the row: a new one takes its place; an empty, unrefillable row ends the game."""
    if not reveal_plan(tx, slot, rng) and not tx.state.plan_row and not tx.state.plans_ran_out:
        tx.emit(f.PlansRanOut())


def refill_plan_row(tx: Tx, rng: Random) -> None:
    while len(tx.state.plan_row) < ROW_PLANS and reveal_plan(tx, len(tx.state.plan_row), rng):
        pass


def lay_out_characters(tx: Tx, rng: Random) -> None:
    """As many new characters in the HR row as there are players (fewer if both piles run dry)."""
    for _ in range(tx.state.seats):
        if not reveal_character(tx, len(tx.state.hr_row), rng):
            break


# ---------------------------------------------------------------- orders (награждение орденами)
def settle_order(tx: Tx, seat: int) -> None:
    """A gained order is placed by its owner, or discarded when nobody may carry it."""
    if tx.state.simplified or not order_free(tx.state.players[seat]):
        tx.emit(f.OrderDiscarded(seat=seat))
    else:
        tx.emit(f.ChoiceAsked(kind="place_order", seat=seat))


# ---------------------------------------------------------------- turns and rounds
def row_frozen(state: State) -> bool:
    """Nobody can ever take from the HR row again this round (simplified rules only)."""
    return state.simplified and all(len(p.hand) >= HAND_LIMIT and len(p.played) >= MAX_PLAYED for p in state.players)


def end_turn(tx: Tx, rng: Random) -> None:
    state = tx.state
    if state.plans_ran_out:
        final_scoring(tx, "plans_ran_out")
    elif not state.hr_row or row_frozen(state):
        begin_round_end(tx, rng)
    else:
        tx.emit(f.TurnStarted(seat=(state.turn_seat + 1) % state.seats, actions=2))


def begin_round_end(tx: Tx, rng: Random) -> None:
    """End of round, step 1: the counter's token to the single lowest-VP player."""
    state = tx.state
    tx.emit(f.RoundEnded(round=state.round))
    if state.hr_row:
        tx.emit(f.CharacterRowCleared(cards=list(state.hr_row)))
    lowest = lowest_vp_seat(state)
    if state.simplified or lowest is None:
        tx.emit(f.CounterTokenDiscarded())
    else:
        tx.emit(f.OrderGained(seat=lowest, source="counter"))
        settle_order(tx, lowest)
        if state.pending is not None:
            return
    continue_round_end(tx, rng)


def continue_round_end(tx: Tx, rng: Random) -> None:
    """Steps 2–5 (or the end of the game when the counter is empty)."""
    state = tx.state
    if state.counter == 0:
        final_scoring(tx, "rounds")
        return
    lay_out_characters(tx, rng)
    if state.simplified:
        if state.plan_row:
            tx.emit(f.ChoiceAsked(kind="remove_plan", seat=state.chairman))
            return
    else:
        for plan in [p for p in state.plan_row if p in state.plan_orders]:
            tx.emit(f.PlanDiscarded(plan=plan, source="row"))
        bare = [p for p in state.plan_row if p not in state.plan_orders]
        if bare:
            tx.emit(f.PlanOrdersPlaced(plans=bare))
    finish_round_end(tx, rng)


def finish_round_end(tx: Tx, rng: Random) -> None:
    """Step 5, then the next round: hands refilled to 3 from the chairman clockwise."""
    state = tx.state
    refill_plan_row(tx, rng)
    if not state.plan_row:
        tx.emit(f.PlansRanOut())
        final_scoring(tx, "plans_ran_out")
        return
    tx.emit(f.RoundStarted(round=state.round + 1, first=state.chairman))
    for seat in clockwise_from(state, state.chairman):
        while len(state.players[seat].hand) < HAND_LIMIT and draw_character(tx, seat, rng):
            pass
    tx.emit(f.TurnStarted(seat=state.chairman, actions=2))
