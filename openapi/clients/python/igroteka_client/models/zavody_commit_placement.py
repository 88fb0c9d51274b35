from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_commit_placement_type import ZavodyCommitPlacementType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ZavodyCommitPlacement")



@_attrs_define
class ZavodyCommitPlacement:
    """ Hidden placement, in one move: every element this seat staffs this round, one entry each
        (`bureau` once per worker on it), each taking the workers it needs; the placement is final.

        Attributes:
            type_ (ZavodyCommitPlacementType):
            targets (list[str] | Unset):
     """

    type_: ZavodyCommitPlacementType
    targets: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        targets: list[str] | Unset = UNSET
        if not isinstance(self.targets, Unset):
            targets = self.targets




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
        })
        if targets is not UNSET:
            field_dict["targets"] = targets

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ZavodyCommitPlacementType(d.pop("type"))




        targets = cast(list[str], d.pop("targets", UNSET))


        zavody_commit_placement = cls(
            type_=type_,
            targets=targets,
        )


        zavody_commit_placement.additional_properties = d
        return zavody_commit_placement

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
