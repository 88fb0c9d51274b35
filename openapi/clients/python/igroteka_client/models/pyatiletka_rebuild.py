from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pyatiletka_rebuild_type import PyatiletkaRebuildType






T = TypeVar("T", bound="PyatiletkaRebuild")



@_attrs_define
class PyatiletkaRebuild:
    """ Ability: discard another played character without an order, play a hand card instead.

        Attributes:
            card (str):
            remove (str):
            type_ (PyatiletkaRebuildType):
     """

    card: str
    remove: str
    type_: PyatiletkaRebuildType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        remove = self.remove

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "remove": remove,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        remove = d.pop("remove")

        type_ = PyatiletkaRebuildType(d.pop("type"))




        pyatiletka_rebuild = cls(
            card=card,
            remove=remove,
            type_=type_,
        )


        pyatiletka_rebuild.additional_properties = d
        return pyatiletka_rebuild

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
