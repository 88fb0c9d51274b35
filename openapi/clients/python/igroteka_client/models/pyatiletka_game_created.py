from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pyatiletka_game_created_type import PyatiletkaGameCreatedType
from typing import cast






T = TypeVar("T", bound="PyatiletkaGameCreated")



@_attrs_define
class PyatiletkaGameCreated:
    """ 
        Attributes:
            order_tokens (int):
            removed_plans (list[str]):
            rounds (int):
            seats (int):
            simplified (bool):
            type_ (PyatiletkaGameCreatedType):
     """

    order_tokens: int
    removed_plans: list[str]
    rounds: int
    seats: int
    simplified: bool
    type_: PyatiletkaGameCreatedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        order_tokens = self.order_tokens

        removed_plans = self.removed_plans



        rounds = self.rounds

        seats = self.seats

        simplified = self.simplified

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "order_tokens": order_tokens,
            "removed_plans": removed_plans,
            "rounds": rounds,
            "seats": seats,
            "simplified": simplified,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        order_tokens = d.pop("order_tokens")

        removed_plans = cast(list[str], d.pop("removed_plans"))


        rounds = d.pop("rounds")

        seats = d.pop("seats")

        simplified = d.pop("simplified")

        type_ = PyatiletkaGameCreatedType(d.pop("type"))




        pyatiletka_game_created = cls(
            order_tokens=order_tokens,
            removed_plans=removed_plans,
            rounds=rounds,
            seats=seats,
            simplified=simplified,
            type_=type_,
        )


        pyatiletka_game_created.additional_properties = d
        return pyatiletka_game_created

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
