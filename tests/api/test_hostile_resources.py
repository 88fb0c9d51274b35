"""Hostile clients and the server's resources, through real server processes (issue 40): requests
whose headers never end, or trickle in, are closed within the request timeout; one client address
holds a bounded number of connections, so it cannot exhaust the process's file limit while others
are served; a request's head is bounded (431) and bytes that are not HTTP get problem details; a stream whose client stops reading is closed with 4008; and /metrics answers the
operator's token only."""

from __future__ import annotations

import base64
import os
import resource
import socket
import struct
import time
from pathlib import Path

import httpx
import pytest

from tests.support.client import Api
from tests.support.server import METRICS_AUTH, ServerProcess

PARTIAL = b"GET /api/v1/games HTTP/1.1\r\nHost: igroteka\r\nX-Slow: 1\r\n"  # no blank line: never ends
OTHER_CLIENT = "127.0.0.2"  # another client address on loopback


def open_files(server: ServerProcess) -> int:
    assert server.process is not None
    return len(os.listdir(f"/proc/{server.process.pid}/fd"))


def other_client(url: str) -> httpx.Client:
    return httpx.Client(base_url=url, transport=httpx.HTTPTransport(local_address=OTHER_CLIENT), timeout=10)


def closed_by_server(sock: socket.socket, within: float) -> bool:
    """Whether the server ends the connection within ``within`` seconds (it may answer first)."""
    sock.settimeout(within)
    try:
        while sock.recv(65536):
            pass
    except TimeoutError:
        return False
    except ConnectionResetError:
        pass
    return True


@pytest.fixture
def bounded(tmp_path: Path) -> ServerProcess:
    with ServerProcess(
        f"sqlite:///{tmp_path / 'db.sqlite'}", tmp_path, request_timeout=2, connections_per_client=40
    ) as server:
        yield server


def test_requests_that_never_end_are_closed_within_the_request_timeout(bounded: ServerProcess) -> None:
    silent = socket.create_connection(("127.0.0.1", bounded.port))  # sends nothing at all
    partial = socket.create_connection(("127.0.0.1", bounded.port))
    partial.sendall(PARTIAL)
    trickle = socket.create_connection(("127.0.0.1", bounded.port))
    started = time.monotonic()
    trickle.setblocking(False)
    trickled = 0
    while time.monotonic() - started < 6:
        try:
            trickle.send(PARTIAL[trickled : trickled + 1])  # a byte every 0.5 s, as a slowloris does
        except (BrokenPipeError, ConnectionResetError):
            break
        trickled += 1
        time.sleep(0.5)
    assert time.monotonic() - started < 5, "the trickling request was cut off after the 2 s timeout"
    for sock in (silent, partial, trickle):
        assert closed_by_server(sock, 1), "the server closed it"
        sock.close()
    assert httpx.get(f"{bounded.url}/api/v1/games", timeout=5).status_code == 200


def test_one_client_cannot_exhaust_the_process_file_limit(bounded: ServerProcess) -> None:
    assert bounded.process is not None
    before = open_files(bounded)
    limit = before + 120  # a file limit the flood would pass three times over without the cap
    resource.prlimit(bounded.process.pid, resource.RLIMIT_NOFILE, (limit, limit))
    flood = []
    try:
        for _ in range(360):
            sock = socket.create_connection(("127.0.0.1", bounded.port), timeout=5)
            sock.sendall(PARTIAL)
            flood.append(sock)
        time.sleep(0.3)
        held = open_files(bounded)
        assert held <= before + 40 + 5, f"{held - before} files held for one client (cap 40)"
        with other_client(bounded.url) as http:
            assert http.get("/api/v1/games").status_code == 200, "another client is served"
        refused = flood[-1]
        refused.settimeout(5)
        answer = refused.recv(65536)
        assert answer.startswith(b"HTTP/1.1 429") and b'"code":"too_many_connections"' in answer
    finally:
        for sock in flood:
            sock.close()
    deadline = time.monotonic() + 5
    while open_files(bounded) > before + 2:
        assert time.monotonic() < deadline, "the flood's files were given back"
        time.sleep(0.1)
    assert httpx.get(f"{bounded.url}/health/live", timeout=5).status_code == 200


