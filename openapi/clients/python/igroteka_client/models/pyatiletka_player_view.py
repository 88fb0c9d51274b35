from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PyatiletkaPlayerView")



@_attrs_define
class PyatiletkaPlayerView:
    """ 
        Attributes:
            completed (list[str]):
            hand_size (int):
            offered_count (int):
            orders (list[str]):
            plan_count (int):
            played (list[str]):
            seat (int):
            vp (int):
            hand (list[str] | None | Unset):
            offered (list[str] | None | Unset):
            plans (list[str] | None | Unset):
     """

    completed: list[str]
    hand_size: int
    offered_count: int
    orders: list[str]
    plan_count: int
    played: list[str]
    seat: int
    vp: int
    hand: list[str] | None | Unset = UNSET
    offered: list[str] | None | Unset = UNSET
    plans: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        completed = self.completed



        hand_size = self.hand_size

        offered_count = self.offered_count

        orders = self.orders



        plan_count = self.plan_count

        played = self.played



        seat = self.seat

        vp = self.vp

        hand: list[str] | None | Unset
        if isinstance(self.hand, Unset):
            hand = UNSET
        elif isinstance(self.hand, list):
            hand = self.hand


        else:
            hand = self.hand

        offered: list[str] | None | Unset
        if isinstance(self.offered, Unset):
            offered = UNSET
        elif isinstance(self.offered, list):
            offered = self.offered


        else:
            offered = self.offered

        plans: list[str] | None | Unset
        if isinstance(self.plans, Unset):
            plans = UNSET
        elif isinstance(self.plans, list):
            plans = self.plans


        else:
            plans = self.plans


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "completed": completed,
            "hand_size": hand_size,
            "offered_count": offered_count,
            "orders": orders,
            "plan_count": plan_count,
            "played": played,
            "seat": seat,
            "vp": vp,
        })
        if hand is not UNSET:
            field_dict["hand"] = hand
        if offered is not UNSET:
            field_dict["offered"] = offered
        if plans is not UNSET:
            field_dict["plans"] = plans

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        completed = cast(list[str], d.pop("completed"))


        hand_size = d.pop("hand_size")

        offered_count = d.pop("offered_count")

        orders = cast(list[str], d.pop("orders"))


        plan_count = d.pop("plan_count")

        played = cast(list[str], d.pop("played"))


        seat = d.pop("seat")

        vp = d.pop("vp")

        def _parse_hand(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[str], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        hand = _parse_hand(d.pop("hand", UNSET))


        def _parse_offered(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                offered_type_0 = cast(list[str], data)

                return offered_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        offered = _parse_offered(d.pop("offered", UNSET))


        def _parse_plans(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                plans_type_0 = cast(list[str], data)

                return plans_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        plans = _parse_plans(d.pop("plans", UNSET))


        pyatiletka_player_view = cls(
            completed=completed,
            hand_size=hand_size,
            offered_count=offered_count,
            orders=orders,
            plan_count=plan_count,
            played=played,
            seat=seat,
            vp=vp,
            hand=hand,
            offered=offered,
            plans=plans,
        )


        pyatiletka_player_view.additional_properties = d
        return pyatiletka_player_view

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
