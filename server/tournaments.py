"""The tournament half of the public API: announce, register, start tours, tables, standings.

A player's token is also their seat token at every table the tournament gives them: ``my-table``
names the match and seat, and the player plays it with the token they already hold.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal
from uuid import UUID

import msgspec
from litestar import Controller, Request, get, post
from litestar.params import FromHeader, FromPath, JSONBody

from domain.engine import Outcome
from domain.errors import NotFound
from domain.tournament import Tournament
from domain.tournaments import TournamentService
from projections.standings import StandingRow
from server.http import bearer, hub
from server.problems import responses
from server.schemas import Name

Ordinal = Annotated[int, msgspec.Meta(ge=1, le=64)]


class CreateTournament(msgspec.Struct, forbid_unknown_fields=True):
    """``table_size`` is the most seats per table; players split into the fewest such tables,
    their sizes differing by one at most (each size must be one the game allows)."""

    game: Annotated[str, msgspec.Meta(max_length=32)]
    table_size: Annotated[int, msgspec.Meta(ge=1, le=64)]
    options: dict[str, Any] = {}
    tours: Ordinal = 3


class TournamentCreated(msgspec.Struct):
    id: UUID
    organiser_token: str
    game: str
    tours: int
    table_size: int
    version: int


class RegisterPlayer(msgspec.Struct, forbid_unknown_fields=True):
    name: Name


class PlayerRegistered(msgspec.Struct):
    """``token`` is shown once: it identifies the player and is their seat token at every table."""

    player: int
    token: str
    version: int


class TournamentInfo(msgspec.Struct):
    id: UUID
    game: str
    options: dict[str, Any]
    tours: int
    table_size: int
    players: list[str]
    tours_started: int
    status: Literal["registering", "running", "finished"]
    version: int


class SeatedPlayer(msgspec.Struct):
    seat: int
    player: int
    name: str


class TableInfo(msgspec.Struct):
    """Table numbers count from 1; ``outcome`` comes once the match has finished."""

    table: int
    match: UUID
    players: list[SeatedPlayer]
    status: str
    outcome: Outcome | None


class TourInfo(msgspec.Struct):
    tour: int
    tables: list[TableInfo]


class MyTable(msgspec.Struct):
    """Play ``match`` at ``seat`` with your player token."""

    tour: int
    table: int
    match: UUID
    seat: int
    status: str


class StandingsInfo(msgspec.Struct):
    """Ranked by total score, then wins, then the game's tie-breaks summed; equal keys share a place.
    A read model of the event log: it may trail a just-finished match by a moment."""

    tournament: UUID
    rows: list[StandingRow]


def tournament_info(service: TournamentService, tournament: Tournament) -> TournamentInfo:
    return TournamentInfo(
        id=tournament.id,
        game=tournament.game,
        options=tournament.options,
        tours=tournament.tours,
        table_size=tournament.table_size,
        players=[entrant.name for entrant in tournament.players],
        tours_started=len(tournament.seatings),
        status=service.status(tournament),
        version=tournament.version,
    )


def tour_info(service: TournamentService, tournament: Tournament, tour: int) -> TourInfo:
    """Tour ``tour`` (from 1) with each table's match status read from the match itself."""
    if not 1 <= tour <= len(tournament.seatings):
        raise NotFound("tour_not_found", f"Tour {tour} has not started.")
    seating = tournament.seatings[tour - 1]
    tables = []
    for n, (players, match_id) in enumerate(zip(seating.tables, seating.matches, strict=True)):
        match = service.matches.get(UUID(match_id))
        seated = [SeatedPlayer(seat=s, player=p, name=tournament.players[p].name) for s, p in enumerate(players)]
        tables.append(
            TableInfo(table=n + 1, match=match_id, players=seated, status=match.status, outcome=match.outcome)
        )
    return TourInfo(tour=tour, tables=tables)


