"""A WebSocket fuzzer: random, truncated, deeply nested, oversized and almost-valid frames sent to
match streams, as a seat and as a spectator. A server error (close 1011) or a traceback in the
server's log is a failure; every other answer (an ``error`` message, a documented close) is fine."""

from __future__ import annotations

import json
import random
import string
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

# The server's documented closes, 1007 (RFC 6455: a text frame that is not UTF-8) and 1006: the
# connection ended before its close frame was read (the server closing on an oversized frame while
# the fuzzer still sends). 1011 is the server failing.
DOCUMENTED_CLOSES = {1000, 1006, 1007, 1008, 1009, 1013, 4008}


@dataclass
class Report:
    frames: int = 0
    connections: int = 0
    closes: dict[int, int] = field(default_factory=dict)
    server_errors: list[str] = field(default_factory=list)


def text(rng: random.Random, size: int) -> str:
    return "".join(rng.choice(string.printable + "ёжЖ€\u202e\u200b") for _ in range(size))


def hostile_text(rng: random.Random, legal: list[Any]) -> str | bytes:
    """A text frame of issue 40's kinds: not UTF-8 (bytes, sent as text; UTF-16 among them), NUL
    bytes, a key given twice, a number in another notation, a byte-order mark."""
    move = json.dumps({"type": "move", "move_id": str(uuid.uuid4()), "move": rng.choice(legal or [{}])})
    return rng.choice(
        [
            move.encode()[: rng.randrange(1, len(move))] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xfe"]),
            move.replace('"move"', '"mo\x00ve"', 1),
            '{"type": "ping", "x": "\\u0000"}',
            '{"type": "ping", "type": "move"}',
            move[:-1] + ', "move_id": "' + str(uuid.uuid4()) + '"}',
            '{"type": "move", "move_id": "' + str(uuid.uuid4()) + '", "expected_version": 1e3, "move": {}}',
            '{"type": "move", "move_id": "' + str(uuid.uuid4()) + '", "expected_version": 1.0, "move": {}}',
            '\ufeff{"type": "ping"}',
            '{"type": "ping"}'.encode("utf-16"),
        ]
    )


def frame(rng: random.Random, legal: list[Any]) -> str | bytes:
    """One hostile frame, of a kind chosen at random."""
    kind = rng.randrange(10)
    if kind == 9:
        return hostile_text(rng, legal)
    if kind == 0:
        return text(rng, rng.randrange(0, 200))
    if kind == 1:
        return rng.randbytes(rng.randrange(1, 300))
    if kind == 2:
        depth = rng.choice([50, 500, 5_000, 20_000])
        return "[" * depth + "]" * depth if rng.random() < 0.5 else '{"a":' * depth + "1" + "}" * depth
    if kind == 3:
        whole = json.dumps({"type": "move", "move_id": str(uuid.uuid4()), "move": rng.choice(legal or [{}])})
        return whole[: rng.randrange(1, len(whole))]
    if kind == 4:
        return json.dumps({"type": "move", "move_id": str(uuid.uuid4()), "move": rng.choice(legal or [{}])})
    if kind == 5:
        move = dict(rng.choice(legal or [{"type": "x"}]))
        move[rng.choice(list(move) or ["type"])] = rng.choice([None, -1, 2**70, "", [], {}, text(rng, 8)])
        return json.dumps({"type": "move", "move_id": rng.choice([str(uuid.uuid4()), "", "x", 5]), "move": move})
    if kind == 6:
        return json.dumps({"type": rng.choice(["ping", "pong", "snapshot", "events", "", None, 7]), "x": text(rng, 5)})
    if kind == 7:
        return "x" * rng.choice([70_000, 200_000])  # beyond the frame limit
    return json.dumps(rng.choice([None, 1, "move", [], {}, {"type": "move"}, {"type": "move", "move": None}]))


def fuzz_streams(ws_url: str, targets: list[tuple[str, str | None, list[Any]]], frames: int, seed: int) -> Report:
    """Send ``frames`` hostile frames over streams of ``targets`` (match, token or None, legal
    moves to mutate), opening another stream whenever the server closes one."""
    rng = random.Random(seed)
    report = Report()
    deadline = time.monotonic() + 600
    while report.frames < frames and time.monotonic() < deadline:
        match, token, legal = rng.choice(targets)
        name = rng.choice(["token", "token", "%74oken", "tok%65n"])  # the server decodes the name
        query = f"?{name}={token}" if token else ""
        if rng.random() < 0.1:  # a stream opened after a version in another notation is refused
            query += ("&" if query else "?") + "after=" + rng.choice(["1e3", "1.0", "+1", "0x1", "%2B1", "0"])
        with connect(f"{ws_url}/api/v1/matches/{match}/stream{query}", proxy=None, max_size=2**24) as socket:
            report.connections += 1
            code = one_stream(socket, rng, legal, report, frames)
        if code is not None:
            report.closes[code] = report.closes.get(code, 0) + 1
            if code not in DOCUMENTED_CLOSES:
                report.server_errors.append(f"close {code}")
    return report


def one_stream(
    socket: ClientConnection, rng: random.Random, legal: list[Any], report: Report, frames: int
) -> int | None:
    """Fuzz one stream until the server closes it (its close code) or enough frames went (None)."""
    while report.frames < frames:
        try:
            sent = frame(rng, legal)
            socket.send(sent, text=isinstance(sent, bytes) and sent.startswith((b"{", b"\xff\xfe")))
            report.frames += 1
            while True:  # drain what the server answered so far
                socket.recv(timeout=0.01 if rng.random() < 0.98 else 0.2)
        except TimeoutError:
            continue
        except ConnectionClosed as closed:
            return closed.rcvd.code if closed.rcvd else 1006
    return None
