from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PyatiletkaCondition")



@_attrs_define
class PyatiletkaCondition:
    """ 
        Attributes:
            kind (str):
            count (int | Unset):  Default: 0.
            industries (list[str] | Unset):
            level (int | Unset):  Default: 0.
     """

    kind: str
    count: int | Unset = 0
    industries: list[str] | Unset = UNSET
    level: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        count = self.count

        industries: list[str] | Unset = UNSET
        if not isinstance(self.industries, Unset):
            industries = self.industries



        level = self.level


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
        })
        if count is not UNSET:
            field_dict["count"] = count
        if industries is not UNSET:
            field_dict["industries"] = industries
        if level is not UNSET:
            field_dict["level"] = level

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = d.pop("kind")

        count = d.pop("count", UNSET)

        industries = cast(list[str], d.pop("industries", UNSET))


        level = d.pop("level", UNSET)

        pyatiletka_condition = cls(
            kind=kind,
            count=count,
            industries=industries,
            level=level,
        )


        pyatiletka_condition.additional_properties = d
        return pyatiletka_condition

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
