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
  from ..models.zavody_buy_tile import ZavodyBuyTile
  from ..models.zavody_choose_ally import ZavodyChooseAlly
  from ..models.zavody_commit_placement import ZavodyCommitPlacement
  from ..models.zavody_cube_back import ZavodyCubeBack
  from ..models.zavody_discard_displaced import ZavodyDiscardDisplaced
  from ..models.zavody_end_cube_moves import ZavodyEndCubeMoves
  from ..models.zavody_end_optimisation import ZavodyEndOptimisation
  from ..models.zavody_move_cube import ZavodyMoveCube
  from ..models.zavody_move_tile import ZavodyMoveTile
  from ..models.zavody_place_tile import ZavodyPlaceTile
  from ..models.zavody_play_poster import ZavodyPlayPoster
  from ..models.zavody_relocate_displaced import ZavodyRelocateDisplaced
  from ..models.zavody_rotate_tile import ZavodyRotateTile
  from ..models.zavody_skip_bonus_poster import ZavodySkipBonusPoster
  from ..models.zavody_skip_purchase import ZavodySkipPurchase
  from ..models.zavody_swap_tiles import ZavodySwapTiles
  from ..models.zavody_take_bonus_poster import ZavodyTakeBonusPoster
  from ..models.zavody_take_poster import ZavodyTakePoster





T = TypeVar("T", bound="ZavodyLegalMoves")



