from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_first_player_rolled_type import ZavodyFirstPlayerRolledType
from typing import cast






T = TypeVar("T", bound="ZavodyFirstPlayerRolled")



@_attrs_define
class ZavodyFirstPlayerRolled:
    """ 
        Attributes:
            first (int):
            rolls (list[list[int]]):
            type_ (ZavodyFirstPlayerRolledType):
     """

    first: int
    rolls: list[list[int]]
    type_: ZavodyFirstPlayerRolledType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        first = self.first

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data


            rolls.append(rolls_item)



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "first": first,
            "rolls": rolls,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        first = d.pop("first")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in (_rolls):
            rolls_item = cast(list[int], rolls_item_data)

            rolls.append(rolls_item)


        type_ = ZavodyFirstPlayerRolledType(d.pop("type"))




        zavody_first_player_rolled = cls(
            first=first,
            rolls=rolls,
            type_=type_,
        )


        zavody_first_player_rolled.additional_properties = d
        return zavody_first_player_rolled

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
