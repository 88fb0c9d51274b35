from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.pyatiletka_ability import PyatiletkaAbility
  from ..models.pyatiletka_chairman_card import PyatiletkaChairmanCard
  from ..models.pyatiletka_character_type import PyatiletkaCharacterType
  from ..models.pyatiletka_industry import PyatiletkaIndustry
  from ..models.pyatiletka_plan_type import PyatiletkaPlanType





T = TypeVar("T", bound="PyatiletkaContent")



@_attrs_define
class PyatiletkaContent:
    """ 
        Attributes:
            abilities (list[PyatiletkaAbility]):
            chairman (PyatiletkaChairmanCard):
            characters (list[PyatiletkaCharacterType]):
            game (Literal['pyatiletka']):
            industries (list[PyatiletkaIndustry]):
            order_tokens (int):
            plans (list[PyatiletkaPlanType]):
     """

    abilities: list[PyatiletkaAbility]
    chairman: PyatiletkaChairmanCard
    characters: list[PyatiletkaCharacterType]
    game: Literal['pyatiletka']
    industries: list[PyatiletkaIndustry]
    order_tokens: int
    plans: list[PyatiletkaPlanType]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pyatiletka_ability import PyatiletkaAbility # noqa: PLC0415
        from ..models.pyatiletka_chairman_card import PyatiletkaChairmanCard # noqa: PLC0415
        from ..models.pyatiletka_character_type import PyatiletkaCharacterType # noqa: PLC0415
        from ..models.pyatiletka_industry import PyatiletkaIndustry # noqa: PLC0415
        from ..models.pyatiletka_plan_type import PyatiletkaPlanType # noqa: PLC0415
        abilities = []
        for abilities_item_data in self.abilities:
            abilities_item = abilities_item_data.to_dict()
            abilities.append(abilities_item)



        chairman = self.chairman.to_dict()

        characters = []
        for characters_item_data in self.characters:
            characters_item = characters_item_data.to_dict()
            characters.append(characters_item)



        game = self.game

        industries = []
        for industries_item_data in self.industries:
            industries_item = industries_item_data.to_dict()
            industries.append(industries_item)



        order_tokens = self.order_tokens

        plans = []
        for plans_item_data in self.plans:
            plans_item = plans_item_data.to_dict()
            plans.append(plans_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "abilities": abilities,
            "chairman": chairman,
            "characters": characters,
            "game": game,
            "industries": industries,
            "order_tokens": order_tokens,
            "plans": plans,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pyatiletka_ability import PyatiletkaAbility # noqa: PLC0415
        from ..models.pyatiletka_chairman_card import PyatiletkaChairmanCard # noqa: PLC0415
        from ..models.pyatiletka_character_type import PyatiletkaCharacterType # noqa: PLC0415
        from ..models.pyatiletka_industry import PyatiletkaIndustry # noqa: PLC0415
        from ..models.pyatiletka_plan_type import PyatiletkaPlanType # noqa: PLC0415
        d = dict(src_dict)
        abilities = []
        _abilities = d.pop("abilities")
        for abilities_item_data in (_abilities):
            abilities_item = PyatiletkaAbility.from_dict(abilities_item_data)



            abilities.append(abilities_item)


        chairman = PyatiletkaChairmanCard.from_dict(d.pop("chairman"))




        characters = []
        _characters = d.pop("characters")
        for characters_item_data in (_characters):
            characters_item = PyatiletkaCharacterType.from_dict(characters_item_data)



            characters.append(characters_item)


        game = cast(Literal['pyatiletka'] , d.pop("game"))
        if game != 'pyatiletka':
            raise ValueError(f"game must match const 'pyatiletka', got '{game}'")

        industries = []
        _industries = d.pop("industries")
        for industries_item_data in (_industries):
            industries_item = PyatiletkaIndustry.from_dict(industries_item_data)



            industries.append(industries_item)


        order_tokens = d.pop("order_tokens")

        plans = []
        _plans = d.pop("plans")
        for plans_item_data in (_plans):
            plans_item = PyatiletkaPlanType.from_dict(plans_item_data)



            plans.append(plans_item)


        pyatiletka_content = cls(
            abilities=abilities,
            chairman=chairman,
            characters=characters,
            game=game,
            industries=industries,
            order_tokens=order_tokens,
            plans=plans,
        )


        pyatiletka_content.additional_properties = d
        return pyatiletka_content

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
