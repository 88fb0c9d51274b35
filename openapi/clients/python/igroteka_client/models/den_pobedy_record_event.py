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
  from ..models.den_pobedy_attack import DenPobedyAttack
  from ..models.den_pobedy_attack_declared import DenPobedyAttackDeclared
  from ..models.den_pobedy_block import DenPobedyBlock
  from ..models.den_pobedy_block_declared import DenPobedyBlockDeclared
  from ..models.den_pobedy_block_declined import DenPobedyBlockDeclined
  from ..models.den_pobedy_build import DenPobedyBuild
  from ..models.den_pobedy_cards_drawn import DenPobedyCardsDrawn
  from ..models.den_pobedy_combat_ended import DenPobedyCombatEnded
  from ..models.den_pobedy_deck_ready import DenPobedyDeckReady
  from ..models.den_pobedy_deck_shuffled import DenPobedyDeckShuffled
  from ..models.den_pobedy_deck_struck import DenPobedyDeckStruck
  from ..models.den_pobedy_deck_submitted import DenPobedyDeckSubmitted
  from ..models.den_pobedy_end_phase import DenPobedyEndPhase
  from ..models.den_pobedy_end_turn import DenPobedyEndTurn
  from ..models.den_pobedy_hand_kept import DenPobedyHandKept
  from ..models.den_pobedy_hand_returned import DenPobedyHandReturned
  from ..models.den_pobedy_hand_shown import DenPobedyHandShown
  from ..models.den_pobedy_keep_hand import DenPobedyKeepHand
  from ..models.den_pobedy_main_phase_ended import DenPobedyMainPhaseEnded
  from ..models.den_pobedy_match_ended import DenPobedyMatchEnded
  from ..models.den_pobedy_match_set_up import DenPobedyMatchSetUp
  from ..models.den_pobedy_no_block import DenPobedyNoBlock
  from ..models.den_pobedy_pass import DenPobedyPass
  from ..models.den_pobedy_play_resource import DenPobedyPlayResource
  from ..models.den_pobedy_play_tactic import DenPobedyPlayTactic
  from ..models.den_pobedy_record_event_control_type_0 import DenPobedyRecordEventControlType0
  from ..models.den_pobedy_redeal import DenPobedyRedeal
  from ..models.den_pobedy_resource_destroyed import DenPobedyResourceDestroyed
  from ..models.den_pobedy_resource_played import DenPobedyResourcePlayed
  from ..models.den_pobedy_resource_untapped import DenPobedyResourceUntapped
  from ..models.den_pobedy_resources_tapped import DenPobedyResourcesTapped
  from ..models.den_pobedy_starter_deck_taken import DenPobedyStarterDeckTaken
  from ..models.den_pobedy_strike import DenPobedyStrike
  from ..models.den_pobedy_submit_deck import DenPobedySubmitDeck
  from ..models.den_pobedy_support import DenPobedySupport
  from ..models.den_pobedy_support_given import DenPobedySupportGiven
  from ..models.den_pobedy_tactic_played import DenPobedyTacticPlayed
  from ..models.den_pobedy_turn_ended import DenPobedyTurnEnded
  from ..models.den_pobedy_turn_started import DenPobedyTurnStarted
  from ..models.den_pobedy_unit_built import DenPobedyUnitBuilt
  from ..models.den_pobedy_unit_destroyed import DenPobedyUnitDestroyed
  from ..models.den_pobedy_unit_struck import DenPobedyUnitStruck
  from ..models.den_pobedy_units_deployed import DenPobedyUnitsDeployed
  from ..models.den_pobedy_units_tapped import DenPobedyUnitsTapped
  from ..models.den_pobedy_use_starter_deck import DenPobedyUseStarterDeck
  from ..models.den_pobedy_window_passed import DenPobedyWindowPassed
  from ..models.outcome import Outcome
  from ..models.spectator_delay import SpectatorDelay





T = TypeVar("T", bound="DenPobedyRecordEvent")



