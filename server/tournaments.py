"""The tournament half of the public API: announce, register, start tours, tables, standings,
and the organiser's controls (close registration, remove or replace players, forfeit tables).

A player's token is also their seat token at every table the tournament gives them: ``my-table``
names the match and seat, and the player plays it with the token they already hold.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal
from uuid import UUID

import msgspec
from litestar import Controller, Request, delete, get, post
from litestar.exceptions import ValidationException
from litestar.params import FromHeader, FromPath, FromQuery, JSONBody, PathParameter, QueryParameter

from igroteka.domain.abandon import TOURNAMENT_ABANDONMENT, Abandonment
from igroteka.domain.clocks import TimeControl, check_bounds
from igroteka.domain.delay import TOURNAMENT_DELAY, SpectatorDelay
from igroteka.domain.engine import Outcome
from igroteka.domain.errors import NotFound
from igroteka.domain.games import GAMES
from igroteka.domain.match import Match
from igroteka.domain.pairing import seed_order
from igroteka.domain.tournament import Seeding, Tournament
from igroteka.domain.tournaments import MAX_PLAYERS, TournamentService
from igroteka.projections.delay import now, shown_ending
from igroteka.projections.ratings import Ratings
from igroteka.projections.standings import StandingRow
from igroteka.projections.tournament_list import TournamentRow, TournamentStatus
from igroteka.server.http import bearer, hub
from igroteka.server.problems import responses
from igroteka.server.schemas import Name

Ordinal = Annotated[int, msgspec.Meta(ge=1, le=64)]
PlayerNo = Annotated[int, PathParameter(ge=0, le=2 * MAX_PLAYERS, description="A player's number, from 0")]
TourNo = Annotated[int, PathParameter(ge=1, le=64, description="A tour, from 1")]
TableNo = Annotated[int, PathParameter(ge=1, le=MAX_PLAYERS, description="A table of the current tour, from 1")]
InviteCode = Annotated[str, msgspec.Meta(min_length=1, max_length=128)]
EntrantStatus = Literal["playing", "left", "removed"]


class CreateTournament(msgspec.Struct, forbid_unknown_fields=True):
    """``table_size`` is the most seats per table; the players still in split into the fewest such
    tables, their sizes differing by one at most; when no such split gives only sizes the game
    allows (an odd count at a 2-seat game), the fewest players needed sit the tour out with a bye
    (a win without score; those with the fewest byes first). ``tours`` defaults to the game's
    tournament format (3: «Ударная пятилетка»'s rulebook; 3 for the others as well).
    ``max_players`` caps registrations (none named: 256); with ``invite_code`` set, registering needs it.
    ``tour_limit`` (seconds) lets the organiser forfeit the tables still unfinished after it.
    ``time_control``: the clocks of every match; none named, the game's tournament clocks (Fischer, a
    seat out of time has its decision made by the game's default action; each game's RULES.md,
    section 20); ``"none"``: no clocks.
    ``abandon``: every match's abandonment option; absent, ``{"after": 300, "then": "bot"}``; null: none.
    ``seeding``: ``random`` (the default) seats each tour for the fewest repeated meetings, ties by
    lot; ``rating`` seeds the players by their rating in the game (the leaderboard's conservative
    rating, as shown when the tour starts; registrations made with a player token carry it; guests
    and players unrated in the game after the rated, in registration order) and, among the
    seatings with the fewest repeated meetings, balances the tables by seed (serpentine: seeds 1..k
    to tables 1..k, k+1..2k back); byes go to the lowest seeds. Each game's rulebook format stays."""

    game: Annotated[str, msgspec.Meta(max_length=32)]
    table_size: Annotated[int, msgspec.Meta(ge=1, le=64)]
    options: dict[str, Any] = {}
    tours: Ordinal | None = None
    max_players: Annotated[int, msgspec.Meta(ge=1, le=MAX_PLAYERS)] | None = None
    invite_code: InviteCode | None = None
    tour_limit: Annotated[int, msgspec.Meta(ge=1, le=7 * 86400)] | None = None
    time_control: TimeControl | Literal["none"] | None = None
    # every match's abandonment option; absent: the tournament default (a seat to act whose person
    # shows no sign for 300 s goes to a server bot, which they may take back); null: none
    abandon: Abandonment | msgspec.UnsetType | None = msgspec.UNSET
    # Spectators watch every match this far behind (seats and the organiser live); {"moves": 0} turns it off.
    spectator_delay: SpectatorDelay = TOURNAMENT_DELAY
    rated: bool | msgspec.UnsetType = msgspec.UNSET  # true: every match counts for ratings; absent or false: casual
    seeding: Seeding | msgspec.UnsetType = msgspec.UNSET  # absent: random


