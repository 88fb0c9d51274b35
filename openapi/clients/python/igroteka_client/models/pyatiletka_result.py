from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.pyatiletka_seat_score import PyatiletkaSeatScore





T = TypeVar("T", bound="PyatiletkaResult")



@_attrs_define
class PyatiletkaResult:
    """ 
        Attributes:
            end_plan (str):
            end_plan_to (int):
            reason (str):
            scores (list[PyatiletkaSeatScore]):
            winners (list[int]):
     """

    end_plan: str
    end_plan_to: int
    reason: str
    scores: list[PyatiletkaSeatScore]
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pyatiletka_seat_score import PyatiletkaSeatScore # noqa: PLC0415
        end_plan = self.end_plan

        end_plan_to = self.end_plan_to

        reason = self.reason

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)



        winners = self.winners




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "end_plan": end_plan,
            "end_plan_to": end_plan_to,
            "reason": reason,
            "scores": scores,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pyatiletka_seat_score import PyatiletkaSeatScore # noqa: PLC0415
        d = dict(src_dict)
        end_plan = d.pop("end_plan")

        end_plan_to = d.pop("end_plan_to")

        reason = d.pop("reason")

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in (_scores):
            scores_item = PyatiletkaSeatScore.from_dict(scores_item_data)



            scores.append(scores_item)


        winners = cast(list[int], d.pop("winners"))


        pyatiletka_result = cls(
            end_plan=end_plan,
            end_plan_to=end_plan_to,
            reason=reason,
            scores=scores,
            winners=winners,
        )


        pyatiletka_result.additional_properties = d
        return pyatiletka_result

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
