"""The catalogue of «Заводы» (a reconstruction), decoded and checked at import."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Literal

import msgspec

Side = Literal["N", "E", "S", "W"]
SIDE_INDEX = {"N": 0, "E": 1, "S": 2, "W": 3}


class Resource(msgspec.Struct, frozen=True):
    id: str
    name: str
    name_en: str
    colour: str
    total: int


class Shape(msgspec.Struct, frozen=True):
    id: str
    name: str
    name_en: str
    sides: list[Side]
    workers: int  # worker icons; 0 = a line tile without a machine


class Tile(msgspec.Struct, frozen=True):
    id: str
    shape: str
    origin: Literal["factory", "grey", "stack"]
    factory: str = ""


class Placed(msgspec.Struct, frozen=True):
    cell: int
    tile: str
    rotation: int


class Factory(msgspec.Struct, frozen=True):
    id: str
    name: str
    name_en: str
    colour: str
    layout: list[Placed]


class AssemblyMachine(msgspec.Struct, frozen=True):
    workers: int
    needs: list[str]


class Technique(msgspec.Struct, frozen=True):
    id: str
    factory: str
    stars: int
    name: str
    name_en: str
    machines: list[AssemblyMachine]


class Poster(msgspec.Struct, frozen=True):
    id: str
    kind: Literal["instant", "delayed", "permanent"]
    target: Literal["self", "others", "all", "pair"]
    effect: Literal["blueprints", "immunity", "bureau", "tile_cost", "workers_away", "housing_cost", "poster_pair"]
    amount: int
    name: str
    name_en: str
    text: str
    text_en: str


class Event(msgspec.Struct, frozen=True):
    id: str
    year: int
    effect: Literal["bureau", "tile_cost", "workers_away", "housing_cost", "poster_pair", "round_end", "request_closed"]
    amount: int
    name: str
    name_en: str
    text: str
    text_en: str
    overrides_posters: bool = False


class Catalogue(msgspec.Struct, frozen=True):
    bureau_max: int
    bureau_seats: int
    warehouse_squares: int
    housing: list[int]
    market_costs: list[int]
    poster_slots: int
    workers_per_player: int
    workers_in_housing: int
    tiles: list[Tile]
    resources: list[Resource]
    shapes: list[Shape]
    factories: list[Factory]
    techniques: list[Technique]
    posters: list[Poster]
    events: list[Event]


CATALOGUE = msgspec.toml.decode((Path(__file__).parent / "content.toml").read_bytes(), type=Catalogue)

RESOURCES = [r.id for r in CATALOGUE.resources]  # warehouse row r holds RESOURCES[r]
SHAPES = {s.id: s for s in CATALOGUE.shapes}
TILES = {t.id: t for t in CATALOGUE.tiles}
FACTORIES = {f.id: f for f in CATALOGUE.factories}
FACTORY_ORDER = [f.id for f in CATALOGUE.factories]
TECHNIQUES = {t.id: t for t in CATALOGUE.techniques}
POSTERS = {p.id: p for p in CATALOGUE.posters}
EVENTS = {e.id: e for e in CATALOGUE.events}
GREY_ROW = [t.id for t in CATALOGUE.tiles if t.origin == "grey"]
STACK_TILES = [t.id for t in CATALOGUE.tiles if t.origin == "stack"]


def _rotations(shape: Shape) -> tuple[tuple[bool, ...], ...]:
    base = {SIDE_INDEX[s] for s in shape.sides}
    return tuple(tuple(((d - k) % 4) in base for d in range(4)) for k in range(4))


# LINES[tile][rotation][side] — does the tile carry a production line on that side (N, E, S, W)?
LINES = {t.id: _rotations(SHAPES[t.shape]) for t in CATALOGUE.tiles}
WORKERS = {t.id: SHAPES[t.shape].workers for t in CATALOGUE.tiles}


def technique_for(factory: str, stars: int) -> Technique:
    return next(t for t in CATALOGUE.techniques if t.factory == factory and t.stars == stars)


def needs_total(technique: Technique) -> Counter[str]:
    return Counter(c for m in technique.machines for c in m.needs)


def _check() -> None:
    """Every count the rulebook prints holds for this reconstruction."""
    origins = Counter(t.origin for t in CATALOGUE.tiles)
    assert origins["factory"] == 28 and origins["grey"] + origins["stack"] == 39
    assert origins["grey"] == len(CATALOGUE.market_costs) == 5
    assert all(WORKERS[t] > 0 for t in GREY_ROW), "the grey start row shows machines"
    assert sorted(CATALOGUE.market_costs).count(5) == 2 and CATALOGUE.market_costs[-1] == 2
    assert [r.total for r in CATALOGUE.resources] == [20, 21, 15]
    assert len(CATALOGUE.posters) == 24 and len(CATALOGUE.events) == 16
    assert Counter((p.kind, p.target) for p in CATALOGUE.posters) == Counter(
        {(k, t): 2 for k in ("instant", "delayed", "permanent") for t in ("self", "others", "all", "pair")}
    )
    assert CATALOGUE.workers_per_player == 8 and CATALOGUE.workers_in_housing == len(CATALOGUE.housing) == 3
    assert len(CATALOGUE.factories) == 4
    for factory in CATALOGUE.factories:
        assert len(factory.layout) == 7 and all(TILES[p.tile].factory == factory.id for p in factory.layout)
        assert sorted(Counter(TECHNIQUES[t].stars for t in TECHNIQUES if TECHNIQUES[t].factory == factory.id)) == [
            0,
            1,
            2,
            3,
        ]
    for stars in range(4):
        per_colour: Counter[str] = Counter()
        for factory in FACTORY_ORDER:
            need = needs_total(technique_for(factory, stars))
            assert max(need.values()) <= CATALOGUE.warehouse_squares
            per_colour.update(need)
        assert all(per_colour[r.id] <= r.total for r in CATALOGUE.resources)


_check()


def content() -> Catalogue:
    return CATALOGUE