class TournamentCreated(msgspec.Struct):
    id: UUID
    organiser_token: str
    game: str
    tours: int
    table_size: int
    version: int


class RegisterPlayer(msgspec.Struct, forbid_unknown_fields=True):
    """``invite_code``: needed when the organiser set one (problem bad_invite_code)."""

    name: Name
    invite_code: InviteCode | None = None


class ReplacePlayer(msgspec.Struct, forbid_unknown_fields=True):
    """The substitute's name: they take over the player's place, results and pairing history."""

    name: Name


class ForfeitTable(msgspec.Struct, forbid_unknown_fields=True):
    """``seats`` that forfeit (they lose; the others win by forfeit; nobody scores); all by default."""

    seats: (
        Annotated[list[Annotated[int, msgspec.Meta(ge=0, le=63)]], msgspec.Meta(min_length=1, max_length=64)] | None
    ) = None


class PlayerRegistered(msgspec.Struct):
    """``token`` is shown once: it identifies the player and is their seat token at every table."""

    player: int
    token: str
    version: int


class EntrantInfo(msgspec.Struct):
    """A registered player: ``playing``, or gone from later tours (``left``, ``removed``)."""

    player: int
    name: str
    status: EntrantStatus


class TournamentInfo(msgspec.Struct):
    """``players`` names every registered player by number; ``entrants`` adds whether each is still in."""

    id: UUID
    game: str
    options: dict[str, Any]
    tours: int
    table_size: int
    players: list[str]
    tours_started: int
    status: Literal["registering", "running", "finished"]
    version: int
    registration_open: bool = True
    max_players: int = MAX_PLAYERS
    invite_required: bool = False
    tour_limit: int | None = None
    entrants: list[EntrantInfo] = []
    time_control: TimeControl | None = None
    abandon: Abandonment | None = None
    spectator_delay: SpectatorDelay | None = None
    rated: bool = False  # its matches count for their players' ratings
    seeding: Seeding = "random"


class SeatedPlayer(msgspec.Struct):
    """In a tour seeded by rating, ``seed`` is the player's place in the tour's seed order (1: the
    best) and ``rating`` the rating it read (none: a guest or a player unrated in the game)."""

    seat: int
    player: int
    name: str
    seed: int | None = None
    rating: float | None = None


class TableInfo(msgspec.Struct):
    """Table numbers count from 1; ``outcome`` comes once the match has finished; ``forfeited``
    lists the seats that forfeited when the table was decided by forfeit (then its match no longer
    counts)."""

    table: int
    match: UUID
    players: list[SeatedPlayer]
    status: str
    outcome: Outcome | None
    forfeited: list[int] | None = None


