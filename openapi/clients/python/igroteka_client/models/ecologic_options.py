from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EcologicOptions")



@_attrs_define
class EcologicOptions:
    """ fixed_layout: the catalogue's map instead of a random one. two_player_variant: the reduced
        map and 9 events fewer; None = on exactly for two players (True with 3–4 players is refused).

        Attributes:
            fixed_layout (bool | Unset):  Default: False.
            two_player_variant (bool | None | Unset):
     """

    fixed_layout: bool | Unset = False
    two_player_variant: bool | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        fixed_layout = self.fixed_layout

        two_player_variant: bool | None | Unset
        if isinstance(self.two_player_variant, Unset):
            two_player_variant = UNSET
        else:
            two_player_variant = self.two_player_variant


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if fixed_layout is not UNSET:
            field_dict["fixed_layout"] = fixed_layout
        if two_player_variant is not UNSET:
            field_dict["two_player_variant"] = two_player_variant

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fixed_layout = d.pop("fixed_layout", UNSET)

        def _parse_two_player_variant(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        two_player_variant = _parse_two_player_variant(d.pop("two_player_variant", UNSET))


        ecologic_options = cls(
            fixed_layout=fixed_layout,
            two_player_variant=two_player_variant,
        )

        return ecologic_options

