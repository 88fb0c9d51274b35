from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.challenge_status import ChallengeStatus
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.challenge_options import ChallengeOptions
  from ..models.player_name import PlayerName
  from ..models.time_control import TimeControl





T = TypeVar("T", bound="Challenge")



@_attrs_define
class Challenge:
    """ 
        Attributes:
            challenged (PlayerName):
            challenger (PlayerName):
            created_at (datetime.datetime):
            expires_at (datetime.datetime):
            game (str):
            id (str):
            options (ChallengeOptions):
            rated (bool):
            seats (int):
            status (ChallengeStatus):
            time_control (None | TimeControl):
            closed_at (datetime.datetime | None | Unset):
            match_id (None | Unset | UUID):
            seat (int | None | Unset):
     """

    challenged: PlayerName
    challenger: PlayerName
    created_at: datetime.datetime
    expires_at: datetime.datetime
    game: str
    id: str
    options: ChallengeOptions
    rated: bool
    seats: int
    status: ChallengeStatus
    time_control: None | TimeControl
    closed_at: datetime.datetime | None | Unset = UNSET
    match_id: None | Unset | UUID = UNSET
    seat: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.challenge_options import ChallengeOptions # noqa: PLC0415
        from ..models.player_name import PlayerName # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        challenged = self.challenged.to_dict()

        challenger = self.challenger.to_dict()

        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()

        game = self.game

        id = self.id

        options = self.options.to_dict()

        rated = self.rated

        seats = self.seats

        status = self.status.value

        time_control: dict[str, Any] | None
        if isinstance(self.time_control, TimeControl):
            time_control = self.time_control.to_dict()
        else:
            time_control = self.time_control

        closed_at: None | str | Unset
        if isinstance(self.closed_at, Unset):
            closed_at = UNSET
        elif isinstance(self.closed_at, datetime.datetime):
            closed_at = self.closed_at.isoformat()
        else:
            closed_at = self.closed_at

        match_id: None | str | Unset
        if isinstance(self.match_id, Unset):
            match_id = UNSET
        elif isinstance(self.match_id, UUID):
            match_id = str(self.match_id)
        else:
            match_id = self.match_id

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "challenged": challenged,
            "challenger": challenger,
            "created_at": created_at,
            "expires_at": expires_at,
            "game": game,
            "id": id,
            "options": options,
            "rated": rated,
            "seats": seats,
            "status": status,
            "time_control": time_control,
        })
        if closed_at is not UNSET:
            field_dict["closed_at"] = closed_at
        if match_id is not UNSET:
            field_dict["match_id"] = match_id
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.challenge_options import ChallengeOptions # noqa: PLC0415
        from ..models.player_name import PlayerName # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        d = dict(src_dict)
        challenged = PlayerName.from_dict(d.pop("challenged"))




        challenger = PlayerName.from_dict(d.pop("challenger"))




        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        game = d.pop("game")

        id = d.pop("id")

        options = ChallengeOptions.from_dict(d.pop("options"))




        rated = d.pop("rated")

        seats = d.pop("seats")

        status = ChallengeStatus(d.pop("status"))




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


        def _parse_closed_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                closed_at_type_0 = datetime.datetime.fromisoformat(data)



                return closed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        closed_at = _parse_closed_at(d.pop("closed_at", UNSET))


        def _parse_match_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                match_id_type_0 = UUID(data)



                return match_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        match_id = _parse_match_id(d.pop("match_id", UNSET))


        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        challenge = cls(
            challenged=challenged,
            challenger=challenger,
            created_at=created_at,
            expires_at=expires_at,
            game=game,
            id=id,
            options=options,
            rated=rated,
            seats=seats,
            status=status,
            time_control=time_control,
            closed_at=closed_at,
            match_id=match_id,
            seat=seat,
        )


        challenge.additional_properties = d
        return challenge

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
