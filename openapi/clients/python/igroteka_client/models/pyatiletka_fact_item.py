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
  from ..models.pyatiletka_ability_skipped import PyatiletkaAbilitySkipped
  from ..models.pyatiletka_ability_used import PyatiletkaAbilityUsed
  from ..models.pyatiletka_action_gained import PyatiletkaActionGained
  from ..models.pyatiletka_action_spent import PyatiletkaActionSpent
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
  from ..models.pyatiletka_counter_token_discarded import PyatiletkaCounterTokenDiscarded
  from ..models.pyatiletka_deck_shuffled import PyatiletkaDeckShuffled
  from ..models.pyatiletka_game_created import PyatiletkaGameCreated
  from ..models.pyatiletka_game_ended import PyatiletkaGameEnded
  from ..models.pyatiletka_order_discarded import PyatiletkaOrderDiscarded
  from ..models.pyatiletka_order_gained import PyatiletkaOrderGained
  from ..models.pyatiletka_order_placed import PyatiletkaOrderPlaced
  from ..models.pyatiletka_personal_plan_kept import PyatiletkaPersonalPlanKept
  from ..models.pyatiletka_plan_completed import PyatiletkaPlanCompleted
  from ..models.pyatiletka_plan_discarded import PyatiletkaPlanDiscarded
  from ..models.pyatiletka_plan_exchanged import PyatiletkaPlanExchanged
  from ..models.pyatiletka_plan_orders_placed import PyatiletkaPlanOrdersPlaced
  from ..models.pyatiletka_plan_revealed import PyatiletkaPlanRevealed
  from ..models.pyatiletka_plan_taken import PyatiletkaPlanTaken
  from ..models.pyatiletka_plans_dealt import PyatiletkaPlansDealt
  from ..models.pyatiletka_plans_ran_out import PyatiletkaPlansRanOut
  from ..models.pyatiletka_plans_redrawn import PyatiletkaPlansRedrawn
  from ..models.pyatiletka_round_ended import PyatiletkaRoundEnded
  from ..models.pyatiletka_round_started import PyatiletkaRoundStarted
  from ..models.pyatiletka_starting_hands_dealt import PyatiletkaStartingHandsDealt
  from ..models.pyatiletka_turn_started import PyatiletkaTurnStarted
  from ..models.touched import Touched





T = TypeVar("T", bound="PyatiletkaFactItem")