class TourInfo(msgspec.Struct):
    """``byes``: the players who sit this tour out; ``deadline``: when its unfinished tables may be forfeited."""

    tour: int
    tables: list[TableInfo]
    byes: list[SeatedPlayer] = []
    deadline: str | None = None


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
        status=service.status(tournament, fresh=False),
        version=tournament.version,
        registration_open=tournament.registration_open,
        max_players=tournament.max_players,
        invite_required=tournament.invite_hash is not None,
        tour_limit=tournament.tour_limit,
        time_control=msgspec.convert(tournament.time_control, TimeControl) if tournament.time_control else None,
        abandon=msgspec.convert(tournament.abandon, Abandonment) if getattr(tournament, "abandon", None) else None,
        spectator_delay=msgspec.convert(tournament.spectator_delay, SpectatorDelay)
        if tournament.spectator_delay
        else None,
        rated=tournament.rated,
        seeding=tournament.seeding,
        entrants=[
            EntrantInfo(player=n, name=e.name, status=e.departed or "playing") for n, e in enumerate(tournament.players)
        ],
    )


def seated(tournament: Tournament, tour: int, player: int, seat: int) -> SeatedPlayer:
    """A player of tour ``tour`` (from 0) at ``seat`` (-1: a bye), with their seed and rating when
    the tour was seeded by rating."""
    seating = tournament.seatings[tour]
    name = tournament.players[player].name
    if seating.ratings is None:
        return SeatedPlayer(seat=seat, player=player, name=name)
    order = seed_order(seating.ratings, [p for table in seating.tables for p in table] + seating.byes)
    return SeatedPlayer(
        seat=seat, player=player, name=name, seed=order.index(player) + 1, rating=seating.ratings[player]
    )


def table_info(tournament: Tournament, tour: int, table: int, match: Match) -> TableInfo:
    """Table ``table`` (from 0) of tour ``tour`` (from 0), its match as given."""
    seating = tournament.seatings[tour]
    players = seating.tables[table]
    status, outcome = shown_ending(match)  # as the match's spectators see it
    return TableInfo(
        table=table + 1,
        match=match.id,
        players=[seated(tournament, tour, p, s) for s, p in enumerate(players)],
        status=status,
        outcome=outcome,
        forfeited=seating.forfeits.get(table),
    )


def tour_info(
    service: TournamentService, tournament: Tournament, tour: int, matches: list[Match] | None = None
) -> TourInfo:
    """Tour ``tour`` (from 1) with each table's match status read from the match itself (or from
    ``matches``, the tour's matches just created)."""
    if not 1 <= tour <= len(tournament.seatings):
        raise NotFound("tour_not_found", f"Tour {tour} has not started.")
    seating = tournament.seatings[tour - 1]
    if matches is None:
        matches = [service.table_match(UUID(match_id), fresh=False) for match_id in seating.matches]
    tables = [table_info(tournament, tour - 1, n, match) for n, match in enumerate(matches)]
    byes = [seated(tournament, tour - 1, p, -1) for p in seating.byes]
    return TourInfo(tour=tour, tables=tables, byes=byes, deadline=seating.deadline)


