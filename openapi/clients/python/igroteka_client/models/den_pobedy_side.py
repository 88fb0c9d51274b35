from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.den_pobedy_side_id import DenPobedySideId
from typing import cast

if TYPE_CHECKING:
  from ..models.den_pobedy_side_starter import DenPobedySideStarter





T = TypeVar("T", bound="DenPobedySide")



@_attrs_define
class DenPobedySide:
    """ A side and its starter deck (card id → copies).

        Attributes:
            id (DenPobedySideId):
            name (str):
            name_en (str):
            starter (DenPobedySideStarter):
     """

    id: DenPobedySideId
    name: str
    name_en: str
    starter: DenPobedySideStarter
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.den_pobedy_side_starter import DenPobedySideStarter # noqa: PLC0415
        id = self.id.value

        name = self.name

        name_en = self.name_en

        starter = self.starter.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "name_en": name_en,
            "starter": starter,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.den_pobedy_side_starter import DenPobedySideStarter # noqa: PLC0415
        d = dict(src_dict)
        id = DenPobedySideId(d.pop("id"))




        name = d.pop("name")

        name_en = d.pop("name_en")

        starter = DenPobedySideStarter.from_dict(d.pop("starter"))




        den_pobedy_side = cls(
            id=id,
            name=name,
            name_en=name_en,
            starter=starter,
        )


        den_pobedy_side.additional_properties = d
        return den_pobedy_side

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
