from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_poster_taken_type import ZavodyPosterTakenType






T = TypeVar("T", bound="ZavodyPosterTaken")



@_attrs_define
class ZavodyPosterTaken:
    """ 
        Attributes:
            poster (str):
            seat (int):
            slot (int):
            type_ (ZavodyPosterTakenType):
     """

    poster: str
    seat: int
    slot: int
    type_: ZavodyPosterTakenType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        poster = self.poster

        seat = self.seat

        slot = self.slot

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "poster": poster,
            "seat": seat,
            "slot": slot,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        poster = d.pop("poster")

        seat = d.pop("seat")

        slot = d.pop("slot")

        type_ = ZavodyPosterTakenType(d.pop("type"))




        zavody_poster_taken = cls(
            poster=poster,
            seat=seat,
            slot=slot,
            type_=type_,
        )


        zavody_poster_taken.additional_properties = d
        return zavody_poster_taken

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
