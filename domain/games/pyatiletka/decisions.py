"""Moves outside abilities: the setup choice, the two actions of a turn (ход игрока), the
chairman's actions, completing plans, placing orders and the end-of-round choices.

Each move has a check (a refusal ``(code, message)`` or None), the candidates legal_moves
tries, and an effect that emits facts into a ``Tx``.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

from . import facts as f
from . import moves as m
from .abilities import completable, complete_plan, offer_ability
from .board import HAND_LIMIT, MAX_PLAYED, order_free
from .content import END_CLEAN_PLANS, plan_type
from .flow import (
    Tx,
    continue_round_end,
    end_turn,
    ensure_plan_deck,
    finish_round_end,
    lay_out_characters,
    refill_plan_row,
    refill_plan_slot,
    settle_order,
)
from .state import State

Refusal = tuple[str, str] | None


# ---------------------------------------------------------------- setup: personal plan
def check_keep_plan(state: State, seat: int, move: m.KeepPlan) -> Refusal:
    if move.plan not in state.players[seat].offered:
        return ("plan_not_offered", "Keep one of the two plans you were dealt.")
    return None


def keep_plan(tx: Tx, seat: int, move: m.KeepPlan, rng: Random) -> None:
    """Keep one plan; when every player has kept one, the plan row and the HR row are laid out face up
    and the first round begins (the rows come after the personal plans, as the rulebook orders it)."""
    offered = tx.state.players[seat].offered
    other = offered[1] if offered[0] == move.plan else offered[0]
    tx.emit(f.PersonalPlanKept(seat=seat, kept=move.plan, discarded=other))
    state = tx.state
    if all(not p.offered for p in state.players):
        refill_plan_row(tx, rng)
        lay_out_characters(tx, rng)
        tx.emit(f.RoundStarted(round=1, first=state.chairman), f.TurnStarted(seat=state.chairman, actions=2))


def check_redraw_plans(state: State, seat: int, _: m.RedrawPlans) -> Refusal:
    offered = state.players[seat].offered
    if len(offered) != 2 or plan_type(offered[0]) != plan_type(offered[1]):
        return ("plans_not_equal", "Only a pair of equal plans may be shown and redrawn.")
    return None


def redraw_plans(tx: Tx, seat: int, _: m.RedrawPlans, rng: Random) -> None:
    returned = list(tx.state.players[seat].offered)
    tx.emit(f.PlansRedrawn(seat=seat, returned=returned))
    order = list(tx.state.plan_deck)
    rng.shuffle(order)
    tx.emit(
        f.DeckShuffled(deck="plans", reason="redraw", order=order, count=len(order)),
        f.PlansDealt(seat=seat, plans=order[:2]),
    )


# ---------------------------------------------------------------- the two actions
def _action_left(state: State) -> Refusal:
    if state.actions_left < 1:
        return ("no_actions_left", "Both actions of this turn are used; complete plans or end the turn.")
    return None


def check_play_character(state: State, seat: int, move: m.PlayCharacter) -> Refusal:
    player = state.players[seat]
    if move.card not in player.hand:
        return ("card_not_in_hand", "That character is not in your hand.")
    if len(player.played) >= MAX_PLAYED:
        return ("too_many_played", "You already have 6 characters in play.")
    return _action_left(state)


def play_character(tx: Tx, seat: int, move: m.PlayCharacter, _: Random) -> None:
    tx.emit(
        f.ActionSpent(seat=seat, action="play_character"), f.CharacterPlayed(seat=seat, card=move.card, source="hand")
    )
    offer_ability(tx, seat, move.card)


def check_take_character(state: State, seat: int, move: m.TakeCharacter) -> Refusal:
    if move.card not in state.hr_row:
        return ("card_not_in_row", "That character is not in the HR row.")
    if len(state.players[seat].hand) >= HAND_LIMIT:
        return ("hand_full", "You may take a character only with fewer than 3 in hand.")
    return _action_left(state)


def take_character(tx: Tx, seat: int, move: m.TakeCharacter, _: Random) -> None:
    tx.emit(f.ActionSpent(seat=seat, action="take_character"), f.CharacterTaken(seat=seat, card=move.card))


def check_discard_for_order(state: State, seat: int, move: m.DiscardForOrder) -> Refusal:
    if state.simplified:
        return ("simplified_rules", "The simplified rules have no orders.")
    if move.card not in state.players[seat].hand:
        return ("card_not_in_hand", "That character is not in your hand.")
    if state.supply < 1:
        return ("no_order_tokens", "The supply has no order token left.")
    return _action_left(state)


def discard_for_order(tx: Tx, seat: int, move: m.DiscardForOrder, _: Random) -> None:
    tx.emit(
        f.ActionSpent(seat=seat, action="discard_for_order"),
        f.CharacterDiscarded(seat=seat, card=move.card, source="hand"),
        f.OrderGained(seat=seat, source="supply"),
    )
    settle_order(tx, seat)


# ---------------------------------------------------------------- the chairman's actions
def _plans_available(state: State) -> bool:
    return bool(state.plan_row or state.plan_deck or state.plan_discard)


def check_give_plan(state: State, seat: int, move: m.GivePlan) -> Refusal:
    if seat != state.chairman:
        return ("not_chairman", "Only the holder of «Председатель» has this action.")
    if not 0 <= move.target < state.seats:
        return ("no_such_seat", "There is no such player.")
    if len(state.players[move.target].plans) >= HAND_LIMIT:
        return ("plan_hand_full", "That player already holds 3 plans.")
    if not _plans_available(state):
        return ("no_plans_left", "There is no plan to take.")
    return _action_left(state)


def give_plan(tx: Tx, seat: int, move: m.GivePlan, _: Random) -> None:
    tx.emit(f.ActionSpent(seat=seat, action="give_plan"), f.ChoiceAsked(kind="plan_source", seat=move.target))


def check_discard_plan(state: State, seat: int, move: m.DiscardPlan) -> Refusal:
    if seat != state.chairman:
        return ("not_chairman", "Only the holder of «Председатель» has this action.")
    if move.plan not in state.players[seat].plans:
        return ("plan_not_in_hand", "That plan is not in your hand.")
    return _action_left(state)


def discard_plan(tx: Tx, seat: int, move: m.DiscardPlan, _: Random) -> None:
    tx.emit(f.ActionSpent(seat=seat, action="discard_plan"), f.PlanDiscarded(plan=move.plan, source="hand", seat=seat))


def check_take_plan_from_row(state: State, _: int, move: m.TakePlanFromRow) -> Refusal:
    if move.plan not in state.plan_row:
        return ("plan_not_in_row", "That plan is not in the plan row.")
    return None


def take_plan_from_row(tx: Tx, seat: int, move: m.TakePlanFromRow, rng: Random) -> None:
    slot = tx.state.plan_row.index(move.plan)
    tx.emit(f.PlanTaken(seat=seat, plan=move.plan, source="row"))
    refill_plan_slot(tx, slot, rng)


def check_take_plan_from_deck(state: State, _: int, __: m.TakePlanFromDeck) -> Refusal:
    if not (state.plan_deck or state.plan_discard):
        return ("plan_deck_empty", "The plan deck and its discard pile are empty.")
    return None


def take_plan_from_deck(tx: Tx, seat: int, _: m.TakePlanFromDeck, rng: Random) -> None:
    ensure_plan_deck(tx, rng)
    tx.emit(f.PlanTaken(seat=seat, plan=tx.state.plan_deck[0], source="deck"))


# ---------------------------------------------------------------- plans and orders
def check_complete_plan(state: State, seat: int, move: m.CompletePlan) -> Refusal:
    if move.plan not in state.plan_row:
        return ("plan_not_in_row", "That plan is not in the plan row.")
    if move.plan in END_CLEAN_PLANS:
        return ("end_plan_only_at_end", "This plan is awarded only in the final scoring.")
    if not completable(state, seat, move.plan):
        player = state.players[seat]
        if any(plan_type(p) == plan_type(move.plan) for p in player.completed):
            return ("duplicate_plan", "You already have this plan face up.")
        return ("plan_not_fulfilled", "Your enterprises do not meet this plan's condition.")
    return None


def complete(tx: Tx, seat: int, move: m.CompletePlan, rng: Random) -> None:
    complete_plan(tx, seat, move.plan, rng)


def check_place_order(state: State, seat: int, move: m.PlaceOrder) -> Refusal:
    if move.card not in order_free(state.players[seat]):
        return ("no_order_slot", "Place the order on one of your played characters without an order.")
    return None


def place_order(tx: Tx, seat: int, move: m.PlaceOrder, rng: Random) -> None:
    tx.emit(f.OrderPlaced(seat=seat, card=move.card))
    if tx.state.phase == "round_end":
        continue_round_end(tx, rng)


def check_decline_order(_: State, __: int, ___: m.DeclineOrder) -> Refusal:
    return None


def decline_order(tx: Tx, seat: int, _: m.DeclineOrder, rng: Random) -> None:
    tx.emit(f.OrderDiscarded(seat=seat))
    if tx.state.phase == "round_end":
        continue_round_end(tx, rng)


def check_remove_plan(state: State, _: int, move: m.RemovePlan) -> Refusal:
    if move.plan not in state.plan_row:
        return ("plan_not_in_row", "That plan is not in the plan row.")
    return None


def remove_plan(tx: Tx, _: int, move: m.RemovePlan, rng: Random) -> None:
    tx.emit(f.PlanDiscarded(plan=move.plan, source="row"))
    finish_round_end(tx, rng)


def check_return_plan(state: State, seat: int, move: m.ReturnPlan) -> Refusal:
    if move.plan not in state.players[seat].plans:
        return ("plan_not_in_hand", "That plan is not in your hand.")
    return None


def return_plan(tx: Tx, seat: int, move: m.ReturnPlan, _: Random) -> None:
    tx.emit(f.PlanDiscarded(plan=move.plan, source="hand", seat=seat))


# ---------------------------------------------------------------- the end of a turn
ACTIONS: tuple[type, ...] = (m.PlayCharacter, m.TakeCharacter, m.DiscardForOrder, m.GivePlan, m.DiscardPlan)


def check_end_turn(state: State, seat: int, _: m.EndTurn) -> Refusal:
    if state.actions_left > 0 and any(
        MOVES[type(move)][0](state, seat, move) is None for move in action_candidates(state, seat)
    ):
        return ("actions_left", "A turn is two actions; end it only when they are used or none is possible.")
    return None


def finish_turn(tx: Tx, _: int, __: m.EndTurn, rng: Random) -> None:
    end_turn(tx, rng)


# ---------------------------------------------------------------- candidates for legal_moves
def action_candidates(state: State, seat: int) -> list[Any]:
    player = state.players[seat]
    return [
        *(m.PlayCharacter(card=c) for c in player.hand),
        *(m.TakeCharacter(card=c) for c in state.hr_row),
        *(m.DiscardForOrder(card=c) for c in player.hand),
        *(m.GivePlan(target=t) for t in range(state.seats)),
        *(m.DiscardPlan(plan=p) for p in player.plans),
    ]


def turn_candidates(state: State, seat: int) -> list[Any]:
    return [*action_candidates(state, seat), *(m.CompletePlan(plan=p) for p in state.plan_row), m.EndTurn()]


def pending_candidates(state: State, seat: int, kind: str) -> list[Any]:
    player = state.players[seat]
    if kind == "return_plan":
        return [m.ReturnPlan(plan=p) for p in player.plans]
    if kind == "plan_source":
        return [*(m.TakePlanFromRow(plan=p) for p in state.plan_row), m.TakePlanFromDeck()]
    if kind == "place_order":
        return [*(m.PlaceOrder(card=c) for c in player.played), m.DeclineOrder()]
    return [m.RemovePlan(plan=p) for p in state.plan_row]


Check = Callable[[State, int, Any], Refusal]
Effect = Callable[[Tx, int, Any, Random], None]

MOVES: dict[type, tuple[Check, Effect]] = {
    m.KeepPlan: (check_keep_plan, keep_plan),
    m.RedrawPlans: (check_redraw_plans, redraw_plans),
    m.PlayCharacter: (check_play_character, play_character),
    m.TakeCharacter: (check_take_character, take_character),
    m.DiscardForOrder: (check_discard_for_order, discard_for_order),
    m.GivePlan: (check_give_plan, give_plan),
    m.DiscardPlan: (check_discard_plan, discard_plan),
    m.TakePlanFromRow: (check_take_plan_from_row, take_plan_from_row),
    m.TakePlanFromDeck: (check_take_plan_from_deck, take_plan_from_deck),
    m.CompletePlan: (check_complete_plan, complete),
    m.PlaceOrder: (check_place_order, place_order),
    m.DeclineOrder: (check_decline_order, decline_order),
    m.RemovePlan: (check_remove_plan, remove_plan),
    m.ReturnPlan: (check_return_plan, return_plan),
    m.EndTurn: (check_end_turn, finish_turn),
}

# Which moves each waiting state accepts.
PENDING_MOVES: dict[str, tuple[type, ...]] = {
    "return_plan": (m.ReturnPlan,),
    "plan_source": (m.TakePlanFromRow, m.TakePlanFromDeck),
    "place_order": (m.PlaceOrder, m.DeclineOrder),
    "remove_plan": (m.RemovePlan,),
}
SETUP_MOVES: tuple[type, ...] = (m.KeepPlan, m.RedrawPlans)
TURN_MOVES: tuple[type, ...] = (*ACTIONS, m.CompletePlan, m.EndTurn)
