from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.game_rating import GameRating
  from ..models.match_counts import MatchCounts
  from ..models.played_match import PlayedMatch





T = TypeVar("T", bound="Profile")



@_attrs_define
class Profile:
    """ 
        Attributes:
            counts (MatchCounts):
            created_at (datetime.datetime):
            id (str):
            name (str):
            recent (list[PlayedMatch]):
            ratings (list[GameRating] | Unset):
     """

    counts: MatchCounts
    created_at: datetime.datetime
    id: str
    name: str
    recent: list[PlayedMatch]
    ratings: list[GameRating] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_rating import GameRating # noqa: PLC0415
        from ..models.match_counts import MatchCounts # noqa: PLC0415
        from ..models.played_match import PlayedMatch # noqa: PLC0415
        counts = self.counts.to_dict()

        created_at = self.created_at.isoformat()

        id = self.id

        name = self.name

        recent = []
        for recent_item_data in self.recent:
            recent_item = recent_item_data.to_dict()
            recent.append(recent_item)



        ratings: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.ratings, Unset):
            ratings = []
            for ratings_item_data in self.ratings:
                ratings_item = ratings_item_data.to_dict()
                ratings.append(ratings_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "counts": counts,
            "created_at": created_at,
            "id": id,
            "name": name,
            "recent": recent,
        })
        if ratings is not UNSET:
            field_dict["ratings"] = ratings

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_rating import GameRating # noqa: PLC0415
        from ..models.match_counts import MatchCounts # noqa: PLC0415
        from ..models.played_match import PlayedMatch # noqa: PLC0415
        d = dict(src_dict)
        counts = MatchCounts.from_dict(d.pop("counts"))




        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        id = d.pop("id")

        name = d.pop("name")

        recent = []
        _recent = d.pop("recent")
        for recent_item_data in (_recent):
            recent_item = PlayedMatch.from_dict(recent_item_data)



            recent.append(recent_item)


        _ratings = d.pop("ratings", UNSET)
        ratings: list[GameRating] | Unset = UNSET
        if _ratings is not UNSET:
            ratings = []
            for ratings_item_data in _ratings:
                ratings_item = GameRating.from_dict(ratings_item_data)



                ratings.append(ratings_item)


        profile = cls(
            counts=counts,
            created_at=created_at,
            id=id,
            name=name,
            recent=recent,
            ratings=ratings,
        )


        profile.additional_properties = d
        return profile

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
