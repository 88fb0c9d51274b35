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
  from ..models.ecologic_object_lost import EcologicObjectLost
  from ..models.ecologic_opener_passed import EcologicOpenerPassed
  from ..models.ecologic_special_placed import EcologicSpecialPlaced
  from ..models.touched import Touched





T = TypeVar("T", bound="EcologicFactItem")



@_attrs_define
class EcologicFactItem:
    """ 
        Attributes:
            index (int): The item's place among the viewer's items of its event
            kind (Literal['fact']):
            version (int):
            body (EcologicAuctionOpened | EcologicAuctionUnsold | EcologicAuctionVetoed | EcologicAuctionWon |
                EcologicBidPassed | EcologicBidRaised | EcologicBuildingPlaced | EcologicBuildingRemoved |
                EcologicCoinsTransferred | EcologicEcologyApplied | EcologicEventDrawn | EcologicGameEnded | EcologicGameSetUp |
                EcologicIncomePaid | EcologicInitiativeLost | EcologicInitiativePlaced | EcologicInitiativeRemoved |
                EcologicInitiativeRevealed | EcologicInitiativesShuffled | EcologicItemKept | EcologicObjectLost |
                EcologicOpenerPassed | EcologicSpecialPlaced | Unset):
            seat (int | None | Unset):
            text (None | str | Unset): The item as a sentence in the reader's language (Accept-Language, or `lang`)
            touched (None | Touched | Unset): What a `fact` item touched (seats, cells, hexes, cards), as this viewer may
                see it: the items of a seat's last move name where it happened; null for a fact that touched nothing, or any
                other kind
     """

    index: int
    kind: Literal['fact']
    version: int
    body: EcologicAuctionOpened | EcologicAuctionUnsold | EcologicAuctionVetoed | EcologicAuctionWon | EcologicBidPassed | EcologicBidRaised | EcologicBuildingPlaced | EcologicBuildingRemoved | EcologicCoinsTransferred | EcologicEcologyApplied | EcologicEventDrawn | EcologicGameEnded | EcologicGameSetUp | EcologicIncomePaid | EcologicInitiativeLost | EcologicInitiativePlaced | EcologicInitiativeRemoved | EcologicInitiativeRevealed | EcologicInitiativesShuffled | EcologicItemKept | EcologicObjectLost | EcologicOpenerPassed | EcologicSpecialPlaced | Unset = UNSET
    seat: int | None | Unset = UNSET
    text: None | str | Unset = UNSET
    touched: None | Touched | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
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
        from ..models.ecologic_object_lost import EcologicObjectLost # noqa: PLC0415
        from ..models.ecologic_opener_passed import EcologicOpenerPassed # noqa: PLC0415
        from ..models.ecologic_special_placed import EcologicSpecialPlaced # noqa: PLC0415
        from ..models.touched import Touched # noqa: PLC0415
        index = self.index

        kind = self.kind

        version = self.version

        body: dict[str, Any] | Unset
        if isinstance(self.body, Unset):
            body = UNSET
        elif isinstance(self.body, EcologicGameSetUp):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicBuildingPlaced):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicSpecialPlaced):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicInitiativePlaced):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicItemKept):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicEventDrawn):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicOpenerPassed):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicAuctionOpened):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicBidRaised):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicBidPassed):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicAuctionVetoed):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicAuctionWon):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicAuctionUnsold):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicInitiativesShuffled):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicInitiativeRevealed):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicBuildingRemoved):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicInitiativeRemoved):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicCoinsTransferred):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicEcologyApplied):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicObjectLost):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicInitiativeLost):
            body = self.body.to_dict()
        elif isinstance(self.body, EcologicIncomePaid):
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
        from ..models.ecologic_object_lost import EcologicObjectLost # noqa: PLC0415
        from ..models.ecologic_opener_passed import EcologicOpenerPassed # noqa: PLC0415
        from ..models.ecologic_special_placed import EcologicSpecialPlaced # noqa: PLC0415
        from ..models.touched import Touched # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        kind = cast(Literal['fact'] , d.pop("kind"))
        if kind != 'fact':
            raise ValueError(f"kind must match const 'fact', got '{kind}'")

        version = d.pop("version")

        def _parse_body(data: object) -> EcologicAuctionOpened | EcologicAuctionUnsold | EcologicAuctionVetoed | EcologicAuctionWon | EcologicBidPassed | EcologicBidRaised | EcologicBuildingPlaced | EcologicBuildingRemoved | EcologicCoinsTransferred | EcologicEcologyApplied | EcologicEventDrawn | EcologicGameEnded | EcologicGameSetUp | EcologicIncomePaid | EcologicInitiativeLost | EcologicInitiativePlaced | EcologicInitiativeRemoved | EcologicInitiativeRevealed | EcologicInitiativesShuffled | EcologicItemKept | EcologicObjectLost | EcologicOpenerPassed | EcologicSpecialPlaced | Unset:
            if isinstance(data, Unset):
                return data
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


        ecologic_fact_item = cls(
            index=index,
            kind=kind,
            version=version,
            body=body,
            seat=seat,
            text=text,
            touched=touched,
        )


        ecologic_fact_item.additional_properties = d
        return ecologic_fact_item

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
