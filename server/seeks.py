"""The quick-play routes (issue 38): ask to play, list the open requests, read or cancel one's own.

``POST /seeks`` stores a request to play (``Authorization: Bearer igp_…`` for a player, whose
account name sits at the table; none for a guest, who names themselves and plays casual only) and
returns its id and a token shown once. The pairing scheduler (``server/pairing.py``) pairs it;
its requester polls ``GET /seeks/{id}`` with that token until it names the match, the seat and
the seat's token. ``GET /seeks`` lists the open requests ("open challenges") without anything
private: no token, no player id.
"""

from __future__ import annotations

import time
import uuid
from datetime import UTC, datetime
from typing import Annotated, Any, ClassVar, Literal

import msgspec
from litestar import Controller, Request, delete, get, post
from litestar.params import FromHeader, FromPath, FromQuery, JSONBody, QueryParameter

from igroteka.domain.clocks import TimeControl, check_bounds
from igroteka.domain.errors import Invalid, NotFound, Unauthorized
from igroteka.domain.games import GAMES
from igroteka.domain.matches import check_seats, decode_options, game_rules
from igroteka.domain.names import normalise_name
from igroteka.projections.rating import ENGINES
from igroteka.projections.ratings import SYSTEMS
from igroteka.server.http import bearer, hub
from igroteka.server.pairing import SeekKey
from igroteka.server.problems import responses
from igroteka.server.schemas import Name
from igroteka.server.seekbook import SeekRow

SeekStatusName = Literal["open", "paired", "cancelled", "expired"]
Points = Annotated[float, msgspec.Meta(ge=-10_000, le=10_000)]


class RatingRange(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The ratings the requester will meet at most, however long it waits (rated requests)."""

    lowest: Points | None = None
    highest: Points | None = None


class SeekRequest(msgspec.Struct, forbid_unknown_fields=True):
    """A request to play: met by requests of the same game, options, seats, time control and
    ``rated``. ``name``: a guest's name at the table (a player sits under their account's name).
    ``bots_after``: after waiting this many seconds, accept server bots for the seats still free
    (casual only)."""

    game: Annotated[str, msgspec.Meta(max_length=32)]
    seats: Annotated[int, msgspec.Meta(ge=1, le=64)]
    options: dict[str, Any] = {}
    time_control: TimeControl | None = None
    rated: bool = False
    name: Name | None = None
    rating_range: RatingRange | None = None
    bots_after: Annotated[float, msgspec.Meta(ge=0, le=3600)] | None = None


class SeekCreated(msgspec.Struct):
    """A stored request: ``token`` (shown this once) reads and cancels it."""

    id: str
    token: str
    status: SeekStatusName
    created_at: datetime


class OpenSeek(msgspec.Struct):
    """An open request as the lobby lists it: ``rating`` its player's (rated requests only)."""

    id: str
    game: str
    seats: int
    options: dict[str, Any]
    time_control: TimeControl | None
    rated: bool
    name: str
    created_at: datetime
    rating: float | None = None
    bots_after: float | None = None


class SeekState(msgspec.Struct):
    """One's own request: once paired and its match made, ``match_id``, ``seat`` and the seat's
    ``seat_token`` (a player's own player token acts for the seat too)."""

    id: str
    status: SeekStatusName
    game: str
    seats: int
    rated: bool
    created_at: datetime
    match_id: uuid.UUID | None = None
    seat: int | None = None
    seat_token: str | None = None


def at(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)


def seek_key(data: SeekRequest, clock_min: float) -> SeekKey:
    """The request's key, once the game, options, seats and time control are checked as a new
    match's are; a rated request accepts no bots."""
    rules = game_rules(data.game)
    options = decode_options(rules, data.options)
    check_seats(rules, options, data.seats)
    if data.time_control is not None:
        check_bounds(data.time_control, clock_min)
    if data.rated and data.bots_after is not None:
        raise Invalid("rated_with_bots", "A rated match is played by people only: seat no bots in it.")
    return SeekKey(data.game, msgspec.to_builtins(options), data.seats, data.time_control, data.rated)


def open_seek(row: SeekRow) -> OpenSeek:
    key = msgspec.json.decode(row.key, type=SeekKey)
    return OpenSeek(
        id=row.id,
        game=row.game,
        seats=row.seats,
        options=dict(key.options),
        time_control=key.time_control,
        rated=row.rated,
        name=row.name,
        created_at=at(row.created),
        rating=row.rating,
        bots_after=row.bots_after,
    )


def seek_id_of(seek_id: str) -> str:
    """A request's id as stored (a UUID), or ``seek_not_found`` without asking the store."""
    try:
        return str(uuid.UUID(seek_id))
    except ValueError:
        raise NotFound("seek_not_found", "No such request to play.") from None


