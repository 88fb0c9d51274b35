"""bench/load.py, the benchmark's load generator: its WebSocket client and a short load on a real server."""

from __future__ import annotations

import asyncio
import importlib.util
import random
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

import httpx
import pytest
from websockets.asyncio.server import ServerConnection, serve
from websockets.utils import accept_key

from tests.support.server import METRICS_AUTH, ServerProcess


def load_module(name: str) -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "bench" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"bench_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[f"bench_{name}"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


load = load_module("load")
moves = load_module("moves")


class Transport:
    def __init__(self) -> None:
        self.written: list[bytes] = []

    def write(self, data: bytes) -> None:
        self.written.append(data)

    def is_closing(self) -> bool:
        return False

    def close(self) -> None:
        pass

    def abort(self) -> None:
        pass


def frame(opcode: int, payload: bytes, fin: bool = True) -> bytes:
    """A server's frame (unmasked)."""
    size = len(payload)
    head = bytes([(0x80 if fin else 0) | opcode])
    if size < 126:
        head += bytes([size])
    elif size < 65536:
        head += bytes([126]) + size.to_bytes(2, "big")
    else:
        head += bytes([127]) + size.to_bytes(8, "big")
    return head + payload


def test_frames_split_anywhere() -> None:
    """Messages of every length class, fragmented or not, with pings between fragments, read in
    chunks of any size into the shared buffer: each whole message reaches the handler once."""

    async def scenario() -> None:
        rng = random.Random(5)
        for _ in range(30):
            socket = load.Socket(load.Address.of("http://127.0.0.1:1"), "/p", 2**22)
            transport = Transport()
            socket.connection_made(transport)
            stream = (
                "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                f"Sec-WebSocket-Accept: {accept_key(socket.key)}\r\n\r\n"
            ).encode()
            sizes = [0, 5, 125, 126, 300, 65535, 65536, 300_000]
            messages = [b"%d" % i * rng.choice(sizes) for i in range(6)]
            for message in messages:
                if rng.random() < 0.3 and len(message) > 3:
                    a, b = len(message) // 3, 2 * len(message) // 3
                    stream += frame(1, message[:a], False) + frame(9, b"ping") + frame(0, message[a:b], False)
                    stream += frame(0, message[b:])
                else:
                    stream += frame(1, message)
            got: list[bytes] = []
            socket.on_message = lambda message, at, got=got: got.append(bytes(message))
            at = 0
            while at < len(stream):
                buffer = socket.get_buffer(-1)
                size = min(len(buffer), rng.choice([1, 2, 3, 7, 100, 5000, 100_000, 400_000]), len(stream) - at)
                buffer[:size] = stream[at : at + size]
                at += size
                socket.buffer_updated(size)
            assert socket.opened.result() is None
            assert got == messages
            assert socket.rest == b""
            pongs = [w for w in transport.written[1:] if w[0] == 0x8A]  # final pong frames, masked
            assert len(pongs) == stream.count(frame(9, b"ping"))

    asyncio.run(scenario())


def test_refused_handshake() -> None:
    async def scenario() -> None:
        socket = load.Socket(load.Address.of("http://127.0.0.1:1"), "/p", 2**22)
        socket.connection_made(Transport())
        reply = b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n"
        socket.get_buffer(-1)[: len(reply)] = reply
        socket.buffer_updated(len(reply))
        with pytest.raises(ConnectionError, match="403"):
            socket.opened.result()

    asyncio.run(scenario())


def test_against_websockets_server() -> None:
    """Against websockets' own server: many messages, a fragmented and a large one, a ping, an echo
    of the client's masked frame, and the closing handshake."""
    big = "x" * 600_000

    async def handler(ws: ServerConnection) -> None:
        for i in range(50):
            await ws.send(f'{{"i":{i}}}')
        await ws.send([f"part{i}-" for i in range(5)])
        await ws.send(big)
        await asyncio.wait_for(await ws.ping(b"hello"), 5)
        async for message in ws:
            await ws.send(f"echo:{message}")

    async def scenario() -> None:
        async with serve(handler, "127.0.0.1", 0, max_size=2**22) as server:
            port = server.sockets[0].getsockname()[1]
            socket = await load.Socket.open(load.Address.of(f"http://127.0.0.1:{port}"), "/x?token=t", timeout=5)
            assert await socket.first() == b'{"i":0}'
            got: list[bytes] = []
            socket.listen(lambda message, at: got.append(bytes(message)))
            async with asyncio.timeout(10):
                while len(got) < 51:
                    await asyncio.sleep(0.01)
                socket.send(b"hi")
                while len(got) < 52:
                    await asyncio.sleep(0.01)
            assert got[:49] == [f'{{"i":{i}}}'.encode() for i in range(1, 50)]
            assert got[49] == b"".join(f"part{i}-".encode() for i in range(5))
            assert got[50] == big.encode()
            assert got[51] == b"echo:hi"
            await socket.close()
            assert socket.lost.done()

    asyncio.run(scenario())