@_attrs_define
class ZavodyLegalMoves:
    """ 
        Attributes:
            game (Literal['zavody']):
            moves (list[ZavodyBuyTile | ZavodyChooseAlly | ZavodyCommitPlacement | ZavodyCubeBack | ZavodyDiscardDisplaced |
                ZavodyEndCubeMoves | ZavodyEndOptimisation | ZavodyMoveCube | ZavodyMoveTile | ZavodyPlaceTile |
                ZavodyPlayPoster | ZavodyRelocateDisplaced | ZavodyRotateTile | ZavodySkipBonusPoster | ZavodySkipPurchase |
                ZavodySwapTiles | ZavodyTakeBonusPoster | ZavodyTakePoster]):
            version (int):
            form_notes (list[MoveNote] | Unset): One note a form, in the order of `forms`
            forms (list[MoveForm] | Unset):
            notes (list[MoveNote] | Unset): One note a move, in the order of `moves`: its label in the reader's language,
                and its consequence
     """

    game: Literal['zavody']
    moves: list[ZavodyBuyTile | ZavodyChooseAlly | ZavodyCommitPlacement | ZavodyCubeBack | ZavodyDiscardDisplaced | ZavodyEndCubeMoves | ZavodyEndOptimisation | ZavodyMoveCube | ZavodyMoveTile | ZavodyPlaceTile | ZavodyPlayPoster | ZavodyRelocateDisplaced | ZavodyRotateTile | ZavodySkipBonusPoster | ZavodySkipPurchase | ZavodySwapTiles | ZavodyTakeBonusPoster | ZavodyTakePoster]
    version: int
    form_notes: list[MoveNote] | Unset = UNSET
    forms: list[MoveForm] | Unset = UNSET
    notes: list[MoveNote] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.move_form import MoveForm # noqa: PLC0415
        from ..models.move_note import MoveNote # noqa: PLC0415
        from ..models.zavody_buy_tile import ZavodyBuyTile # noqa: PLC0415
        from ..models.zavody_choose_ally import ZavodyChooseAlly # noqa: PLC0415
        from ..models.zavody_commit_placement import ZavodyCommitPlacement # noqa: PLC0415
        from ..models.zavody_cube_back import ZavodyCubeBack # noqa: PLC0415
        from ..models.zavody_discard_displaced import ZavodyDiscardDisplaced # noqa: PLC0415
        from ..models.zavody_end_cube_moves import ZavodyEndCubeMoves # noqa: PLC0415
        from ..models.zavody_end_optimisation import ZavodyEndOptimisation # noqa: PLC0415
        from ..models.zavody_move_cube import ZavodyMoveCube # noqa: PLC0415
        from ..models.zavody_move_tile import ZavodyMoveTile # noqa: PLC0415
        from ..models.zavody_place_tile import ZavodyPlaceTile # noqa: PLC0415
        from ..models.zavody_play_poster import ZavodyPlayPoster # noqa: PLC0415
        from ..models.zavody_relocate_displaced import ZavodyRelocateDisplaced # noqa: PLC0415
        from ..models.zavody_rotate_tile import ZavodyRotateTile # noqa: PLC0415
        from ..models.zavody_skip_bonus_poster import ZavodySkipBonusPoster # noqa: PLC0415
        from ..models.zavody_skip_purchase import ZavodySkipPurchase # noqa: PLC0415
        from ..models.zavody_swap_tiles import ZavodySwapTiles # noqa: PLC0415
        from ..models.zavody_take_bonus_poster import ZavodyTakeBonusPoster # noqa: PLC0415
        from ..models.zavody_take_poster import ZavodyTakePoster # noqa: PLC0415
        game = self.game

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, ZavodyRotateTile):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ZavodyMoveTile):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ZavodySwapTiles):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ZavodyCubeBack):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ZavodyPlayPoster):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ZavodyEndOptimisation):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ZavodyCommitPlacement):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ZavodyBuyTile):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ZavodySkipPurchase):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ZavodyPlaceTile):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ZavodyRelocateDisplaced):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ZavodyDiscardDisplaced):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ZavodyTakeBonusPoster):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ZavodySkipBonusPoster):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ZavodyMoveCube):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ZavodyEndCubeMoves):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ZavodyTakePoster):
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
        from ..models.zavody_buy_tile import ZavodyBuyTile # noqa: PLC0415
        from ..models.zavody_choose_ally import ZavodyChooseAlly # noqa: PLC0415
        from ..models.zavody_commit_placement import ZavodyCommitPlacement # noqa: PLC0415
        from ..models.zavody_cube_back import ZavodyCubeBack # noqa: PLC0415
        from ..models.zavody_discard_displaced import ZavodyDiscardDisplaced # noqa: PLC0415
        from ..models.zavody_end_cube_moves import ZavodyEndCubeMoves # noqa: PLC0415
        from ..models.zavody_end_optimisation import ZavodyEndOptimisation # noqa: PLC0415
        from ..models.zavody_move_cube import ZavodyMoveCube # noqa: PLC0415
        from ..models.zavody_move_tile import ZavodyMoveTile # noqa: PLC0415
        from ..models.zavody_place_tile import ZavodyPlaceTile # noqa: PLC0415
        from ..models.zavody_play_poster import ZavodyPlayPoster # noqa: PLC0415
        from ..models.zavody_relocate_displaced import ZavodyRelocateDisplaced # noqa: PLC0415
        from ..models.zavody_rotate_tile import ZavodyRotateTile # noqa: PLC0415
        from ..models.zavody_skip_bonus_poster import ZavodySkipBonusPoster # noqa: PLC0415
        from ..models.zavody_skip_purchase import ZavodySkipPurchase # noqa: PLC0415
        from ..models.zavody_swap_tiles import ZavodySwapTiles # noqa: PLC0415
        from ..models.zavody_take_bonus_poster import ZavodyTakeBonusPoster # noqa: PLC0415
        from ..models.zavody_take_poster import ZavodyTakePoster # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['zavody'] , d.pop("game"))
        if game != 'zavody':
            raise ValueError(f"game must match const 'zavody', got '{game}'")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> ZavodyBuyTile | ZavodyChooseAlly | ZavodyCommitPlacement | ZavodyCubeBack | ZavodyDiscardDisplaced | ZavodyEndCubeMoves | ZavodyEndOptimisation | ZavodyMoveCube | ZavodyMoveTile | ZavodyPlaceTile | ZavodyPlayPoster | ZavodyRelocateDisplaced | ZavodyRotateTile | ZavodySkipBonusPoster | ZavodySkipPurchase | ZavodySwapTiles | ZavodyTakeBonusPoster | ZavodyTakePoster:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_zavody_move_type_0 = ZavodyRotateTile.from_dict(data)



                    return componentsschemas_zavody_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_zavody_move_type_1 = ZavodyMoveTile.from_dict(data)



                    return componentsschemas_zavody_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_zavody_move_type_2 = ZavodySwapTiles.from_dict(data)



                    return componentsschemas_zavody_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_zavody_move_type_3 = ZavodyCubeBack.from_dict(data)



                    return componentsschemas_zavody_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_zavody_move_type_4 = ZavodyPlayPoster.from_dict(data)



                    return componentsschemas_zavody_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_zavody_move_type_5 = ZavodyEndOptimisation.from_dict(data)



                    return componentsschemas_zavody_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_zavody_move_type_6 = ZavodyCommitPlacement.from_dict(data)



                    return componentsschemas_zavody_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_zavody_move_type_7 = ZavodyBuyTile.from_dict(data)



                    return componentsschemas_zavody_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_zavody_move_type_8 = ZavodySkipPurchase.from_dict(data)



                    return componentsschemas_zavody_move_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_zavody_move_type_9 = ZavodyPlaceTile.from_dict(data)



                    return componentsschemas_zavody_move_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_zavody_move_type_10 = ZavodyRelocateDisplaced.from_dict(data)



                    return componentsschemas_zavody_move_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_zavody_move_type_11 = ZavodyDiscardDisplaced.from_dict(data)



                    return componentsschemas_zavody_move_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_zavody_move_type_12 = ZavodyTakeBonusPoster.from_dict(data)



                    return componentsschemas_zavody_move_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_zavody_move_type_13 = ZavodySkipBonusPoster.from_dict(data)



                    return componentsschemas_zavody_move_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_zavody_move_type_14 = ZavodyMoveCube.from_dict(data)



                    return componentsschemas_zavody_move_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_zavody_move_type_15 = ZavodyEndCubeMoves.from_dict(data)



                    return componentsschemas_zavody_move_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_zavody_move_type_16 = ZavodyTakePoster.from_dict(data)



                    return componentsschemas_zavody_move_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_move_type_17 = ZavodyChooseAlly.from_dict(data)



                return componentsschemas_zavody_move_type_17

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


        zavody_legal_moves = cls(
            game=game,
            moves=moves,
            version=version,
            form_notes=form_notes,
            forms=forms,
            notes=notes,
        )


        zavody_legal_moves.additional_properties = d
        return zavody_legal_moves

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
