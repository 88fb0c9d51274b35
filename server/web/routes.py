"""The ``/`` route group: the single page, its static assets, and record verification."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from litestar import Response, get
from litestar.static_files import create_static_files_router

from server.web.audit import verify_record

STATIC = Path(__file__).parent / "static"


@get("/", include_in_schema=False, media_type="text/html")
async def index() -> Response[bytes]:
    """The single page; the hash part of the address (never sent to the server) picks the screen."""
    return Response((STATIC / "index.html").read_bytes(), headers={"Cache-Control": "no-cache"})


@get("/sw.js", include_in_schema=False, media_type="text/javascript")
async def service_worker() -> Response[bytes]:
    """The service worker (web/src/sw.ts), at the root so that its scope is the whole site: it shows
    the Web Push notifications; read again at each update check, never from a stale cache."""
    return Response((STATIC / "js" / "sw.js").read_bytes(), headers={"Cache-Control": "no-cache"})


def web_routes() -> list[Any]:
    return [
        index,
        service_worker,
        create_static_files_router(path="/static", directories=[STATIC], include_in_schema=False),
        verify_record,
    ]
