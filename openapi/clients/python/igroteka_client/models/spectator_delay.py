from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="SpectatorDelay")



@_attrs_define
class SpectatorDelay:
    """ 
        Attributes:
            moves (int | Unset):  Default: 0.
            seconds (float | Unset):  Default: 0.0.
     """

    moves: int | Unset = 0
    seconds: float | Unset = 0.0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        moves = self.moves

        seconds = self.seconds


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if moves is not UNSET:
            field_dict["moves"] = moves
        if seconds is not UNSET:
            field_dict["seconds"] = seconds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        moves = d.pop("moves", UNSET)

        seconds = d.pop("seconds", UNSET)

        spectator_delay = cls(
            moves=moves,
            seconds=seconds,
        )


        spectator_delay.additional_properties = d
        return spectator_delay

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
