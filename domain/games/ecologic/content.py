"""The «EcoLogic» catalogue: map tiles, tables 1–2, events, eco-initiatives, special initiatives."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import msgspec

Resource = Literal["oil", "mineral", "both", "special"]
Branch = Literal["oil", "mineral"]
BRANCHES: tuple[Branch, ...] = ("oil", "mineral")


class Tile(msgspec.Struct, frozen=True):
    """A hex tile of the map; bio is its biocapacity (экоочки биоемкости среды)."""

    id: str
    name: str
    name_en: str
    resource: Resource
    bio: int
    full_map_only: bool = False


class BuildingLevel(msgspec.Struct, frozen=True):
    """Table 1: one row per building level."""

    level: int
    eco: int
    income: int


class InitiativeLevel(msgspec.Struct, frozen=True):
    """Table 2: one row per eco-initiative level."""

    level: int
    nominal: int
    eco: int
    upkeep: int


class EventCard(msgspec.Struct, frozen=True):
    """An event card (Событие); ids are also the physical instance ids."""

    id: str
    level: int
    name: str
    name_en: str
    effect: Literal["eco", "income", "veto", "final"]
    target: Literal["all", "leader"]
    text: str
    text_en: str
    amount: int = 0
    per_level: int = 0
    branch: Literal["any", "oil", "mineral"] = "any"


class InitiativeKind(msgspec.Struct, frozen=True):
    """A kind of eco-initiative card (ЭИ) and how many copies the box holds."""

    id: str
    level: int
    name: str
    name_en: str
    copies: int


class InitiativeCard(msgspec.Struct, frozen=True):
    """One physical eco-initiative card."""

    id: str
    kind: str
    level: int


class Special(msgspec.Struct, frozen=True):
    """A special initiative (СИ): what it gives its owner each turn once built."""

    id: str
    name: str
    name_en: str
    text: str
    text_en: str
    income: int = 0
    eco: int = 0
    free_upkeep: bool = False


class Catalogue(msgspec.Struct, frozen=True):
    start_coins: int
    bank_coins: int
    eco_points: int
    buildings_per_branch: int
    max_level: int
    max_level_two_resources: int
    special_prices: list[int]
    building_levels: list[BuildingLevel]
    initiative_levels: list[InitiativeLevel]
    tiles: list[Tile]
    fixed_layout: list[str]
    specials: list[Special]
    initiative_kinds: list[InitiativeKind]
    events: list[EventCard]
    initiative_cards: list[InitiativeCard] = []


def _number_cards(kinds: list[InitiativeKind]) -> list[InitiativeCard]:
    """Physical cards ei01..ei20, numbered in catalogue order."""
    cards: list[InitiativeCard] = []
    for kind in kinds:
        for _ in range(kind.copies):
            cards.append(InitiativeCard(id=f"ei{len(cards) + 1:02d}", kind=kind.id, level=kind.level))
    return cards


def _load() -> Catalogue:
    raw = msgspec.toml.decode((Path(__file__).parent / "content.toml").read_bytes(), type=Catalogue)
    return msgspec.structs.replace(raw, initiative_cards=_number_cards(raw.initiative_kinds))


CATALOGUE = _load()
TILES = {tile.id: tile for tile in CATALOGUE.tiles}
EVENTS = {event.id: event for event in CATALOGUE.events}
CARDS = {card.id: card for card in CATALOGUE.initiative_cards}
SPECIALS = {special.id: special for special in CATALOGUE.specials}
BUILDING_LEVELS = {row.level: row for row in CATALOGUE.building_levels}
INITIATIVE_LEVELS = {row.level: row for row in CATALOGUE.initiative_levels}


def content() -> Catalogue:
    return CATALOGUE
