from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_seat_done_type import ZavodySeatDoneType






T = TypeVar("T", bound="ZavodySeatDone")



@_attrs_define
class ZavodySeatDone:
    """ The seat at the head of the current step's queue has finished (optimisation or an activation step).

        Attributes:
            seat (int):
            step (str):
            type_ (ZavodySeatDoneType):
     """

    seat: int
    step: str
    type_: ZavodySeatDoneType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        step = self.step

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "step": step,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        step = d.pop("step")

        type_ = ZavodySeatDoneType(d.pop("type"))




        zavody_seat_done = cls(
            seat=seat,
            step=step,
            type_=type_,
        )


        zavody_seat_done.additional_properties = d
        return zavody_seat_done

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
