from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rating import Rating





T = TypeVar("T", bound="SeatRating")



@_attrs_define
class SeatRating:
    """ 
        Attributes:
            after (Rating):
            before (Rating):
            place (int):
            player (str):
            seat (int):
     """

    after: Rating
    before: Rating
    place: int
    player: str
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.rating import Rating # noqa: PLC0415
        after = self.after.to_dict()

        before = self.before.to_dict()

        place = self.place

        player = self.player

        seat = self.seat


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "after": after,
            "before": before,
            "place": place,
            "player": player,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating import Rating # noqa: PLC0415
        d = dict(src_dict)
        after = Rating.from_dict(d.pop("after"))




        before = Rating.from_dict(d.pop("before"))




        place = d.pop("place")

        player = d.pop("player")

        seat = d.pop("seat")

        seat_rating = cls(
            after=after,
            before=before,
            place=place,
            player=player,
            seat=seat,
        )


        seat_rating.additional_properties = d
        return seat_rating

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
