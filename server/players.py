"""The player routes (issue 37): accounts and their tokens, a player's profile, "my games" and a
player's public history of finished matches.

A player is named by a player token (``Authorization: Bearer igp_…``); the routes under
``/players/me`` act for the player it names. A player's matches come from the seat index
(``server.accounts``) page by page, newest claim first; each row's status is the lobby's, as
spectators see it (a delayed match shows finished only once its end is released), so nothing is
listed that a spectator may not see. "My games" reads the player's own open and running matches
for who is to act, the clocks and the last move, whose facts are given as a spectator sees them.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Annotated, Any, ClassVar, TypeVar
from uuid import UUID

import msgspec
from litestar import Controller, Request, delete, get, post
from litestar.params import FromHeader, FromPath, JSONBody, QueryParameter

from igroteka.domain.clocks import Clocks, deadline_of
from igroteka.domain.engine import Spectator
from igroteka.domain.entries import last_move
from igroteka.domain.errors import Conflict, Unauthorized
from igroteka.domain.match import Match
from igroteka.domain.players import Cursor, decode_cursor, encode_cursor
from igroteka.domain.tokens import caller
from igroteka.projections.delay import now
from igroteka.projections.feed import FeedItem, entry_items
from igroteka.projections.lobby import LIVE, Lobby, LobbyRow
from igroteka.projections.notes import Lang
from igroteka.projections.ratings import GameRating
from igroteka.projections.views import MatchStatus
from igroteka.projections.words import reader_language, worded
from igroteka.server.accounts import PlayerRow, SeatRow, TokenRow
from igroteka.server.http import bearer, hub
from igroteka.server.problems import responses
from igroteka.server.schemas import Name

T = TypeVar("T")

Label = Annotated[
    str,
    msgspec.Meta(
        min_length=1,
        max_length=128,
        description="Which device or app holds the token: 1–64 characters, no control or invisible characters"
        " (problems label_empty, label_too_long, label_invisible).",
    ),
]
TokenId = Annotated[str, msgspec.Meta(description="A player token's public id")]
Limit = Annotated[int, QueryParameter(ge=1, le=100, description="Rows a page holds at most")]
PlayerId = Annotated[str, msgspec.Meta(description="A player's id")]
PageCursor = Annotated[
    str | None,
    QueryParameter(max_length=200, description="The `next` of the page before (problem bad_cursor otherwise)"),
]
RECENT = 10  # finished matches a profile shows
SCAN = 1000  # index rows one request looks through at most: a page may come back short, with `next`


class SignUp(msgspec.Struct, forbid_unknown_fields=True):
    name: Name
    label: Label = "first device"


class NewToken(msgspec.Struct, forbid_unknown_fields=True):
    label: Label


class TokenInfo(msgspec.Struct):
    """One of a player's tokens, without its secret; ``last_used_at`` is noted at most once a minute."""

    id: str
    label: str
    created_at: datetime
    last_used_at: datetime | None = None


class TokenIssued(msgspec.Struct):
    """A new player token: ``token`` is shown this once and stored only as its hash."""

    id: str
    label: str
    created_at: datetime
    token: str


class SignedUp(msgspec.Struct):
    """A new player: its id, its name as stored, and its first token (shown this once)."""

    id: str
    name: str
    created_at: datetime
    token: TokenIssued


class MatchCounts(msgspec.Struct):
    """How many of the player's matches are running and have finished (as spectators see them), and won."""

    running: int
    finished: int
    won: int


class PlayedMatch(msgspec.Struct):
    """A match the player holds a seat of, as spectators see it."""

    id: UUID
    game: str
    seat: int
    status: MatchStatus
    names: list[str | None]
    created_at: datetime
    winners: list[int] | None = None
    won: bool = False


class Profile(msgspec.Struct):
    """A player's public profile: name, counts, the newest finished matches and the rating in each
    game played rated (projections/ratings.py)."""

    id: str
    name: str
    created_at: datetime
    counts: MatchCounts
    recent: list[PlayedMatch]
    ratings: list[GameRating] = []


