from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.den_pobedy_block_declared_type import DenPobedyBlockDeclaredType






T = TypeVar("T", bound="DenPobedyBlockDeclared")



@_attrs_define
class DenPobedyBlockDeclared:
    """ 
        Attributes:
            seat (int):
            type_ (DenPobedyBlockDeclaredType):
            unit (str):
     """

    seat: int
    type_: DenPobedyBlockDeclaredType
    unit: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        unit = self.unit


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "type": type_,
            "unit": unit,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = DenPobedyBlockDeclaredType(d.pop("type"))




        unit = d.pop("unit")

        den_pobedy_block_declared = cls(
            seat=seat,
            type_=type_,
            unit=unit,
        )


        den_pobedy_block_declared.additional_properties = d
        return den_pobedy_block_declared

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
