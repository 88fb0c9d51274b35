from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.seated_player import SeatedPlayer
  from ..models.table_info import TableInfo





T = TypeVar("T", bound="TourInfo")



@_attrs_define
class TourInfo:
    """ 
        Attributes:
            tables (list[TableInfo]):
            tour (int):
            byes (list[SeatedPlayer] | Unset):
            deadline (None | str | Unset):
     """

    tables: list[TableInfo]
    tour: int
    byes: list[SeatedPlayer] | Unset = UNSET
    deadline: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.seated_player import SeatedPlayer # noqa: PLC0415
        from ..models.table_info import TableInfo # noqa: PLC0415
        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)



        tour = self.tour

        byes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.byes, Unset):
            byes = []
            for byes_item_data in self.byes:
                byes_item = byes_item_data.to_dict()
                byes.append(byes_item)



        deadline: None | str | Unset
        if isinstance(self.deadline, Unset):
            deadline = UNSET
        else:
            deadline = self.deadline


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "tables": tables,
            "tour": tour,
        })
        if byes is not UNSET:
            field_dict["byes"] = byes
        if deadline is not UNSET:
            field_dict["deadline"] = deadline

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seated_player import SeatedPlayer # noqa: PLC0415
        from ..models.table_info import TableInfo # noqa: PLC0415
        d = dict(src_dict)
        tables = []
        _tables = d.pop("tables")
        for tables_item_data in (_tables):
            tables_item = TableInfo.from_dict(tables_item_data)



            tables.append(tables_item)


        tour = d.pop("tour")

        _byes = d.pop("byes", UNSET)
        byes: list[SeatedPlayer] | Unset = UNSET
        if _byes is not UNSET:
            byes = []
            for byes_item_data in _byes:
                byes_item = SeatedPlayer.from_dict(byes_item_data)



                byes.append(byes_item)


        def _parse_deadline(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deadline = _parse_deadline(d.pop("deadline", UNSET))


        tour_info = cls(
            tables=tables,
            tour=tour,
            byes=byes,
            deadline=deadline,
        )


        tour_info.additional_properties = d
        return tour_info

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
