from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_created_status import MatchCreatedStatus
from uuid import UUID






T = TypeVar("T", bound="MatchCreated")



@_attrs_define
class MatchCreated:
    """ 
        Attributes:
            game (str):
            id (UUID):
            organiser_token (str):
            seats (int):
            status (MatchCreatedStatus):
            version (int):
     """

    game: str
    id: UUID
    organiser_token: str
    seats: int
    status: MatchCreatedStatus
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game = self.game

        id = str(self.id)

        organiser_token = self.organiser_token

        seats = self.seats

        status = self.status.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "id": id,
            "organiser_token": organiser_token,
            "seats": seats,
            "status": status,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        id = UUID(d.pop("id"))




        organiser_token = d.pop("organiser_token")

        seats = d.pop("seats")

        status = MatchCreatedStatus(d.pop("status"))




        version = d.pop("version")

        match_created = cls(
            game=game,
            id=id,
            organiser_token=organiser_token,
            seats=seats,
            status=status,
            version=version,
        )


        match_created.additional_properties = d
        return match_created

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
