from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RegisterPlayer")



@_attrs_define
class RegisterPlayer:
    """ 
        Attributes:
            name (str): A player's name, stored NFC-normalised: no control, direction-override or invisible characters
                (problem name_invisible), 1–32 characters that show and at most 128 code points as sent (name_empty,
                name_too_long), and no other seat of the match or player of the tournament with the same name regardless of case
                and width (name_taken).
            invite_code (None | str | Unset):
     """

    name: str
    invite_code: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        invite_code: None | str | Unset
        if isinstance(self.invite_code, Unset):
            invite_code = UNSET
        else:
            invite_code = self.invite_code


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
        })
        if invite_code is not UNSET:
            field_dict["invite_code"] = invite_code

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_invite_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        invite_code = _parse_invite_code(d.pop("invite_code", UNSET))


        register_player = cls(
            name=name,
            invite_code=invite_code,
        )


        register_player.additional_properties = d
        return register_player

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
