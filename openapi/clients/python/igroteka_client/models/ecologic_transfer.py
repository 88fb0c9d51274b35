from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ecologic_transfer_type import EcologicTransferType






T = TypeVar("T", bound="EcologicTransfer")



@_attrs_define
class EcologicTransfer:
    """ Give coins to another player (a loan, help): once per player per auction or right to open.

        Attributes:
            amount (int):
            to (int):
            type_ (EcologicTransferType):
     """

    amount: int
    to: int
    type_: EcologicTransferType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        to = self.to

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "amount": amount,
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        to = d.pop("to")

        type_ = EcologicTransferType(d.pop("type"))




        ecologic_transfer = cls(
            amount=amount,
            to=to,
            type_=type_,
        )


        ecologic_transfer.additional_properties = d
        return ecologic_transfer

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
