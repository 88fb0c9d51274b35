from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rematch_status import RematchStatus
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="Rematch")



@_attrs_define
class Rematch:
    """ 
        Attributes:
            accepted (list[int]):
            asked (list[int]):
            created_at (datetime.datetime):
            expires_at (datetime.datetime):
            id (str):
            offered_by (int):
            status (RematchStatus):
            match_id (None | Unset | UUID):
            seat (int | None | Unset):
            seat_token (None | str | Unset):
     """

    accepted: list[int]
    asked: list[int]
    created_at: datetime.datetime
    expires_at: datetime.datetime
    id: str
    offered_by: int
    status: RematchStatus
    match_id: None | Unset | UUID = UNSET
    seat: int | None | Unset = UNSET
    seat_token: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        accepted = self.accepted



        asked = self.asked



        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()

        id = self.id

        offered_by = self.offered_by

        status = self.status.value

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

        seat_token: None | str | Unset
        if isinstance(self.seat_token, Unset):
            seat_token = UNSET
        else:
            seat_token = self.seat_token


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "accepted": accepted,
            "asked": asked,
            "created_at": created_at,
            "expires_at": expires_at,
            "id": id,
            "offered_by": offered_by,
            "status": status,
        })
        if match_id is not UNSET:
            field_dict["match_id"] = match_id
        if seat is not UNSET:
            field_dict["seat"] = seat
        if seat_token is not UNSET:
            field_dict["seat_token"] = seat_token

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        accepted = cast(list[int], d.pop("accepted"))


        asked = cast(list[int], d.pop("asked"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        id = d.pop("id")

        offered_by = d.pop("offered_by")

        status = RematchStatus(d.pop("status"))




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


        def _parse_seat_token(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seat_token = _parse_seat_token(d.pop("seat_token", UNSET))


        rematch = cls(
            accepted=accepted,
            asked=asked,
            created_at=created_at,
            expires_at=expires_at,
            id=id,
            offered_by=offered_by,
            status=status,
            match_id=match_id,
            seat=seat,
            seat_token=seat_token,
        )


        rematch.additional_properties = d
        return rematch

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
