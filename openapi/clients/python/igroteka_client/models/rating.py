from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="Rating")



@_attrs_define
class Rating:
    """ 
        Attributes:
            deviation (float):
            value (float):
            games (int | Unset):  Default: 0.
            volatility (float | Unset):  Default: 0.0.
     """

    deviation: float
    value: float
    games: int | Unset = 0
    volatility: float | Unset = 0.0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        deviation = self.deviation

        value = self.value

        games = self.games

        volatility = self.volatility


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deviation": deviation,
            "value": value,
        })
        if games is not UNSET:
            field_dict["games"] = games
        if volatility is not UNSET:
            field_dict["volatility"] = volatility

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deviation = d.pop("deviation")

        value = d.pop("value")

        games = d.pop("games", UNSET)

        volatility = d.pop("volatility", UNSET)

        rating = cls(
            deviation=deviation,
            value=value,
            games=games,
            volatility=volatility,
        )


        rating.additional_properties = d
        return rating

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