class MyMatch(msgspec.Struct):
    """One of the caller's open or running matches: ``my_turn`` when the caller's seat is to act;
    ``deadline``: when the caller's time runs out, while their clock runs (a correspondence match's
    days, or any other clock's time);
    ``last_move``: the facts of the match's latest decision still standing as a spectator sees them
    (each item names its version and seat; moves themselves may carry hidden choices)."""

    id: UUID
    game: str
    seat: int
    status: MatchStatus
    version: int
    to_act: list[int]
    my_turn: bool
    names: list[str | None]
    clocks: Clocks | None = None
    last_move: list[FeedItem] = []
    deadline: datetime | None = None


class MyMatches(msgspec.Struct):
    """A page of the caller's matches; ``next`` is the cursor of the next page (None: the last)."""

    matches: list[MyMatch]
    next: str | None = None


class History(msgspec.Struct):
    """A page of a player's finished matches; ``next`` is the cursor of the next page (None: the last)."""

    matches: list[PlayedMatch]
    next: str | None = None


class GuestSeat(msgspec.Struct, forbid_unknown_fields=True):
    """A seat claimed as a guest, proved by its seat token."""

    match_id: UUID
    seat_token: Annotated[str, msgspec.Meta(min_length=1, max_length=256)]


class HeldSeat(msgspec.Struct):
    match_id: UUID
    seat: int


def at(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)


def token_info(row: TokenRow) -> TokenInfo:
    return TokenInfo(row.id, row.label, at(row.created), None if row.last_used is None else at(row.last_used))


def played(row: LobbyRow, seat: int) -> PlayedMatch:
    winners = row.winners if row.status == "finished" else None
    return PlayedMatch(
        id=row.id,
        game=row.game,
        seat=seat,
        status=row.status,
        names=list(row.names),
        created_at=row.created_at,
        winners=winners,
        won=winners is not None and seat in winners,
    )


def my_match(match: Match, seat: int, lang: Lang) -> MyMatch:
    """The caller's match now, from their seat: who is to act, the clocks, the last move (its
    sentences in ``lang``)."""
    to_act = sorted(match.to_act)
    holder = match.holders[seat]
    last = last_move(match)
    return MyMatch(
        id=match.id,
        game=match.game,
        seat=seat,
        status=match.status,
        version=match.version,
        to_act=to_act,
        my_turn=seat in to_act and holder is not None and not holder.bot,
        names=[h.name if h is not None else None for h in match.holders],
        clocks=msgspec.structs.replace(match.clocks, remaining=list(match.clocks.remaining)) if match.clocks else None,
        last_move=[]
        if last is None
        else worded(match, [i for i in entry_items(match, last, Spectator()) if i.kind == "fact"], Spectator(), lang),
        deadline=deadline_of(match.clocks, seat) if match.clocks and match.status == "running" else None,
    )


async def page(
    request: Request[Any, Any, Any],
    player: str,
    cursor: str | None,
    limit: int,
    keep: Callable[[SeatRow], Awaitable[T | None]],
    live: bool = False,
) -> tuple[list[T], str | None]:
    """The rows ``keep`` makes of the player's seats (``live``: those not marked ended), newest
    claim first from the cursor on, at most ``limit`` of them, and the cursor after the last row
    looked at (None at the end)."""
    h = hub(request)
    seats = h.accounts.live_seats if live else h.accounts.seats
    after = None if cursor is None else decode_cursor(cursor)
    kept: list[T] = []
    looked = 0
    while looked < SCAN:
        wanted = min(100, SCAN - looked)
        rows = await h.run(seats, player, after, wanted)
        for row in rows:
            looked += 1
            after = Cursor(row.since, row.match_id)
            item = await keep(row)
            if item is not None:
                kept.append(item)
                if len(kept) == limit:
                    return kept, encode_cursor(after)
        if len(rows) < wanted:
            return kept, None
    return kept, None if after is None else encode_cursor(after)


async def me(request: Request[Any, Any, Any], authorization: str | None) -> str:
    """The player the request's player token names (401 without one, or with any other)."""
    token = bearer(authorization)
    if token is None:
        raise Unauthorized("token_required", "Send your player token.")
    h = hub(request)
    return await h.run(h.accounts.authenticate, token)


def issued(row: TokenRow, token: str) -> TokenIssued:
    return TokenIssued(row.id, row.label, at(row.created), token)


