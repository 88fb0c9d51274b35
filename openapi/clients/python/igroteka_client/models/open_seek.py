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
  from ..models.open_seek_options import OpenSeekOptions
  from ..models.time_control import TimeControl





T = TypeVar("T", bound="OpenSeek")



@_attrs_define
class OpenSeek:
    """ 
        Attributes:
            created_at (datetime.datetime):
            game (str):
            id (str):
            name (str):
            options (OpenSeekOptions):
            rated (bool):
            seats (int):
            time_control (None | TimeControl):
            bots_after (float | None | Unset):
            rating (float | None | Unset):
     """

    created_at: datetime.datetime
    game: str
    id: str
    name: str
    options: OpenSeekOptions
    rated: bool
    seats: int
    time_control: None | TimeControl
    bots_after: float | None | Unset = UNSET
    rating: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.open_seek_options import OpenSeekOptions # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        created_at = self.created_at.isoformat()

        game = self.game

        id = self.id

        name = self.name

        options = self.options.to_dict()

        rated = self.rated

        seats = self.seats

        time_control: dict[str, Any] | None
        if isinstance(self.time_control, TimeControl):
            time_control = self.time_control.to_dict()
        else:
            time_control = self.time_control

        bots_after: float | None | Unset
        if isinstance(self.bots_after, Unset):
            bots_after = UNSET
        else:
            bots_after = self.bots_after

        rating: float | None | Unset
        if isinstance(self.rating, Unset):
            rating = UNSET
        else:
            rating = self.rating


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "game": game,
            "id": id,
            "name": name,
            "options": options,
            "rated": rated,
            "seats": seats,
            "time_control": time_control,
        })
        if bots_after is not UNSET:
            field_dict["bots_after"] = bots_after
        if rating is not UNSET:
            field_dict["rating"] = rating

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.open_seek_options import OpenSeekOptions # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        game = d.pop("game")

        id = d.pop("id")

        name = d.pop("name")

        options = OpenSeekOptions.from_dict(d.pop("options"))




        rated = d.pop("rated")

        seats = d.pop("seats")

        def _parse_time_control(data: object) -> None | TimeControl:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                time_control_type_0 = TimeControl.from_dict(data)



                return time_control_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TimeControl, data)

        time_control = _parse_time_control(d.pop("time_control"))


        def _parse_bots_after(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        bots_after = _parse_bots_after(d.pop("bots_after", UNSET))


        def _parse_rating(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        rating = _parse_rating(d.pop("rating", UNSET))


        open_seek = cls(
            created_at=created_at,
            game=game,
            id=id,
            name=name,
            options=options,
            rated=rated,
            seats=seats,
            time_control=time_control,
            bots_after=bots_after,
            rating=rating,
        )


        open_seek.additional_properties = d
        return open_seek

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
