"""Request bodies are decoded strictly, in one place for every route: a JSON value of another type
than the schema's is refused (``"2"`` is not the integer 2), and so is nesting too deep to decode.

Litestar converts bodies leniently; this hook decodes the raw body against the route's own body
type first, so a lax conversion never sees a body the contract does not allow.
"""

from __future__ import annotations

from typing import Any

import msgspec
from litestar import Request


async def strict_body(request: Request[Any, Any, Any]) -> None:
    """Refuse (through the problem handlers) a body that does not decode strictly as the route's type."""
    body = request.route_handler.parsed_fn_signature.parameters.get("data")
    if body is not None:
        msgspec.json.decode(await request.body(), type=body.annotation, strict=True)
