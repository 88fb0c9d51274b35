from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_phase_started_type import ZavodyPhaseStartedType
from typing import cast






T = TypeVar("T", bound="ZavodyPhaseStarted")



@_attrs_define
class ZavodyPhaseStarted:
    """ 
        Attributes:
            phase (str):
            queue (list[int]):
            step (str):
            type_ (ZavodyPhaseStartedType):
     """

    phase: str
    queue: list[int]
    step: str
    type_: ZavodyPhaseStartedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        phase = self.phase

        queue = self.queue



        step = self.step

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "phase": phase,
            "queue": queue,
            "step": step,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        phase = d.pop("phase")

        queue = cast(list[int], d.pop("queue"))


        step = d.pop("step")

        type_ = ZavodyPhaseStartedType(d.pop("type"))




        zavody_phase_started = cls(
            phase=phase,
            queue=queue,
            step=step,
            type_=type_,
        )


        zavody_phase_started.additional_properties = d
        return zavody_phase_started

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
