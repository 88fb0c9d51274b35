from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="DenPobedyCost")



@_attrs_define
class DenPobedyCost:
    """ An amount of each resource.

        Attributes:
            depot (int | Unset):  Default: 0.
            factory (int | Unset):  Default: 0.
            fuel (int | Unset):  Default: 0.
     """

    depot: int | Unset = 0
    factory: int | Unset = 0
    fuel: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        depot = self.depot

        factory = self.factory

        fuel = self.fuel


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if depot is not UNSET:
            field_dict["depot"] = depot
        if factory is not UNSET:
            field_dict["factory"] = factory
        if fuel is not UNSET:
            field_dict["fuel"] = fuel

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        depot = d.pop("depot", UNSET)

        factory = d.pop("factory", UNSET)

        fuel = d.pop("fuel", UNSET)

        den_pobedy_cost = cls(
            depot=depot,
            factory=factory,
            fuel=fuel,
        )


        den_pobedy_cost.additional_properties = d
        return den_pobedy_cost

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
