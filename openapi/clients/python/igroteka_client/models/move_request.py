from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID

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
  from ..models.pobeda_discard_dead_card import PobedaDiscardDeadCard
  from ..models.pobeda_play_event import PobedaPlayEvent
  from ..models.pobeda_play_minus_one import PobedaPlayMinusOne
  from ..models.pobeda_play_plus_one import PobedaPlayPlusOne
  from ..models.pobeda_play_replace import PobedaPlayReplace
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





T = TypeVar("T", bound="MoveRequest")



@_attrs_define
class MoveRequest:
    """ 
        Attributes:
            move (DenPobedyAttack | DenPobedyBlock | DenPobedyBuild | DenPobedyEndPhase | DenPobedyEndTurn |
                DenPobedyKeepHand | DenPobedyNoBlock | DenPobedyPass | DenPobedyPlayResource | DenPobedyPlayTactic |
                DenPobedyRedeal | DenPobedyStrike | DenPobedySubmitDeck | DenPobedySupport | DenPobedyUseStarterDeck |
                EcologicKeep | EcologicLoseObject | EcologicOpenBuilding | EcologicOpenInitiative | EcologicOpenSpecial |
                EcologicPass | EcologicPlaceBuilding | EcologicPlaceInitiative | EcologicPlaceSpecial | EcologicRaise |
                EcologicRemoveBuilding | EcologicRemoveInitiative | EcologicTransfer | EcologicVeto | PobedaDiscardDeadCard |
                PobedaPlayEvent | PobedaPlayMinusOne | PobedaPlayPlusOne | PobedaPlayReplace | PyatiletkaAwardOrder |
                PyatiletkaCompletePlan | PyatiletkaDeclineOrder | PyatiletkaDiscardAndDraw | PyatiletkaDiscardForOrder |
                PyatiletkaDiscardPlan | PyatiletkaDrawFromDeck | PyatiletkaEndTurn | PyatiletkaExchangePlan |
                PyatiletkaExtraAction | PyatiletkaGivePlan | PyatiletkaHireFromRow | PyatiletkaKeepPlan | PyatiletkaPlaceOrder |
                PyatiletkaPlayCharacter | PyatiletkaPlayFromRow | PyatiletkaPrecisionComplete | PyatiletkaRebuild |
                PyatiletkaRedrawPlans | PyatiletkaRemovePlan | PyatiletkaRenewCharacter | PyatiletkaRenewPlan |
                PyatiletkaReturnPlan | PyatiletkaSalvage | PyatiletkaSkipAbility | PyatiletkaStudyPlans | PyatiletkaSwapWithRow
                | PyatiletkaTakeChairman | PyatiletkaTakeCharacter | PyatiletkaTakePlanFromDeck | PyatiletkaTakePlanFromRow |
                ZavodyBuyTile | ZavodyChooseAlly | ZavodyCommitPlacement | ZavodyCubeBack | ZavodyDiscardDisplaced |
                ZavodyEndCubeMoves | ZavodyEndOptimisation | ZavodyMoveCube | ZavodyMoveTile | ZavodyPlaceTile |
                ZavodyPlayPoster | ZavodyRelocateDisplaced | ZavodyRotateTile | ZavodySkipBonusPoster | ZavodySkipPurchase |
                ZavodySwapTiles | ZavodyTakeBonusPoster | ZavodyTakePoster): A move of the match's game, as `legal-moves` lists
                them.
            move_id (UUID):
            expected_version (int | None | Unset):
     """

    move: DenPobedyAttack | DenPobedyBlock | DenPobedyBuild | DenPobedyEndPhase | DenPobedyEndTurn | DenPobedyKeepHand | DenPobedyNoBlock | DenPobedyPass | DenPobedyPlayResource | DenPobedyPlayTactic | DenPobedyRedeal | DenPobedyStrike | DenPobedySubmitDeck | DenPobedySupport | DenPobedyUseStarterDeck | EcologicKeep | EcologicLoseObject | EcologicOpenBuilding | EcologicOpenInitiative | EcologicOpenSpecial | EcologicPass | EcologicPlaceBuilding | EcologicPlaceInitiative | EcologicPlaceSpecial | EcologicRaise | EcologicRemoveBuilding | EcologicRemoveInitiative | EcologicTransfer | EcologicVeto | PobedaDiscardDeadCard | PobedaPlayEvent | PobedaPlayMinusOne | PobedaPlayPlusOne | PobedaPlayReplace | PyatiletkaAwardOrder | PyatiletkaCompletePlan | PyatiletkaDeclineOrder | PyatiletkaDiscardAndDraw | PyatiletkaDiscardForOrder | PyatiletkaDiscardPlan | PyatiletkaDrawFromDeck | PyatiletkaEndTurn | PyatiletkaExchangePlan | PyatiletkaExtraAction | PyatiletkaGivePlan | PyatiletkaHireFromRow | PyatiletkaKeepPlan | PyatiletkaPlaceOrder | PyatiletkaPlayCharacter | PyatiletkaPlayFromRow | PyatiletkaPrecisionComplete | PyatiletkaRebuild | PyatiletkaRedrawPlans | PyatiletkaRemovePlan | PyatiletkaRenewCharacter | PyatiletkaRenewPlan | PyatiletkaReturnPlan | PyatiletkaSalvage | PyatiletkaSkipAbility | PyatiletkaStudyPlans | PyatiletkaSwapWithRow | PyatiletkaTakeChairman | PyatiletkaTakeCharacter | PyatiletkaTakePlanFromDeck | PyatiletkaTakePlanFromRow | ZavodyBuyTile | ZavodyChooseAlly | ZavodyCommitPlacement | ZavodyCubeBack | ZavodyDiscardDisplaced | ZavodyEndCubeMoves | ZavodyEndOptimisation | ZavodyMoveCube | ZavodyMoveTile | ZavodyPlaceTile | ZavodyPlayPoster | ZavodyRelocateDisplaced | ZavodyRotateTile | ZavodySkipBonusPoster | ZavodySkipPurchase | ZavodySwapTiles | ZavodyTakeBonusPoster | ZavodyTakePoster
    move_id: UUID
    expected_version: int | None | Unset = UNSET
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
        from ..models.pobeda_discard_dead_card import PobedaDiscardDeadCard # noqa: PLC0415
        from ..models.pobeda_play_event import PobedaPlayEvent # noqa: PLC0415
        from ..models.pobeda_play_minus_one import PobedaPlayMinusOne # noqa: PLC0415
        from ..models.pobeda_play_plus_one import PobedaPlayPlusOne # noqa: PLC0415
        from ..models.pobeda_play_replace import PobedaPlayReplace # noqa: PLC0415
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
        move: dict[str, Any]
        if isinstance(self.move, PobedaPlayEvent):
            move = self.move.to_dict()
        elif isinstance(self.move, PobedaPlayPlusOne):
            move = self.move.to_dict()
        elif isinstance(self.move, PobedaPlayMinusOne):
            move = self.move.to_dict()
        elif isinstance(self.move, PobedaPlayReplace):
            move = self.move.to_dict()
        elif isinstance(self.move, PobedaDiscardDeadCard):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaKeepPlan):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaRedrawPlans):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaPlayCharacter):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaTakeCharacter):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaDiscardForOrder):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaGivePlan):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaDiscardPlan):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaTakePlanFromRow):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaTakePlanFromDeck):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaCompletePlan):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaPlaceOrder):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaDeclineOrder):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaRemovePlan):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaEndTurn):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaSkipAbility):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaReturnPlan):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaDrawFromDeck):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaHireFromRow):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaRenewPlan):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaSwapWithRow):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaStudyPlans):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaTakeChairman):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaPlayFromRow):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaSalvage):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaExchangePlan):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaDiscardAndDraw):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaRenewCharacter):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaExtraAction):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaAwardOrder):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaPrecisionComplete):
            move = self.move.to_dict()
        elif isinstance(self.move, PyatiletkaRebuild):
            move = self.move.to_dict()
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
        elif isinstance(self.move, EcologicPlaceBuilding):
            move = self.move.to_dict()
        elif isinstance(self.move, EcologicPlaceSpecial):
            move = self.move.to_dict()
        elif isinstance(self.move, EcologicPlaceInitiative):
            move = self.move.to_dict()
        elif isinstance(self.move, EcologicKeep):
            move = self.move.to_dict()
        elif isinstance(self.move, EcologicOpenSpecial):
            move = self.move.to_dict()
        elif isinstance(self.move, EcologicOpenBuilding):
            move = self.move.to_dict()
        elif isinstance(self.move, EcologicOpenInitiative):
            move = self.move.to_dict()
        elif isinstance(self.move, EcologicPass):
            move = self.move.to_dict()
        elif isinstance(self.move, EcologicRaise):
            move = self.move.to_dict()
        elif isinstance(self.move, EcologicVeto):
            move = self.move.to_dict()
        elif isinstance(self.move, EcologicRemoveBuilding):
            move = self.move.to_dict()
        elif isinstance(self.move, EcologicRemoveInitiative):
            move = self.move.to_dict()
        elif isinstance(self.move, EcologicTransfer):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()


        move_id = str(self.move_id)

        expected_version: int | None | Unset
        if isinstance(self.expected_version, Unset):
            expected_version = UNSET
        else:
            expected_version = self.expected_version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "move": move,
            "move_id": move_id,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

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
        from ..models.pobeda_discard_dead_card import PobedaDiscardDeadCard # noqa: PLC0415
        from ..models.pobeda_play_event import PobedaPlayEvent # noqa: PLC0415
        from ..models.pobeda_play_minus_one import PobedaPlayMinusOne # noqa: PLC0415
        from ..models.pobeda_play_plus_one import PobedaPlayPlusOne # noqa: PLC0415
        from ..models.pobeda_play_replace import PobedaPlayReplace # noqa: PLC0415
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
        def _parse_move(data: object) -> DenPobedyAttack | DenPobedyBlock | DenPobedyBuild | DenPobedyEndPhase | DenPobedyEndTurn | DenPobedyKeepHand | DenPobedyNoBlock | DenPobedyPass | DenPobedyPlayResource | DenPobedyPlayTactic | DenPobedyRedeal | DenPobedyStrike | DenPobedySubmitDeck | DenPobedySupport | DenPobedyUseStarterDeck | EcologicKeep | EcologicLoseObject | EcologicOpenBuilding | EcologicOpenInitiative | EcologicOpenSpecial | EcologicPass | EcologicPlaceBuilding | EcologicPlaceInitiative | EcologicPlaceSpecial | EcologicRaise | EcologicRemoveBuilding | EcologicRemoveInitiative | EcologicTransfer | EcologicVeto | PobedaDiscardDeadCard | PobedaPlayEvent | PobedaPlayMinusOne | PobedaPlayPlusOne | PobedaPlayReplace | PyatiletkaAwardOrder | PyatiletkaCompletePlan | PyatiletkaDeclineOrder | PyatiletkaDiscardAndDraw | PyatiletkaDiscardForOrder | PyatiletkaDiscardPlan | PyatiletkaDrawFromDeck | PyatiletkaEndTurn | PyatiletkaExchangePlan | PyatiletkaExtraAction | PyatiletkaGivePlan | PyatiletkaHireFromRow | PyatiletkaKeepPlan | PyatiletkaPlaceOrder | PyatiletkaPlayCharacter | PyatiletkaPlayFromRow | PyatiletkaPrecisionComplete | PyatiletkaRebuild | PyatiletkaRedrawPlans | PyatiletkaRemovePlan | PyatiletkaRenewCharacter | PyatiletkaRenewPlan | PyatiletkaReturnPlan | PyatiletkaSalvage | PyatiletkaSkipAbility | PyatiletkaStudyPlans | PyatiletkaSwapWithRow | PyatiletkaTakeChairman | PyatiletkaTakeCharacter | PyatiletkaTakePlanFromDeck | PyatiletkaTakePlanFromRow | ZavodyBuyTile | ZavodyChooseAlly | ZavodyCommitPlacement | ZavodyCubeBack | ZavodyDiscardDisplaced | ZavodyEndCubeMoves | ZavodyEndOptimisation | ZavodyMoveCube | ZavodyMoveTile | ZavodyPlaceTile | ZavodyPlayPoster | ZavodyRelocateDisplaced | ZavodyRotateTile | ZavodySkipBonusPoster | ZavodySkipPurchase | ZavodySwapTiles | ZavodyTakeBonusPoster | ZavodyTakePoster:
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pobeda_move_type_4 = PobedaDiscardDeadCard.from_dict(data)



                return componentsschemas_pobeda_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pyatiletka_move_type_30 = PyatiletkaRebuild.from_dict(data)



                return componentsschemas_pyatiletka_move_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
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

        move = _parse_move(d.pop("move"))


        move_id = UUID(d.pop("move_id"))




        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))


        move_request = cls(
            move=move,
            move_id=move_id,
            expected_version=expected_version,
        )


        move_request.additional_properties = d
        return move_request

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
