from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ZavodyModifier")



@_attrs_define
class ZavodyModifier:
    """ A poster's lasting effect on some seats: from `first` round to `last` (0 = to the end).

        Attributes:
            amount (int):
            effect (str):
            first (int):
            last (int):
            poster (str):
            seats (list[int]):
     """

    amount: int
    effect: str
    first: int
    last: int
    poster: str
    seats: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        effect = self.effect

        first = self.first

        last = self.last

        poster = self.poster

        seats = self.seats




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "amount": amount,
            "effect": effect,
            "first": first,
            "last": last,
            "poster": poster,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        effect = d.pop("effect")

        first = d.pop("first")

        last = d.pop("last")

        poster = d.pop("poster")

        seats = cast(list[int], d.pop("seats"))


        zavody_modifier = cls(
            amount=amount,
            effect=effect,
            first=first,
            last=last,
            poster=poster,
            seats=seats,
        )


        zavody_modifier.additional_properties = d
        return zavody_modifier

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
