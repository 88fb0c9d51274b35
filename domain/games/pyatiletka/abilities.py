"""Special abilities of the characters (специальные свойства), optional after playing.

Card text beats the general rules: an ability may break a limit the rules set (an extra action,
playing out of the HR row). Each ability lists its exact moves; the ability moves accepted are
exactly those listed.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

from . import facts as f
from . import moves as m
from .board import HAND_LIMIT, MAX_PLAYED, condition_met, has_visible_copy, order_free
from .content import END_CLEAN_PLANS, INDUSTRY_IDS, ability_of
from .flow import Tx, draw_character, ensure_plan_deck, refill_plan_slot, reveal_character, reveal_plan, settle_order
from .state import State

Choices = Callable[[State, int, str], list[Any]]
Effect = Callable[[Tx, int, Any, Random], None]


def completable(state: State, seat: int, plan: str, bonus: str = "") -> bool:
    """A row plan this player may take now: not the end-game plan, no visible copy, condition met."""
    player = state.players[seat]
    return plan not in END_CLEAN_PLANS and not has_visible_copy(player, plan) and condition_met(player, plan, bonus)


def complete_plan(tx: Tx, seat: int, plan: str, rng: Random) -> None:
    """Take the plan; a new one takes its place; an order on it goes to the taker."""
    state = tx.state
    slot = state.plan_row.index(plan)
    had_order = plan in state.plan_orders
    tx.emit(f.PlanCompleted(seat=seat, plan=plan))
    refill_plan_slot(tx, slot, rng)
    if had_order:
        tx.emit(f.OrderGained(seat=seat, source="plan", plan=plan))
        settle_order(tx, seat)


def offer_ability(tx: Tx, seat: int, card: str) -> None:
    """After a character is played its owner may use its ability, if it can do anything now."""
    if ability_moves(tx.state, seat, card):
        tx.emit(f.ChoiceAsked(kind="ability", seat=seat, card=card))


def ability_moves(state: State, seat: int, card: str) -> list[Any]:
    return ABILITIES[ability_of(card)][0](state, seat, card)


# ---------------------------------------------------------------- options per ability
def _hand_room(state: State, seat: int) -> bool:
    return len(state.players[seat].hand) < HAND_LIMIT


def _draw_from_deck(state: State, seat: int, _: str) -> list[Any]:
    ok = _hand_room(state, seat) and bool(state.character_deck or state.character_discard)
    return [m.DrawFromDeck()] if ok else []


def _hire_from_row(state: State, seat: int, _: str) -> list[Any]:
    return [m.HireFromRow(card=c) for c in state.hr_row] if _hand_room(state, seat) else []


def _renew_plan(state: State, _: int, __: str) -> list[Any]:
    return [m.RenewPlan(plan=p) for p in state.plan_row] if state.plan_deck or state.plan_discard else []


def _swap_with_row(state: State, seat: int, _: str) -> list[Any]:
    return [m.SwapWithRow(give=g, take=t) for g in state.players[seat].hand for t in state.hr_row]


def _study_plans(state: State, _: int, __: str) -> list[Any]:
    return [m.StudyPlans()] if state.plan_deck or state.plan_discard else []


def _take_chairman(state: State, seat: int, _: str) -> list[Any]:
    return [m.TakeChairman()] if state.chairman != seat else []


def _play_from_row(state: State, seat: int, _: str) -> list[Any]:
    return [m.PlayFromRow(card=c) for c in state.hr_row] if len(state.players[seat].played) < MAX_PLAYED else []


def _salvage(state: State, seat: int, _: str) -> list[Any]:
    return [m.Salvage()] if _hand_room(state, seat) and state.character_discard else []


def _exchange_plan(state: State, seat: int, _: str) -> list[Any]:
    row = [p for p in state.plan_row if p not in state.plan_orders]
    return [m.ExchangePlan(give=g, take=t) for g in state.players[seat].plans for t in row]


def _discard_and_draw(state: State, seat: int, _: str) -> list[Any]:
    return [m.DiscardAndDraw(card=c) for c in state.players[seat].hand]


def _renew_character(state: State, _: int, __: str) -> list[Any]:
    return [m.RenewCharacter(card=c) for c in state.hr_row]


def _extra_action(_: State, __: int, ___: str) -> list[Any]:
    return [m.ExtraAction()]


def _award_order(state: State, seat: int, _: str) -> list[Any]:
    if state.simplified or state.supply < 1:
        return []
    return [m.AwardOrder(card=c) for c in order_free(state.players[seat])]


def _precision_complete(state: State, seat: int, _: str) -> list[Any]:
    return [
        m.PrecisionComplete(plan=p, industry=i)
        for p in state.plan_row
        for i in INDUSTRY_IDS
        if completable(state, seat, p, bonus=i)
    ]


def _rebuild(state: State, seat: int, card: str) -> list[Any]:
    player = state.players[seat]
    return [m.Rebuild(remove=r, card=c) for r in order_free(player) if r != card for c in player.hand]


# ---------------------------------------------------------------- effects
def _do_draw_from_deck(tx: Tx, seat: int, _: m.DrawFromDeck, rng: Random) -> None:
    draw_character(tx, seat, rng)


def _do_hire_from_row(tx: Tx, seat: int, move: m.HireFromRow, _: Random) -> None:
    tx.emit(f.CharacterTaken(seat=seat, card=move.card))


def _do_renew_plan(tx: Tx, _: int, move: m.RenewPlan, rng: Random) -> None:
    slot = tx.state.plan_row.index(move.plan)
    tx.emit(f.PlanDiscarded(plan=move.plan, source="row"))
    reveal_plan(tx, slot, rng)


def _do_swap_with_row(tx: Tx, seat: int, move: m.SwapWithRow, _: Random) -> None:
    tx.emit(f.CharacterSwapped(seat=seat, give=move.give, take=move.take))


def _do_study_plans(tx: Tx, seat: int, _: m.StudyPlans, rng: Random) -> None:
    ensure_plan_deck(tx, rng)
    tx.emit(
        f.PlanTaken(seat=seat, plan=tx.state.plan_deck[0], source="deck"), f.ChoiceAsked(kind="return_plan", seat=seat)
    )


def _do_take_chairman(tx: Tx, seat: int, _: m.TakeChairman, __: Random) -> None:
    tx.emit(f.ChairmanTaken(seat=seat))


def _do_play_from_row(tx: Tx, seat: int, move: m.PlayFromRow, _: Random) -> None:
    tx.emit(f.CharacterPlayed(seat=seat, card=move.card, source="row"))
    offer_ability(tx, seat, move.card)


def _do_salvage(tx: Tx, seat: int, _: m.Salvage, __: Random) -> None:
    tx.emit(f.CharacterSalvaged(seat=seat, card=tx.state.character_discard[-1]))


def _do_exchange_plan(tx: Tx, seat: int, move: m.ExchangePlan, _: Random) -> None:
    tx.emit(f.PlanExchanged(seat=seat, give=move.give, take=move.take))


def _do_discard_and_draw(tx: Tx, seat: int, move: m.DiscardAndDraw, rng: Random) -> None:
    tx.emit(f.CharacterDiscarded(seat=seat, card=move.card, source="hand"))
    draw_character(tx, seat, rng)


def _do_renew_character(tx: Tx, seat: int, move: m.RenewCharacter, rng: Random) -> None:
    slot = tx.state.hr_row.index(move.card)
    tx.emit(f.CharacterDiscarded(seat=seat, card=move.card, source="row"))
    reveal_character(tx, slot, rng)


def _do_extra_action(tx: Tx, seat: int, _: m.ExtraAction, __: Random) -> None:
    tx.emit(f.ActionGained(seat=seat))


def _do_award_order(tx: Tx, seat: int, move: m.AwardOrder, _: Random) -> None:
    tx.emit(f.OrderGained(seat=seat, source="supply"), f.OrderPlaced(seat=seat, card=move.card))


def _do_precision_complete(tx: Tx, seat: int, move: m.PrecisionComplete, rng: Random) -> None:
    complete_plan(tx, seat, move.plan, rng)


def _do_rebuild(tx: Tx, seat: int, move: m.Rebuild, _: Random) -> None:
    tx.emit(
        f.CharacterDiscarded(seat=seat, card=move.remove, source="played"),
        f.CharacterPlayed(seat=seat, card=move.card, source="hand"),
    )
    offer_ability(tx, seat, move.card)


ABILITIES: dict[str, tuple[Choices, Effect, type]] = {
    "draw_from_deck": (_draw_from_deck, _do_draw_from_deck, m.DrawFromDeck),
    "hire_from_row": (_hire_from_row, _do_hire_from_row, m.HireFromRow),
    "renew_plan": (_renew_plan, _do_renew_plan, m.RenewPlan),
    "swap_with_row": (_swap_with_row, _do_swap_with_row, m.SwapWithRow),
    "study_plans": (_study_plans, _do_study_plans, m.StudyPlans),
    "take_chairman": (_take_chairman, _do_take_chairman, m.TakeChairman),
    "play_from_row": (_play_from_row, _do_play_from_row, m.PlayFromRow),
    "salvage": (_salvage, _do_salvage, m.Salvage),
    "exchange_plan": (_exchange_plan, _do_exchange_plan, m.ExchangePlan),
    "discard_and_draw": (_discard_and_draw, _do_discard_and_draw, m.DiscardAndDraw),
    "renew_character": (_renew_character, _do_renew_character, m.RenewCharacter),
    "extra_action": (_extra_action, _do_extra_action, m.ExtraAction),
    "award_order": (_award_order, _do_award_order, m.AwardOrder),
    "precision_complete": (_precision_complete, _do_precision_complete, m.PrecisionComplete),
    "rebuild": (_rebuild, _do_rebuild, m.Rebuild),
}


def use_ability(tx: Tx, seat: int, move: Any, rng: Random) -> None:
    card = tx.state.pending.card if tx.state.pending else ""
    ability = ability_of(card)
    tx.emit(f.AbilityUsed(seat=seat, card=card, ability=ability))
    ABILITIES[ability][1](tx, seat, move, rng)
