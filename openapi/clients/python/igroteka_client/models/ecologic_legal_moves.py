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
  from ..models.ecologic_keep import EcologicKeep
  from ..models.ecologic_lose_object import EcologicLoseObject
  from ..models.ecologic_open_building import EcologicOpenBuilding
  from ..models.ecologic_open_initiative import EcologicOpenInitiative
  from ..models.ecologic_open_special import EcologicOpenSpecial
  from ..models.ecologic_pass import EcologicPass
  from ..models.ecologic_place_building import EcologicPlaceBuilding
  from ..models.ecologic_place_initiative import EcologicPlaceInitiative
  from ..models.ecologic_place_special import EcologicPlaceSpecial
  from ..models.ecologic_raise import EcologicRaise
  from ..models.ecologic_remove_building import EcologicRemoveBuilding
  from ..models.ecologic_remove_initiative import EcologicRemoveInitiative
  from ..models.ecologic_transfer import EcologicTransfer
  from ..models.ecologic_veto import EcologicVeto
  from ..models.move_form import MoveForm
  from ..models.move_note import MoveNote





T = TypeVar("T", bound="EcologicLegalMoves")



@_attrs_define
class EcologicLegalMoves:
    """ 
        Attributes:
            game (Literal['ecologic']):
            moves (list[EcologicKeep | EcologicLoseObject | EcologicOpenBuilding | EcologicOpenInitiative |
                EcologicOpenSpecial | EcologicPass | EcologicPlaceBuilding | EcologicPlaceInitiative | EcologicPlaceSpecial |
                EcologicRaise | EcologicRemoveBuilding | EcologicRemoveInitiative | EcologicTransfer | EcologicVeto]):
            version (int):
            form_notes (list[MoveNote] | Unset): One note a form, in the order of `forms`
            forms (list[MoveForm] | Unset):
            notes (list[MoveNote] | Unset): One note a move, in the order of `moves`: its label in the reader's language,
                and its consequence
     """

    game: Literal['ecologic']
    moves: list[EcologicKeep | EcologicLoseObject | EcologicOpenBuilding | EcologicOpenInitiative | EcologicOpenSpecial | EcologicPass | EcologicPlaceBuilding | EcologicPlaceInitiative | EcologicPlaceSpecial | EcologicRaise | EcologicRemoveBuilding | EcologicRemoveInitiative | EcologicTransfer | EcologicVeto]
    version: int
    form_notes: list[MoveNote] | Unset = UNSET
    forms: list[MoveForm] | Unset = UNSET
    notes: list[MoveNote] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ecologic_keep import EcologicKeep # noqa: PLC0415
        from ..models.ecologic_lose_object import EcologicLoseObject # noqa: PLC0415
        from ..models.ecologic_open_building import EcologicOpenBuilding # noqa: PLC0415
        from ..models.ecologic_open_initiative import EcologicOpenInitiative # noqa: PLC0415
        from ..models.ecologic_open_special import EcologicOpenSpecial # noqa: PLC0415
        from ..models.ecologic_pass import EcologicPass # noqa: PLC0415
        from ..models.ecologic_place_building import EcologicPlaceBuilding # noqa: PLC0415
        from ..models.ecologic_place_initiative import EcologicPlaceInitiative # noqa: PLC0415
        from ..models.ecologic_place_special import EcologicPlaceSpecial # noqa: PLC0415
        from ..models.ecologic_raise import EcologicRaise # noqa: PLC0415
        from ..models.ecologic_remove_building import EcologicRemoveBuilding # noqa: PLC0415
        from ..models.ecologic_remove_initiative import EcologicRemoveInitiative # noqa: PLC0415
        from ..models.ecologic_transfer import EcologicTransfer # noqa: PLC0415
        from ..models.ecologic_veto import EcologicVeto # noqa: PLC0415
        from ..models.move_form import MoveForm # noqa: PLC0415
        from ..models.move_note import MoveNote # noqa: PLC0415
        game = self.game

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, EcologicPlaceBuilding):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, EcologicPlaceSpecial):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, EcologicPlaceInitiative):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, EcologicKeep):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, EcologicOpenSpecial):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, EcologicOpenBuilding):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, EcologicOpenInitiative):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, EcologicPass):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, EcologicRaise):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, EcologicVeto):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, EcologicRemoveBuilding):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, EcologicRemoveInitiative):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, EcologicTransfer):
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
        from ..models.ecologic_keep import EcologicKeep # noqa: PLC0415
        from ..models.ecologic_lose_object import EcologicLoseObject # noqa: PLC0415
        from ..models.ecologic_open_building import EcologicOpenBuilding # noqa: PLC0415
        from ..models.ecologic_open_initiative import EcologicOpenInitiative # noqa: PLC0415
        from ..models.ecologic_open_special import EcologicOpenSpecial # noqa: PLC0415
        from ..models.ecologic_pass import EcologicPass # noqa: PLC0415
        from ..models.ecologic_place_building import EcologicPlaceBuilding # noqa: PLC0415
        from ..models.ecologic_place_initiative import EcologicPlaceInitiative # noqa: PLC0415
        from ..models.ecologic_place_special import EcologicPlaceSpecial # noqa: PLC0415
        from ..models.ecologic_raise import EcologicRaise # noqa: PLC0415
        from ..models.ecologic_remove_building import EcologicRemoveBuilding # noqa: PLC0415
        from ..models.ecologic_remove_initiative import EcologicRemoveInitiative # noqa: PLC0415
        from ..models.ecologic_transfer import EcologicTransfer # noqa: PLC0415
        from ..models.ecologic_veto import EcologicVeto # noqa: PLC0415
        from ..models.move_form import MoveForm # noqa: PLC0415
        from ..models.move_note import MoveNote # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['ecologic'] , d.pop("game"))
        if game != 'ecologic':
            raise ValueError(f"game must match const 'ecologic', got '{game}'")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> EcologicKeep | EcologicLoseObject | EcologicOpenBuilding | EcologicOpenInitiative | EcologicOpenSpecial | EcologicPass | EcologicPlaceBuilding | EcologicPlaceInitiative | EcologicPlaceSpecial | EcologicRaise | EcologicRemoveBuilding | EcologicRemoveInitiative | EcologicTransfer | EcologicVeto:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_move_type_0 = EcologicPlaceBuilding.from_dict(data)



                    return componentsschemas_ecologic_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_move_type_1 = EcologicPlaceSpecial.from_dict(data)



                    return componentsschemas_ecologic_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_move_type_2 = EcologicPlaceInitiative.from_dict(data)



                    return componentsschemas_ecologic_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_move_type_3 = EcologicKeep.from_dict(data)



                    return componentsschemas_ecologic_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_move_type_4 = EcologicOpenSpecial.from_dict(data)



                    return componentsschemas_ecologic_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_move_type_5 = EcologicOpenBuilding.from_dict(data)



                    return componentsschemas_ecologic_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_move_type_6 = EcologicOpenInitiative.from_dict(data)



                    return componentsschemas_ecologic_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_move_type_7 = EcologicPass.from_dict(data)



                    return componentsschemas_ecologic_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_move_type_8 = EcologicRaise.from_dict(data)



                    return componentsschemas_ecologic_move_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_move_type_9 = EcologicVeto.from_dict(data)



                    return componentsschemas_ecologic_move_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_move_type_10 = EcologicRemoveBuilding.from_dict(data)



                    return componentsschemas_ecologic_move_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_move_type_11 = EcologicRemoveInitiative.from_dict(data)



                    return componentsschemas_ecologic_move_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_move_type_12 = EcologicTransfer.from_dict(data)



                    return componentsschemas_ecologic_move_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ecologic_move_type_13 = EcologicLoseObject.from_dict(data)



                return componentsschemas_ecologic_move_type_13

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


        ecologic_legal_moves = cls(
            game=game,
            moves=moves,
            version=version,
            form_notes=form_notes,
            forms=forms,
            notes=notes,
        )


        ecologic_legal_moves.additional_properties = d
        return ecologic_legal_moves

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
