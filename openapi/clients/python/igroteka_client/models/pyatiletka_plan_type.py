from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.pyatiletka_condition import PyatiletkaCondition





T = TypeVar("T", bound="PyatiletkaPlanType")



@_attrs_define
class PyatiletkaPlanType:
    """ 
        Attributes:
            condition (PyatiletkaCondition):
            copies (int):
            id (str):
            name (str):
            name_en (str):
            vp (int):
            needs_orders (bool | Unset):  Default: False.
     """

    condition: PyatiletkaCondition
    copies: int
    id: str
    name: str
    name_en: str
    vp: int
    needs_orders: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pyatiletka_condition import PyatiletkaCondition # noqa: PLC0415
        condition = self.condition.to_dict()

        copies = self.copies

        id = self.id

        name = self.name

        name_en = self.name_en

        vp = self.vp

        needs_orders = self.needs_orders


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "condition": condition,
            "copies": copies,
            "id": id,
            "name": name,
            "name_en": name_en,
            "vp": vp,
        })
        if needs_orders is not UNSET:
            field_dict["needs_orders"] = needs_orders

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pyatiletka_condition import PyatiletkaCondition # noqa: PLC0415
        d = dict(src_dict)
        condition = PyatiletkaCondition.from_dict(d.pop("condition"))




        copies = d.pop("copies")

        id = d.pop("id")

        name = d.pop("name")

        name_en = d.pop("name_en")

        vp = d.pop("vp")

        needs_orders = d.pop("needs_orders", UNSET)

        pyatiletka_plan_type = cls(
            condition=condition,
            copies=copies,
            id=id,
            name=name,
            name_en=name_en,
            vp=vp,
            needs_orders=needs_orders,
        )


        pyatiletka_plan_type.additional_properties = d
        return pyatiletka_plan_type

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
