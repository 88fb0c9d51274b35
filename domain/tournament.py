"""The Tournament aggregate: a series of tours of one game, its players and their tables.

Stored events: ``Announced`` (game, options, number of tours, table size, organiser token hash,
registration cap, invite code hash), ``PlayerRegistered`` (name, token hash, and the player
account that registered, if any: its seats at every table are the account's),
``RegistrationClosed``, ``PlayerWithdrawn`` (removed by the organiser, or left), ``PlayerReplaced``
(a substitute takes over a player's place, results and pairing history, with a new name and token)
``TourStarted`` (each table's players in seat order, the id of the match created for it, the
players given a bye, the tour's deadline and, seeded by rating, the rating of each player the
seating read; committed in the same transaction as those matches)
and ``TableForfeited`` (a table decided without its match: a player left, or the tour's limit passed). Results are not
copied here: they live in the matches, and the standings read model joins the two.
"""

from __future__ import annotations

import hmac
from dataclasses import dataclass, field
from typing import Any, Literal

from eventsourcing.domain import Aggregate, event

from igroteka.domain.tokens import hash_token

Departure = Literal["removed", "left"]
Seeding = Literal["random", "rating"]


@dataclass
class Entrant:
    name: str
    token_hash: str
    departed: Departure | None = None  # withdrawn from every later tour
    account: str | None = None  # the player account that registered (its seats at the tables are its)

    @property
    def active(self) -> bool:
        return self.departed is None


@dataclass
class TourSeating:
    """One started tour: ``tables[t]`` lists player numbers by seat; ``matches[t]`` is its match id;
    ``byes`` the players who sat this tour out (too few for another table the game allows);
    ``forfeits`` the tables decided by forfeit."""

    tables: list[list[int]]
    matches: list[str]
    byes: list[int]
    deadline: str | None  # ISO time after which unfinished tables may be forfeited
    forfeits: dict[int, list[int]] = field(default_factory=dict)  # table -> the seats that forfeited
    # seeded by rating: each player's rating in the game (by player number) as the seating read it,
    # None for a guest or a player unrated there; None for a tour not seeded by rating
    ratings: list[float | None] | None = None


class Tournament(Aggregate):
    """Organised by the holder of the organiser token; players act with their player tokens."""

    rated = False  # announced before the choice existed: casual
    seeding: Seeding = "random"  # announced before the choice existed: seated as today

    @event("Announced")
    def __init__(
        self,
        game: str,
        options: dict[str, Any],
        tours: int,
        table_size: int,
        organiser_hash: str,
        max_players: int,
        invite_hash: str | None,
        tour_limit: int | None,
        time_control: dict[str, Any] | None = None,
        abandon: dict[str, Any] | None = None,
        spectator_delay: dict[str, Any] | None = None,
        rated: bool = False,
        seeding: Seeding = "random",
    ) -> None:
        """``seeding``: ``rating`` seeds the tours by the players' ratings in the game (tables
        balanced by seed, byes to the lowest seeds), ``random`` by the seed's shuffle alone; ``rated``: every match of it counts for ratings (the organiser's choice); ``tour_limit``: seconds a tour may run before the organiser may forfeit its unfinished tables;
        ``time_control``: the clocks of every match of the tournament (none by default); ``abandon``:
        the abandonment option of every match (none in tournaments announced before it existed)."""
        self.game = game
        self.options = options
        self.tours = tours
        self.table_size = table_size
        self.organiser_hash = organiser_hash
        self.max_players = max_players
        self.invite_hash = invite_hash
        self.tour_limit = tour_limit
        self.time_control = time_control
        self.abandon = abandon
        self.spectator_delay = spectator_delay  # the spectators' delay of every match (None: none)
        self.rated = rated
        self.seeding = seeding
        self.registration_open = True
        self.players: list[Entrant] = []
        self.seatings: list[TourSeating] = []

    @event("PlayerRegistered")
    def register(self, name: str, token_hash: str, account: str | None = None) -> None:
        self.players.append(Entrant(name=name, token_hash=token_hash, account=account))

    @event("RegistrationClosed")
    def close_registration(self) -> None:
        self.registration_open = False

    @event("PlayerWithdrawn")
    def withdraw(self, player: int, reason: Departure) -> None:
        self.players[player].departed = reason

    @event("PlayerReplaced")
    def replace_player(self, player: int, name: str, token_hash: str) -> None:
        self.players[player] = Entrant(name=name, token_hash=token_hash)

    @event("TourStarted")
    def start_tour(
        self,
        tables: list[list[int]],
        matches: list[str],
        byes: list[int],
        deadline: str | None,
        ratings: list[float | None] | None = None,
    ) -> None:
        self.registration_open = False
        self.seatings.append(TourSeating(tables=tables, matches=matches, byes=byes, deadline=deadline, ratings=ratings))

    @event("TableForfeited")
    def forfeit_table(self, tour: int, table: int, seats: list[int]) -> None:
        """Table ``table`` of tour ``tour`` (both from 0) is decided without its match: ``seats``
        forfeit (they lose), the other seats win by forfeit; the match's own ending no longer counts."""
        self.seatings[tour].forfeits[table] = seats

    @property
    def past_tables(self) -> list[list[list[int]]]:
        return [seating.tables for seating in self.seatings]

    @property
    def active_players(self) -> list[int]:
        return [n for n, entrant in enumerate(self.players) if entrant.active]

    def byes_of(self, player: int) -> int:
        return sum(player in seating.byes for seating in self.seatings)

    def is_organiser(self, token: str | None) -> bool:
        return token is not None and hmac.compare_digest(hash_token(token), self.organiser_hash)

    def invited(self, code: str | None) -> bool:
        """Whether ``code`` opens registration: any code when none was set, else the organiser's."""
        if self.invite_hash is None:
            return True
        return code is not None and hmac.compare_digest(hash_token(code), self.invite_hash)

    def player_of(self, token: str) -> int | None:
        """The player number a player token names, or None."""
        token_hash = hash_token(token)
        found = None
        for n, entrant in enumerate(self.players):
            if hmac.compare_digest(token_hash, entrant.token_hash):
                found = n
        return found

    def player_of_account(self, account: str) -> int | None:
        """The player number of the latest registration made with that player account (an
        account registers again only once its earlier entry left), or None."""
        found = None
        for n, entrant in enumerate(self.players):
            if entrant.account == account:
                found = n
        return found

    def table_of(self, player: int, tour: int) -> tuple[int, int] | None:
        """(table index, seat) of a player in a started tour (0-based tour index); None for a bye
        or a player who was not seated."""
        for t, table in enumerate(self.seatings[tour].tables):
            if player in table:
                return t, table.index(player)
        return None
