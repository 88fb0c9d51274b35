"""The card catalogue (a reconstruction), decoded from content.toml at import."""

from __future__ import annotations

from pathlib import Path
from string import ascii_lowercase

import msgspec

CONDITION_KINDS = ("industry", "pair", "spread", "played", "order_bearers", "order_in", "total", "end_clean")
ORDER_KINDS = ("order_bearers", "order_in")


class Industry(msgspec.Struct, frozen=True):
    id: str
    name: str
    name_en: str


class Ability(msgspec.Struct, frozen=True):
    id: str
    name: str
    name_en: str
    text: str
    text_en: str


class CharacterType(msgspec.Struct, frozen=True):
    id: str
    name: str
    name_en: str
    industry: str
    ability: str
    copies: int


class Condition(msgspec.Struct, frozen=True):
    kind: str
    industries: list[str] = []
    level: int = 0
    count: int = 0


class PlanType(msgspec.Struct, frozen=True):
    id: str
    name: str
    name_en: str
    vp: int
    copies: int
    condition: Condition
    needs_orders: bool = False  # removed from the deck in the simplified rules


class ChairmanCard(msgspec.Struct, frozen=True):
    id: str
    name: str
    name_en: str


class Catalogue(msgspec.Struct, frozen=True):
    order_tokens: int
    chairman: ChairmanCard
    industries: list[Industry]
    abilities: list[Ability]
    characters: list[CharacterType]
    plans: list[PlanType]


CATALOGUE = msgspec.toml.decode((Path(__file__).parent / "content.toml").read_bytes(), type=Catalogue)


def instance_ids(type_id: str, copies: int) -> list[str]:
    """One id per physical card: ``ch07a``, ``ch07b`` ..."""
    return [f"{type_id}{ascii_lowercase[n]}" for n in range(copies)]


INDUSTRY_IDS: tuple[str, ...] = tuple(i.id for i in CATALOGUE.industries)
CHAIRMAN = CATALOGUE.chairman.id
CHARACTER_TYPES = {c.id: c for c in CATALOGUE.characters}
PLAN_TYPES = {p.id: p for p in CATALOGUE.plans}
CHARACTERS: dict[str, CharacterType] = {
    card: kind for kind in CATALOGUE.characters for card in instance_ids(kind.id, kind.copies)
}
PLANS: dict[str, PlanType] = {card: kind for kind in CATALOGUE.plans for card in instance_ids(kind.id, kind.copies)}
END_CLEAN_PLANS = frozenset(card for card, kind in PLANS.items() if kind.condition.kind == "end_clean")


def industry_of(card: str) -> str:
    return CHARACTERS[card].industry


def ability_of(card: str) -> str:
    return CHARACTERS[card].ability


def plan_type(card: str) -> str:
    return PLANS[card].id


def plan_vp(card: str) -> int:
    return PLANS[card].vp


def plan_deck(simplified: bool) -> tuple[list[str], list[str]]:
    """All plan instances in catalogue order, and those the simplified rules remove."""
    cards = list(PLANS)
    removed = [c for c in cards if simplified and PLANS[c].needs_orders]
    return [c for c in cards if c not in removed], removed


def _validate() -> None:
    abilities = {a.id for a in CATALOGUE.abilities}
    for kind in CATALOGUE.characters:
        assert kind.industry in INDUSTRY_IDS, kind.id
        assert kind.ability in abilities, kind.id
    for plan in CATALOGUE.plans:
        condition = plan.condition
        assert condition.kind in CONDITION_KINDS, plan.id
        assert all(i in INDUSTRY_IDS for i in condition.industries), plan.id
        assert plan.needs_orders or condition.kind not in ORDER_KINDS, plan.id
    assert len(END_CLEAN_PLANS) == 1


_validate()
