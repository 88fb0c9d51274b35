from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.time_control import TimeControl





T = TypeVar("T", bound="Clocks")



@_attrs_define
class Clocks:
    """ 
        Attributes:
            control (TimeControl):
            remaining (list[float]):
            running (list[int]):
            since (datetime.datetime | None):
     """

    control: TimeControl
    remaining: list[float]
    running: list[int]
    since: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.time_control import TimeControl # noqa: PLC0415
        control = self.control.to_dict()

        remaining = self.remaining



        running = self.running



        since: None | str
        if isinstance(self.since, datetime.datetime):
            since = self.since.isoformat()
        else:
            since = self.since


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "control": control,
            "remaining": remaining,
            "running": running,
            "since": since,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.time_control import TimeControl # noqa: PLC0415
        d = dict(src_dict)
        control = TimeControl.from_dict(d.pop("control"))




        remaining = cast(list[float], d.pop("remaining"))


        running = cast(list[int], d.pop("running"))


        def _parse_since(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                since_type_0 = datetime.datetime.fromisoformat(data)



                return since_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        since = _parse_since(d.pop("since"))


        clocks = cls(
            control=control,
            remaining=remaining,
            running=running,
            since=since,
        )


        clocks.additional_properties = d
        return clocks

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
