from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ecologic_event_drawn_type import EcologicEventDrawnType






T = TypeVar("T", bound="EcologicEventDrawn")



@_attrs_define
class EcologicEventDrawn:
    """ The turn owner drew the top event card: a new turn begins.

        Attributes:
            card (str):
            leader (int):
            turn (int):
            type_ (EcologicEventDrawnType):
     """

    card: str
    leader: int
    turn: int
    type_: EcologicEventDrawnType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        leader = self.leader

        turn = self.turn

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "leader": leader,
            "turn": turn,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        leader = d.pop("leader")

        turn = d.pop("turn")

        type_ = EcologicEventDrawnType(d.pop("type"))




        ecologic_event_drawn = cls(
            card=card,
            leader=leader,
            turn=turn,
            type_=type_,
        )


        ecologic_event_drawn.additional_properties = d
        return ecologic_event_drawn

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
