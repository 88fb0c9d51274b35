from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.den_pobedy_match_ended_type import DenPobedyMatchEndedType
from typing import cast






T = TypeVar("T", bound="DenPobedyMatchEnded")



@_attrs_define
class DenPobedyMatchEnded:
    """ 
        Attributes:
            reason (str):
            type_ (DenPobedyMatchEndedType):
            winners (list[int]):
     """

    reason: str
    type_: DenPobedyMatchEndedType
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        type_ = self.type_.value

        winners = self.winners




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "reason": reason,
            "type": type_,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        type_ = DenPobedyMatchEndedType(d.pop("type"))




        winners = cast(list[int], d.pop("winners"))


        den_pobedy_match_ended = cls(
            reason=reason,
            type_=type_,
            winners=winners,
        )


        den_pobedy_match_ended.additional_properties = d
        return den_pobedy_match_ended

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
