"""The routes of direct challenges (issue 38): a player challenges another to a match; the
challenged player accepts or declines, the challenger may cancel, and an unanswered challenge
expires after ``challenge_timeout`` seconds. Acceptance makes the match at once, started, with
both seats claimed by their players (whose player tokens act for them) and bots at any other.
Every route takes a player token (``Authorization: Bearer igp_…``); a challenge is seen by its two
players only.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Annotated, Any, ClassVar, Literal

import msgspec
from litestar import Controller, Request, delete, get, post
from litestar.params import FromHeader, FromPath, FromQuery, JSONBody, QueryParameter

from igroteka.domain.clocks import TimeControl
from igroteka.domain.errors import Invalid, seats_are
from igroteka.server.challengebook import ChallengeRow, challenge_id_of
from igroteka.server.http import hub
from igroteka.server.offers import offers
from igroteka.server.pairing import SeekKey
from igroteka.server.players import me
from igroteka.server.problems import responses
from igroteka.server.seeks import SeekRequest, seek_key

ChallengeStatus = Literal["open", "accepted", "declined", "cancelled", "expired"]


class ChallengeRequest(msgspec.Struct, forbid_unknown_fields=True):
    """A challenge to ``player`` (their id): the match's game, options, seats, time control and
    ``rated``; ``seat`` the challenger's own (None: drawn by lot at acceptance). A casual
    challenge of more than two seats seats server bots at the others."""

    player: Annotated[str, msgspec.Meta(max_length=64)]
    game: Annotated[str, msgspec.Meta(max_length=32)]
    seats: Annotated[int, msgspec.Meta(ge=2, le=64)] = 2
    options: dict[str, Any] = {}
    time_control: TimeControl | None = None
    rated: bool = False
    seat: Annotated[int, msgspec.Meta(ge=0, le=63)] | None = None


class PlayerName(msgspec.Struct):
    id: str
    name: str


class Challenge(msgspec.Struct):
    """A challenge as its two players read it. ``seat``: the challenger's chosen seat (None: by lot);
    once accepted, ``match_id`` names the started match."""

    id: str
    status: ChallengeStatus
    game: str
    seats: int
    options: dict[str, Any]
    time_control: TimeControl | None
    rated: bool
    challenger: PlayerName
    challenged: PlayerName
    created_at: datetime
    expires_at: datetime
    seat: int | None = None
    closed_at: datetime | None = None
    match_id: uuid.UUID | None = None


def at(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)


def shown(row: ChallengeRow, names: dict[str, str]) -> Challenge:
    key = msgspec.json.decode(row.key, type=SeekKey)
    return Challenge(
        id=row.id,
        status=row.status,  # type: ignore[arg-type]
        game=row.game,
        seats=key.seats,
        options=dict(key.options),
        time_control=key.time_control,
        rated=key.rated,
        challenger=PlayerName(row.challenger, names.get(row.challenger, "")),
        challenged=PlayerName(row.challenged, names.get(row.challenged, "")),
        created_at=at(row.created),
        expires_at=at(row.expires),
        seat=row.seat,
        closed_at=None if row.closed is None else at(row.closed),
        match_id=uuid.UUID(row.match_id) if row.match_id and row.started else None,
    )


async def worded(request: Request[Any, Any, Any], rows: list[ChallengeRow]) -> list[Challenge]:
    """The challenges with their players' names (one query for the lot); an accepted one whose
    match a crash left unmade is made now."""
    book = offers(request)
    rows = [await book.challenge_started(row) for row in rows]
    h = hub(request)
    names = await h.run(h.accounts.names, sorted({p for row in rows for p in (row.challenger, row.challenged)}))
    return [shown(row, names) for row in rows]


async def name_of(request: Request[Any, Any, Any], player: str) -> str:
    """A player's display name, as the other player of a challenge is told it."""
    h = hub(request)
    return (await h.run(h.accounts.player, player)).name


