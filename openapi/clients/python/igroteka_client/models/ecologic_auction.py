from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EcologicAuction")



@_attrs_define
class EcologicAuction:
    """ An open ascending auction: ``high`` holds the current bid ``price``; ``out`` have passed.

        Attributes:
            high (int):
            item (str):
            lot (str):
            opener (int):
            price (int):
            to_bid (int):
            out (list[int] | Unset):
     """

    high: int
    item: str
    lot: str
    opener: int
    price: int
    to_bid: int
    out: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        high = self.high

        item = self.item

        lot = self.lot

        opener = self.opener

        price = self.price

        to_bid = self.to_bid

        out: list[int] | Unset = UNSET
        if not isinstance(self.out, Unset):
            out = self.out




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "high": high,
            "item": item,
            "lot": lot,
            "opener": opener,
            "price": price,
            "to_bid": to_bid,
        })
        if out is not UNSET:
            field_dict["out"] = out

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        high = d.pop("high")

        item = d.pop("item")

        lot = d.pop("lot")

        opener = d.pop("opener")

        price = d.pop("price")

        to_bid = d.pop("to_bid")

        out = cast(list[int], d.pop("out", UNSET))


        ecologic_auction = cls(
            high=high,
            item=item,
            lot=lot,
            opener=opener,
            price=price,
            to_bid=to_bid,
            out=out,
        )


        ecologic_auction.additional_properties = d
        return ecologic_auction

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
