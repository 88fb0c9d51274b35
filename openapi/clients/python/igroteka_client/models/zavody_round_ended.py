from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_round_ended_type import ZavodyRoundEndedType






T = TypeVar("T", bound="ZavodyRoundEnded")



@_attrs_define
class ZavodyRoundEnded:
    """ 
        Attributes:
            next_first (int):
            round_ (int):
            type_ (ZavodyRoundEndedType):
     """

    next_first: int
    round_: int
    type_: ZavodyRoundEndedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        next_first = self.next_first

        round_ = self.round_

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "next_first": next_first,
            "round": round_,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        next_first = d.pop("next_first")

        round_ = d.pop("round")

        type_ = ZavodyRoundEndedType(d.pop("type"))




        zavody_round_ended = cls(
            next_first=next_first,
            round_=round_,
            type_=type_,
        )


        zavody_round_ended.additional_properties = d
        return zavody_round_ended

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
