from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ecologic_game_set_up_type import EcologicGameSetUpType
from typing import cast






T = TypeVar("T", bound="EcologicGameSetUp")



@_attrs_define
class EcologicGameSetUp:
    """ Turn order by lot, the map (tile per position), the decks (top first) and the purses.

        ``event_deck``, ``events_removed`` and ``initiative_deck`` are hidden: redacted to empty lists
        for every viewer but the auditor (the counts stay).

        Attributes:
            event_count (int):
            event_deck (list[str]):
            events_removed (list[str]):
            initiative_count (int):
            initiative_deck (list[str]):
            layout (list[str]):
            order (list[int]):
            reduced_map (bool):
            seats (int):
            type_ (EcologicGameSetUpType):
     """

    event_count: int
    event_deck: list[str]
    events_removed: list[str]
    initiative_count: int
    initiative_deck: list[str]
    layout: list[str]
    order: list[int]
    reduced_map: bool
    seats: int
    type_: EcologicGameSetUpType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        event_count = self.event_count

        event_deck = self.event_deck



        events_removed = self.events_removed



        initiative_count = self.initiative_count

        initiative_deck = self.initiative_deck



        layout = self.layout



        order = self.order



        reduced_map = self.reduced_map

        seats = self.seats

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "event_count": event_count,
            "event_deck": event_deck,
            "events_removed": events_removed,
            "initiative_count": initiative_count,
            "initiative_deck": initiative_deck,
            "layout": layout,
            "order": order,
            "reduced_map": reduced_map,
            "seats": seats,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event_count = d.pop("event_count")

        event_deck = cast(list[str], d.pop("event_deck"))


        events_removed = cast(list[str], d.pop("events_removed"))


        initiative_count = d.pop("initiative_count")

        initiative_deck = cast(list[str], d.pop("initiative_deck"))


        layout = cast(list[str], d.pop("layout"))


        order = cast(list[int], d.pop("order"))


        reduced_map = d.pop("reduced_map")

        seats = d.pop("seats")

        type_ = EcologicGameSetUpType(d.pop("type"))




        ecologic_game_set_up = cls(
            event_count=event_count,
            event_deck=event_deck,
            events_removed=events_removed,
            initiative_count=initiative_count,
            initiative_deck=initiative_deck,
            layout=layout,
            order=order,
            reduced_map=reduced_map,
            seats=seats,
            type_=type_,
        )


        ecologic_game_set_up.additional_properties = d
        return ecologic_game_set_up

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
