from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_blueprints_changed_type import ZavodyBlueprintsChangedType






T = TypeVar("T", bound="ZavodyBlueprintsChanged")



@_attrs_define
class ZavodyBlueprintsChanged:
    """ 
        Attributes:
            delta (int):
            seat (int):
            source (str):
            type_ (ZavodyBlueprintsChangedType):
     """

    delta: int
    seat: int
    source: str
    type_: ZavodyBlueprintsChangedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        delta = self.delta

        seat = self.seat

        source = self.source

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "delta": delta,
            "seat": seat,
            "source": source,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        delta = d.pop("delta")

        seat = d.pop("seat")

        source = d.pop("source")

        type_ = ZavodyBlueprintsChangedType(d.pop("type"))




        zavody_blueprints_changed = cls(
            delta=delta,
            seat=seat,
            source=source,
            type_=type_,
        )


        zavody_blueprints_changed.additional_properties = d
        return zavody_blueprints_changed

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
