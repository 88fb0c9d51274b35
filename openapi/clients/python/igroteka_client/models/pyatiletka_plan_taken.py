from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pyatiletka_plan_taken_type import PyatiletkaPlanTakenType
from typing import cast






T = TypeVar("T", bound="PyatiletkaPlanTaken")



@_attrs_define
class PyatiletkaPlanTaken:
    """ A plan into a player's hand (chairman's action or the Librarian).

        Attributes:
            plan (None | str):
            seat (int):
            source (str):
            type_ (PyatiletkaPlanTakenType):
     """

    plan: None | str
    seat: int
    source: str
    type_: PyatiletkaPlanTakenType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        plan: None | str
        plan = self.plan

        seat = self.seat

        source = self.source

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "plan": plan,
            "seat": seat,
            "source": source,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_plan(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        plan = _parse_plan(d.pop("plan"))


        seat = d.pop("seat")

        source = d.pop("source")

        type_ = PyatiletkaPlanTakenType(d.pop("type"))




        pyatiletka_plan_taken = cls(
            plan=plan,
            seat=seat,
            source=source,
            type_=type_,
        )


        pyatiletka_plan_taken.additional_properties = d
        return pyatiletka_plan_taken

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
