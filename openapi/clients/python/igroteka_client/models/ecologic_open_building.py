from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ecologic_open_building_branch import EcologicOpenBuildingBranch
from ..models.ecologic_open_building_type import EcologicOpenBuildingType






T = TypeVar("T", bound="EcologicOpenBuilding")



@_attrs_define
class EcologicOpenBuilding:
    """ Open the auction for a building of the branch at its nominal (levels of the branch + 1).

        Attributes:
            branch (EcologicOpenBuildingBranch):
            type_ (EcologicOpenBuildingType):
     """

    branch: EcologicOpenBuildingBranch
    type_: EcologicOpenBuildingType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        branch = self.branch.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "branch": branch,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        branch = EcologicOpenBuildingBranch(d.pop("branch"))




        type_ = EcologicOpenBuildingType(d.pop("type"))




        ecologic_open_building = cls(
            branch=branch,
            type_=type_,
        )


        ecologic_open_building.additional_properties = d
        return ecologic_open_building

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
