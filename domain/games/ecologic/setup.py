"""Before the first turn: turn order by lot, the map, the event and eco-initiative decks."""

from __future__ import annotations

from random import Random

from igroteka.domain.engine import IllegalMove

from .board import fixed_layout, map_tiles
from .content import CATALOGUE
from .facts import GameSetUp
from .state import Options

EVENTS_REMOVED_PER_LEVEL = 3


def two_player_variant(options: Options, seats: int) -> bool:
    if options.two_player_variant and seats != 2:
        raise IllegalMove("bad_options", "The two-player variant is for two players only.")
    return seats == 2 if options.two_player_variant is None else options.two_player_variant


def event_deck(rng: Random, reduced: bool) -> tuple[list[str], list[str]]:
    """Each level shuffled apart; level 1 on top, level 3 (with «Итоговый Отчет») at the bottom.
    The two-player variant leaves out 3 cards of each level, never the final report."""
    deck: list[str] = []
    removed: list[str] = []
    for level in (1, 2, 3):
        cards = [e.id for e in CATALOGUE.events if e.level == level]
        if reduced:
            optional = [e.id for e in CATALOGUE.events if e.level == level and e.effect != "final"]
            out = rng.sample(optional, EVENTS_REMOVED_PER_LEVEL)
            removed += sorted(out)
            cards = [c for c in cards if c not in out]
        deck += rng.sample(cards, len(cards))
    return deck, removed


def set_up(options: Options, seats: int, rng: Random) -> list[GameSetUp]:
    if not 2 <= seats <= 4:
        raise IllegalMove("bad_seats", "EcoLogic is for 2 to 4 players.")
    reduced = two_player_variant(options, seats)
    order = rng.sample(range(seats), seats)
    tiles = map_tiles(reduced)
    layout = fixed_layout(reduced) if options.fixed_layout else rng.sample(tiles, len(tiles))
    events, removed = event_deck(rng, reduced)
    initiatives = [c.id for c in CATALOGUE.initiative_cards]
    deck = rng.sample(initiatives, len(initiatives))
    return [
        GameSetUp(
            seats=seats,
            order=order,
            reduced_map=reduced,
            layout=layout,
            event_deck=events,
            events_removed=removed,
            initiative_deck=deck,
            event_count=len(events),
            initiative_count=len(deck),
        )
    ]
