"""The ``/`` route group: the single page, its static assets, record verification and the games'
how-to-play pages."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from litestar import Response, get
from litestar.static_files import create_static_files_router

from server.web.audit import verify_record
from server.web.howto import how_to_play

STATIC = Path(__file__).parent / "static"


@get("/", include_in_schema=False, media_type="text/html")
async def index() -> Response[bytes]:
    """The single page; the hash part of the address (never sent to the server) picks the screen."""
    return Response((STATIC / "index.html").read_bytes(), headers={"Cache-Control": "no-cache"})


def web_routes() -> list[Any]:
    return [
        index,
        create_static_files_router(path="/static", directories=[STATIC], include_in_schema=False),
        verify_record,
        how_to_play,
    ]
