from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.ecologic_fact_item import EcologicFactItem
  from ..models.finished_item import FinishedItem
  from ..models.seat_claimed_item import SeatClaimedItem
  from ..models.started_item import StartedItem





T = TypeVar("T", bound="EcologicMoveAccepted")



@_attrs_define
class EcologicMoveAccepted:
    """ 
        Attributes:
            events (list[EcologicFactItem | FinishedItem | SeatClaimedItem | StartedItem]):
            game (Literal['ecologic']):
            version (int):
     """

    events: list[EcologicFactItem | FinishedItem | SeatClaimedItem | StartedItem]
    game: Literal['ecologic']
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ecologic_fact_item import EcologicFactItem # noqa: PLC0415
        from ..models.finished_item import FinishedItem # noqa: PLC0415
        from ..models.seat_claimed_item import SeatClaimedItem # noqa: PLC0415
        from ..models.started_item import StartedItem # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, EcologicFactItem):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatClaimedItem):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StartedItem):
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
        from ..models.ecologic_fact_item import EcologicFactItem # noqa: PLC0415
        from ..models.finished_item import FinishedItem # noqa: PLC0415
        from ..models.seat_claimed_item import SeatClaimedItem # noqa: PLC0415
        from ..models.started_item import StartedItem # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> EcologicFactItem | FinishedItem | SeatClaimedItem | StartedItem:
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
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ecologic_feed_item_type_3 = FinishedItem.from_dict(data)



                return componentsschemas_ecologic_feed_item_type_3

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        game = cast(Literal['ecologic'] , d.pop("game"))
        if game != 'ecologic':
            raise ValueError(f"game must match const 'ecologic', got '{game}'")

        version = d.pop("version")

        ecologic_move_accepted = cls(
            events=events,
            game=game,
            version=version,
        )


        ecologic_move_accepted.additional_properties = d
        return ecologic_move_accepted

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
