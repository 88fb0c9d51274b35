from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_placement_chosen_type import ZavodyPlacementChosenType
from typing import cast

if TYPE_CHECKING:
  from ..models.zavody_group import ZavodyGroup





T = TypeVar("T", bound="ZavodyPlacementChosen")



@_attrs_define
class ZavodyPlacementChosen:
    """ A seat's whole placement for the round, private to the seat until the reveal; `pids` are the
        commitment ids of its elements, one each.

        Attributes:
            pids (list[str]):
            placement (list[ZavodyGroup]):
            seat (int):
            type_ (ZavodyPlacementChosenType):
     """

    pids: list[str]
    placement: list[ZavodyGroup]
    seat: int
    type_: ZavodyPlacementChosenType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.zavody_group import ZavodyGroup # noqa: PLC0415
        pids = self.pids



        placement = []
        for placement_item_data in self.placement:
            placement_item = placement_item_data.to_dict()
            placement.append(placement_item)



        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "pids": pids,
            "placement": placement,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.zavody_group import ZavodyGroup # noqa: PLC0415
        d = dict(src_dict)
        pids = cast(list[str], d.pop("pids"))


        placement = []
        _placement = d.pop("placement")
        for placement_item_data in (_placement):
            placement_item = ZavodyGroup.from_dict(placement_item_data)



            placement.append(placement_item)


        seat = d.pop("seat")

        type_ = ZavodyPlacementChosenType(d.pop("type"))




        zavody_placement_chosen = cls(
            pids=pids,
            placement=placement,
            seat=seat,
            type_=type_,
        )


        zavody_placement_chosen.additional_properties = d
        return zavody_placement_chosen

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
