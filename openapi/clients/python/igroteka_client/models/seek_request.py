from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.rating_range import RatingRange
  from ..models.seek_request_options import SeekRequestOptions
  from ..models.time_control import TimeControl





T = TypeVar("T", bound="SeekRequest")



@_attrs_define
class SeekRequest:
    """ 
        Attributes:
            game (str):
            seats (int):
            bots_after (float | None | Unset):
            name (None | str | Unset): A player's name, stored NFC-normalised: no control, direction-override or invisible
                characters (problem name_invisible), 1–32 characters that show and at most 128 code points as sent (name_empty,
                name_too_long), and no other seat of the match or player of the tournament with the same name regardless of case
                and width (name_taken).
            options (SeekRequestOptions | Unset):
            rated (bool | Unset):  Default: False.
            rating_range (None | RatingRange | Unset):
            time_control (None | TimeControl | Unset):
     """

    game: str
    seats: int
    bots_after: float | None | Unset = UNSET
    name: None | str | Unset = UNSET
    options: SeekRequestOptions | Unset = UNSET
    rated: bool | Unset = False
    rating_range: None | RatingRange | Unset = UNSET
    time_control: None | TimeControl | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.rating_range import RatingRange # noqa: PLC0415
        from ..models.seek_request_options import SeekRequestOptions # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        game = self.game

        seats = self.seats

        bots_after: float | None | Unset
        if isinstance(self.bots_after, Unset):
            bots_after = UNSET
        else:
            bots_after = self.bots_after

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rated = self.rated

        rating_range: dict[str, Any] | None | Unset
        if isinstance(self.rating_range, Unset):
            rating_range = UNSET
        elif isinstance(self.rating_range, RatingRange):
            rating_range = self.rating_range.to_dict()
        else:
            rating_range = self.rating_range

        time_control: dict[str, Any] | None | Unset
        if isinstance(self.time_control, Unset):
            time_control = UNSET
        elif isinstance(self.time_control, TimeControl):
            time_control = self.time_control.to_dict()
        else:
            time_control = self.time_control


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "seats": seats,
        })
        if bots_after is not UNSET:
            field_dict["bots_after"] = bots_after
        if name is not UNSET:
            field_dict["name"] = name
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated
        if rating_range is not UNSET:
            field_dict["rating_range"] = rating_range
        if time_control is not UNSET:
            field_dict["time_control"] = time_control

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_range import RatingRange # noqa: PLC0415
        from ..models.seek_request_options import SeekRequestOptions # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        seats = d.pop("seats")

        def _parse_bots_after(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        bots_after = _parse_bots_after(d.pop("bots_after", UNSET))


        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        _options = d.pop("options", UNSET)
        options: SeekRequestOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = SeekRequestOptions.from_dict(_options)




        rated = d.pop("rated", UNSET)

        def _parse_rating_range(data: object) -> None | RatingRange | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rating_range_type_0 = RatingRange.from_dict(data)



                return rating_range_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RatingRange | Unset, data)

        rating_range = _parse_rating_range(d.pop("rating_range", UNSET))


        def _parse_time_control(data: object) -> None | TimeControl | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                time_control_type_0 = TimeControl.from_dict(data)



                return time_control_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TimeControl | Unset, data)

        time_control = _parse_time_control(d.pop("time_control", UNSET))


        seek_request = cls(
            game=game,
            seats=seats,
            bots_after=bots_after,
            name=name,
            options=options,
            rated=rated,
            rating_range=rating_range,
            time_control=time_control,
        )


        seek_request.additional_properties = d
        return seek_request

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
