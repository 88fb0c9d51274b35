"""The ``/`` route group: the single page, its static assets, record verification and the games'
how-to-play pages."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from litestar import Request, Response, get
from litestar.static_files import create_static_files_router

from igroteka.server.headers import WEB_CSP
from igroteka.server.staticfiles import StaticFiles
from igroteka.server.web.audit import verify_record
from igroteka.server.web.howto import how_to_play

STATIC = Path(__file__).parent / "static"


def page_policy(token_endpoints: list[str]) -> str:
    """The page's Content Security Policy: the web client's, whose scripts may also reach the token
    endpoints of the identity providers it signs people in with (and nothing else of theirs)."""
    origins = sorted({f"{url.scheme}://{url.netloc}" for url in map(urlsplit, token_endpoints)})
    return WEB_CSP.decode().replace("connect-src 'self'", " ".join(["connect-src 'self'", *origins]))


@get("/", include_in_schema=False, media_type="text/html")
async def index(request: Request[Any, Any, Any]) -> Response[bytes]:
    """The single page; the hash part of the address (never sent to the server) picks the screen."""
    endpoints = [config.token_endpoint or "" for config in request.app.state.identity.browser]
    return Response(
        (STATIC / "index.html").read_bytes(),
        headers={"Cache-Control": "no-cache", "Content-Security-Policy": page_policy(endpoints)},
    )


@get("/sw.js", include_in_schema=False, media_type="text/javascript")
async def service_worker() -> Response[bytes]:
    """The service worker (web/src/sw.ts), at the root so that its scope is the whole site: it shows
    the Web Push notifications; read again at each update check, never from a stale cache."""
    return Response((STATIC / "js" / "sw.js").read_bytes(), headers={"Cache-Control": "no-cache"})


def web_routes() -> list[Any]:
    return [
        index,
        service_worker,
        create_static_files_router(
            path="/static", directories=[STATIC], include_in_schema=False, file_system=StaticFiles()
        ),
        verify_record,
        how_to_play,
    ]