class PlayersController(Controller):
    path = "/api/v1/players"
    tags: ClassVar[list[str]] = ["players"]

    @post(
        "/",
        operation_id="signUp",
        summary="Make a player account; returns its first player token once",
        description="The name follows the seat names' rules, and no other account may have one that looks"
        " like it (problem name_taken). Accounts made are counted per client and minute (quota_exceeded).",
        responses=responses(409, 422, 429, 503),
    )
    async def sign_up(self, request: Request[Any, Any, Any], data: JSONBody[SignUp]) -> SignedUp:
        h = hub(request)
        player, row, token = await h.charged(request, "account", h.accounts.register, data.name, data.label)
        return SignedUp(id=player.id, name=player.name, created_at=at(player.created), token=issued(row, token.token))

    @get(
        "/me",
        operation_id="getMe",
        summary="The caller's own profile (player token)",
        responses=responses(401, 503),
    )
    async def get_me(self, request: Request[Any, Any, Any], authorization: FromHeader[str | None] = None) -> Profile:
        return await profile(request, await me(request, authorization))

    @delete(
        "/me",
        operation_id="deleteMe",
        summary="Delete the caller's account (player token); records of finished matches keep the seats' names",
        description="The account's name is freed, its tokens and linked identities are deleted and its matches"
        " are no longer listed under it; the seats it held keep their names in the matches' records (see"
        " docs/architecture.md, Player accounts).",
        status_code=204,
        responses=responses(401, 503),
    )
    async def delete_me(self, request: Request[Any, Any, Any], authorization: FromHeader[str | None] = None) -> None:
        player = await me(request, authorization)
        h = hub(request)
        tokens = await h.run(h.accounts.tokens, player)
        await h.run(h.accounts.delete, player)
        await h.run(h.noticing.push.subscriptions.forget, player)  # its Web Push subscriptions too
        await h.tokens.gone([row.id for row in tokens])

    @get(
        "/me/tokens",
        operation_id="listTokens",
        summary="The caller's player tokens, without their secrets",
        responses=responses(401, 503),
    )
    async def list_tokens(
        self, request: Request[Any, Any, Any], authorization: FromHeader[str | None] = None
    ) -> list[TokenInfo]:
        player = await me(request, authorization)
        h = hub(request)
        return [token_info(row) for row in await h.run(h.accounts.tokens, player)]

    @post(
        "/me/tokens",
        operation_id="issueToken",
        summary="Another player token for the caller (one a device or app); returned once",
        responses=responses(401, 409, 422, 503),
    )
    async def issue_token(
        self, request: Request[Any, Any, Any], data: JSONBody[NewToken], authorization: FromHeader[str | None] = None
    ) -> TokenIssued:
        player = await me(request, authorization)
        h = hub(request)
        row, token = await h.run(h.accounts.issue, player, data.label)
        return issued(row, token.token)

    @delete(
        "/me/tokens/{token_id:str}",
        operation_id="revokeToken",
        summary="Revoke one of the caller's player tokens (not the last)",
        status_code=204,
        responses=responses(401, 404, 409, 503),
    )
    async def revoke_token(
        self, request: Request[Any, Any, Any], token_id: FromPath[TokenId], authorization: FromHeader[str | None] = None
    ) -> None:
        player = await me(request, authorization)
        h = hub(request)
        await h.run(h.accounts.revoke, player, token_id)
        await h.tokens.gone([token_id])

    @post(
        "/me/tokens/{token_id:str}/rotate",
        operation_id="rotateToken",
        summary="Replace one of the caller's player tokens by a new one of the same label; returned once",
        responses=responses(401, 404, 503),
    )
    async def rotate_token(
        self, request: Request[Any, Any, Any], token_id: FromPath[TokenId], authorization: FromHeader[str | None] = None
    ) -> TokenIssued:
        player = await me(request, authorization)
        h = hub(request)
        row, token = await h.run(h.accounts.rotate, player, token_id)
        await h.tokens.gone([token_id])
        return issued(row, token.token)

    @post(
        "/me/seats",
        operation_id="claimGuestSeat",
        summary="Make a seat claimed as a guest the caller's, proved by its seat token",
        description="The player token then acts for the seat as well, and the match is among the player's."
        " A seat already a player's, or a second seat of one match, is refused (problem seat_held).",
        responses=responses(401, 403, 404, 409, 503),
    )
    async def claim_guest_seat(
        self, request: Request[Any, Any, Any], data: JSONBody[GuestSeat], authorization: FromHeader[str | None] = None
    ) -> HeldSeat:
        player = await me(request, authorization)
        h = hub(request)

        def guest_seat(match: Match) -> int:
            seat = caller(match, data.seat_token).seat
            if seat is None:
                raise Unauthorized("bad_token", "This is no seat token of this match.")
            holder = match.holders[seat]
            if holder is not None and holder.player is not None:
                raise Conflict("seat_held", "A player holds this seat already.", version=match.version)
            return seat

        seat = await h.read(data.match_id, guest_seat, fresh=True)
        await h.run(h.accounts.hold, player, data.match_id, seat, True)
        return HeldSeat(match_id=data.match_id, seat=seat)

    @get(
        "/me/matches",
        operation_id="myMatches",
        summary="My games: the caller's open and running matches, newest first; to_act=true: those where the"
        " caller is to act",
        responses=responses(401, 503),
    )
    async def my_matches(
        self,
        request: Request[Any, Any, Any],
        to_act: Annotated[
            bool, QueryParameter(description="Only the matches where the caller's seat is to act")
        ] = False,
        cursor: PageCursor = None,
        limit: Limit = 20,
        authorization: FromHeader[str | None] = None,
    ) -> MyMatches:
        player = await me(request, authorization)
        h = hub(request)
        lang = reader_language(request.headers)
        over: list[str] = []  # matches met here that are over: marked ended, read past from now on

        async def keep(row: SeatRow) -> MyMatch | None:
            shown = h.lobby.shown(UUID(row.match_id))
            if shown is not None and shown.status not in LIVE:
                over.append(row.match_id)
                return None
            mine = await h.read(UUID(row.match_id), lambda match: my_match(match, row.seat, lang))
            if mine.status not in LIVE:
                over.append(row.match_id)
                return None
            return None if to_act and not mine.my_turn else mine

        matches, after = await page(request, player, cursor, limit, keep, live=True)
        if over:
            await h.run(h.accounts.ended, over, time.time())
        return MyMatches(matches=matches, next=after)

    @get(
        "/{player_id:str}",
        operation_id="getPlayer",
        summary="A player's public profile: name, counts, the newest finished matches",
        responses=responses(404, 503),
    )
    async def get_player(self, request: Request[Any, Any, Any], player_id: FromPath[PlayerId]) -> Profile:
        return await profile(request, player_id)

    @get(
        "/{player_id:str}/matches",
        operation_id="playerHistory",
        summary="A player's finished matches, newest first, as spectators see them",
        responses=responses(404, 503),
    )
    async def history(
        self,
        request: Request[Any, Any, Any],
        player_id: FromPath[PlayerId],
        cursor: PageCursor = None,
        limit: Limit = 20,
    ) -> History:
        h = hub(request)
        await h.run(h.accounts.player, player_id)
        matches, after = await page(request, player_id, cursor, limit, finished_of(h.lobby))
        return History(matches=matches, next=after)


def finished_of(lobby: Lobby) -> Callable[[SeatRow], Awaitable[PlayedMatch | None]]:
    async def keep(row: SeatRow) -> PlayedMatch | None:
        shown = lobby.shown(UUID(row.match_id))
        return None if shown is None or shown.status != "finished" else played(shown, row.seat)

    return keep


async def profile(request: Request[Any, Any, Any], player_id: str) -> Profile:
    """A player's profile: its counts over all its matches (from the seat index and the lobby)."""
    h = hub(request)
    player: PlayerRow = await h.run(h.accounts.player, player_id)
    rows = await h.run(h.accounts.all_seats, player_id)
    shown = [(row, h.lobby.shown(UUID(row.match_id))) for row in rows]
    finished = [played(s, row.seat) for row, s in shown if s is not None and s.status == "finished"]
    counts = MatchCounts(
        running=sum(1 for _, s in shown if s is not None and s.status == "running"),
        finished=len(finished),
        won=sum(1 for m in finished if m.won),
    )
    return Profile(
        id=player.id,
        name=player.name,
        created_at=at(player.created),
        counts=counts,
        recent=finished[:RECENT],
        ratings=h.ratings.of_player(player.id, now()),
    )
