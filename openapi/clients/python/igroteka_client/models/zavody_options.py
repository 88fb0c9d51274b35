from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_options_mode import ZavodyOptionsMode
from ..types import UNSET, Unset






T = TypeVar("T", bound="ZavodyOptions")



@_attrs_define
class ZavodyOptions:
    """ mode: basic or «Вызов»; stars: technique cards (0 = basic); round_limit: safety end of play.

        Attributes:
            mode (ZavodyOptionsMode | Unset):  Default: ZavodyOptionsMode.BASIC.
            round_limit (int | Unset):  Default: 30.
            stars (int | Unset):  Default: 0.
     """

    mode: ZavodyOptionsMode | Unset = ZavodyOptionsMode.BASIC
    round_limit: int | Unset = 30
    stars: int | Unset = 0





    def to_dict(self) -> dict[str, Any]:
        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value


        round_limit = self.round_limit

        stars = self.stars


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if mode is not UNSET:
            field_dict["mode"] = mode
        if round_limit is not UNSET:
            field_dict["round_limit"] = round_limit
        if stars is not UNSET:
            field_dict["stars"] = stars

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _mode = d.pop("mode", UNSET)
        mode: ZavodyOptionsMode | Unset
        if isinstance(_mode,  Unset):
            mode = UNSET
        else:
            mode = ZavodyOptionsMode(_mode)




        round_limit = d.pop("round_limit", UNSET)

        stars = d.pop("stars", UNSET)

        zavody_options = cls(
            mode=mode,
            round_limit=round_limit,
            stars=stars,
        )

        return zavody_options

