from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="TakebackBody")



@_attrs_define
class TakebackBody:
    """ The body of a ``takeback_consented``, ``takeback_declined`` or ``takeback_cancelled`` item
        (``seat`` answered the request to take back the move stored at ``version``) and of a
        ``move_taken_back`` item: ``seat``'s move stored at ``version`` is taken back. Its facts stay in
        the feed, but from this item's version on the match is as it was before that move: the same
        seat to act, and views (at this version or later) without its facts.

        Attributes:
            seat (int):
            version (int):
     """

    seat: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        version = d.pop("version")

        takeback_body = cls(
            seat=seat,
            version=version,
        )


        takeback_body.additional_properties = d
        return takeback_body

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
