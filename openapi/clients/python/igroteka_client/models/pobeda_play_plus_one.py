from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pobeda_play_plus_one_type import PobedaPlayPlusOneType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PobedaPlayPlusOne")



@_attrs_define
class PobedaPlayPlusOne:
    """ «+1»: put a chip on any empty cell except a corner (``lines`` as for ``PlayEvent``).

        Attributes:
            card (str):
            cell (int):
            type_ (PobedaPlayPlusOneType):
            lines (list[list[int]] | Unset):
     """

    card: str
    cell: int
    type_: PobedaPlayPlusOneType
    lines: list[list[int]] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        cell = self.cell

        type_ = self.type_.value

        lines: list[list[int]] | Unset = UNSET
        if not isinstance(self.lines, Unset):
            lines = []
            for lines_item_data in self.lines:
                lines_item = lines_item_data


                lines.append(lines_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "cell": cell,
            "type": type_,
        })
        if lines is not UNSET:
            field_dict["lines"] = lines

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        cell = d.pop("cell")

        type_ = PobedaPlayPlusOneType(d.pop("type"))




        _lines = d.pop("lines", UNSET)
        lines: list[list[int]] | Unset = UNSET
        if _lines is not UNSET:
            lines = []
            for lines_item_data in _lines:
                lines_item = cast(list[int], lines_item_data)

                lines.append(lines_item)


        pobeda_play_plus_one = cls(
            card=card,
            cell=cell,
            type_=type_,
            lines=lines,
        )


        pobeda_play_plus_one.additional_properties = d
        return pobeda_play_plus_one

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
