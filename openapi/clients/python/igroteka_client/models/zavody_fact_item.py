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
  from ..models.touched import Touched
  from ..models.zavody_ally_chosen import ZavodyAllyChosen
  from ..models.zavody_blueprints_changed import ZavodyBlueprintsChanged
  from ..models.zavody_bureau_activated import ZavodyBureauActivated
  from ..models.zavody_cube_moved import ZavodyCubeMoved
  from ..models.zavody_cube_moved_back import ZavodyCubeMovedBack
  from ..models.zavody_displaced_discarded import ZavodyDisplacedDiscarded
  from ..models.zavody_displaced_relocated import ZavodyDisplacedRelocated
  from ..models.zavody_event_deck_shuffled import ZavodyEventDeckShuffled
  from ..models.zavody_event_drawn import ZavodyEventDrawn
  from ..models.zavody_first_player_rolled import ZavodyFirstPlayerRolled
  from ..models.zavody_game_ended import ZavodyGameEnded
  from ..models.zavody_game_started import ZavodyGameStarted
  from ..models.zavody_housing_collected import ZavodyHousingCollected
  from ..models.zavody_modifier_added import ZavodyModifierAdded
  from ..models.zavody_phase_started import ZavodyPhaseStarted
  from ..models.zavody_placement_chosen import ZavodyPlacementChosen
  from ..models.zavody_placement_committed import ZavodyPlacementCommitted
  from ..models.zavody_placements_revealed import ZavodyPlacementsRevealed
  from ..models.zavody_poster_dealt import ZavodyPosterDealt
  from ..models.zavody_poster_deck_shuffled import ZavodyPosterDeckShuffled
  from ..models.zavody_poster_discarded import ZavodyPosterDiscarded
  from ..models.zavody_poster_played import ZavodyPosterPlayed
  from ..models.zavody_poster_row_shifted import ZavodyPosterRowShifted
  from ..models.zavody_poster_taken import ZavodyPosterTaken
  from ..models.zavody_round_ended import ZavodyRoundEnded
  from ..models.zavody_seat_done import ZavodySeatDone
  from ..models.zavody_tile_bought import ZavodyTileBought
  from ..models.zavody_tile_dealt import ZavodyTileDealt
  from ..models.zavody_tile_moved import ZavodyTileMoved
  from ..models.zavody_tile_placed import ZavodyTilePlaced
  from ..models.zavody_tile_rotated import ZavodyTileRotated
  from ..models.zavody_tile_row_shifted import ZavodyTileRowShifted
  from ..models.zavody_tile_stack_shuffled import ZavodyTileStackShuffled
  from ..models.zavody_tiles_swapped import ZavodyTilesSwapped





T = TypeVar("T", bound="ZavodyFactItem")



