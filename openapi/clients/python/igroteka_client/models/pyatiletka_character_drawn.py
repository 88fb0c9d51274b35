from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pyatiletka_character_drawn_type import PyatiletkaCharacterDrawnType
from typing import cast






T = TypeVar("T", bound="PyatiletkaCharacterDrawn")



@_attrs_define
class PyatiletkaCharacterDrawn:
    """ The top card of the character deck into a hand.

        Attributes:
            card (None | str):
            seat (int):
            type_ (PyatiletkaCharacterDrawnType):
     """

    card: None | str
    seat: int
    type_: PyatiletkaCharacterDrawnType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        card: None | str
        card = self.card

        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))


        seat = d.pop("seat")

        type_ = PyatiletkaCharacterDrawnType(d.pop("type"))




        pyatiletka_character_drawn = cls(
            card=card,
            seat=seat,
            type_=type_,
        )


        pyatiletka_character_drawn.additional_properties = d
        return pyatiletka_character_drawn

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
