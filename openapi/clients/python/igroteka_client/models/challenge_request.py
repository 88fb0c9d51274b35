from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.challenge_request_options import ChallengeRequestOptions
  from ..models.time_control import TimeControl





T = TypeVar("T", bound="ChallengeRequest")



@_attrs_define
class ChallengeRequest:
    """ 
        Attributes:
            game (str):
            player (str):
            options (ChallengeRequestOptions | Unset):
            rated (bool | Unset):  Default: False.
            seat (int | None | Unset):
            seats (int | Unset):  Default: 2.
            time_control (None | TimeControl | Unset):
     """

    game: str
    player: str
    options: ChallengeRequestOptions | Unset = UNSET
    rated: bool | Unset = False
    seat: int | None | Unset = UNSET
    seats: int | Unset = 2
    time_control: None | TimeControl | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.challenge_request_options import ChallengeRequestOptions # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        game = self.game

        player = self.player

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rated = self.rated

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        seats = self.seats

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
            "player": player,
        })
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated
        if seat is not UNSET:
            field_dict["seat"] = seat
        if seats is not UNSET:
            field_dict["seats"] = seats
        if time_control is not UNSET:
            field_dict["time_control"] = time_control

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.challenge_request_options import ChallengeRequestOptions # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        player = d.pop("player")

        _options = d.pop("options", UNSET)
        options: ChallengeRequestOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = ChallengeRequestOptions.from_dict(_options)




        rated = d.pop("rated", UNSET)

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        seats = d.pop("seats", UNSET)

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


        challenge_request = cls(
            game=game,
            player=player,
            options=options,
            rated=rated,
            seat=seat,
            seats=seats,
            time_control=time_control,
        )


        challenge_request.additional_properties = d
        return challenge_request

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
