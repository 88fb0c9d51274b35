from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.den_pobedy_card_type_category import DenPobedyCardTypeCategory
from ..models.den_pobedy_card_type_side import DenPobedyCardTypeSide
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.den_pobedy_cost import DenPobedyCost
  from ..models.den_pobedy_modifier import DenPobedyModifier





T = TypeVar("T", bound="DenPobedyCardType")



@_attrs_define
class DenPobedyCardType:
    """ One card of the catalogue (a type; a deck holds physical instances of it).

        Attributes:
            category (DenPobedyCardTypeCategory):
            id (str):
            name (str):
            name_en (str):
            side (DenPobedyCardTypeSide):
            arm (str | Unset):  Default: ''.
            artillery_support (int | Unset):  Default: 0.
            attack (int | Unset):  Default: 0.
            attack_cost (DenPobedyCost | Unset): An amount of each resource.
            bombing (int | Unset):  Default: 0.
            cost (DenPobedyCost | Unset): An amount of each resource.
            deck_strike (int | Unset):  Default: 0.
            defence (int | Unset):  Default: 0.
            directed (bool | Unset):  Default: False.
            effect (str | Unset):  Default: ''.
            effect_attack (int | Unset):  Default: 0.
            effect_defence (int | Unset):  Default: 0.
            kind (str | Unset):  Default: ''.
            mobility (bool | Unset):  Default: False.
            modifiers (list[DenPobedyModifier] | Unset):
            phase (str | Unset):  Default: ''.
            resource (str | Unset):  Default: ''.
            strike_cost (DenPobedyCost | Unset): An amount of each resource.
            unit_strike (int | Unset):  Default: 0.
     """

    category: DenPobedyCardTypeCategory
    id: str
    name: str
    name_en: str
    side: DenPobedyCardTypeSide
    arm: str | Unset = ''
    artillery_support: int | Unset = 0
    attack: int | Unset = 0
    attack_cost: DenPobedyCost | Unset = UNSET
    bombing: int | Unset = 0
    cost: DenPobedyCost | Unset = UNSET
    deck_strike: int | Unset = 0
    defence: int | Unset = 0
    directed: bool | Unset = False
    effect: str | Unset = ''
    effect_attack: int | Unset = 0
    effect_defence: int | Unset = 0
    kind: str | Unset = ''
    mobility: bool | Unset = False
    modifiers: list[DenPobedyModifier] | Unset = UNSET
    phase: str | Unset = ''
    resource: str | Unset = ''
    strike_cost: DenPobedyCost | Unset = UNSET
    unit_strike: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.den_pobedy_cost import DenPobedyCost # noqa: PLC0415
        from ..models.den_pobedy_modifier import DenPobedyModifier # noqa: PLC0415
        category = self.category.value

        id = self.id

        name = self.name

        name_en = self.name_en

        side = self.side.value

        arm = self.arm

        artillery_support = self.artillery_support

        attack = self.attack

        attack_cost: dict[str, Any] | Unset = UNSET
        if not isinstance(self.attack_cost, Unset):
            attack_cost = self.attack_cost.to_dict()

        bombing = self.bombing

        cost: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cost, Unset):
            cost = self.cost.to_dict()

        deck_strike = self.deck_strike

        defence = self.defence

        directed = self.directed

        effect = self.effect

        effect_attack = self.effect_attack

        effect_defence = self.effect_defence

        kind = self.kind

        mobility = self.mobility

        modifiers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.modifiers, Unset):
            modifiers = []
            for modifiers_item_data in self.modifiers:
                modifiers_item = modifiers_item_data.to_dict()
                modifiers.append(modifiers_item)



        phase = self.phase

        resource = self.resource

        strike_cost: dict[str, Any] | Unset = UNSET
        if not isinstance(self.strike_cost, Unset):
            strike_cost = self.strike_cost.to_dict()

        unit_strike = self.unit_strike


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "category": category,
            "id": id,
            "name": name,
            "name_en": name_en,
            "side": side,
        })
        if arm is not UNSET:
            field_dict["arm"] = arm
        if artillery_support is not UNSET:
            field_dict["artillery_support"] = artillery_support
        if attack is not UNSET:
            field_dict["attack"] = attack
        if attack_cost is not UNSET:
            field_dict["attack_cost"] = attack_cost
        if bombing is not UNSET:
            field_dict["bombing"] = bombing
        if cost is not UNSET:
            field_dict["cost"] = cost
        if deck_strike is not UNSET:
            field_dict["deck_strike"] = deck_strike
        if defence is not UNSET:
            field_dict["defence"] = defence
        if directed is not UNSET:
            field_dict["directed"] = directed
        if effect is not UNSET:
            field_dict["effect"] = effect
        if effect_attack is not UNSET:
            field_dict["effect_attack"] = effect_attack
        if effect_defence is not UNSET:
            field_dict["effect_defence"] = effect_defence
        if kind is not UNSET:
            field_dict["kind"] = kind
        if mobility is not UNSET:
            field_dict["mobility"] = mobility
        if modifiers is not UNSET:
            field_dict["modifiers"] = modifiers
        if phase is not UNSET:
            field_dict["phase"] = phase
        if resource is not UNSET:
            field_dict["resource"] = resource
        if strike_cost is not UNSET:
            field_dict["strike_cost"] = strike_cost
        if unit_strike is not UNSET:
            field_dict["unit_strike"] = unit_strike

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.den_pobedy_cost import DenPobedyCost # noqa: PLC0415
        from ..models.den_pobedy_modifier import DenPobedyModifier # noqa: PLC0415
        d = dict(src_dict)
        category = DenPobedyCardTypeCategory(d.pop("category"))




        id = d.pop("id")

        name = d.pop("name")

        name_en = d.pop("name_en")

        side = DenPobedyCardTypeSide(d.pop("side"))




        arm = d.pop("arm", UNSET)

        artillery_support = d.pop("artillery_support", UNSET)

        attack = d.pop("attack", UNSET)

        _attack_cost = d.pop("attack_cost", UNSET)
        attack_cost: DenPobedyCost | Unset
        if isinstance(_attack_cost,  Unset):
            attack_cost = UNSET
        else:
            attack_cost = DenPobedyCost.from_dict(_attack_cost)




        bombing = d.pop("bombing", UNSET)

        _cost = d.pop("cost", UNSET)
        cost: DenPobedyCost | Unset
        if isinstance(_cost,  Unset):
            cost = UNSET
        else:
            cost = DenPobedyCost.from_dict(_cost)




        deck_strike = d.pop("deck_strike", UNSET)

        defence = d.pop("defence", UNSET)

        directed = d.pop("directed", UNSET)

        effect = d.pop("effect", UNSET)

        effect_attack = d.pop("effect_attack", UNSET)

        effect_defence = d.pop("effect_defence", UNSET)

        kind = d.pop("kind", UNSET)

        mobility = d.pop("mobility", UNSET)

        _modifiers = d.pop("modifiers", UNSET)
        modifiers: list[DenPobedyModifier] | Unset = UNSET
        if _modifiers is not UNSET:
            modifiers = []
            for modifiers_item_data in _modifiers:
                modifiers_item = DenPobedyModifier.from_dict(modifiers_item_data)



                modifiers.append(modifiers_item)


        phase = d.pop("phase", UNSET)

        resource = d.pop("resource", UNSET)

        _strike_cost = d.pop("strike_cost", UNSET)
        strike_cost: DenPobedyCost | Unset
        if isinstance(_strike_cost,  Unset):
            strike_cost = UNSET
        else:
            strike_cost = DenPobedyCost.from_dict(_strike_cost)




        unit_strike = d.pop("unit_strike", UNSET)

        den_pobedy_card_type = cls(
            category=category,
            id=id,
            name=name,
            name_en=name_en,
            side=side,
            arm=arm,
            artillery_support=artillery_support,
            attack=attack,
            attack_cost=attack_cost,
            bombing=bombing,
            cost=cost,
            deck_strike=deck_strike,
            defence=defence,
            directed=directed,
            effect=effect,
            effect_attack=effect_attack,
            effect_defence=effect_defence,
            kind=kind,
            mobility=mobility,
            modifiers=modifiers,
            phase=phase,
            resource=resource,
            strike_cost=strike_cost,
            unit_strike=unit_strike,
        )


        den_pobedy_card_type.additional_properties = d
        return den_pobedy_card_type

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
