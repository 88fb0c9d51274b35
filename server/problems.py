"""RFC 9457 problem details for every refusal, each with a stable ``code``: the exception
handlers, and the middleware answering requests no route may see (a NUL byte in the path)."""

from __future__ import annotations

import logging
import math
from typing import Any
from uuid import UUID

import msgspec
from litestar import Request, Response
from litestar.exceptions import HTTPException, NotFoundException, ValidationException
from litestar.openapi.datastructures import ResponseSpec
from litestar.types import ASGIApp, Receive, Scope, Send

from igroteka.domain.engine import IllegalMove
from igroteka.domain.errors import (
    Conflict,
    Forbidden,
    Invalid,
    MatchError,
    NotFound,
    TooMany,
    Unauthorized,
    Unavailable,
)
from igroteka.projections.notes import Lang
from igroteka.projections.words import problem_detail, reader_language

log = logging.getLogger("igroteka.server")

PROBLEM = "application/problem+json"
STATUS = {NotFound: 404, Unauthorized: 401, Forbidden: 403, Conflict: 409, Invalid: 422, TooMany: 429, Unavailable: 503}
CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    413: "body_too_large",
    415: "unsupported_media_type",
    429: "too_many_requests",
}
# Every code the server itself answers, with its meaning (the contract's Problem.code enum). A
# game's refusal of an illegal move (422) carries the game's own stable code instead.
SERVER_CODES = {
    "bad_request": "The request is malformed.",
    "invalid_request": "The body or a parameter does not match the API schema (wrong type, unknown field, bad JSON).",
    "too_deep": "The JSON is nested too deeply.",
    "bad_after": "`after` is not a whole number from 0.",
    "bad_presence": "`presence` is not true or false.",
    "bad_frames": "`frames` is not whole or patch.",
    "bad_deflate": "`deflate` is not true or false.",
    "bad_authorization": "The Authorization header is not `Bearer <token>`.",
    "unauthorized": "The request needs a token.",
    "token_required": "This needs a seat's, the organiser's or a player's token.",
    "bad_token": "The token is not one of this match's or tournament's, or not a valid player token (unknown or revoked).",
    "forbidden": "The caller may not do this.",
    "not_organiser": "Only the organiser may do this.",
    "audit_before_end": "Hidden information is audited only after the match has finished.",
    "bad_seat": "No such seat.",
    "no_seat": "The caller holds no seat in this match.",
    "not_found": "No such resource.",
    "game_not_found": "No such game on this server.",
    "match_not_found": "No such match.",
    "version_not_found": "The match has no such version.",
    "tournament_not_found": "No such tournament.",
    "tour_not_found": "The tournament has no such tour.",
    "method_not_allowed": "The route does not take this method.",
    "cors_refused": "The CORS preflight asks for a method, header or origin the server does not allow.",
    "conflict": "The request conflicts with the resource's state.",
    "version_conflict": "The match moved on since `expected_version`; the answer carries the current `version`.",
    "move_id_reused": "This `move_id` was used for a different move.",
    "claim_id_reused": "This `claim_id` was used for a claim of another name, seat or player.",
    "bad_claim_id": "The `claim_id` is not a random UUID (version 4).",
    "already_started": "The match has already started.",
    "seats_free": "The match cannot start while seats are free.",
    "seat_taken": "That seat is taken.",
    "match_full": "Every seat of the match is taken.",
    "match_not_finished": "The record of a match is given only once it has finished or been cancelled.",
    "match_open": "The match has not started yet.",
    "match_running": "The match is being played.",
    "match_finished": "The match has finished.",
    "match_cancelled": "The organiser cancelled the match.",
    "match_expired": "Nobody joined the open match in the lobby's time (IGROTEKA_LOBBY_EXPIRY), so it was called off.",
    "seat_resigned": "The seat has resigned; a server bot plays it on, or the match ended.",
    "autoplay_on": "A server bot plays the seat (the seat's token takes it back with DELETE .../autoplay).",
    "autoplay_off": "No server bot plays the seat.",
    "seat_free": "The seat is not claimed.",
    "time_out": "The seat's clock has run out; the match's time-out consequence applies.",
    "no_time_left": "The seat has no time left on its clock, so a server bot keeps playing it.",
    "takeback_pending": "A takeback is already asked for in this match.",
    "no_move_to_take_back": "The seat's last move is not the match's latest one (another followed it), or it has none.",
    "takeback_declined": "Taking back this move was declined; it may not be asked for again.",
    "move_not_reversible": "The move drew on chance or revealed hidden information (a draw, shuffle, roll or reveal).",
    "no_takeback": "No takeback is asked for now (it was granted, declined or withdrawn by a later event).",
    "not_consenter": "The seat is not asked to consent to this takeback (it asked, or a server bot plays it).",
    "already_consented": "The seat has already consented to this takeback.",
    "not_requester": "Only the seat that asked for the takeback can withdraw it.",
    "name_taken": "Another seat or player already has this name, or one that looks like it (Unicode confusables, case, width).",
    "registration_closed": "The tournament no longer takes registrations.",
    "tournament_full": "The tournament takes no more players.",
    "bad_invite_code": "The tournament takes players with its invite code only, and this is not it.",
    "bad_max_players": "The registration cap is not valid.",
    "player_not_found": "No such player: no account of this id (or a deleted one), or no tournament player of this number.",
    "player_seated": "This player already holds a seat of this match.",
    "player_registered": "This player account is registered in the tournament already.",
    "seat_held": "A player holds this seat already, or the player holds another seat of this match.",
    "subject_linked": "This external identity is linked to a player already.",
    "label_empty": "The token's label has no visible character.",
    "label_too_long": "The token's label has more than 64 characters.",
    "label_invisible": "The token's label holds control or invisible characters.",
    "too_many_tokens": "The player holds as many tokens as one may (20); revoke one first.",
    "token_not_found": "The player has no token of this id.",
    "last_token": "The player's last token cannot be revoked; issue another first.",
    "bad_cursor": "The cursor was not given out by this list.",
    "bad_push_endpoint": "The push subscription's endpoint is not an https address of a push service on a public host.",
    "bad_push_key": "The push subscription's `keys.p256dh` is not a P-256 public key (65 bytes, base64url).",
    "bad_push_auth": "The push subscription's `keys.auth` is not a secret of 16 bytes (base64url).",
    "bad_push_kind": "A kind of notice named is not one the server sends.",
    "too_many_push_subscriptions": "The player holds as many push subscriptions as one may (10); delete one first.",
    "push_subscription_not_found": "The player has no push subscription of this id.",
    "seek_not_found": "No such request to play.",
    "seek_paired": "The request to play is paired already; its match stands.",
    "bad_webhook_url": "A webhook's URL is not an http or https address with a host.",
    "webhook_target_refused": "A webhook's host does not resolve, or resolves to a loopback or private address.",
    "too_many_webhooks": "The player has as many webhooks as they may.",
    "webhook_not_found": "No such webhook of the caller's.",
    "bad_notice_kind": "A notice kind the server does not know.",
    "guest_rated": "A guest asks for casual matches only; rated play needs a player token.",
    "name_required": "A guest asking to play names themselves (`name`).",
    "challenge_not_found": "No such challenge of the player's (sent or received).",
    "challenge_accepted": "The challenge was accepted already: its match stands.",
    "challenge_declined": "The challenged player declined the challenge.",
    "challenge_cancelled": "The challenger cancelled the challenge.",
    "challenge_expired": "Nobody answered the challenge in time (IGROTEKA_CHALLENGE_TIMEOUT).",
    "not_challenger": "Only the challenger may cancel the challenge.",
    "not_challenged": "Only the challenged player may accept or decline the challenge.",
    "self_challenge": "A player cannot challenge themselves.",
    "invitation_not_found": "No such invitation (the code is none of the server's).",
    "invitation_used": "The invitation has been used already: it takes one seat once.",
    "invitation_revoked": "The invitation was revoked.",
    "invitation_expired": "The invitation expired unused (IGROTEKA_INVITATION_TIMEOUT).",
    "rematch_not_found": "No rematch of this match is offered.",
    "rematch_offered": "A rematch of this match is offered already; answer it.",
    "rematch_accepted": "The rematch of this match was accepted; a match offers one.",
    "rematch_declined": "The rematch was declined.",
    "rematch_expired": "The rematch was not accepted in time (IGROTEKA_REMATCH_TIMEOUT).",
    "not_asked": "The seat is not asked to answer this rematch (it offered it, or a bot holds it).",
    "player_gone": "The player has already left or been removed.",
    "table_not_found": "The current tour has no table of this number.",
    "table_finished": "The table has already finished.",
    "tour_limit_not_reached": "The tour's limit has not passed yet (or the tournament has none).",
    "bye": "The player sits this tour out with a bye.",
    "not_seated": "The player has no table in this tour (they left or were removed).",
    "tournament_over": "The tournament has played all its tours.",
    "tour_running": "A tour is still being played.",
    "no_tour_yet": "No tour has started yet.",
    "body_too_large": "The body is larger than the server accepts (IGROTEKA_MAX_BODY_BYTES).",
    "unsupported_media_type": "The body is not JSON.",
    "bad_options": "The game's options are not valid.",
    "bad_time_control": "The clock gives a seat less time than the server's minimum (IGROTEKA_CLOCK_MIN_SECONDS).",
    "bad_seats": "The game is not played with this many seats.",
    "bad_bots": "The bot seats are not seats of the match, or one is named twice.",
    "bot_level_unavailable": "The game has no bot of the level named.",
    "bad_tours": "The number of tours is not valid.",
    "bad_tables": "The players cannot be seated at tables of this size.",
    "bad_move": "The move is not a move of this game.",
    "name_empty": "The name has no visible character.",
    "name_invisible": "The name holds control, direction-override or invisible characters.",
    "name_marks": "A combining mark has no character to carry it, or a character carries more than 4.",
    "name_too_long": "The name has more than 32 visible characters.",
    "too_many_requests": "Too many requests; wait for `Retry-After` seconds.",
    "quota_exceeded": "The client used its budget of this action for the minute; wait for `Retry-After` seconds.",
    "action_off": "This server does not accept this action (its budget is 0).",
    "too_many_connections": "The client address holds as many HTTP connections as one may (IGROTEKA_CONNECTIONS_PER_CLIENT).",
    "too_many_streams": "The client holds as many open streams as one client may (close 1008).",
    "store_unavailable": "The event store cannot be reached; try again.",
    "store_timeout": "The event store did not answer in time; the request may still complete (retry with the same move_id or claim_id).",
    "sign_in_off": "This server trusts no identity provider (IGROTEKA_OIDC_ISSUERS is empty).",
    "id_token_malformed": "The ID token is not a compact signed JWT, or a claim of it has the wrong type.",
    "id_token_alg_none": "The ID token is unsigned (`alg: none`).",
    "id_token_alg_not_allowed": "The ID token's `alg` is not one its issuer is configured for (asymmetric ones only by default).",
    "id_token_unknown_issuer": "The ID token's `iss` is not an issuer this server trusts.",
    "id_token_no_kid": "The ID token's header names no key (`kid`).",
    "id_token_unknown_key": "The ID token's `kid` is not a key of its issuer's published set (fetched again to make sure).",
    "id_token_key_mismatch": "The ID token's `alg` does not fit the type of the key its `kid` names (e.g. HMAC naming an RSA key).",
    "id_token_bad_signature": "The ID token's signature does not hold with the key its `kid` names.",
    "id_token_missing_claim": "The ID token lacks a required claim (`iss`, `sub`, `aud`, `exp`, `iat`).",
    "id_token_expired": "The ID token has expired (`exp`, with the leeway IGROTEKA_OIDC_LEEWAY).",
    "id_token_not_yet_valid": "The ID token is not valid yet (`nbf`, with the leeway).",
    "id_token_issued_in_future": "The ID token was issued in the future (`iat`, with the leeway).",
    "id_token_wrong_audience": "The ID token's `aud` does not name this server's audience for its issuer.",
    "identity_provider_unavailable": "The issuer's keys cannot be fetched now and none cached fits; try again after `Retry-After`.",
    "rated_with_bots": "A rated match is played by people only: it seats no bots.",
    "ratings_behind": "This instance's ratings have not reached the match's end yet; try again.",
    "http_error": "Another HTTP error.",
    "internal_error": "Something went wrong on the server.",
}


