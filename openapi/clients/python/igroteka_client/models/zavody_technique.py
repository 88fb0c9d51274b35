from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.zavody_assembly_machine import ZavodyAssemblyMachine





T = TypeVar("T", bound="ZavodyTechnique")



@_attrs_define
class ZavodyTechnique:
    """ 
        Attributes:
            factory (str):
            id (str):
            machines (list[ZavodyAssemblyMachine]):
            name (str):
            name_en (str):
            stars (int):
     """

    factory: str
    id: str
    machines: list[ZavodyAssemblyMachine]
    name: str
    name_en: str
    stars: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.zavody_assembly_machine import ZavodyAssemblyMachine # noqa: PLC0415
        factory = self.factory

        id = self.id

        machines = []
        for machines_item_data in self.machines:
            machines_item = machines_item_data.to_dict()
            machines.append(machines_item)



        name = self.name

        name_en = self.name_en

        stars = self.stars


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "factory": factory,
            "id": id,
            "machines": machines,
            "name": name,
            "name_en": name_en,
            "stars": stars,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.zavody_assembly_machine import ZavodyAssemblyMachine # noqa: PLC0415
        d = dict(src_dict)
        factory = d.pop("factory")

        id = d.pop("id")

        machines = []
        _machines = d.pop("machines")
        for machines_item_data in (_machines):
            machines_item = ZavodyAssemblyMachine.from_dict(machines_item_data)



            machines.append(machines_item)


        name = d.pop("name")

        name_en = d.pop("name_en")

        stars = d.pop("stars")

        zavody_technique = cls(
            factory=factory,
            id=id,
            machines=machines,
            name=name,
            name_en=name_en,
            stars=stars,
        )


        zavody_technique.additional_properties = d
        return zavody_technique

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
