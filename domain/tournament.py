"""The Tournament aggregate: a series of tours of one game, its players and their tables.

Stored events: ``Announced`` (game, options, number of tours, table size, organiser token hash),
``PlayerRegistered`` (name, token hash) and ``TourStarted`` (each table's players in seat order and
the id of the match created for it, committed in the same transaction as those matches). Results
are not copied here: they live in the matches, and the standings read model joins the two.
"""

from __future__ import annotations

import hmac
from dataclasses import dataclass
from typing import Any

from eventsourcing.domain import Aggregate, event

from domain.matches import hash_token


@dataclass
class Entrant:
    name: str
    token_hash: str


@dataclass
class TourSeating:
    """One started tour: ``tables[t]`` lists player numbers by seat; ``matches[t]`` is its match id."""

    tables: list[list[int]]
    matches: list[str]


class Tournament(Aggregate):
    """Organised by the holder of the organiser token; players act with their player tokens."""

    @event("Announced")
    def __init__(self, game: str, options: dict[str, Any], tours: int, table_size: int, organiser_hash: str) -> None:
        self.game = game
        self.options = options
        self.tours = tours
        self.table_size = table_size
        self.organiser_hash = organiser_hash
        self.players: list[Entrant] = []
        self.seatings: list[TourSeating] = []

    @event("PlayerRegistered")
    def register(self, name: str, token_hash: str) -> None:
        self.players.append(Entrant(name=name, token_hash=token_hash))

    @event("TourStarted")
    def start_tour(self, tables: list[list[int]], matches: list[str]) -> None:
        self.seatings.append(TourSeating(tables=tables, matches=matches))

    @property
    def past_tables(self) -> list[list[list[int]]]:
        return [seating.tables for seating in self.seatings]

    def is_organiser(self, token: str | None) -> bool:
        return token is not None and hmac.compare_digest(hash_token(token), self.organiser_hash)

    def player_of(self, token: str) -> int | None:
        """The player number a player token names, or None."""
        token_hash = hash_token(token)
        found = None
        for n, entrant in enumerate(self.players):
            if hmac.compare_digest(token_hash, entrant.token_hash):
                found = n
        return found

    def table_of(self, player: int, tour: int) -> tuple[int, int]:
        """(table index, seat) of a player in a started tour (0-based tour index)."""
        for t, table in enumerate(self.seatings[tour].tables):
            if player in table:
                return t, table.index(player)
        raise ValueError(f"player {player} has no table in tour {tour + 1}")