class Problem(msgspec.Struct, omit_defaults=True):
    """An error: ``code`` is stable and machine readable; ``version`` comes with conflicts."""

    type: str
    title: str
    status: int
    code: str
    detail: str
    version: int | None = None
    retry_after: float | None = None
    errors: list[dict[str, Any]] | None = None


def problem(status: int, code: str, detail: str, **extra: Any) -> Problem:
    return Problem(
        type=f"https://igroteka.dev/problems/{code}",
        title=code.replace("_", " "),
        status=status,
        code=code,
        detail=detail,
        **extra,
    )


KINDS: dict[type, str] = {UUID: "a UUID", int: "a whole number"}


def malformed_path(routes: Any, path: str) -> list[dict[str, str]] | None:
    """The path parameters that keep ``path`` from matching a route of the same shape (a match id
    that is not a UUID, a tour that is not a number), or None when no route has its shape: the
    router only says "not found", but the caller deserves to hear which parameter is wrong."""
    segments = path.strip("/").split("/")
    for route in routes:
        parts = route.path_components
        if len(parts) != len(segments) or not route.path_parameters:
            continue
        errors = []
        for part, segment in zip(parts, segments, strict=True):
            if isinstance(part, str):
                if part != segment:
                    break
            elif part.parser is not None:
                try:
                    part.parser(segment)
                except (TypeError, ValueError):
                    kind = KINDS.get(part.type, part.type.__name__)
                    errors.append({"message": f"Expected {kind}", "key": part.name, "source": "path"})
        else:
            if errors:
                return errors
    return None


