from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ecologic_my_match_status import EcologicMyMatchStatus
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.abandoned_item import AbandonedItem
  from ..models.abandonment_item import AbandonmentItem
  from ..models.autoplay_off_item import AutoplayOffItem
  from ..models.autoplay_on_item import AutoplayOnItem
  from ..models.cancelled_item import CancelledItem
  from ..models.claim_removed_item import ClaimRemovedItem
  from ..models.clocks import Clocks
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





T = TypeVar("T", bound="EcologicMyMatch")



@_attrs_define
class EcologicMyMatch:
    """ 
        Attributes:
            game (Literal['ecologic']):
            id (UUID):
            my_turn (bool):
            names (list[None | str]):
            seat (int):
            status (EcologicMyMatchStatus):
            to_act (list[int]):
            version (int):
            clocks (Clocks | None | Unset):
            deadline (datetime.datetime | None | Unset):
            last_move (list[AbandonedItem | AbandonmentItem | AutoplayOffItem | AutoplayOnItem | CancelledItem |
                ClaimRemovedItem | EcologicFactItem | ExpiredItem | FinishedItem | MoveTakenBackItem | ResignedItem |
                SeatClaimedItem | SpectatorDelayItem | StartedItem | TakebackCancelledItem | TakebackConsentedItem |
                TakebackDeclinedItem | TakebackRequestedItem | TimeControlItem | TimedOutItem] | Unset):
     """

    game: Literal['ecologic']
    id: UUID
    my_turn: bool
    names: list[None | str]
    seat: int
    status: EcologicMyMatchStatus
    to_act: list[int]
    version: int
    clocks: Clocks | None | Unset = UNSET
    deadline: datetime.datetime | None | Unset = UNSET
    last_move: list[AbandonedItem | AbandonmentItem | AutoplayOffItem | AutoplayOnItem | CancelledItem | ClaimRemovedItem | EcologicFactItem | ExpiredItem | FinishedItem | MoveTakenBackItem | ResignedItem | SeatClaimedItem | SpectatorDelayItem | StartedItem | TakebackCancelledItem | TakebackConsentedItem | TakebackDeclinedItem | TakebackRequestedItem | TimeControlItem | TimedOutItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.abandoned_item import AbandonedItem # noqa: PLC0415
        from ..models.abandonment_item import AbandonmentItem # noqa: PLC0415
        from ..models.autoplay_off_item import AutoplayOffItem # noqa: PLC0415
        from ..models.autoplay_on_item import AutoplayOnItem # noqa: PLC0415
        from ..models.cancelled_item import CancelledItem # noqa: PLC0415
        from ..models.claim_removed_item import ClaimRemovedItem # noqa: PLC0415
        from ..models.clocks import Clocks # noqa: PLC0415
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
        game = self.game

        id = str(self.id)

        my_turn = self.my_turn

        names = []
        for names_item_data in self.names:
            names_item: None | str
            names_item = names_item_data
            names.append(names_item)



        seat = self.seat

        status = self.status.value

        to_act = self.to_act



        version = self.version

        clocks: dict[str, Any] | None | Unset
        if isinstance(self.clocks, Unset):
            clocks = UNSET
        elif isinstance(self.clocks, Clocks):
            clocks = self.clocks.to_dict()
        else:
            clocks = self.clocks

        deadline: None | str | Unset
        if isinstance(self.deadline, Unset):
            deadline = UNSET
        elif isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        last_move: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.last_move, Unset):
            last_move = []
            for last_move_item_data in self.last_move:
                last_move_item: dict[str, Any]
                if isinstance(last_move_item_data, EcologicFactItem):
                    last_move_item = last_move_item_data.to_dict()
                elif isinstance(last_move_item_data, SeatClaimedItem):
                    last_move_item = last_move_item_data.to_dict()
                elif isinstance(last_move_item_data, StartedItem):
                    last_move_item = last_move_item_data.to_dict()
                elif isinstance(last_move_item_data, FinishedItem):
                    last_move_item = last_move_item_data.to_dict()
                elif isinstance(last_move_item_data, ResignedItem):
                    last_move_item = last_move_item_data.to_dict()
                elif isinstance(last_move_item_data, CancelledItem):
                    last_move_item = last_move_item_data.to_dict()
                elif isinstance(last_move_item_data, ExpiredItem):
                    last_move_item = last_move_item_data.to_dict()
                elif isinstance(last_move_item_data, AutoplayOnItem):
                    last_move_item = last_move_item_data.to_dict()
                elif isinstance(last_move_item_data, AutoplayOffItem):
                    last_move_item = last_move_item_data.to_dict()
                elif isinstance(last_move_item_data, ClaimRemovedItem):
                    last_move_item = last_move_item_data.to_dict()
                elif isinstance(last_move_item_data, TimeControlItem):
                    last_move_item = last_move_item_data.to_dict()
                elif isinstance(last_move_item_data, TimedOutItem):
                    last_move_item = last_move_item_data.to_dict()
                elif isinstance(last_move_item_data, AbandonmentItem):
                    last_move_item = last_move_item_data.to_dict()
                elif isinstance(last_move_item_data, AbandonedItem):
                    last_move_item = last_move_item_data.to_dict()
                elif isinstance(last_move_item_data, SpectatorDelayItem):
                    last_move_item = last_move_item_data.to_dict()
                elif isinstance(last_move_item_data, TakebackRequestedItem):
                    last_move_item = last_move_item_data.to_dict()
                elif isinstance(last_move_item_data, TakebackConsentedItem):
                    last_move_item = last_move_item_data.to_dict()
                elif isinstance(last_move_item_data, TakebackDeclinedItem):
                    last_move_item = last_move_item_data.to_dict()
                elif isinstance(last_move_item_data, TakebackCancelledItem):
                    last_move_item = last_move_item_data.to_dict()
                else:
                    last_move_item = last_move_item_data.to_dict()

                last_move.append(last_move_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "id": id,
            "my_turn": my_turn,
            "names": names,
            "seat": seat,
            "status": status,
            "to_act": to_act,
            "version": version,
        })
        if clocks is not UNSET:
            field_dict["clocks"] = clocks
        if deadline is not UNSET:
            field_dict["deadline"] = deadline
        if last_move is not UNSET:
            field_dict["last_move"] = last_move

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.abandoned_item import AbandonedItem # noqa: PLC0415
        from ..models.abandonment_item import AbandonmentItem # noqa: PLC0415
        from ..models.autoplay_off_item import AutoplayOffItem # noqa: PLC0415
        from ..models.autoplay_on_item import AutoplayOnItem # noqa: PLC0415
        from ..models.cancelled_item import CancelledItem # noqa: PLC0415
        from ..models.claim_removed_item import ClaimRemovedItem # noqa: PLC0415
        from ..models.clocks import Clocks # noqa: PLC0415
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
        game = cast(Literal['ecologic'] , d.pop("game"))
        if game != 'ecologic':
            raise ValueError(f"game must match const 'ecologic', got '{game}'")

        id = UUID(d.pop("id"))




        my_turn = d.pop("my_turn")

        names = []
        _names = d.pop("names")
        for names_item_data in (_names):
            def _parse_names_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            names_item = _parse_names_item(names_item_data)

            names.append(names_item)


        seat = d.pop("seat")

        status = EcologicMyMatchStatus(d.pop("status"))




        to_act = cast(list[int], d.pop("to_act"))


        version = d.pop("version")

        def _parse_clocks(data: object) -> Clocks | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clocks_type_0 = Clocks.from_dict(data)



                return clocks_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clocks | None | Unset, data)

        clocks = _parse_clocks(d.pop("clocks", UNSET))


        def _parse_deadline(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)



                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        deadline = _parse_deadline(d.pop("deadline", UNSET))


        _last_move = d.pop("last_move", UNSET)
        last_move: list[AbandonedItem | AbandonmentItem | AutoplayOffItem | AutoplayOnItem | CancelledItem | ClaimRemovedItem | EcologicFactItem | ExpiredItem | FinishedItem | MoveTakenBackItem | ResignedItem | SeatClaimedItem | SpectatorDelayItem | StartedItem | TakebackCancelledItem | TakebackConsentedItem | TakebackDeclinedItem | TakebackRequestedItem | TimeControlItem | TimedOutItem] | Unset = UNSET
        if _last_move is not UNSET:
            last_move = []
            for last_move_item_data in _last_move:
                def _parse_last_move_item(data: object) -> AbandonedItem | AbandonmentItem | AutoplayOffItem | AutoplayOnItem | CancelledItem | ClaimRemovedItem | EcologicFactItem | ExpiredItem | FinishedItem | MoveTakenBackItem | ResignedItem | SeatClaimedItem | SpectatorDelayItem | StartedItem | TakebackCancelledItem | TakebackConsentedItem | TakebackDeclinedItem | TakebackRequestedItem | TimeControlItem | TimedOutItem:
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

                last_move_item = _parse_last_move_item(last_move_item_data)

                last_move.append(last_move_item)


        ecologic_my_match = cls(
            game=game,
            id=id,
            my_turn=my_turn,
            names=names,
            seat=seat,
            status=status,
            to_act=to_act,
            version=version,
            clocks=clocks,
            deadline=deadline,
            last_move=last_move,
        )


        ecologic_my_match.additional_properties = d
        return ecologic_my_match

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
