from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pyatiletka_personal_plan_kept_type import PyatiletkaPersonalPlanKeptType
from typing import cast






T = TypeVar("T", bound="PyatiletkaPersonalPlanKept")



@_attrs_define
class PyatiletkaPersonalPlanKept:
    """ 
        Attributes:
            discarded (str):
            kept (None | str):
            seat (int):
            type_ (PyatiletkaPersonalPlanKeptType):
     """

    discarded: str
    kept: None | str
    seat: int
    type_: PyatiletkaPersonalPlanKeptType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        discarded = self.discarded

        kept: None | str
        kept = self.kept

        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "discarded": discarded,
            "kept": kept,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        discarded = d.pop("discarded")

        def _parse_kept(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        kept = _parse_kept(d.pop("kept"))


        seat = d.pop("seat")

        type_ = PyatiletkaPersonalPlanKeptType(d.pop("type"))




        pyatiletka_personal_plan_kept = cls(
            discarded=discarded,
            kept=kept,
            seat=seat,
            type_=type_,
        )


        pyatiletka_personal_plan_kept.additional_properties = d
        return pyatiletka_personal_plan_kept

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
