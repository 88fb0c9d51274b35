from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.time_control_kind import TimeControlKind
from ..models.time_control_on_timeout import TimeControlOnTimeout
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TimeControl")



@_attrs_define
class TimeControl:
    """ 
        Attributes:
            kind (TimeControlKind):
            days (int | None | Unset): Days for each turn (kind days only): 1–14
            increment (float | Unset):  Default: 0.0.
            on_timeout (TimeControlOnTimeout | Unset):  Default: TimeControlOnTimeout.BOT.
            seconds (float | None | Unset):
     """

    kind: TimeControlKind
    days: int | None | Unset = UNSET
    increment: float | Unset = 0.0
    on_timeout: TimeControlOnTimeout | Unset = TimeControlOnTimeout.BOT
    seconds: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        days: int | None | Unset
        if isinstance(self.days, Unset):
            days = UNSET
        else:
            days = self.days

        increment = self.increment

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value


        seconds: float | None | Unset
        if isinstance(self.seconds, Unset):
            seconds = UNSET
        else:
            seconds = self.seconds


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
        })
        if days is not UNSET:
            field_dict["days"] = days
        if increment is not UNSET:
            field_dict["increment"] = increment
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout
        if seconds is not UNSET:
            field_dict["seconds"] = seconds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = TimeControlKind(d.pop("kind"))




        def _parse_days(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        days = _parse_days(d.pop("days", UNSET))


        increment = d.pop("increment", UNSET)

        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: TimeControlOnTimeout | Unset
        if isinstance(_on_timeout,  Unset):
            on_timeout = UNSET
        else:
            on_timeout = TimeControlOnTimeout(_on_timeout)




        def _parse_seconds(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        seconds = _parse_seconds(d.pop("seconds", UNSET))


        time_control = cls(
            kind=kind,
            days=days,
            increment=increment,
            on_timeout=on_timeout,
            seconds=seconds,
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
