from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Outcome")



@_attrs_define
class Outcome:
    """ 
        Attributes:
            scores (list[int]):
            winners (list[int]):
            reason (str | Unset):  Default: ''.
            tiebreaks (list[list[int]] | Unset):
     """

    scores: list[int]
    winners: list[int]
    reason: str | Unset = ''
    tiebreaks: list[list[int]] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        scores = self.scores



        winners = self.winners



        reason = self.reason

        tiebreaks: list[list[int]] | Unset = UNSET
        if not isinstance(self.tiebreaks, Unset):
            tiebreaks = []
            for tiebreaks_item_data in self.tiebreaks:
                tiebreaks_item = tiebreaks_item_data


                tiebreaks.append(tiebreaks_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "scores": scores,
            "winners": winners,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason
        if tiebreaks is not UNSET:
            field_dict["tiebreaks"] = tiebreaks

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        scores = cast(list[int], d.pop("scores"))


        winners = cast(list[int], d.pop("winners"))


        reason = d.pop("reason", UNSET)

        _tiebreaks = d.pop("tiebreaks", UNSET)
        tiebreaks: list[list[int]] | Unset = UNSET
        if _tiebreaks is not UNSET:
            tiebreaks = []
            for tiebreaks_item_data in _tiebreaks:
                tiebreaks_item = cast(list[int], tiebreaks_item_data)

                tiebreaks.append(tiebreaks_item)


        outcome = cls(
            scores=scores,
            winners=winners,
            reason=reason,
            tiebreaks=tiebreaks,
        )


        outcome.additional_properties = d
        return outcome

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
