from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.den_pobedy_tactic_played_type import DenPobedyTacticPlayedType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.den_pobedy_card_ref import DenPobedyCardRef





T = TypeVar("T", bound="DenPobedyTacticPlayed")



@_attrs_define
class DenPobedyTacticPlayed:
    """ 
        Attributes:
            card (DenPobedyCardRef): A physical card: its instance id and its card type.
            seat (int):
            type_ (DenPobedyTacticPlayedType):
            target (None | str | Unset):
     """

    card: DenPobedyCardRef
    seat: int
    type_: DenPobedyTacticPlayedType
    target: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.den_pobedy_card_ref import DenPobedyCardRef # noqa: PLC0415
        card = self.card.to_dict()

        seat = self.seat

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
            "seat": seat,
            "type": type_,
        })
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.den_pobedy_card_ref import DenPobedyCardRef # noqa: PLC0415
        d = dict(src_dict)
        card = DenPobedyCardRef.from_dict(d.pop("card"))




        seat = d.pop("seat")

        type_ = DenPobedyTacticPlayedType(d.pop("type"))




        def _parse_target(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        target = _parse_target(d.pop("target", UNSET))


        den_pobedy_tactic_played = cls(
            card=card,
            seat=seat,
            type_=type_,
            target=target,
        )


        den_pobedy_tactic_played.additional_properties = d
        return den_pobedy_tactic_played

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
