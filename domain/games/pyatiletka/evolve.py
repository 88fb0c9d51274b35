"""Folding facts into the state. Never validates: decide already did."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import facts as f
from .state import Pending, Player, Result, State


def _expose(state: State, *cards: str) -> None:
    for card in cards:
        if card not in state.exposed:
            state.exposed.append(card)


def _created(_: State | None, fact: f.GameCreated) -> State:
    return State(
        seats=fact.seats,
        rounds=fact.rounds,
        simplified=fact.simplified,
        order_tokens=fact.order_tokens,
        removed_plans=list(fact.removed_plans),
        players=[Player() for _ in range(fact.seats)],
        counter=fact.rounds,
        supply=fact.order_tokens - fact.rounds,
    )


def _shuffled(state: State, fact: f.DeckShuffled) -> None:
    order = list(fact.order or [])
    if fact.deck == "characters":
        state.character_deck = order
        if fact.reason == "discard":
            state.character_discard = []
    else:
        state.plan_deck = order
        if fact.reason == "discard":
            state.plan_discard = []


def _hands(state: State, fact: f.StartingHandsDealt) -> None:
    dealt = sum(fact.sizes)
    state.character_deck = state.character_deck[dealt:]
    for player, hand in zip(state.players, fact.hands, strict=True):
        player.hand = list(hand or [])
    state.chairman = fact.chairman


def _plans_dealt(state: State, fact: f.PlansDealt) -> None:
    plans = list(fact.plans or [])
    state.plan_deck = state.plan_deck[len(plans) :]
    state.players[fact.seat].offered = plans


def _redrawn(state: State, fact: f.PlansRedrawn) -> None:
    state.players[fact.seat].offered = []
    state.plan_deck.extend(fact.returned)
    _expose(state, *fact.returned)


def _kept(state: State, fact: f.PersonalPlanKept) -> None:
    player = state.players[fact.seat]
    player.plans = [fact.kept] if fact.kept else []
    player.offered = []
    state.plan_discard.append(fact.discarded)
    _expose(state, fact.discarded)


def _character_revealed(state: State, fact: f.CharacterRevealed) -> None:
    state.character_deck.remove(fact.card)
    state.hr_row.insert(fact.slot, fact.card)
    _expose(state, fact.card)


def _plan_revealed(state: State, fact: f.PlanRevealed) -> None:
    state.plan_deck.remove(fact.plan)
    state.plan_row.insert(fact.slot, fact.plan)
    _expose(state, fact.plan)


def _round_started(state: State, fact: f.RoundStarted) -> None:
    state.round = fact.round
    state.phase = "turn"


def _turn_started(state: State, fact: f.TurnStarted) -> None:
    state.turn_seat = fact.seat
    state.actions_left = fact.actions


def _action_spent(state: State, _: f.ActionSpent) -> None:
    state.actions_left -= 1


def _action_gained(state: State, _: f.ActionGained) -> None:
    state.actions_left += 1


def _played(state: State, fact: f.CharacterPlayed) -> None:
    player = state.players[fact.seat]
    if fact.source == "hand":
        player.hand.remove(fact.card)
    else:
        state.hr_row.remove(fact.card)
    player.played.append(fact.card)
    _expose(state, fact.card)


def _taken(state: State, fact: f.CharacterTaken) -> None:
    state.hr_row.remove(fact.card)
    state.players[fact.seat].hand.append(fact.card)


def _discarded(state: State, fact: f.CharacterDiscarded) -> None:
    if fact.source == "row":
        state.hr_row.remove(fact.card)
    elif fact.source == "hand":
        state.players[fact.seat].hand.remove(fact.card)
    else:
        state.players[fact.seat].played.remove(fact.card)
    state.character_discard.append(fact.card)
    _expose(state, fact.card)


def _drawn(state: State, fact: f.CharacterDrawn) -> None:
    card = state.character_deck.pop(0)
    state.players[fact.seat].hand.append(card)


def _swapped(state: State, fact: f.CharacterSwapped) -> None:
    hand = state.players[fact.seat].hand
    state.hr_row[state.hr_row.index(fact.take)] = fact.give
    hand.remove(fact.give)
    hand.append(fact.take)
    _expose(state, fact.give)


def _salvaged(state: State, fact: f.CharacterSalvaged) -> None:
    state.character_discard.remove(fact.card)
    state.players[fact.seat].hand.append(fact.card)


def _order_gained(state: State, fact: f.OrderGained) -> None:
    if fact.source == "supply":
        state.supply -= 1
    elif fact.source == "plan":
        state.plan_orders.remove(fact.plan)
    else:
        state.counter -= 1
    state.loose_orders += 1


def _counter_discarded(state: State, _: f.CounterTokenDiscarded) -> None:
    state.counter -= 1
    state.supply += 1


def _order_placed(state: State, fact: f.OrderPlaced) -> None:
    state.loose_orders -= 1
    state.players[fact.seat].orders.append(fact.card)
    state.pending = None


def _order_discarded(state: State, _: f.OrderDiscarded) -> None:
    state.loose_orders -= 1
    state.supply += 1
    state.pending = None


def _completed(state: State, fact: f.PlanCompleted) -> None:
    state.plan_row.remove(fact.plan)
    state.players[fact.seat].completed.append(fact.plan)


def _leave_row(state: State, plan: str) -> None:
    state.plan_row.remove(plan)
    if plan in state.plan_orders:
        state.plan_orders.remove(plan)
        state.supply += 1


def _plan_discarded(state: State, fact: f.PlanDiscarded) -> None:
    if fact.source == "row":
        _leave_row(state, fact.plan)
    else:
        state.players[fact.seat].plans.remove(fact.plan)
    state.plan_discard.append(fact.plan)
    _expose(state, fact.plan)
    state.pending = None


def _plan_taken(state: State, fact: f.PlanTaken) -> None:
    if fact.source == "row" and fact.plan:
        _leave_row(state, fact.plan)
        plan = fact.plan
    else:
        plan = state.plan_deck.pop(0)
    state.players[fact.seat].plans.append(plan)
    state.pending = None


def _plan_exchanged(state: State, fact: f.PlanExchanged) -> None:
    player = state.players[fact.seat]
    slot = state.plan_row.index(fact.take)
    state.plan_row[slot] = fact.give
    player.plans.remove(fact.give)
    player.plans.append(fact.take)
    _expose(state, fact.give)


def _chairman(state: State, fact: f.ChairmanTaken) -> None:
    state.chairman = fact.seat


def _plan_orders(state: State, fact: f.PlanOrdersPlaced) -> None:
    state.plan_orders.extend(fact.plans)
    state.supply -= len(fact.plans)


def _ask(state: State, fact: f.ChoiceAsked) -> None:
    state.pending = Pending(kind=fact.kind, seat=fact.seat, card=fact.card)


def _clear_pending(state: State, _: Any) -> None:
    state.pending = None


def _ran_out(state: State, _: f.PlansRanOut) -> None:
    state.plans_ran_out = True


def _round_ended(state: State, _: f.RoundEnded) -> None:
    state.phase = "round_end"


def _row_cleared(state: State, fact: f.CharacterRowCleared) -> None:
    for card in fact.cards:
        state.hr_row.remove(card)
        state.character_discard.append(card)


def _game_ended(state: State, fact: f.GameEnded) -> None:
    state.phase = "over"
    state.pending = None
    for player in state.players:
        _expose(state, *player.plans)
    if fact.end_plan_to >= 0:
        _leave_row(state, fact.end_plan)
        state.players[fact.end_plan_to].completed.append(fact.end_plan)
    state.result = Result(
        reason=fact.reason,
        scores=list(fact.scores),
        end_plan=fact.end_plan,
        end_plan_to=fact.end_plan_to,
        winners=list(fact.winners),
    )


_APPLY: dict[type, Callable[[State, Any], None]] = {
    f.DeckShuffled: _shuffled,
    f.StartingHandsDealt: _hands,
    f.PlansDealt: _plans_dealt,
    f.PlansRedrawn: _redrawn,
    f.PersonalPlanKept: _kept,
    f.CharacterRevealed: _character_revealed,
    f.PlanRevealed: _plan_revealed,
    f.RoundStarted: _round_started,
    f.TurnStarted: _turn_started,
    f.ActionSpent: _action_spent,
    f.ActionGained: _action_gained,
    f.CharacterPlayed: _played,
    f.CharacterTaken: _taken,
    f.CharacterDiscarded: _discarded,
    f.CharacterDrawn: _drawn,
    f.CharacterSwapped: _swapped,
    f.CharacterSalvaged: _salvaged,
    f.OrderGained: _order_gained,
    f.CounterTokenDiscarded: _counter_discarded,
    f.OrderPlaced: _order_placed,
    f.OrderDiscarded: _order_discarded,
    f.PlanCompleted: _completed,
    f.PlanDiscarded: _plan_discarded,
    f.PlanTaken: _plan_taken,
    f.PlanExchanged: _plan_exchanged,
    f.ChairmanTaken: _chairman,
    f.PlanOrdersPlaced: _plan_orders,
    f.ChoiceAsked: _ask,
    f.AbilityUsed: _clear_pending,
    f.AbilitySkipped: _clear_pending,
    f.PlansRanOut: _ran_out,
    f.RoundEnded: _round_ended,
    f.CharacterRowCleared: _row_cleared,
    f.GameEnded: _game_ended,
}


def evolve(state: State | None, fact: Any) -> State:
    if isinstance(fact, f.GameCreated):
        return _created(state, fact)
    assert state is not None, "a match starts with GameCreated"
    _APPLY[type(fact)](state, fact)
    return state