def to_problem(error: Exception, lang: Lang = "en") -> Problem:
    """The problem an exception stands for, its ``detail`` a sentence in ``lang``; anything
    unexpected is a 500 without details."""
    if isinstance(error, MatchError):
        detail = problem_detail(error.code, error.message, lang, seat=error.seat)
        return problem(STATUS[type(error)], error.code, detail, **error.extra)
    if isinstance(error, IllegalMove):
        return problem(422, error.code, problem_detail(error.code, error.message, lang, error.game or "any"))
    if isinstance(error, ValidationException):
        errors = error.extra if isinstance(error.extra, list) else None
        return problem(400, "invalid_request", "The request does not match the API schema.", errors=errors)
    if isinstance(error, NotFoundException):  # the router's or a static folder's: never name a file
        return problem(404, "not_found", "No such resource.")
    if isinstance(error, HTTPException):
        code = CODES.get(error.status_code, "http_error")
        return problem(error.status_code, code, str(error.detail))
    if isinstance(error, msgspec.ValidationError | msgspec.DecodeError):
        return problem(400, "invalid_request", str(error))
    if isinstance(error, RecursionError):  # msgspec's decoders stop at a depth Python can still handle
        return problem(400, "too_deep", "The JSON is nested too deeply.")
    log.exception("unexpected error", exc_info=error)
    return problem(500, "internal_error", "Something went wrong on our side.")


