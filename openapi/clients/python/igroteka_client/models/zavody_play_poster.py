from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_play_poster_type import ZavodyPlayPosterType
from ..types import UNSET, Unset






T = TypeVar("T", bound="ZavodyPlayPoster")



@_attrs_define
class ZavodyPlayPoster:
    """ «Вызов»: play a delayed poster when you act (optimisation or activation); `ally` for a pair poster, else -1.

        Attributes:
            poster (str):
            type_ (ZavodyPlayPosterType):
            ally (int | Unset):  Default: -1.
     """

    poster: str
    type_: ZavodyPlayPosterType
    ally: int | Unset = -1
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        poster = self.poster

        type_ = self.type_.value

        ally = self.ally


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "poster": poster,
            "type": type_,
        })
        if ally is not UNSET:
            field_dict["ally"] = ally

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        poster = d.pop("poster")

        type_ = ZavodyPlayPosterType(d.pop("type"))




        ally = d.pop("ally", UNSET)

        zavody_play_poster = cls(
            poster=poster,
            type_=type_,
            ally=ally,
        )


        zavody_play_poster.additional_properties = d
        return zavody_play_poster

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