def seek_token(authorization: str | None) -> str:
    token = bearer(authorization)
    if token is None:
        raise Unauthorized("token_required", "Send the token the request to play was made with.")
    return token


class SeeksController(Controller):
    path = "/api/v1/seeks"
    tags: ClassVar[list[str]] = ["quick play"]

    @post(
        "/",
        operation_id="seek",
        summary="Ask to play: a player (player token) or a guest (no token; casual only)",
        description="Requests of the same game, options, seats, time control and `rated` are paired into"
        " one match, a rated one's players each within the other's rating window (100 points either side,"
        " 50 more every 5 s of waiting, at most 500, never beyond `rating_range`). Poll `GET /seeks/{id}`"
        " with the returned token for the match. Problems: guest_rated, name_required, rated_with_bots,"
        " the game's and time control's as for a new match; counted per client and minute as seats.",
        responses=responses(401, 404, 422, 429, 503),
    )
    async def seek(
        self, request: Request[Any, Any, Any], data: JSONBody[SeekRequest], authorization: FromHeader[str | None] = None
    ) -> SeekCreated:
        h = hub(request)
        key = seek_key(data, h.settings.clock_min_seconds)
        player = await h.player_of(bearer(authorization))
        if player is None and authorization is not None:
            raise Unauthorized("bad_token", "Ask to play with a player token, or with none as a guest.")
        if player is None and data.rated:
            raise Invalid("guest_rated", "A guest plays casual matches only: sign up to play rated.")
        if player is None and data.name is None:
            raise Invalid("name_required", "A guest names themselves: send `name`.")
        name = (await h.run(h.accounts.player, player)).name if player is not None else normalise_name(data.name or "")
        rating = None
        if data.rated and player is not None:
            mine = {r.game: r.rating for r in h.ratings.of_player(player, datetime.now(UTC))}
            rating = mine.get(data.game, ENGINES[SYSTEMS[data.game]].initial.value)
        span = data.rating_range or RatingRange()
        row = SeekRow(
            id=str(uuid.uuid4()),
            key=key.encode(),
            game=data.game,
            seats=data.seats,
            rated=data.rated,
            player=player,
            name=name,
            rating=rating,
            lowest=span.lowest,
            highest=span.highest,
            bots_after=data.bots_after,
            created=time.time(),
        )
        token = await h.charged(request, "seat", h.pairing.book.add, row)
        return SeekCreated(id=row.id, token=token, status="open", created_at=at(row.created))

    @get(
        "/",
        operation_id="listSeeks",
        summary="The open requests to play (open challenges), oldest first",
        responses=responses(),
    )
    async def list_seeks(
        self,
        request: Request[Any, Any, Any],
        game: FromQuery[str | None] = None,
        limit: Annotated[int, QueryParameter(ge=1, le=500)] = 100,
    ) -> list[OpenSeek]:
        h = hub(request)
        if game is not None and game not in GAMES:
            return []
        return [open_seek(row) for row in await h.run(h.pairing.book.open, game, limit)]

    @get(
        "/{seek_id:str}",
        operation_id="getSeek",
        summary="One's own request to play (its token): once paired, its match, seat and seat token",
        responses=responses(401, 404, 503),
    )
    async def get_seek(
        self, request: Request[Any, Any, Any], seek_id: FromPath[str], authorization: FromHeader[str | None] = None
    ) -> SeekState:
        h = hub(request)
        state = await h.run(h.pairing.book.status, seek_id_of(seek_id), seek_token(authorization))
        made = state.status == "paired" and state.started
        return SeekState(
            id=state.row.id,
            status="open" if state.status == "paired" and not made else state.status,  # type: ignore[arg-type]
            game=state.row.game,
            seats=state.row.seats,
            rated=state.row.rated,
            created_at=at(state.row.created),
            match_id=uuid.UUID(state.match_id) if made and state.match_id else None,
            seat=state.seat if made else None,
            seat_token=state.seat_token if made else None,
        )

    @delete(
        "/{seek_id:str}",
        operation_id="cancelSeek",
        summary="Cancel one's own open request to play (its token)",
        description="A request already paired stays (problem seek_paired): its match has started.",
        status_code=204,
        responses=responses(401, 404, 409, 503),
    )
    async def cancel_seek(
        self, request: Request[Any, Any, Any], seek_id: FromPath[str], authorization: FromHeader[str | None] = None
    ) -> None:
        h = hub(request)
        await h.run(h.pairing.book.cancel, seek_id_of(seek_id), seek_token(authorization))
