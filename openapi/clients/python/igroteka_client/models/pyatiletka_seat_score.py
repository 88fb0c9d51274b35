from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.pyatiletka_plan_result import PyatiletkaPlanResult





T = TypeVar("T", bound="PyatiletkaSeatScore")



@_attrs_define
class PyatiletkaSeatScore:
    """ 
        Attributes:
            completed_vp (int):
            end_plan_vp (int):
            order_bearers (int):
            personal (list[PyatiletkaPlanResult]):
            played (int):
            seat (int):
            total (int):
     """

    completed_vp: int
    end_plan_vp: int
    order_bearers: int
    personal: list[PyatiletkaPlanResult]
    played: int
    seat: int
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pyatiletka_plan_result import PyatiletkaPlanResult # noqa: PLC0415
        completed_vp = self.completed_vp

        end_plan_vp = self.end_plan_vp

        order_bearers = self.order_bearers

        personal = []
        for personal_item_data in self.personal:
            personal_item = personal_item_data.to_dict()
            personal.append(personal_item)



        played = self.played

        seat = self.seat

        total = self.total


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "completed_vp": completed_vp,
            "end_plan_vp": end_plan_vp,
            "order_bearers": order_bearers,
            "personal": personal,
            "played": played,
            "seat": seat,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pyatiletka_plan_result import PyatiletkaPlanResult # noqa: PLC0415
        d = dict(src_dict)
        completed_vp = d.pop("completed_vp")

        end_plan_vp = d.pop("end_plan_vp")

        order_bearers = d.pop("order_bearers")

        personal = []
        _personal = d.pop("personal")
        for personal_item_data in (_personal):
            personal_item = PyatiletkaPlanResult.from_dict(personal_item_data)



            personal.append(personal_item)


        played = d.pop("played")

        seat = d.pop("seat")

        total = d.pop("total")

        pyatiletka_seat_score = cls(
            completed_vp=completed_vp,
            end_plan_vp=end_plan_vp,
            order_bearers=order_bearers,
            personal=personal,
            played=played,
            seat=seat,
            total=total,
        )


        pyatiletka_seat_score.additional_properties = d
        return pyatiletka_seat_score

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
