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
  from ..models.pobeda_discard_dead_card import PobedaDiscardDeadCard
  from ..models.pobeda_play_event import PobedaPlayEvent
  from ..models.pobeda_play_minus_one import PobedaPlayMinusOne
  from ..models.pobeda_play_plus_one import PobedaPlayPlusOne
  from ..models.pobeda_play_replace import PobedaPlayReplace





T = TypeVar("T", bound="PobedaLegalMoves")



@_attrs_define
class PobedaLegalMoves:
    """ 
        Attributes:
            game (Literal['pobeda']):
            moves (list[PobedaDiscardDeadCard | PobedaPlayEvent | PobedaPlayMinusOne | PobedaPlayPlusOne |
                PobedaPlayReplace]):
            version (int):
            form_notes (list[MoveNote] | Unset): One note a form, in the order of `forms`
            forms (list[MoveForm] | Unset):
            notes (list[MoveNote] | Unset): One note a move, in the order of `moves`: its label in the reader's language,
                and its consequence
     """

    game: Literal['pobeda']
    moves: list[PobedaDiscardDeadCard | PobedaPlayEvent | PobedaPlayMinusOne | PobedaPlayPlusOne | PobedaPlayReplace]
    version: int
    form_notes: list[MoveNote] | Unset = UNSET
    forms: list[MoveForm] | Unset = UNSET
    notes: list[MoveNote] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.move_form import MoveForm # noqa: PLC0415
        from ..models.move_note import MoveNote # noqa: PLC0415
        from ..models.pobeda_discard_dead_card import PobedaDiscardDeadCard # noqa: PLC0415
        from ..models.pobeda_play_event import PobedaPlayEvent # noqa: PLC0415
        from ..models.pobeda_play_minus_one import PobedaPlayMinusOne # noqa: PLC0415
        from ..models.pobeda_play_plus_one import PobedaPlayPlusOne # noqa: PLC0415
        from ..models.pobeda_play_replace import PobedaPlayReplace # noqa: PLC0415
        game = self.game

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, PobedaPlayEvent):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PobedaPlayPlusOne):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PobedaPlayMinusOne):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PobedaPlayReplace):
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
        from ..models.pobeda_discard_dead_card import PobedaDiscardDeadCard # noqa: PLC0415
        from ..models.pobeda_play_event import PobedaPlayEvent # noqa: PLC0415
        from ..models.pobeda_play_minus_one import PobedaPlayMinusOne # noqa: PLC0415
        from ..models.pobeda_play_plus_one import PobedaPlayPlusOne # noqa: PLC0415
        from ..models.pobeda_play_replace import PobedaPlayReplace # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['pobeda'] , d.pop("game"))
        if game != 'pobeda':
            raise ValueError(f"game must match const 'pobeda', got '{game}'")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> PobedaDiscardDeadCard | PobedaPlayEvent | PobedaPlayMinusOne | PobedaPlayPlusOne | PobedaPlayReplace:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pobeda_move_type_0 = PobedaPlayEvent.from_dict(data)



                    return componentsschemas_pobeda_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pobeda_move_type_1 = PobedaPlayPlusOne.from_dict(data)



                    return componentsschemas_pobeda_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pobeda_move_type_2 = PobedaPlayMinusOne.from_dict(data)



                    return componentsschemas_pobeda_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pobeda_move_type_3 = PobedaPlayReplace.from_dict(data)



                    return componentsschemas_pobeda_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pobeda_move_type_4 = PobedaDiscardDeadCard.from_dict(data)



                return componentsschemas_pobeda_move_type_4

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


        pobeda_legal_moves = cls(
            game=game,
            moves=moves,
            version=version,
            form_notes=form_notes,
            forms=forms,
            notes=notes,
        )


        pobeda_legal_moves.additional_properties = d
        return pobeda_legal_moves

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
