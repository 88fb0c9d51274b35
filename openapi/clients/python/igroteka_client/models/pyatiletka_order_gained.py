from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pyatiletka_order_gained_type import PyatiletkaOrderGainedType
from ..types import UNSET, Unset






T = TypeVar("T", bound="PyatiletkaOrderGained")



@_attrs_define
class PyatiletkaOrderGained:
    """ 
        Attributes:
            seat (int):
            source (str):
            type_ (PyatiletkaOrderGainedType):
            plan (str | Unset):  Default: ''.
     """

    seat: int
    source: str
    type_: PyatiletkaOrderGainedType
    plan: str | Unset = ''
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        source = self.source

        type_ = self.type_.value

        plan = self.plan


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "source": source,
            "type": type_,
        })
        if plan is not UNSET:
            field_dict["plan"] = plan

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        source = d.pop("source")

        type_ = PyatiletkaOrderGainedType(d.pop("type"))




        plan = d.pop("plan", UNSET)

        pyatiletka_order_gained = cls(
            seat=seat,
            source=source,
            type_=type_,
            plan=plan,
        )


        pyatiletka_order_gained.additional_properties = d
        return pyatiletka_order_gained

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
