"""The HTTP listener's bounds on one client: a request must arrive whole (its headers and body)
within ``IGROTEKA_REQUEST_TIMEOUT`` seconds of its first byte (or of the connection, when nothing
came yet), and one client address holds at most ``IGROTEKA_CONNECTIONS_PER_CLIENT`` HTTP
connections at once in a process (0: no cap, for a server behind a proxy whose address every
client shares: the proxy bounds its clients then, deploy/nginx.conf). So sockets that send a few
header lines and stop, or trickle a byte now and then, neither stay open nor exhaust the process's
file limit. A request's line and headers hold at most ``MAX_HEAD`` bytes (431): uvicorn's parser
keeps every header line it is sent, so a client sending header lines as fast as it can for the
whole request timeout would otherwise grow the process by gigabytes. A request that is not HTTP at
all is answered as problem details too (uvicorn answers it in plain text). A stream, once upgraded, counts among the client's WebSockets (``IGROTEKA_WS_PER_CLIENT``)
instead.

uvicorn times out idle keep-alive connections only (``timeout_keep_alive``, after a response),
never a request being received; this protocol adds that, over ``server.affinity``'s.
"""

from __future__ import annotations

import asyncio
from functools import cache
from typing import Any, ClassVar

import msgspec

from igroteka.server.affinity import HttpProtocol
from igroteka.server.config import Settings
from igroteka.server.problems import problem

MAX_HEAD = 64 * 1024  # bytes of a request's target and header lines (nginx takes 32 KB by default)
REASONS = {400: b"Bad Request", 429: b"Too Many Requests", 431: b"Request Header Fields Too Large"}


@cache
def settings() -> Settings:
    return Settings.from_env()


def refusal(status: int, code: str, detail: str, retry_after: float | None = None) -> bytes:
    """An answer the listener gives by itself, problem+json, the connection closed after it."""
    body = msgspec.json.encode(problem(status, code, detail, retry_after=retry_after))
    retry = b"retry-after: %d\r\n" % retry_after if retry_after else b""
    head = b"HTTP/1.1 %d %s\r\ncontent-type: application/problem+json\r\n%sconnection: close\r\n" % (
        status,
        REASONS[status],
        retry,
    )
    return head + b"content-length: %d\r\n\r\n" % len(body) + body


TOO_MANY = refusal(429, "too_many_connections", "The client holds as many connections as one client may.", 1.0)


class BoundedHttpProtocol(HttpProtocol):
    """``server.affinity.HttpProtocol`` with a deadline per request and a cap per client address."""

    open_per_client: ClassVar[dict[str, int]] = {}  # this process's HTTP connections, by client address

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.deadline: asyncio.TimerHandle | None = None
        self.counted: str | None = None
        self.head = 0  # bytes of the request's head received so far (-1: its head is whole)

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        host = self.client[0] if self.client else ""
        cap = settings().connections_per_client
        held = self.open_per_client.get(host, 0)
        if cap and held >= cap:
            transport.write(TOO_MANY)
            transport.close()
            return
        self.open_per_client[host] = held + 1
        self.counted = host
        self._arm()

    def _arm(self) -> None:
        if self.deadline is None:
            self.deadline = self.loop.call_later(settings().request_timeout, self._too_slow)

    def _disarm(self) -> None:
        if self.deadline is not None:
            self.deadline.cancel()
            self.deadline = None

    def _release(self) -> None:
        self._disarm()
        if self.counted is not None:
            left = self.open_per_client.get(self.counted, 0) - 1
            if left > 0:
                self.open_per_client[self.counted] = left
            else:
                self.open_per_client.pop(self.counted, None)
            self.counted = None

    def _too_slow(self) -> None:
        """The request did not arrive whole in time: the connection is closed."""
        self.deadline = None
        if not self.transport.is_closing():
            self.transport.close()

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self.head = 0
        self._arm()  # a keep-alive connection's next request

    def on_headers_complete(self) -> None:
        self.head = -1  # the head is whole: what follows is the body
        super().on_headers_complete()

    def data_received(self, data: bytes) -> None:
        """Parse ``data``; refuse the request (431) once its head passes ``MAX_HEAD`` bytes. The
        bytes of a read that completes the head are not counted, so it is held to ``MAX_HEAD``
        and one read (asyncio's 256 KB) at most."""
        super().data_received(data)
        if self.head >= 0 and not self.transport.is_closing():
            self.head += len(data)
            if self.head > MAX_HEAD:
                self.transport.write(
                    refusal(431, "bad_request", f"The request's line and headers pass {MAX_HEAD} bytes.")
                )
                self.transport.close()

    def send_400_response(self, msg: str) -> None:
        """uvicorn's answer to a request its parser refused, as problem details."""
        self.transport.write(refusal(400, "bad_request", "The request is not valid HTTP/1.1."))
        self.transport.close()

    def on_message_complete(self) -> None:
        self._disarm()
        super().on_message_complete()

    def handle_websocket_upgrade(self) -> None:
        self._release()
        super().handle_websocket_upgrade()

    def connection_lost(self, exc: Exception | None) -> None:
        self._release()
        super().connection_lost(exc)
