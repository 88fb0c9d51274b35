"""The lifecycle routes of a match among real people: resign, cancel, autoplay, removing a claim,
takebacks with consent (issue 14). Each answers the match envelope after its event."""

from __future__ import annotations

from typing import Any, ClassVar
from uuid import UUID

from litestar import Controller, Request, delete, post
from litestar.params import FromHeader, FromPath, JSONBody

from igroteka.domain.lifecycle import Lifecycle
from igroteka.domain.match import Match
from igroteka.projections.views import Envelope
from igroteka.server.http import hub, key
from igroteka.server.problems import responses
from igroteka.server.schemas import Autoplay, SeatNo


async def answer(request: Request[Any, Any, Any], match: Match) -> Envelope:
    """Publish the commit (bots that now play a seat are poked) and answer the envelope."""
    h = hub(request)
    h.committed(match.id, match.version)
    return await h.read(match.id, h.frames.envelope, match.version)


def lifecycle(request: Request[Any, Any, Any]) -> Lifecycle:
    return hub(request).lifecycle


class LifecycleController(Controller):
    path = "/api/v1/matches/{match_id:uuid}"
    tags: ClassVar[list[str]] = ["matches"]

    @post(
        "/resign",
        operation_id="resign",
        summary="Resign the caller's seat (seat token): with two seats the other seat wins, with more a "
        "server bot plays the seat on (each game's RULES.md)",
        status_code=200,
        responses=responses(401, 403, 404, 409, 503),
    )
    async def resign(
        self, request: Request[Any, Any, Any], match_id: FromPath[UUID], authorization: FromHeader[str | None] = None
    ) -> Envelope:
        h = hub(request)
        return await answer(
            request, await h.run(lifecycle(request).resign, match_id, await key(request, authorization, match_id))
        )

    @post(
        "/cancel",
        operation_id="cancelMatch",
        summary="Cancel an open or running match (organiser token): status cancelled, no outcome, no more moves",
        status_code=200,
        responses=responses(401, 403, 404, 409, 503),
    )
    async def cancel(
        self, request: Request[Any, Any, Any], match_id: FromPath[UUID], authorization: FromHeader[str | None] = None
    ) -> Envelope:
        h = hub(request)
        return await answer(
            request, await h.run(lifecycle(request).cancel, match_id, await key(request, authorization, match_id))
        )

    @post(
        "/autoplay",
        operation_id="startAutoplay",
        summary="Hand the caller's seat (seat token) to a server bot until they take it back",
        status_code=200,
        responses=responses(401, 403, 404, 409, 422, 503),
    )
    async def autoplay(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[UUID],
        data: JSONBody[Autoplay],
        authorization: FromHeader[str | None] = None,
    ) -> Envelope:
        h = hub(request)
        command = lifecycle(request).autoplay
        return await answer(
            request, await h.run(command, match_id, await key(request, authorization, match_id), data.level)
        )

    @delete(
        "/autoplay",
        operation_id="stopAutoplay",
        summary="Take the caller's seat (seat token) back from the server bot",
        status_code=200,
        responses=responses(401, 403, 404, 409, 503),
    )
    async def manual(
        self, request: Request[Any, Any, Any], match_id: FromPath[UUID], authorization: FromHeader[str | None] = None
    ) -> Envelope:
        h = hub(request)
        return await answer(
            request, await h.run(lifecycle(request).manual, match_id, await key(request, authorization, match_id))
        )

    @delete(
        "/seats/{seat:int}",
        operation_id="removeClaim",
        summary="Free a claimed seat before the start (organiser token)",
        status_code=200,
        responses=responses(401, 403, 404, 409, 422, 503),
    )
    async def remove_claim(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[UUID],
        seat: FromPath[SeatNo],
        authorization: FromHeader[str | None] = None,
    ) -> Envelope:
        h = hub(request)
        command = lifecycle(request).remove_claim
        return await answer(request, await h.run(command, match_id, await key(request, authorization, match_id), seat))

    @post(
        "/takeback",
        operation_id="requestTakeback",
        summary="Ask to take back the caller's last move (seat token): every other seat a person plays must "
        "consent (a server bot's consent is implied: with none to ask, the move is taken back at once); "
        "only a move no other has followed, that drew on no chance and revealed nothing hidden",
        status_code=200,
        responses=responses(401, 403, 404, 409, 503),
    )
    async def request_takeback(
        self, request: Request[Any, Any, Any], match_id: FromPath[UUID], authorization: FromHeader[str | None] = None
    ) -> Envelope:
        h = hub(request)
        command = lifecycle(request).request_takeback
        return await answer(request, await h.run(command, match_id, await key(request, authorization, match_id)))

    @post(
        "/takeback/consent",
        operation_id="consentTakeback",
        summary="Consent to the pending takeback (seat token of a seat asked); the last consent takes the move "
        "back: the match is as before it, the same seat to act",
        status_code=200,
        responses=responses(401, 403, 404, 409, 503),
    )
    async def consent_takeback(
        self, request: Request[Any, Any, Any], match_id: FromPath[UUID], authorization: FromHeader[str | None] = None
    ) -> Envelope:
        h = hub(request)
        command = lifecycle(request).consent_takeback
        return await answer(request, await h.run(command, match_id, await key(request, authorization, match_id)))

    @post(
        "/takeback/decline",
        operation_id="declineTakeback",
        summary="Decline the pending takeback (seat token of a seat asked): the move stands and may not be "
        "asked back again",
        status_code=200,
        responses=responses(401, 403, 404, 409, 503),
    )
    async def decline_takeback(
        self, request: Request[Any, Any, Any], match_id: FromPath[UUID], authorization: FromHeader[str | None] = None
    ) -> Envelope:
        h = hub(request)
        command = lifecycle(request).decline_takeback
        return await answer(request, await h.run(command, match_id, await key(request, authorization, match_id)))

    @delete(
        "/takeback",
        operation_id="cancelTakeback",
        summary="Withdraw the caller's pending takeback request (seat token of the seat that asked)",
        status_code=200,
        responses=responses(401, 403, 404, 409, 503),
    )
    async def cancel_takeback(
        self, request: Request[Any, Any, Any], match_id: FromPath[UUID], authorization: FromHeader[str | None] = None
    ) -> Envelope:
        h = hub(request)
        command = lifecycle(request).cancel_takeback
        return await answer(request, await h.run(command, match_id, await key(request, authorization, match_id)))
