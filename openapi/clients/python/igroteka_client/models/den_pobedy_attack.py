from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.den_pobedy_attack_type import DenPobedyAttackType
from typing import cast

if TYPE_CHECKING:
  from ..models.den_pobedy_payment import DenPobedyPayment





T = TypeVar("T", bound="DenPobedyAttack")



@_attrs_define
class DenPobedyAttack:
    """ Attack with a unit: a unit id, a resource card id or "deck" as the target.

        Attributes:
            pay (DenPobedyPayment): How many resource cards of each kind to tap (the lowest-numbered untapped ones of that
                kind).
            target (str):
            type_ (DenPobedyAttackType):
            unit (str):
     """

    pay: DenPobedyPayment
    target: str
    type_: DenPobedyAttackType
    unit: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.den_pobedy_payment import DenPobedyPayment # noqa: PLC0415
        pay = self.pay.to_dict()

        target = self.target

        type_ = self.type_.value

        unit = self.unit


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "pay": pay,
            "target": target,
            "type": type_,
            "unit": unit,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.den_pobedy_payment import DenPobedyPayment # noqa: PLC0415
        d = dict(src_dict)
        pay = DenPobedyPayment.from_dict(d.pop("pay"))




        target = d.pop("target")

        type_ = DenPobedyAttackType(d.pop("type"))




        unit = d.pop("unit")

        den_pobedy_attack = cls(
            pay=pay,
            target=target,
            type_=type_,
            unit=unit,
        )


        den_pobedy_attack.additional_properties = d
        return den_pobedy_attack

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
