from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.ecologic_building_level import EcologicBuildingLevel
  from ..models.ecologic_event_card import EcologicEventCard
  from ..models.ecologic_initiative_card import EcologicInitiativeCard
  from ..models.ecologic_initiative_kind import EcologicInitiativeKind
  from ..models.ecologic_initiative_level import EcologicInitiativeLevel
  from ..models.ecologic_special import EcologicSpecial
  from ..models.ecologic_tile import EcologicTile





T = TypeVar("T", bound="EcologicContent")



@_attrs_define
class EcologicContent:
    """ 
        Attributes:
            bank_coins (int):
            building_levels (list[EcologicBuildingLevel]):
            buildings_per_branch (int):
            eco_points (int):
            events (list[EcologicEventCard]):
            fixed_layout (list[str]):
            game (Literal['ecologic']):
            initiative_kinds (list[EcologicInitiativeKind]):
            initiative_levels (list[EcologicInitiativeLevel]):
            max_level (int):
            max_level_two_resources (int):
            special_prices (list[int]):
            specials (list[EcologicSpecial]):
            start_coins (int):
            tiles (list[EcologicTile]):
            initiative_cards (list[EcologicInitiativeCard] | Unset):
     """

    bank_coins: int
    building_levels: list[EcologicBuildingLevel]
    buildings_per_branch: int
    eco_points: int
    events: list[EcologicEventCard]
    fixed_layout: list[str]
    game: Literal['ecologic']
    initiative_kinds: list[EcologicInitiativeKind]
    initiative_levels: list[EcologicInitiativeLevel]
    max_level: int
    max_level_two_resources: int
    special_prices: list[int]
    specials: list[EcologicSpecial]
    start_coins: int
    tiles: list[EcologicTile]
    initiative_cards: list[EcologicInitiativeCard] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ecologic_building_level import EcologicBuildingLevel # noqa: PLC0415
        from ..models.ecologic_event_card import EcologicEventCard # noqa: PLC0415
        from ..models.ecologic_initiative_card import EcologicInitiativeCard # noqa: PLC0415
        from ..models.ecologic_initiative_kind import EcologicInitiativeKind # noqa: PLC0415
        from ..models.ecologic_initiative_level import EcologicInitiativeLevel # noqa: PLC0415
        from ..models.ecologic_special import EcologicSpecial # noqa: PLC0415
        from ..models.ecologic_tile import EcologicTile # noqa: PLC0415
        bank_coins = self.bank_coins

        building_levels = []
        for building_levels_item_data in self.building_levels:
            building_levels_item = building_levels_item_data.to_dict()
            building_levels.append(building_levels_item)



        buildings_per_branch = self.buildings_per_branch

        eco_points = self.eco_points

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        fixed_layout = self.fixed_layout



        game = self.game

        initiative_kinds = []
        for initiative_kinds_item_data in self.initiative_kinds:
            initiative_kinds_item = initiative_kinds_item_data.to_dict()
            initiative_kinds.append(initiative_kinds_item)



        initiative_levels = []
        for initiative_levels_item_data in self.initiative_levels:
            initiative_levels_item = initiative_levels_item_data.to_dict()
            initiative_levels.append(initiative_levels_item)



        max_level = self.max_level

        max_level_two_resources = self.max_level_two_resources

        special_prices = self.special_prices



        specials = []
        for specials_item_data in self.specials:
            specials_item = specials_item_data.to_dict()
            specials.append(specials_item)



        start_coins = self.start_coins

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)



        initiative_cards: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.initiative_cards, Unset):
            initiative_cards = []
            for initiative_cards_item_data in self.initiative_cards:
                initiative_cards_item = initiative_cards_item_data.to_dict()
                initiative_cards.append(initiative_cards_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bank_coins": bank_coins,
            "building_levels": building_levels,
            "buildings_per_branch": buildings_per_branch,
            "eco_points": eco_points,
            "events": events,
            "fixed_layout": fixed_layout,
            "game": game,
            "initiative_kinds": initiative_kinds,
            "initiative_levels": initiative_levels,
            "max_level": max_level,
            "max_level_two_resources": max_level_two_resources,
            "special_prices": special_prices,
            "specials": specials,
            "start_coins": start_coins,
            "tiles": tiles,
        })
        if initiative_cards is not UNSET:
            field_dict["initiative_cards"] = initiative_cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ecologic_building_level import EcologicBuildingLevel # noqa: PLC0415
        from ..models.ecologic_event_card import EcologicEventCard # noqa: PLC0415
        from ..models.ecologic_initiative_card import EcologicInitiativeCard # noqa: PLC0415
        from ..models.ecologic_initiative_kind import EcologicInitiativeKind # noqa: PLC0415
        from ..models.ecologic_initiative_level import EcologicInitiativeLevel # noqa: PLC0415
        from ..models.ecologic_special import EcologicSpecial # noqa: PLC0415
        from ..models.ecologic_tile import EcologicTile # noqa: PLC0415
        d = dict(src_dict)
        bank_coins = d.pop("bank_coins")

        building_levels = []
        _building_levels = d.pop("building_levels")
        for building_levels_item_data in (_building_levels):
            building_levels_item = EcologicBuildingLevel.from_dict(building_levels_item_data)



            building_levels.append(building_levels_item)


        buildings_per_branch = d.pop("buildings_per_branch")

        eco_points = d.pop("eco_points")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = EcologicEventCard.from_dict(events_item_data)



            events.append(events_item)


        fixed_layout = cast(list[str], d.pop("fixed_layout"))


        game = cast(Literal['ecologic'] , d.pop("game"))
        if game != 'ecologic':
            raise ValueError(f"game must match const 'ecologic', got '{game}'")

        initiative_kinds = []
        _initiative_kinds = d.pop("initiative_kinds")
        for initiative_kinds_item_data in (_initiative_kinds):
            initiative_kinds_item = EcologicInitiativeKind.from_dict(initiative_kinds_item_data)



            initiative_kinds.append(initiative_kinds_item)


        initiative_levels = []
        _initiative_levels = d.pop("initiative_levels")
        for initiative_levels_item_data in (_initiative_levels):
            initiative_levels_item = EcologicInitiativeLevel.from_dict(initiative_levels_item_data)



            initiative_levels.append(initiative_levels_item)


        max_level = d.pop("max_level")

        max_level_two_resources = d.pop("max_level_two_resources")

        special_prices = cast(list[int], d.pop("special_prices"))


        specials = []
        _specials = d.pop("specials")
        for specials_item_data in (_specials):
            specials_item = EcologicSpecial.from_dict(specials_item_data)



            specials.append(specials_item)


        start_coins = d.pop("start_coins")

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = EcologicTile.from_dict(tiles_item_data)



            tiles.append(tiles_item)


        _initiative_cards = d.pop("initiative_cards", UNSET)
        initiative_cards: list[EcologicInitiativeCard] | Unset = UNSET
        if _initiative_cards is not UNSET:
            initiative_cards = []
            for initiative_cards_item_data in _initiative_cards:
                initiative_cards_item = EcologicInitiativeCard.from_dict(initiative_cards_item_data)



                initiative_cards.append(initiative_cards_item)


        ecologic_content = cls(
            bank_coins=bank_coins,
            building_levels=building_levels,
            buildings_per_branch=buildings_per_branch,
            eco_points=eco_points,
            events=events,
            fixed_layout=fixed_layout,
            game=game,
            initiative_kinds=initiative_kinds,
            initiative_levels=initiative_levels,
            max_level=max_level,
            max_level_two_resources=max_level_two_resources,
            special_prices=special_prices,
            specials=specials,
            start_coins=start_coins,
            tiles=tiles,
            initiative_cards=initiative_cards,
        )


        ecologic_content.additional_properties = d
        return ecologic_content

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
