from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EcologicPrices")



@_attrs_define
class EcologicPrices:
    """ Current nominals: next special initiative (0 when all are sold), oil and mineral buildings.

        Attributes:
            mineral (int):
            oil (int):
            special (int):
     """

    mineral: int
    oil: int
    special: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        mineral = self.mineral

        oil = self.oil

        special = self.special


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "mineral": mineral,
            "oil": oil,
            "special": special,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mineral = d.pop("mineral")

        oil = d.pop("oil")

        special = d.pop("special")

        ecologic_prices = cls(
            mineral=mineral,
            oil=oil,
            special=special,
        )


        ecologic_prices.additional_properties = d
        return ecologic_prices

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
