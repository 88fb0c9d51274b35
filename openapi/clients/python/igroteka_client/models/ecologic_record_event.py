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
  from ..models.ecologic_auction_opened import EcologicAuctionOpened
  from ..models.ecologic_auction_unsold import EcologicAuctionUnsold
  from ..models.ecologic_auction_vetoed import EcologicAuctionVetoed
  from ..models.ecologic_auction_won import EcologicAuctionWon
  from ..models.ecologic_bid_passed import EcologicBidPassed
  from ..models.ecologic_bid_raised import EcologicBidRaised
  from ..models.ecologic_building_placed import EcologicBuildingPlaced
  from ..models.ecologic_building_removed import EcologicBuildingRemoved
  from ..models.ecologic_coins_transferred import EcologicCoinsTransferred
  from ..models.ecologic_ecology_applied import EcologicEcologyApplied
  from ..models.ecologic_event_drawn import EcologicEventDrawn
  from ..models.ecologic_game_ended import EcologicGameEnded
  from ..models.ecologic_game_set_up import EcologicGameSetUp
  from ..models.ecologic_income_paid import EcologicIncomePaid
  from ..models.ecologic_initiative_lost import EcologicInitiativeLost
  from ..models.ecologic_initiative_placed import EcologicInitiativePlaced
  from ..models.ecologic_initiative_removed import EcologicInitiativeRemoved
  from ..models.ecologic_initiative_revealed import EcologicInitiativeRevealed
  from ..models.ecologic_initiatives_shuffled import EcologicInitiativesShuffled
  from ..models.ecologic_item_kept import EcologicItemKept
  from ..models.ecologic_keep import EcologicKeep
  from ..models.ecologic_lose_object import EcologicLoseObject
  from ..models.ecologic_object_lost import EcologicObjectLost
  from ..models.ecologic_open_building import EcologicOpenBuilding
  from ..models.ecologic_open_initiative import EcologicOpenInitiative
  from ..models.ecologic_open_special import EcologicOpenSpecial
  from ..models.ecologic_opener_passed import EcologicOpenerPassed
  from ..models.ecologic_pass import EcologicPass
  from ..models.ecologic_place_building import EcologicPlaceBuilding
  from ..models.ecologic_place_initiative import EcologicPlaceInitiative
  from ..models.ecologic_place_special import EcologicPlaceSpecial
  from ..models.ecologic_raise import EcologicRaise
  from ..models.ecologic_record_event_control_type_0 import EcologicRecordEventControlType0
  from ..models.ecologic_remove_building import EcologicRemoveBuilding
  from ..models.ecologic_remove_initiative import EcologicRemoveInitiative
  from ..models.ecologic_special_placed import EcologicSpecialPlaced
  from ..models.ecologic_transfer import EcologicTransfer
  from ..models.ecologic_veto import EcologicVeto
  from ..models.outcome import Outcome
  from ..models.spectator_delay import SpectatorDelay





T = TypeVar("T", bound="EcologicRecordEvent")



