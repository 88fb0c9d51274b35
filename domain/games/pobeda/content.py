"""The catalogue of «Победа!»: board geometry numbers, colours, events and special cards.

Loaded from ``content.toml`` once at import and checked against every count the rulebook gives
(151 cards: 140 events + 11 specials; 180 chips of three colours).
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Literal

import msgspec

SpecialKind = Literal["plus_one", "minus_one", "replace"]


class Colour(msgspec.Struct, frozen=True):
    """A chip colour («цвет фишек»), shared by a player or a whole team."""

    id: int
    name: str
    name_en: str


class Event(msgspec.Struct, frozen=True):
    """An event of the war: one board cell and one card (``card`` is the card's instance id)."""

    id: str
    date: datetime.date
    name: str
    name_en: str
    card: str


class Special(msgspec.Struct, frozen=True):
    """A special card type («специальная карта») and the instance ids of its copies."""

    id: SpecialKind
    name: str
    name_en: str
    text: str
    text_en: str
    cards: list[str]


class Catalogue(msgspec.Struct, frozen=True):
    """Everything public about the game's components."""

    board_size: int
    line_length: int
    hand_size: int
    chips_per_colour: int
    colours: list[Colour]
    specials: list[Special]
    events: list[Event]


EVENT_COUNT = 140
SPECIAL_COUNT = 11
CARD_COUNT = EVENT_COUNT + SPECIAL_COUNT


def _check(catalogue: Catalogue) -> Catalogue:
    """Refuse a content file that does not match the rulebook's numbers."""
    events = catalogue.events
    cards = [e.card for e in events] + [c for s in catalogue.specials for c in s.cards]
    assert len(events) == EVENT_COUNT, "the board holds 140 events"
    assert catalogue.board_size**2 == EVENT_COUNT + 4, "140 event cells + 4 corners"
    assert len(cards) == CARD_COUNT == len(set(cards)), "151 cards with distinct instance ids"
    assert len({e.id for e in events}) == EVENT_COUNT, "distinct event ids"
    assert not {e.id for e in events} & set(cards), "event ids and card ids never coincide"
    assert [e.date for e in events] == sorted(e.date for e in events), "events in chronological order"
    assert {s.id for s in catalogue.specials} == {"plus_one", "minus_one", "replace"}
    assert len(catalogue.colours) * catalogue.chips_per_colour == 180, "180 chips of three colours"
    return catalogue


CATALOGUE: Catalogue = _check(
    msgspec.toml.decode((Path(__file__).parent / "content.toml").read_bytes(), type=Catalogue)
)

EVENT_OF_CARD: dict[str, str] = {e.card: e.id for e in CATALOGUE.events}
SPECIAL_OF_CARD: dict[str, SpecialKind] = {c: s.id for s in CATALOGUE.specials for c in s.cards}
ALL_CARDS: list[str] = [*EVENT_OF_CARD, *SPECIAL_OF_CARD]
EVENT_IDS: list[str] = [e.id for e in CATALOGUE.events]
