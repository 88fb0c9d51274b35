"""The REST half of the public API (docs/architecture.md §7)."""

from __future__ import annotations

import asyncio
from functools import cache
from typing import Annotated, Any, ClassVar
from uuid import UUID

import msgspec
from litestar import Controller, Request, Response, get, post
from litestar.exceptions import ValidationException
from litestar.params import FromHeader, FromPath, FromQuery, JSONBody, QueryParameter

from igroteka.domain.bots import levels_of
from igroteka.domain.clocks import check_bounds
from igroteka.domain.engine import Auditor, MoveForm, Seat, Spectator, Viewer
from igroteka.domain.errors import Conflict, NotFound, Unauthorized, Unavailable
from igroteka.domain.games import GAMES
from igroteka.domain.match import Match
from igroteka.domain.matches import game_rules
from igroteka.domain.timeline import released_at
from igroteka.domain.tokens import Bearer, PlayerKey, caller
from igroteka.projections.choices import legal_now
from igroteka.projections.delay import check_audit, delayed, now, spectator_feed, spectator_view
from igroteka.projections.feed import feed
from igroteka.projections.lobby import LobbyRow
from igroteka.projections.ratings import RatingUpdate
from igroteka.projections.record import Record, build_record, has_ended
from igroteka.projections.views import Envelope, MatchStatus, View, view_at
from igroteka.projections.words import envelope_words, form_notes, notes, reader_language, worded, worded_view
from igroteka.server.caching import NOT_MODIFIED, OVER, Scope, answer, scope_of, settled
from igroteka.server.hub import Hub
from igroteka.server.keys import keys_of
from igroteka.server.problems import responses
from igroteka.server.schemas import (
    ClaimSeat,
    CreateMatch,
    Events,
    GameInfo,
    LegalMoves,
    MatchCreated,
    MoveAccepted,
    MoveRequest,
    SeatBots,
    SeatClaimed,
    bot_request,
)

Version = Annotated[int, QueryParameter(ge=0, le=2**31)]
PastVersion = Annotated[
    int | None,
    QueryParameter(
        ge=1,
        le=2**31,
        description="A version of the match, from 1: the match right after its stored event of that number",
    ),
]


def bearer(authorization: str | None) -> str | None:
    """The token of an ``Authorization: Bearer`` header; None without one."""
    if authorization is None:
        return None
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized("bad_authorization", "Use 'Authorization: Bearer <token>'.")
    return token.strip()


def hub(request: Request[Any, Any, Any]) -> Hub:
    return request.app.state.hub


async def key(request: Request[Any, Any, Any], authorization: str | None, match_id: UUID) -> Bearer:
    """The request's token as it stands in the match: a player token is checked (``Hub.bearer``)."""
    return await hub(request).bearer(bearer(authorization), match_id)


def viewer_of(match: Match, token: Bearer, audit: bool) -> Viewer:
    if audit:
        return Auditor()
    seat = caller(match, token).seat
    return Spectator() if seat is None else Seat(seat)


def watching(match: Match, token: Bearer, audit: bool) -> bool:
    """Whether the caller sees the match with its spectators' delay; an audit of a delayed match
    by such a caller waits for its end to be released."""
    if not delayed(match, caller(match, token)):
        return False
    if audit:
        check_audit(match)
        return False
    return True


@cache
def catalogue(game: str) -> dict[str, Any]:
    """A game's public catalogue, tagged with the game (the contract's ``Content`` discriminator)."""
    return {"game": game, **msgspec.to_builtins(game_rules(game).content())}


@cache
def game_infos() -> tuple[GameInfo, ...]:
    """The catalogue, built once a process: its JSON schemas take ~25 ms to derive."""
    return tuple(
        GameInfo(
            id=r.id,
            title=r.title,
            title_en=r.title_en,
            min_players=r.players.start,
            max_players=r.players.stop - 1,
            rules_version=r.version,
            bot_levels=list(levels_of(r.id)),
            options_schema=msgspec.json.schema(r.Options),
            move_schema=msgspec.json.schema(r.Move),
            fact_schema=msgspec.json.schema(r.Fact),
        )
        for r in GAMES.values()
    )


