from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="RatingPoint")



@_attrs_define
class RatingPoint:
    """ 
        Attributes:
            at (datetime.datetime):
            conservative (float):
            deviation (float):
            deviation_before (float):
            games (int):
            match (str):
            place (int):
            rating (float):
            rating_before (float):
     """

    at: datetime.datetime
    conservative: float
    deviation: float
    deviation_before: float
    games: int
    match: str
    place: int
    rating: float
    rating_before: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        conservative = self.conservative

        deviation = self.deviation

        deviation_before = self.deviation_before

        games = self.games

        match = self.match

        place = self.place

        rating = self.rating

        rating_before = self.rating_before


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "at": at,
            "conservative": conservative,
            "deviation": deviation,
            "deviation_before": deviation_before,
            "games": games,
            "match": match,
            "place": place,
            "rating": rating,
            "rating_before": rating_before,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))




        conservative = d.pop("conservative")

        deviation = d.pop("deviation")

        deviation_before = d.pop("deviation_before")

        games = d.pop("games")

        match = d.pop("match")

        place = d.pop("place")

        rating = d.pop("rating")

        rating_before = d.pop("rating_before")

        rating_point = cls(
            at=at,
            conservative=conservative,
            deviation=deviation,
            deviation_before=deviation_before,
            games=games,
            match=match,
            place=place,
            rating=rating,
            rating_before=rating_before,
        )


        rating_point.additional_properties = d
        return rating_point

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
