from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pyatiletka_plan_orders_placed_type import PyatiletkaPlanOrdersPlacedType
from typing import cast






T = TypeVar("T", bound="PyatiletkaPlanOrdersPlaced")



@_attrs_define
class PyatiletkaPlanOrdersPlaced:
    """ End of round, step 4: a token from the supply on each listed plan.

        Attributes:
            plans (list[str]):
            type_ (PyatiletkaPlanOrdersPlacedType):
     """

    plans: list[str]
    type_: PyatiletkaPlanOrdersPlacedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        plans = self.plans



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "plans": plans,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        plans = cast(list[str], d.pop("plans"))


        type_ = PyatiletkaPlanOrdersPlacedType(d.pop("type"))




        pyatiletka_plan_orders_placed = cls(
            plans=plans,
            type_=type_,
        )


        pyatiletka_plan_orders_placed.additional_properties = d
        return pyatiletka_plan_orders_placed

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
