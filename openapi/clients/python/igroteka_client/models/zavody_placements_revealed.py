from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_placements_revealed_type import ZavodyPlacementsRevealedType
from typing import cast

if TYPE_CHECKING:
  from ..models.zavody_group import ZavodyGroup





T = TypeVar("T", bound="ZavodyPlacementsRevealed")



@_attrs_define
class ZavodyPlacementsRevealed:
    """ 
        Attributes:
            placements (list[list[ZavodyGroup]]):
            type_ (ZavodyPlacementsRevealedType):
     """

    placements: list[list[ZavodyGroup]]
    type_: ZavodyPlacementsRevealedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.zavody_group import ZavodyGroup # noqa: PLC0415
        placements = []
        for placements_item_data in self.placements:
            placements_item = []
            for placements_item_item_data in placements_item_data:
                placements_item_item = placements_item_item_data.to_dict()
                placements_item.append(placements_item_item)


            placements.append(placements_item)



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "placements": placements,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.zavody_group import ZavodyGroup # noqa: PLC0415
        d = dict(src_dict)
        placements = []
        _placements = d.pop("placements")
        for placements_item_data in (_placements):
            placements_item = []
            _placements_item = placements_item_data
            for placements_item_item_data in (_placements_item):
                placements_item_item = ZavodyGroup.from_dict(placements_item_item_data)



                placements_item.append(placements_item_item)

            placements.append(placements_item)


        type_ = ZavodyPlacementsRevealedType(d.pop("type"))




        zavody_placements_revealed = cls(
            placements=placements,
            type_=type_,
        )


        zavody_placements_revealed.additional_properties = d
        return zavody_placements_revealed

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