def claim_and_hold(h: Hub, match_id: UUID, data: ClaimSeat, player: str | None) -> tuple[Match, int, str]:
    """A seat claimed, and held by ``player`` when there is one, in one worker thread: the hold is
    done even when the answer is a 503 past the store's deadline, and done again (it is
    idempotent) by a retry with the same ``claim_id``, so a claim retried ends in "my games"."""
    claimed = h.service.claim(match_id, data.seat, data.name, player, data.claim_id)
    if player is not None:
        h.accounts.hold(player, match_id, claimed[1], False)
    return claimed


class GamesController(Controller):
    path = "/api/v1/games"
    tags: ClassVar[list[str]] = ["games"]

    @get("/", operation_id="listGames", summary="The catalogue of games", responses=responses())
    async def games(self) -> list[GameInfo]:
        return list(game_infos())

    @get(
        "/{game:str}/content",
        operation_id="getContent",
        summary="A game's public catalogue of cards, boards and tiles",
        responses=responses(404),
    )
    async def content(self, game: FromPath[str]) -> dict[str, Any]:
        return catalogue(game)


class MatchesController(Controller):
    path = "/api/v1/matches"
    tags: ClassVar[list[str]] = ["matches"]

    @post(
        "/",
        operation_id="createMatch",
        summary="Create a match; returns the organiser token once",
        responses=responses(403, 404, 422, 429, 503),
    )
    async def create(self, request: Request[Any, Any, Any], data: JSONBody[CreateMatch]) -> MatchCreated:
        h = hub(request)
        if data.time_control is not None:
            check_bounds(data.time_control, h.settings.clock_min_seconds)
        bots = bot_request(data.bots)
        match, token = await h.charged(
            request,
            "bot_match" if len(bots) >= data.seats else "match",
            h.service.create,
            data.game,
            data.options,
            data.seats,
            bots,
            data.time_control,
            data.abandon,
            data.spectator_delay,
            data.rated is True,
            None if data.bot_delay is msgspec.UNSET else data.bot_delay,
        )
        h.committed(match.id, match.version)
        return MatchCreated(
            id=match.id,
            organiser_token=token,
            game=match.game,
            seats=match.seats,
            status=match.status,
            version=match.version,
        )

    @get("/", operation_id="listMatches", summary="The lobby: matches by game and status", responses=responses())
    async def lobby(
        self,
        request: Request[Any, Any, Any],
        game: FromQuery[str | None] = None,
        status: FromQuery[MatchStatus | None] = None,
        limit: Annotated[int, QueryParameter(ge=1, le=500)] = 100,
    ) -> list[LobbyRow]:
        if game is not None and game not in GAMES:
            raise ValidationException(
                "The request does not match the API schema.",
                extra=[
                    {"message": f"No game {game!r} on this server; see /api/v1/games", "key": "game", "source": "query"}
                ],
            )
        return hub(request).lobby.list(game=game, status=status, limit=limit)

    @post(
        "/{match_id:uuid}/seats",
        operation_id="claimSeat",
        summary="Claim a seat; returns its token once. With a player token the seat is the player's too",
        description="With `Authorization: Bearer <player token>` the seat belongs to that player: the player"
        " token acts for it as its seat token does, and it is among the player's matches. A player holds one"
        " seat a match (problem player_seated). Any other token in the header is ignored, as before accounts."
        " With a `claim_id` the claim may be retried safely, as a move is with its `move_id`.",
        responses=responses(401, 404, 409, 422, 429, 503),
    )
    async def claim(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[UUID],
        data: JSONBody[ClaimSeat],
        authorization: FromHeader[str | None] = None,
    ) -> SeatClaimed:
        h = hub(request)
        who = await h.bearer(bearer(authorization), match_id)
        player = who.player if isinstance(who, PlayerKey) else None
        if isinstance(who, PlayerKey) and who.linked:  # a guest seat of this match is the player's already
            raise Conflict("player_seated", "This player already holds a seat of this match.")
        match, seat, token = await h.charged(request, "seat", claim_and_hold, h, match_id, data, player)
        h.committed(match.id, match.version)
        return SeatClaimed(seat=seat, token=token, version=match.version)

    @post(
        "/{match_id:uuid}/start",
        operation_id="startMatch",
        summary="Start a match (organiser token)",
        responses=responses(401, 403, 404, 409, 503),
    )
    async def start(
        self, request: Request[Any, Any, Any], match_id: FromPath[UUID], authorization: FromHeader[str | None] = None
    ) -> Envelope:
        h = hub(request)
        match = await h.run(h.service.start, match_id, bearer(authorization))
        h.committed(match.id, match.version)
        return h.frames.envelope(match)

    @post(
        "/{match_id:uuid}/bots",
        operation_id="seatBots",
        summary="Seat server bots at free seats (organiser token); a match with no free seat left starts",
        status_code=200,
        responses=responses(401, 403, 404, 409, 422, 429, 503),
    )
    async def seat_bots(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[UUID],
        data: JSONBody[SeatBots],
        authorization: FromHeader[str | None] = None,
    ) -> Envelope:
        h = hub(request)
        current = await h.read(match_id, h.frames.envelope, fresh=True)
        people = [seat for seat in current.seats if seat.claimed and not seat.bot]
        action = "seat" if people else "bot_match"  # bots alone: an all-bot match
        match = await h.charged(
            request, action, h.service.fill, match_id, bearer(authorization), bot_request(data.bots)
        )
        h.committed(match.id, match.version)
        return await h.read(match_id, h.frames.envelope, match.version)

    @get(
        "/{match_id:uuid}",
        operation_id="getMatch",
        summary="The match envelope (without a seat's or the organiser's token: as spectators see it)",
        responses=responses(401, 404, 503),
    )
    async def envelope(
        self, request: Request[Any, Any, Any], match_id: FromPath[UUID], authorization: FromHeader[str | None] = None
    ) -> Envelope:
        h = hub(request)
        token = await key(request, authorization, match_id)

        lang = reader_language(request.headers)

        def read(match: Match) -> Envelope:
            if watching(match, token, False):
                head = spectator_view(match, h.frames.view, h.frames.past).match
            else:
                head = h.frames.envelope(match)
            words = envelope_words(match, head.outcome, Spectator(), lang)
            return head if words is None else msgspec.structs.replace(head, outcome_words=words)

        return await h.read(match_id, read, fresh=True)

    @get(
        "/{match_id:uuid}/view",
        operation_id="getView",
        summary="The caller's view, now or at a past version",
        description="A view at a version that is final (a later one exists, or the match is over) never"
        " changes: it comes with a strong `ETag` and is cached for a year (`public` without a token, `private`"
        " with one); `If-None-Match` gets 304.",
        responses={**responses(401, 403, 404, 503), **NOT_MODIFIED},
    )
    async def view(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[UUID],
        version: PastVersion = None,
        audit: FromQuery[bool] = False,
        authorization: FromHeader[str | None] = None,
    ) -> Response[View]:
        h = hub(request)
        token = await key(request, authorization, match_id)

        lang = reader_language(request.headers)

        def read(match: Match) -> tuple[View, Scope | None]:
            frames = h.frames
            final = version is not None and settled(match, version)
            scope = scope_of(token) if final else None
            if watching(match, token, audit):
                return worded_view(match, spectator_view(match, frames.view, frames.past, version), lang), scope
            viewer = viewer_of(match, token, audit)
            if version is None:
                return worded_view(match, frames.view(match, viewer), lang), None
            return worded_view(match, view_at(match, viewer, version, frames.checkpoints), lang), scope

        # the past never changes: a copy holding the version serves it
        shown, scope = await h.read(match_id, read, version or 0, fresh=version is None or audit)
        return answer(request, shown, scope)

    @get(
        "/{match_id:uuid}/legal-moves",
        operation_id="getLegalMoves",
        summary="The caller's legal moves now",
        responses=responses(401, 404, 503),
    )
    async def legal_moves(
        self, request: Request[Any, Any, Any], match_id: FromPath[UUID], authorization: FromHeader[str | None] = None
    ) -> LegalMoves:
        h = hub(request)
        token = await key(request, authorization, match_id)
        lang = reader_language(request.headers)

        def read(match: Match) -> LegalMoves:
            seat = caller(match, token).seat
            legal = (
                legal_now(match, seat, h.frames.legal) if seat is not None else []
            )  # as the seat's frames carry them
            moves = [m for m in legal if not isinstance(m, MoveForm)]
            forms = [m for m in legal if isinstance(m, MoveForm)]
            shown = released_at(match, now()) if watching(match, token, False) else match.version
            return LegalMoves(
                game=match.game,
                version=shown,
                moves=moves,
                forms=forms,
                notes=notes(match, seat, moves, lang) if seat is not None else [],
                form_notes=form_notes(match, seat, forms, lang) if seat is not None else [],
            )

        return await h.read(match_id, read, fresh=True)

    @post(
        "/{match_id:uuid}/moves",
        operation_id="makeMove",
        summary="Make a move; idempotent by move_id",
        status_code=200,
        responses=responses(401, 403, 404, 409, 422, 429, 503),
    )
    async def move(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[UUID],
        data: JSONBody[MoveRequest],
        authorization: FromHeader[str | None] = None,
    ) -> MoveAccepted:
        lang = reader_language(request.headers)
        return await hub(request).moves.post(match_id, await key(request, authorization, match_id), data, lang)

    @get(
        "/{match_id:uuid}/events",
        operation_id="getEvents",
        summary="The caller's redacted event feed",
        description="The items after `after` and, with `upto`, up to that version (`version` is then"
        " `upto`). A feed up to a version, or the whole feed of a match that is over, never changes: it"
        " comes with a strong `ETag` and is cached for a year (`public` without a token, `private` with"
        " one); `If-None-Match` gets 304.",
        responses={**responses(401, 403, 404, 503), **NOT_MODIFIED},
    )
    async def events(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[UUID],
        after: FromQuery[Version] = 0,
        upto: PastVersion = None,
        audit: FromQuery[bool] = False,
        authorization: FromHeader[str | None] = None,
    ) -> Response[Events]:
        h = hub(request)
        token = await key(request, authorization, match_id)

        lang = reader_language(request.headers)

        def read(match: Match) -> tuple[Events, Scope | None]:
            if watching(match, token, audit):
                version, items = spectator_feed(match, after)
                viewer: Viewer = Spectator()
            else:
                viewer = viewer_of(match, token, audit)
                version, items = match.version, feed(match, viewer, after)
            items = worded(match, items, viewer, lang)
            if upto is None:
                final = version == match.version and match.status in OVER
                return Events(game=match.game, version=version, events=items), scope_of(token) if final else None
            if upto > version:
                raise NotFound("version_not_found", f"Versions of this match run from 1 to {version}.")
            shown = [item for item in items if item.version <= upto]
            return Events(game=match.game, version=upto, events=shown), scope_of(token)

        events, scope = await h.read(match_id, read, after, fresh=True)
        return answer(request, events, scope)

    @get(
        "/{match_id:uuid}/record",
        operation_id="getRecord",
        summary="A finished match's full record, chained and signed by the server",
        description="Each event's `prev` names the hash of the one before; `signature` is the server's"
        " Ed25519 signature by the key `signature.kid` of the key set at /.well-known/igroteka-keys.json"
        " (the encoding is in the README's audit section). A tournament match names its `tournament`,"
        " tour and table inside the signed part; a rated match its `ratings`: every seat's player and"
        " rating before and after, signed too. The record of a match that is over never changes: it comes"
        " with a strong `ETag` and is cached for a year (`public`); `If-None-Match` gets 304.",
        responses={**responses(404, 409, 503), **NOT_MODIFIED},
    )
    async def record(self, request: Request[Any, Any, Any], match_id: FromPath[UUID]) -> Response[Record]:
        h = hub(request)
        service = h.service
        seal = keys_of(request).sign  # chained and signed with the current key (server/keys.py)
        events = await h.run(service.history, match_id)
        update = await rating_update(h, match_id, events) if has_ended(events[-1]) else None
        record = await h.run(build_record, events, seal, update)
        last = record.events[-1].version  # a delayed match's record waits for its end to be released
        released, status = await h.read(match_id, lambda match: (released_at(match, now()), match.status), last)
        if released < last:
            raise Conflict(
                "match_not_finished", "The record is published once the match has finished or been cancelled."
            )
        return answer(request, record, "public" if status in OVER else None)


RATINGS_WAIT = 5.0  # seconds a record waits for this process's fold to reach its rated match's end


async def rating_update(h: Hub, match_id: UUID, events: list[Any]) -> RatingUpdate | None:
    """The rating update of an ended match, if it was rated: the log follower is woken and
    waited for (briefly) when this process has not folded the match's end yet."""
    if not getattr(events[0], "rated", False) or getattr(events[-1], "outcome", None) is None:
        return None
    deadline = asyncio.get_running_loop().time() + RATINGS_WAIT
    while True:
        known, update = h.ratings.settled(str(match_id))
        if known:
            return update if update is not None else await h.run(h.ledger.stored, str(match_id))
        if asyncio.get_running_loop().time() > deadline:
            raise Unavailable("ratings_behind", "The ratings have not caught up with this match yet; try again.")
        h.follower.wake.set()
        await asyncio.sleep(0.02)