def test_a_request_head_past_64_kb_is_refused_with_431(bounded: ServerProcess) -> None:
    """uvicorn's parser keeps every header line, and a header's value, as it comes: without a
    bound, one client sending header bytes for the whole request timeout grows the process by as
    much as it can send (a probe grew it by 440 MB in 8 s). The head sent is one byte past the
    bound, and its last byte crosses it, so the server has read it all when it answers."""
    start = b"GET /api/v1/games HTTP/1.1\r\nHost: igroteka\r\nX-Pad: "
    with socket.create_connection(("127.0.0.1", bounded.port)) as sock:
        sock.sendall(start + b"a" * (64 * 1024 + 1 - len(start)))  # no line end: the header would go on
        sock.settimeout(5)
        answer = sock.recv(65536)
    assert answer.startswith(b"HTTP/1.1 431 "), answer[:200]
    assert b"content-type: application/problem+json" in answer and b'"code":"bad_request"' in answer
    lines = [b"X-Pad-%05d: %s\r\n" % (n, b"a" * 100) for n in range(520)]  # 60 KB of headers is a request
    with socket.create_connection(("127.0.0.1", bounded.port)) as sock:
        sock.sendall(start + b"1\r\n" + b"".join(lines) + b"Connection: close\r\n\r\n")
        sock.settimeout(5)
        assert sock.recv(12) == b"HTTP/1.1 200"
    assert "Traceback" not in bounded.logs()


def test_bytes_that_are_not_http_are_answered_as_problem_details(bounded: ServerProcess) -> None:
    for garbage in (b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n", b"GET /\x00 HTTP/1.1\r\n\r\n"):
        with socket.create_connection(("127.0.0.1", bounded.port)) as sock:
            sock.sendall(garbage)
            sock.settimeout(5)
            answer = sock.recv(65536)
        assert answer.startswith(b"HTTP/1.1 400 "), answer[:200]
        assert b"content-type: application/problem+json" in answer and b'"code":"bad_request"' in answer


def masked(text: bytes) -> bytes:
    """A client's text frame (RFC 6455 §5.2: a client masks its frames)."""
    key = os.urandom(4)
    body = bytes(b ^ key[i % 4] for i, b in enumerate(text))
    return bytes((0x81, 0x80 | len(text))) + key + body


class ServerFrames:
    """The server's frames as they are read, each looked at once (the backlog of a stalled stream
    is some MB of ~200-byte frames: scanning them all again at each read cost seconds, past the
    close timeout on a loaded machine): ``code`` is the close frame's once it has come."""

    def __init__(self) -> None:
        self.data = bytearray()
        self.at: int | None = None  # where the next frame starts, once the handshake's head is read
        self.code: int | None = None

    def feed(self, chunk: bytes) -> None:
        self.data += chunk
        if self.at is None:
            end = self.data.find(b"\r\n\r\n")
            if end < 0:
                return
            self.at = end + 4
        data, at = self.data, self.at
        while self.code is None and at + 2 <= len(data):
            opcode, size = data[at] & 0x0F, data[at + 1] & 0x7F
            head = {126: 4, 127: 10}.get(size, 2)
            if at + head > len(data):
                break
            if size == 126:
                (size,) = struct.unpack_from("!H", data, at + 2)
            elif size == 127:
                (size,) = struct.unpack_from("!Q", data, at + 2)
            if at + head + size > len(data):
                break
            if opcode == 0x8:
                self.code = struct.unpack_from("!H", data, at + head)[0]
            at += head + size
        self.at = at


def stalled_stream(server: ServerProcess) -> socket.socket:
    """A spectator's stream whose client has sent thousands of frames and read none of the
    answers: each frame that is not JSON is answered with an error (~200 bytes), and enough of
    them fill the socket's buffers (the kernel's grow to a few MB on loopback)."""
    api = Api(server.url)
    match_id = api.create("pobeda", 2)["id"]
    api.close()
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)  # a small window, never read
    sock.connect(("127.0.0.1", server.port))
    key = base64.b64encode(os.urandom(16))
    sock.sendall(
        f"GET /api/v1/matches/{match_id}/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
        "Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n".encode()
        + b"Sec-WebSocket-Key: "
        + key
        + b"\r\n\r\n"
    )
    sock.settimeout(5)
    assert sock.recv(12) == b"HTTP/1.1 101"
    burst = masked(b"x") * 1000
    sock.settimeout(0.5)
    try:
        for _ in range(200):
            sock.sendall(burst)
    except (TimeoutError, BrokenPipeError, ConnectionResetError):
        pass
    return sock


