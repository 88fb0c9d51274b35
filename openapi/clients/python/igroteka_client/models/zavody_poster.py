from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_poster_effect import ZavodyPosterEffect
from ..models.zavody_poster_kind import ZavodyPosterKind
from ..models.zavody_poster_target import ZavodyPosterTarget






T = TypeVar("T", bound="ZavodyPoster")



@_attrs_define
class ZavodyPoster:
    """ 
        Attributes:
            amount (int):
            effect (ZavodyPosterEffect):
            id (str):
            kind (ZavodyPosterKind):
            name (str):
            name_en (str):
            target (ZavodyPosterTarget):
            text (str):
            text_en (str):
     """

    amount: int
    effect: ZavodyPosterEffect
    id: str
    kind: ZavodyPosterKind
    name: str
    name_en: str
    target: ZavodyPosterTarget
    text: str
    text_en: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        effect = self.effect.value

        id = self.id

        kind = self.kind.value

        name = self.name

        name_en = self.name_en

        target = self.target.value

        text = self.text

        text_en = self.text_en


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "amount": amount,
            "effect": effect,
            "id": id,
            "kind": kind,
            "name": name,
            "name_en": name_en,
            "target": target,
            "text": text,
            "text_en": text_en,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        effect = ZavodyPosterEffect(d.pop("effect"))




        id = d.pop("id")

        kind = ZavodyPosterKind(d.pop("kind"))




        name = d.pop("name")

        name_en = d.pop("name_en")

        target = ZavodyPosterTarget(d.pop("target"))




        text = d.pop("text")

        text_en = d.pop("text_en")

        zavody_poster = cls(
            amount=amount,
            effect=effect,
            id=id,
            kind=kind,
            name=name,
            name_en=name_en,
            target=target,
            text=text,
            text_en=text_en,
        )


        zavody_poster.additional_properties = d
        return zavody_poster

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