@_attrs_define
class PyatiletkaFactItem:
    """ 
        Attributes:
            index (int): The item's place among the viewer's items of its event
            kind (Literal['fact']):
            version (int):
            body (PyatiletkaAbilitySkipped | PyatiletkaAbilityUsed | PyatiletkaActionGained | PyatiletkaActionSpent |
                PyatiletkaChairmanTaken | PyatiletkaCharacterDiscarded | PyatiletkaCharacterDrawn | PyatiletkaCharacterPlayed |
                PyatiletkaCharacterRevealed | PyatiletkaCharacterRowCleared | PyatiletkaCharacterSalvaged |
                PyatiletkaCharacterSwapped | PyatiletkaCharacterTaken | PyatiletkaChoiceAsked | PyatiletkaCounterTokenDiscarded
                | PyatiletkaDeckShuffled | PyatiletkaGameCreated | PyatiletkaGameEnded | PyatiletkaOrderDiscarded |
                PyatiletkaOrderGained | PyatiletkaOrderPlaced | PyatiletkaPersonalPlanKept | PyatiletkaPlanCompleted |
                PyatiletkaPlanDiscarded | PyatiletkaPlanExchanged | PyatiletkaPlanOrdersPlaced | PyatiletkaPlanRevealed |
                PyatiletkaPlansDealt | PyatiletkaPlansRanOut | PyatiletkaPlansRedrawn | PyatiletkaPlanTaken |
                PyatiletkaRoundEnded | PyatiletkaRoundStarted | PyatiletkaStartingHandsDealt | PyatiletkaTurnStarted | Unset):
            seat (int | None | Unset):
            text (None | str | Unset): The item as a sentence in the reader's language (Accept-Language, or `lang`)
            touched (None | Touched | Unset): What a `fact` item touched (seats, cells, hexes, cards), as this viewer may
                see it: the items of a seat's last move name where it happened; null for a fact that touched nothing, or any
                other kind
     """

    index: int
    kind: Literal['fact']
    version: int
    body: PyatiletkaAbilitySkipped | PyatiletkaAbilityUsed | PyatiletkaActionGained | PyatiletkaActionSpent | PyatiletkaChairmanTaken | PyatiletkaCharacterDiscarded | PyatiletkaCharacterDrawn | PyatiletkaCharacterPlayed | PyatiletkaCharacterRevealed | PyatiletkaCharacterRowCleared | PyatiletkaCharacterSalvaged | PyatiletkaCharacterSwapped | PyatiletkaCharacterTaken | PyatiletkaChoiceAsked | PyatiletkaCounterTokenDiscarded | PyatiletkaDeckShuffled | PyatiletkaGameCreated | PyatiletkaGameEnded | PyatiletkaOrderDiscarded | PyatiletkaOrderGained | PyatiletkaOrderPlaced | PyatiletkaPersonalPlanKept | PyatiletkaPlanCompleted | PyatiletkaPlanDiscarded | PyatiletkaPlanExchanged | PyatiletkaPlanOrdersPlaced | PyatiletkaPlanRevealed | PyatiletkaPlansDealt | PyatiletkaPlansRanOut | PyatiletkaPlansRedrawn | PyatiletkaPlanTaken | PyatiletkaRoundEnded | PyatiletkaRoundStarted | PyatiletkaStartingHandsDealt | PyatiletkaTurnStarted | Unset = UNSET
    seat: int | None | Unset = UNSET
    text: None | str | Unset = UNSET
    touched: None | Touched | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pyatiletka_ability_skipped import PyatiletkaAbilitySkipped # noqa: PLC0415
        from ..models.pyatiletka_ability_used import PyatiletkaAbilityUsed # noqa: PLC0415
        from ..models.pyatiletka_action_gained import PyatiletkaActionGained # noqa: PLC0415
        from ..models.pyatiletka_action_spent import PyatiletkaActionSpent # noqa: PLC0415
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
        from ..models.pyatiletka_counter_token_discarded import PyatiletkaCounterTokenDiscarded # noqa: PLC0415
        from ..models.pyatiletka_deck_shuffled import PyatiletkaDeckShuffled # noqa: PLC0415
        from ..models.pyatiletka_game_created import PyatiletkaGameCreated # noqa: PLC0415
        from ..models.pyatiletka_game_ended import PyatiletkaGameEnded # noqa: PLC0415
        from ..models.pyatiletka_order_discarded import PyatiletkaOrderDiscarded # noqa: PLC0415
        from ..models.pyatiletka_order_gained import PyatiletkaOrderGained # noqa: PLC0415
        from ..models.pyatiletka_order_placed import PyatiletkaOrderPlaced # noqa: PLC0415
        from ..models.pyatiletka_personal_plan_kept import PyatiletkaPersonalPlanKept # noqa: PLC0415
        from ..models.pyatiletka_plan_completed import PyatiletkaPlanCompleted # noqa: PLC0415
        from ..models.pyatiletka_plan_discarded import PyatiletkaPlanDiscarded # noqa: PLC0415
        from ..models.pyatiletka_plan_exchanged import PyatiletkaPlanExchanged # noqa: PLC0415
        from ..models.pyatiletka_plan_orders_placed import PyatiletkaPlanOrdersPlaced # noqa: PLC0415
        from ..models.pyatiletka_plan_revealed import PyatiletkaPlanRevealed # noqa: PLC0415
        from ..models.pyatiletka_plan_taken import PyatiletkaPlanTaken # noqa: PLC0415
        from ..models.pyatiletka_plans_dealt import PyatiletkaPlansDealt # noqa: PLC0415
        from ..models.pyatiletka_plans_ran_out import PyatiletkaPlansRanOut # noqa: PLC0415
        from ..models.pyatiletka_plans_redrawn import PyatiletkaPlansRedrawn # noqa: PLC0415
        from ..models.pyatiletka_round_ended import PyatiletkaRoundEnded # noqa: PLC0415
        from ..models.pyatiletka_round_started import PyatiletkaRoundStarted # noqa: PLC0415
        from ..models.pyatiletka_starting_hands_dealt import PyatiletkaStartingHandsDealt # noqa: PLC0415
        from ..models.pyatiletka_turn_started import PyatiletkaTurnStarted # noqa: PLC0415
        from ..models.touched import Touched # noqa: PLC0415
        index = self.index

        kind = self.kind

        version = self.version

        body: dict[str, Any] | Unset
        if isinstance(self.body, Unset):
            body = UNSET
        elif isinstance(self.body, PyatiletkaGameCreated):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaDeckShuffled):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaChoiceAsked):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaStartingHandsDealt):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaPlansDealt):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaPlansRedrawn):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaPersonalPlanKept):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaCharacterRevealed):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaPlanRevealed):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaRoundStarted):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaTurnStarted):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaActionSpent):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaActionGained):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaCharacterPlayed):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaCharacterTaken):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaCharacterDiscarded):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaCharacterDrawn):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaCharacterSwapped):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaCharacterSalvaged):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaOrderGained):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaCounterTokenDiscarded):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaOrderPlaced):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaOrderDiscarded):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaPlanCompleted):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaPlanDiscarded):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaPlanTaken):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaPlanExchanged):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaChairmanTaken):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaPlanOrdersPlaced):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaAbilityUsed):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaAbilitySkipped):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaPlansRanOut):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaRoundEnded):
            body = self.body.to_dict()
        elif isinstance(self.body, PyatiletkaCharacterRowCleared):
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
        from ..models.pyatiletka_ability_skipped import PyatiletkaAbilitySkipped # noqa: PLC0415
        from ..models.pyatiletka_ability_used import PyatiletkaAbilityUsed # noqa: PLC0415
        from ..models.pyatiletka_action_gained import PyatiletkaActionGained # noqa: PLC0415
        from ..models.pyatiletka_action_spent import PyatiletkaActionSpent # noqa: PLC0415
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
        from ..models.pyatiletka_counter_token_discarded import PyatiletkaCounterTokenDiscarded # noqa: PLC0415
        from ..models.pyatiletka_deck_shuffled import PyatiletkaDeckShuffled # noqa: PLC0415
        from ..models.pyatiletka_game_created import PyatiletkaGameCreated # noqa: PLC0415
        from ..models.pyatiletka_game_ended import PyatiletkaGameEnded # noqa: PLC0415
        from ..models.pyatiletka_order_discarded import PyatiletkaOrderDiscarded # noqa: PLC0415
        from ..models.pyatiletka_order_gained import PyatiletkaOrderGained # noqa: PLC0415
        from ..models.pyatiletka_order_placed import PyatiletkaOrderPlaced # noqa: PLC0415
        from ..models.pyatiletka_personal_plan_kept import PyatiletkaPersonalPlanKept # noqa: PLC0415
        from ..models.pyatiletka_plan_completed import PyatiletkaPlanCompleted # noqa: PLC0415
        from ..models.pyatiletka_plan_discarded import PyatiletkaPlanDiscarded # noqa: PLC0415
        from ..models.pyatiletka_plan_exchanged import PyatiletkaPlanExchanged # noqa: PLC0415
        from ..models.pyatiletka_plan_orders_placed import PyatiletkaPlanOrdersPlaced # noqa: PLC0415
        from ..models.pyatiletka_plan_revealed import PyatiletkaPlanRevealed # noqa: PLC0415
        from ..models.pyatiletka_plan_taken import PyatiletkaPlanTaken # noqa: PLC0415
        from ..models.pyatiletka_plans_dealt import PyatiletkaPlansDealt # noqa: PLC0415
        from ..models.pyatiletka_plans_ran_out import PyatiletkaPlansRanOut # noqa: PLC0415
        from ..models.pyatiletka_plans_redrawn import PyatiletkaPlansRedrawn # noqa: PLC0415
        from ..models.pyatiletka_round_ended import PyatiletkaRoundEnded # noqa: PLC0415
        from ..models.pyatiletka_round_started import PyatiletkaRoundStarted # noqa: PLC0415
        from ..models.pyatiletka_starting_hands_dealt import PyatiletkaStartingHandsDealt # noqa: PLC0415
        from ..models.pyatiletka_turn_started import PyatiletkaTurnStarted # noqa: PLC0415
        from ..models.touched import Touched # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        kind = cast(Literal['fact'] , d.pop("kind"))
        if kind != 'fact':
            raise ValueError(f"kind must match const 'fact', got '{kind}'")

        version = d.pop("version")

        def _parse_body(data: object) -> PyatiletkaAbilitySkipped | PyatiletkaAbilityUsed | PyatiletkaActionGained | PyatiletkaActionSpent | PyatiletkaChairmanTaken | PyatiletkaCharacterDiscarded | PyatiletkaCharacterDrawn | PyatiletkaCharacterPlayed | PyatiletkaCharacterRevealed | PyatiletkaCharacterRowCleared | PyatiletkaCharacterSalvaged | PyatiletkaCharacterSwapped | PyatiletkaCharacterTaken | PyatiletkaChoiceAsked | PyatiletkaCounterTokenDiscarded | PyatiletkaDeckShuffled | PyatiletkaGameCreated | PyatiletkaGameEnded | PyatiletkaOrderDiscarded | PyatiletkaOrderGained | PyatiletkaOrderPlaced | PyatiletkaPersonalPlanKept | PyatiletkaPlanCompleted | PyatiletkaPlanDiscarded | PyatiletkaPlanExchanged | PyatiletkaPlanOrdersPlaced | PyatiletkaPlanRevealed | PyatiletkaPlansDealt | PyatiletkaPlansRanOut | PyatiletkaPlansRedrawn | PyatiletkaPlanTaken | PyatiletkaRoundEnded | PyatiletkaRoundStarted | PyatiletkaStartingHandsDealt | PyatiletkaTurnStarted | Unset:
            if isinstance(data, Unset):
                return data
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


        pyatiletka_fact_item = cls(
            index=index,
            kind=kind,
            version=version,
            body=body,
            seat=seat,
            text=text,
            touched=touched,
        )


        pyatiletka_fact_item.additional_properties = d
        return pyatiletka_fact_item

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
