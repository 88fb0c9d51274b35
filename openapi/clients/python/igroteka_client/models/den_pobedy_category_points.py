from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.den_pobedy_category_points_category import DenPobedyCategoryPointsCategory






T = TypeVar("T", bound="DenPobedyCategoryPoints")



@_attrs_define
class DenPobedyCategoryPoints:
    """ deck: the cards left in the seat's deck (a destroyed deck has none).

        Attributes:
            category (DenPobedyCategoryPointsCategory):
            points (int):
     """

    category: DenPobedyCategoryPointsCategory
    points: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        category = self.category.value

        points = self.points


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "category": category,
            "points": points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = DenPobedyCategoryPointsCategory(d.pop("category"))




        points = d.pop("points")

        den_pobedy_category_points = cls(
            category=category,
            points=points,
        )


        den_pobedy_category_points.additional_properties = d
        return den_pobedy_category_points

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