@_attrs_define
class ZavodyFactItem:
    """ 
        Attributes:
            index (int): The item's place among the viewer's items of its event
            kind (Literal['fact']):
            version (int):
            body (Unset | ZavodyAllyChosen | ZavodyBlueprintsChanged | ZavodyBureauActivated | ZavodyCubeMoved |
                ZavodyCubeMovedBack | ZavodyDisplacedDiscarded | ZavodyDisplacedRelocated | ZavodyEventDeckShuffled |
                ZavodyEventDrawn | ZavodyFirstPlayerRolled | ZavodyGameEnded | ZavodyGameStarted | ZavodyHousingCollected |
                ZavodyModifierAdded | ZavodyPhaseStarted | ZavodyPlacementChosen | ZavodyPlacementCommitted |
                ZavodyPlacementsRevealed | ZavodyPosterDealt | ZavodyPosterDeckShuffled | ZavodyPosterDiscarded |
                ZavodyPosterPlayed | ZavodyPosterRowShifted | ZavodyPosterTaken | ZavodyRoundEnded | ZavodySeatDone |
                ZavodyTileBought | ZavodyTileDealt | ZavodyTileMoved | ZavodyTilePlaced | ZavodyTileRotated |
                ZavodyTileRowShifted | ZavodyTilesSwapped | ZavodyTileStackShuffled):
            seat (int | None | Unset):
            text (None | str | Unset): The item as a sentence in the reader's language (Accept-Language, or `lang`)
            touched (None | Touched | Unset): What a `fact` item touched (seats, cells, hexes, cards), as this viewer may
                see it: the items of a seat's last move name where it happened; null for a fact that touched nothing, or any
                other kind
     """

    index: int
    kind: Literal['fact']
    version: int
    body: Unset | ZavodyAllyChosen | ZavodyBlueprintsChanged | ZavodyBureauActivated | ZavodyCubeMoved | ZavodyCubeMovedBack | ZavodyDisplacedDiscarded | ZavodyDisplacedRelocated | ZavodyEventDeckShuffled | ZavodyEventDrawn | ZavodyFirstPlayerRolled | ZavodyGameEnded | ZavodyGameStarted | ZavodyHousingCollected | ZavodyModifierAdded | ZavodyPhaseStarted | ZavodyPlacementChosen | ZavodyPlacementCommitted | ZavodyPlacementsRevealed | ZavodyPosterDealt | ZavodyPosterDeckShuffled | ZavodyPosterDiscarded | ZavodyPosterPlayed | ZavodyPosterRowShifted | ZavodyPosterTaken | ZavodyRoundEnded | ZavodySeatDone | ZavodyTileBought | ZavodyTileDealt | ZavodyTileMoved | ZavodyTilePlaced | ZavodyTileRotated | ZavodyTileRowShifted | ZavodyTilesSwapped | ZavodyTileStackShuffled = UNSET
    seat: int | None | Unset = UNSET
    text: None | str | Unset = UNSET
    touched: None | Touched | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.touched import Touched # noqa: PLC0415
        from ..models.zavody_ally_chosen import ZavodyAllyChosen # noqa: PLC0415
        from ..models.zavody_blueprints_changed import ZavodyBlueprintsChanged # noqa: PLC0415
        from ..models.zavody_bureau_activated import ZavodyBureauActivated # noqa: PLC0415
        from ..models.zavody_cube_moved import ZavodyCubeMoved # noqa: PLC0415
        from ..models.zavody_cube_moved_back import ZavodyCubeMovedBack # noqa: PLC0415
        from ..models.zavody_displaced_discarded import ZavodyDisplacedDiscarded # noqa: PLC0415
        from ..models.zavody_displaced_relocated import ZavodyDisplacedRelocated # noqa: PLC0415
        from ..models.zavody_event_deck_shuffled import ZavodyEventDeckShuffled # noqa: PLC0415
        from ..models.zavody_event_drawn import ZavodyEventDrawn # noqa: PLC0415
        from ..models.zavody_first_player_rolled import ZavodyFirstPlayerRolled # noqa: PLC0415
        from ..models.zavody_game_ended import ZavodyGameEnded # noqa: PLC0415
        from ..models.zavody_game_started import ZavodyGameStarted # noqa: PLC0415
        from ..models.zavody_housing_collected import ZavodyHousingCollected # noqa: PLC0415
        from ..models.zavody_modifier_added import ZavodyModifierAdded # noqa: PLC0415
        from ..models.zavody_phase_started import ZavodyPhaseStarted # noqa: PLC0415
        from ..models.zavody_placement_chosen import ZavodyPlacementChosen # noqa: PLC0415
        from ..models.zavody_placement_committed import ZavodyPlacementCommitted # noqa: PLC0415
        from ..models.zavody_placements_revealed import ZavodyPlacementsRevealed # noqa: PLC0415
        from ..models.zavody_poster_dealt import ZavodyPosterDealt # noqa: PLC0415
        from ..models.zavody_poster_deck_shuffled import ZavodyPosterDeckShuffled # noqa: PLC0415
        from ..models.zavody_poster_discarded import ZavodyPosterDiscarded # noqa: PLC0415
        from ..models.zavody_poster_played import ZavodyPosterPlayed # noqa: PLC0415
        from ..models.zavody_poster_row_shifted import ZavodyPosterRowShifted # noqa: PLC0415
        from ..models.zavody_poster_taken import ZavodyPosterTaken # noqa: PLC0415
        from ..models.zavody_round_ended import ZavodyRoundEnded # noqa: PLC0415
        from ..models.zavody_seat_done import ZavodySeatDone # noqa: PLC0415
        from ..models.zavody_tile_bought import ZavodyTileBought # noqa: PLC0415
        from ..models.zavody_tile_dealt import ZavodyTileDealt # noqa: PLC0415
        from ..models.zavody_tile_moved import ZavodyTileMoved # noqa: PLC0415
        from ..models.zavody_tile_placed import ZavodyTilePlaced # noqa: PLC0415
        from ..models.zavody_tile_rotated import ZavodyTileRotated # noqa: PLC0415
        from ..models.zavody_tile_row_shifted import ZavodyTileRowShifted # noqa: PLC0415
        from ..models.zavody_tile_stack_shuffled import ZavodyTileStackShuffled # noqa: PLC0415
        from ..models.zavody_tiles_swapped import ZavodyTilesSwapped # noqa: PLC0415
        index = self.index

        kind = self.kind

        version = self.version

        body: dict[str, Any] | Unset
        if isinstance(self.body, Unset):
            body = UNSET
        elif isinstance(self.body, ZavodyGameStarted):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyTileStackShuffled):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyPosterDeckShuffled):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyEventDeckShuffled):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyTileDealt):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyPosterDealt):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyFirstPlayerRolled):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyPhaseStarted):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyEventDrawn):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyTileRotated):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyTileMoved):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyTilesSwapped):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyCubeMovedBack):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyPosterPlayed):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyPlacementChosen):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyPlacementCommitted):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyPlacementsRevealed):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyBureauActivated):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyTileBought):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyTilePlaced):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyDisplacedRelocated):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyDisplacedDiscarded):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyHousingCollected):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyCubeMoved):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyPosterTaken):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyAllyChosen):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyBlueprintsChanged):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyModifierAdded):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyPosterDiscarded):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodySeatDone):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyPosterRowShifted):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyTileRowShifted):
            body = self.body.to_dict()
        elif isinstance(self.body, ZavodyRoundEnded):
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
        from ..models.touched import Touched # noqa: PLC0415
        from ..models.zavody_ally_chosen import ZavodyAllyChosen # noqa: PLC0415
        from ..models.zavody_blueprints_changed import ZavodyBlueprintsChanged # noqa: PLC0415
        from ..models.zavody_bureau_activated import ZavodyBureauActivated # noqa: PLC0415
        from ..models.zavody_cube_moved import ZavodyCubeMoved # noqa: PLC0415
        from ..models.zavody_cube_moved_back import ZavodyCubeMovedBack # noqa: PLC0415
        from ..models.zavody_displaced_discarded import ZavodyDisplacedDiscarded # noqa: PLC0415
        from ..models.zavody_displaced_relocated import ZavodyDisplacedRelocated # noqa: PLC0415
        from ..models.zavody_event_deck_shuffled import ZavodyEventDeckShuffled # noqa: PLC0415
        from ..models.zavody_event_drawn import ZavodyEventDrawn # noqa: PLC0415
        from ..models.zavody_first_player_rolled import ZavodyFirstPlayerRolled # noqa: PLC0415
        from ..models.zavody_game_ended import ZavodyGameEnded # noqa: PLC0415
        from ..models.zavody_game_started import ZavodyGameStarted # noqa: PLC0415
        from ..models.zavody_housing_collected import ZavodyHousingCollected # noqa: PLC0415
        from ..models.zavody_modifier_added import ZavodyModifierAdded # noqa: PLC0415
        from ..models.zavody_phase_started import ZavodyPhaseStarted # noqa: PLC0415
        from ..models.zavody_placement_chosen import ZavodyPlacementChosen # noqa: PLC0415
        from ..models.zavody_placement_committed import ZavodyPlacementCommitted # noqa: PLC0415
        from ..models.zavody_placements_revealed import ZavodyPlacementsRevealed # noqa: PLC0415
        from ..models.zavody_poster_dealt import ZavodyPosterDealt # noqa: PLC0415
        from ..models.zavody_poster_deck_shuffled import ZavodyPosterDeckShuffled # noqa: PLC0415
        from ..models.zavody_poster_discarded import ZavodyPosterDiscarded # noqa: PLC0415
        from ..models.zavody_poster_played import ZavodyPosterPlayed # noqa: PLC0415
        from ..models.zavody_poster_row_shifted import ZavodyPosterRowShifted # noqa: PLC0415
        from ..models.zavody_poster_taken import ZavodyPosterTaken # noqa: PLC0415
        from ..models.zavody_round_ended import ZavodyRoundEnded # noqa: PLC0415
        from ..models.zavody_seat_done import ZavodySeatDone # noqa: PLC0415
        from ..models.zavody_tile_bought import ZavodyTileBought # noqa: PLC0415
        from ..models.zavody_tile_dealt import ZavodyTileDealt # noqa: PLC0415
        from ..models.zavody_tile_moved import ZavodyTileMoved # noqa: PLC0415
        from ..models.zavody_tile_placed import ZavodyTilePlaced # noqa: PLC0415
        from ..models.zavody_tile_rotated import ZavodyTileRotated # noqa: PLC0415
        from ..models.zavody_tile_row_shifted import ZavodyTileRowShifted # noqa: PLC0415
        from ..models.zavody_tile_stack_shuffled import ZavodyTileStackShuffled # noqa: PLC0415
        from ..models.zavody_tiles_swapped import ZavodyTilesSwapped # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        kind = cast(Literal['fact'] , d.pop("kind"))
        if kind != 'fact':
            raise ValueError(f"kind must match const 'fact', got '{kind}'")

        version = d.pop("version")

        def _parse_body(data: object) -> Unset | ZavodyAllyChosen | ZavodyBlueprintsChanged | ZavodyBureauActivated | ZavodyCubeMoved | ZavodyCubeMovedBack | ZavodyDisplacedDiscarded | ZavodyDisplacedRelocated | ZavodyEventDeckShuffled | ZavodyEventDrawn | ZavodyFirstPlayerRolled | ZavodyGameEnded | ZavodyGameStarted | ZavodyHousingCollected | ZavodyModifierAdded | ZavodyPhaseStarted | ZavodyPlacementChosen | ZavodyPlacementCommitted | ZavodyPlacementsRevealed | ZavodyPosterDealt | ZavodyPosterDeckShuffled | ZavodyPosterDiscarded | ZavodyPosterPlayed | ZavodyPosterRowShifted | ZavodyPosterTaken | ZavodyRoundEnded | ZavodySeatDone | ZavodyTileBought | ZavodyTileDealt | ZavodyTileMoved | ZavodyTilePlaced | ZavodyTileRotated | ZavodyTileRowShifted | ZavodyTilesSwapped | ZavodyTileStackShuffled:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_0 = ZavodyGameStarted.from_dict(data)



                return componentsschemas_zavody_fact_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_1 = ZavodyTileStackShuffled.from_dict(data)



                return componentsschemas_zavody_fact_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_2 = ZavodyPosterDeckShuffled.from_dict(data)



                return componentsschemas_zavody_fact_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_3 = ZavodyEventDeckShuffled.from_dict(data)



                return componentsschemas_zavody_fact_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_4 = ZavodyTileDealt.from_dict(data)



                return componentsschemas_zavody_fact_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_5 = ZavodyPosterDealt.from_dict(data)



                return componentsschemas_zavody_fact_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_6 = ZavodyFirstPlayerRolled.from_dict(data)



                return componentsschemas_zavody_fact_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_7 = ZavodyPhaseStarted.from_dict(data)



                return componentsschemas_zavody_fact_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_8 = ZavodyEventDrawn.from_dict(data)



                return componentsschemas_zavody_fact_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_9 = ZavodyTileRotated.from_dict(data)



                return componentsschemas_zavody_fact_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_10 = ZavodyTileMoved.from_dict(data)



                return componentsschemas_zavody_fact_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_11 = ZavodyTilesSwapped.from_dict(data)



                return componentsschemas_zavody_fact_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_12 = ZavodyCubeMovedBack.from_dict(data)



                return componentsschemas_zavody_fact_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_13 = ZavodyPosterPlayed.from_dict(data)



                return componentsschemas_zavody_fact_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_14 = ZavodyPlacementChosen.from_dict(data)



                return componentsschemas_zavody_fact_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_15 = ZavodyPlacementCommitted.from_dict(data)



                return componentsschemas_zavody_fact_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_16 = ZavodyPlacementsRevealed.from_dict(data)



                return componentsschemas_zavody_fact_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_17 = ZavodyBureauActivated.from_dict(data)



                return componentsschemas_zavody_fact_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_18 = ZavodyTileBought.from_dict(data)



                return componentsschemas_zavody_fact_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_19 = ZavodyTilePlaced.from_dict(data)



                return componentsschemas_zavody_fact_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_20 = ZavodyDisplacedRelocated.from_dict(data)



                return componentsschemas_zavody_fact_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_21 = ZavodyDisplacedDiscarded.from_dict(data)



                return componentsschemas_zavody_fact_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_22 = ZavodyHousingCollected.from_dict(data)



                return componentsschemas_zavody_fact_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_23 = ZavodyCubeMoved.from_dict(data)



                return componentsschemas_zavody_fact_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_24 = ZavodyPosterTaken.from_dict(data)



                return componentsschemas_zavody_fact_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_25 = ZavodyAllyChosen.from_dict(data)



                return componentsschemas_zavody_fact_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_26 = ZavodyBlueprintsChanged.from_dict(data)



                return componentsschemas_zavody_fact_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_27 = ZavodyModifierAdded.from_dict(data)



                return componentsschemas_zavody_fact_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_28 = ZavodyPosterDiscarded.from_dict(data)



                return componentsschemas_zavody_fact_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_29 = ZavodySeatDone.from_dict(data)



                return componentsschemas_zavody_fact_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_30 = ZavodyPosterRowShifted.from_dict(data)



                return componentsschemas_zavody_fact_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_31 = ZavodyTileRowShifted.from_dict(data)



                return componentsschemas_zavody_fact_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_fact_type_32 = ZavodyRoundEnded.from_dict(data)



                return componentsschemas_zavody_fact_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_zavody_fact_type_33 = ZavodyGameEnded.from_dict(data)



            return componentsschemas_zavody_fact_type_33

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


        zavody_fact_item = cls(
            index=index,
            kind=kind,
            version=version,
            body=body,
            seat=seat,
            text=text,
            touched=touched,
        )


        zavody_fact_item.additional_properties = d
        return zavody_fact_item

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
