from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.den_pobedy_attack_declared import DenPobedyAttackDeclared
  from ..models.den_pobedy_block_declared import DenPobedyBlockDeclared
  from ..models.den_pobedy_block_declined import DenPobedyBlockDeclined
  from ..models.den_pobedy_cards_drawn import DenPobedyCardsDrawn
  from ..models.den_pobedy_combat_ended import DenPobedyCombatEnded
  from ..models.den_pobedy_deck_ready import DenPobedyDeckReady
  from ..models.den_pobedy_deck_shuffled import DenPobedyDeckShuffled
  from ..models.den_pobedy_deck_struck import DenPobedyDeckStruck
  from ..models.den_pobedy_deck_submitted import DenPobedyDeckSubmitted
  from ..models.den_pobedy_hand_kept import DenPobedyHandKept
  from ..models.den_pobedy_hand_returned import DenPobedyHandReturned
  from ..models.den_pobedy_hand_shown import DenPobedyHandShown
  from ..models.den_pobedy_main_phase_ended import DenPobedyMainPhaseEnded
  from ..models.den_pobedy_match_ended import DenPobedyMatchEnded
  from ..models.den_pobedy_match_set_up import DenPobedyMatchSetUp
  from ..models.den_pobedy_resource_destroyed import DenPobedyResourceDestroyed
  from ..models.den_pobedy_resource_played import DenPobedyResourcePlayed
  from ..models.den_pobedy_resource_untapped import DenPobedyResourceUntapped
  from ..models.den_pobedy_resources_tapped import DenPobedyResourcesTapped
  from ..models.den_pobedy_starter_deck_taken import DenPobedyStarterDeckTaken
  from ..models.den_pobedy_support_given import DenPobedySupportGiven
  from ..models.den_pobedy_tactic_played import DenPobedyTacticPlayed
  from ..models.den_pobedy_turn_ended import DenPobedyTurnEnded
  from ..models.den_pobedy_turn_started import DenPobedyTurnStarted
  from ..models.den_pobedy_unit_built import DenPobedyUnitBuilt
  from ..models.den_pobedy_unit_destroyed import DenPobedyUnitDestroyed
  from ..models.den_pobedy_unit_struck import DenPobedyUnitStruck
  from ..models.den_pobedy_units_deployed import DenPobedyUnitsDeployed
  from ..models.den_pobedy_units_tapped import DenPobedyUnitsTapped
  from ..models.den_pobedy_window_passed import DenPobedyWindowPassed
  from ..models.touched import Touched





T = TypeVar("T", bound="DenPobedyFactItem")



