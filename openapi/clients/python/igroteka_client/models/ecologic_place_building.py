from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ecologic_place_building_branch import EcologicPlaceBuildingBranch
from ..models.ecologic_place_building_type import EcologicPlaceBuildingType






T = TypeVar("T", bound="EcologicPlaceBuilding")



@_attrs_define
class EcologicPlaceBuilding:
    """ Put a held building (фишка) of the branch on a hex: start position, new hex or next level.

        Attributes:
            branch (EcologicPlaceBuildingBranch):
            hex_ (int):
            type_ (EcologicPlaceBuildingType):
     """

    branch: EcologicPlaceBuildingBranch
    hex_: int
    type_: EcologicPlaceBuildingType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        branch = self.branch.value

        hex_ = self.hex_

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "branch": branch,
            "hex": hex_,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        branch = EcologicPlaceBuildingBranch(d.pop("branch"))




        hex_ = d.pop("hex")

        type_ = EcologicPlaceBuildingType(d.pop("type"))




        ecologic_place_building = cls(
            branch=branch,
            hex_=hex_,
            type_=type_,
        )


        ecologic_place_building.additional_properties = d
        return ecologic_place_building

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
