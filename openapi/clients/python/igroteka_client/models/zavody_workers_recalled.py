from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_workers_recalled_type import ZavodyWorkersRecalledType






T = TypeVar("T", bound="ZavodyWorkersRecalled")



@_attrs_define
class ZavodyWorkersRecalled:
    """ 
        Attributes:
            count (int):
            pid (str):
            seat (int):
            target (str):
            type_ (ZavodyWorkersRecalledType):
     """

    count: int
    pid: str
    seat: int
    target: str
    type_: ZavodyWorkersRecalledType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        pid = self.pid

        seat = self.seat

        target = self.target

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "count": count,
            "pid": pid,
            "seat": seat,
            "target": target,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        pid = d.pop("pid")

        seat = d.pop("seat")

        target = d.pop("target")

        type_ = ZavodyWorkersRecalledType(d.pop("type"))




        zavody_workers_recalled = cls(
            count=count,
            pid=pid,
            seat=seat,
            target=target,
            type_=type_,
        )


        zavody_workers_recalled.additional_properties = d
        return zavody_workers_recalled

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
