"""The server's keep-alive pings on a stream (issue 41): every ``ws_ping_interval`` seconds while
the client answers; a client that leaves a ping unanswered until the next is closed with 1011.
The client here speaks the protocol through websockets' sans-I/O layer over a plain socket, so it
chooses whether a pong leaves."""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from websockets.client import ClientProtocol
from websockets.frames import Frame, Opcode
from websockets.http11 import Response
from websockets.uri import parse_uri

from tests.support.client import Api
from tests.support.server import ServerProcess

INTERVAL = 0.3


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    workdir: Path = tmp_path_factory.mktemp("keepalive")
    with ServerProcess(f"sqlite:///{workdir / 'igroteka.sqlite'}", workdir, ws_ping_interval=INTERVAL) as process:
        yield process


class RawStream:
    """A spectator's stream whose pongs are sent only when ``answer`` says so."""

    def __init__(self, url: str, answer: bool) -> None:
        self.protocol = ClientProtocol(parse_uri(url))
        self.answer = answer
        self.pings: list[float] = []
        self.close_code: int | None = None
        uri = parse_uri(url)
        self.socket = socket.create_connection((uri.host, uri.port), timeout=10)
        self.protocol.send_request(self.protocol.connect())
        self._send(always=True)
        self.opened = time.monotonic()

    def _send(self, always: bool = False) -> None:
        data = b"".join(self.protocol.data_to_send())
        if data and (always or self.answer):
            self.socket.sendall(data)

    def read_for(self, seconds: float) -> None:
        """Read what the server sends for ``seconds`` or until it closes the stream."""
        deadline = time.monotonic() + seconds
        while self.close_code is None and (left := deadline - time.monotonic()) > 0:
            self.socket.settimeout(left)
            try:
                data = self.socket.recv(65536)
            except TimeoutError:
                return
            if not data:
                self.protocol.receive_eof()
                return
            self.protocol.receive_data(data)
            for event in self.protocol.events_received():
                if isinstance(event, Frame) and event.opcode is Opcode.PING:
                    self.pings.append(time.monotonic() - self.opened)
                elif isinstance(event, Frame) and event.opcode is Opcode.CLOSE:
                    self.close_code = int.from_bytes(event.data[:2], "big")
                elif isinstance(event, Response):
                    assert event.status_code == 101
            self._send()

    def close(self) -> None:
        self.socket.close()


def stream_url(server: ServerProcess) -> str:
    api = Api(server.url)
    try:
        response = api.call("POST", "/api/v1/matches", json={"game": "pobeda", "seats": 2})
        assert response.status_code == 201, response.text
        return f"{server.ws}/api/v1/matches/{response.json()['id']}/stream"
    finally:
        api.close()


def test_a_client_that_answers_is_pinged_every_interval_and_kept(server: ServerProcess) -> None:
    stream = RawStream(stream_url(server), answer=True)
    try:
        stream.read_for(INTERVAL * 6)
    finally:
        stream.close()
    assert stream.close_code is None
    assert len(stream.pings) >= 3, stream.pings
    gaps = [b - a for a, b in zip(stream.pings, stream.pings[1:], strict=False)]
    assert all(gap > INTERVAL * 0.8 for gap in gaps), gaps


def test_a_client_that_leaves_a_ping_unanswered_is_closed_at_the_next(server: ServerProcess) -> None:
    stream = RawStream(stream_url(server), answer=False)
    try:
        stream.read_for(10)
        closed = time.monotonic() - stream.opened
    finally:
        stream.close()
    assert stream.close_code == 1011
    assert len(stream.pings) == 1 and closed > INTERVAL * 1.8, (stream.pings, closed)
