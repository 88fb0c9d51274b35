from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.den_pobedy_play_tactic_type import DenPobedyPlayTacticType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.den_pobedy_payment import DenPobedyPayment





T = TypeVar("T", bound="DenPobedyPlayTactic")



@_attrs_define
class DenPobedyPlayTactic:
    """ Play a tactical card in the phase its text names.

        Attributes:
            card (str):
            pay (DenPobedyPayment): How many resource cards of each kind to tap (the lowest-numbered untapped ones of that
                kind).
            type_ (DenPobedyPlayTacticType):
            target (None | str | Unset):
     """

    card: str
    pay: DenPobedyPayment
    type_: DenPobedyPlayTacticType
    target: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.den_pobedy_payment import DenPobedyPayment # noqa: PLC0415
        card = self.card

        pay = self.pay.to_dict()

        type_ = self.type_.value

        target: None | str | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "pay": pay,
            "type": type_,
        })
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.den_pobedy_payment import DenPobedyPayment # noqa: PLC0415
        d = dict(src_dict)
        card = d.pop("card")

        pay = DenPobedyPayment.from_dict(d.pop("pay"))




        type_ = DenPobedyPlayTacticType(d.pop("type"))




        def _parse_target(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        target = _parse_target(d.pop("target", UNSET))


        den_pobedy_play_tactic = cls(
            card=card,
            pay=pay,
            type_=type_,
            target=target,
        )


        den_pobedy_play_tactic.additional_properties = d
        return den_pobedy_play_tactic

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
