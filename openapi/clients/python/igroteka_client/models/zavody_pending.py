from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_pending_stage import ZavodyPendingStage
from ..types import UNSET, Unset






T = TypeVar("T", bound="ZavodyPending")



@_attrs_define
class ZavodyPending:
    """ A tile purchase in progress: bought tile, the displaced tile, the poster bonus still due.

        Attributes:
            bonus (bool):
            stage (ZavodyPendingStage):
            tile (str):
            displaced (str | Unset):  Default: ''.
            displaced_rotation (int | Unset):  Default: 0.
     """

    bonus: bool
    stage: ZavodyPendingStage
    tile: str
    displaced: str | Unset = ''
    displaced_rotation: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        bonus = self.bonus

        stage = self.stage.value

        tile = self.tile

        displaced = self.displaced

        displaced_rotation = self.displaced_rotation


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bonus": bonus,
            "stage": stage,
            "tile": tile,
        })
        if displaced is not UNSET:
            field_dict["displaced"] = displaced
        if displaced_rotation is not UNSET:
            field_dict["displaced_rotation"] = displaced_rotation

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bonus = d.pop("bonus")

        stage = ZavodyPendingStage(d.pop("stage"))




        tile = d.pop("tile")

        displaced = d.pop("displaced", UNSET)

        displaced_rotation = d.pop("displaced_rotation", UNSET)

        zavody_pending = cls(
            bonus=bonus,
            stage=stage,
            tile=tile,
            displaced=displaced,
            displaced_rotation=displaced_rotation,
        )


        zavody_pending.additional_properties = d
        return zavody_pending

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
