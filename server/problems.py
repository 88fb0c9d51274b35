"""RFC 9457 problem details for every refusal, each with a stable ``code`` (DESIGN §7, §9)."""

from __future__ import annotations

import logging
from typing import Any

import msgspec
from litestar import Request, Response
from litestar.exceptions import HTTPException, ValidationException
from litestar.openapi.datastructures import ResponseSpec

from domain.engine import IllegalMove
from domain.errors import Conflict, Forbidden, Invalid, MatchError, NotFound, TooMany, Unauthorized, Unavailable

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


def to_problem(error: Exception) -> Problem:
    """The problem an exception stands for; anything unexpected is a 500 without details."""
    if isinstance(error, MatchError):
        return problem(STATUS[type(error)], error.code, error.message, **error.extra)
    if isinstance(error, IllegalMove):
        return problem(422, error.code, error.message)
    if isinstance(error, ValidationException):
        errors = error.extra if isinstance(error.extra, list) else None
        return problem(400, "invalid_request", "The request does not match the API schema.", errors=errors)
    if isinstance(error, HTTPException):
        code = CODES.get(error.status_code, "http_error")
        return problem(error.status_code, code, str(error.detail))
    if isinstance(error, msgspec.ValidationError | msgspec.DecodeError):
        return problem(400, "invalid_request", str(error))
    if isinstance(error, RecursionError):  # msgspec's decoders stop at a depth Python can still handle
        return problem(400, "too_deep", "The JSON is nested too deeply.")
    log.exception("unexpected error", exc_info=error)
    return problem(500, "internal_error", "Something went wrong on our side.")


def problem_response(request: Request[Any, Any, Any], error: Exception) -> Response[Problem]:
    body = to_problem(error)
    return Response(content=body, status_code=body.status, media_type=PROBLEM)


HANDLERS = {Exception: problem_response}


def responses(*statuses: int) -> dict[int, ResponseSpec]:
    """OpenAPI entries for the problem responses a route can give."""
    return {
        status: ResponseSpec(data_container=Problem, description="Problem details (RFC 9457)", media_type=PROBLEM)
        for status in (400, *statuses)
    }
