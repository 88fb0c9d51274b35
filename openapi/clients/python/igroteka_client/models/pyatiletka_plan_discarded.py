from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pyatiletka_plan_discarded_type import PyatiletkaPlanDiscardedType
from ..types import UNSET, Unset






T = TypeVar("T", bound="PyatiletkaPlanDiscarded")



@_attrs_define
class PyatiletkaPlanDiscarded:
    """ A plan goes to the face-up plan discard pile; a token on it returns to the supply.

        Attributes:
            plan (str):
            source (str):
            type_ (PyatiletkaPlanDiscardedType):
            seat (int | Unset):  Default: -1.
     """

    plan: str
    source: str
    type_: PyatiletkaPlanDiscardedType
    seat: int | Unset = -1
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        plan = self.plan

        source = self.source

        type_ = self.type_.value

        seat = self.seat


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "plan": plan,
            "source": source,
            "type": type_,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        plan = d.pop("plan")

        source = d.pop("source")

        type_ = PyatiletkaPlanDiscardedType(d.pop("type"))




        seat = d.pop("seat", UNSET)

        pyatiletka_plan_discarded = cls(
            plan=plan,
            source=source,
            type_=type_,
            seat=seat,
        )


        pyatiletka_plan_discarded.additional_properties = d
        return pyatiletka_plan_discarded

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
