from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pobeda_line_finished_type import PobedaLineFinishedType
from typing import cast






T = TypeVar("T", bound="PobedaLineFinished")



@_attrs_define
class PobedaLineFinished:
    """ A line of victory («линия победы»): six cells in a row, their chips turned star-up.

        Attributes:
            cells (list[int]):
            colour (int):
            type_ (PobedaLineFinishedType):
     """

    cells: list[int]
    colour: int
    type_: PobedaLineFinishedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cells = self.cells



        colour = self.colour

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cells": cells,
            "colour": colour,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cells = cast(list[int], d.pop("cells"))


        colour = d.pop("colour")

        type_ = PobedaLineFinishedType(d.pop("type"))




        pobeda_line_finished = cls(
            cells=cells,
            colour=colour,
            type_=type_,
        )


        pobeda_line_finished.additional_properties = d
        return pobeda_line_finished

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
