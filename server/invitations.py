"""The routes of invitations to a seat (issue 38): the organiser or a seated person of a match in
the lobby makes a code for one of its free seats, to send to someone who may have no account;
whoever holds the code claims that seat with it, as a guest under a name or with a player token.
A code is used once, can be revoked, and expires after ``invitation_timeout`` seconds. It is
shown once, when made, and travels in bodies only: the lobby, views and lists never show it (the
web client's invite link carries it after ``#``, which no request sends).
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Annotated, Any, ClassVar, Literal

import msgspec
from litestar import Controller, Request, delete, get, post
from litestar.params import FromHeader, FromPath, JSONBody

from igroteka.domain.errors import Forbidden, Invalid, MatchError, NotFound, Unauthorized
from igroteka.domain.match import Match
from igroteka.domain.matches import free_seat
from igroteka.domain.tokens import Bearer, PlayerKey, caller
from igroteka.server.http import bearer, hub, key
from igroteka.server.invitebook import InvitationRow
from igroteka.server.offers import offers
from igroteka.server.problems import responses
from igroteka.server.schemas import Name, SeatClaimed, SeatNo

InvitationStatus = Literal["open", "used", "revoked", "expired"]
# a claim the match refused for the claimer's own sake: the invitation may be used again
REOPEN = frozenset({"name_taken", "name_empty", "name_invisible", "name_marks", "name_too_long", "player_seated"})


class InvitationRequest(msgspec.Struct, forbid_unknown_fields=True):
    """The free seat to invite someone to (None: the first free one)."""

    seat: SeatNo | None = None


class InvitationCreated(msgspec.Struct):
    """An invitation: ``code`` is shown this once (send it, or the web client's link holding it)."""

    id: str
    code: str
    match_id: uuid.UUID
    seat: int
    expires_at: datetime


class Invitation(msgspec.Struct):
    """An invitation as its match's organiser and seats list it: never its code."""

    id: str
    seat: int
    status: InvitationStatus
    created_at: datetime
    expires_at: datetime
    closed_at: datetime | None = None


class UseInvitation(msgspec.Struct, forbid_unknown_fields=True):
    """A code and, for a guest, the name to sit under (a player sits under their account's name)."""

    code: Annotated[str, msgspec.Meta(max_length=128)]
    name: Name | None = None


class InvitationUsed(SeatClaimed):
    """The seat claimed with an invitation: its match, and the seat's token (shown this once)."""

    match_id: uuid.UUID


def at(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)


def listed(row: InvitationRow) -> Invitation:
    closed = None if row.closed is None else at(row.closed)
    return Invitation(row.id, row.seat, row.status, at(row.created), at(row.expires), closed)  # type: ignore[arg-type]


def inviter(match: Match, token: Bearer) -> tuple[str | None, int | None]:
    """Who may invite to the match: its organiser or a seated person; their player (if a player
    token names them) and seat (None: the organiser)."""
    if token is None:
        raise Unauthorized("token_required", "Send the organiser's token, or a seat's or player's of this match.")
    who = caller(match, token)
    if not who.organiser and who.seat is None:
        raise Forbidden("no_seat", "Only the organiser or a seated person of this match may invite.")
    return (token.player if isinstance(token, PlayerKey) else None), who.seat


def creator(row: InvitationRow, match: Match) -> str | None:
    """The player account that made the invitation: the one its player token named, else the
    player holding the seat whose token made it (None: a guest's seat, or the organiser)."""
    if row.creator is not None or row.creator_seat is None:
        return row.creator
    holder = match.holders[row.creator_seat]
    return None if holder is None else holder.player


def invitation_id_of(text: str) -> str:
    try:
        return str(uuid.UUID(text))
    except ValueError:
        raise NotFound("invitation_not_found", "No such invitation.") from None


class InvitationsController(Controller):
    path = "/api/v1"
    tags: ClassVar[list[str]] = ["invitations"]

    @post(
        "/matches/{match_id:uuid}/invitations",
        operation_id="invite",
        summary="Invite someone to a free seat of a match in the lobby (organiser's, seat's or player's token)",
        description="Returns the code once (256 random bits; only its hash is stored). It takes the seat once,"
        " until revoked or `invitation_timeout` passes (a day by default).",
        responses=responses(401, 403, 404, 409, 422, 429, 503),
    )
    async def invite(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[uuid.UUID],
        data: JSONBody[InvitationRequest],
        authorization: FromHeader[str | None] = None,
    ) -> InvitationCreated:
        h = hub(request)
        token = await key(request, authorization, match_id)

        def check(match: Match) -> tuple[str | None, int | None, int]:
            player, seat = inviter(match, token)
            return player, seat, free_seat(match, data.seat)

        player, seat, invited = await h.read(match_id, check, fresh=True)
        book = offers(request).invitations
        timeout = h.settings.invitation_timeout
        row, code = await h.charged(request, "seat", book.add, str(match_id), invited, player, seat, timeout)
        return InvitationCreated(row.id, code, match_id, row.seat, at(row.expires))

    @get(
        "/matches/{match_id:uuid}/invitations",
        operation_id="listInvitations",
        summary="A match's invitations, without their codes (organiser's, seat's or player's token)",
        responses=responses(401, 403, 404, 503),
    )
    async def list_invitations(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[uuid.UUID],
        authorization: FromHeader[str | None] = None,
    ) -> list[Invitation]:
        h = hub(request)
        token = await key(request, authorization, match_id)
        await h.read(match_id, lambda match: inviter(match, token), fresh=True)
        return [listed(row) for row in await h.run(offers(request).invitations.of_match, str(match_id))]

    @delete(
        "/matches/{match_id:uuid}/invitations/{invitation_id:str}",
        operation_id="revokeInvitation",
        summary="Revoke an open invitation (organiser's, seat's or player's token)",
        status_code=204,
        responses=responses(401, 403, 404, 409, 503),
    )
    async def revoke(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[uuid.UUID],
        invitation_id: FromPath[str],
        authorization: FromHeader[str | None] = None,
    ) -> None:
        h = hub(request)
        token = await key(request, authorization, match_id)
        await h.read(match_id, lambda match: inviter(match, token), fresh=True)
        await h.run(offers(request).invitations.revoke, str(match_id), invitation_id_of(invitation_id))

    @post(
        "/invitations/use",
        operation_id="useInvitation",
        summary="Take the seat an invitation is for: as a guest (`name`) or with a player token",
        description="The code is used once: invitation_used, invitation_revoked or invitation_expired after;"
        " invitation_not_found for a code that is none. A claim refused for the claimer's sake (a name that"
        " looks like another seat's, a player seated already) leaves the invitation open.",
        status_code=200,
        responses=responses(401, 404, 409, 422, 429, 503),
    )
    async def use(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[UseInvitation],
        authorization: FromHeader[str | None] = None,
    ) -> InvitationUsed:
        h = hub(request)
        player = await h.player_of(bearer(authorization))
        if player is None and authorization is not None:
            raise Unauthorized("bad_token", "Use an invitation with a player token, or with none as a guest.")
        if player is None and data.name is None:
            raise Invalid("name_required", "A guest names themselves: send `name`.")
        name = data.name if player is None else (await h.run(h.accounts.player, player)).name
        book = offers(request).invitations
        row = await h.charged(request, "seat", book.take, data.code, player)
        try:
            match, seat, token = await h.run(h.service.claim, uuid.UUID(row.match_id), row.seat, name or "", player)
        except MatchError as refused:
            if refused.code in REOPEN:
                await h.run(book.reopen, row)
            raise
        if player is not None:
            await h.run(h.accounts.hold, player, match.id, seat, False)
        h.committed(match.id, match.version)
        taker = match.holders[seat]
        await h.run(book.used, row, match.game, taker.name if taker is not None else name or "", creator(row, match))
        return InvitationUsed(seat=seat, token=token, version=match.version, match_id=match.id)
