from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RatingRange")



@_attrs_define
class RatingRange:
    """ 
        Attributes:
            highest (float | None | Unset):
            lowest (float | None | Unset):
     """

    highest: float | None | Unset = UNSET
    lowest: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        highest: float | None | Unset
        if isinstance(self.highest, Unset):
            highest = UNSET
        else:
            highest = self.highest

        lowest: float | None | Unset
        if isinstance(self.lowest, Unset):
            lowest = UNSET
        else:
            lowest = self.lowest


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if highest is not UNSET:
            field_dict["highest"] = highest
        if lowest is not UNSET:
            field_dict["lowest"] = lowest

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_highest(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        highest = _parse_highest(d.pop("highest", UNSET))


        def _parse_lowest(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        lowest = _parse_lowest(d.pop("lowest", UNSET))


        rating_range = cls(
            highest=highest,
            lowest=lowest,
        )


        rating_range.additional_properties = d
        return rating_range

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
