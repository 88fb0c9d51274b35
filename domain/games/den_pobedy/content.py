"""The card catalogue, read from ``content.toml`` at import and checked for consistency."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import msgspec

Resource = Literal["depot", "factory", "fuel"]  # склад, завод, топливо
RESOURCES: tuple[Resource, ...] = ("depot", "factory", "fuel")
ARMS = ("infantry", "armour", "artillery", "aviation")  # пехота, бронетехника, артиллерия, авиация


class Cost(msgspec.Struct, frozen=True):
    """An amount of each resource."""

    depot: int = 0
    factory: int = 0
    fuel: int = 0

    def counts(self) -> tuple[int, int, int]:
        return (self.depot, self.factory, self.fuel)


class Modifier(msgspec.Struct, frozen=True):
    """A tactical modifier: +attack/+defence when fighting only units of this arm or kind."""

    vs: str
    attack: int = 0
    defence: int = 0


class CardType(msgspec.Struct, frozen=True):
    """One card of the catalogue (a type; a deck holds physical instances of it)."""

    id: str
    name: str
    name_en: str
    side: Literal["red", "wehrmacht"]
    category: Literal["resource", "unit", "tactic"]
    resource: str = ""
    arm: str = ""
    kind: str = ""
    cost: Cost = Cost()
    attack: int = 0
    defence: int = 0
    bombing: int = 0  # сила бомбометания
    attack_cost: Cost = Cost()
    modifiers: list[Modifier] = []
    mobility: bool = False  # мобильность
    directed: bool = False  # направленная атака
    artillery_support: int = 0  # артподдержка
    unit_strike: int = 0  # удар по подразделению
    strike_cost: Cost = Cost()
    deck_strike: int = 0  # удар по колоде
    phase: str = ""  # tactical cards: "main" or "fight"
    effect: str = ""  # boost, weaken, withdraw, sabotage, resupply
    effect_attack: int = 0
    effect_defence: int = 0

    @property
    def line(self) -> int:
        """The defence line a unit stands on: 2 for aviation and artillery except anti-tank guns."""
        if self.arm == "aviation" or (self.arm == "artillery" and self.kind != "anti_tank_gun"):
            return 2
        return 1


class Side(msgspec.Struct, frozen=True):
    """A side and its starter deck (card id → copies)."""

    id: Literal["red", "wehrmacht"]
    name: str
    name_en: str
    starter: dict[str, int]


class Catalogue(msgspec.Struct, frozen=True):
    """Everything public about the cards."""

    sides: list[Side]
    cards: list[CardType]


def _check(catalogue: Catalogue) -> None:
    ids = [card.id for card in catalogue.cards]
    assert len(ids) == len(set(ids)), "card ids must be unique"
    by_id = {card.id: card for card in catalogue.cards}
    for card in catalogue.cards:
        assert card.category != "resource" or card.resource in RESOURCES, card.id
        assert card.category != "unit" or (card.arm in ARMS and card.defence > 0), card.id
        assert card.category != "tactic" or card.phase in ("main", "fight"), card.id
        # артподдержка 1 off the 2nd line would be plain support (DP-13.4): a property must do something
        assert card.artillery_support != 1 or card.line == 2, card.id
    for side in catalogue.sides:
        names = [card.name for card in catalogue.cards if card.side == side.id]
        assert len(names) == len(set(names)), "one name, one card: the four-copy rule counts names (DP-2.3)"
        for card_id, copies in side.starter.items():
            card = by_id[card_id]
            assert card.side == side.id, card_id
            assert copies <= 4 or card.category == "resource", card_id


CATALOGUE: Catalogue = msgspec.toml.decode((Path(__file__).parent / "content.toml").read_bytes(), type=Catalogue)
_check(CATALOGUE)
CARDS: dict[str, CardType] = {card.id: card for card in CATALOGUE.cards}
SIDES: dict[str, Side] = {side.id: side for side in CATALOGUE.sides}
STARTER_SIZE: int = sum(SIDES["red"].starter.values())
assert sum(SIDES["wehrmacht"].starter.values()) == STARTER_SIZE, "starter decks must be equal"
# Bombing power that cards had in rules version 1 and no longer have (DP-16.4: bombers only).
RETIRED_BOMBING: dict[str, int] = {"wm_fw190": 1}


def pool(side: str) -> list[CardType]:
    """The side's card pool for deck building, in catalogue order."""
    return [card for card in CATALOGUE.cards if card.side == side]


def starter_list(side: str) -> list[str]:
    """The starter deck as a list of card ids, in catalogue order."""
    order = [card.id for card in pool(side)]
    starter = SIDES[side].starter
    return [card_id for card_id in order for _ in range(starter.get(card_id, 0))]


def content() -> Catalogue:
    return CATALOGUE