@_attrs_define
class DenPobedyRecordEvent:
    """ 
        Attributes:
            at (datetime.datetime):
            kind (str):
            version (int):
            consenters (list[int] | None | Unset):
            control (DenPobedyRecordEventControlType0 | None | Unset):
            delay (None | SpectatorDelay | Unset):
            facts (list[DenPobedyAttackDeclared | DenPobedyBlockDeclared | DenPobedyBlockDeclined | DenPobedyCardsDrawn |
                DenPobedyCombatEnded | DenPobedyDeckReady | DenPobedyDeckShuffled | DenPobedyDeckStruck | DenPobedyDeckSubmitted
                | DenPobedyHandKept | DenPobedyHandReturned | DenPobedyHandShown | DenPobedyMainPhaseEnded | DenPobedyMatchEnded
                | DenPobedyMatchSetUp | DenPobedyResourceDestroyed | DenPobedyResourcePlayed | DenPobedyResourcesTapped |
                DenPobedyResourceUntapped | DenPobedyStarterDeckTaken | DenPobedySupportGiven | DenPobedyTacticPlayed |
                DenPobedyTurnEnded | DenPobedyTurnStarted | DenPobedyUnitBuilt | DenPobedyUnitDestroyed | DenPobedyUnitsDeployed
                | DenPobedyUnitsTapped | DenPobedyUnitStruck | DenPobedyWindowPassed] | Unset):
            level (None | str | Unset):
            lost (bool | None | Unset):
            move (DenPobedyAttack | DenPobedyBlock | DenPobedyBuild | DenPobedyEndPhase | DenPobedyEndTurn |
                DenPobedyKeepHand | DenPobedyNoBlock | DenPobedyPass | DenPobedyPlayResource | DenPobedyPlayTactic |
                DenPobedyRedeal | DenPobedyStrike | DenPobedySubmitDeck | DenPobedySupport | DenPobedyUseStarterDeck | None |
                Unset):
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
    control: DenPobedyRecordEventControlType0 | None | Unset = UNSET
    delay: None | SpectatorDelay | Unset = UNSET
    facts: list[DenPobedyAttackDeclared | DenPobedyBlockDeclared | DenPobedyBlockDeclined | DenPobedyCardsDrawn | DenPobedyCombatEnded | DenPobedyDeckReady | DenPobedyDeckShuffled | DenPobedyDeckStruck | DenPobedyDeckSubmitted | DenPobedyHandKept | DenPobedyHandReturned | DenPobedyHandShown | DenPobedyMainPhaseEnded | DenPobedyMatchEnded | DenPobedyMatchSetUp | DenPobedyResourceDestroyed | DenPobedyResourcePlayed | DenPobedyResourcesTapped | DenPobedyResourceUntapped | DenPobedyStarterDeckTaken | DenPobedySupportGiven | DenPobedyTacticPlayed | DenPobedyTurnEnded | DenPobedyTurnStarted | DenPobedyUnitBuilt | DenPobedyUnitDestroyed | DenPobedyUnitsDeployed | DenPobedyUnitsTapped | DenPobedyUnitStruck | DenPobedyWindowPassed] | Unset = UNSET
    level: None | str | Unset = UNSET
    lost: bool | None | Unset = UNSET
    move: DenPobedyAttack | DenPobedyBlock | DenPobedyBuild | DenPobedyEndPhase | DenPobedyEndTurn | DenPobedyKeepHand | DenPobedyNoBlock | DenPobedyPass | DenPobedyPlayResource | DenPobedyPlayTactic | DenPobedyRedeal | DenPobedyStrike | DenPobedySubmitDeck | DenPobedySupport | DenPobedyUseStarterDeck | None | Unset = UNSET
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
        from ..models.den_pobedy_attack import DenPobedyAttack # noqa: PLC0415
        from ..models.den_pobedy_attack_declared import DenPobedyAttackDeclared # noqa: PLC0415
        from ..models.den_pobedy_block import DenPobedyBlock # noqa: PLC0415
        from ..models.den_pobedy_block_declared import DenPobedyBlockDeclared # noqa: PLC0415
        from ..models.den_pobedy_block_declined import DenPobedyBlockDeclined # noqa: PLC0415
        from ..models.den_pobedy_build import DenPobedyBuild # noqa: PLC0415
        from ..models.den_pobedy_cards_drawn import DenPobedyCardsDrawn # noqa: PLC0415
        from ..models.den_pobedy_combat_ended import DenPobedyCombatEnded # noqa: PLC0415
        from ..models.den_pobedy_deck_ready import DenPobedyDeckReady # noqa: PLC0415
        from ..models.den_pobedy_deck_shuffled import DenPobedyDeckShuffled # noqa: PLC0415
        from ..models.den_pobedy_deck_struck import DenPobedyDeckStruck # noqa: PLC0415
        from ..models.den_pobedy_deck_submitted import DenPobedyDeckSubmitted # noqa: PLC0415
        from ..models.den_pobedy_end_phase import DenPobedyEndPhase # noqa: PLC0415
        from ..models.den_pobedy_end_turn import DenPobedyEndTurn # noqa: PLC0415
        from ..models.den_pobedy_hand_kept import DenPobedyHandKept # noqa: PLC0415
        from ..models.den_pobedy_hand_returned import DenPobedyHandReturned # noqa: PLC0415
        from ..models.den_pobedy_hand_shown import DenPobedyHandShown # noqa: PLC0415
        from ..models.den_pobedy_keep_hand import DenPobedyKeepHand # noqa: PLC0415
        from ..models.den_pobedy_main_phase_ended import DenPobedyMainPhaseEnded # noqa: PLC0415
        from ..models.den_pobedy_match_ended import DenPobedyMatchEnded # noqa: PLC0415
        from ..models.den_pobedy_match_set_up import DenPobedyMatchSetUp # noqa: PLC0415
        from ..models.den_pobedy_no_block import DenPobedyNoBlock # noqa: PLC0415
        from ..models.den_pobedy_pass import DenPobedyPass # noqa: PLC0415
        from ..models.den_pobedy_play_resource import DenPobedyPlayResource # noqa: PLC0415
        from ..models.den_pobedy_play_tactic import DenPobedyPlayTactic # noqa: PLC0415
        from ..models.den_pobedy_record_event_control_type_0 import DenPobedyRecordEventControlType0 # noqa: PLC0415
        from ..models.den_pobedy_redeal import DenPobedyRedeal # noqa: PLC0415
        from ..models.den_pobedy_resource_destroyed import DenPobedyResourceDestroyed # noqa: PLC0415
        from ..models.den_pobedy_resource_played import DenPobedyResourcePlayed # noqa: PLC0415
        from ..models.den_pobedy_resource_untapped import DenPobedyResourceUntapped # noqa: PLC0415
        from ..models.den_pobedy_resources_tapped import DenPobedyResourcesTapped # noqa: PLC0415
        from ..models.den_pobedy_starter_deck_taken import DenPobedyStarterDeckTaken # noqa: PLC0415
        from ..models.den_pobedy_strike import DenPobedyStrike # noqa: PLC0415
        from ..models.den_pobedy_submit_deck import DenPobedySubmitDeck # noqa: PLC0415
        from ..models.den_pobedy_support import DenPobedySupport # noqa: PLC0415
        from ..models.den_pobedy_support_given import DenPobedySupportGiven # noqa: PLC0415
        from ..models.den_pobedy_tactic_played import DenPobedyTacticPlayed # noqa: PLC0415
        from ..models.den_pobedy_turn_ended import DenPobedyTurnEnded # noqa: PLC0415
        from ..models.den_pobedy_turn_started import DenPobedyTurnStarted # noqa: PLC0415
        from ..models.den_pobedy_unit_built import DenPobedyUnitBuilt # noqa: PLC0415
        from ..models.den_pobedy_unit_destroyed import DenPobedyUnitDestroyed # noqa: PLC0415
        from ..models.den_pobedy_unit_struck import DenPobedyUnitStruck # noqa: PLC0415
        from ..models.den_pobedy_units_deployed import DenPobedyUnitsDeployed # noqa: PLC0415
        from ..models.den_pobedy_units_tapped import DenPobedyUnitsTapped # noqa: PLC0415
        from ..models.den_pobedy_use_starter_deck import DenPobedyUseStarterDeck # noqa: PLC0415
        from ..models.den_pobedy_window_passed import DenPobedyWindowPassed # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
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
        elif isinstance(self.control, DenPobedyRecordEventControlType0):
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
                if isinstance(facts_item_data, DenPobedyMatchSetUp):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyStarterDeckTaken):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyDeckSubmitted):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyDeckReady):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyDeckShuffled):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyCardsDrawn):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyHandShown):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyHandReturned):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyHandKept):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyTurnStarted):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyMainPhaseEnded):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyResourcePlayed):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyResourcesTapped):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyResourceUntapped):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyUnitBuilt):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyTacticPlayed):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyAttackDeclared):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyBlockDeclared):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyBlockDeclined):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedySupportGiven):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyWindowPassed):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyUnitStruck):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyUnitDestroyed):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyUnitsTapped):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyResourceDestroyed):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyDeckStruck):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyCombatEnded):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyUnitsDeployed):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, DenPobedyTurnEnded):
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
        elif isinstance(self.move, DenPobedyUseStarterDeck):
            move = self.move.to_dict()
        elif isinstance(self.move, DenPobedySubmitDeck):
            move = self.move.to_dict()
        elif isinstance(self.move, DenPobedyKeepHand):
            move = self.move.to_dict()
        elif isinstance(self.move, DenPobedyRedeal):
            move = self.move.to_dict()
        elif isinstance(self.move, DenPobedyPlayResource):
            move = self.move.to_dict()
        elif isinstance(self.move, DenPobedyBuild):
            move = self.move.to_dict()
        elif isinstance(self.move, DenPobedyPlayTactic):
            move = self.move.to_dict()
        elif isinstance(self.move, DenPobedyEndPhase):
            move = self.move.to_dict()
        elif isinstance(self.move, DenPobedyAttack):
            move = self.move.to_dict()
        elif isinstance(self.move, DenPobedyStrike):
            move = self.move.to_dict()
        elif isinstance(self.move, DenPobedyEndTurn):
            move = self.move.to_dict()
        elif isinstance(self.move, DenPobedyBlock):
            move = self.move.to_dict()
        elif isinstance(self.move, DenPobedyNoBlock):
            move = self.move.to_dict()
        elif isinstance(self.move, DenPobedySupport):
            move = self.move.to_dict()
        elif isinstance(self.move, DenPobedyPass):
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
        from ..models.den_pobedy_attack import DenPobedyAttack # noqa: PLC0415
        from ..models.den_pobedy_attack_declared import DenPobedyAttackDeclared # noqa: PLC0415
        from ..models.den_pobedy_block import DenPobedyBlock # noqa: PLC0415
        from ..models.den_pobedy_block_declared import DenPobedyBlockDeclared # noqa: PLC0415
        from ..models.den_pobedy_block_declined import DenPobedyBlockDeclined # noqa: PLC0415
        from ..models.den_pobedy_build import DenPobedyBuild # noqa: PLC0415
        from ..models.den_pobedy_cards_drawn import DenPobedyCardsDrawn # noqa: PLC0415
        from ..models.den_pobedy_combat_ended import DenPobedyCombatEnded # noqa: PLC0415
        from ..models.den_pobedy_deck_ready import DenPobedyDeckReady # noqa: PLC0415
        from ..models.den_pobedy_deck_shuffled import DenPobedyDeckShuffled # noqa: PLC0415
        from ..models.den_pobedy_deck_struck import DenPobedyDeckStruck # noqa: PLC0415
        from ..models.den_pobedy_deck_submitted import DenPobedyDeckSubmitted # noqa: PLC0415
        from ..models.den_pobedy_end_phase import DenPobedyEndPhase # noqa: PLC0415
        from ..models.den_pobedy_end_turn import DenPobedyEndTurn # noqa: PLC0415
        from ..models.den_pobedy_hand_kept import DenPobedyHandKept # noqa: PLC0415
        from ..models.den_pobedy_hand_returned import DenPobedyHandReturned # noqa: PLC0415
        from ..models.den_pobedy_hand_shown import DenPobedyHandShown # noqa: PLC0415
        from ..models.den_pobedy_keep_hand import DenPobedyKeepHand # noqa: PLC0415
        from ..models.den_pobedy_main_phase_ended import DenPobedyMainPhaseEnded # noqa: PLC0415
        from ..models.den_pobedy_match_ended import DenPobedyMatchEnded # noqa: PLC0415
        from ..models.den_pobedy_match_set_up import DenPobedyMatchSetUp # noqa: PLC0415
        from ..models.den_pobedy_no_block import DenPobedyNoBlock # noqa: PLC0415
        from ..models.den_pobedy_pass import DenPobedyPass # noqa: PLC0415
        from ..models.den_pobedy_play_resource import DenPobedyPlayResource # noqa: PLC0415
        from ..models.den_pobedy_play_tactic import DenPobedyPlayTactic # noqa: PLC0415
        from ..models.den_pobedy_record_event_control_type_0 import DenPobedyRecordEventControlType0 # noqa: PLC0415
        from ..models.den_pobedy_redeal import DenPobedyRedeal # noqa: PLC0415
        from ..models.den_pobedy_resource_destroyed import DenPobedyResourceDestroyed # noqa: PLC0415
        from ..models.den_pobedy_resource_played import DenPobedyResourcePlayed # noqa: PLC0415
        from ..models.den_pobedy_resource_untapped import DenPobedyResourceUntapped # noqa: PLC0415
        from ..models.den_pobedy_resources_tapped import DenPobedyResourcesTapped # noqa: PLC0415
        from ..models.den_pobedy_starter_deck_taken import DenPobedyStarterDeckTaken # noqa: PLC0415
        from ..models.den_pobedy_strike import DenPobedyStrike # noqa: PLC0415
        from ..models.den_pobedy_submit_deck import DenPobedySubmitDeck # noqa: PLC0415
        from ..models.den_pobedy_support import DenPobedySupport # noqa: PLC0415
        from ..models.den_pobedy_support_given import DenPobedySupportGiven # noqa: PLC0415
        from ..models.den_pobedy_tactic_played import DenPobedyTacticPlayed # noqa: PLC0415
        from ..models.den_pobedy_turn_ended import DenPobedyTurnEnded # noqa: PLC0415
        from ..models.den_pobedy_turn_started import DenPobedyTurnStarted # noqa: PLC0415
        from ..models.den_pobedy_unit_built import DenPobedyUnitBuilt # noqa: PLC0415
        from ..models.den_pobedy_unit_destroyed import DenPobedyUnitDestroyed # noqa: PLC0415
        from ..models.den_pobedy_unit_struck import DenPobedyUnitStruck # noqa: PLC0415
        from ..models.den_pobedy_units_deployed import DenPobedyUnitsDeployed # noqa: PLC0415
        from ..models.den_pobedy_units_tapped import DenPobedyUnitsTapped # noqa: PLC0415
        from ..models.den_pobedy_use_starter_deck import DenPobedyUseStarterDeck # noqa: PLC0415
        from ..models.den_pobedy_window_passed import DenPobedyWindowPassed # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
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


        def _parse_control(data: object) -> DenPobedyRecordEventControlType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                control_type_0 = DenPobedyRecordEventControlType0.from_dict(data)



                return control_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DenPobedyRecordEventControlType0 | None | Unset, data)

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
        facts: list[DenPobedyAttackDeclared | DenPobedyBlockDeclared | DenPobedyBlockDeclined | DenPobedyCardsDrawn | DenPobedyCombatEnded | DenPobedyDeckReady | DenPobedyDeckShuffled | DenPobedyDeckStruck | DenPobedyDeckSubmitted | DenPobedyHandKept | DenPobedyHandReturned | DenPobedyHandShown | DenPobedyMainPhaseEnded | DenPobedyMatchEnded | DenPobedyMatchSetUp | DenPobedyResourceDestroyed | DenPobedyResourcePlayed | DenPobedyResourcesTapped | DenPobedyResourceUntapped | DenPobedyStarterDeckTaken | DenPobedySupportGiven | DenPobedyTacticPlayed | DenPobedyTurnEnded | DenPobedyTurnStarted | DenPobedyUnitBuilt | DenPobedyUnitDestroyed | DenPobedyUnitsDeployed | DenPobedyUnitsTapped | DenPobedyUnitStruck | DenPobedyWindowPassed] | Unset = UNSET
        if _facts is not UNSET:
            facts = []
            for facts_item_data in _facts:
                def _parse_facts_item(data: object) -> DenPobedyAttackDeclared | DenPobedyBlockDeclared | DenPobedyBlockDeclined | DenPobedyCardsDrawn | DenPobedyCombatEnded | DenPobedyDeckReady | DenPobedyDeckShuffled | DenPobedyDeckStruck | DenPobedyDeckSubmitted | DenPobedyHandKept | DenPobedyHandReturned | DenPobedyHandShown | DenPobedyMainPhaseEnded | DenPobedyMatchEnded | DenPobedyMatchSetUp | DenPobedyResourceDestroyed | DenPobedyResourcePlayed | DenPobedyResourcesTapped | DenPobedyResourceUntapped | DenPobedyStarterDeckTaken | DenPobedySupportGiven | DenPobedyTacticPlayed | DenPobedyTurnEnded | DenPobedyTurnStarted | DenPobedyUnitBuilt | DenPobedyUnitDestroyed | DenPobedyUnitsDeployed | DenPobedyUnitsTapped | DenPobedyUnitStruck | DenPobedyWindowPassed:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_0 = DenPobedyMatchSetUp.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_1 = DenPobedyStarterDeckTaken.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_2 = DenPobedyDeckSubmitted.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_3 = DenPobedyDeckReady.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_4 = DenPobedyDeckShuffled.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_5 = DenPobedyCardsDrawn.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_6 = DenPobedyHandShown.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_7 = DenPobedyHandReturned.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_8 = DenPobedyHandKept.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_9 = DenPobedyTurnStarted.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_9
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_10 = DenPobedyMainPhaseEnded.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_10
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_11 = DenPobedyResourcePlayed.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_11
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_12 = DenPobedyResourcesTapped.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_12
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_13 = DenPobedyResourceUntapped.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_13
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_14 = DenPobedyUnitBuilt.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_14
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_15 = DenPobedyTacticPlayed.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_15
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_16 = DenPobedyAttackDeclared.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_16
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_17 = DenPobedyBlockDeclared.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_17
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_18 = DenPobedyBlockDeclined.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_18
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_19 = DenPobedySupportGiven.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_19
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_20 = DenPobedyWindowPassed.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_20
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_21 = DenPobedyUnitStruck.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_21
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_22 = DenPobedyUnitDestroyed.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_22
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_23 = DenPobedyUnitsTapped.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_23
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_24 = DenPobedyResourceDestroyed.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_24
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_25 = DenPobedyDeckStruck.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_25
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_26 = DenPobedyCombatEnded.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_26
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_27 = DenPobedyUnitsDeployed.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_27
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_den_pobedy_fact_type_28 = DenPobedyTurnEnded.from_dict(data)



                        return componentsschemas_den_pobedy_fact_type_28
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_den_pobedy_fact_type_29 = DenPobedyMatchEnded.from_dict(data)



                    return componentsschemas_den_pobedy_fact_type_29

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


        def _parse_move(data: object) -> DenPobedyAttack | DenPobedyBlock | DenPobedyBuild | DenPobedyEndPhase | DenPobedyEndTurn | DenPobedyKeepHand | DenPobedyNoBlock | DenPobedyPass | DenPobedyPlayResource | DenPobedyPlayTactic | DenPobedyRedeal | DenPobedyStrike | DenPobedySubmitDeck | DenPobedySupport | DenPobedyUseStarterDeck | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_den_pobedy_move_type_0 = DenPobedyUseStarterDeck.from_dict(data)



                return componentsschemas_den_pobedy_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_den_pobedy_move_type_1 = DenPobedySubmitDeck.from_dict(data)



                return componentsschemas_den_pobedy_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_den_pobedy_move_type_2 = DenPobedyKeepHand.from_dict(data)



                return componentsschemas_den_pobedy_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_den_pobedy_move_type_3 = DenPobedyRedeal.from_dict(data)



                return componentsschemas_den_pobedy_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_den_pobedy_move_type_4 = DenPobedyPlayResource.from_dict(data)



                return componentsschemas_den_pobedy_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_den_pobedy_move_type_5 = DenPobedyBuild.from_dict(data)



                return componentsschemas_den_pobedy_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_den_pobedy_move_type_6 = DenPobedyPlayTactic.from_dict(data)



                return componentsschemas_den_pobedy_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_den_pobedy_move_type_7 = DenPobedyEndPhase.from_dict(data)



                return componentsschemas_den_pobedy_move_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_den_pobedy_move_type_8 = DenPobedyAttack.from_dict(data)



                return componentsschemas_den_pobedy_move_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_den_pobedy_move_type_9 = DenPobedyStrike.from_dict(data)



                return componentsschemas_den_pobedy_move_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_den_pobedy_move_type_10 = DenPobedyEndTurn.from_dict(data)



                return componentsschemas_den_pobedy_move_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_den_pobedy_move_type_11 = DenPobedyBlock.from_dict(data)



                return componentsschemas_den_pobedy_move_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_den_pobedy_move_type_12 = DenPobedyNoBlock.from_dict(data)



                return componentsschemas_den_pobedy_move_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_den_pobedy_move_type_13 = DenPobedySupport.from_dict(data)



                return componentsschemas_den_pobedy_move_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_den_pobedy_move_type_14 = DenPobedyPass.from_dict(data)



                return componentsschemas_den_pobedy_move_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DenPobedyAttack | DenPobedyBlock | DenPobedyBuild | DenPobedyEndPhase | DenPobedyEndTurn | DenPobedyKeepHand | DenPobedyNoBlock | DenPobedyPass | DenPobedyPlayResource | DenPobedyPlayTactic | DenPobedyRedeal | DenPobedyStrike | DenPobedySubmitDeck | DenPobedySupport | DenPobedyUseStarterDeck | None | Unset, data)

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


        den_pobedy_record_event = cls(
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


        den_pobedy_record_event.additional_properties = d
        return den_pobedy_record_event

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