def open_streams(server: ServerProcess) -> float:
    text = httpx.get(f"{server.url}/metrics", headers=METRICS_AUTH, timeout=5).text
    return next(float(line.split()[1]) for line in text.splitlines() if line.startswith("igroteka_websockets_open "))


def test_a_stream_whose_client_stops_reading_is_closed_with_4008(tmp_path: Path) -> None:
    # the close frame is read behind the backlog, which a loaded machine's server may take longer to
    # write than the default close timeout (10 s) after which the socket is cut off: that is the test below
    settings = {"ws_send_timeout": 1, "ws_close_timeout": 30}
    with ServerProcess(f"sqlite:///{tmp_path / 'db.sqlite'}", tmp_path, **settings) as server:
        sock = stalled_stream(server)
        time.sleep(2)  # past the send timeout
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1 << 20)  # read the rest: the window
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_WINDOW_CLAMP, 1 << 16)  # set at the handshake too
        frames = ServerFrames()
        sock.settimeout(5)
        deadline = time.monotonic() + 20
        try:
            while frames.code is None and time.monotonic() < deadline:
                chunk = sock.recv(1 << 20)
                if not chunk:
                    break
                frames.feed(chunk)
        except TimeoutError:
            pass
        sock.close()
        assert frames.code == 4008, frames.data[-200:]
        assert "Traceback" not in server.logs()


def test_a_stream_whose_client_never_reads_again_is_let_go(tmp_path: Path) -> None:
    settings = {"ws_send_timeout": 1, "ws_close_timeout": 1}
    with ServerProcess(f"sqlite:///{tmp_path / 'db.sqlite'}", tmp_path, **settings) as server:
        before = open_files(server)
        sock = stalled_stream(server)
        deadline = time.monotonic() + 5
        while open_streams(server) > 0:  # the stream's task ended: it did not wait for the socket to drain
            assert time.monotonic() < deadline, "the stalled stream is still served"
            time.sleep(0.2)
        # the close timeout (1 s) to read the close frame, then cut off; under the default 10 s this fails
        deadline = time.monotonic() + 9
        while open_files(server) > before:
            assert time.monotonic() < deadline, "the stalled socket is still open"
            time.sleep(0.1)
        sock.close()


def test_metrics_answer_the_operator_token_only(tmp_path: Path) -> None:
    with ServerProcess(f"sqlite:///{tmp_path / 'db.sqlite'}", tmp_path) as server:
        assert httpx.get(f"{server.url}/metrics").status_code == 401
        wrong = httpx.get(f"{server.url}/metrics", headers={"Authorization": "Bearer not-it"})
        assert wrong.status_code == 401 and wrong.json()["code"] == "bad_token"
        shown = httpx.get(f"{server.url}/metrics", headers=METRICS_AUTH)
        assert shown.status_code == 200 and "igroteka_moves_total" in shown.text
    with ServerProcess(f"sqlite:///{tmp_path / 'off.sqlite'}", tmp_path, metrics_token="") as server:
        assert httpx.get(f"{server.url}/metrics").status_code == 404, "off without a token"
        assert httpx.get(f"{server.url}/metrics", headers=METRICS_AUTH).status_code == 404
