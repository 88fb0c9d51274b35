from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.zavody_event import ZavodyEvent
  from ..models.zavody_factory import ZavodyFactory
  from ..models.zavody_poster import ZavodyPoster
  from ..models.zavody_resource import ZavodyResource
  from ..models.zavody_shape import ZavodyShape
  from ..models.zavody_technique import ZavodyTechnique
  from ..models.zavody_tile import ZavodyTile





T = TypeVar("T", bound="ZavodyContent")



@_attrs_define
class ZavodyContent:
    """ 
        Attributes:
            bureau_max (int):
            bureau_seats (int):
            events (list[ZavodyEvent]):
            factories (list[ZavodyFactory]):
            game (Literal['zavody']):
            housing (list[int]):
            market_costs (list[int]):
            poster_slots (int):
            posters (list[ZavodyPoster]):
            resources (list[ZavodyResource]):
            shapes (list[ZavodyShape]):
            techniques (list[ZavodyTechnique]):
            tiles (list[ZavodyTile]):
            warehouse_squares (int):
            workers_in_housing (int):
            workers_per_player (int):
     """

    bureau_max: int
    bureau_seats: int
    events: list[ZavodyEvent]
    factories: list[ZavodyFactory]
    game: Literal['zavody']
    housing: list[int]
    market_costs: list[int]
    poster_slots: int
    posters: list[ZavodyPoster]
    resources: list[ZavodyResource]
    shapes: list[ZavodyShape]
    techniques: list[ZavodyTechnique]
    tiles: list[ZavodyTile]
    warehouse_squares: int
    workers_in_housing: int
    workers_per_player: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.zavody_event import ZavodyEvent # noqa: PLC0415
        from ..models.zavody_factory import ZavodyFactory # noqa: PLC0415
        from ..models.zavody_poster import ZavodyPoster # noqa: PLC0415
        from ..models.zavody_resource import ZavodyResource # noqa: PLC0415
        from ..models.zavody_shape import ZavodyShape # noqa: PLC0415
        from ..models.zavody_technique import ZavodyTechnique # noqa: PLC0415
        from ..models.zavody_tile import ZavodyTile # noqa: PLC0415
        bureau_max = self.bureau_max

        bureau_seats = self.bureau_seats

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        factories = []
        for factories_item_data in self.factories:
            factories_item = factories_item_data.to_dict()
            factories.append(factories_item)



        game = self.game

        housing = self.housing



        market_costs = self.market_costs



        poster_slots = self.poster_slots

        posters = []
        for posters_item_data in self.posters:
            posters_item = posters_item_data.to_dict()
            posters.append(posters_item)



        resources = []
        for resources_item_data in self.resources:
            resources_item = resources_item_data.to_dict()
            resources.append(resources_item)



        shapes = []
        for shapes_item_data in self.shapes:
            shapes_item = shapes_item_data.to_dict()
            shapes.append(shapes_item)



        techniques = []
        for techniques_item_data in self.techniques:
            techniques_item = techniques_item_data.to_dict()
            techniques.append(techniques_item)



        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)



        warehouse_squares = self.warehouse_squares

        workers_in_housing = self.workers_in_housing

        workers_per_player = self.workers_per_player


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bureau_max": bureau_max,
            "bureau_seats": bureau_seats,
            "events": events,
            "factories": factories,
            "game": game,
            "housing": housing,
            "market_costs": market_costs,
            "poster_slots": poster_slots,
            "posters": posters,
            "resources": resources,
            "shapes": shapes,
            "techniques": techniques,
            "tiles": tiles,
            "warehouse_squares": warehouse_squares,
            "workers_in_housing": workers_in_housing,
            "workers_per_player": workers_per_player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.zavody_event import ZavodyEvent # noqa: PLC0415
        from ..models.zavody_factory import ZavodyFactory # noqa: PLC0415
        from ..models.zavody_poster import ZavodyPoster # noqa: PLC0415
        from ..models.zavody_resource import ZavodyResource # noqa: PLC0415
        from ..models.zavody_shape import ZavodyShape # noqa: PLC0415
        from ..models.zavody_technique import ZavodyTechnique # noqa: PLC0415
        from ..models.zavody_tile import ZavodyTile # noqa: PLC0415
        d = dict(src_dict)
        bureau_max = d.pop("bureau_max")

        bureau_seats = d.pop("bureau_seats")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = ZavodyEvent.from_dict(events_item_data)



            events.append(events_item)


        factories = []
        _factories = d.pop("factories")
        for factories_item_data in (_factories):
            factories_item = ZavodyFactory.from_dict(factories_item_data)



            factories.append(factories_item)


        game = cast(Literal['zavody'] , d.pop("game"))
        if game != 'zavody':
            raise ValueError(f"game must match const 'zavody', got '{game}'")

        housing = cast(list[int], d.pop("housing"))


        market_costs = cast(list[int], d.pop("market_costs"))


        poster_slots = d.pop("poster_slots")

        posters = []
        _posters = d.pop("posters")
        for posters_item_data in (_posters):
            posters_item = ZavodyPoster.from_dict(posters_item_data)



            posters.append(posters_item)


        resources = []
        _resources = d.pop("resources")
        for resources_item_data in (_resources):
            resources_item = ZavodyResource.from_dict(resources_item_data)



            resources.append(resources_item)


        shapes = []
        _shapes = d.pop("shapes")
        for shapes_item_data in (_shapes):
            shapes_item = ZavodyShape.from_dict(shapes_item_data)



            shapes.append(shapes_item)


        techniques = []
        _techniques = d.pop("techniques")
        for techniques_item_data in (_techniques):
            techniques_item = ZavodyTechnique.from_dict(techniques_item_data)



            techniques.append(techniques_item)


        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = ZavodyTile.from_dict(tiles_item_data)



            tiles.append(tiles_item)


        warehouse_squares = d.pop("warehouse_squares")

        workers_in_housing = d.pop("workers_in_housing")

        workers_per_player = d.pop("workers_per_player")

        zavody_content = cls(
            bureau_max=bureau_max,
            bureau_seats=bureau_seats,
            events=events,
            factories=factories,
            game=game,
            housing=housing,
            market_costs=market_costs,
            poster_slots=poster_slots,
            posters=posters,
            resources=resources,
            shapes=shapes,
            techniques=techniques,
            tiles=tiles,
            warehouse_squares=warehouse_squares,
            workers_in_housing=workers_in_housing,
            workers_per_player=workers_per_player,
        )


        zavody_content.additional_properties = d
        return zavody_content

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
