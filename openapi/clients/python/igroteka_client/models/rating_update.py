from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rating_update_system import RatingUpdateSystem
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.seat_rating import SeatRating





T = TypeVar("T", bound="RatingUpdate")



@_attrs_define
class RatingUpdate:
    """ 
        Attributes:
            at (datetime.datetime):
            game (str):
            match (str):
            position (int):
            seats (list[SeatRating]):
            system (RatingUpdateSystem):
     """

    at: datetime.datetime
    game: str
    match: str
    position: int
    seats: list[SeatRating]
    system: RatingUpdateSystem
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_rating import SeatRating # noqa: PLC0415
        at = self.at.isoformat()

        game = self.game

        match = self.match

        position = self.position

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        system = self.system.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "at": at,
            "game": game,
            "match": match,
            "position": position,
            "seats": seats,
            "system": system,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_rating import SeatRating # noqa: PLC0415
        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))




        game = d.pop("game")

        match = d.pop("match")

        position = d.pop("position")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatRating.from_dict(seats_item_data)



            seats.append(seats_item)


        system = RatingUpdateSystem(d.pop("system"))




        rating_update = cls(
            at=at,
            game=game,
            match=match,
            position=position,
            seats=seats,
            system=system,
        )


        rating_update.additional_properties = d
        return rating_update

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
