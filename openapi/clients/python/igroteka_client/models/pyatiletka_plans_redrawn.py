from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pyatiletka_plans_redrawn_type import PyatiletkaPlansRedrawnType
from typing import cast






T = TypeVar("T", bound="PyatiletkaPlansRedrawn")



@_attrs_define
class PyatiletkaPlansRedrawn:
    """ A shown pair of equal plans goes back into the plan deck (a DeckShuffled follows).

        Attributes:
            returned (list[str]):
            seat (int):
            type_ (PyatiletkaPlansRedrawnType):
     """

    returned: list[str]
    seat: int
    type_: PyatiletkaPlansRedrawnType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        returned = self.returned



        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "returned": returned,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        returned = cast(list[str], d.pop("returned"))


        seat = d.pop("seat")

        type_ = PyatiletkaPlansRedrawnType(d.pop("type"))




        pyatiletka_plans_redrawn = cls(
            returned=returned,
            seat=seat,
            type_=type_,
        )


        pyatiletka_plans_redrawn.additional_properties = d
        return pyatiletka_plans_redrawn

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
