from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from uuid import UUID






T = TypeVar("T", bound="MyTable")



@_attrs_define
class MyTable:
    """ 
        Attributes:
            match (UUID):
            seat (int):
            status (str):
            table (int):
            tour (int):
     """

    match: UUID
    seat: int
    status: str
    table: int
    tour: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        match = str(self.match)

        seat = self.seat

        status = self.status

        table = self.table

        tour = self.tour


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "match": match,
            "seat": seat,
            "status": status,
            "table": table,
            "tour": tour,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        match = UUID(d.pop("match"))




        seat = d.pop("seat")

        status = d.pop("status")

        table = d.pop("table")

        tour = d.pop("tour")

        my_table = cls(
            match=match,
            seat=seat,
            status=status,
            table=table,
            tour=tour,
        )


        my_table.additional_properties = d
        return my_table

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
