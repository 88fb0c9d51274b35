from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pyatiletka_plans_dealt_type import PyatiletkaPlansDealtType
from typing import cast






T = TypeVar("T", bound="PyatiletkaPlansDealt")



@_attrs_define
class PyatiletkaPlansDealt:
    """ 
        Attributes:
            plans (list[str] | None):
            seat (int):
            type_ (PyatiletkaPlansDealtType):
     """

    plans: list[str] | None
    seat: int
    type_: PyatiletkaPlansDealtType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        plans: list[str] | None
        if isinstance(self.plans, list):
            plans = self.plans


        else:
            plans = self.plans

        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "plans": plans,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_plans(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                plans_type_0 = cast(list[str], data)

                return plans_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        plans = _parse_plans(d.pop("plans"))


        seat = d.pop("seat")

        type_ = PyatiletkaPlansDealtType(d.pop("type"))




        pyatiletka_plans_dealt = cls(
            plans=plans,
            seat=seat,
            type_=type_,
        )


        pyatiletka_plans_dealt.additional_properties = d
        return pyatiletka_plans_dealt

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
