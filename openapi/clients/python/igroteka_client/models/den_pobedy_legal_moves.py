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
  from ..models.den_pobedy_attack import DenPobedyAttack
  from ..models.den_pobedy_block import DenPobedyBlock
  from ..models.den_pobedy_build import DenPobedyBuild
  from ..models.den_pobedy_end_phase import DenPobedyEndPhase
  from ..models.den_pobedy_end_turn import DenPobedyEndTurn
  from ..models.den_pobedy_keep_hand import DenPobedyKeepHand
  from ..models.den_pobedy_no_block import DenPobedyNoBlock
  from ..models.den_pobedy_pass import DenPobedyPass
  from ..models.den_pobedy_play_resource import DenPobedyPlayResource
  from ..models.den_pobedy_play_tactic import DenPobedyPlayTactic
  from ..models.den_pobedy_redeal import DenPobedyRedeal
  from ..models.den_pobedy_strike import DenPobedyStrike
  from ..models.den_pobedy_submit_deck import DenPobedySubmitDeck
  from ..models.den_pobedy_support import DenPobedySupport
  from ..models.den_pobedy_use_starter_deck import DenPobedyUseStarterDeck
  from ..models.move_form import MoveForm
  from ..models.move_note import MoveNote





T = TypeVar("T", bound="DenPobedyLegalMoves")



@_attrs_define
class DenPobedyLegalMoves:
    """ 
        Attributes:
            game (Literal['den_pobedy']):
            moves (list[DenPobedyAttack | DenPobedyBlock | DenPobedyBuild | DenPobedyEndPhase | DenPobedyEndTurn |
                DenPobedyKeepHand | DenPobedyNoBlock | DenPobedyPass | DenPobedyPlayResource | DenPobedyPlayTactic |
                DenPobedyRedeal | DenPobedyStrike | DenPobedySubmitDeck | DenPobedySupport | DenPobedyUseStarterDeck]):
            version (int):
            form_notes (list[MoveNote] | Unset): One note a form, in the order of `forms`
            forms (list[MoveForm] | Unset):
            notes (list[MoveNote] | Unset): One note a move, in the order of `moves`: its label in the reader's language,
                and its consequence
     """

    game: Literal['den_pobedy']
    moves: list[DenPobedyAttack | DenPobedyBlock | DenPobedyBuild | DenPobedyEndPhase | DenPobedyEndTurn | DenPobedyKeepHand | DenPobedyNoBlock | DenPobedyPass | DenPobedyPlayResource | DenPobedyPlayTactic | DenPobedyRedeal | DenPobedyStrike | DenPobedySubmitDeck | DenPobedySupport | DenPobedyUseStarterDeck]
    version: int
    form_notes: list[MoveNote] | Unset = UNSET
    forms: list[MoveForm] | Unset = UNSET
    notes: list[MoveNote] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.den_pobedy_attack import DenPobedyAttack # noqa: PLC0415
        from ..models.den_pobedy_block import DenPobedyBlock # noqa: PLC0415
        from ..models.den_pobedy_build import DenPobedyBuild # noqa: PLC0415
        from ..models.den_pobedy_end_phase import DenPobedyEndPhase # noqa: PLC0415
        from ..models.den_pobedy_end_turn import DenPobedyEndTurn # noqa: PLC0415
        from ..models.den_pobedy_keep_hand import DenPobedyKeepHand # noqa: PLC0415
        from ..models.den_pobedy_no_block import DenPobedyNoBlock # noqa: PLC0415
        from ..models.den_pobedy_pass import DenPobedyPass # noqa: PLC0415
        from ..models.den_pobedy_play_resource import DenPobedyPlayResource # noqa: PLC0415
        from ..models.den_pobedy_play_tactic import DenPobedyPlayTactic # noqa: PLC0415
        from ..models.den_pobedy_redeal import DenPobedyRedeal # noqa: PLC0415
        from ..models.den_pobedy_strike import DenPobedyStrike # noqa: PLC0415
        from ..models.den_pobedy_submit_deck import DenPobedySubmitDeck # noqa: PLC0415
        from ..models.den_pobedy_support import DenPobedySupport # noqa: PLC0415
        from ..models.den_pobedy_use_starter_deck import DenPobedyUseStarterDeck # noqa: PLC0415
        from ..models.move_form import MoveForm # noqa: PLC0415
        from ..models.move_note import MoveNote # noqa: PLC0415
        game = self.game

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, DenPobedyUseStarterDeck):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DenPobedySubmitDeck):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DenPobedyKeepHand):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DenPobedyRedeal):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DenPobedyPlayResource):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DenPobedyBuild):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DenPobedyPlayTactic):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DenPobedyEndPhase):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DenPobedyAttack):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DenPobedyStrike):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DenPobedyEndTurn):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DenPobedyBlock):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DenPobedyNoBlock):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DenPobedySupport):
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
        from ..models.den_pobedy_attack import DenPobedyAttack # noqa: PLC0415
        from ..models.den_pobedy_block import DenPobedyBlock # noqa: PLC0415
        from ..models.den_pobedy_build import DenPobedyBuild # noqa: PLC0415
        from ..models.den_pobedy_end_phase import DenPobedyEndPhase # noqa: PLC0415
        from ..models.den_pobedy_end_turn import DenPobedyEndTurn # noqa: PLC0415
        from ..models.den_pobedy_keep_hand import DenPobedyKeepHand # noqa: PLC0415
        from ..models.den_pobedy_no_block import DenPobedyNoBlock # noqa: PLC0415
        from ..models.den_pobedy_pass import DenPobedyPass # noqa: PLC0415
        from ..models.den_pobedy_play_resource import DenPobedyPlayResource # noqa: PLC0415
        from ..models.den_pobedy_play_tactic import DenPobedyPlayTactic # noqa: PLC0415
        from ..models.den_pobedy_redeal import DenPobedyRedeal # noqa: PLC0415
        from ..models.den_pobedy_strike import DenPobedyStrike # noqa: PLC0415
        from ..models.den_pobedy_submit_deck import DenPobedySubmitDeck # noqa: PLC0415
        from ..models.den_pobedy_support import DenPobedySupport # noqa: PLC0415
        from ..models.den_pobedy_use_starter_deck import DenPobedyUseStarterDeck # noqa: PLC0415
        from ..models.move_form import MoveForm # noqa: PLC0415
        from ..models.move_note import MoveNote # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['den_pobedy'] , d.pop("game"))
        if game != 'den_pobedy':
            raise ValueError(f"game must match const 'den_pobedy', got '{game}'")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> DenPobedyAttack | DenPobedyBlock | DenPobedyBuild | DenPobedyEndPhase | DenPobedyEndTurn | DenPobedyKeepHand | DenPobedyNoBlock | DenPobedyPass | DenPobedyPlayResource | DenPobedyPlayTactic | DenPobedyRedeal | DenPobedyStrike | DenPobedySubmitDeck | DenPobedySupport | DenPobedyUseStarterDeck:
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
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_den_pobedy_move_type_14 = DenPobedyPass.from_dict(data)



                return componentsschemas_den_pobedy_move_type_14

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


        den_pobedy_legal_moves = cls(
            game=game,
            moves=moves,
            version=version,
            form_notes=form_notes,
            forms=forms,
            notes=notes,
        )


        den_pobedy_legal_moves.additional_properties = d
        return den_pobedy_legal_moves

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
