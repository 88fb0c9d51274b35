from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.den_pobedy_boost import DenPobedyBoost





T = TypeVar("T", bound="DenPobedyCombatView")



@_attrs_define
class DenPobedyCombatView:
    """ 
        Attributes:
            attacker (str):
            blocker (None | str):
            boosts (list[DenPobedyBoost]):
            step (str):
            supports (list[str]):
            target (str):
     """

    attacker: str
    blocker: None | str
    boosts: list[DenPobedyBoost]
    step: str
    supports: list[str]
    target: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.den_pobedy_boost import DenPobedyBoost # noqa: PLC0415
        attacker = self.attacker

        blocker: None | str
        blocker = self.blocker

        boosts = []
        for boosts_item_data in self.boosts:
            boosts_item = boosts_item_data.to_dict()
            boosts.append(boosts_item)



        step = self.step

        supports = self.supports



        target = self.target


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attacker": attacker,
            "blocker": blocker,
            "boosts": boosts,
            "step": step,
            "supports": supports,
            "target": target,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.den_pobedy_boost import DenPobedyBoost # noqa: PLC0415
        d = dict(src_dict)
        attacker = d.pop("attacker")

        def _parse_blocker(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        blocker = _parse_blocker(d.pop("blocker"))


        boosts = []
        _boosts = d.pop("boosts")
        for boosts_item_data in (_boosts):
            boosts_item = DenPobedyBoost.from_dict(boosts_item_data)



            boosts.append(boosts_item)


        step = d.pop("step")

        supports = cast(list[str], d.pop("supports"))


        target = d.pop("target")

        den_pobedy_combat_view = cls(
            attacker=attacker,
            blocker=blocker,
            boosts=boosts,
            step=step,
            supports=supports,
            target=target,
        )


        den_pobedy_combat_view.additional_properties = d
        return den_pobedy_combat_view

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
