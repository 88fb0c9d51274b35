from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pyatiletka_exchange_plan_type import PyatiletkaExchangePlanType






T = TypeVar("T", bound="PyatiletkaExchangePlan")



@_attrs_define
class PyatiletkaExchangePlan:
    """ Ability: exchange a hand plan with a plan without an order in the plan row.

        Attributes:
            give (str):
            take (str):
            type_ (PyatiletkaExchangePlanType):
     """

    give: str
    take: str
    type_: PyatiletkaExchangePlanType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        give = self.give

        take = self.take

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "give": give,
            "take": take,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        give = d.pop("give")

        take = d.pop("take")

        type_ = PyatiletkaExchangePlanType(d.pop("type"))




        pyatiletka_exchange_plan = cls(
            give=give,
            take=take,
            type_=type_,
        )


        pyatiletka_exchange_plan.additional_properties = d
        return pyatiletka_exchange_plan

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