RETRY_STATUSES = (429, 503)


def problem_response(request: Request[Any, Any, Any], error: Exception) -> Response[Problem]:
    """The problem as an answer; 429 and 503 say in ``Retry-After`` when to try again (seconds)."""
    errors = malformed_path(request.app.routes, request.url.path) if type(error) is NotFoundException else None
    if errors:
        names = ", ".join(f"`{e['key']}`" for e in errors)
        body = problem(400, "invalid_request", f"Malformed path parameter: {names}.", errors=errors)
    else:
        body = to_problem(error, reader_language(request.headers))
    headers = {"Retry-After": str(max(1, math.ceil(body.retry_after or 1)))} if body.status in RETRY_STATUSES else None
    return Response(content=body, status_code=body.status, media_type=PROBLEM, headers=headers)


HANDLERS = {Exception: problem_response}


def refuse_nul_paths(app: ASGIApp) -> ASGIApp:
    """A path holding a NUL byte (``%00``) names no resource: 404 before a route (a static folder's,
    which would hand it to the file system) sees it."""

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if "\x00" in scope.get("path", ""):
            raise NotFoundException()
        await app(scope, receive, send)

    return middleware


def responses(*statuses: int) -> dict[int, ResponseSpec]:
    """OpenAPI entries for the problem responses a route can give."""
    return {
        status: ResponseSpec(
            data_container=Problem,
            description="Problem details (RFC 9457)",
            media_type=PROBLEM,
            generate_examples=False,
        )
        for status in (400, *statuses)
    }
