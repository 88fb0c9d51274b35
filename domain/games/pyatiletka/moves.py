"""The move language of «Ударная пятилетка»."""

from __future__ import annotations

import msgspec


class KeepPlan(msgspec.Struct, frozen=True, tag="keep_plan"):
    """Setup: keep one of the two dealt plans as the personal plan, discard the other."""

    plan: str


class RedrawPlans(msgspec.Struct, frozen=True, tag="redraw_plans"):
    """Setup: show a pair of equal plans, return them to the deck and draw two new ones."""


class PlayCharacter(msgspec.Struct, frozen=True, tag="play_character"):
    """Action: play a character from the hand (сыграть карту персонажа)."""

    card: str


class TakeCharacter(msgspec.Struct, frozen=True, tag="take_character"):
    """Action: take a character from the HR row (отдел кадров) into a hand of fewer than 3."""

    card: str


class DiscardForOrder(msgspec.Struct, frozen=True, tag="discard_for_order"):
    """Action (standard rules): discard a character from the hand and gain an order token."""

    card: str


class GivePlan(msgspec.Struct, frozen=True, tag="give_plan"):
    """Chairman's action: the chosen player takes a plan into a hand of fewer than 3 plans."""

    target: int


class DiscardPlan(msgspec.Struct, frozen=True, tag="discard_plan"):
    """Chairman's action: discard a plan from the hand."""

    plan: str


class TakePlanFromRow(msgspec.Struct, frozen=True, tag="take_plan_from_row"):
    """The chairman's chosen player takes the plan from the centre."""

    plan: str


class TakePlanFromDeck(msgspec.Struct, frozen=True, tag="take_plan_from_deck"):
    """The chairman's chosen player takes the plan from the deck."""


class CompletePlan(msgspec.Struct, frozen=True, tag="complete_plan"):
    """Free action: take a fulfilled plan from the plan row."""

    plan: str


class PlaceOrder(msgspec.Struct, frozen=True, tag="place_order"):
    """Put a gained order token on one of your played characters without an order."""

    card: str


class DeclineOrder(msgspec.Struct, frozen=True, tag="decline_order"):
    """Do not place a gained order token («может положить»): it goes back to the supply."""


class RemovePlan(msgspec.Struct, frozen=True, tag="remove_plan"):
    """Simplified rules, end of round: the chairman removes one plan from the plan row."""

    plan: str


class EndTurn(msgspec.Struct, frozen=True, tag="end_turn"):
    """End the turn once both actions are taken (or when no action is possible)."""


class SkipAbility(msgspec.Struct, frozen=True, tag="skip_ability"):
    """Do not use the special ability of the character just played."""


class DrawFromDeck(msgspec.Struct, frozen=True, tag="draw_from_deck"):
    """Ability: draw the top character of the deck."""


class HireFromRow(msgspec.Struct, frozen=True, tag="hire_from_row"):
    """Ability: take a character from the HR row."""

    card: str


class RenewPlan(msgspec.Struct, frozen=True, tag="renew_plan"):
    """Ability: discard a plan from the plan row and lay out a new one in its place."""

    plan: str


class SwapWithRow(msgspec.Struct, frozen=True, tag="swap_with_row"):
    """Ability: exchange a hand character with an HR row character."""

    give: str
    take: str


class StudyPlans(msgspec.Struct, frozen=True, tag="study_plans"):
    """Ability: draw the top plan, then discard one plan from the hand (ReturnPlan)."""


class ReturnPlan(msgspec.Struct, frozen=True, tag="return_plan"):
    """Follow-up of StudyPlans: the plan to discard from the hand."""

    plan: str


class TakeChairman(msgspec.Struct, frozen=True, tag="take_chairman"):
    """Ability: take the «Председатель» card."""


class PlayFromRow(msgspec.Struct, frozen=True, tag="play_from_row"):
    """Ability: play a character straight from the HR row."""

    card: str


class Salvage(msgspec.Struct, frozen=True, tag="salvage"):
    """Ability: take the top card of the character discard pile."""


class ExchangePlan(msgspec.Struct, frozen=True, tag="exchange_plan"):
    """Ability: exchange a hand plan with a plan without an order in the plan row."""

    give: str
    take: str


class DiscardAndDraw(msgspec.Struct, frozen=True, tag="discard_and_draw"):
    """Ability: discard a hand character and draw the top card of the deck."""

    card: str


class RenewCharacter(msgspec.Struct, frozen=True, tag="renew_character"):
    """Ability: discard an HR row character and lay out the top card of the deck in its place."""

    card: str


class ExtraAction(msgspec.Struct, frozen=True, tag="extra_action"):
    """Ability: one additional action this turn."""


class AwardOrder(msgspec.Struct, frozen=True, tag="award_order"):
    """Ability (standard rules): put an order from the supply on one of your characters."""

    card: str


class PrecisionComplete(msgspec.Struct, frozen=True, tag="precision_complete"):
    """Ability: complete a row plan as if ``industry`` were one level higher."""

    plan: str
    industry: str


class Rebuild(msgspec.Struct, frozen=True, tag="rebuild"):
    """Ability: discard another played character without an order, play a hand card instead."""

    remove: str
    card: str


AbilityMove = (
    DrawFromDeck
    | HireFromRow
    | RenewPlan
    | SwapWithRow
    | StudyPlans
    | TakeChairman
    | PlayFromRow
    | Salvage
    | ExchangePlan
    | DiscardAndDraw
    | RenewCharacter
    | ExtraAction
    | AwardOrder
    | PrecisionComplete
    | Rebuild
)

Move = (
    KeepPlan
    | RedrawPlans
    | PlayCharacter
    | TakeCharacter
    | DiscardForOrder
    | GivePlan
    | DiscardPlan
    | TakePlanFromRow
    | TakePlanFromDeck
    | CompletePlan
    | PlaceOrder
    | DeclineOrder
    | RemovePlan
    | EndTurn
    | SkipAbility
    | ReturnPlan
    | AbilityMove
)