def test_decode_head() -> None:
    """The head of an events message decodes as the whole would; anything else falls back."""
    whole = b'{"type":"events","game":"pobeda","version":5,"events":[{"version":5,"index":0,"kind":"fact","seat":0,"body":{"type":"turn_passed","seat":1}}],"view":{"game":"pobeda","table":{}}}'
    head = load.decode_head(load.SEAT_MESSAGE, memoryview(whole))
    assert head.version == 5 and [(i.kind, bytes(i.body)) for i in head.events] == [
        ("fact", b'{"type":"turn_passed","seat":1}')
    ]
    nested = b'{"type":"events","version":7,"events":[{"kind":"fact","body":{"view":{"a":1}}}],"view":{}}'
    assert load.decode_head(load.WATCHED, nested).version == 7
    late = b'{"type":"events","events":[],"view":{"big":1},"version":9}'
    assert load.decode_head(load.WATCHED, late).version == 9
    ack = b'{"type":"ack","move_id":"m","version":3}'
    assert load.decode_head(load.SEAT_MESSAGE, ack).version == 3


def test_load_on_a_real_server(server: ServerProcess, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two match slots for two seconds: moves are made, acknowledged and reach the opponent and the
    spectator; a move the server refuses falls back to the legal moves over HTTP; the server's CPU
    is read over the window of moves, and over the set-up of the first matches before it."""
    monkeypatch.setattr(load, "GRACE", 1.0)
    assert server.process is not None
    clock = load.CpuClock(server.process.pid, None)

    async def scenario() -> Any:
        return await load.Load(server.url, 2, 2.0, 1, 4, clock).run()

    totals = asyncio.run(scenario())
    assert totals.errors == []
    assert totals.moves > 20
    assert len(totals.opponent) == len(totals.spectator) == totals.moves
    seats = 2 * 2  # two slots of two seats: a seat refused as the window closes falls back no more
    assert 0 <= totals.rejected - totals.fallbacks <= seats
    assert totals.matches_started >= 2
    assert 1.9 < totals.cpu_end["wall"] - totals.cpu_start["wall"] < 3.0
    summary = load.summarise(2, totals, {}, None)
    assert summary["server_cpu_ms_per_move"] > 0
    assert summary["server_cpu_ms_per_setup"] > 0
    assert summary["cpu_cores_server"] > 0
    counted = load.summarise(2, totals, {"xact_commit": 3 * totals.moves, "tup_inserted": totals.moves}, None)
    assert counted["transactions_per_move"] == 3.0 and counted["rows_per_move"] == 1.0
    timed = load.timed_moves(2, 1, totals)  # what --moves writes, read back by bench/moves.py
    assert len(timed["moves"]) == totals.moves and len({match for match, _, _ in timed["moves"]}) >= 2
    # written to 0.1 ms: a move sent in the window's last 50 µs reads as 2.0
    assert all(0 <= sent <= 2.0 and latency > 0 for _, sent, latency in timed["moves"])
    report = moves.report(timed, 0.1)
    assert report[0] == f"N = 2, K = 1: {totals.moves} timed moves"
    assert report[1].startswith("  owner 0: ") and f"{totals.moves} moves" in report[1]


def open_streams(url: str) -> float:
    """The server's count of open WebSocket streams (its metrics)."""
    text = httpx.get(f"{url}/metrics", headers=METRICS_AUTH).text
    return next(float(line.split()[1]) for line in text.splitlines() if line.startswith("igroteka_websockets_open "))


def running_matches(url: str) -> int:
    """How many matches the server's lobby lists as running."""
    return len(httpx.get(f"{url}/api/v1/matches", params={"status": "running", "limit": 500}).json())


WINDOW = 120.0  # seconds: the one-match window's deadline, a bound the test's matches end well within


def test_one_match_a_slot_keeps_its_streams_open(server: ServerProcess, monkeypatch: pytest.MonkeyPatch) -> None:
    """``--one-match``: each slot plays one match, set up before the window, and keeps its three
    streams open until the window ends, so the window holds moves and nothing else. The window is
    ended once both matches are over and the streams counted (its 120 s deadline a bound only): how
    long ~100 moves a match take is the machine's speed, which a fixed window made a failure."""
    monkeypatch.setattr(load, "GRACE", 0.5)
    assert server.process is not None
    clock = load.CpuClock(server.process.pid, None)
    before = running_matches(server.url)  # the module's server: earlier tests' cut-off matches run on

    async def scenario() -> tuple[Any, float, float]:
        slots = load.Load(server.url, 2, WINDOW, 1, 4, clock, one_match=True)
        running = asyncio.create_task(slots.run())
        await slots.go.wait()
        while await asyncio.to_thread(running_matches, server.url) > before:  # ~100 moves each
            assert not running.done(), "the two matches did not end in the window"
            await asyncio.sleep(0.05)
        during = await asyncio.to_thread(open_streams, server.url)
        counted = time.perf_counter() - slots.totals.window_start
        slots.end_window()
        return await running, during, counted

    totals, during, counted = asyncio.run(scenario())
    assert totals.errors == []
    assert totals.matches_started == totals.matches_finished == 2
    assert totals.moves > 20
    # both matches were over when the streams were counted, in the window, which ended then
    assert max(totals.opponent_sent) < counted <= totals.window_end - totals.window_start < WINDOW
    assert during == 6  # their seats' and spectators' streams, still open
    assert open_streams(server.url) == 0
