"""uvicorn's WebSocket protocol (websockets, sans-I/O), lighter for crowds of idle streams.

Every open socket keeps an instance of this protocol. uvicorn's own keeps, for the life of the
socket, the opening handshake's request and response (their headers, ~5 KB) and an
``asyncio.Queue`` (three deques and an event, ~3 KB) for the events it hands the app. This one
forgets the handshake once it is answered and queues the app's events in a list. Behaviour is
uvicorn's otherwise (the version is pinned in pyproject.toml; tests/api/test_stream.py and the other
WebSocket tests run through it). Measured by bench/idle.py.
"""

from __future__ import annotations

import asyncio
from typing import Any

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol


class Inbox:
    """The ASGI events waiting for the app, read by one task at a time (the app's ``receive``):
    the part of ``asyncio.Queue`` uvicorn's protocol uses. uvicorn stops reading the socket while
    an event waits, so it holds a message and a disconnect at most."""

    __slots__ = ("_items", "_reader")

    def __init__(self) -> None:
        self._items: list[Any] = []
        self._reader: asyncio.Future[None] | None = None

    def put_nowait(self, item: Any) -> None:
        self._items.append(item)
        if self._reader is not None and not self._reader.done():
            self._reader.set_result(None)

    def empty(self) -> bool:
        return not self._items

    async def get(self) -> Any:
        while not self._items:
            self._reader = asyncio.get_running_loop().create_future()
            try:
                await self._reader
            finally:
                self._reader = None
        return self._items.pop(0)


class WebSocketProtocol(WebSocketsSansIOProtocol):
    """uvicorn's protocol with an ``Inbox`` and no handshake kept once it is answered."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.queue = Inbox()  # type: ignore[assignment]

    async def send(self, message: Any) -> None:
        await super().send(message)
        if self.handshake_complete and hasattr(self, "response"):
            del self.request, self.response  # read by uvicorn only until the handshake is answered
