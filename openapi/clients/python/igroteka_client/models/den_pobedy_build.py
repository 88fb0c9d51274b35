from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.den_pobedy_build_type import DenPobedyBuildType
from typing import cast

if TYPE_CHECKING:
  from ..models.den_pobedy_payment import DenPobedyPayment





T = TypeVar("T", bound="DenPobedyBuild")



@_attrs_define
class DenPobedyBuild:
    """ Build a unit from the hand into the reserve, paying its cost.

        Attributes:
            card (str):
            pay (DenPobedyPayment): How many resource cards of each kind to tap (the lowest-numbered untapped ones of that
                kind).
            type_ (DenPobedyBuildType):
     """

    card: str
    pay: DenPobedyPayment
    type_: DenPobedyBuildType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.den_pobedy_payment import DenPobedyPayment # noqa: PLC0415
        card = self.card

        pay = self.pay.to_dict()

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "pay": pay,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.den_pobedy_payment import DenPobedyPayment # noqa: PLC0415
        d = dict(src_dict)
        card = d.pop("card")

        pay = DenPobedyPayment.from_dict(d.pop("pay"))




        type_ = DenPobedyBuildType(d.pop("type"))




        den_pobedy_build = cls(
            card=card,
            pay=pay,
            type_=type_,
        )


        den_pobedy_build.additional_properties = d
        return den_pobedy_build

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
