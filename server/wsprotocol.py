"""uvicorn's WebSocket protocol (websockets, sans-I/O), lighter for crowds of idle streams.

Every open socket keeps an instance of this protocol. uvicorn's own keeps, for the life of the
socket, the opening handshake's request and response (their headers, ~5 KB) and an
``asyncio.Queue`` (three deques and an event, ~3 KB) for the events it hands the app, and an
``asyncio.Event`` (a deque) for when the socket drained. This one forgets the handshake once it is
answered, queues the app's events in a list and flags writability without a deque. Behaviour is
uvicorn's otherwise (the version is pinned in pyproject.toml; tests/api/test_stream.py and the other
WebSocket tests run through it). Measured by bench/idle.py.

It also lets the app write a text message synchronously (``write_text``, in the scope's
extensions): a commit's frames reach the streams without a task or an ASGI ``send`` each
(``server.stream.Connection._push_now``), and the messages of one loop pass leave in one write.
It takes up permessage-deflate (RFC 7692) only for a stream whose address asks for it
(``deflate=true``) and whose client offers it: browsers offer it on every socket, and a
compressor costs each socket memory (~32 KB to compress and ~11 KB to decompress with these
settings, by zlib's formula) and each frame CPU, worth it only to a client short of bandwidth
(bench/README.md has bytes and CPU a move). And it closes a stream whose client stopped reading
(the send timeout's 4008) without waiting for the socket to drain, and one that sends a text
message that is not UTF-8 (1007) without a traceback in the log.

Its keep-alive pings take one timer a ping, not two: uvicorn arms a second timer per ping for the
pong's deadline and cancels it when the pong comes; here the next ping, ``ws_ping_interval``
seconds later, finds the last one unanswered and closes the stream (1011, as uvicorn's deadline
does). With every stream idle the pings are what a server spends on its sockets (bench/README.md,
2026-11-28 20:00).
"""

from __future__ import annotations

import asyncio
import struct
from typing import Any
from urllib.parse import parse_qs, urlsplit

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.extensions.permessage_deflate import ServerPerMessageDeflateFactory
from websockets.protocol import OPEN

from igroteka.server.connections import settings


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


class Flag:
    """The part of ``asyncio.Event`` uvicorn's protocol uses for ``writable``, with no deque of
    waiters: a future is made only while a send waits for the socket to drain."""

    __slots__ = ("_set", "_waiter")

    def __init__(self) -> None:
        self._set = False
        self._waiter: asyncio.Future[None] | None = None

    def set(self) -> None:
        self._set = True
        if self._waiter is not None:
            if not self._waiter.done():
                self._waiter.set_result(None)
            self._waiter = None

    def clear(self) -> None:
        self._set = False

    def is_set(self) -> bool:
        return self._set

    async def wait(self) -> bool:
        while not self._set:
            if self._waiter is None:
                self._waiter = asyncio.get_running_loop().create_future()
            await asyncio.shield(self._waiter)  # one waiter's timeout must not wake the others
        return True


WRITE = "igroteka.write"  # the scope's extension: ``write_text`` of the socket's protocol
YES = ("true", "1")  # what ``deflate=`` asks for compression with


def deflate_asked(path: str) -> bool:
    """Whether a stream's address asks for permessage-deflate (``deflate=true``)."""
    return parse_qs(urlsplit(path).query).get("deflate", [""])[-1] in YES


def deflate() -> ServerPerMessageDeflateFactory:
    """uvicorn's settings: 4 KB windows both ways, a compressor of memLevel 5."""
    return ServerPerMessageDeflateFactory(
        server_max_window_bits=12, client_max_window_bits=12, compress_settings={"memLevel": 5}
    )


LENGTH_16 = struct.Struct("!BBH")
LENGTH_64 = struct.Struct("!BBQ")


def text_head(size: int) -> bytes:
    """The head of an unmasked text frame of ``size`` bytes (RFC 6455 §5.2), as a server sends it."""
    if size < 126:
        return bytes((0x81, size))
    if size < 1 << 16:
        return LENGTH_16.pack(0x81, 126, size)
    return LENGTH_64.pack(0x81, 127, size)


