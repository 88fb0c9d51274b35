from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.abandonment import Abandonment
  from ..models.outcome import Outcome
  from ..models.pyatiletka_ability_skipped import PyatiletkaAbilitySkipped
  from ..models.pyatiletka_ability_used import PyatiletkaAbilityUsed
  from ..models.pyatiletka_action_gained import PyatiletkaActionGained
  from ..models.pyatiletka_action_spent import PyatiletkaActionSpent
  from ..models.pyatiletka_award_order import PyatiletkaAwardOrder
  from ..models.pyatiletka_chairman_taken import PyatiletkaChairmanTaken
  from ..models.pyatiletka_character_discarded import PyatiletkaCharacterDiscarded
  from ..models.pyatiletka_character_drawn import PyatiletkaCharacterDrawn
  from ..models.pyatiletka_character_played import PyatiletkaCharacterPlayed
  from ..models.pyatiletka_character_revealed import PyatiletkaCharacterRevealed
  from ..models.pyatiletka_character_row_cleared import PyatiletkaCharacterRowCleared
  from ..models.pyatiletka_character_salvaged import PyatiletkaCharacterSalvaged
  from ..models.pyatiletka_character_swapped import PyatiletkaCharacterSwapped
  from ..models.pyatiletka_character_taken import PyatiletkaCharacterTaken
  from ..models.pyatiletka_choice_asked import PyatiletkaChoiceAsked
  from ..models.pyatiletka_complete_plan import PyatiletkaCompletePlan
  from ..models.pyatiletka_counter_token_discarded import PyatiletkaCounterTokenDiscarded
  from ..models.pyatiletka_deck_shuffled import PyatiletkaDeckShuffled
  from ..models.pyatiletka_decline_order import PyatiletkaDeclineOrder
  from ..models.pyatiletka_discard_and_draw import PyatiletkaDiscardAndDraw
  from ..models.pyatiletka_discard_for_order import PyatiletkaDiscardForOrder
  from ..models.pyatiletka_discard_plan import PyatiletkaDiscardPlan
  from ..models.pyatiletka_draw_from_deck import PyatiletkaDrawFromDeck
  from ..models.pyatiletka_end_turn import PyatiletkaEndTurn
  from ..models.pyatiletka_exchange_plan import PyatiletkaExchangePlan
  from ..models.pyatiletka_extra_action import PyatiletkaExtraAction
  from ..models.pyatiletka_game_created import PyatiletkaGameCreated
  from ..models.pyatiletka_game_ended import PyatiletkaGameEnded
  from ..models.pyatiletka_give_plan import PyatiletkaGivePlan
  from ..models.pyatiletka_hire_from_row import PyatiletkaHireFromRow
  from ..models.pyatiletka_keep_plan import PyatiletkaKeepPlan
  from ..models.pyatiletka_order_discarded import PyatiletkaOrderDiscarded
  from ..models.pyatiletka_order_gained import PyatiletkaOrderGained
  from ..models.pyatiletka_order_placed import PyatiletkaOrderPlaced
  from ..models.pyatiletka_personal_plan_kept import PyatiletkaPersonalPlanKept
  from ..models.pyatiletka_place_order import PyatiletkaPlaceOrder
  from ..models.pyatiletka_plan_completed import PyatiletkaPlanCompleted
  from ..models.pyatiletka_plan_discarded import PyatiletkaPlanDiscarded
  from ..models.pyatiletka_plan_exchanged import PyatiletkaPlanExchanged
  from ..models.pyatiletka_plan_orders_placed import PyatiletkaPlanOrdersPlaced
  from ..models.pyatiletka_plan_revealed import PyatiletkaPlanRevealed
  from ..models.pyatiletka_plan_taken import PyatiletkaPlanTaken
  from ..models.pyatiletka_plans_dealt import PyatiletkaPlansDealt
  from ..models.pyatiletka_plans_ran_out import PyatiletkaPlansRanOut
  from ..models.pyatiletka_plans_redrawn import PyatiletkaPlansRedrawn
  from ..models.pyatiletka_play_character import PyatiletkaPlayCharacter
  from ..models.pyatiletka_play_from_row import PyatiletkaPlayFromRow
  from ..models.pyatiletka_precision_complete import PyatiletkaPrecisionComplete
  from ..models.pyatiletka_rebuild import PyatiletkaRebuild
  from ..models.pyatiletka_record_event_control_type_0 import PyatiletkaRecordEventControlType0
  from ..models.pyatiletka_redraw_plans import PyatiletkaRedrawPlans
  from ..models.pyatiletka_remove_plan import PyatiletkaRemovePlan
  from ..models.pyatiletka_renew_character import PyatiletkaRenewCharacter
  from ..models.pyatiletka_renew_plan import PyatiletkaRenewPlan
  from ..models.pyatiletka_return_plan import PyatiletkaReturnPlan
  from ..models.pyatiletka_round_ended import PyatiletkaRoundEnded
  from ..models.pyatiletka_round_started import PyatiletkaRoundStarted
  from ..models.pyatiletka_salvage import PyatiletkaSalvage
  from ..models.pyatiletka_skip_ability import PyatiletkaSkipAbility
  from ..models.pyatiletka_starting_hands_dealt import PyatiletkaStartingHandsDealt
  from ..models.pyatiletka_study_plans import PyatiletkaStudyPlans
  from ..models.pyatiletka_swap_with_row import PyatiletkaSwapWithRow
  from ..models.pyatiletka_take_chairman import PyatiletkaTakeChairman
  from ..models.pyatiletka_take_character import PyatiletkaTakeCharacter
  from ..models.pyatiletka_take_plan_from_deck import PyatiletkaTakePlanFromDeck
  from ..models.pyatiletka_take_plan_from_row import PyatiletkaTakePlanFromRow
  from ..models.pyatiletka_turn_started import PyatiletkaTurnStarted
  from ..models.spectator_delay import SpectatorDelay





