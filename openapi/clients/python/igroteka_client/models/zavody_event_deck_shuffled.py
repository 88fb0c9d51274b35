from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_event_deck_shuffled_type import ZavodyEventDeckShuffledType
from typing import cast






T = TypeVar("T", bound="ZavodyEventDeckShuffled")



@_attrs_define
class ZavodyEventDeckShuffled:
    """ 
        Attributes:
            count (int):
            order (list[str]):
            type_ (ZavodyEventDeckShuffledType):
     """

    count: int
    order: list[str]
    type_: ZavodyEventDeckShuffledType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        order = self.order



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "count": count,
            "order": order,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        order = cast(list[str], d.pop("order"))


        type_ = ZavodyEventDeckShuffledType(d.pop("type"))




        zavody_event_deck_shuffled = cls(
            count=count,
            order=order,
            type_=type_,
        )


        zavody_event_deck_shuffled.additional_properties = d
        return zavody_event_deck_shuffled

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
