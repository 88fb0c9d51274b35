from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ecologic_opener_passed_type import EcologicOpenerPassedType






T = TypeVar("T", bound="EcologicOpenerPassed")



@_attrs_define
class EcologicOpenerPassed:
    """ The player opened no auction this round; ``declined`` is a revealed card laid face up,
        which the other players may then bid for (EL-4.4).

        Attributes:
            declined (str):
            seat (int):
            type_ (EcologicOpenerPassedType):
     """

    declined: str
    seat: int
    type_: EcologicOpenerPassedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        declined = self.declined

        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "declined": declined,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        declined = d.pop("declined")

        seat = d.pop("seat")

        type_ = EcologicOpenerPassedType(d.pop("type"))




        ecologic_opener_passed = cls(
            declined=declined,
            seat=seat,
            type_=type_,
        )


        ecologic_opener_passed.additional_properties = d
        return ecologic_opener_passed

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
