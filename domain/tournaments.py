"""The tournament service: announces tournaments, registers players and starts tours.

Tournaments live in the same event store as matches, so a tour's ``TourStarted`` event and the
matches it creates are committed in one transaction (all of them, or none). A player's token is
also their seat token: every seat of a tournament match is claimed with the hash of its player's
token, so no seat token is ever created that would have to be stored or handed over in clear.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any
from uuid import UUID

import msgspec

from domain.errors import Conflict, Forbidden, Invalid, NotFound, Unauthorized
from domain.match import Match
from domain.matches import MatchService, check_seats, decode_options, game_rules, new_token
from domain.names import check_unique, normalise_name
from domain.pairing import seat_tour, table_sizes
from domain.tournament import Tournament

MAX_PLAYERS = 256


@dataclass(frozen=True)
class Placement:
    """Where a player plays in a tour (tour and table numbered from 1, seat from 0)."""

    tour: int
    table: int
    seat: int
    match_id: UUID


class TournamentService:
    """Commands and reads over tournaments, on the match service's event store."""

    def __init__(self, matches: MatchService) -> None:
        self.matches = matches
        self._locks: dict[UUID, threading.Lock] = {}
        self._guard = threading.Lock()

    @contextmanager
    def _locked(self, tournament_id: UUID) -> Iterator[None]:
        with self._guard:
            lock = self._locks.setdefault(tournament_id, threading.Lock())
        with lock:
            yield

    def get(self, tournament_id: UUID) -> Tournament:
        tournament = self.matches.stored(tournament_id)
        if not isinstance(tournament, Tournament):
            raise NotFound("tournament_not_found", f"No tournament {tournament_id}.")
        return tournament

    def create(self, game: str, options: dict[str, Any], tours: int, table_size: int) -> tuple[Tournament, str]:
        """Announce a tournament; returns it and the organiser token (shown once)."""
        rules = game_rules(game)
        decoded = decode_options(rules, options)
        check_seats(rules, decoded, table_size)
        if tours < 1:
            raise Invalid("bad_tours", "A tournament has at least one tour.")
        token, token_hash = new_token()
        tournament = Tournament(
            game=game,
            options=msgspec.to_builtins(decoded),
            tours=tours,
            table_size=table_size,
            organiser_hash=token_hash,
        )
        self.matches.commit(tournament)
        return tournament, token

    def register(self, tournament_id: UUID, name: str) -> tuple[Tournament, int, str]:
        """Register a player before the first tour; returns the player number and token (shown once)."""
        with self._locked(tournament_id):
            tournament = self.get(tournament_id)
            if tournament.seatings:
                raise Conflict("registration_closed", "The first tour has started.", version=tournament.version)
            name = normalise_name(name)
            check_unique(name, [entrant.name for entrant in tournament.players], tournament.version)
            if len(tournament.players) >= MAX_PLAYERS:
                raise Conflict("tournament_full", f"At most {MAX_PLAYERS} players.", version=tournament.version)
            token, token_hash = new_token()
            tournament.register(name=name, token_hash=token_hash)
            self._commit(tournament)
            return tournament, len(tournament.players) - 1, token

    def start_tour(self, tournament_id: UUID, token: str | None) -> tuple[Tournament, list[Match]]:
        """Seat the players for the next tour and create its matches (organiser token)."""
        with self._locked(tournament_id):
            tournament = self.get(tournament_id)
            self._check_organiser(tournament, token)
            number = len(tournament.seatings) + 1
            if number > tournament.tours:
                raise Conflict("tournament_over", "Every tour has been played.", version=tournament.version)
            if self.running_tables(tournament):
                raise Conflict("tour_running", "Every match of the tour must finish first.", version=tournament.version)
            sizes = self._table_sizes(tournament)
            tables = seat_tour(len(tournament.players), sizes, tournament.past_tables, f"{tournament.id}:{number}")
            matches = [self._table_match(tournament, table) for table in tables]
            tournament.start_tour(tables=tables, matches=[str(m.id) for m in matches])
            self._commit(tournament, *matches)
            return tournament, matches

    def _check_organiser(self, tournament: Tournament, token: str | None) -> None:
        if tournament.is_organiser(token):
            return
        if token is not None and tournament.player_of(token) is None:
            raise Unauthorized("bad_token", "This token belongs to no one in this tournament.")
        raise Forbidden("not_organiser", "Only the organiser token can start a tour.")

    def _table_sizes(self, tournament: Tournament) -> list[int]:
        players = len(tournament.players)
        sizes = table_sizes(players, tournament.table_size)
        rules = game_rules(tournament.game)
        options = decode_options(rules, tournament.options)
        for size in sorted(set(sizes)):
            try:
                check_seats(rules, options, size)
            except Invalid as error:
                raise Conflict(
                    "bad_tables",
                    f"{players} players make tables of {sizes}: {error.message}",
                    version=tournament.version,
                ) from None
        return sizes

    def _table_match(self, tournament: Tournament, table: list[int]) -> Match:
        holders = [(tournament.players[p].name, tournament.players[p].token_hash) for p in table]
        return self.matches.seated(tournament.game, tournament.options, holders, tournament.organiser_hash)

    def _commit(self, tournament: Tournament, *matches: Match) -> None:
        try:
            self.matches.commit(tournament, *matches)
        except Conflict:
            current = self.get(tournament.id).version
            raise Conflict("version_conflict", "The tournament moved on; retry.", version=current) from None

    def running_tables(self, tournament: Tournament) -> list[UUID]:
        """The matches of the latest tour that have not finished."""
        if not tournament.seatings:
            return []
        ids = [UUID(m) for m in tournament.seatings[-1].matches]
        return [match_id for match_id in ids if self.matches.get(match_id).status != "finished"]

    def status(self, tournament: Tournament) -> str:
        if not tournament.seatings:
            return "registering"
        done = len(tournament.seatings) == tournament.tours and not self.running_tables(tournament)
        return "finished" if done else "running"

    def placement(self, tournament_id: UUID, token: str | None) -> Placement:
        """The caller's table in the latest tour; their player token is their seat token there."""
        tournament = self.get(tournament_id)
        if token is None:
            raise Unauthorized("token_required", "Send your player token.")
        player = tournament.player_of(token)
        if player is None:
            raise Unauthorized("bad_token", "This token belongs to no player of this tournament.")
        if not tournament.seatings:
            raise Conflict("no_tour_yet", "No tour has started yet.", version=tournament.version)
        tour = len(tournament.seatings) - 1
        table, seat = tournament.table_of(player, tour)
        return Placement(
            tour=tour + 1, table=table + 1, seat=seat, match_id=UUID(tournament.seatings[tour].matches[table])
        )
