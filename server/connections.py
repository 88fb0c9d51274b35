"""The HTTP listener's bounds on one client: a request must arrive whole (its headers and body)
within ``IGROTEKA_REQUEST_TIMEOUT`` seconds of its first byte (or of the connection, when nothing
came yet), and one client address holds at most ``IGROTEKA_CONNECTIONS_PER_CLIENT`` HTTP
connections at once in a process (0: no cap, for a server behind a proxy whose address every
client shares: the proxy bounds its clients then, deploy/nginx.conf). So sockets that send a few
header lines and stop, or trickle a byte now and then, neither stay open nor exhaust the process's
file limit. A stream, once upgraded, counts among the client's WebSockets (``IGROTEKA_WS_PER_CLIENT``)
instead.

uvicorn times out idle keep-alive connections only (``timeout_keep_alive``, after a response),
never a request being received; this protocol adds that, over ``server.affinity``'s.
"""

from __future__ import annotations

import asyncio
from functools import cache
from typing import Any, ClassVar

import msgspec

from server.affinity import HttpProtocol
from server.config import Settings
from server.problems import problem


@cache
def settings() -> Settings:
    return Settings.from_env()


def refusal() -> bytes:
    """The answer to a connection beyond the client's cap: 429, problem+json, then closed."""
    body = msgspec.json.encode(
        problem(429, "too_many_connections", "The client holds as many connections as one client may.", retry_after=1.0)
    )
    head = (
        b"HTTP/1.1 429 Too Many Requests\r\ncontent-type: application/problem+json\r\nretry-after: 1\r\n"
        b"connection: close\r\ncontent-length: %d\r\n\r\n" % len(body)
    )
    return head + body


class BoundedHttpProtocol(HttpProtocol):
    """``server.affinity.HttpProtocol`` with a deadline per request and a cap per client address."""

    open_per_client: ClassVar[dict[str, int]] = {}  # this process's HTTP connections, by client address

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.deadline: asyncio.TimerHandle | None = None
        self.counted: str | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        host = self.client[0] if self.client else ""
        cap = settings().connections_per_client
        held = self.open_per_client.get(host, 0)
        if cap and held >= cap:
            transport.write(refusal())
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
        self._arm()  # a keep-alive connection's next request

    def on_message_complete(self) -> None:
        self._disarm()
        super().on_message_complete()

    def handle_websocket_upgrade(self) -> None:
        self._release()
        super().handle_websocket_upgrade()

    def connection_lost(self, exc: Exception | None) -> None:
        self._release()
        super().connection_lost(exc)
