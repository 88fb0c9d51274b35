from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ecologic_event_card_branch import EcologicEventCardBranch
from ..models.ecologic_event_card_effect import EcologicEventCardEffect
from ..models.ecologic_event_card_target import EcologicEventCardTarget
from ..types import UNSET, Unset






T = TypeVar("T", bound="EcologicEventCard")



@_attrs_define
class EcologicEventCard:
    """ An event card (Событие); ids are also the physical instance ids.

        Attributes:
            effect (EcologicEventCardEffect):
            id (str):
            level (int):
            name (str):
            name_en (str):
            target (EcologicEventCardTarget):
            text (str):
            text_en (str):
            amount (int | Unset):  Default: 0.
            branch (EcologicEventCardBranch | Unset):  Default: EcologicEventCardBranch.ANY.
            per_level (int | Unset):  Default: 0.
     """

    effect: EcologicEventCardEffect
    id: str
    level: int
    name: str
    name_en: str
    target: EcologicEventCardTarget
    text: str
    text_en: str
    amount: int | Unset = 0
    branch: EcologicEventCardBranch | Unset = EcologicEventCardBranch.ANY
    per_level: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        effect = self.effect.value

        id = self.id

        level = self.level

        name = self.name

        name_en = self.name_en

        target = self.target.value

        text = self.text

        text_en = self.text_en

        amount = self.amount

        branch: str | Unset = UNSET
        if not isinstance(self.branch, Unset):
            branch = self.branch.value


        per_level = self.per_level


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "effect": effect,
            "id": id,
            "level": level,
            "name": name,
            "name_en": name_en,
            "target": target,
            "text": text,
            "text_en": text_en,
        })
        if amount is not UNSET:
            field_dict["amount"] = amount
        if branch is not UNSET:
            field_dict["branch"] = branch
        if per_level is not UNSET:
            field_dict["per_level"] = per_level

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        effect = EcologicEventCardEffect(d.pop("effect"))




        id = d.pop("id")

        level = d.pop("level")

        name = d.pop("name")

        name_en = d.pop("name_en")

        target = EcologicEventCardTarget(d.pop("target"))




        text = d.pop("text")

        text_en = d.pop("text_en")

        amount = d.pop("amount", UNSET)

        _branch = d.pop("branch", UNSET)
        branch: EcologicEventCardBranch | Unset
        if isinstance(_branch,  Unset):
            branch = UNSET
        else:
            branch = EcologicEventCardBranch(_branch)




        per_level = d.pop("per_level", UNSET)

        ecologic_event_card = cls(
            effect=effect,
            id=id,
            level=level,
            name=name,
            name_en=name_en,
            target=target,
            text=text,
            text_en=text_en,
            amount=amount,
            branch=branch,
            per_level=per_level,
        )


        ecologic_event_card.additional_properties = d
        return ecologic_event_card

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
