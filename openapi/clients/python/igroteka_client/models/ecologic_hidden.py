from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="EcologicHidden")



@_attrs_define
class EcologicHidden:
    """ Deck orders (top first) and the events left out in the two-player variant: auditor only.

        Attributes:
            event_deck (list[str]):
            events_removed (list[str]):
            initiative_deck (list[str]):
     """

    event_deck: list[str]
    events_removed: list[str]
    initiative_deck: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        event_deck = self.event_deck



        events_removed = self.events_removed



        initiative_deck = self.initiative_deck




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "event_deck": event_deck,
            "events_removed": events_removed,
            "initiative_deck": initiative_deck,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event_deck = cast(list[str], d.pop("event_deck"))


        events_removed = cast(list[str], d.pop("events_removed"))


        initiative_deck = cast(list[str], d.pop("initiative_deck"))


        ecologic_hidden = cls(
            event_deck=event_deck,
            events_removed=events_removed,
            initiative_deck=initiative_deck,
        )


        ecologic_hidden.additional_properties = d
        return ecologic_hidden

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
