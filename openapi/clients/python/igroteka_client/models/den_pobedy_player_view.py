from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.den_pobedy_card_ref import DenPobedyCardRef
  from ..models.den_pobedy_card_view import DenPobedyCardView





T = TypeVar("T", bound="DenPobedyPlayerView")



@_attrs_define
class DenPobedyPlayerView:
    """ 
        Attributes:
            deck_count (int):
            hand_count (int):
            kept (bool):
            line1 (list[DenPobedyCardView]):
            line2 (list[DenPobedyCardView]):
            losses_count (int):
            ready (bool):
            redeals (int):
            reserve (list[DenPobedyCardView]):
            resources (list[DenPobedyCardView]):
            resources_played (int):
            seat (int):
            side (str):
            building (list[DenPobedyCardRef] | None | Unset):
            deck (list[DenPobedyCardRef] | None | Unset):
            hand (list[DenPobedyCardRef] | None | Unset):
            losses (list[DenPobedyCardRef] | None | Unset):
            shown (list[DenPobedyCardRef] | None | Unset):
     """

    deck_count: int
    hand_count: int
    kept: bool
    line1: list[DenPobedyCardView]
    line2: list[DenPobedyCardView]
    losses_count: int
    ready: bool
    redeals: int
    reserve: list[DenPobedyCardView]
    resources: list[DenPobedyCardView]
    resources_played: int
    seat: int
    side: str
    building: list[DenPobedyCardRef] | None | Unset = UNSET
    deck: list[DenPobedyCardRef] | None | Unset = UNSET
    hand: list[DenPobedyCardRef] | None | Unset = UNSET
    losses: list[DenPobedyCardRef] | None | Unset = UNSET
    shown: list[DenPobedyCardRef] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.den_pobedy_card_ref import DenPobedyCardRef # noqa: PLC0415
        from ..models.den_pobedy_card_view import DenPobedyCardView # noqa: PLC0415
        deck_count = self.deck_count

        hand_count = self.hand_count

        kept = self.kept

        line1 = []
        for line1_item_data in self.line1:
            line1_item = line1_item_data.to_dict()
            line1.append(line1_item)



        line2 = []
        for line2_item_data in self.line2:
            line2_item = line2_item_data.to_dict()
            line2.append(line2_item)



        losses_count = self.losses_count

        ready = self.ready

        redeals = self.redeals

        reserve = []
        for reserve_item_data in self.reserve:
            reserve_item = reserve_item_data.to_dict()
            reserve.append(reserve_item)



        resources = []
        for resources_item_data in self.resources:
            resources_item = resources_item_data.to_dict()
            resources.append(resources_item)



        resources_played = self.resources_played

        seat = self.seat

        side = self.side

        building: list[dict[str, Any]] | None | Unset
        if isinstance(self.building, Unset):
            building = UNSET
        elif isinstance(self.building, list):
            building = []
            for building_type_0_item_data in self.building:
                building_type_0_item = building_type_0_item_data.to_dict()
                building.append(building_type_0_item)


        else:
            building = self.building

        deck: list[dict[str, Any]] | None | Unset
        if isinstance(self.deck, Unset):
            deck = UNSET
        elif isinstance(self.deck, list):
            deck = []
            for deck_type_0_item_data in self.deck:
                deck_type_0_item = deck_type_0_item_data.to_dict()
                deck.append(deck_type_0_item)


        else:
            deck = self.deck

        hand: list[dict[str, Any]] | None | Unset
        if isinstance(self.hand, Unset):
            hand = UNSET
        elif isinstance(self.hand, list):
            hand = []
            for hand_type_0_item_data in self.hand:
                hand_type_0_item = hand_type_0_item_data.to_dict()
                hand.append(hand_type_0_item)


        else:
            hand = self.hand

        losses: list[dict[str, Any]] | None | Unset
        if isinstance(self.losses, Unset):
            losses = UNSET
        elif isinstance(self.losses, list):
            losses = []
            for losses_type_0_item_data in self.losses:
                losses_type_0_item = losses_type_0_item_data.to_dict()
                losses.append(losses_type_0_item)


        else:
            losses = self.losses

        shown: list[dict[str, Any]] | None | Unset
        if isinstance(self.shown, Unset):
            shown = UNSET
        elif isinstance(self.shown, list):
            shown = []
            for shown_type_0_item_data in self.shown:
                shown_type_0_item = shown_type_0_item_data.to_dict()
                shown.append(shown_type_0_item)


        else:
            shown = self.shown


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deck_count": deck_count,
            "hand_count": hand_count,
            "kept": kept,
            "line1": line1,
            "line2": line2,
            "losses_count": losses_count,
            "ready": ready,
            "redeals": redeals,
            "reserve": reserve,
            "resources": resources,
            "resources_played": resources_played,
            "seat": seat,
            "side": side,
        })
        if building is not UNSET:
            field_dict["building"] = building
        if deck is not UNSET:
            field_dict["deck"] = deck
        if hand is not UNSET:
            field_dict["hand"] = hand
        if losses is not UNSET:
            field_dict["losses"] = losses
        if shown is not UNSET:
            field_dict["shown"] = shown

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.den_pobedy_card_ref import DenPobedyCardRef # noqa: PLC0415
        from ..models.den_pobedy_card_view import DenPobedyCardView # noqa: PLC0415
        d = dict(src_dict)
        deck_count = d.pop("deck_count")

        hand_count = d.pop("hand_count")

        kept = d.pop("kept")

        line1 = []
        _line1 = d.pop("line1")
        for line1_item_data in (_line1):
            line1_item = DenPobedyCardView.from_dict(line1_item_data)



            line1.append(line1_item)


        line2 = []
        _line2 = d.pop("line2")
        for line2_item_data in (_line2):
            line2_item = DenPobedyCardView.from_dict(line2_item_data)



            line2.append(line2_item)


        losses_count = d.pop("losses_count")

        ready = d.pop("ready")

        redeals = d.pop("redeals")

        reserve = []
        _reserve = d.pop("reserve")
        for reserve_item_data in (_reserve):
            reserve_item = DenPobedyCardView.from_dict(reserve_item_data)



            reserve.append(reserve_item)


        resources = []
        _resources = d.pop("resources")
        for resources_item_data in (_resources):
            resources_item = DenPobedyCardView.from_dict(resources_item_data)



            resources.append(resources_item)


        resources_played = d.pop("resources_played")

        seat = d.pop("seat")

        side = d.pop("side")

        def _parse_building(data: object) -> list[DenPobedyCardRef] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                building_type_0 = []
                _building_type_0 = data
                for building_type_0_item_data in (_building_type_0):
                    building_type_0_item = DenPobedyCardRef.from_dict(building_type_0_item_data)



                    building_type_0.append(building_type_0_item)

                return building_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[DenPobedyCardRef] | None | Unset, data)

        building = _parse_building(d.pop("building", UNSET))


        def _parse_deck(data: object) -> list[DenPobedyCardRef] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                deck_type_0 = []
                _deck_type_0 = data
                for deck_type_0_item_data in (_deck_type_0):
                    deck_type_0_item = DenPobedyCardRef.from_dict(deck_type_0_item_data)



                    deck_type_0.append(deck_type_0_item)

                return deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[DenPobedyCardRef] | None | Unset, data)

        deck = _parse_deck(d.pop("deck", UNSET))


        def _parse_hand(data: object) -> list[DenPobedyCardRef] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = []
                _hand_type_0 = data
                for hand_type_0_item_data in (_hand_type_0):
                    hand_type_0_item = DenPobedyCardRef.from_dict(hand_type_0_item_data)



                    hand_type_0.append(hand_type_0_item)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[DenPobedyCardRef] | None | Unset, data)

        hand = _parse_hand(d.pop("hand", UNSET))


        def _parse_losses(data: object) -> list[DenPobedyCardRef] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                losses_type_0 = []
                _losses_type_0 = data
                for losses_type_0_item_data in (_losses_type_0):
                    losses_type_0_item = DenPobedyCardRef.from_dict(losses_type_0_item_data)



                    losses_type_0.append(losses_type_0_item)

                return losses_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[DenPobedyCardRef] | None | Unset, data)

        losses = _parse_losses(d.pop("losses", UNSET))


        def _parse_shown(data: object) -> list[DenPobedyCardRef] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                shown_type_0 = []
                _shown_type_0 = data
                for shown_type_0_item_data in (_shown_type_0):
                    shown_type_0_item = DenPobedyCardRef.from_dict(shown_type_0_item_data)



                    shown_type_0.append(shown_type_0_item)

                return shown_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[DenPobedyCardRef] | None | Unset, data)

        shown = _parse_shown(d.pop("shown", UNSET))


        den_pobedy_player_view = cls(
            deck_count=deck_count,
            hand_count=hand_count,
            kept=kept,
            line1=line1,
            line2=line2,
            losses_count=losses_count,
            ready=ready,
            redeals=redeals,
            reserve=reserve,
            resources=resources,
            resources_played=resources_played,
            seat=seat,
            side=side,
            building=building,
            deck=deck,
            hand=hand,
            losses=losses,
            shown=shown,
        )


        den_pobedy_player_view.additional_properties = d
        return den_pobedy_player_view

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
