from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.abandonment_then import AbandonmentThen
from ..types import UNSET, Unset






T = TypeVar("T", bound="Abandonment")



@_attrs_define
class Abandonment:
    """ 
        Attributes:
            after (float):
            then (AbandonmentThen | Unset):  Default: AbandonmentThen.BOT.
     """

    after: float
    then: AbandonmentThen | Unset = AbandonmentThen.BOT
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        after = self.after

        then: str | Unset = UNSET
        if not isinstance(self.then, Unset):
            then = self.then.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "after": after,
        })
        if then is not UNSET:
            field_dict["then"] = then

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        after = d.pop("after")

        _then = d.pop("then", UNSET)
        then: AbandonmentThen | Unset
        if isinstance(_then,  Unset):
            then = UNSET
        else:
            then = AbandonmentThen(_then)




        abandonment = cls(
            after=after,
            then=then,
        )


        abandonment.additional_properties = d
        return abandonment

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
