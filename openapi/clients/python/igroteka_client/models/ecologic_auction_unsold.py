from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ecologic_auction_unsold_type import EcologicAuctionUnsoldType






T = TypeVar("T", bound="EcologicAuctionUnsold")



@_attrs_define
class EcologicAuctionUnsold:
    """ Nobody bid for a declined eco-initiative: it goes face up to the discard.

        Attributes:
            item (str):
            type_ (EcologicAuctionUnsoldType):
     """

    item: str
    type_: EcologicAuctionUnsoldType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        item = self.item

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "item": item,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        item = d.pop("item")

        type_ = EcologicAuctionUnsoldType(d.pop("type"))




        ecologic_auction_unsold = cls(
            item=item,
            type_=type_,
        )


        ecologic_auction_unsold.additional_properties = d
        return ecologic_auction_unsold

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
