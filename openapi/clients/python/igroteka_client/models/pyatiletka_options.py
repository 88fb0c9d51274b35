from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="PyatiletkaOptions")



@_attrs_define
class PyatiletkaOptions:
    """ Variants: the number of rounds (Разная длительность) and the simplified rules.

        Attributes:
            rounds (int | Unset):  Default: 5.
            simplified (bool | Unset):  Default: False.
     """

    rounds: int | Unset = 5
    simplified: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        rounds = self.rounds

        simplified = self.simplified


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if simplified is not UNSET:
            field_dict["simplified"] = simplified

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rounds = d.pop("rounds", UNSET)

        simplified = d.pop("simplified", UNSET)

        pyatiletka_options = cls(
            rounds=rounds,
            simplified=simplified,
        )

        return pyatiletka_options

