from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID






T = TypeVar("T", bound="ClaimSeat")



@_attrs_define
class ClaimSeat:
    """ 
        Attributes:
            name (str): A player's name, stored NFC-normalised: no control, direction-override or invisible characters
                (problem name_invisible), 1–32 characters that show and at most 128 code points as sent (name_empty,
                name_too_long), and no other seat of the match or player of the tournament with the same name regardless of case
                and width (name_taken).
            claim_id (None | Unset | UUID): The client's key of this claim, making it safe to retry: a random UUID (version
                4, else problem bad_claim_id), new for each claim. A retry with the same key, name and player token on the same
                match answers the seat and token the first try took, taking no second seat, whether the first answered, failed
                (503 store_timeout) or never arrived; the same key with another name, seat or player is refused
                (claim_id_reused). The key gives its seat's token to whoever sends it: keep it as secret as the token.
            seat (int | None | Unset):
     """

    name: str
    claim_id: None | Unset | UUID = UNSET
    seat: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        claim_id: None | str | Unset
        if isinstance(self.claim_id, Unset):
            claim_id = UNSET
        elif isinstance(self.claim_id, UUID):
            claim_id = str(self.claim_id)
        else:
            claim_id = self.claim_id

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
        })
        if claim_id is not UNSET:
            field_dict["claim_id"] = claim_id
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_claim_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                claim_id_type_0 = UUID(data)



                return claim_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        claim_id = _parse_claim_id(d.pop("claim_id", UNSET))


        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        claim_seat = cls(
            name=name,
            claim_id=claim_id,
            seat=seat,
        )


        claim_seat.additional_properties = d
        return claim_seat

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
