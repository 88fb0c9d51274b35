from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.zavody_modifier_added_type import ZavodyModifierAddedType
from typing import cast

if TYPE_CHECKING:
  from ..models.zavody_modifier import ZavodyModifier





T = TypeVar("T", bound="ZavodyModifierAdded")



@_attrs_define
class ZavodyModifierAdded:
    """ 
        Attributes:
            modifier (ZavodyModifier): A poster's lasting effect on some seats: from `first` round to `last` (0 = to the
                end).
            type_ (ZavodyModifierAddedType):
     """

    modifier: ZavodyModifier
    type_: ZavodyModifierAddedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.zavody_modifier import ZavodyModifier # noqa: PLC0415
        modifier = self.modifier.to_dict()

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "modifier": modifier,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.zavody_modifier import ZavodyModifier # noqa: PLC0415
        d = dict(src_dict)
        modifier = ZavodyModifier.from_dict(d.pop("modifier"))




        type_ = ZavodyModifierAddedType(d.pop("type"))




        zavody_modifier_added = cls(
            modifier=modifier,
            type_=type_,
        )


        zavody_modifier_added.additional_properties = d
        return zavody_modifier_added

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
