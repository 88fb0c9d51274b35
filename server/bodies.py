"""Requests are read strictly, in one place for every route: a whole-number query parameter is
written in decimal digits only (``after=1e3`` is not 1000, as on the stream), and a body is JSON only when it
says so (``Content-Type: application/json``, else 415: a cross-origin form or ``text/plain`` post
would skip the browser's preflight), it is UTF-8, no object names a key twice, and a JSON value of
another type than the schema's is refused (``"2"`` is not the integer 2), and so is nesting too
deep to decode.

Litestar converts bodies leniently; this hook decodes the raw body against the route's own body
type first, so a lax conversion never sees a body the contract does not allow.
"""

from __future__ import annotations

import json
import re
from typing import Any

import msgspec
from litestar import Request
from litestar.exceptions import HTTPException, ValidationException
from litestar.handlers import BaseRouteHandler
from litestar.params import CookieParameter, HeaderParameter, ParameterKwarg, PathParameter

JSON = "application/json"
WHOLE = re.compile(r"[0-9]{1,10}|-[1-9][0-9]{0,9}")  # "-0" is no number the stream takes either
PATH_PARAMETER = re.compile(r"{(\w+):")
_whole_queries: dict[int, tuple[str, ...]] = {}


def whole_queries(handler: BaseRouteHandler) -> tuple[str, ...]:
    """The query parameters of ``handler`` that are whole numbers (by their names in the query)."""
    known = _whole_queries.get(id(handler))
    if known is None:
        found = []
        in_path = {name for path in handler.paths for name in PATH_PARAMETER.findall(path)}
        for name, field in handler.parsed_fn_signature.parameters.items():
            kwarg = field.kwarg_definition
            number = field.annotation is int or (
                field.is_optional and any(t.annotation is int for t in field.inner_types)
            )
            query = kwarg is None or (
                isinstance(kwarg, ParameterKwarg)
                and not isinstance(kwarg, PathParameter | HeaderParameter | CookieParameter)
            )
            if number and query and name not in in_path:
                found.append((kwarg.name or kwarg.query or name) if isinstance(kwarg, ParameterKwarg) else name)
        known = _whole_queries[id(handler)] = tuple(found)
    return known


class UnsupportedMediaType(HTTPException):
    status_code = 415


def refuse(detail: str) -> ValidationException:
    return ValidationException("The request does not match the API schema.", extra=[{"message": detail}])


def no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object of the body, refused when it names a key twice (JSON parsers differ on which wins)."""
    seen: dict[str, Any] = {}
    for key, value in pairs:
        if key in seen:
            raise refuse(f"The key {key!r} is given twice in one object.")
        seen[key] = value
    return seen


# Kept: ``json.loads`` given a hook builds a decoder and its scanner every call, which cost a
# stream's move message more than its parse (26 against 10 µs).
DUPLICATE_KEYS = json.JSONDecoder(object_pairs_hook=no_duplicate_keys)


def refuse_duplicate_keys(text: str | bytes) -> None:
    """Refuse JSON that names a key twice in an object (a body or a stream's message); ``text``
    is JSON msgspec has already decoded. Bytes are read as ``json.loads`` reads them."""
    if not isinstance(text, str):
        text = text.decode(json.detect_encoding(text), "surrogatepass")
    DUPLICATE_KEYS.decode(text)


def strict_queries(request: Request[Any, Any, Any]) -> None:
    """Refuse a whole-number query parameter written otherwise than in decimal digits."""
    query = request.query_params
    for key in whole_queries(request.route_handler):
        for value in query.getall(key, ()):
            if not WHOLE.fullmatch(value):
                raise ValidationException(
                    "The request does not match the API schema.",
                    extra=[{"message": "Expected a whole number in decimal digits", "key": key, "source": "query"}],
                )


async def strict_body(request: Request[Any, Any, Any]) -> None:
    """Refuse (through the problem handlers) a whole-number query parameter in another notation, and
    a body that is not JSON by its content type, not UTF-8, repeats a key in an object, or does not
    decode strictly as the route's type."""
    strict_queries(request)
    body = request.route_handler.parsed_fn_signature.parameters.get("data")
    if body is None:
        return
    media_type, parameters = request.content_type
    if media_type != JSON or parameters.get("charset", "utf-8").lower() not in ("utf-8", "utf8"):
        raise UnsupportedMediaType(f"The body must be sent as {JSON} (UTF-8).")
    raw = await request.body()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise refuse(f"The body is not UTF-8 (byte {error.start}).") from None
    msgspec.json.decode(raw, type=body.annotation, strict=True)
    refuse_duplicate_keys(text)
