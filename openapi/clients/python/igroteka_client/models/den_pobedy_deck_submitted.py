from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.den_pobedy_deck_submitted_type import DenPobedyDeckSubmittedType
from typing import cast






T = TypeVar("T", bound="DenPobedyDeckSubmitted")



@_attrs_define
class DenPobedyDeckSubmitted:
    """ The seat's deck as it built it, in one submission (seen by that seat only).

        Attributes:
            cards (list[str]):
            seat (int):
            type_ (DenPobedyDeckSubmittedType):
     """

    cards: list[str]
    seat: int
    type_: DenPobedyDeckSubmittedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))


        seat = d.pop("seat")

        type_ = DenPobedyDeckSubmittedType(d.pop("type"))




        den_pobedy_deck_submitted = cls(
            cards=cards,
            seat=seat,
            type_=type_,
        )


        den_pobedy_deck_submitted.additional_properties = d
        return den_pobedy_deck_submitted

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
