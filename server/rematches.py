"""The routes of rematches (issue 38): a person seated at a finished match offers a rematch with
the same game, options, seats, time control, abandonment, spectators' delay and ``rated``; every
seat moves one on (docs/architecture.md, rematches). It starts, with each seat claimed for its
person, when every other person's seat accepts; one refusal declines it, and it expires after
``rematch_timeout`` seconds. Each seat acts with the token it holds in the finished match (its
seat token, or its player's token) and reads there its seat and seat token in the rematch.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any, ClassVar, Literal

import msgspec
from litestar import Controller, Request, get, post
from litestar.params import FromHeader, FromPath

from igroteka.domain.errors import Conflict, Forbidden, Unauthorized
from igroteka.domain.match import Match
from igroteka.domain.tokens import Bearer, caller
from igroteka.server.http import hub, key
from igroteka.server.offers import offers
from igroteka.server.problems import responses
from igroteka.server.rematchbook import Finished, RematchRow

RematchStatus = Literal["open", "accepted", "declined", "expired"]


class Rematch(msgspec.Struct):
    """A rematch offer of a finished match: the seat that ``offered_by``, the seats ``asked`` and
    those that ``accepted`` (the offering one included). Once started, ``match_id`` is the rematch
    and, for the caller's seat, ``seat`` and ``seat_token`` its seat there (a player's own token
    acts for it too)."""

    id: str
    status: RematchStatus
    offered_by: int
    asked: list[int]
    accepted: list[int]
    created_at: datetime
    expires_at: datetime
    match_id: uuid.UUID | None = None
    seat: int | None = None
    seat_token: str | None = None


def at(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)


def shown(row: RematchRow, seat: int | None) -> Rematch:
    made = row.status == "accepted" and row.started and row.rematch_id is not None
    new, token, _ = row.seat_of(seat) if made and seat is not None else (None, None, None)
    return Rematch(
        id=row.id,
        status=row.status,  # type: ignore[arg-type]
        offered_by=row.offered_by,
        asked=row.needed,
        accepted=row.accepted,
        created_at=at(row.created),
        expires_at=at(row.expires),
        match_id=uuid.UUID(row.rematch_id) if made and row.rematch_id else None,
        seat=new,
        seat_token=token,
    )


def persons(match: Match) -> dict[int, str | None]:
    """The match's seats held by people (a bot's holds no token), each with its player, if any."""
    return {n: h.player for n, h in enumerate(match.holders) if h is not None and h.token_hash}


def person_seat(match: Match, token: Bearer) -> int:
    """The caller's seat of the match, held by a person (``token_required``, ``no_seat``)."""
    if token is None:
        raise Unauthorized("token_required", "Send the token of your seat of this match, or your player token.")
    seat = caller(match, token).seat
    if seat is None or seat not in persons(match):
        raise Forbidden("no_seat", "Only a person seated at this match may do this.")
    return seat


def finished_of(match: Match) -> Finished:
    """The match's game and seat names, as a rematch's notices tell them."""
    return Finished(match.game, [h.name if h is not None else "" for h in match.holders])


def finished_seat(match: Match, token: Bearer) -> tuple[int, dict[int, str | None], Finished]:
    """The caller's seat of a finished match, its people's seats, its game and seat names."""
    seat = person_seat(match, token)
    if match.status != "finished":
        raise Conflict(f"match_{match.status}", f"The match is {match.status}: a rematch follows a finished one.")
    return seat, persons(match), finished_of(match)


def answering_seat(match: Match, token: Bearer) -> tuple[int, Finished]:
    """The caller's person seat of the match, its game and seat names."""
    return person_seat(match, token), finished_of(match)


class RematchesController(Controller):
    path = "/api/v1/matches/{match_id:uuid}/rematch"
    tags: ClassVar[list[str]] = ["rematches"]

    @post(
        "/",
        operation_id="offerRematch",
        summary="Offer a rematch of a finished match (a seat's or player's token)",
        description="One at a time: rematch_offered while one is open, rematch_accepted once one was."
        " With no other person seated it starts at once.",
        responses=responses(401, 403, 404, 409, 429, 503),
    )
    async def offer(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[uuid.UUID],
        authorization: FromHeader[str | None] = None,
    ) -> Rematch:
        h = hub(request)
        token = await key(request, authorization, match_id)
        seat, people, finished = await h.read(match_id, lambda match: finished_seat(match, token), fresh=True)
        book = offers(request)
        timeout = h.settings.rematch_timeout
        row = await h.charged(request, "match", book.rematches.offer, str(match_id), seat, people, finished, timeout)
        return shown(await book.rematch_started(row), seat)

    @get(
        "/",
        operation_id="getRematch",
        summary="The match's latest rematch offer (null before any); once started, the caller's seat and seat"
        " token there",
        responses=responses(401, 403, 404, 503),
    )
    async def get_rematch(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[uuid.UUID],
        authorization: FromHeader[str | None] = None,
    ) -> Rematch | None:
        h = hub(request)
        token = await key(request, authorization, match_id)
        seat = await h.read(match_id, lambda match: person_seat(match, token), fresh=True)
        book = offers(request)
        row = await h.run(book.rematches.latest, str(match_id))
        return None if row is None else shown(await book.rematch_started(row), seat)

    @post(
        "/accept",
        operation_id="acceptRematch",
        summary="Accept the rematch (an asked seat's or player's token); the last acceptance starts it",
        status_code=200,
        responses=responses(401, 403, 404, 409, 503),
    )
    async def accept(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[uuid.UUID],
        authorization: FromHeader[str | None] = None,
    ) -> Rematch:
        return await answer(request, match_id, authorization, True)

    @post(
        "/decline",
        operation_id="declineRematch",
        summary="Decline the rematch (an asked seat's or player's token)",
        status_code=200,
        responses=responses(401, 403, 404, 409, 503),
    )
    async def decline(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[uuid.UUID],
        authorization: FromHeader[str | None] = None,
    ) -> Rematch:
        return await answer(request, match_id, authorization, False)


async def answer(
    request: Request[Any, Any, Any], match_id: uuid.UUID, authorization: str | None, accept: bool
) -> Rematch:
    h = hub(request)
    token = await key(request, authorization, match_id)
    seat, finished = await h.read(match_id, lambda match: answering_seat(match, token), fresh=True)
    book = offers(request)
    row = await h.run(book.rematches.answer, str(match_id), seat, accept, finished)
    return shown(await book.rematch_started(row), seat)
