from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.abandoned_item import AbandonedItem
  from ..models.abandonment_item import AbandonmentItem
  from ..models.autoplay_off_item import AutoplayOffItem
  from ..models.autoplay_on_item import AutoplayOnItem
  from ..models.cancelled_item import CancelledItem
  from ..models.claim_removed_item import ClaimRemovedItem
  from ..models.ecologic_fact_item import EcologicFactItem
  from ..models.expired_item import ExpiredItem
  from ..models.finished_item import FinishedItem
  from ..models.move_taken_back_item import MoveTakenBackItem
  from ..models.resigned_item import ResignedItem
  from ..models.seat_claimed_item import SeatClaimedItem
  from ..models.spectator_delay_item import SpectatorDelayItem
  from ..models.started_item import StartedItem
  from ..models.takeback_cancelled_item import TakebackCancelledItem
  from ..models.takeback_consented_item import TakebackConsentedItem
  from ..models.takeback_declined_item import TakebackDeclinedItem
  from ..models.takeback_requested_item import TakebackRequestedItem
  from ..models.time_control_item import TimeControlItem
  from ..models.timed_out_item import TimedOutItem





T = TypeVar("T", bound="EcologicEvents")



@_attrs_define
class EcologicEvents:
    """ 
        Attributes:
            events (list[AbandonedItem | AbandonmentItem | AutoplayOffItem | AutoplayOnItem | CancelledItem |
                ClaimRemovedItem | EcologicFactItem | ExpiredItem | FinishedItem | MoveTakenBackItem | ResignedItem |
                SeatClaimedItem | SpectatorDelayItem | StartedItem | TakebackCancelledItem | TakebackConsentedItem |
                TakebackDeclinedItem | TakebackRequestedItem | TimeControlItem | TimedOutItem]):
            game (Literal['ecologic']):
            version (int):
     """

    events: list[AbandonedItem | AbandonmentItem | AutoplayOffItem | AutoplayOnItem | CancelledItem | ClaimRemovedItem | EcologicFactItem | ExpiredItem | FinishedItem | MoveTakenBackItem | ResignedItem | SeatClaimedItem | SpectatorDelayItem | StartedItem | TakebackCancelledItem | TakebackConsentedItem | TakebackDeclinedItem | TakebackRequestedItem | TimeControlItem | TimedOutItem]
    game: Literal['ecologic']
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.abandoned_item import AbandonedItem # noqa: PLC0415
        from ..models.abandonment_item import AbandonmentItem # noqa: PLC0415
        from ..models.autoplay_off_item import AutoplayOffItem # noqa: PLC0415
        from ..models.autoplay_on_item import AutoplayOnItem # noqa: PLC0415
        from ..models.cancelled_item import CancelledItem # noqa: PLC0415
        from ..models.claim_removed_item import ClaimRemovedItem # noqa: PLC0415
        from ..models.ecologic_fact_item import EcologicFactItem # noqa: PLC0415
        from ..models.expired_item import ExpiredItem # noqa: PLC0415
        from ..models.finished_item import FinishedItem # noqa: PLC0415
        from ..models.move_taken_back_item import MoveTakenBackItem # noqa: PLC0415
        from ..models.resigned_item import ResignedItem # noqa: PLC0415
        from ..models.seat_claimed_item import SeatClaimedItem # noqa: PLC0415
        from ..models.spectator_delay_item import SpectatorDelayItem # noqa: PLC0415
        from ..models.started_item import StartedItem # noqa: PLC0415
        from ..models.takeback_cancelled_item import TakebackCancelledItem # noqa: PLC0415
        from ..models.takeback_consented_item import TakebackConsentedItem # noqa: PLC0415
        from ..models.takeback_declined_item import TakebackDeclinedItem # noqa: PLC0415
        from ..models.takeback_requested_item import TakebackRequestedItem # noqa: PLC0415
        from ..models.time_control_item import TimeControlItem # noqa: PLC0415
        from ..models.timed_out_item import TimedOutItem # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, EcologicFactItem):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatClaimedItem):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StartedItem):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FinishedItem):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ResignedItem):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CancelledItem):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExpiredItem):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AutoplayOnItem):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AutoplayOffItem):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ClaimRemovedItem):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TimeControlItem):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TimedOutItem):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AbandonmentItem):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AbandonedItem):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SpectatorDelayItem):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TakebackRequestedItem):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TakebackConsentedItem):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TakebackDeclinedItem):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TakebackCancelledItem):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        game = self.game

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "events": events,
            "game": game,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.abandoned_item import AbandonedItem # noqa: PLC0415
        from ..models.abandonment_item import AbandonmentItem # noqa: PLC0415
        from ..models.autoplay_off_item import AutoplayOffItem # noqa: PLC0415
        from ..models.autoplay_on_item import AutoplayOnItem # noqa: PLC0415
        from ..models.cancelled_item import CancelledItem # noqa: PLC0415
        from ..models.claim_removed_item import ClaimRemovedItem # noqa: PLC0415
        from ..models.ecologic_fact_item import EcologicFactItem # noqa: PLC0415
        from ..models.expired_item import ExpiredItem # noqa: PLC0415
        from ..models.finished_item import FinishedItem # noqa: PLC0415
        from ..models.move_taken_back_item import MoveTakenBackItem # noqa: PLC0415
        from ..models.resigned_item import ResignedItem # noqa: PLC0415
        from ..models.seat_claimed_item import SeatClaimedItem # noqa: PLC0415
        from ..models.spectator_delay_item import SpectatorDelayItem # noqa: PLC0415
        from ..models.started_item import StartedItem # noqa: PLC0415
        from ..models.takeback_cancelled_item import TakebackCancelledItem # noqa: PLC0415
        from ..models.takeback_consented_item import TakebackConsentedItem # noqa: PLC0415
        from ..models.takeback_declined_item import TakebackDeclinedItem # noqa: PLC0415
        from ..models.takeback_requested_item import TakebackRequestedItem # noqa: PLC0415
        from ..models.time_control_item import TimeControlItem # noqa: PLC0415
        from ..models.timed_out_item import TimedOutItem # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> AbandonedItem | AbandonmentItem | AutoplayOffItem | AutoplayOnItem | CancelledItem | ClaimRemovedItem | EcologicFactItem | ExpiredItem | FinishedItem | MoveTakenBackItem | ResignedItem | SeatClaimedItem | SpectatorDelayItem | StartedItem | TakebackCancelledItem | TakebackConsentedItem | TakebackDeclinedItem | TakebackRequestedItem | TimeControlItem | TimedOutItem:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_feed_item_type_0 = EcologicFactItem.from_dict(data)



                    return componentsschemas_ecologic_feed_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_feed_item_type_1 = SeatClaimedItem.from_dict(data)



                    return componentsschemas_ecologic_feed_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_feed_item_type_2 = StartedItem.from_dict(data)



                    return componentsschemas_ecologic_feed_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_feed_item_type_3 = FinishedItem.from_dict(data)



                    return componentsschemas_ecologic_feed_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_feed_item_type_4 = ResignedItem.from_dict(data)



                    return componentsschemas_ecologic_feed_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_feed_item_type_5 = CancelledItem.from_dict(data)



                    return componentsschemas_ecologic_feed_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_feed_item_type_6 = ExpiredItem.from_dict(data)



                    return componentsschemas_ecologic_feed_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_feed_item_type_7 = AutoplayOnItem.from_dict(data)



                    return componentsschemas_ecologic_feed_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_feed_item_type_8 = AutoplayOffItem.from_dict(data)



                    return componentsschemas_ecologic_feed_item_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_feed_item_type_9 = ClaimRemovedItem.from_dict(data)



                    return componentsschemas_ecologic_feed_item_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_feed_item_type_10 = TimeControlItem.from_dict(data)



                    return componentsschemas_ecologic_feed_item_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_feed_item_type_11 = TimedOutItem.from_dict(data)



                    return componentsschemas_ecologic_feed_item_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_feed_item_type_12 = AbandonmentItem.from_dict(data)



                    return componentsschemas_ecologic_feed_item_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_feed_item_type_13 = AbandonedItem.from_dict(data)



                    return componentsschemas_ecologic_feed_item_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_feed_item_type_14 = SpectatorDelayItem.from_dict(data)



                    return componentsschemas_ecologic_feed_item_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_feed_item_type_15 = TakebackRequestedItem.from_dict(data)



                    return componentsschemas_ecologic_feed_item_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_feed_item_type_16 = TakebackConsentedItem.from_dict(data)



                    return componentsschemas_ecologic_feed_item_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_feed_item_type_17 = TakebackDeclinedItem.from_dict(data)



                    return componentsschemas_ecologic_feed_item_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ecologic_feed_item_type_18 = TakebackCancelledItem.from_dict(data)



                    return componentsschemas_ecologic_feed_item_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ecologic_feed_item_type_19 = MoveTakenBackItem.from_dict(data)



                return componentsschemas_ecologic_feed_item_type_19

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        game = cast(Literal['ecologic'] , d.pop("game"))
        if game != 'ecologic':
            raise ValueError(f"game must match const 'ecologic', got '{game}'")

        version = d.pop("version")

        ecologic_events = cls(
            events=events,
            game=game,
            version=version,
        )


        ecologic_events.additional_properties = d
        return ecologic_events

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
