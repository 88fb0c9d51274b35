from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ecologic_initiatives_shuffled_type import EcologicInitiativesShuffledType
from typing import cast






T = TypeVar("T", bound="EcologicInitiativesShuffled")



@_attrs_define
class EcologicInitiativesShuffled:
    """ The face-up discard became the new eco-initiative deck (order hidden, count public).

        Attributes:
            count (int):
            deck (list[str]):
            type_ (EcologicInitiativesShuffledType):
     """

    count: int
    deck: list[str]
    type_: EcologicInitiativesShuffledType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        deck = self.deck



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "count": count,
            "deck": deck,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        deck = cast(list[str], d.pop("deck"))


        type_ = EcologicInitiativesShuffledType(d.pop("type"))




        ecologic_initiatives_shuffled = cls(
            count=count,
            deck=deck,
            type_=type_,
        )


        ecologic_initiatives_shuffled.additional_properties = d
        return ecologic_initiatives_shuffled

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