@_attrs_define
class EcologicRecordEvent:
    """ 
        Attributes:
            at (datetime.datetime):
            kind (str):
            version (int):
            consenters (list[int] | None | Unset):
            control (EcologicRecordEventControlType0 | None | Unset):
            delay (None | SpectatorDelay | Unset):
            facts (list[EcologicAuctionOpened | EcologicAuctionUnsold | EcologicAuctionVetoed | EcologicAuctionWon |
                EcologicBidPassed | EcologicBidRaised | EcologicBuildingPlaced | EcologicBuildingRemoved |
                EcologicCoinsTransferred | EcologicEcologyApplied | EcologicEventDrawn | EcologicGameEnded | EcologicGameSetUp |
                EcologicIncomePaid | EcologicInitiativeLost | EcologicInitiativePlaced | EcologicInitiativeRemoved |
                EcologicInitiativeRevealed | EcologicInitiativesShuffled | EcologicItemKept | EcologicObjectLost |
                EcologicOpenerPassed | EcologicSpecialPlaced] | Unset):
            level (None | str | Unset):
            lost (bool | None | Unset):
            move (EcologicKeep | EcologicLoseObject | EcologicOpenBuilding | EcologicOpenInitiative | EcologicOpenSpecial |
                EcologicPass | EcologicPlaceBuilding | EcologicPlaceInitiative | EcologicPlaceSpecial | EcologicRaise |
                EcologicRemoveBuilding | EcologicRemoveInitiative | EcologicTransfer | EcologicVeto | None | Unset):
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
    control: EcologicRecordEventControlType0 | None | Unset = UNSET
    delay: None | SpectatorDelay | Unset = UNSET
    facts: list[EcologicAuctionOpened | EcologicAuctionUnsold | EcologicAuctionVetoed | EcologicAuctionWon | EcologicBidPassed | EcologicBidRaised | EcologicBuildingPlaced | EcologicBuildingRemoved | EcologicCoinsTransferred | EcologicEcologyApplied | EcologicEventDrawn | EcologicGameEnded | EcologicGameSetUp | EcologicIncomePaid | EcologicInitiativeLost | EcologicInitiativePlaced | EcologicInitiativeRemoved | EcologicInitiativeRevealed | EcologicInitiativesShuffled | EcologicItemKept | EcologicObjectLost | EcologicOpenerPassed | EcologicSpecialPlaced] | Unset = UNSET
    level: None | str | Unset = UNSET
    lost: bool | None | Unset = UNSET
    move: EcologicKeep | EcologicLoseObject | EcologicOpenBuilding | EcologicOpenInitiative | EcologicOpenSpecial | EcologicPass | EcologicPlaceBuilding | EcologicPlaceInitiative | EcologicPlaceSpecial | EcologicRaise | EcologicRemoveBuilding | EcologicRemoveInitiative | EcologicTransfer | EcologicVeto | None | Unset = UNSET
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
        from ..models.ecologic_auction_opened import EcologicAuctionOpened # noqa: PLC0415
        from ..models.ecologic_auction_unsold import EcologicAuctionUnsold # noqa: PLC0415
        from ..models.ecologic_auction_vetoed import EcologicAuctionVetoed # noqa: PLC0415
        from ..models.ecologic_auction_won import EcologicAuctionWon # noqa: PLC0415
        from ..models.ecologic_bid_passed import EcologicBidPassed # noqa: PLC0415
        from ..models.ecologic_bid_raised import EcologicBidRaised # noqa: PLC0415
        from ..models.ecologic_building_placed import EcologicBuildingPlaced # noqa: PLC0415
        from ..models.ecologic_building_removed import EcologicBuildingRemoved # noqa: PLC0415
        from ..models.ecologic_coins_transferred import EcologicCoinsTransferred # noqa: PLC0415
        from ..models.ecologic_ecology_applied import EcologicEcologyApplied # noqa: PLC0415
        from ..models.ecologic_event_drawn import EcologicEventDrawn # noqa: PLC0415
        from ..models.ecologic_game_ended import EcologicGameEnded # noqa: PLC0415
        from ..models.ecologic_game_set_up import EcologicGameSetUp # noqa: PLC0415
        from ..models.ecologic_income_paid import EcologicIncomePaid # noqa: PLC0415
        from ..models.ecologic_initiative_lost import EcologicInitiativeLost # noqa: PLC0415
        from ..models.ecologic_initiative_placed import EcologicInitiativePlaced # noqa: PLC0415
        from ..models.ecologic_initiative_removed import EcologicInitiativeRemoved # noqa: PLC0415
        from ..models.ecologic_initiative_revealed import EcologicInitiativeRevealed # noqa: PLC0415
        from ..models.ecologic_initiatives_shuffled import EcologicInitiativesShuffled # noqa: PLC0415
        from ..models.ecologic_item_kept import EcologicItemKept # noqa: PLC0415
        from ..models.ecologic_keep import EcologicKeep # noqa: PLC0415
        from ..models.ecologic_lose_object import EcologicLoseObject # noqa: PLC0415
        from ..models.ecologic_object_lost import EcologicObjectLost # noqa: PLC0415
        from ..models.ecologic_open_building import EcologicOpenBuilding # noqa: PLC0415
        from ..models.ecologic_open_initiative import EcologicOpenInitiative # noqa: PLC0415
        from ..models.ecologic_open_special import EcologicOpenSpecial # noqa: PLC0415
        from ..models.ecologic_opener_passed import EcologicOpenerPassed # noqa: PLC0415
        from ..models.ecologic_pass import EcologicPass # noqa: PLC0415
        from ..models.ecologic_place_building import EcologicPlaceBuilding # noqa: PLC0415
        from ..models.ecologic_place_initiative import EcologicPlaceInitiative # noqa: PLC0415
        from ..models.ecologic_place_special import EcologicPlaceSpecial # noqa: PLC0415
        from ..models.ecologic_raise import EcologicRaise # noqa: PLC0415
        from ..models.ecologic_record_event_control_type_0 import EcologicRecordEventControlType0 # noqa: PLC0415
        from ..models.ecologic_remove_building import EcologicRemoveBuilding # noqa: PLC0415
        from ..models.ecologic_remove_initiative import EcologicRemoveInitiative # noqa: PLC0415
        from ..models.ecologic_special_placed import EcologicSpecialPlaced # noqa: PLC0415
        from ..models.ecologic_transfer import EcologicTransfer # noqa: PLC0415
        from ..models.ecologic_veto import EcologicVeto # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.spectator_delay import SpectatorDelay # noqa: PLC0415
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
        elif isinstance(self.control, EcologicRecordEventControlType0):
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
                if isinstance(facts_item_data, EcologicGameSetUp):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicBuildingPlaced):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicSpecialPlaced):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicInitiativePlaced):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicItemKept):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicEventDrawn):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicOpenerPassed):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicAuctionOpened):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicBidRaised):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicBidPassed):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicAuctionVetoed):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicAuctionWon):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicAuctionUnsold):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicInitiativesShuffled):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicInitiativeRevealed):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicBuildingRemoved):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicInitiativeRemoved):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicCoinsTransferred):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicEcologyApplied):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicObjectLost):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicInitiativeLost):
                    facts_item = facts_item_data.to_dict()
                elif isinstance(facts_item_data, EcologicIncomePaid):
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
        elif isinstance(self.move, EcologicLoseObject):
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
        from ..models.ecologic_auction_opened import EcologicAuctionOpened # noqa: PLC0415
        from ..models.ecologic_auction_unsold import EcologicAuctionUnsold # noqa: PLC0415
        from ..models.ecologic_auction_vetoed import EcologicAuctionVetoed # noqa: PLC0415
        from ..models.ecologic_auction_won import EcologicAuctionWon # noqa: PLC0415
        from ..models.ecologic_bid_passed import EcologicBidPassed # noqa: PLC0415
        from ..models.ecologic_bid_raised import EcologicBidRaised # noqa: PLC0415
        from ..models.ecologic_building_placed import EcologicBuildingPlaced # noqa: PLC0415
        from ..models.ecologic_building_removed import EcologicBuildingRemoved # noqa: PLC0415
        from ..models.ecologic_coins_transferred import EcologicCoinsTransferred # noqa: PLC0415
        from ..models.ecologic_ecology_applied import EcologicEcologyApplied # noqa: PLC0415
        from ..models.ecologic_event_drawn import EcologicEventDrawn # noqa: PLC0415
        from ..models.ecologic_game_ended import EcologicGameEnded # noqa: PLC0415
        from ..models.ecologic_game_set_up import EcologicGameSetUp # noqa: PLC0415
        from ..models.ecologic_income_paid import EcologicIncomePaid # noqa: PLC0415
        from ..models.ecologic_initiative_lost import EcologicInitiativeLost # noqa: PLC0415
        from ..models.ecologic_initiative_placed import EcologicInitiativePlaced # noqa: PLC0415
        from ..models.ecologic_initiative_removed import EcologicInitiativeRemoved # noqa: PLC0415
        from ..models.ecologic_initiative_revealed import EcologicInitiativeRevealed # noqa: PLC0415
        from ..models.ecologic_initiatives_shuffled import EcologicInitiativesShuffled # noqa: PLC0415
        from ..models.ecologic_item_kept import EcologicItemKept # noqa: PLC0415
        from ..models.ecologic_keep import EcologicKeep # noqa: PLC0415
        from ..models.ecologic_lose_object import EcologicLoseObject # noqa: PLC0415
        from ..models.ecologic_object_lost import EcologicObjectLost # noqa: PLC0415
        from ..models.ecologic_open_building import EcologicOpenBuilding # noqa: PLC0415
        from ..models.ecologic_open_initiative import EcologicOpenInitiative # noqa: PLC0415
        from ..models.ecologic_open_special import EcologicOpenSpecial # noqa: PLC0415
        from ..models.ecologic_opener_passed import EcologicOpenerPassed # noqa: PLC0415
        from ..models.ecologic_pass import EcologicPass # noqa: PLC0415
        from ..models.ecologic_place_building import EcologicPlaceBuilding # noqa: PLC0415
        from ..models.ecologic_place_initiative import EcologicPlaceInitiative # noqa: PLC0415
        from ..models.ecologic_place_special import EcologicPlaceSpecial # noqa: PLC0415
        from ..models.ecologic_raise import EcologicRaise # noqa: PLC0415
        from ..models.ecologic_record_event_control_type_0 import EcologicRecordEventControlType0 # noqa: PLC0415
        from ..models.ecologic_remove_building import EcologicRemoveBuilding # noqa: PLC0415
        from ..models.ecologic_remove_initiative import EcologicRemoveInitiative # noqa: PLC0415
        from ..models.ecologic_special_placed import EcologicSpecialPlaced # noqa: PLC0415
        from ..models.ecologic_transfer import EcologicTransfer # noqa: PLC0415
        from ..models.ecologic_veto import EcologicVeto # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.spectator_delay import SpectatorDelay # noqa: PLC0415
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


        def _parse_control(data: object) -> EcologicRecordEventControlType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                control_type_0 = EcologicRecordEventControlType0.from_dict(data)



                return control_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EcologicRecordEventControlType0 | None | Unset, data)

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
        facts: list[EcologicAuctionOpened | EcologicAuctionUnsold | EcologicAuctionVetoed | EcologicAuctionWon | EcologicBidPassed | EcologicBidRaised | EcologicBuildingPlaced | EcologicBuildingRemoved | EcologicCoinsTransferred | EcologicEcologyApplied | EcologicEventDrawn | EcologicGameEnded | EcologicGameSetUp | EcologicIncomePaid | EcologicInitiativeLost | EcologicInitiativePlaced | EcologicInitiativeRemoved | EcologicInitiativeRevealed | EcologicInitiativesShuffled | EcologicItemKept | EcologicObjectLost | EcologicOpenerPassed | EcologicSpecialPlaced] | Unset = UNSET
        if _facts is not UNSET:
            facts = []
            for facts_item_data in _facts:
                def _parse_facts_item(data: object) -> EcologicAuctionOpened | EcologicAuctionUnsold | EcologicAuctionVetoed | EcologicAuctionWon | EcologicBidPassed | EcologicBidRaised | EcologicBuildingPlaced | EcologicBuildingRemoved | EcologicCoinsTransferred | EcologicEcologyApplied | EcologicEventDrawn | EcologicGameEnded | EcologicGameSetUp | EcologicIncomePaid | EcologicInitiativeLost | EcologicInitiativePlaced | EcologicInitiativeRemoved | EcologicInitiativeRevealed | EcologicInitiativesShuffled | EcologicItemKept | EcologicObjectLost | EcologicOpenerPassed | EcologicSpecialPlaced:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_0 = EcologicGameSetUp.from_dict(data)



                        return componentsschemas_ecologic_fact_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_1 = EcologicBuildingPlaced.from_dict(data)



                        return componentsschemas_ecologic_fact_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_2 = EcologicSpecialPlaced.from_dict(data)



                        return componentsschemas_ecologic_fact_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_3 = EcologicInitiativePlaced.from_dict(data)



                        return componentsschemas_ecologic_fact_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_4 = EcologicItemKept.from_dict(data)



                        return componentsschemas_ecologic_fact_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_5 = EcologicEventDrawn.from_dict(data)



                        return componentsschemas_ecologic_fact_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_6 = EcologicOpenerPassed.from_dict(data)



                        return componentsschemas_ecologic_fact_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_7 = EcologicAuctionOpened.from_dict(data)



                        return componentsschemas_ecologic_fact_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_8 = EcologicBidRaised.from_dict(data)



                        return componentsschemas_ecologic_fact_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_9 = EcologicBidPassed.from_dict(data)



                        return componentsschemas_ecologic_fact_type_9
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_10 = EcologicAuctionVetoed.from_dict(data)



                        return componentsschemas_ecologic_fact_type_10
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_11 = EcologicAuctionWon.from_dict(data)



                        return componentsschemas_ecologic_fact_type_11
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_12 = EcologicAuctionUnsold.from_dict(data)



                        return componentsschemas_ecologic_fact_type_12
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_13 = EcologicInitiativesShuffled.from_dict(data)



                        return componentsschemas_ecologic_fact_type_13
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_14 = EcologicInitiativeRevealed.from_dict(data)



                        return componentsschemas_ecologic_fact_type_14
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_15 = EcologicBuildingRemoved.from_dict(data)



                        return componentsschemas_ecologic_fact_type_15
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_16 = EcologicInitiativeRemoved.from_dict(data)



                        return componentsschemas_ecologic_fact_type_16
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_17 = EcologicCoinsTransferred.from_dict(data)



                        return componentsschemas_ecologic_fact_type_17
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_18 = EcologicEcologyApplied.from_dict(data)



                        return componentsschemas_ecologic_fact_type_18
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_19 = EcologicObjectLost.from_dict(data)



                        return componentsschemas_ecologic_fact_type_19
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_20 = EcologicInitiativeLost.from_dict(data)



                        return componentsschemas_ecologic_fact_type_20
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ecologic_fact_type_21 = EcologicIncomePaid.from_dict(data)



                        return componentsschemas_ecologic_fact_type_21
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_fact_type_22 = EcologicGameEnded.from_dict(data)



                    return componentsschemas_ecologic_fact_type_22

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


        def _parse_move(data: object) -> EcologicKeep | EcologicLoseObject | EcologicOpenBuilding | EcologicOpenInitiative | EcologicOpenSpecial | EcologicPass | EcologicPlaceBuilding | EcologicPlaceInitiative | EcologicPlaceSpecial | EcologicRaise | EcologicRemoveBuilding | EcologicRemoveInitiative | EcologicTransfer | EcologicVeto | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ecologic_move_type_13 = EcologicLoseObject.from_dict(data)



                return componentsschemas_ecologic_move_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EcologicKeep | EcologicLoseObject | EcologicOpenBuilding | EcologicOpenInitiative | EcologicOpenSpecial | EcologicPass | EcologicPlaceBuilding | EcologicPlaceInitiative | EcologicPlaceSpecial | EcologicRaise | EcologicRemoveBuilding | EcologicRemoveInitiative | EcologicTransfer | EcologicVeto | None | Unset, data)

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


        ecologic_record_event = cls(
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


        ecologic_record_event.additional_properties = d
        return ecologic_record_event

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
