from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pyatiletka_plan_exchanged_type import PyatiletkaPlanExchangedType






T = TypeVar("T", bound="PyatiletkaPlanExchanged")



@_attrs_define
class PyatiletkaPlanExchanged:
    """ 
        Attributes:
            give (str):
            seat (int):
            take (str):
            type_ (PyatiletkaPlanExchangedType):
     """

    give: str
    seat: int
    take: str
    type_: PyatiletkaPlanExchangedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        give = self.give

        seat = self.seat

        take = self.take

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "give": give,
            "seat": seat,
            "take": take,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        give = d.pop("give")

        seat = d.pop("seat")

        take = d.pop("take")

        type_ = PyatiletkaPlanExchangedType(d.pop("type"))




        pyatiletka_plan_exchanged = cls(
            give=give,
            seat=seat,
            take=take,
            type_=type_,
        )


        pyatiletka_plan_exchanged.additional_properties = d
        return pyatiletka_plan_exchanged

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
