from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.time_control_kind import TimeControlKind
from ..models.time_control_on_timeout import TimeControlOnTimeout
from ..types import UNSET, Unset






T = TypeVar("T", bound="TimeControl")



@_attrs_define
class TimeControl:
    """ 
        Attributes:
            kind (TimeControlKind):
            seconds (float):
            increment (float | Unset):  Default: 0.0.
            on_timeout (TimeControlOnTimeout | Unset):  Default: TimeControlOnTimeout.BOT.
     """

    kind: TimeControlKind
    seconds: float
    increment: float | Unset = 0.0
    on_timeout: TimeControlOnTimeout | Unset = TimeControlOnTimeout.BOT
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seconds = self.seconds

        increment = self.increment

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "seconds": seconds,
        })
        if increment is not UNSET:
            field_dict["increment"] = increment
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = TimeControlKind(d.pop("kind"))




        seconds = d.pop("seconds")

        increment = d.pop("increment", UNSET)

        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: TimeControlOnTimeout | Unset
        if isinstance(_on_timeout,  Unset):
            on_timeout = UNSET
        else:
            on_timeout = TimeControlOnTimeout(_on_timeout)




        time_control = cls(
            kind=kind,
            seconds=seconds,
            increment=increment,
            on_timeout=on_timeout,
        )


        time_control.additional_properties = d
        return time_control

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
