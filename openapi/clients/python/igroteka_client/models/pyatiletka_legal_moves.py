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
  from ..models.move_form import MoveForm
  from ..models.move_note import MoveNote
  from ..models.pyatiletka_award_order import PyatiletkaAwardOrder
  from ..models.pyatiletka_complete_plan import PyatiletkaCompletePlan
  from ..models.pyatiletka_decline_order import PyatiletkaDeclineOrder
  from ..models.pyatiletka_discard_and_draw import PyatiletkaDiscardAndDraw
  from ..models.pyatiletka_discard_for_order import PyatiletkaDiscardForOrder
  from ..models.pyatiletka_discard_plan import PyatiletkaDiscardPlan
  from ..models.pyatiletka_draw_from_deck import PyatiletkaDrawFromDeck
  from ..models.pyatiletka_end_turn import PyatiletkaEndTurn
  from ..models.pyatiletka_exchange_plan import PyatiletkaExchangePlan
  from ..models.pyatiletka_extra_action import PyatiletkaExtraAction
  from ..models.pyatiletka_give_plan import PyatiletkaGivePlan
  from ..models.pyatiletka_hire_from_row import PyatiletkaHireFromRow
  from ..models.pyatiletka_keep_plan import PyatiletkaKeepPlan
  from ..models.pyatiletka_place_order import PyatiletkaPlaceOrder
  from ..models.pyatiletka_play_character import PyatiletkaPlayCharacter
  from ..models.pyatiletka_play_from_row import PyatiletkaPlayFromRow
  from ..models.pyatiletka_precision_complete import PyatiletkaPrecisionComplete
  from ..models.pyatiletka_rebuild import PyatiletkaRebuild
  from ..models.pyatiletka_redraw_plans import PyatiletkaRedrawPlans
  from ..models.pyatiletka_remove_plan import PyatiletkaRemovePlan
  from ..models.pyatiletka_renew_character import PyatiletkaRenewCharacter
  from ..models.pyatiletka_renew_plan import PyatiletkaRenewPlan
  from ..models.pyatiletka_return_plan import PyatiletkaReturnPlan
  from ..models.pyatiletka_salvage import PyatiletkaSalvage
  from ..models.pyatiletka_skip_ability import PyatiletkaSkipAbility
  from ..models.pyatiletka_study_plans import PyatiletkaStudyPlans
  from ..models.pyatiletka_swap_with_row import PyatiletkaSwapWithRow
  from ..models.pyatiletka_take_chairman import PyatiletkaTakeChairman
  from ..models.pyatiletka_take_character import PyatiletkaTakeCharacter
  from ..models.pyatiletka_take_plan_from_deck import PyatiletkaTakePlanFromDeck
  from ..models.pyatiletka_take_plan_from_row import PyatiletkaTakePlanFromRow





T = TypeVar("T", bound="PyatiletkaLegalMoves")



