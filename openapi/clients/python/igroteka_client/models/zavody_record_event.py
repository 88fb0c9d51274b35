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
  from ..models.spectator_delay import SpectatorDelay
  from ..models.zavody_ally_chosen import ZavodyAllyChosen
  from ..models.zavody_blueprints_changed import ZavodyBlueprintsChanged
  from ..models.zavody_bureau_activated import ZavodyBureauActivated
  from ..models.zavody_buy_tile import ZavodyBuyTile
  from ..models.zavody_choose_ally import ZavodyChooseAlly
  from ..models.zavody_commit_placement import ZavodyCommitPlacement
  from ..models.zavody_cube_back import ZavodyCubeBack
  from ..models.zavody_cube_moved import ZavodyCubeMoved
  from ..models.zavody_cube_moved_back import ZavodyCubeMovedBack
  from ..models.zavody_discard_displaced import ZavodyDiscardDisplaced
  from ..models.zavody_displaced_discarded import ZavodyDisplacedDiscarded
  from ..models.zavody_displaced_relocated import ZavodyDisplacedRelocated
  from ..models.zavody_end_cube_moves import ZavodyEndCubeMoves
  from ..models.zavody_end_optimisation import ZavodyEndOptimisation
  from ..models.zavody_event_deck_shuffled import ZavodyEventDeckShuffled
  from ..models.zavody_event_drawn import ZavodyEventDrawn
  from ..models.zavody_first_player_rolled import ZavodyFirstPlayerRolled
  from ..models.zavody_game_ended import ZavodyGameEnded
  from ..models.zavody_game_started import ZavodyGameStarted
  from ..models.zavody_housing_collected import ZavodyHousingCollected
  from ..models.zavody_modifier_added import ZavodyModifierAdded
  from ..models.zavody_move_cube import ZavodyMoveCube
  from ..models.zavody_move_tile import ZavodyMoveTile
  from ..models.zavody_phase_started import ZavodyPhaseStarted
  from ..models.zavody_place_tile import ZavodyPlaceTile
  from ..models.zavody_placement_chosen import ZavodyPlacementChosen
  from ..models.zavody_placement_committed import ZavodyPlacementCommitted
  from ..models.zavody_placements_revealed import ZavodyPlacementsRevealed
  from ..models.zavody_play_poster import ZavodyPlayPoster
  from ..models.zavody_poster_dealt import ZavodyPosterDealt
  from ..models.zavody_poster_deck_shuffled import ZavodyPosterDeckShuffled
  from ..models.zavody_poster_discarded import ZavodyPosterDiscarded
  from ..models.zavody_poster_played import ZavodyPosterPlayed
  from ..models.zavody_poster_row_shifted import ZavodyPosterRowShifted
  from ..models.zavody_poster_taken import ZavodyPosterTaken
  from ..models.zavody_record_event_control_type_0 import ZavodyRecordEventControlType0
  from ..models.zavody_relocate_displaced import ZavodyRelocateDisplaced
  from ..models.zavody_rotate_tile import ZavodyRotateTile
  from ..models.zavody_round_ended import ZavodyRoundEnded
  from ..models.zavody_seat_done import ZavodySeatDone
  from ..models.zavody_skip_bonus_poster import ZavodySkipBonusPoster
  from ..models.zavody_skip_purchase import ZavodySkipPurchase
  from ..models.zavody_swap_tiles import ZavodySwapTiles
  from ..models.zavody_take_bonus_poster import ZavodyTakeBonusPoster
  from ..models.zavody_take_poster import ZavodyTakePoster
  from ..models.zavody_tile_bought import ZavodyTileBought
  from ..models.zavody_tile_dealt import ZavodyTileDealt
  from ..models.zavody_tile_moved import ZavodyTileMoved
  from ..models.zavody_tile_placed import ZavodyTilePlaced
  from ..models.zavody_tile_rotated import ZavodyTileRotated
  from ..models.zavody_tile_row_shifted import ZavodyTileRowShifted
  from ..models.zavody_tile_stack_shuffled import ZavodyTileStackShuffled
  from ..models.zavody_tiles_swapped import ZavodyTilesSwapped





T = TypeVar("T", bound="ZavodyRecordEvent")