T = TypeVar("T", bound="PyatiletkaRecordEvent")



@_attrs_define
class PyatiletkaRecordEvent:
    """ 
        Attributes:
            at (datetime.datetime):
            kind (str):
            version (int):
            consenters (list[int] | None | Unset):
            control (None | PyatiletkaRecordEventControlType0 | Unset):
            delay (None | SpectatorDelay | Unset):
            facts (list[PyatiletkaAbilitySkipped | PyatiletkaAbilityUsed | PyatiletkaActionGained | PyatiletkaActionSpent |
                PyatiletkaChairmanTaken | PyatiletkaCharacterDiscarded | PyatiletkaCharacterDrawn | PyatiletkaCharacterPlayed |
                PyatiletkaCharacterRevealed | PyatiletkaCharacterRowCleared | PyatiletkaCharacterSalvaged |
                PyatiletkaCharacterSwapped | PyatiletkaCharacterTaken | PyatiletkaChoiceAsked | PyatiletkaCounterTokenDiscarded
                | PyatiletkaDeckShuffled | PyatiletkaGameCreated | PyatiletkaGameEnded | PyatiletkaOrderDiscarded |
                PyatiletkaOrderGained | PyatiletkaOrderPlaced | PyatiletkaPersonalPlanKept | PyatiletkaPlanCompleted |
                PyatiletkaPlanDiscarded | PyatiletkaPlanExchanged | PyatiletkaPlanOrdersPlaced | PyatiletkaPlanRevealed |
                PyatiletkaPlansDealt | PyatiletkaPlansRanOut | PyatiletkaPlansRedrawn | PyatiletkaPlanTaken |
                PyatiletkaRoundEnded | PyatiletkaRoundStarted | PyatiletkaStartingHandsDealt | PyatiletkaTurnStarted] | Unset):
            level (None | str | Unset):
            lost (bool | None | Unset):
            move (None | PyatiletkaAwardOrder | PyatiletkaCompletePlan | PyatiletkaDeclineOrder | PyatiletkaDiscardAndDraw |
                PyatiletkaDiscardForOrder | PyatiletkaDiscardPlan | PyatiletkaDrawFromDeck | PyatiletkaEndTurn |
                PyatiletkaExchangePlan | PyatiletkaExtraAction | PyatiletkaGivePlan | PyatiletkaHireFromRow | PyatiletkaKeepPlan
                | PyatiletkaPlaceOrder | PyatiletkaPlayCharacter | PyatiletkaPlayFromRow | PyatiletkaPrecisionComplete |
                PyatiletkaRebuild | PyatiletkaRedrawPlans | PyatiletkaRemovePlan | PyatiletkaRenewCharacter |
                PyatiletkaRenewPlan | PyatiletkaReturnPlan | PyatiletkaSalvage | PyatiletkaSkipAbility | PyatiletkaStudyPlans |
                PyatiletkaSwapWithRow | PyatiletkaTakeChairman | PyatiletkaTakeCharacter | PyatiletkaTakePlanFromDeck |
                PyatiletkaTakePlanFromRow | Unset):
            move_id (None | str | Unset):
            name (None | str | Unset):
            outcome (None | Outcome | Unset):
            policy (Abandonment | None | Unset):
            prev (str | Unset):  Default: ''.
            seat (int | None | Unset):
            takeback (int | None | Unset):
     """

    at: datetime.datetime
    kind: str
    version: int
    consenters: list[int] | None | Unset = UNSET
    control: None | PyatiletkaRecordEventControlType0 | Unset = UNSET
    delay: None | SpectatorDelay | Unset = UNSET
    facts: list[PyatiletkaAbilitySkipped | PyatiletkaAbilityUsed | PyatiletkaActionGained | PyatiletkaActionSpent | PyatiletkaChairmanTaken | PyatiletkaCharacterDiscarded | PyatiletkaCharacterDrawn | PyatiletkaCharacterPlayed | PyatiletkaCharacterRevealed | PyatiletkaCharacterRowCleared | PyatiletkaCharacterSalvaged | PyatiletkaCharacterSwapped | PyatiletkaCharacterTaken | PyatiletkaChoiceAsked | PyatiletkaCounterTokenDiscarded | PyatiletkaDeckShuffled | PyatiletkaGameCreated | PyatiletkaGameEnded | PyatiletkaOrderDiscarded | PyatiletkaOrderGained | PyatiletkaOrderPlaced | PyatiletkaPersonalPlanKept | PyatiletkaPlanCompleted | PyatiletkaPlanDiscarded | PyatiletkaPlanExchanged | PyatiletkaPlanOrdersPlaced | PyatiletkaPlanRevealed | PyatiletkaPlansDealt | PyatiletkaPlansRanOut | PyatiletkaPlansRedrawn | PyatiletkaPlanTaken | PyatiletkaRoundEnded | PyatiletkaRoundStarted | PyatiletkaStartingHandsDealt | PyatiletkaTurnStarted] | Unset = UNSET
    level: None | str | Unset = UNSET
    lost: bool | None | Unset = UNSET
    move: None | PyatiletkaAwardOrder | PyatiletkaCompletePlan | PyatiletkaDeclineOrder | PyatiletkaDiscardAndDraw | PyatiletkaDiscardForOrder | PyatiletkaDiscardPlan | PyatiletkaDrawFromDeck | PyatiletkaEndTurn | PyatiletkaExchangePlan | PyatiletkaExtraAction | PyatiletkaGivePlan | PyatiletkaHireFromRow | PyatiletkaKeepPlan | PyatiletkaPlaceOrder | PyatiletkaPlayCharacter | PyatiletkaPlayFromRow | PyatiletkaPrecisionComplete | PyatiletkaRebuild | PyatiletkaRedrawPlans | PyatiletkaRemovePlan | PyatiletkaRenewCharacter | PyatiletkaRenewPlan | PyatiletkaReturnPlan | PyatiletkaSalvage | PyatiletkaSkipAbility | PyatiletkaStudyPlans | PyatiletkaSwapWithRow | PyatiletkaTakeChairman | PyatiletkaTakeCharacter | PyatiletkaTakePlanFromDeck | PyatiletkaTakePlanFromRow | Unset = UNSET
    move_id: None | str | Unset = UNSET
    name: None | str | Unset = UNSET
    outcome: None | Outcome | Unset = UNSET
    policy: Abandonment | None | Unset = UNSET
    prev: str | Unset = ''
    seat: int | None | Unset = UNSET
    takeback: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.abandonment import Abandonment # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.pyatiletka_ability_skipped import PyatiletkaAbilitySkipped # noqa: PLC0415
        from ..models.pyatiletka_ability_used import PyatiletkaAbilityUsed # noqa: PLC0415
        from ..models.pyatiletka_action_gained import PyatiletkaActionGained # noqa: PLC0415
        from ..models.pyatiletka_action_spent import PyatiletkaActionSpent # noqa: PLC0415
        from ..models.pyatiletka_award_order import PyatiletkaAwardOrder # noqa: PLC0415
        from ..models.pyatiletka_chairman_taken import PyatiletkaChairmanTaken # noqa: PLC0415
        from ..models.pyatiletka_character_discarded import PyatiletkaCharacterDiscarded # noqa: PLC0415
        from ..models.pyatiletka_character_drawn import PyatiletkaCharacterDrawn # noqa: PLC0415
        from ..models.pyatiletka_character_played import PyatiletkaCharacterPlayed # noqa: PLC0415
        from ..models.pyatiletka_character_revealed import PyatiletkaCharacterRevealed # noqa: PLC0415
        from ..models.pyatiletka_character_row_cleared import PyatiletkaCharacterRowCleared # noqa: PLC0415
        from ..models.pyatiletka_character_salvaged import PyatiletkaCharacterSalvaged # noqa: PLC0415
        from ..models.pyatiletka_character_swapped import PyatiletkaCharacterSwapped # noqa: PLC0415
        from ..models.pyatiletka_character_taken import PyatiletkaCharacterTaken # noqa: PLC0415
        from ..models.pyatiletka_choice_asked import PyatiletkaChoiceAsked # noqa: PLC0415
        from ..models.pyatiletka_complete_plan import PyatiletkaCompletePlan # noqa: PLC0415
        from ..models.pyatiletka_counter_token_discarded import PyatiletkaCounterTokenDiscarded # noqa: PLC0415
        from ..models.pyatiletka_deck_shuffled import PyatiletkaDeckShuffled # noqa: PLC0415
        from ..models.pyatiletka_decline_order import PyatiletkaDeclineOrder # noqa: PLC0415
        from ..models.pyatiletka_discard_and_draw import PyatiletkaDiscardAndDraw # noqa: PLC0415
        from ..models.pyatiletka_discard_for_order import PyatiletkaDiscardForOrder # noqa: PLC0415
        from ..models.pyatiletka_discard_plan import PyatiletkaDiscardPlan # noqa: PLC0415
        from ..models.pyatiletka_draw_from_deck import PyatiletkaDrawFromDeck # noqa: PLC0415
        from ..models.pyatiletka_end_turn import PyatiletkaEndTurn # noqa: PLC0415
        from ..models.pyatiletka_exchange_plan import PyatiletkaExchangePlan # noqa: PLC0415
        from ..models.pyatiletka_extra_action import PyatiletkaExtraAction # noqa: PLC0415
        from ..models.pyatiletka_game_created import PyatiletkaGameCreated # noqa: PLC0415
        from ..models.pyatiletka_game_ended import PyatiletkaGameEnded # noqa: PLC0415
        from ..models.pyatiletka_give_plan import PyatiletkaGivePlan # noqa: PLC0415
        from ..models.pyatiletka_hire_from_row import PyatiletkaHireFromRow # noqa: PLC0415
        from ..models.pyatiletka_keep_plan import PyatiletkaKeepPlan # noqa: PLC0415
        from ..models.pyatiletka_order_discarded import PyatiletkaOrderDiscarded # noqa: PLC0415
        from ..models.pyatiletka_order_gained import PyatiletkaOrderGained # noqa: PLC0415
        from ..models.pyatiletka_order_placed import PyatiletkaOrderPlaced # noqa: PLC0415
        from ..models.pyatiletka_personal_plan_kept import PyatiletkaPersonalPlanKept # noqa: PLC0415
        from ..models.pyatiletka_place_order import PyatiletkaPlaceOrder # noqa: PLC0415
        from ..models.pyatiletka_plan_completed import PyatiletkaPlanCompleted # noqa: PLC0415
        from ..models.pyatiletka_plan_discarded import PyatiletkaPlanDiscarded # noqa: PLC0415
        from ..models.pyatiletka_plan_exchanged import PyatiletkaPlanExchanged # noqa: PLC0415
        from ..models.pyatiletka_plan_orders_placed import PyatiletkaPlanOrdersPlaced # noqa: PLC0415
        from ..models.pyatiletka_plan_revealed import PyatiletkaPlanRevealed # noqa: PLC0415
        from ..models.pyatiletka_plan_taken import PyatiletkaPlanTaken # noqa: PLC0415
        from ..models.pyatiletka_plans_dealt import PyatiletkaPlansDealt # noqa: PLC0415
        from ..models.pyatiletka_plans_ran_out import PyatiletkaPlansRanOut # noqa: PLC0415
        from ..models.pyatiletka_plans_redrawn import PyatiletkaPlansRedrawn # noqa: PLC0415
        from ..models.pyatiletka_play_character import PyatiletkaPlayCharacter # noqa: PLC0415
        from ..models.pyatiletka_play_from_row import PyatiletkaPlayFromRow # noqa: PLC0415
        from ..models.pyatiletka_precision_complete import PyatiletkaPrecisionComplete # noqa: PLC0415
        from ..models.pyatiletka_rebuild import PyatiletkaRebuild # noqa: PLC0415
        from ..models.pyatiletka_record_event_control_type_0 import PyatiletkaRecordEventControlType0 # noqa: PLC0415
        from ..models.pyatiletka_redraw_plans import PyatiletkaRedrawPlans # noqa: PLC0415
        from ..models.pyatiletka_remove_plan import PyatiletkaRemovePlan # noqa: PLC0415
        from ..models.pyatiletka_renew_character import PyatiletkaRenewCharacter # noqa: PLC0415
        from ..models.pyatiletka_renew_plan import PyatiletkaRenewPlan # noqa: PLC0415
        from ..models.pyatiletka_return_plan import PyatiletkaReturnPlan # noqa: PLC0415
        from ..models.pyatiletka_round_ended import PyatiletkaRoundEnded # noqa: PLC0415
        from ..models.pyatiletka_round_started import PyatiletkaRoundStarted # noqa: PLC0415
        from ..models.pyatiletka_salvage import PyatiletkaSalvage # noqa: PLC0415
        from ..models.pyatiletka_skip_ability import PyatiletkaSkipAbility # noqa: PLC0415
        from ..models.pyatiletka_starting_hands_dealt import PyatiletkaStartingHandsDealt # noqa: PLC0415
        from ..models.pyatiletka_study_plans import PyatiletkaStudyPlans # noqa: PLC0415
        from ..models.pyatiletka_swap_with_row import PyatiletkaSwapWithRow # noqa: PLC0415
        from ..models.pyatiletka_take_chairman import PyatiletkaTakeChairman # noqa: PLC0415
        from ..models.pyatiletka_take_character import PyatiletkaTakeCharacter # noqa: PLC0415
        from ..models.pyatiletka_take_plan_from_deck import PyatiletkaTakePlanFromDeck # noqa: PLC0415
        from ..models.pyatiletka_take_plan_from_row import PyatiletkaTakePlanFromRow # noqa: PLC0415
        from ..models.pyatiletka_turn_started import PyatiletkaTurnStarted # noqa: PLC0415
        from ..models.spectator_delay import SpectatorDelay # noqa: PLC0415
        at = self.at.isoformat()

        kind = self.kind

        version = self.version

        consenters: list[int] | None | Unset
        if isinstance(self.consenters, Unset):
            consenters = UNSET
        elif isinstance(self.consenters, list):
            consenters = self.consenters


        else:
            consenters = self.consenters

        control: dict[str, Any] | None | Unset
        if isinstance(self.control, Unset):
            control = UNSET
        elif isinstance(self.control, PyatiletkaRecordEventControlType0):
            control = self.control.to_dict()
        else:
            control = self.control

        delay: dict[str, Any] | None | Unset
        if isinstance(self.delay, Unset):
            delay = UNSET
        elif isinstance(self.delay, SpectatorDelay):
            delay = self.delay.to_dict()
        else:
            delay = self.delay

        facts: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.facts, Unset):
            facts = []
            for facts_item_data in self.facts:
                facts_item: dict[str, Any]
                if isinstance(facts_item_data, PyatiletkaGameCreated):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaDeckShuffled):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaChoiceAsked):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaStartingHandsDealt):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaPlansDealt):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaPlansRedrawn):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaPersonalPlanKept):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaCharacterRevealed):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaPlanRevealed):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaRoundStarted):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaTurnStarted):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaActionSpent):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaActionGained):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaCharacterPlayed):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaCharacterTaken):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaCharacterDiscarded):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaCharacterDrawn):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaCharacterSwapped):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaCharacterSalvaged):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaOrderGained):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaCounterTokenDiscarded):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaOrderPlaced):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaOrderDiscarded):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaPlanCompleted):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaPlanDiscarded):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaPlanTaken):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaPlanExchanged):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaChairmanTaken):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaPlanOrdersPlaced):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaAbilityUsed):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaAbilitySkipped):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaPlansRanOut):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaRoundEnded):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, PyatiletkaCharacterRowCleared):
                    facts_item = facts_item_data.to_dict()
                else:
                    facts_item = facts_item_data.to_dict()

                facts.append(facts_item)



        level: None | str | Unset
        if isinstance(self.level, Unset):
            level = UNSET
        else:
            level = self.level

        lost: bool | None | Unset
        if isinstance(self.lost, Unset):
            lost = UNSET
        else:
            lost = self.lost

        move: dict[str, Any] | None | Unset
        if isinstance(self.move, Unset):
            move = UNSET
        elif isinstance(self.move, PyatiletkaKeepPlan):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaRedrawPlans):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaPlayCharacter):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaTakeCharacter):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaDiscardForOrder):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaGivePlan):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaDiscardPlan):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaTakePlanFromRow):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaTakePlanFromDeck):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaCompletePlan):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaPlaceOrder):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaDeclineOrder):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaRemovePlan):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaEndTurn):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaSkipAbility):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaReturnPlan):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaDrawFromDeck):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaHireFromRow):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaRenewPlan):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaSwapWithRow):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaStudyPlans):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaTakeChairman):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaPlayFromRow):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaSalvage):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaExchangePlan):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaDiscardAndDraw):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaRenewCharacter):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaExtraAction):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaAwardOrder):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaPrecisionComplete):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaRebuild):
            move = self.move.to_dict()
        else:
            move = self.move

        move_id: None | str | Unset
        if isinstance(self.move_id, Unset):
            move_id = UNSET
        else:
            move_id = self.move_id

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        outcome: dict[str, Any] | None | Unset
        if isinstance(self.outcome, Unset):
            outcome = UNSET
        elif isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        policy: dict[str, Any] | None | Unset
        if isinstance(self.policy, Unset):
            policy = UNSET
        elif isinstance(self.policy, Abandonment):
            policy = self.policy.to_dict()
        else:
            policy = self.policy

        prev = self.prev

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        takeback: int | None | Unset
        if isinstance(self.takeback, Unset):
            takeback = UNSET
        else:
            takeback = self.takeback


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "at": at,
            "kind": kind,
            "version": version,
        })
        if consenters is not UNSET:
            field_dict["consenters"] = consenters
        if control is not UNSET:
            field_dict["control"] = control
        if delay is not UNSET:
            field_dict["delay"] = delay
        if facts is not UNSET:
            field_dict["facts"] = facts
        if level is not UNSET:
            field_dict["level"] = level
        if lost is not UNSET:
            field_dict["lost"] = lost
        if move is not UNSET:
            field_dict["move"] = move
        if move_id is not UNSET:
            field_dict["move_id"] = move_id
        if name is not UNSET:
            field_dict["name"] = name
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if policy is not UNSET:
            field_dict["policy"] = policy
        if prev is not UNSET:
            field_dict["prev"] = prev
        if seat is not UNSET:
            field_dict["seat"] = seat
        if takeback is not UNSET:
            field_dict["takeback"] = takeback

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.abandonment import Abandonment # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.pyatiletka_ability_skipped import PyatiletkaAbilitySkipped # noqa: PLC0415
        from ..models.pyatiletka_ability_used import PyatiletkaAbilityUsed # noqa: PLC0415
        from ..models.pyatiletka_action_gained import PyatiletkaActionGained # noqa: PLC0415
        from ..models.pyatiletka_action_spent import PyatiletkaActionSpent # noqa: PLC0415
        from ..models.pyatiletka_award_order import PyatiletkaAwardOrder # noqa: PLC0415
        from ..models.pyatiletka_chairman_taken import PyatiletkaChairmanTaken # noqa: PLC0415
        from ..models.pyatiletka_character_discarded import PyatiletkaCharacterDiscarded # noqa: PLC0415
        from ..models.pyatiletka_character_drawn import PyatiletkaCharacterDrawn # noqa: PLC0415
        from ..models.pyatiletka_character_played import PyatiletkaCharacterPlayed # noqa: PLC0415
        from ..models.pyatiletka_character_revealed import PyatiletkaCharacterRevealed # noqa: PLC0415
        from ..models.pyatiletka_character_row_cleared import PyatiletkaCharacterRowCleared # noqa: PLC0415
        from ..models.pyatiletka_character_salvaged import PyatiletkaCharacterSalvaged # noqa: PLC0415
        from ..models.pyatiletka_character_swapped import PyatiletkaCharacterSwapped # noqa: PLC0415
        from ..models.pyatiletka_character_taken import PyatiletkaCharacterTaken # noqa: PLC0415
        from ..models.pyatiletka_choice_asked import PyatiletkaChoiceAsked # noqa: PLC0415
        from ..models.pyatiletka_complete_plan import PyatiletkaCompletePlan # noqa: PLC0415
        from ..models.pyatiletka_counter_token_discarded import PyatiletkaCounterTokenDiscarded # noqa: PLC0415
        from ..models.pyatiletka_deck_shuffled import PyatiletkaDeckShuffled # noqa: PLC0415
        from ..models.pyatiletka_decline_order import PyatiletkaDeclineOrder # noqa: PLC0415
        from ..models.pyatiletka_discard_and_draw import PyatiletkaDiscardAndDraw # noqa: PLC0415
        from ..models.pyatiletka_discard_for_order import PyatiletkaDiscardForOrder # noqa: PLC0415
        from ..models.pyatiletka_discard_plan import PyatiletkaDiscardPlan # noqa: PLC0415
        from ..models.pyatiletka_draw_from_deck import PyatiletkaDrawFromDeck # noqa: PLC0415
        from ..models.pyatiletka_end_turn import PyatiletkaEndTurn # noqa: PLC0415
        from ..models.pyatiletka_exchange_plan import PyatiletkaExchangePlan # noqa: PLC0415
        from ..models.pyatiletka_extra_action import PyatiletkaExtraAction # noqa: PLC0415
        from ..models.pyatiletka_game_created import PyatiletkaGameCreated # noqa: PLC0415
        from ..models.pyatiletka_game_ended import PyatiletkaGameEnded # noqa: PLC0415
        from ..models.pyatiletka_give_plan import PyatiletkaGivePlan # noqa: PLC0415
        from ..models.pyatiletka_hire_from_row import PyatiletkaHireFromRow # noqa: PLC0415
        from ..models.pyatiletka_keep_plan import PyatiletkaKeepPlan # noqa: PLC0415
        from ..models.pyatiletka_order_discarded import PyatiletkaOrderDiscarded # noqa: PLC0415
        from ..models.pyatiletka_order_gained import PyatiletkaOrderGained # noqa: PLC0415
        from ..models.pyatiletka_order_placed import PyatiletkaOrderPlaced # noqa: PLC0415
        from ..models.pyatiletka_personal_plan_kept import PyatiletkaPersonalPlanKept # noqa: PLC0415
        from ..models.pyatiletka_place_order import PyatiletkaPlaceOrder # noqa: PLC0415
        from ..models.pyatiletka_plan_completed import PyatiletkaPlanCompleted # noqa: PLC0415
        from ..models.pyatiletka_plan_discarded import PyatiletkaPlanDiscarded # noqa: PLC0415
        from ..models.pyatiletka_plan_exchanged import PyatiletkaPlanExchanged # noqa: PLC0415
        from ..models.pyatiletka_plan_orders_placed import PyatiletkaPlanOrdersPlaced # noqa: PLC0415
        from ..models.pyatiletka_plan_revealed import PyatiletkaPlanRevealed # noqa: PLC0415
        from ..models.pyatiletka_plan_taken import PyatiletkaPlanTaken # noqa: PLC0415
        from ..models.pyatiletka_plans_dealt import PyatiletkaPlansDealt # noqa: PLC0415
        from ..models.pyatiletka_plans_ran_out import PyatiletkaPlansRanOut # noqa: PLC0415
        from ..models.pyatiletka_plans_redrawn import PyatiletkaPlansRedrawn # noqa: PLC0415
        from ..models.pyatiletka_play_character import PyatiletkaPlayCharacter # noqa: PLC0415
        from ..models.pyatiletka_play_from_row import PyatiletkaPlayFromRow # noqa: PLC0415
        from ..models.pyatiletka_precision_complete import PyatiletkaPrecisionComplete # noqa: PLC0415
        from ..models.pyatiletka_rebuild import PyatiletkaRebuild # noqa: PLC0415
        from ..models.pyatiletka_record_event_control_type_0 import PyatiletkaRecordEventControlType0 # noqa: PLC0415
        from ..models.pyatiletka_redraw_plans import PyatiletkaRedrawPlans # noqa: PLC0415
        from ..models.pyatiletka_remove_plan import PyatiletkaRemovePlan # noqa: PLC0415
        from ..models.pyatiletka_renew_character import PyatiletkaRenewCharacter # noqa: PLC0415
        from ..models.pyatiletka_renew_plan import PyatiletkaRenewPlan # noqa: PLC0415
        from ..models.pyatiletka_return_plan import PyatiletkaReturnPlan # noqa: PLC0415
        from ..models.pyatiletka_round_ended import PyatiletkaRoundEnded # noqa: PLC0415
        from ..models.pyatiletka_round_started import PyatiletkaRoundStarted # noqa: PLC0415
        from ..models.pyatiletka_salvage import PyatiletkaSalvage # noqa: PLC0415
        from ..models.pyatiletka_skip_ability import PyatiletkaSkipAbility # noqa: PLC0415
        from ..models.pyatiletka_starting_hands_dealt import PyatiletkaStartingHandsDealt # noqa: PLC0415
        from ..models.pyatiletka_study_plans import PyatiletkaStudyPlans # noqa: PLC0415
        from ..models.pyatiletka_swap_with_row import PyatiletkaSwapWithRow # noqa: PLC0415
        from ..models.pyatiletka_take_chairman import PyatiletkaTakeChairman # noqa: PLC0415
        from ..models.pyatiletka_take_character import PyatiletkaTakeCharacter # noqa: PLC0415
        from ..models.pyatiletka_take_plan_from_deck import PyatiletkaTakePlanFromDeck # noqa: PLC0415
        from ..models.pyatiletka_take_plan_from_row import PyatiletkaTakePlanFromRow # noqa: PLC0415
        from ..models.pyatiletka_turn_started import PyatiletkaTurnStarted # noqa: PLC0415
        from ..models.spectator_delay import SpectatorDelay # noqa: PLC0415
        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))




        kind = d.pop("kind")

        version = d.pop("version")

        def _parse_consenters(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                consenters_type_0 = cast(list[int], data)

                return consenters_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        consenters = _parse_consenters(d.pop("consenters", UNSET))


        def _parse_control(data: object) -> None | PyatiletkaRecordEventControlType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                control_type_0 = PyatiletkaRecordEventControlType0.from_dict(data)



                return control_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PyatiletkaRecordEventControlType0 | Unset, data)

        control = _parse_control(d.pop("control", UNSET))


        def _parse_delay(data: object) -> None | SpectatorDelay | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                delay_type_0 = SpectatorDelay.from_dict(data)



                return delay_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SpectatorDelay | Unset, data)

        delay = _parse_delay(d.pop("delay", UNSET))


        _facts = d.pop("facts", UNSET)
        facts: list[PyatiletkaAbilitySkipped | PyatiletkaAbilityUsed | PyatiletkaActionGained | PyatiletkaActionSpent | PyatiletkaChairmanTaken | PyatiletkaCharacterDiscarded | PyatiletkaCharacterDrawn | PyatiletkaCharacterPlayed | PyatiletkaCharacterRevealed | PyatiletkaCharacterRowCleared | PyatiletkaCharacterSalvaged | PyatiletkaCharacterSwapped | PyatiletkaCharacterTaken | PyatiletkaChoiceAsked | PyatiletkaCounterTokenDiscarded | PyatiletkaDeckShuffled | PyatiletkaGameCreated | PyatiletkaGameEnded | PyatiletkaOrderDiscarded | PyatiletkaOrderGained | PyatiletkaOrderPlaced | PyatiletkaPersonalPlanKept | PyatiletkaPlanCompleted | PyatiletkaPlanDiscarded | PyatiletkaPlanExchanged | PyatiletkaPlanOrdersPlaced | PyatiletkaPlanRevealed | PyatiletkaPlansDealt | PyatiletkaPlansRanOut | PyatiletkaPlansRedrawn | PyatiletkaPlanTaken | PyatiletkaRoundEnded | PyatiletkaRoundStarted | PyatiletkaStartingHandsDealt | PyatiletkaTurnStarted] | Unset = UNSET
        if _facts is not UNSET:
            facts = []
            for facts_item_data in _facts:
                def _parse_facts_item(data: object) -> PyatiletkaAbilitySkipped | PyatiletkaAbilityUsed | PyatiletkaActionGained | PyatiletkaActionSpent | PyatiletkaChairmanTaken | PyatiletkaCharacterDiscarded | PyatiletkaCharacterDrawn | PyatiletkaCharacterPlayed | PyatiletkaCharacterRevealed | PyatiletkaCharacterRowCleared | PyatiletkaCharacterSalvaged | PyatiletkaCharacterSwapped | PyatiletkaCharacterTaken | PyatiletkaChoiceAsked | PyatiletkaCounterTokenDiscarded | PyatiletkaDeckShuffled | PyatiletkaGameCreated | PyatiletkaGameEnded | PyatiletkaOrderDiscarded | PyatiletkaOrderGained | PyatiletkaOrderPlaced | PyatiletkaPersonalPlanKept | PyatiletkaPlanCompleted | PyatiletkaPlanDiscarded | PyatiletkaPlanExchanged | PyatiletkaPlanOrdersPlaced | PyatiletkaPlanRevealed | PyatiletkaPlansDealt | PyatiletkaPlansRanOut | PyatiletkaPlansRedrawn | PyatiletkaPlanTaken | PyatiletkaRoundEnded | PyatiletkaRoundStarted | PyatiletkaStartingHandsDealt | PyatiletkaTurnStarted:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_0 = PyatiletkaGameCreated.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_1 = PyatiletkaDeckShuffled.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_2 = PyatiletkaChoiceAsked.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_3 = PyatiletkaStartingHandsDealt.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_4 = PyatiletkaPlansDealt.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_5 = PyatiletkaPlansRedrawn.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_6 = PyatiletkaPersonalPlanKept.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_7 = PyatiletkaCharacterRevealed.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_8 = PyatiletkaPlanRevealed.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_9 = PyatiletkaRoundStarted.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_9
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_10 = PyatiletkaTurnStarted.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_10
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_11 = PyatiletkaActionSpent.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_11
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_12 = PyatiletkaActionGained.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_12
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_13 = PyatiletkaCharacterPlayed.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_13
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_14 = PyatiletkaCharacterTaken.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_14
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_15 = PyatiletkaCharacterDiscarded.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_15
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_16 = PyatiletkaCharacterDrawn.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_16
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_17 = PyatiletkaCharacterSwapped.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_17
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_18 = PyatiletkaCharacterSalvaged.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_18
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_19 = PyatiletkaOrderGained.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_19
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_20 = PyatiletkaCounterTokenDiscarded.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_20
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_21 = PyatiletkaOrderPlaced.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_21
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_22 = PyatiletkaOrderDiscarded.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_22
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_23 = PyatiletkaPlanCompleted.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_23
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_24 = PyatiletkaPlanDiscarded.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_24
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_25 = PyatiletkaPlanTaken.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_25
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_26 = PyatiletkaPlanExchanged.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_26
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_27 = PyatiletkaChairmanTaken.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_27
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_28 = PyatiletkaPlanOrdersPlaced.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_28
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_29 = PyatiletkaAbilityUsed.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_29
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_30 = PyatiletkaAbilitySkipped.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_30
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_31 = PyatiletkaPlansRanOut.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_31
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_32 = PyatiletkaRoundEnded.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_32
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_pyatiletka_fact_type_33 = PyatiletkaCharacterRowCleared.from_dict(data)



                        return componentsschemas_pyatiletka_fact_type_33
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pyatiletka_fact_type_34 = PyatiletkaGameEnded.from_dict(data)



                    return componentsschemas_pyatiletka_fact_type_34

                facts_item = _parse_facts_item(facts_item_data)

                facts.append(facts_item)


        def _parse_level(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        level = _parse_level(d.pop("level", UNSET))


        def _parse_lost(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        lost = _parse_lost(d.pop("lost", UNSET))


        def _parse_move(data: object) -> None | PyatiletkaAwardOrder | PyatiletkaCompletePlan | PyatiletkaDeclineOrder | PyatiletkaDiscardAndDraw | PyatiletkaDiscardForOrder | PyatiletkaDiscardPlan | PyatiletkaDrawFromDeck | PyatiletkaEndTurn | PyatiletkaExchangePlan | PyatiletkaExtraAction | PyatiletkaGivePlan | PyatiletkaHireFromRow | PyatiletkaKeepPlan | PyatiletkaPlaceOrder | PyatiletkaPlayCharacter | PyatiletkaPlayFromRow | PyatiletkaPrecisionComplete | PyatiletkaRebuild | PyatiletkaRedrawPlans | PyatiletkaRemovePlan | PyatiletkaRenewCharacter | PyatiletkaRenewPlan | PyatiletkaReturnPlan | PyatiletkaSalvage | PyatiletkaSkipAbility | PyatiletkaStudyPlans | PyatiletkaSwapWithRow | PyatiletkaTakeChairman | PyatiletkaTakeCharacter | PyatiletkaTakePlanFromDeck | PyatiletkaTakePlanFromRow | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_0 = PyatiletkaKeepPlan.from_dict(data)



                return componentsschemas_pyatiletka_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_1 = PyatiletkaRedrawPlans.from_dict(data)



                return componentsschemas_pyatiletka_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_2 = PyatiletkaPlayCharacter.from_dict(data)



                return componentsschemas_pyatiletka_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_3 = PyatiletkaTakeCharacter.from_dict(data)



                return componentsschemas_pyatiletka_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_4 = PyatiletkaDiscardForOrder.from_dict(data)



                return componentsschemas_pyatiletka_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_5 = PyatiletkaGivePlan.from_dict(data)



                return componentsschemas_pyatiletka_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_6 = PyatiletkaDiscardPlan.from_dict(data)



                return componentsschemas_pyatiletka_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_7 = PyatiletkaTakePlanFromRow.from_dict(data)



                return componentsschemas_pyatiletka_move_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_8 = PyatiletkaTakePlanFromDeck.from_dict(data)



                return componentsschemas_pyatiletka_move_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_9 = PyatiletkaCompletePlan.from_dict(data)



                return componentsschemas_pyatiletka_move_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_10 = PyatiletkaPlaceOrder.from_dict(data)



                return componentsschemas_pyatiletka_move_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_11 = PyatiletkaDeclineOrder.from_dict(data)



                return componentsschemas_pyatiletka_move_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_12 = PyatiletkaRemovePlan.from_dict(data)



                return componentsschemas_pyatiletka_move_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_13 = PyatiletkaEndTurn.from_dict(data)



                return componentsschemas_pyatiletka_move_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_14 = PyatiletkaSkipAbility.from_dict(data)



                return componentsschemas_pyatiletka_move_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_15 = PyatiletkaReturnPlan.from_dict(data)



                return componentsschemas_pyatiletka_move_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_16 = PyatiletkaDrawFromDeck.from_dict(data)



                return componentsschemas_pyatiletka_move_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_17 = PyatiletkaHireFromRow.from_dict(data)



                return componentsschemas_pyatiletka_move_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_18 = PyatiletkaRenewPlan.from_dict(data)



                return componentsschemas_pyatiletka_move_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_19 = PyatiletkaSwapWithRow.from_dict(data)



                return componentsschemas_pyatiletka_move_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_20 = PyatiletkaStudyPlans.from_dict(data)



                return componentsschemas_pyatiletka_move_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_21 = PyatiletkaTakeChairman.from_dict(data)



                return componentsschemas_pyatiletka_move_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_22 = PyatiletkaPlayFromRow.from_dict(data)



                return componentsschemas_pyatiletka_move_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_23 = PyatiletkaSalvage.from_dict(data)



                return componentsschemas_pyatiletka_move_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_24 = PyatiletkaExchangePlan.from_dict(data)



                return componentsschemas_pyatiletka_move_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_25 = PyatiletkaDiscardAndDraw.from_dict(data)



                return componentsschemas_pyatiletka_move_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_26 = PyatiletkaRenewCharacter.from_dict(data)



                return componentsschemas_pyatiletka_move_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_27 = PyatiletkaExtraAction.from_dict(data)



                return componentsschemas_pyatiletka_move_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_28 = PyatiletkaAwardOrder.from_dict(data)



                return componentsschemas_pyatiletka_move_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_29 = PyatiletkaPrecisionComplete.from_dict(data)



                return componentsschemas_pyatiletka_move_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_30 = PyatiletkaRebuild.from_dict(data)



                return componentsschemas_pyatiletka_move_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PyatiletkaAwardOrder | PyatiletkaCompletePlan | PyatiletkaDeclineOrder | PyatiletkaDiscardAndDraw | PyatiletkaDiscardForOrder | PyatiletkaDiscardPlan | PyatiletkaDrawFromDeck | PyatiletkaEndTurn | PyatiletkaExchangePlan | PyatiletkaExtraAction | PyatiletkaGivePlan | PyatiletkaHireFromRow | PyatiletkaKeepPlan | PyatiletkaPlaceOrder | PyatiletkaPlayCharacter | PyatiletkaPlayFromRow | PyatiletkaPrecisionComplete | PyatiletkaRebuild | PyatiletkaRedrawPlans | PyatiletkaRemovePlan | PyatiletkaRenewCharacter | PyatiletkaRenewPlan | PyatiletkaReturnPlan | PyatiletkaSalvage | PyatiletkaSkipAbility | PyatiletkaStudyPlans | PyatiletkaSwapWithRow | PyatiletkaTakeChairman | PyatiletkaTakeCharacter | PyatiletkaTakePlanFromDeck | PyatiletkaTakePlanFromRow | Unset, data)

        move = _parse_move(d.pop("move", UNSET))


        def _parse_move_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        move_id = _parse_move_id(d.pop("move_id", UNSET))


        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_outcome(data: object) -> None | Outcome | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome | Unset, data)

        outcome = _parse_outcome(d.pop("outcome", UNSET))


        def _parse_policy(data: object) -> Abandonment | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                policy_type_0 = Abandonment.from_dict(data)



                return policy_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Abandonment | None | Unset, data)

        policy = _parse_policy(d.pop("policy", UNSET))


        prev = d.pop("prev", UNSET)

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        def _parse_takeback(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        takeback = _parse_takeback(d.pop("takeback", UNSET))


        pyatiletka_record_event = cls(
            at=at,
            kind=kind,
            version=version,
            consenters=consenters,
            control=control,
            delay=delay,
            facts=facts,
            level=level,
            lost=lost,
            move=move,
            move_id=move_id,
            name=name,
            outcome=outcome,
            policy=policy,
            prev=prev,
            seat=seat,
            takeback=takeback,
        )


        pyatiletka_record_event.additional_properties = d
        return pyatiletka_record_event

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
