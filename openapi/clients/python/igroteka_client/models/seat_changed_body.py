from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_changed_body_level_type_0 import SeatChangedBodyLevelType0
from typing import cast






T = TypeVar("T", bound="SeatChangedBody")



@_attrs_define
class SeatChangedBody:
    """ The body of a ``resigned``, ``timed_out``, ``abandoned``, ``autoplay_on``, ``autoplay_off`` or ``claim_removed``
    item: the
        seat, and the level of the server bot that plays it from now on (null: a person, or nobody).

        Attributes:
            level (None | SeatChangedBodyLevelType0):
            seat (int):
     """

    level: None | SeatChangedBodyLevelType0
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        level: None | str
        if isinstance(self.level, SeatChangedBodyLevelType0):
            level = self.level.value
        else:
            level = self.level

        seat = self.seat


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "level": level,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_level(data: object) -> None | SeatChangedBodyLevelType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                level_type_0 = SeatChangedBodyLevelType0(data)



                return level_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatChangedBodyLevelType0, data)

        level = _parse_level(d.pop("level"))


        seat = d.pop("seat")

        seat_changed_body = cls(
            level=level,
            seat=seat,
        )


        seat_changed_body.additional_properties = d
        return seat_changed_body

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