@_attrs_define
class ZavodyRecordEvent:
    """ 
        Attributes:
            at (datetime.datetime):
            kind (str):
            version (int):
            consenters (list[int] | None | Unset):
            control (None | Unset | ZavodyRecordEventControlType0):
            delay (None | SpectatorDelay | Unset):
            facts (list[ZavodyAllyChosen | ZavodyBlueprintsChanged | ZavodyBureauActivated | ZavodyCubeMoved |
                ZavodyCubeMovedBack | ZavodyDisplacedDiscarded | ZavodyDisplacedRelocated | ZavodyEventDeckShuffled |
                ZavodyEventDrawn | ZavodyFirstPlayerRolled | ZavodyGameEnded | ZavodyGameStarted | ZavodyHousingCollected |
                ZavodyModifierAdded | ZavodyPhaseStarted | ZavodyPlacementChosen | ZavodyPlacementCommitted |
                ZavodyPlacementsRevealed | ZavodyPosterDealt | ZavodyPosterDeckShuffled | ZavodyPosterDiscarded |
                ZavodyPosterPlayed | ZavodyPosterRowShifted | ZavodyPosterTaken | ZavodyRoundEnded | ZavodySeatDone |
                ZavodyTileBought | ZavodyTileDealt | ZavodyTileMoved | ZavodyTilePlaced | ZavodyTileRotated |
                ZavodyTileRowShifted | ZavodyTilesSwapped | ZavodyTileStackShuffled] | Unset):
            level (None | str | Unset):
            lost (bool | None | Unset):
            move (None | Unset | ZavodyBuyTile | ZavodyChooseAlly | ZavodyCommitPlacement | ZavodyCubeBack |
                ZavodyDiscardDisplaced | ZavodyEndCubeMoves | ZavodyEndOptimisation | ZavodyMoveCube | ZavodyMoveTile |
                ZavodyPlaceTile | ZavodyPlayPoster | ZavodyRelocateDisplaced | ZavodyRotateTile | ZavodySkipBonusPoster |
                ZavodySkipPurchase | ZavodySwapTiles | ZavodyTakeBonusPoster | ZavodyTakePoster):
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
    control: None | Unset | ZavodyRecordEventControlType0 = UNSET
    delay: None | SpectatorDelay | Unset = UNSET
    facts: list[ZavodyAllyChosen | ZavodyBlueprintsChanged | ZavodyBureauActivated | ZavodyCubeMoved | ZavodyCubeMovedBack | ZavodyDisplacedDiscarded | ZavodyDisplacedRelocated | ZavodyEventDeckShuffled | ZavodyEventDrawn | ZavodyFirstPlayerRolled | ZavodyGameEnded | ZavodyGameStarted | ZavodyHousingCollected | ZavodyModifierAdded | ZavodyPhaseStarted | ZavodyPlacementChosen | ZavodyPlacementCommitted | ZavodyPlacementsRevealed | ZavodyPosterDealt | ZavodyPosterDeckShuffled | ZavodyPosterDiscarded | ZavodyPosterPlayed | ZavodyPosterRowShifted | ZavodyPosterTaken | ZavodyRoundEnded | ZavodySeatDone | ZavodyTileBought | ZavodyTileDealt | ZavodyTileMoved | ZavodyTilePlaced | ZavodyTileRotated | ZavodyTileRowShifted | ZavodyTilesSwapped | ZavodyTileStackShuffled] | Unset = UNSET
    level: None | str | Unset = UNSET
    lost: bool | None | Unset = UNSET
    move: None | Unset | ZavodyBuyTile | ZavodyChooseAlly | ZavodyCommitPlacement | ZavodyCubeBack | ZavodyDiscardDisplaced | ZavodyEndCubeMoves | ZavodyEndOptimisation | ZavodyMoveCube | ZavodyMoveTile | ZavodyPlaceTile | ZavodyPlayPoster | ZavodyRelocateDisplaced | ZavodyRotateTile | ZavodySkipBonusPoster | ZavodySkipPurchase | ZavodySwapTiles | ZavodyTakeBonusPoster | ZavodyTakePoster = UNSET
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
        from ..models.spectator_delay import SpectatorDelay # noqa: PLC0415
        from ..models.zavody_ally_chosen import ZavodyAllyChosen # noqa: PLC0415
        from ..models.zavody_blueprints_changed import ZavodyBlueprintsChanged # noqa: PLC0415
        from ..models.zavody_bureau_activated import ZavodyBureauActivated # noqa: PLC0415
        from ..models.zavody_buy_tile import ZavodyBuyTile # noqa: PLC0415
        from ..models.zavody_choose_ally import ZavodyChooseAlly # noqa: PLC0415
        from ..models.zavody_commit_placement import ZavodyCommitPlacement # noqa: PLC0415
        from ..models.zavody_cube_back import ZavodyCubeBack # noqa: PLC0415
        from ..models.zavody_cube_moved import ZavodyCubeMoved # noqa: PLC0415
        from ..models.zavody_cube_moved_back import ZavodyCubeMovedBack # noqa: PLC0415
        from ..models.zavody_discard_displaced import ZavodyDiscardDisplaced # noqa: PLC0415
        from ..models.zavody_displaced_discarded import ZavodyDisplacedDiscarded # noqa: PLC0415
        from ..models.zavody_displaced_relocated import ZavodyDisplacedRelocated # noqa: PLC0415
        from ..models.zavody_end_cube_moves import ZavodyEndCubeMoves # noqa: PLC0415
        from ..models.zavody_end_optimisation import ZavodyEndOptimisation # noqa: PLC0415
        from ..models.zavody_event_deck_shuffled import ZavodyEventDeckShuffled # noqa: PLC0415
        from ..models.zavody_event_drawn import ZavodyEventDrawn # noqa: PLC0415
        from ..models.zavody_first_player_rolled import ZavodyFirstPlayerRolled # noqa: PLC0415
        from ..models.zavody_game_ended import ZavodyGameEnded # noqa: PLC0415
        from ..models.zavody_game_started import ZavodyGameStarted # noqa: PLC0415
        from ..models.zavody_housing_collected import ZavodyHousingCollected # noqa: PLC0415
        from ..models.zavody_modifier_added import ZavodyModifierAdded # noqa: PLC0415
        from ..models.zavody_move_cube import ZavodyMoveCube # noqa: PLC0415
        from ..models.zavody_move_tile import ZavodyMoveTile # noqa: PLC0415
        from ..models.zavody_phase_started import ZavodyPhaseStarted # noqa: PLC0415
        from ..models.zavody_place_tile import ZavodyPlaceTile # noqa: PLC0415
        from ..models.zavody_placement_chosen import ZavodyPlacementChosen # noqa: PLC0415
        from ..models.zavody_placement_committed import ZavodyPlacementCommitted # noqa: PLC0415
        from ..models.zavody_placements_revealed import ZavodyPlacementsRevealed # noqa: PLC0415
        from ..models.zavody_play_poster import ZavodyPlayPoster # noqa: PLC0415
        from ..models.zavody_poster_dealt import ZavodyPosterDealt # noqa: PLC0415
        from ..models.zavody_poster_deck_shuffled import ZavodyPosterDeckShuffled # noqa: PLC0415
        from ..models.zavody_poster_discarded import ZavodyPosterDiscarded # noqa: PLC0415
        from ..models.zavody_poster_played import ZavodyPosterPlayed # noqa: PLC0415
        from ..models.zavody_poster_row_shifted import ZavodyPosterRowShifted # noqa: PLC0415
        from ..models.zavody_poster_taken import ZavodyPosterTaken # noqa: PLC0415
        from ..models.zavody_record_event_control_type_0 import ZavodyRecordEventControlType0 # noqa: PLC0415
        from ..models.zavody_relocate_displaced import ZavodyRelocateDisplaced # noqa: PLC0415
        from ..models.zavody_rotate_tile import ZavodyRotateTile # noqa: PLC0415
        from ..models.zavody_round_ended import ZavodyRoundEnded # noqa: PLC0415
        from ..models.zavody_seat_done import ZavodySeatDone # noqa: PLC0415
        from ..models.zavody_skip_bonus_poster import ZavodySkipBonusPoster # noqa: PLC0415
        from ..models.zavody_skip_purchase import ZavodySkipPurchase # noqa: PLC0415
        from ..models.zavody_swap_tiles import ZavodySwapTiles # noqa: PLC0415
        from ..models.zavody_take_bonus_poster import ZavodyTakeBonusPoster # noqa: PLC0415
        from ..models.zavody_take_poster import ZavodyTakePoster # noqa: PLC0415
        from ..models.zavody_tile_bought import ZavodyTileBought # noqa: PLC0415
        from ..models.zavody_tile_dealt import ZavodyTileDealt # noqa: PLC0415
        from ..models.zavody_tile_moved import ZavodyTileMoved # noqa: PLC0415
        from ..models.zavody_tile_placed import ZavodyTilePlaced # noqa: PLC0415
        from ..models.zavody_tile_rotated import ZavodyTileRotated # noqa: PLC0415
        from ..models.zavody_tile_row_shifted import ZavodyTileRowShifted # noqa: PLC0415
        from ..models.zavody_tile_stack_shuffled import ZavodyTileStackShuffled # noqa: PLC0415
        from ..models.zavody_tiles_swapped import ZavodyTilesSwapped # noqa: PLC0415
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
        elif isinstance(self.control, ZavodyRecordEventControlType0):
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
                if isinstance(facts_item_data, ZavodyGameStarted):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyTileStackShuffled):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyPosterDeckShuffled):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyEventDeckShuffled):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyTileDealt):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyPosterDealt):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyFirstPlayerRolled):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyPhaseStarted):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyEventDrawn):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyTileRotated):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyTileMoved):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyTilesSwapped):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyCubeMovedBack):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyPosterPlayed):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyPlacementChosen):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyPlacementCommitted):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyPlacementsRevealed):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyBureauActivated):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyTileBought):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyTilePlaced):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyDisplacedRelocated):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyDisplacedDiscarded):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyHousingCollected):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyCubeMoved):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyPosterTaken):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyAllyChosen):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyBlueprintsChanged):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyModifierAdded):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyPosterDiscarded):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodySeatDone):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyPosterRowShifted):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyTileRowShifted):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, ZavodyRoundEnded):
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
        elif isinstance(self.move, ZavodyRotateTile):
            move = self.move.to_dict()
        elif isinstance(self.move, ZavodyMoveTile):
            move = self.move.to_dict()
        elif isinstance(self.move, ZavodySwapTiles):
            move = self.move.to_dict()
        elif isinstance(self.move, ZavodyCubeBack):
            move = self.move.to_dict()
        elif isinstance(self.move, ZavodyPlayPoster):
            move = self.move.to_dict()
        elif isinstance(self.move, ZavodyEndOptimisation):
            move = self.move.to_dict()
        elif isinstance(self.move, ZavodyCommitPlacement):
            move = self.move.to_dict()
        elif isinstance(self.move, ZavodyBuyTile):
            move = self.move.to_dict()
        elif isinstance(self.move, ZavodySkipPurchase):
            move = self.move.to_dict()
        elif isinstance(self.move, ZavodyPlaceTile):
            move = self.move.to_dict()
        elif isinstance(self.move, ZavodyRelocateDisplaced):
            move = self.move.to_dict()
        elif isinstance(self.move, ZavodyDiscardDisplaced):
            move = self.move.to_dict()
        elif isinstance(self.move, ZavodyTakeBonusPoster):
            move = self.move.to_dict()
        elif isinstance(self.move, ZavodySkipBonusPoster):
            move = self.move.to_dict()
        elif isinstance(self.move, ZavodyMoveCube):
            move = self.move.to_dict()
        elif isinstance(self.move, ZavodyEndCubeMoves):
            move = self.move.to_dict()
        elif isinstance(self.move, ZavodyTakePoster):
            move = self.move.to_dict()
        elif isinstance(self.move, ZavodyChooseAlly):
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
        from ..models.spectator_delay import SpectatorDelay # noqa: PLC0415
        from ..models.zavody_ally_chosen import ZavodyAllyChosen # noqa: PLC0415
        from ..models.zavody_blueprints_changed import ZavodyBlueprintsChanged # noqa: PLC0415
        from ..models.zavody_bureau_activated import ZavodyBureauActivated # noqa: PLC0415
        from ..models.zavody_buy_tile import ZavodyBuyTile # noqa: PLC0415
        from ..models.zavody_choose_ally import ZavodyChooseAlly # noqa: PLC0415
        from ..models.zavody_commit_placement import ZavodyCommitPlacement # noqa: PLC0415
        from ..models.zavody_cube_back import ZavodyCubeBack # noqa: PLC0415
        from ..models.zavody_cube_moved import ZavodyCubeMoved # noqa: PLC0415
        from ..models.zavody_cube_moved_back import ZavodyCubeMovedBack # noqa: PLC0415
        from ..models.zavody_discard_displaced import ZavodyDiscardDisplaced # noqa: PLC0415
        from ..models.zavody_displaced_discarded import ZavodyDisplacedDiscarded # noqa: PLC0415
        from ..models.zavody_displaced_relocated import ZavodyDisplacedRelocated # noqa: PLC0415
        from ..models.zavody_end_cube_moves import ZavodyEndCubeMoves # noqa: PLC0415
        from ..models.zavody_end_optimisation import ZavodyEndOptimisation # noqa: PLC0415
        from ..models.zavody_event_deck_shuffled import ZavodyEventDeckShuffled # noqa: PLC0415
        from ..models.zavody_event_drawn import ZavodyEventDrawn # noqa: PLC0415
        from ..models.zavody_first_player_rolled import ZavodyFirstPlayerRolled # noqa: PLC0415
        from ..models.zavody_game_ended import ZavodyGameEnded # noqa: PLC0415
        from ..models.zavody_game_started import ZavodyGameStarted # noqa: PLC0415
        from ..models.zavody_housing_collected import ZavodyHousingCollected # noqa: PLC0415
        from ..models.zavody_modifier_added import ZavodyModifierAdded # noqa: PLC0415
        from ..models.zavody_move_cube import ZavodyMoveCube # noqa: PLC0415
        from ..models.zavody_move_tile import ZavodyMoveTile # noqa: PLC0415
        from ..models.zavody_phase_started import ZavodyPhaseStarted # noqa: PLC0415
        from ..models.zavody_place_tile import ZavodyPlaceTile # noqa: PLC0415
        from ..models.zavody_placement_chosen import ZavodyPlacementChosen # noqa: PLC0415
        from ..models.zavody_placement_committed import ZavodyPlacementCommitted # noqa: PLC0415
        from ..models.zavody_placements_revealed import ZavodyPlacementsRevealed # noqa: PLC0415
        from ..models.zavody_play_poster import ZavodyPlayPoster # noqa: PLC0415
        from ..models.zavody_poster_dealt import ZavodyPosterDealt # noqa: PLC0415
        from ..models.zavody_poster_deck_shuffled import ZavodyPosterDeckShuffled # noqa: PLC0415
        from ..models.zavody_poster_discarded import ZavodyPosterDiscarded # noqa: PLC0415
        from ..models.zavody_poster_played import ZavodyPosterPlayed # noqa: PLC0415
        from ..models.zavody_poster_row_shifted import ZavodyPosterRowShifted # noqa: PLC0415
        from ..models.zavody_poster_taken import ZavodyPosterTaken # noqa: PLC0415
        from ..models.zavody_record_event_control_type_0 import ZavodyRecordEventControlType0 # noqa: PLC0415
        from ..models.zavody_relocate_displaced import ZavodyRelocateDisplaced # noqa: PLC0415
        from ..models.zavody_rotate_tile import ZavodyRotateTile # noqa: PLC0415
        from ..models.zavody_round_ended import ZavodyRoundEnded # noqa: PLC0415
        from ..models.zavody_seat_done import ZavodySeatDone # noqa: PLC0415
        from ..models.zavody_skip_bonus_poster import ZavodySkipBonusPoster # noqa: PLC0415
        from ..models.zavody_skip_purchase import ZavodySkipPurchase # noqa: PLC0415
        from ..models.zavody_swap_tiles import ZavodySwapTiles # noqa: PLC0415
        from ..models.zavody_take_bonus_poster import ZavodyTakeBonusPoster # noqa: PLC0415
        from ..models.zavody_take_poster import ZavodyTakePoster # noqa: PLC0415
        from ..models.zavody_tile_bought import ZavodyTileBought # noqa: PLC0415
        from ..models.zavody_tile_dealt import ZavodyTileDealt # noqa: PLC0415
        from ..models.zavody_tile_moved import ZavodyTileMoved # noqa: PLC0415
        from ..models.zavody_tile_placed import ZavodyTilePlaced # noqa: PLC0415
        from ..models.zavody_tile_rotated import ZavodyTileRotated # noqa: PLC0415
        from ..models.zavody_tile_row_shifted import ZavodyTileRowShifted # noqa: PLC0415
        from ..models.zavody_tile_stack_shuffled import ZavodyTileStackShuffled # noqa: PLC0415
        from ..models.zavody_tiles_swapped import ZavodyTilesSwapped # noqa: PLC0415
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


        def _parse_control(data: object) -> None | Unset | ZavodyRecordEventControlType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                control_type_0 = ZavodyRecordEventControlType0.from_dict(data)



                return control_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | ZavodyRecordEventControlType0, data)

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
        facts: list[ZavodyAllyChosen | ZavodyBlueprintsChanged | ZavodyBureauActivated | ZavodyCubeMoved | ZavodyCubeMovedBack | ZavodyDisplacedDiscarded | ZavodyDisplacedRelocated | ZavodyEventDeckShuffled | ZavodyEventDrawn | ZavodyFirstPlayerRolled | ZavodyGameEnded | ZavodyGameStarted | ZavodyHousingCollected | ZavodyModifierAdded | ZavodyPhaseStarted | ZavodyPlacementChosen | ZavodyPlacementCommitted | ZavodyPlacementsRevealed | ZavodyPosterDealt | ZavodyPosterDeckShuffled | ZavodyPosterDiscarded | ZavodyPosterPlayed | ZavodyPosterRowShifted | ZavodyPosterTaken | ZavodyRoundEnded | ZavodySeatDone | ZavodyTileBought | ZavodyTileDealt | ZavodyTileMoved | ZavodyTilePlaced | ZavodyTileRotated | ZavodyTileRowShifted | ZavodyTilesSwapped | ZavodyTileStackShuffled] | Unset = UNSET
        if _facts is not UNSET:
            facts = []
            for facts_item_data in _facts:
                def _parse_facts_item(data: object) -> ZavodyAllyChosen | ZavodyBlueprintsChanged | ZavodyBureauActivated | ZavodyCubeMoved | ZavodyCubeMovedBack | ZavodyDisplacedDiscarded | ZavodyDisplacedRelocated | ZavodyEventDeckShuffled | ZavodyEventDrawn | ZavodyFirstPlayerRolled | ZavodyGameEnded | ZavodyGameStarted | ZavodyHousingCollected | ZavodyModifierAdded | ZavodyPhaseStarted | ZavodyPlacementChosen | ZavodyPlacementCommitted | ZavodyPlacementsRevealed | ZavodyPosterDealt | ZavodyPosterDeckShuffled | ZavodyPosterDiscarded | ZavodyPosterPlayed | ZavodyPosterRowShifted | ZavodyPosterTaken | ZavodyRoundEnded | ZavodySeatDone | ZavodyTileBought | ZavodyTileDealt | ZavodyTileMoved | ZavodyTilePlaced | ZavodyTileRotated | ZavodyTileRowShifted | ZavodyTilesSwapped | ZavodyTileStackShuffled:
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


        def _parse_move(data: object) -> None | Unset | ZavodyBuyTile | ZavodyChooseAlly | ZavodyCommitPlacement | ZavodyCubeBack | ZavodyDiscardDisplaced | ZavodyEndCubeMoves | ZavodyEndOptimisation | ZavodyMoveCube | ZavodyMoveTile | ZavodyPlaceTile | ZavodyPlayPoster | ZavodyRelocateDisplaced | ZavodyRotateTile | ZavodySkipBonusPoster | ZavodySkipPurchase | ZavodySwapTiles | ZavodyTakeBonusPoster | ZavodyTakePoster:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_zavody_move_type_17 = ZavodyChooseAlly.from_dict(data)



                return componentsschemas_zavody_move_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | ZavodyBuyTile | ZavodyChooseAlly | ZavodyCommitPlacement | ZavodyCubeBack | ZavodyDiscardDisplaced | ZavodyEndCubeMoves | ZavodyEndOptimisation | ZavodyMoveCube | ZavodyMoveTile | ZavodyPlaceTile | ZavodyPlayPoster | ZavodyRelocateDisplaced | ZavodyRotateTile | ZavodySkipBonusPoster | ZavodySkipPurchase | ZavodySwapTiles | ZavodyTakeBonusPoster | ZavodyTakePoster, data)

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


        zavody_record_event = cls(
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


        zavody_record_event.additional_properties = d
        return zavody_record_event

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
