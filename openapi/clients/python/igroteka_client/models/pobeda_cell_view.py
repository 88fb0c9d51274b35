from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="PobedaCellView")



@_attrs_define
class PobedaCellView:
    """ One board cell: its event (None on a corner) and the chip on it, if any.

        Attributes:
            cell (int):
            chip (int | None):
            event (None | str):
            star_up (bool):
     """

    cell: int
    chip: int | None
    event: None | str
    star_up: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cell = self.cell

        chip: int | None
        chip = self.chip

        event: None | str
        event = self.event

        star_up = self.star_up


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cell": cell,
            "chip": chip,
            "event": event,
            "star_up": star_up,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cell = d.pop("cell")

        def _parse_chip(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        chip = _parse_chip(d.pop("chip"))


        def _parse_event(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        event = _parse_event(d.pop("event"))


        star_up = d.pop("star_up")

        pobeda_cell_view = cls(
            cell=cell,
            chip=chip,
            event=event,
            star_up=star_up,
        )


        pobeda_cell_view.additional_properties = d
        return pobeda_cell_view

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