@_attrs_define
class PyatiletkaLegalMoves:
    """ 
        Attributes:
            game (Literal['pyatiletka']):
            moves (list[PyatiletkaAwardOrder | PyatiletkaCompletePlan | PyatiletkaDeclineOrder | PyatiletkaDiscardAndDraw |
                PyatiletkaDiscardForOrder | PyatiletkaDiscardPlan | PyatiletkaDrawFromDeck | PyatiletkaEndTurn |
                PyatiletkaExchangePlan | PyatiletkaExtraAction | PyatiletkaGivePlan | PyatiletkaHireFromRow | PyatiletkaKeepPlan
                | PyatiletkaPlaceOrder | PyatiletkaPlayCharacter | PyatiletkaPlayFromRow | PyatiletkaPrecisionComplete |
                PyatiletkaRebuild | PyatiletkaRedrawPlans | PyatiletkaRemovePlan | PyatiletkaRenewCharacter |
                PyatiletkaRenewPlan | PyatiletkaReturnPlan | PyatiletkaSalvage | PyatiletkaSkipAbility | PyatiletkaStudyPlans |
                PyatiletkaSwapWithRow | PyatiletkaTakeChairman | PyatiletkaTakeCharacter | PyatiletkaTakePlanFromDeck |
                PyatiletkaTakePlanFromRow]):
            version (int):
            form_notes (list[MoveNote] | Unset): One note a form, in the order of `forms`
            forms (list[MoveForm] | Unset):
            notes (list[MoveNote] | Unset): One note a move, in the order of `moves`: its label in the reader's language,
                and its consequence
     """

    game: Literal['pyatiletka']
    moves: list[PyatiletkaAwardOrder | PyatiletkaCompletePlan | PyatiletkaDeclineOrder | PyatiletkaDiscardAndDraw | PyatiletkaDiscardForOrder | PyatiletkaDiscardPlan | PyatiletkaDrawFromDeck | PyatiletkaEndTurn | PyatiletkaExchangePlan | PyatiletkaExtraAction | PyatiletkaGivePlan | PyatiletkaHireFromRow | PyatiletkaKeepPlan | PyatiletkaPlaceOrder | PyatiletkaPlayCharacter | PyatiletkaPlayFromRow | PyatiletkaPrecisionComplete | PyatiletkaRebuild | PyatiletkaRedrawPlans | PyatiletkaRemovePlan | PyatiletkaRenewCharacter | PyatiletkaRenewPlan | PyatiletkaReturnPlan | PyatiletkaSalvage | PyatiletkaSkipAbility | PyatiletkaStudyPlans | PyatiletkaSwapWithRow | PyatiletkaTakeChairman | PyatiletkaTakeCharacter | PyatiletkaTakePlanFromDeck | PyatiletkaTakePlanFromRow]
    version: int
    form_notes: list[MoveNote] | Unset = UNSET
    forms: list[MoveForm] | Unset = UNSET
    notes: list[MoveNote] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.move_form import MoveForm # noqa: PLC0415
        from ..models.move_note import MoveNote # noqa: PLC0415
        from ..models.pyatiletka_award_order import PyatiletkaAwardOrder # noqa: PLC0415
        from ..models.pyatiletka_complete_plan import PyatiletkaCompletePlan # noqa: PLC0415
        from ..models.pyatiletka_decline_order import PyatiletkaDeclineOrder # noqa: PLC0415
        from ..models.pyatiletka_discard_and_draw import PyatiletkaDiscardAndDraw # noqa: PLC0415
        from ..models.pyatiletka_discard_for_order import PyatiletkaDiscardForOrder # noqa: PLC0415
        from ..models.pyatiletka_discard_plan import PyatiletkaDiscardPlan # noqa: PLC0415
        from ..models.pyatiletka_draw_from_deck import PyatiletkaDrawFromDeck # noqa: PLC0415
        from ..models.pyatiletka_end_turn import PyatiletkaEndTurn # noqa: PLC0415
        from ..models.pyatiletka_exchange_plan import PyatiletkaExchangePlan # noqa: PLC0415
        from ..models.pyatiletka_extra_action import PyatiletkaExtraAction # noqa: PLC0415
        from ..models.pyatiletka_give_plan import PyatiletkaGivePlan # noqa: PLC0415
        from ..models.pyatiletka_hire_from_row import PyatiletkaHireFromRow # noqa: PLC0415
        from ..models.pyatiletka_keep_plan import PyatiletkaKeepPlan # noqa: PLC0415
        from ..models.pyatiletka_place_order import PyatiletkaPlaceOrder # noqa: PLC0415
        from ..models.pyatiletka_play_character import PyatiletkaPlayCharacter # noqa: PLC0415
        from ..models.pyatiletka_play_from_row import PyatiletkaPlayFromRow # noqa: PLC0415
        from ..models.pyatiletka_precision_complete import PyatiletkaPrecisionComplete # noqa: PLC0415
        from ..models.pyatiletka_rebuild import PyatiletkaRebuild # noqa: PLC0415
        from ..models.pyatiletka_redraw_plans import PyatiletkaRedrawPlans # noqa: PLC0415
        from ..models.pyatiletka_remove_plan import PyatiletkaRemovePlan # noqa: PLC0415
        from ..models.pyatiletka_renew_character import PyatiletkaRenewCharacter # noqa: PLC0415
        from ..models.pyatiletka_renew_plan import PyatiletkaRenewPlan # noqa: PLC0415
        from ..models.pyatiletka_return_plan import PyatiletkaReturnPlan # noqa: PLC0415
        from ..models.pyatiletka_salvage import PyatiletkaSalvage # noqa: PLC0415
        from ..models.pyatiletka_skip_ability import PyatiletkaSkipAbility # noqa: PLC0415
        from ..models.pyatiletka_study_plans import PyatiletkaStudyPlans # noqa: PLC0415
        from ..models.pyatiletka_swap_with_row import PyatiletkaSwapWithRow # noqa: PLC0415
        from ..models.pyatiletka_take_chairman import PyatiletkaTakeChairman # noqa: PLC0415
        from ..models.pyatiletka_take_character import PyatiletkaTakeCharacter # noqa: PLC0415
        from ..models.pyatiletka_take_plan_from_deck import PyatiletkaTakePlanFromDeck # noqa: PLC0415
        from ..models.pyatiletka_take_plan_from_row import PyatiletkaTakePlanFromRow # noqa: PLC0415
        game = self.game

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, PyatiletkaKeepPlan):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaRedrawPlans):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaPlayCharacter):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaTakeCharacter):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaDiscardForOrder):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaGivePlan):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaDiscardPlan):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaTakePlanFromRow):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaTakePlanFromDeck):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaCompletePlan):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaPlaceOrder):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaDeclineOrder):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaRemovePlan):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaEndTurn):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaSkipAbility):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaReturnPlan):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaDrawFromDeck):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaHireFromRow):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaRenewPlan):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaSwapWithRow):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaStudyPlans):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaTakeChairman):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaPlayFromRow):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaSalvage):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaExchangePlan):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaDiscardAndDraw):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaRenewCharacter):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaExtraAction):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaAwardOrder):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PyatiletkaPrecisionComplete):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)



        version = self.version

        form_notes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.form_notes, Unset):
            form_notes = []
            for form_notes_item_data in self.form_notes:
                form_notes_item = form_notes_item_data.to_dict()
                form_notes.append(form_notes_item)



        forms: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.forms, Unset):
            forms = []
            for forms_item_data in self.forms:
                forms_item = forms_item_data.to_dict()
                forms.append(forms_item)



        notes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.notes, Unset):
            notes = []
            for notes_item_data in self.notes:
                notes_item = notes_item_data.to_dict()
                notes.append(notes_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "moves": moves,
            "version": version,
        })
        if form_notes is not UNSET:
            field_dict["form_notes"] = form_notes
        if forms is not UNSET:
            field_dict["forms"] = forms
        if notes is not UNSET:
            field_dict["notes"] = notes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.move_form import MoveForm # noqa: PLC0415
        from ..models.move_note import MoveNote # noqa: PLC0415
        from ..models.pyatiletka_award_order import PyatiletkaAwardOrder # noqa: PLC0415
        from ..models.pyatiletka_complete_plan import PyatiletkaCompletePlan # noqa: PLC0415
        from ..models.pyatiletka_decline_order import PyatiletkaDeclineOrder # noqa: PLC0415
        from ..models.pyatiletka_discard_and_draw import PyatiletkaDiscardAndDraw # noqa: PLC0415
        from ..models.pyatiletka_discard_for_order import PyatiletkaDiscardForOrder # noqa: PLC0415
        from ..models.pyatiletka_discard_plan import PyatiletkaDiscardPlan # noqa: PLC0415
        from ..models.pyatiletka_draw_from_deck import PyatiletkaDrawFromDeck # noqa: PLC0415
        from ..models.pyatiletka_end_turn import PyatiletkaEndTurn # noqa: PLC0415
        from ..models.pyatiletka_exchange_plan import PyatiletkaExchangePlan # noqa: PLC0415
        from ..models.pyatiletka_extra_action import PyatiletkaExtraAction # noqa: PLC0415
        from ..models.pyatiletka_give_plan import PyatiletkaGivePlan # noqa: PLC0415
        from ..models.pyatiletka_hire_from_row import PyatiletkaHireFromRow # noqa: PLC0415
        from ..models.pyatiletka_keep_plan import PyatiletkaKeepPlan # noqa: PLC0415
        from ..models.pyatiletka_place_order import PyatiletkaPlaceOrder # noqa: PLC0415
        from ..models.pyatiletka_play_character import PyatiletkaPlayCharacter # noqa: PLC0415
        from ..models.pyatiletka_play_from_row import PyatiletkaPlayFromRow # noqa: PLC0415
        from ..models.pyatiletka_precision_complete import PyatiletkaPrecisionComplete # noqa: PLC0415
        from ..models.pyatiletka_rebuild import PyatiletkaRebuild # noqa: PLC0415
        from ..models.pyatiletka_redraw_plans import PyatiletkaRedrawPlans # noqa: PLC0415
        from ..models.pyatiletka_remove_plan import PyatiletkaRemovePlan # noqa: PLC0415
        from ..models.pyatiletka_renew_character import PyatiletkaRenewCharacter # noqa: PLC0415
        from ..models.pyatiletka_renew_plan import PyatiletkaRenewPlan # noqa: PLC0415
        from ..models.pyatiletka_return_plan import PyatiletkaReturnPlan # noqa: PLC0415
        from ..models.pyatiletka_salvage import PyatiletkaSalvage # noqa: PLC0415
        from ..models.pyatiletka_skip_ability import PyatiletkaSkipAbility # noqa: PLC0415
        from ..models.pyatiletka_study_plans import PyatiletkaStudyPlans # noqa: PLC0415
        from ..models.pyatiletka_swap_with_row import PyatiletkaSwapWithRow # noqa: PLC0415
        from ..models.pyatiletka_take_chairman import PyatiletkaTakeChairman # noqa: PLC0415
        from ..models.pyatiletka_take_character import PyatiletkaTakeCharacter # noqa: PLC0415
        from ..models.pyatiletka_take_plan_from_deck import PyatiletkaTakePlanFromDeck # noqa: PLC0415
        from ..models.pyatiletka_take_plan_from_row import PyatiletkaTakePlanFromRow # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['pyatiletka'] , d.pop("game"))
        if game != 'pyatiletka':
            raise ValueError(f"game must match const 'pyatiletka', got '{game}'")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> PyatiletkaAwardOrder | PyatiletkaCompletePlan | PyatiletkaDeclineOrder | PyatiletkaDiscardAndDraw | PyatiletkaDiscardForOrder | PyatiletkaDiscardPlan | PyatiletkaDrawFromDeck | PyatiletkaEndTurn | PyatiletkaExchangePlan | PyatiletkaExtraAction | PyatiletkaGivePlan | PyatiletkaHireFromRow | PyatiletkaKeepPlan | PyatiletkaPlaceOrder | PyatiletkaPlayCharacter | PyatiletkaPlayFromRow | PyatiletkaPrecisionComplete | PyatiletkaRebuild | PyatiletkaRedrawPlans | PyatiletkaRemovePlan | PyatiletkaRenewCharacter | PyatiletkaRenewPlan | PyatiletkaReturnPlan | PyatiletkaSalvage | PyatiletkaSkipAbility | PyatiletkaStudyPlans | PyatiletkaSwapWithRow | PyatiletkaTakeChairman | PyatiletkaTakeCharacter | PyatiletkaTakePlanFromDeck | PyatiletkaTakePlanFromRow:
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
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_30 = PyatiletkaRebuild.from_dict(data)



                return componentsschemas_pyatiletka_move_type_30

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        version = d.pop("version")

        _form_notes = d.pop("form_notes", UNSET)
        form_notes: list[MoveNote] | Unset = UNSET
        if _form_notes is not UNSET:
            form_notes = []
            for form_notes_item_data in _form_notes:
                form_notes_item = MoveNote.from_dict(form_notes_item_data)



                form_notes.append(form_notes_item)


        _forms = d.pop("forms", UNSET)
        forms: list[MoveForm] | Unset = UNSET
        if _forms is not UNSET:
            forms = []
            for forms_item_data in _forms:
                forms_item = MoveForm.from_dict(forms_item_data)



                forms.append(forms_item)


        _notes = d.pop("notes", UNSET)
        notes: list[MoveNote] | Unset = UNSET
        if _notes is not UNSET:
            notes = []
            for notes_item_data in _notes:
                notes_item = MoveNote.from_dict(notes_item_data)



                notes.append(notes_item)


        pyatiletka_legal_moves = cls(
            game=game,
            moves=moves,
            version=version,
            form_notes=form_notes,
            forms=forms,
            notes=notes,
        )


        pyatiletka_legal_moves.additional_properties = d
        return pyatiletka_legal_moves

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
