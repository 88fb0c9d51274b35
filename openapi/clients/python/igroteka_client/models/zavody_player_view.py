from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.zavody_group import ZavodyGroup
  from ..models.zavody_placed_tile import ZavodyPlacedTile
  from ..models.zavody_player_view_acquired import ZavodyPlayerViewAcquired





T = TypeVar("T", bound="ZavodyPlayerView")



@_attrs_define
class ZavodyPlayerView:
    """ 
        Attributes:
            acquired (ZavodyPlayerViewAcquired):
            ally_for (str):
            assembly (list[list[str]]):
            available (int):
            blueprints (int):
            committed (bool):
            cubes (list[str]):
            factory (str):
            grid (list[None | ZavodyPlacedTile]):
            housed (int):
            placement (list[ZavodyGroup] | None):
            placement_ids (list[str]):
            posters (list[str]):
            received (list[int]):
            seat (int):
            technique (str):
            warehouse (list[int]):
     """

    acquired: ZavodyPlayerViewAcquired
    ally_for: str
    assembly: list[list[str]]
    available: int
    blueprints: int
    committed: bool
    cubes: list[str]
    factory: str
    grid: list[None | ZavodyPlacedTile]
    housed: int
    placement: list[ZavodyGroup] | None
    placement_ids: list[str]
    posters: list[str]
    received: list[int]
    seat: int
    technique: str
    warehouse: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.zavody_group import ZavodyGroup # noqa: PLC0415
        from ..models.zavody_placed_tile import ZavodyPlacedTile # noqa: PLC0415
        from ..models.zavody_player_view_acquired import ZavodyPlayerViewAcquired # noqa: PLC0415
        acquired = self.acquired.to_dict()

        ally_for = self.ally_for

        assembly = []
        for assembly_item_data in self.assembly:
            assembly_item = assembly_item_data


            assembly.append(assembly_item)



        available = self.available

        blueprints = self.blueprints

        committed = self.committed

        cubes = self.cubes



        factory = self.factory

        grid = []
        for grid_item_data in self.grid:
            grid_item: dict[str, Any] | None
            if isinstance(grid_item_data, ZavodyPlacedTile):
                grid_item = grid_item_data.to_dict()
            else:
                grid_item = grid_item_data
            grid.append(grid_item)



        housed = self.housed

        placement: list[dict[str, Any]] | None
        if isinstance(self.placement, list):
            placement = []
            for placement_type_0_item_data in self.placement:
                placement_type_0_item = placement_type_0_item_data.to_dict()
                placement.append(placement_type_0_item)


        else:
            placement = self.placement

        placement_ids = self.placement_ids



        posters = self.posters



        received = self.received



        seat = self.seat

        technique = self.technique

        warehouse = self.warehouse




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "acquired": acquired,
            "ally_for": ally_for,
            "assembly": assembly,
            "available": available,
            "blueprints": blueprints,
            "committed": committed,
            "cubes": cubes,
            "factory": factory,
            "grid": grid,
            "housed": housed,
            "placement": placement,
            "placement_ids": placement_ids,
            "posters": posters,
            "received": received,
            "seat": seat,
            "technique": technique,
            "warehouse": warehouse,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.zavody_group import ZavodyGroup # noqa: PLC0415
        from ..models.zavody_placed_tile import ZavodyPlacedTile # noqa: PLC0415
        from ..models.zavody_player_view_acquired import ZavodyPlayerViewAcquired # noqa: PLC0415
        d = dict(src_dict)
        acquired = ZavodyPlayerViewAcquired.from_dict(d.pop("acquired"))




        ally_for = d.pop("ally_for")

        assembly = []
        _assembly = d.pop("assembly")
        for assembly_item_data in (_assembly):
            assembly_item = cast(list[str], assembly_item_data)

            assembly.append(assembly_item)


        available = d.pop("available")

        blueprints = d.pop("blueprints")

        committed = d.pop("committed")

        cubes = cast(list[str], d.pop("cubes"))


        factory = d.pop("factory")

        grid = []
        _grid = d.pop("grid")
        for grid_item_data in (_grid):
            def _parse_grid_item(data: object) -> None | ZavodyPlacedTile:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    grid_item_type_0 = ZavodyPlacedTile.from_dict(data)



                    return grid_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(None | ZavodyPlacedTile, data)

            grid_item = _parse_grid_item(grid_item_data)

            grid.append(grid_item)


        housed = d.pop("housed")

        def _parse_placement(data: object) -> list[ZavodyGroup] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                placement_type_0 = []
                _placement_type_0 = data
                for placement_type_0_item_data in (_placement_type_0):
                    placement_type_0_item = ZavodyGroup.from_dict(placement_type_0_item_data)



                    placement_type_0.append(placement_type_0_item)

                return placement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ZavodyGroup] | None, data)

        placement = _parse_placement(d.pop("placement"))


        placement_ids = cast(list[str], d.pop("placement_ids"))


        posters = cast(list[str], d.pop("posters"))


        received = cast(list[int], d.pop("received"))


        seat = d.pop("seat")

        technique = d.pop("technique")

        warehouse = cast(list[int], d.pop("warehouse"))


        zavody_player_view = cls(
            acquired=acquired,
            ally_for=ally_for,
            assembly=assembly,
            available=available,
            blueprints=blueprints,
            committed=committed,
            cubes=cubes,
            factory=factory,
            grid=grid,
            housed=housed,
            placement=placement,
            placement_ids=placement_ids,
            posters=posters,
            received=received,
            seat=seat,
            technique=technique,
            warehouse=warehouse,
        )


        zavody_player_view.additional_properties = d
        return zavody_player_view

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