class WebSocketProtocol(WebSocketsSansIOProtocol):
    """uvicorn's protocol with an ``Inbox``, a ``Flag`` and no handshake kept once it is answered;
    its ``write_text`` is in the scope's extensions (``WRITE``)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.close_timeout = settings().ws_close_timeout
        self.queue = Inbox()  # type: ignore[assignment]
        self.writable = Flag()  # type: ignore[assignment]
        self.writable.set()
        self.flushing = False  # a flush of write_text's messages is due this loop pass

    def handle_connect(self, event: Any) -> None:
        self.conn.available_extensions = [deflate()] if deflate_asked(event.path) else []
        super().handle_connect(event)
        if hasattr(self, "scope"):
            self.scope["extensions"][WRITE] = self.write_text  # type: ignore[index]

    def write_text(self, data: bytes) -> bool:
        """Send a text message (UTF-8 ``data``) as the ASGI ``websocket.send`` would, when that
        needs no wait: the handshake is answered, the socket open and the transport not paused;
        it leaves with the loop pass's other messages (``flush``). False, with nothing sent,
        otherwise (the app then sends the ASGI way). It spares a task's wake-up, a str of the
        message and the layers between the app and this protocol; and the frame is the message
        behind its head, in the connection's queue of writes, rather than websockets' ``Frame``
        serialised (two copies of the ~10 KB a frame carries), when no extension is in use."""
        conn = self.conn
        if (
            not self.handshake_complete
            or self.initial_response is not None
            or self.close_sent
            or self.disconnected
            or self.transport.is_closing()
            or not self.writable.is_set()
            or conn.state is not OPEN
            or conn.expect_continuation_frame
        ):
            return False
        if conn.extensions:
            conn.send_text(data)
        else:
            conn.writes += (text_head(len(data)), data)  # what ``conn.send_text(data)`` queues, in two parts
        if not self.flushing:
            self.flushing = True
            self.loop.call_soon(self.flush)
        return True

    def flush(self) -> None:
        """Write what this loop pass's messages left to send in one system call: a move's ack and
        its events reach the mover together. uvicorn's own sends write the same buffer, in order."""
        self.flushing = False
        pending = self.conn.data_to_send()
        if pending and not self.transport.is_closing():
            self.transport.write(b"".join(pending))

    def send_receive_event_to_app(self) -> None:
        """As uvicorn's, but a text message that is not UTF-8 closes the stream with 1007 (RFC 6455
        §8.1) after one plain log line: uvicorn logs a traceback at error level for each, which
        a hostile client could repeat at will."""
        if self.curr_msg_data_type == "text" and not self.close_sent:
            data = self.frames[0] if len(self.frames) == 1 else b"".join(self.frames)
            if not data.isascii():
                try:
                    data.decode()
                except UnicodeDecodeError:
                    self.frames = []
                    self.logger.info("A text message that is not UTF-8: the stream is closed with 1007.")
                    self.conn.send_close(1007)
                    self.handle_parser_exception()
                    return
        super().send_receive_event_to_app()

    def _stalled(self) -> bool:
        """The handshake is answered and the socket open, but its client stopped reading."""
        return self.handshake_complete and not self.close_sent and not self.disconnected and not self.writable.is_set()

    def _close_stalled(self, code: int, reason: str) -> None:
        """Close a stream whose client stopped reading (4008): uvicorn's close would wait for the
        socket to drain first, which such a client never lets happen, keeping the task and the
        socket for good. The close frame queues behind what the client has not read; a client that
        has not read it all within the close timeout is cut off (abort: no flush to wait for)."""
        self.queue.put_nowait({"type": "websocket.disconnect", "code": code, "reason": reason})
        self.conn.send_close(code, reason)
        self.transport.write(b"".join(self.conn.data_to_send()))
        self.close_sent = True
        self.close_timer = self.loop.call_later(self.close_timeout, self.transport.abort)

    def send_keepalive_ping(self) -> None:
        """The next keep-alive ping, or, when the client has not answered the last, the stream
        closed (uvicorn's ``keepalive_timeout``). Run with no ping timeout, uvicorn's ping arms
        the next one itself and a pong only clears the ping it answers."""
        if self.pending_ping_payload is not None and not self.close_sent and not self.transport.is_closing():
            self.keepalive_timeout()
            return
        super().send_keepalive_ping()

    def connection_lost(self, exc: Exception | None) -> None:
        """As uvicorn's, and the scope no longer holds ``write_text``: the scope's extensions
        held this protocol, which holds the scope, a cycle that left a closed socket's objects to
        the cycle collector (see ``server.stream.forget``)."""
        super().connection_lost(exc)
        if hasattr(self, "scope"):
            self.scope["extensions"].pop(WRITE, None)  # type: ignore[attr-defined]

    async def send(self, message: Any) -> None:
        if message["type"] == "websocket.close" and self._stalled():
            self._close_stalled(message.get("code", 1000), message.get("reason") or "")
            return
        await super().send(message)
        if self.handshake_complete and hasattr(self, "response"):
            del self.request, self.response  # read by uvicorn only until the handshake is answered
