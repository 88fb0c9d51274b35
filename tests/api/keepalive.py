"""An HTTP/1.1 client on one kept-alive connection, for a test that sends thousands of requests from
an event loop that also reads WebSocket streams (tests/api/test_leaks.py sends some 2,400 for one
scenario): httpx's AsyncClient spent 1.6 ms of CPU a request on this machine, this one 0.1 ms. It
sends a request as it is given and reads one answer of a known length (a ``Content-Length``, or none
for 204 and 304); any other answer fails the test."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode, urlsplit

import msgspec

NO_BODY = (204, 304)


@dataclass(frozen=True)
class Answer:
    """A status, the headers (names in lower case) and the body."""

    status_code: int
    headers: dict[str, str]
    content: bytes

    @property
    def text(self) -> str:
        return self.content.decode()

    def json(self) -> Any:
        return msgspec.json.decode(self.content)


class Http:
    """Requests to ``url`` one at a time on one connection, opened again when the server has closed
    it (an idle connection past the server's keep-alive); ``headers`` go with every request."""

    def __init__(self, url: str, headers: dict[str, str] | None = None, timeout: float = 30) -> None:
        parts = urlsplit(url)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        self.headers = {k.lower(): v for k, v in (headers or {}).items()}
        self.timeout = timeout
        self.streams: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None

    async def __aenter__(self) -> Http:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        if self.streams is not None:
            self.streams[1].close()
            self.streams = None

    async def request(
        self,
        method: str,
        path: str,
        *,
        headers: dict[str, str] | None = None,
        json: Any = None,
        params: dict[str, Any] | None = None,
    ) -> Answer:
        if params:
            path += "?" + urlencode(params)
        body = b"" if json is None else msgspec.json.encode(json)
        head = {"host": f"{self.host}:{self.port}", **self.headers}
        head.update({k.lower(): v for k, v in (headers or {}).items()})
        if json is not None:
            head["content-type"] = "application/json"
        if body or method in ("POST", "PUT", "PATCH"):
            head["content-length"] = str(len(body))
        lines = "".join(f"{name}: {value}\r\n" for name, value in head.items())
        return await asyncio.wait_for(
            self.exchange(f"{method} {path} HTTP/1.1\r\n{lines}\r\n".encode() + body), self.timeout
        )

    async def post(self, path: str, **kw: Any) -> Answer:
        return await self.request("POST", path, **kw)

    async def exchange(self, request: bytes) -> Answer:
        """Send ``request`` and read its answer. On a kept connection the server closed before
        answering (it closes only idle ones, having read nothing of the request) it is sent again
        on a new one."""
        reused = self.streams is not None
        reader, writer = self.streams or await asyncio.open_connection(self.host, self.port)
        self.streams = None
        writer.write(request)
        try:
            head = await reader.readuntil(b"\r\n\r\n")
        except (asyncio.IncompleteReadError, ConnectionError):
            writer.close()
            if reused:
                return await self.exchange(request)
            raise
        status, *fields = head[:-4].decode("latin-1").split("\r\n")
        headers = {}
        for line in fields:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        code = int(status[9:12])
        if code in NO_BODY:
            content = b""
        else:
            assert "content-length" in headers, f"an answer of unknown length: {status} {headers}"
            content = await reader.readexactly(int(headers["content-length"]))
        if headers.get("connection", "").lower() == "close":
            writer.close()
        else:
            self.streams = reader, writer
        return Answer(code, headers, content)