@_attrs_define
class DenPobedyFactItem:
    """ 
        Attributes:
            index (int): The item's place among the viewer's items of its event
            kind (Literal['fact']):
            version (int):
            body (DenPobedyAttackDeclared | DenPobedyBlockDeclared | DenPobedyBlockDeclined | DenPobedyCardsDrawn |
                DenPobedyCombatEnded | DenPobedyDeckReady | DenPobedyDeckShuffled | DenPobedyDeckStruck | DenPobedyDeckSubmitted
                | DenPobedyHandKept | DenPobedyHandReturned | DenPobedyHandShown | DenPobedyMainPhaseEnded | DenPobedyMatchEnded
                | DenPobedyMatchSetUp | DenPobedyResourceDestroyed | DenPobedyResourcePlayed | DenPobedyResourcesTapped |
                DenPobedyResourceUntapped | DenPobedyStarterDeckTaken | DenPobedySupportGiven | DenPobedyTacticPlayed |
                DenPobedyTurnEnded | DenPobedyTurnStarted | DenPobedyUnitBuilt | DenPobedyUnitDestroyed | DenPobedyUnitsDeployed
                | DenPobedyUnitsTapped | DenPobedyUnitStruck | DenPobedyWindowPassed | Unset):
            seat (int | None | Unset):
            text (None | str | Unset): The item as a sentence in the reader's language (Accept-Language, or `lang`)
            touched (None | Touched | Unset): What a `fact` item touched (seats, cells, hexes, cards), as this viewer may
                see it: the items of a seat's last move name where it happened; null for a fact that touched nothing, or any
                other kind
     """

    index: int
    kind: Literal['fact']
    version: int
    body: DenPobedyAttackDeclared | DenPobedyBlockDeclared | DenPobedyBlockDeclined | DenPobedyCardsDrawn | DenPobedyCombatEnded | DenPobedyDeckReady | DenPobedyDeckShuffled | DenPobedyDeckStruck | DenPobedyDeckSubmitted | DenPobedyHandKept | DenPobedyHandReturned | DenPobedyHandShown | DenPobedyMainPhaseEnded | DenPobedyMatchEnded | DenPobedyMatchSetUp | DenPobedyResourceDestroyed | DenPobedyResourcePlayed | DenPobedyResourcesTapped | DenPobedyResourceUntapped | DenPobedyStarterDeckTaken | DenPobedySupportGiven | DenPobedyTacticPlayed | DenPobedyTurnEnded | DenPobedyTurnStarted | DenPobedyUnitBuilt | DenPobedyUnitDestroyed | DenPobedyUnitsDeployed | DenPobedyUnitsTapped | DenPobedyUnitStruck | DenPobedyWindowPassed | Unset = UNSET
    seat: int | None | Unset = UNSET
    text: None | str | Unset = UNSET
    touched: None | Touched | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.den_pobedy_attack_declared import DenPobedyAttackDeclared # noqa: PLC0415
        from ..models.den_pobedy_block_declared import DenPobedyBlockDeclared # noqa: PLC0415
        from ..models.den_pobedy_block_declined import DenPobedyBlockDeclined # noqa: PLC0415
        from ..models.den_pobedy_cards_drawn import DenPobedyCardsDrawn # noqa: PLC0415
        from ..models.den_pobedy_combat_ended import DenPobedyCombatEnded # noqa: PLC0415
        from ..models.den_pobedy_deck_ready import DenPobedyDeckReady # noqa: PLC0415
        from ..models.den_pobedy_deck_shuffled import DenPobedyDeckShuffled # noqa: PLC0415
        from ..models.den_pobedy_deck_struck import DenPobedyDeckStruck # noqa: PLC0415
        from ..models.den_pobedy_deck_submitted import DenPobedyDeckSubmitted # noqa: PLC0415
        from ..models.den_pobedy_hand_kept import DenPobedyHandKept # noqa: PLC0415
        from ..models.den_pobedy_hand_returned import DenPobedyHandReturned # noqa: PLC0415
        from ..models.den_pobedy_hand_shown import DenPobedyHandShown # noqa: PLC0415
        from ..models.den_pobedy_main_phase_ended import DenPobedyMainPhaseEnded # noqa: PLC0415
        from ..models.den_pobedy_match_ended import DenPobedyMatchEnded # noqa: PLC0415
        from ..models.den_pobedy_match_set_up import DenPobedyMatchSetUp # noqa: PLC0415
        from ..models.den_pobedy_resource_destroyed import DenPobedyResourceDestroyed # noqa: PLC0415
        from ..models.den_pobedy_resource_played import DenPobedyResourcePlayed # noqa: PLC0415
        from ..models.den_pobedy_resource_untapped import DenPobedyResourceUntapped # noqa: PLC0415
        from ..models.den_pobedy_resources_tapped import DenPobedyResourcesTapped # noqa: PLC0415
        from ..models.den_pobedy_starter_deck_taken import DenPobedyStarterDeckTaken # noqa: PLC0415
        from ..models.den_pobedy_support_given import DenPobedySupportGiven # noqa: PLC0415
        from ..models.den_pobedy_tactic_played import DenPobedyTacticPlayed # noqa: PLC0415
        from ..models.den_pobedy_turn_ended import DenPobedyTurnEnded # noqa: PLC0415
        from ..models.den_pobedy_turn_started import DenPobedyTurnStarted # noqa: PLC0415
        from ..models.den_pobedy_unit_built import DenPobedyUnitBuilt # noqa: PLC0415
        from ..models.den_pobedy_unit_destroyed import DenPobedyUnitDestroyed # noqa: PLC0415
        from ..models.den_pobedy_unit_struck import DenPobedyUnitStruck # noqa: PLC0415
        from ..models.den_pobedy_units_deployed import DenPobedyUnitsDeployed # noqa: PLC0415
        from ..models.den_pobedy_units_tapped import DenPobedyUnitsTapped # noqa: PLC0415
        from ..models.den_pobedy_window_passed import DenPobedyWindowPassed # noqa: PLC0415
        from ..models.touched import Touched # noqa: PLC0415
        index = self.index

        kind = self.kind

        version = self.version

        body: dict[str, Any] | Unset
        if isinstance(self.body, Unset):
            body = UNSET
        elif isinstance(self.body, DenPobedyMatchSetUp):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyStarterDeckTaken):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyDeckSubmitted):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyDeckReady):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyDeckShuffled):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyCardsDrawn):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyHandShown):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyHandReturned):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyHandKept):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyTurnStarted):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyMainPhaseEnded):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyResourcePlayed):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyResourcesTapped):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyResourceUntapped):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyUnitBuilt):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyTacticPlayed):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyAttackDeclared):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyBlockDeclared):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyBlockDeclined):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedySupportGiven):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyWindowPassed):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyUnitStruck):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyUnitDestroyed):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyUnitsTapped):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyResourceDestroyed):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyDeckStruck):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyCombatEnded):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyUnitsDeployed):
            body = self.body.to_dict()
        elif isinstance(self.body, DenPobedyTurnEnded):
            body = self.body.to_dict()
        else:
            body = self.body.to_dict()


        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        text: None | str | Unset
        if isinstance(self.text, Unset):
            text = UNSET
        else:
            text = self.text

        touched: dict[str, Any] | None | Unset
        if isinstance(self.touched, Unset):
            touched = UNSET
        elif isinstance(self.touched, Touched):
            touched = self.touched.to_dict()
        else:
            touched = self.touched


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "index": index,
            "kind": kind,
            "version": version,
        })
        if body is not UNSET:
            field_dict["body"] = body
        if seat is not UNSET:
            field_dict["seat"] = seat
        if text is not UNSET:
            field_dict["text"] = text
        if touched is not UNSET:
            field_dict["touched"] = touched

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.den_pobedy_attack_declared import DenPobedyAttackDeclared # noqa: PLC0415
        from ..models.den_pobedy_block_declared import DenPobedyBlockDeclared # noqa: PLC0415
        from ..models.den_pobedy_block_declined import DenPobedyBlockDeclined # noqa: PLC0415
        from ..models.den_pobedy_cards_drawn import DenPobedyCardsDrawn # noqa: PLC0415
        from ..models.den_pobedy_combat_ended import DenPobedyCombatEnded # noqa: PLC0415
        from ..models.den_pobedy_deck_ready import DenPobedyDeckReady # noqa: PLC0415
        from ..models.den_pobedy_deck_shuffled import DenPobedyDeckShuffled # noqa: PLC0415
        from ..models.den_pobedy_deck_struck import DenPobedyDeckStruck # noqa: PLC0415
        from ..models.den_pobedy_deck_submitted import DenPobedyDeckSubmitted # noqa: PLC0415
        from ..models.den_pobedy_hand_kept import DenPobedyHandKept # noqa: PLC0415
        from ..models.den_pobedy_hand_returned import DenPobedyHandReturned # noqa: PLC0415
        from ..models.den_pobedy_hand_shown import DenPobedyHandShown # noqa: PLC0415
        from ..models.den_pobedy_main_phase_ended import DenPobedyMainPhaseEnded # noqa: PLC0415
        from ..models.den_pobedy_match_ended import DenPobedyMatchEnded # noqa: PLC0415
        from ..models.den_pobedy_match_set_up import DenPobedyMatchSetUp # noqa: PLC0415
        from ..models.den_pobedy_resource_destroyed import DenPobedyResourceDestroyed # noqa: PLC0415
        from ..models.den_pobedy_resource_played import DenPobedyResourcePlayed # noqa: PLC0415
        from ..models.den_pobedy_resource_untapped import DenPobedyResourceUntapped # noqa: PLC0415
        from ..models.den_pobedy_resources_tapped import DenPobedyResourcesTapped # noqa: PLC0415
        from ..models.den_pobedy_starter_deck_taken import DenPobedyStarterDeckTaken # noqa: PLC0415
        from ..models.den_pobedy_support_given import DenPobedySupportGiven # noqa: PLC0415
        from ..models.den_pobedy_tactic_played import DenPobedyTacticPlayed # noqa: PLC0415
        from ..models.den_pobedy_turn_ended import DenPobedyTurnEnded # noqa: PLC0415
        from ..models.den_pobedy_turn_started import DenPobedyTurnStarted # noqa: PLC0415
        from ..models.den_pobedy_unit_built import DenPobedyUnitBuilt # noqa: PLC0415
        from ..models.den_pobedy_unit_destroyed import DenPobedyUnitDestroyed # noqa: PLC0415
        from ..models.den_pobedy_unit_struck import DenPobedyUnitStruck # noqa: PLC0415
        from ..models.den_pobedy_units_deployed import DenPobedyUnitsDeployed # noqa: PLC0415
        from ..models.den_pobedy_units_tapped import DenPobedyUnitsTapped # noqa: PLC0415
        from ..models.den_pobedy_window_passed import DenPobedyWindowPassed # noqa: PLC0415
        from ..models.touched import Touched # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        kind = cast(Literal['fact'] , d.pop("kind"))
        if kind != 'fact':
            raise ValueError(f"kind must match const 'fact', got '{kind}'")

        version = d.pop("version")

        def _parse_body(data: object) -> DenPobedyAttackDeclared | DenPobedyBlockDeclared | DenPobedyBlockDeclined | DenPobedyCardsDrawn | DenPobedyCombatEnded | DenPobedyDeckReady | DenPobedyDeckShuffled | DenPobedyDeckStruck | DenPobedyDeckSubmitted | DenPobedyHandKept | DenPobedyHandReturned | DenPobedyHandShown | DenPobedyMainPhaseEnded | DenPobedyMatchEnded | DenPobedyMatchSetUp | DenPobedyResourceDestroyed | DenPobedyResourcePlayed | DenPobedyResourcesTapped | DenPobedyResourceUntapped | DenPobedyStarterDeckTaken | DenPobedySupportGiven | DenPobedyTacticPlayed | DenPobedyTurnEnded | DenPobedyTurnStarted | DenPobedyUnitBuilt | DenPobedyUnitDestroyed | DenPobedyUnitsDeployed | DenPobedyUnitsTapped | DenPobedyUnitStruck | DenPobedyWindowPassed | Unset:
            if isinstance(data, Unset):
                return data
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

        body = _parse_body(d.pop("body", UNSET))


        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        def _parse_text(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        text = _parse_text(d.pop("text", UNSET))


        def _parse_touched(data: object) -> None | Touched | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                touched_type_0 = Touched.from_dict(data)



                return touched_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Touched | Unset, data)

        touched = _parse_touched(d.pop("touched", UNSET))


        den_pobedy_fact_item = cls(
            index=index,
            kind=kind,
            version=version,
            body=body,
            seat=seat,
            text=text,
            touched=touched,
        )


        den_pobedy_fact_item.additional_properties = d
        return den_pobedy_fact_item

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
