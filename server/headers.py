"""Headers on every answer (issue 15): a request id (also on every log line written while the
request is served), ``X-Content-Type-Options``, ``Referrer-Policy``, and a Content Security Policy
on the web client's pages and on the API docs (``server.docs``); and a refused CORS preflight
answers as problem details.

The headers are added by a ``before_send`` hook, which sees every answer, even the router's own
404s; the middleware, which runs once a route is found, puts the same id on the log lines.
"""

from __future__ import annotations

import re
import uuid
from contextvars import ContextVar
from typing import Any

import msgspec
from litestar.types import ASGIApp, Message, Receive, Scope, Send

from igroteka.server.problems import PROBLEM, problem

REQUEST_ID: ContextVar[str | None] = ContextVar("request_id", default=None)
CLIENT_ID = re.compile(rb"^[A-Za-z0-9._-]{1,64}$")
WEB_CSP = (
    b"default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; "
    b"object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
DOCS_CSP = (
    b"default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    b"connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
DOCS = "/schema"  # the docs' pages (with or without a trailing slash, litestar's 404 pages), assets and contract
ALWAYS = [(b"x-content-type-options", b"nosniff"), (b"referrer-policy", b"no-referrer")]


def request_id(scope: Scope) -> bytes:
    """The id of this request: the caller's ``X-Request-ID`` when it is a plain token (a proxy's,
    for tracing), else a new one; kept in the scope so every part of the request uses the same."""
    state: dict[str, Any] = scope.setdefault("state", {})
    if "request_id" not in state:
        given = next((v for name, v in scope.get("headers", ()) if name == b"x-request-id"), b"")
        state["request_id"] = given if CLIENT_ID.match(given) else uuid.uuid4().hex.encode()
    return state["request_id"]


def is_web_page(path: str) -> bool:
    return path in ("/", "/sw.js") or path.startswith(("/static/", "/how-to-play/"))


def is_docs_page(path: str, headers: list[Any]) -> bool:
    """An HTML page under the docs' path: Swagger UI's (with or without a trailing slash) and
    litestar's 404 pages for the docs it does not offer (/schema/redoc)."""
    html = any(name.lower() == b"content-type" and value.startswith(b"text/html") for name, value in headers)
    return html and (path == DOCS or path.startswith(f"{DOCS}/"))


CORS_REFUSED = b"cors_refused"


async def cors_problems(message: Message, scope: Scope) -> None:
    """A refused CORS preflight (litestar's CORS middleware answers it in plain text) answers as
    ``application/problem+json``, like every other refusal, code ``cors_refused``."""
    state: dict[str, Any] = scope.setdefault("state", {})
    if message["type"] == "http.response.start":
        headers = dict(message.get("headers") or [])
        if (
            scope["method"] == "OPTIONS"
            and message["status"] == 400
            and headers.get(b"content-type", b"").startswith(b"text/plain")
        ):
            state[CORS_REFUSED] = True
            kept = [(k, v) for k, v in message.get("headers") or [] if k not in (b"content-type", b"content-length")]
            message["headers"] = [*kept, (b"content-type", PROBLEM.encode())]  # sent chunked: the body changes
    elif message["type"] == "http.response.body" and state.pop(CORS_REFUSED, False):
        refused = message.get("body", b"").decode(errors="replace")
        message["body"] = msgspec.json.encode(
            problem(400, "cors_refused", f"The preflight is refused: {refused.removeprefix('Disallowed CORS ')}.")
        )


async def security_headers(message: Message, scope: Scope) -> None:
    """Add the request id and the security headers to a response start or a WebSocket accept."""
    if message["type"] not in ("http.response.start", "websocket.accept"):
        return
    extra = [(b"x-request-id", request_id(scope)), *ALWAYS]
    if scope["type"] == "http" and is_web_page(scope["path"]):
        extra.append((b"content-security-policy", WEB_CSP))
    headers: list[Any] = list(message.get("headers") or [])
    if scope["type"] == "http" and is_docs_page(scope["path"], headers):
        extra.append((b"content-security-policy", DOCS_CSP))
    present = {name.lower() for name, _ in headers}
    message["headers"] = headers + [(name, value) for name, value in extra if name not in present]


def request_id_middleware(app: ASGIApp) -> ASGIApp:
    """Log lines written while a request is served carry its id."""

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        token = REQUEST_ID.set(request_id(scope).decode())
        try:
            await app(scope, receive, send)
        finally:
            REQUEST_ID.reset(token)

    return middleware