class ChallengesController(Controller):
    path = "/api/v1/challenges"
    tags: ClassVar[list[str]] = ["challenges"]

    @post(
        "/",
        operation_id="challenge",
        summary="Challenge a player to a match (player token)",
        description="The challenged player accepts or declines it; it expires unanswered after the server's"
        " `challenge_timeout` (a day by default). Problems: self_challenge, player_not_found, bad_seat,"
        " rated_with_bots (a rated challenge seats two), the game's and time control's as for a new match.",
        responses=responses(401, 404, 422, 429, 503),
    )
    async def challenge(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[ChallengeRequest],
        authorization: FromHeader[str | None] = None,
    ) -> Challenge:
        h = hub(request)
        challenger = await me(request, authorization)
        asked = SeekRequest(data.game, data.seats, data.options, data.time_control, data.rated)
        key = seek_key(asked, h.settings.clock_min_seconds)
        if data.rated and data.seats != 2:
            raise Invalid("rated_with_bots", "A rated match is played by people only: seat no bots in it.")
        if data.seat is not None and data.seat >= data.seats:
            raise Invalid("bad_seat", seats_are(data.seats))
        if data.player == challenger:
            raise Invalid("self_challenge", "A player cannot challenge themselves.")
        await h.run(h.accounts.player, data.player)
        name = await name_of(request, challenger)
        book = offers(request).challenges
        timeout = h.settings.challenge_timeout
        row = await h.charged(
            request, "seat", book.add, challenger, data.player, data.game, key.encode(), data.seat, timeout, name
        )
        return (await worded(request, [row]))[0]

    @get(
        "/",
        operation_id="listChallenges",
        summary="The challenges the player received (box=received) or sent (box=sent), newest first",
        responses=responses(401, 503),
    )
    async def list_challenges(
        self,
        request: Request[Any, Any, Any],
        box: FromQuery[Literal["received", "sent"]] = "received",
        limit: Annotated[int, QueryParameter(ge=1, le=100)] = 50,
        authorization: FromHeader[str | None] = None,
    ) -> list[Challenge]:
        player = await me(request, authorization)
        h = hub(request)
        rows = await h.run(offers(request).challenges.mine, player, box == "sent", limit)
        return await worded(request, rows)

    @get(
        "/{challenge_id:str}",
        operation_id="getChallenge",
        summary="One of the player's challenges; once accepted, its match",
        responses=responses(401, 404, 503),
    )
    async def get_challenge(
        self, request: Request[Any, Any, Any], challenge_id: FromPath[str], authorization: FromHeader[str | None] = None
    ) -> Challenge:
        player = await me(request, authorization)
        h = hub(request)
        row = await h.run(offers(request).challenges.get, challenge_id_of(challenge_id), player)
        return (await worded(request, [row]))[0]

    @post(
        "/{challenge_id:str}/accept",
        operation_id="acceptChallenge",
        summary="Accept a challenge (the challenged player): its match starts, both seats claimed",
        description="A challenge is accepted at most once; one already closed answers challenge_accepted,"
        " challenge_declined, challenge_cancelled or challenge_expired.",
        status_code=200,
        responses=responses(401, 403, 404, 409, 503),
    )
    async def accept(
        self, request: Request[Any, Any, Any], challenge_id: FromPath[str], authorization: FromHeader[str | None] = None
    ) -> Challenge:
        player = await me(request, authorization)
        h = hub(request)
        book = offers(request).challenges
        asked = await h.run(book.get, challenge_id_of(challenge_id), player)
        await h.run(h.accounts.player, asked.challenger)  # a deleted account's challenge seats nobody
        row = await h.run(book.accept, asked.id, player, await name_of(request, player))
        return (await worded(request, [row]))[0]

    @post(
        "/{challenge_id:str}/decline",
        operation_id="declineChallenge",
        summary="Decline a challenge (the challenged player)",
        status_code=200,
        responses=responses(401, 403, 404, 409, 503),
    )
    async def decline(
        self, request: Request[Any, Any, Any], challenge_id: FromPath[str], authorization: FromHeader[str | None] = None
    ) -> Challenge:
        player = await me(request, authorization)
        h = hub(request)
        book = offers(request).challenges
        row = await h.run(book.decline, challenge_id_of(challenge_id), player, await name_of(request, player))
        return (await worded(request, [row]))[0]

    @delete(
        "/{challenge_id:str}",
        operation_id="cancelChallenge",
        summary="Cancel one's own open challenge (the challenger)",
        status_code=204,
        responses=responses(401, 403, 404, 409, 503),
    )
    async def cancel(
        self, request: Request[Any, Any, Any], challenge_id: FromPath[str], authorization: FromHeader[str | None] = None
    ) -> None:
        player = await me(request, authorization)
        h = hub(request)
        book = offers(request).challenges
        await h.run(book.cancel, challenge_id_of(challenge_id), player, await name_of(request, player))
