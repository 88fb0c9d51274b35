"""Answers that never change, served to be cached: a view at a past version, a feed up to a
version, the record of a finished match. Each gets a strong ``ETag`` (a hash of its bytes) and
``Cache-Control: …, max-age=31536000, immutable``: ``public`` for an answer to a request without a
token (what any spectator may see, so a CDN may keep it for every reader), ``private`` for one
with a token (a seat's own past, the organiser's live past of a delayed match); ``Vary:
Authorization, Accept-Language`` either way (the words in views and feeds are in the reader's
language). A request whose ``If-None-Match`` names the ETag gets 304 and no body.
Whatever can still change (the view now, a delayed spectator's view whose horizon moves, a feed
without an end) is answered as before, with none of these headers."""

from __future__ import annotations

import hashlib
from typing import Any, Literal, TypeVar

import msgspec
from litestar import Request, Response
from litestar.enums import MediaType
from litestar.openapi.datastructures import ResponseSpec

from igroteka.domain.match import Match

T = TypeVar("T")
Scope = Literal["public", "private"]
YEAR = 31_536_000
OVER = ("finished", "cancelled", "expired")
NOT_MODIFIED = {
    304: ResponseSpec(
        data_container=None,
        description="Not modified: the `If-None-Match` names this answer's `ETag` (an answer that never"
        " changes, cached for a year: `public` without a token, `private` with one)",
    )
}


def settled(match: Match, version: int) -> bool:
    """Whether what the match shows at ``version`` is final: a later event exists, or the match is
    over and no event will follow."""
    return version < match.version or match.status in OVER


def scope_of(token: str | None) -> Scope:
    """``public`` for a request without a token (a spectator's or an auditor's), else ``private``."""
    return "public" if token is None else "private"


def etag_of(body: bytes) -> str:
    """A strong entity tag: the hash of the answer's bytes."""
    return f'"{hashlib.blake2b(body, digest_size=16).hexdigest()}"'


def named(if_none_match: str | None, etag: str) -> bool:
    """Whether an ``If-None-Match`` header names ``etag`` (``*`` names any; it compares weakly,
    RFC 9110 §13.1.2)."""
    if if_none_match is None:
        return False
    return any(tag.strip() == "*" or tag.strip().removeprefix("W/") == etag for tag in if_none_match.split(","))


def answer(request: Request[Any, Any, Any], value: T, scope: Scope | None) -> Response[T]:
    """``value`` as JSON; with ``scope``, as an answer that never changes (ETag, a year's
    Cache-Control, 304 for a request that has it already)."""
    if scope is None:
        return Response(value)
    body = msgspec.json.encode(value)
    etag = etag_of(body)
    headers = {
        "ETag": etag,
        "Cache-Control": f"{scope}, max-age={YEAR}, immutable",
        "Vary": "Authorization, Accept-Language",
    }
    if named(request.headers.get("if-none-match"), etag):
        return Response(b"", status_code=304, headers=headers)  # type: ignore[arg-type]
    return Response(body, media_type=MediaType.JSON, headers=headers)  # type: ignore[arg-type]
