from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pyatiletka_choice_asked_type import PyatiletkaChoiceAskedType
from ..types import UNSET, Unset






T = TypeVar("T", bound="PyatiletkaChoiceAsked")



@_attrs_define
class PyatiletkaChoiceAsked:
    """ The game waits for ``seat`` to decide.

        kind: "ability" (use the ability of ``card`` or skip it), "return_plan" (the Librarian's plan
        to discard), "plan_source" (row or deck, after the chairman's GivePlan), "place_order",
        "remove_plan" (simplified rules, end of round).

        Attributes:
            kind (str):
            seat (int):
            type_ (PyatiletkaChoiceAskedType):
            card (str | Unset):  Default: ''.
     """

    kind: str
    seat: int
    type_: PyatiletkaChoiceAskedType
    card: str | Unset = ''
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        seat = self.seat

        type_ = self.type_.value

        card = self.card


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "seat": seat,
            "type": type_,
        })
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = d.pop("kind")

        seat = d.pop("seat")

        type_ = PyatiletkaChoiceAskedType(d.pop("type"))




        card = d.pop("card", UNSET)

        pyatiletka_choice_asked = cls(
            kind=kind,
            seat=seat,
            type_=type_,
            card=card,
        )


        pyatiletka_choice_asked.additional_properties = d
        return pyatiletka_choice_asked

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
