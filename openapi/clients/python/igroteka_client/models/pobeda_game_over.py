from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pobeda_game_over_reason import PobedaGameOverReason
from ..models.pobeda_game_over_type import PobedaGameOverType
from typing import cast






T = TypeVar("T", bound="PobedaGameOver")



@_attrs_define
class PobedaGameOver:
    """ The end: the winning colour (None: a draw) and why.

        Attributes:
            reason (PobedaGameOverReason):
            type_ (PobedaGameOverType):
            winner (int | None):
     """

    reason: PobedaGameOverReason
    type_: PobedaGameOverType
    winner: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

        type_ = self.type_.value

        winner: int | None
        winner = self.winner


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "reason": reason,
            "type": type_,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = PobedaGameOverReason(d.pop("reason"))




        type_ = PobedaGameOverType(d.pop("type"))




        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))


        pobeda_game_over = cls(
            reason=reason,
            type_=type_,
            winner=winner,
        )


        pobeda_game_over.additional_properties = d
        return pobeda_game_over

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