def shown_ratings(ratings: Ratings, tournament: Tournament) -> list[float | None]:
    """Each registered player's conservative rating in the tournament's game as reads show it now
    (a delayed match's update once its spectators see its end): None for a guest (registered
    without a player token, or a substitute) and for an account unrated in the game."""
    at = now()
    found: list[float | None] = []
    for entrant in tournament.players:
        mine = ratings.of_player(entrant.account, at) if entrant.account else []
        found.append(next((r.conservative for r in mine if r.game == tournament.game), None))
    return found


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
        if isinstance(data.time_control, TimeControl):
            check_bounds(data.time_control, h.settings.clock_min_seconds)
        tournament, token = await h.charged(
            request,
            "tournament",
            h.tournaments.create,
            data.game,
            data.options,
            data.tours,
            data.table_size,
            data.max_players or MAX_PLAYERS,
            data.invite_code,
            data.tour_limit,
            None if isinstance(data.time_control, str) else data.time_control,
            isinstance(data.time_control, str),  # "none": no clocks
            TOURNAMENT_ABANDONMENT if data.abandon is msgspec.UNSET else data.abandon,
            data.spectator_delay,
            data.rated is True,
            "random" if data.seeding is msgspec.UNSET else data.seeding,
        )
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
        "/",
        operation_id="listTournaments",
        summary="The tournaments, newest first, by game and status (registering, running, finished)",
        description="A read model of the event log: a tournament's status may trail its last match's end by a"
        " moment. Each row's standings are at `/api/v1/tournaments/{id}/standings`.",
        responses=responses(),
    )
    async def listed(
        self,
        request: Request[Any, Any, Any],
        game: FromQuery[str | None] = None,
        status: FromQuery[TournamentStatus | None] = None,
        limit: Annotated[int, QueryParameter(ge=1, le=500)] = 50,
    ) -> list[TournamentRow]:
        if game is not None and game not in GAMES:
            raise ValidationException(
                "The request does not match the API schema.",
                extra=[
                    {"message": f"No game {game!r} on this server; see /api/v1/games", "key": "game", "source": "query"}
                ],
            )
        return hub(request).standings.listing.list(game=game, status=status, limit=limit)

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
        summary="Register a player while registration is open; returns the player token once",
        description="With `Authorization: Bearer <player token>` the registration is that player account's"
        " (once a tournament: problem player_registered): its seats at every table are the account's, and"
        " its player token acts for them.",
        responses=responses(401, 403, 404, 409, 422, 429, 503),
    )
    async def register(
        self,
        request: Request[Any, Any, Any],
        tournament_id: FromPath[UUID],
        data: JSONBody[RegisterPlayer],
        authorization: FromHeader[str | None] = None,
    ) -> PlayerRegistered:
        h = hub(request)
        account = await h.player_of(bearer(authorization))
        tournament, player, token = await h.charged(
            request, "seat", h.tournaments.register, tournament_id, data.name, data.invite_code, account
        )
        h.follower.wake.set()
        return PlayerRegistered(player=player, token=token, version=tournament.version)

    @post(
        "/{tournament_id:uuid}/registration/close",
        operation_id="closeRegistration",
        summary="Close registration (organiser token); starting the first tour closes it too",
        status_code=200,
        responses=responses(401, 403, 404, 503),
    )
    async def close_registration(
        self,
        request: Request[Any, Any, Any],
        tournament_id: FromPath[UUID],
        authorization: FromHeader[str | None] = None,
    ) -> TournamentInfo:
        h = hub(request)
        tournament = await h.run(h.tournaments.close_registration, tournament_id, bearer(authorization))
        h.follower.wake.set()
        return await h.run(tournament_info, h.tournaments, tournament)

    @delete(
        "/{tournament_id:uuid}/players/{player:int}",
        operation_id="removePlayer",
        summary="Remove a player from later tours, between tours (organiser token); their results stay",
        status_code=200,
        responses=responses(401, 403, 404, 409, 503),
    )
    async def remove_player(
        self,
        request: Request[Any, Any, Any],
        tournament_id: FromPath[UUID],
        player: PlayerNo,
        authorization: FromHeader[str | None] = None,
    ) -> TournamentInfo:
        h = hub(request)
        tournament = await h.run(h.tournaments.remove, tournament_id, bearer(authorization), player)
        h.follower.wake.set()
        return await h.run(tournament_info, h.tournaments, tournament)

    @post(
        "/{tournament_id:uuid}/players/{player:int}/replacement",
        operation_id="replacePlayer",
        summary="Between tours, a substitute takes over a player's place (organiser token); returns their token once",
        responses=responses(401, 403, 404, 409, 422, 429, 503),
    )
    async def replace_player(
        self,
        request: Request[Any, Any, Any],
        tournament_id: FromPath[UUID],
        player: PlayerNo,
        data: JSONBody[ReplacePlayer],
        authorization: FromHeader[str | None] = None,
    ) -> PlayerRegistered:
        h = hub(request)
        tournament, token = await h.charged(
            request, "seat", h.tournaments.replace, tournament_id, bearer(authorization), player, data.name
        )
        h.follower.wake.set()
        return PlayerRegistered(player=player, token=token, version=tournament.version)

    @post(
        "/{tournament_id:uuid}/leave",
        operation_id="leaveTournament",
        summary="Leave the tournament (player token): a running table of yours is forfeited by your seat",
        status_code=200,
        responses=responses(401, 404, 409, 503),
    )
    async def leave(
        self,
        request: Request[Any, Any, Any],
        tournament_id: FromPath[UUID],
        authorization: FromHeader[str | None] = None,
    ) -> TournamentInfo:
        h = hub(request)
        tournament = await h.run(h.tournaments.leave, tournament_id, bearer(authorization))
        h.follower.wake.set()
        return await h.run(tournament_info, h.tournaments, tournament)

    @post(
        "/{tournament_id:uuid}/tables/{table:int}/forfeit",
        operation_id="forfeitTable",
        summary="Forfeit an unfinished table of the current tour once the tour's limit has passed (organiser token)",
        status_code=200,
        responses=responses(401, 403, 404, 409, 422, 503),
    )
    async def forfeit_table(
        self,
        request: Request[Any, Any, Any],
        tournament_id: FromPath[UUID],
        table: TableNo,
        data: JSONBody[ForfeitTable],
        authorization: FromHeader[str | None] = None,
    ) -> TableInfo:
        h = hub(request)
        tournament = await h.run(h.tournaments.forfeit, tournament_id, bearer(authorization), table, data.seats)
        h.follower.wake.set()
        tour = len(tournament.seatings) - 1
        match_id = UUID(tournament.seatings[tour].matches[table - 1])
        return await h.read(match_id, lambda match: table_info(tournament, tour, table - 1, match))

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
        tournament, matches = await h.run(
            h.tournaments.start_tour, tournament_id, bearer(authorization), lambda t: shown_ratings(h.ratings, t)
        )
        for match in matches:
            h.committed(match.id, match.version)
            for seat, holder in enumerate(match.holders):
                if holder is not None and holder.player is not None:
                    await h.run(h.accounts.hold, holder.player, match.id, seat, False)
        return tour_info(h.tournaments, tournament, len(tournament.seatings), matches)

    @get(
        "/{tournament_id:uuid}/tours/{tour:int}",
        operation_id="getTour",
        summary="A tour's tables: players by seat, match, status and outcome",
        responses=responses(404, 503),
    )
    async def tour(self, request: Request[Any, Any, Any], tournament_id: FromPath[UUID], tour: TourNo) -> TourInfo:
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

        def read() -> list[StandingRow]:
            tournament = h.tournaments.get(tournament_id)
            rows = h.standings.rows(tournament_id)
            if rows is not None:
                return rows
            if h.tournaments.status(tournament) != "finished":
                return []  # the read model has not seen the tournament yet
            return h.standings.rebuild(tournament, h.tournaments.matches.get)

        return StandingsInfo(tournament=tournament_id, rows=await h.run(read))

    @get(
        "/{tournament_id:uuid}/my-table",
        operation_id="getMyTable",
        summary="The caller's match and seat in the current tour (player token)",
        description="With the token registration gave, or with the player token (`igp_…`) of the account"
        " that registered: the account's player in this tournament.",
        responses=responses(401, 404, 409, 503),
    )
    async def my_table(
        self,
        request: Request[Any, Any, Any],
        tournament_id: FromPath[UUID],
        authorization: FromHeader[str | None] = None,
    ) -> MyTable:
        h = hub(request)
        service = h.tournaments
        token = bearer(authorization)
        account = await h.player_of(token)

        def read() -> MyTable:
            placement = service.placement(tournament_id, token, account)
            status = service.matches.get(placement.match_id).status
            return MyTable(
                tour=placement.tour,
                table=placement.table,
                match=placement.match_id,
                seat=placement.seat,
                status=status,
            )

        return await h.run(read)
