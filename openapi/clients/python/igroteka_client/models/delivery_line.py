from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="DeliveryLine")



@_attrs_define
class DeliveryLine:
    """ 
        Attributes:
            at (datetime.datetime):
            attempt (int):
            detail (str):
            key (str):
            kind (str):
            result (str):
     """

    at: datetime.datetime
    attempt: int
    detail: str
    key: str
    kind: str
    result: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        attempt = self.attempt

        detail = self.detail

        key = self.key

        kind = self.kind

        result = self.result


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "at": at,
            "attempt": attempt,
            "detail": detail,
            "key": key,
            "kind": kind,
            "result": result,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))




        attempt = d.pop("attempt")

        detail = d.pop("detail")

        key = d.pop("key")

        kind = d.pop("kind")

        result = d.pop("result")

        delivery_line = cls(
            at=at,
            attempt=attempt,
            detail=detail,
            key=key,
            kind=kind,
            result=result,
        )


        delivery_line.additional_properties = d
        return delivery_line

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