class TournamentsController(Controller):
    path = "/api/v1/tournaments"
    tags: ClassVar[list[str]] = ["tournaments"]

    @post(
        "/",
        operation_id="createTournament",
        summary="Announce a tournament; returns the organiser token once",
        responses=responses(403, 404, 422, 429, 503),
    )
    async def create(self, request: Request[Any, Any, Any], data: JSONBody[CreateTournament]) -> TournamentCreated:
        h = hub(request)
        await h.charge(request, "tournament")
        tournament, token = await h.run(h.tournaments.create, data.game, data.options, data.tours, data.table_size)
        h.follower.wake.set()
        return TournamentCreated(
            id=tournament.id,
            organiser_token=token,
            game=tournament.game,
            tours=tournament.tours,
            table_size=tournament.table_size,
            version=tournament.version,
        )

    @get(
        "/{tournament_id:uuid}",
        operation_id="getTournament",
        summary="A tournament: players, tours and status",
        responses=responses(404, 503),
    )
    async def info(self, request: Request[Any, Any, Any], tournament_id: FromPath[UUID]) -> TournamentInfo:
        service = hub(request).tournaments
        return await hub(request).run(lambda: tournament_info(service, service.get(tournament_id)))

    @post(
        "/{tournament_id:uuid}/players",
        operation_id="registerPlayer",
        summary="Register a player before the first tour; returns the player token once",
        responses=responses(404, 409, 422, 429, 503),
    )
    async def register(
        self, request: Request[Any, Any, Any], tournament_id: FromPath[UUID], data: JSONBody[RegisterPlayer]
    ) -> PlayerRegistered:
        h = hub(request)
        await h.charge(request, "seat")
        tournament, player, token = await h.run(h.tournaments.register, tournament_id, data.name)
        h.follower.wake.set()
        return PlayerRegistered(player=player, token=token, version=tournament.version)

    @post(
        "/{tournament_id:uuid}/tours",
        operation_id="startTour",
        summary="Start the next tour: seat the players and create its matches (organiser token)",
        responses=responses(401, 403, 404, 409, 503),
    )
    async def start_tour(
        self,
        request: Request[Any, Any, Any],
        tournament_id: FromPath[UUID],
        authorization: FromHeader[str | None] = None,
    ) -> TourInfo:
        h = hub(request)
        tournament, matches = await h.run(h.tournaments.start_tour, tournament_id, bearer(authorization))
        for match in matches:
            h.committed(match.id, match.version)
        return await h.run(tour_info, h.tournaments, tournament, len(tournament.seatings))

    @get(
        "/{tournament_id:uuid}/tours/{tour:int}",
        operation_id="getTour",
        summary="A tour's tables: players by seat, match, status and outcome",
        responses=responses(404, 503),
    )
    async def tour(
        self, request: Request[Any, Any, Any], tournament_id: FromPath[UUID], tour: FromPath[int]
    ) -> TourInfo:
        service = hub(request).tournaments
        return await hub(request).run(lambda: tour_info(service, service.get(tournament_id), tour))

    @get(
        "/{tournament_id:uuid}/standings",
        operation_id="getStandings",
        summary="Standings by total score, wins, then the game's tie-breaks",
        responses=responses(404, 503),
    )
    async def standings(self, request: Request[Any, Any, Any], tournament_id: FromPath[UUID]) -> StandingsInfo:
        h = hub(request)
        await h.run(h.tournaments.get, tournament_id)
        return StandingsInfo(tournament=tournament_id, rows=h.standings.rows(tournament_id))

    @get(
        "/{tournament_id:uuid}/my-table",
        operation_id="getMyTable",
        summary="The caller's match and seat in the current tour (player token)",
        responses=responses(401, 404, 409, 503),
    )
    async def my_table(
        self,
        request: Request[Any, Any, Any],
        tournament_id: FromPath[UUID],
        authorization: FromHeader[str | None] = None,
    ) -> MyTable:
        service = hub(request).tournaments
        token = bearer(authorization)

        def read() -> MyTable:
            placement = service.placement(tournament_id, token)
            status = service.matches.get(placement.match_id).status
            return MyTable(
                tour=placement.tour,
                table=placement.table,
                match=placement.match_id,
                seat=placement.seat,
                status=status,
            )

        return await hub(request).run(read)
