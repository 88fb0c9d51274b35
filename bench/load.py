"""Load generator: N concurrent two-player «Победа!» matches over WebSockets, one spectator each.

Every match is created and both seats claimed over HTTP; then each seat and one spectator open the
match's WebSocket stream. A seat keeps a mirror of its own view (hand, board, supply, turn) folded
from the events it receives, chooses a random legal move from it without any HTTP round trip, and
sends it over its socket as soon as it is its turn and its previous move is acknowledged. A
rejected move (the mirror would be wrong) falls back to ``GET .../legal-moves``. A finished match
is replaced by a new one until the time budget ends; with ``--one-match`` it is not, and its three
streams stay open to the end of the window: a window shorter than a match then times the moves
alone, with no set-up or stream close in it (at N = 100 a «Победа!» match lasts 3–5 s here), all
matches having begun together, in step, which serves them more cheaply than a full run's.

Measured per move: send → ``ack`` on the mover's socket, send → the first ``events`` message on
the opponent's socket whose version reaches the move's version, and the same for the spectator.
All times come from one monotonic clock in this one process.

The generator must cost far less CPU a move than the server it loads (it ran at 1.4-1.6 ms a move
with the websockets asyncio client, httpx and full JSON decoding), so its hot path is lean:
- each WebSocket is a ``Socket``, an asyncio buffered protocol speaking just what this load needs
  of RFC 6455; every socket reads into one shared buffer, and each complete message goes, stamped
  with the time of the read that completed it, straight to the seat's or the spectator's callback
  (no task, queue or future a message); a seat sends its next move from that callback;
- messages decode into msgspec Structs with only the fields used, and an ``events`` message only up
  to its ~9 KB ``view`` (``decode_head``); the spectator reads ``version`` and the items' kinds;
- a move is drawn among the legal ones without building them all (``Mirror.choose``);
- the set-up's few HTTP requests go through a small keep-alive client (``Http``);
- the event loop is uvloop's when it is installed;
- the cycle collector is off while moves are timed, as ``timeit`` has it: the records of the
  window's moves grow the heap, and a full collection that growth set off paused this process for
  24 ms in an 8 s run at N = 100, added to the latency of every move in flight then (it runs once
  the window's moves are in).

    python bench/load.py --url http://127.0.0.1:8000 --matches 1 10 100 --duration 20
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import contextlib
import gc
import json
import os
import random
import resource
import ssl
import sys
import time
import urllib.parse
import uuid
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any, TypeVar, cast

import msgspec
from websockets.utils import accept_key, generate_key

try:
    from websockets.speedups import apply_mask
except ImportError:  # websockets built without its C extension
    from websockets.utils import apply_mask

GAME = "pobeda"
T = TypeVar("T")
CORNERS = frozenset({0, 11, 132, 143})
NO_CELL: list[int | None] = [None]  # the cells of a move that names none
Use = tuple[str, str, list[int | None]]  # a card, the type of its moves, the cells they may take
GRACE = 5.0  # seconds after the window for the last moves' acks and deliveries
BUFFER = 262144  # bytes a socket reads at once into the buffer all share (it grows for a larger frame)


@dataclass
class Catalogue:
    """Which event a card names, and which special kind a special card is."""

    event_of: dict[str, str]
    special_of: dict[str, str]

    @classmethod
    def from_content(cls, content: dict[str, Any]) -> Catalogue:
        return cls(
            event_of={e["card"]: e["id"] for e in content["events"]},
            special_of={card: s["id"] for s in content["specials"] for card in s["cards"]},
        )


# What the load generator reads of the server's messages. msgspec skips every other field (the
# ``view``, ~9 KB of every ``events`` message) without building it. The Structs hold no cycles:
# ``gc=False`` keeps them out of the cycle collector's counts and passes.


class Fact(msgspec.Struct, gc=False):
    """The fields of a «Победа!» fact the mirror folds (``type`` names the fact)."""

    type: str
    seat: int = -1
    card: str | None = None
    cell: int = -1
    colour: int = -1
    cells: list[int] = []


class Item(msgspec.Struct, gc=False):
    """A feed item; its ``body`` is decoded (as a ``Fact``) only when ``kind`` is ``fact``."""

    kind: str
    body: msgspec.Raw = msgspec.Raw(b"null")


class Events(msgspec.Struct, tag="events", gc=False):
    version: int
    events: list[Item]


class Ack(msgspec.Struct, tag="ack", gc=False):
    move_id: str
    version: int


class Error(msgspec.Struct, tag="error", gc=False):
    move_id: str | None = None


class Kind(msgspec.Struct, gc=False):
    kind: str


class Watched(msgspec.Struct, tag="events", gc=False):
    """All a spectator reads of an ``events`` message: its version and its items' kinds."""

    version: int
    events: list[Kind]


class Typed(msgspec.Struct, gc=False):
    type: str


class CellView(msgspec.Struct, gc=False):
    cell: int
    event: str | None
    chip: int | None
    star_up: bool


class ColourView(msgspec.Struct, gc=False):
    colour: int
    seats: list[int]
    supply: int


class TableView(msgspec.Struct, gc=False):
    hand: list[str]
    board: list[CellView]
    colours: list[ColourView]
    turn: int | None
    over: bool


class SeatView(msgspec.Struct, gc=False):
    table: TableView


class Snapshot(msgspec.Struct, gc=False):
    """What a seat reads of its snapshot: the parts of its view of the table the mirror starts from."""

    type: str
    version: int = 0
    view: SeatView | None = None


SEAT_MESSAGE = msgspec.json.Decoder(Events | Ack | Error)
FACT = msgspec.json.Decoder(Fact)
WATCHED = msgspec.json.Decoder(Watched)
SNAPSHOT = msgspec.json.Decoder(Snapshot)
TYPED = msgspec.json.Decoder(Typed)
VIEW_KEY = b',"view":'
HEAD = 4096  # bytes of a message looked at for where its view begins


def decode_head(decoder: msgspec.json.Decoder[Any], raw: bytes | memoryview) -> Any:
    """A message decoded without reading its ``view`` when it has one: an ``events`` message ends
    with its ~9 KB view (the server writes the fields in order), and all the seats and the spectator
    read comes before it. The head is the bytes before ``,"view":``, closed by a brace. Those bytes
    cannot occur inside a JSON string (a quote there is escaped), and a cut at a nested key leaves
    brackets open, so the head does not parse: then, and when there is no view or the head lacks a
    field, the whole message is decoded."""
    head = bytes(raw[:HEAD])
    cut = head.find(VIEW_KEY)
    if cut > 0:
        try:
            return decoder.decode(head[:cut] + b"}")
        except msgspec.DecodeError:  # ValidationError included
            pass
    return decoder.decode(raw)


ENCODE = msgspec.json.Encoder().encode


@dataclass
class Mirror:
    """One seat's picture of the table, folded from the facts of its own redacted feed."""

    seat: int
    colour: int
    hand: list[str]
    cell_of: dict[str, int]
    chips: list[int | None]
    star_up: list[bool]
    supply: list[int]
    turn: int | None
    version: int
    open_cells: list[int]  # the cells a plus_one may take when free (not the corners)
    over: bool = False

    @classmethod
    def from_snapshot(cls, seat: int, snapshot: Snapshot) -> Mirror:
        assert snapshot.view is not None
        table = snapshot.view.table
        colour = next(c.colour for c in table.colours if seat in c.seats)
        board = table.board
        return cls(
            seat=seat,
            colour=colour,
            hand=list(table.hand),
            cell_of={c.event: c.cell for c in board if c.event is not None},
            chips=[c.chip for c in board],
            star_up=[c.star_up for c in board],
            supply=[c.supply for c in table.colours],
            turn=table.turn,
            version=snapshot.version,
            open_cells=[c.cell for c in board if c.cell not in CORNERS],
            over=table.over,
        )

    def apply(self, message: Events) -> None:
        for item in message.events:
            kind = item.kind
            if kind == "finished":
                self.over = True
            if kind != "fact":
                continue
            fact = FACT.decode(item.body)
            kind = fact.type
            if kind == "card_played" or kind == "dead_card_discarded":
                if fact.seat == self.seat:
                    self.hand.remove(fact.card)  # type: ignore[arg-type]
            elif kind == "chip_placed":
                self.chips[fact.cell] = fact.colour
                self.supply[fact.colour] -= 1
            elif kind == "chip_removed":
                self.chips[fact.cell] = None
                self.supply[fact.colour] += 1
            elif kind == "line_finished":
                for cell in fact.cells:
                    self.star_up[cell] = self.chips[cell] is not None
            elif kind == "card_drawn":
                if fact.seat == self.seat and fact.card:
                    self.hand.append(fact.card)
            elif kind == "turn_passed":
                self.turn = fact.seat
            elif kind == "game_over":
                self.over = True
        if message.version > self.version:
            self.version = message.version

    def my_turn(self) -> bool:
        return not self.over and self.turn == self.seat

    def legal_moves(self, catalogue: Catalogue) -> list[dict[str, Any]]:
        """Every use of every card in hand, or a discard when none has a use (``play.legal_moves``).
        ``choose`` draws one of these."""
        found: dict[str, list[int | None]] = {}
        uses = [use for use in (self.use(catalogue, card, found) for card in self.hand) if use is not None]
        moves = [self.move(card, kind, cell) for card, kind, cells in uses for cell in cells]
        return moves or [{"type": "discard_dead_card", "card": card} for card in self.hand]

    def use(self, catalogue: Catalogue, card: str, found: dict[str, list[int | None]]) -> Use | None:
        """How ``card`` can be played: its move type and the cells it may take ([None]: a move
        without a cell), or None. ``found`` keeps the free cells and the targets once listed."""
        has_chip = self.supply[self.colour] > 0
        event = catalogue.event_of.get(card)
        if event is not None:
            return (card, "play_event", NO_CELL) if has_chip and self.chips[self.cell_of[event]] is None else None
        kind = catalogue.special_of[card]
        if kind == "plus_one":
            if not has_chip:
                return None
            free = found.get("free")
            if free is None:
                chips = self.chips
                free = found["free"] = [c for c in self.open_cells if chips[c] is None]
            return (card, "play_plus_one", free) if free else None
        targets = found.get("targets")
        if targets is None:
            chips, star_up, colour = self.chips, self.star_up, self.colour
            targets = found["targets"] = [
                c for c in range(len(chips)) if chips[c] is not None and chips[c] != colour and not star_up[c]
            ]
        if not targets or (kind != "minus_one" and not has_chip):
            return None
        return (card, "play_minus_one" if kind == "minus_one" else "play_replace", targets)

    def choose(self, catalogue: Catalogue, rng: random.Random) -> dict[str, Any]:
        """One of ``legal_moves``, each equally likely, without building them all (a ``plus_one`` card
        has a use per free cell): the free cells and the targets are listed once, and a move drawn
        by its index among all."""
        found: dict[str, list[int | None]] = {}
        uses = []
        total = 0
        for card in self.hand:
            use = self.use(catalogue, card, found)
            if use is not None:
                uses.append(use)
                total += len(use[2])
        if not total:
            return {"type": "discard_dead_card", "card": rng.choice(self.hand)}
        pick = rng.randrange(total)
        for card, kind, cells in uses:
            if pick < len(cells):
                return self.move(card, kind, cells[pick])
            pick -= len(cells)
        raise AssertionError("unreachable")

    @staticmethod
    def move(card: str, kind: str, cell: int | None) -> dict[str, Any]:
        return {"type": kind, "card": card} if cell is None else {"type": kind, "card": card, "cell": cell}


@dataclass(slots=True)
class Move:
    seat: int
    sent: float
    acked: float | None = None
    version: int | None = None


@dataclass
class MatchRun:
    """One match under load: its moves and, per socket, when each events message arrived."""

    id: str
    tokens: list[str]
    moves: list[Move] = field(default_factory=list)
    receipts: dict[str, list[tuple[int, float]]] = field(default_factory=dict)
    finished: bool = False

    def received(self, who: str) -> list[tuple[int, float]]:
        """The list ``who``'s (version, arrival time) pairs go into, in arrival order."""
        return self.receipts.setdefault(who, [])

    def delivery(self, who: str, version: int) -> float | None:
        """When ``who`` first received an events message reaching ``version``."""
        got = self.receipts.get(who, [])
        i = bisect.bisect_left(got, (version, -1.0))
        return got[i][1] if i < len(got) else None


@dataclass
class Totals:
    """Everything measured for one value of N."""

    window_start: float = 0.0
    window_end: float = 0.0
    cpu_setup: dict[str, float] = field(default_factory=dict)  # CpuClock sample as the first N set-ups begin
    cpu_start: dict[str, float] = field(default_factory=dict)  # CpuClock samples at the window's ends
    cpu_end: dict[str, float] = field(default_factory=dict)
    ack: list[float] = field(default_factory=list)
    opponent: list[float] = field(default_factory=list)
    opponent_sent: list[float] = field(default_factory=list)  # when each of those moves was sent, in the window
    opponent_match: list[str] = field(default_factory=list)  # and the match each was made in
    spectator: list[float] = field(default_factory=list)
    moves: int = 0
    rejected: int = 0
    fallbacks: int = 0
    matches_started: int = 0
    matches_finished: int = 0
    setup_seconds: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def account(self, run: MatchRun) -> None:
        for move in run.moves:
            if move.acked is None or move.version is None:
                continue
            if not self.window_start <= move.sent < self.window_end:
                continue
            self.moves += 1
            self.ack.append(move.acked - move.sent)
            opponent = run.delivery(f"seat{1 - move.seat}", move.version)
            if opponent is not None:
                self.opponent.append(opponent - move.sent)
                self.opponent_sent.append(move.sent - self.window_start)
                self.opponent_match.append(run.id)
            spectator = run.delivery("spectator", move.version)
            if spectator is not None:
                self.spectator.append(spectator - move.sent)


def percentile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def by_second(totals: Totals) -> list[dict[str, Any]]:
    """The moves sent in each second of the window that reached the opponent, with their latency's
    p50 and p99. The first seconds hold no set-up (the first N matches are set up before the
    window); the later ones hold the set-ups of the matches that replace finished ones."""
    seconds: dict[int, list[float]] = {}
    for at, latency in zip(totals.opponent_sent, totals.opponent, strict=True):
        seconds.setdefault(int(at), []).append(latency)
    return [
        {
            "second": second,
            "moves": len(latencies),
            "opponent_p50_ms": round((percentile(latencies, 0.5) or 0.0) * 1000, 2),
            "opponent_p99_ms": round((percentile(latencies, 0.99) or 0.0) * 1000, 2),
        }
        for second, latencies in sorted(seconds.items())
    ]


@dataclass(frozen=True)
class Address:
    """Where the server is, split once (not for every socket and request)."""

    host: str
    port: int
    secure: bool
    authority: str  # the Host header
    prefix: str  # the URL's path, before each request's

    @classmethod
    def of(cls, url: str) -> Address:
        parts = urllib.parse.urlsplit(url)
        secure = parts.scheme in ("https", "wss")
        port = parts.port or (443 if secure else 80)
        return cls(parts.hostname or "127.0.0.1", port, secure, parts.netloc, parts.path.rstrip("/"))

    def ssl(self) -> ssl.SSLContext | None:
        return ssl.create_default_context() if self.secure else None


class Socket(asyncio.BufferedProtocol):
    """One WebSocket client connection (RFC 6455) as an asyncio protocol, without a task, queue or
    future per message: every complete text message goes, as a view of the bytes read, with the
    time of the read that completed it, to ``on_message`` (set by the match once it has read the
    snapshot; until then messages are copied into ``inbox``).

    Only what this load needs: the opening handshake (checked as websockets checks it), text
    messages, fragmented or not, pings answered, the closing handshake; no extension is offered.
    websockets' sans-I/O ``ClientProtocol`` does all this too, but its generator-based parser cost
    ~17 % of this generator's CPU; a server frame's header is parsed here in a few steps.

    Every socket reads into one shared buffer: the event loop reads one socket at a time and
    ``buffer_updated`` parses at once all that was read; the beginning of a frame not yet whole is
    kept aside (``rest``) and put back at the front of the buffer before the socket's next read."""

    shared = bytearray(BUFFER)
    shared_view = memoryview(shared)

    def __init__(self, address: Address, path: str, max_size: int) -> None:
        self.address = address
        self.path = path
        self.key = generate_key()
        self.max_size = max_size
        self.transport: asyncio.Transport | None = None
        loop = asyncio.get_running_loop()
        self.opened: asyncio.Future[None] = loop.create_future()
        self.lost: asyncio.Future[None] = loop.create_future()
        self.rest = b""  # the bytes read last time and not yet parsed (a frame not yet whole)
        self.need = 0  # the size of the buffer that frame needs
        self.parts: list[bytes] = []  # a fragmented message's frames so far
        self.close_sent = False
        self.close_code: int | None = None  # the server's close frame's code, once received
        self.inbox: list[tuple[bytes, float]] = []
        self.arrived: asyncio.Future[None] | None = None
        self.on_message: Callable[[bytes | memoryview, float], None] = self.keep
        self.on_lost: Callable[[Socket], None] | None = None

    @classmethod
    async def open(
        cls, address: Address, path: str, timeout: float, max_size: int = 2**22, local: str | None = None
    ) -> Socket:
        """``local``: the source address to connect from (a loopback address other than 127.0.0.1
        brings its own ephemeral ports)."""
        loop = asyncio.get_running_loop()
        async with asyncio.timeout(timeout):
            _, socket = await loop.create_connection(
                lambda: cls(address, path, max_size),
                address.host,
                address.port,
                ssl=address.ssl(),
                local_addr=None if local is None else (local, 0),
            )
            try:
                await socket.opened
            except BaseException:
                socket.abort()
                raise
        return socket

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)  # uvloop's is no subclass of asyncio's
        request = (
            f"GET {self.path} HTTP/1.1\r\nHost: {self.address.authority}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {self.key}\r\nSec-WebSocket-Version: 13\r\n"
            "User-Agent: igroteka-bench\r\n\r\n"
        )
        self.transport.write(request.encode())

    def get_buffer(self, sizehint: int) -> memoryview:
        rest = self.rest
        if not rest:
            return Socket.shared_view
        if len(Socket.shared) < max(self.need, 2 * len(rest)):  # a frame larger than the buffer
            Socket.shared = bytearray(max(self.need, 2 * len(rest)))
            Socket.shared_view = memoryview(Socket.shared)
        if rest:
            Socket.shared[: len(rest)] = rest
        return Socket.shared_view[len(rest) :]

    def buffer_updated(self, nbytes: int) -> None:
        """Parse what was read: the handshake's response, then frames. A handler gets a view into
        the buffer, valid only during the call."""
        at = time.perf_counter()
        view = Socket.shared_view
        end = len(self.rest) + nbytes
        start = 0
        if not self.opened.done():
            start = Socket.shared.find(b"\r\n\r\n", 0, end) + 4
            if start < 4:
                self.rest = bytes(view[:end])
                return
            try:
                self.check_response(bytes(view[: start - 4]).decode("latin-1"))
            except Exception as error:
                self.opened.set_exception(error)
                self.abort()
                return
            self.opened.set_result(None)
        self.need = 0
        while end - start >= 2:
            first, second = view[start], view[start + 1]
            length, head = second & 0x7F, 2
            if length == 126:
                if end - start < 4:
                    break
                length, head = int.from_bytes(view[start + 2 : start + 4], "big"), 4
            elif length == 127:
                if end - start < 10:
                    break
                length, head = int.from_bytes(view[start + 2 : start + 10], "big"), 10
            if second & 0x80 or first & 0x70 or length > self.max_size:  # masked, RSV bits, too big
                self.fail(1002 if length <= self.max_size else 1009)
                return
            stop = start + head + length
            if stop > end:
                self.need = head + length
                break
            payload = view[start + head : stop]
            start = stop
            opcode = first & 0x0F
            if opcode == 0x1 or (opcode == 0x0 and self.parts):
                if first & 0x80 and not self.parts:
                    self.on_message(payload, at)
                else:
                    self.parts.append(bytes(payload))
                    if first & 0x80:
                        message, self.parts = b"".join(self.parts), []
                        self.on_message(message, at)
            elif opcode == 0x9:  # ping
                self.write_frame(0xA, bytes(payload))
            elif opcode == 0x8:  # close: answer it (echo the code), then the server closes the TCP connection
                self.close_code = int.from_bytes(payload[:2], "big") if len(payload) >= 2 else 1005
                self.send_close(self.close_code if len(payload) >= 2 else 1000)
            elif opcode != 0xA:  # pong: nothing to do; binary or a stray continuation: not ours
                self.fail(1003)
                return
        self.rest = bytes(view[start:end]) if start < end else b""

    def check_response(self, head: str) -> None:
        status, *lines = head.split("\r\n")
        if status.split(" ", 2)[1:2] != ["101"]:
            raise ConnectionError(f"WebSocket handshake refused: {status}")
        headers: dict[str, str] = {}
        for line in lines:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        if headers.get("upgrade", "").lower() != "websocket":
            raise ConnectionError(f"WebSocket handshake: Upgrade: {headers.get('upgrade')!r}")
        if "upgrade" not in [token.strip().lower() for token in headers.get("connection", "").split(",")]:
            raise ConnectionError(f"WebSocket handshake: Connection: {headers.get('connection')!r}")
        if headers.get("sec-websocket-accept") != accept_key(self.key):
            raise ConnectionError("WebSocket handshake: wrong Sec-WebSocket-Accept")
        if headers.get("sec-websocket-extensions"):
            raise ConnectionError("WebSocket handshake: an extension was not offered")

    def write_frame(self, opcode: int, payload: bytes) -> None:
        """One final frame, masked as a client's must be."""
        assert self.transport is not None
        size = len(payload)
        if size < 126:
            head = bytes((0x80 | opcode, 0x80 | size))
        elif size < 65536:
            head = bytes((0x80 | opcode, 0xFE)) + size.to_bytes(2, "big")
        else:
            head = bytes((0x80 | opcode, 0xFF)) + size.to_bytes(8, "big")
        mask = os.urandom(4)
        self.transport.write(head + mask + apply_mask(payload, mask))

    def send(self, text: bytes) -> None:
        self.write_frame(0x1, text)

    def send_close(self, code: int) -> None:
        if not self.close_sent and self.transport is not None and not self.transport.is_closing():
            self.close_sent = True
            self.write_frame(0x8, code.to_bytes(2, "big"))

    def fail(self, code: int) -> None:
        """A protocol error: a close frame, then the connection closes."""
        self.send_close(code)
        self.on_message = self.ignore
        if self.transport is not None:
            self.transport.close()

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.opened.done():
            self.opened.set_exception(ConnectionError(f"connection lost during the handshake: {exc!r}"))
        if not self.lost.done():
            self.lost.set_result(None)
        if self.on_lost is not None:
            self.on_lost(self)

    def keep(self, message: bytes | memoryview, at: float) -> None:
        self.inbox.append((bytes(message), at))
        if self.arrived is not None and not self.arrived.done():
            self.arrived.set_result(None)

    def ignore(self, message: bytes | memoryview, at: float) -> None:
        pass

    async def first(self) -> bytes:
        """The first message (the snapshot), once it has come."""
        while not self.inbox:
            if self.lost.done():
                raise ConnectionError("the socket closed before its first message")
            self.arrived = asyncio.get_running_loop().create_future()
            await asyncio.wait([self.arrived, self.lost], return_when=asyncio.FIRST_COMPLETED)
        return self.inbox.pop(0)[0]

    def listen(self, on_message: Callable[[bytes | memoryview, float], None]) -> None:
        """Hand every message from now on (and any that came after the first) to ``on_message``."""
        self.on_message = on_message
        early, self.inbox = self.inbox, []
        for message, at in early:
            on_message(message, at)

    def abort(self) -> None:
        if self.transport is not None:
            self.transport.abort()

    async def close(self, timeout: float = 5.0) -> None:
        """The closing handshake: a close frame, then wait for the server to close the connection."""
        self.on_lost = None
        self.on_message = self.ignore
        self.send_close(1000)
        try:
            async with asyncio.timeout(timeout):
                await asyncio.shield(self.lost)
        except TimeoutError:
            self.abort()


class HttpError(Exception):
    pass


class Http:
    """A small HTTP/1.1 keep-alive client for the JSON requests of the set-up (a match and its two
    seats) and of the rare fallback to legal moves. httpx spent ~1 ms of CPU a request here, mostly
    in its connection pool; this one keeps idle connections in a list."""

    def __init__(self, address: Address, timeout: float) -> None:
        self.address = address
        self.timeout = timeout
        self.idle: list[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = []

    async def get(self, path: str, token: str | None = None) -> Any:
        return await self.request("GET", path, None, token)

    async def post(self, path: str, body: Any) -> Any:
        return await self.request("POST", path, body, None)

    async def request(self, method: str, path: str, body: Any, token: str | None) -> Any:
        """The decoded JSON body of a 2xx response; ``HttpError`` for any other status."""
        payload = b"" if body is None else ENCODE(body)
        address = self.address
        head = f"{method} {address.prefix}{path} HTTP/1.1\r\nHost: {address.authority}\r\nAccept: application/json\r\n"
        if body is not None:
            head += "Content-Type: application/json\r\n"
        if token is not None:
            head += f"Authorization: Bearer {token}\r\n"
        data = f"{head}Content-Length: {len(payload)}\r\n\r\n".encode() + payload
        async with asyncio.timeout(self.timeout):
            while True:
                reused = bool(self.idle)
                reader, writer = self.idle.pop() if reused else await self.connect()
                if reused and (reader.at_eof() or writer.is_closing()):
                    writer.close()
                    continue
                try:
                    writer.write(data)
                    status, keep, content = await self.response(reader)
                except (ConnectionError, asyncio.IncompleteReadError):
                    writer.close()
                    if reused:  # the server had closed the idle connection: the request never ran
                        continue
                    raise
                except BaseException:
                    writer.close()
                    raise
                break
        if keep:
            self.idle.append((reader, writer))
        else:
            writer.close()
        if not 200 <= status < 300:
            raise HttpError(f"{method} {path}: {status} {content[:300]!r}")
        return msgspec.json.decode(content)

    async def connect(self) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        address = self.address
        return await asyncio.open_connection(address.host, address.port, ssl=address.ssl())

    @staticmethod
    async def response(reader: asyncio.StreamReader) -> tuple[int, bool, bytes]:
        """The status, whether the connection stays open, and the body."""
        lines = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1").split("\r\n")
        version, status = lines[0].split(" ", 2)[:2]
        headers = {}
        for line in lines[1:]:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip().lower()
        keep = headers.get("connection", "keep-alive" if version == "HTTP/1.1" else "close") != "close"
        if headers.get("transfer-encoding", "identity") == "chunked":
            chunks = []
            while size := int((await reader.readuntil(b"\r\n")).split(b";")[0], 16):
                chunks.append((await reader.readexactly(size + 2))[:-2])
            while await reader.readuntil(b"\r\n") != b"\r\n":  # trailers
                pass
            return int(status), keep, b"".join(chunks)
        if "content-length" in headers:
            return int(status), keep, await reader.readexactly(int(headers["content-length"]))
        return int(status), False, await reader.read()

    def close(self) -> None:
        for _, writer in self.idle:
            writer.close()
        self.idle.clear()


class Load:
    """Runs N match slots against one server for a bounded time."""

    def __init__(
        self,
        url: str,
        matches: int,
        duration: float,
        seed: int,
        setup_parallel: int,
        clock: CpuClock,
        one_match: bool = False,
    ) -> None:
        self.clock = clock
        self.one_match = one_match
        self.address = Address.of(url)
        self.matches = matches
        self.duration = duration
        self.rng = random.Random(seed)
        self.setup_gate = asyncio.Semaphore(setup_parallel)
        self.totals = Totals()
        self.catalogue: Catalogue | None = None
        self.http = Http(self.address, timeout=30)
        self.go = asyncio.Event()
        self.over = asyncio.Event()  # the window's end: its deadline, or end_window's call
        self.deadline = float("inf")
        self.move_ids = MoveIds()

    async def run(self) -> Totals:
        try:
            self.catalogue = Catalogue.from_content(await self.http.get(f"/api/v1/games/{GAME}/content"))
            ready = [asyncio.Event() for _ in range(self.matches)]
            self.totals.cpu_setup = self.clock.sample()
            slots = [asyncio.create_task(self.slot(i, ready[i])) for i in range(self.matches)]
            await asyncio.wait_for(asyncio.gather(*(r.wait() for r in ready)), timeout=120)
            self.totals.window_start = time.perf_counter()
            self.deadline = self.totals.window_start + self.duration
            self.totals.window_end = self.deadline
            gc.disable()
            self.go.set()
            self.totals.cpu_start = self.clock.sample()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.over.wait(), self.duration)
            self.end_window()
            self.totals.cpu_end = self.clock.sample()
            # Moves sent before the deadline may still be acknowledged and delivered (p99 ≈ 2-3 s at N=100).
            await asyncio.sleep(GRACE)
            for task in slots:
                task.cancel()
            await asyncio.gather(*slots, return_exceptions=True)
        finally:
            gc.enable()
            self.http.close()
        return self.totals

    def end_window(self) -> None:
        """End the window now, before its deadline if that is later (a caller that saw what it
        waited for: the tests' one-match run, once its matches are over and counted)."""
        if not self.over.is_set():
            self.deadline = self.totals.window_end = min(self.deadline, time.perf_counter())
            self.over.set()

    async def slot(self, index: int, ready: asyncio.Event) -> None:
        """Play matches one after another in this slot until the deadline (``one_match``: one, its
        streams closed only once the window is over)."""
        while time.perf_counter() < self.deadline:
            run: MatchRun | None = None
            try:
                run, sockets = await self.open_match()
                try:
                    if not ready.is_set():
                        ready.set()
                        await self.go.wait()
                    await self.play(run, sockets)
                    if self.one_match:
                        await self.over.wait()
                finally:
                    await asyncio.gather(*(socket.close() for socket in sockets))
            except asyncio.CancelledError:
                raise
            except Exception as error:
                self.totals.errors.append(f"slot {index}: {error!r}")
                ready.set()
                await asyncio.sleep(0.5)
            finally:
                if run is not None:
                    self.totals.account(run)
                    self.totals.matches_finished += run.finished
            if self.one_match:
                return

    async def open_match(self) -> tuple[MatchRun, list[Socket]]:
        async with self.setup_gate:
            began = time.perf_counter()
            body = {"game": GAME, "seats": 2, "options": {}, "bots": []}
            created = await self.http.post("/api/v1/matches", body)
            match_id = created["id"]
            tokens = []
            for seat in (0, 1):
                claim = {"seat": seat, "name": f"bench{seat}"}
                claimed = await self.http.post(f"/api/v1/matches/{match_id}/seats", claim)
                tokens.append(claimed["token"])
            stream = f"{self.address.prefix}/api/v1/matches/{match_id}/stream"
            opening = [
                asyncio.create_task(Socket.open(self.address, path, timeout=30))
                for path in (f"{stream}?token={tokens[0]}", f"{stream}?token={tokens[1]}", stream)
            ]
            try:
                sockets = await asyncio.gather(*opening)
            except BaseException:
                for task in opening:
                    if task.done() and not task.cancelled() and task.exception() is None:
                        task.result().abort()
                    task.cancel()
                raise
            self.totals.setup_seconds.append(time.perf_counter() - began)
            self.totals.matches_started += 1
        return MatchRun(id=match_id, tokens=tokens), list(sockets)

    async def play(self, run: MatchRun, sockets: list[Socket]) -> None:
        snapshots = [await socket.first() for socket in sockets]
        seats = [SNAPSHOT.decode(snapshots[seat]) for seat in (0, 1)]
        kinds = [snapshot.type for snapshot in seats] + [TYPED.decode(snapshots[2]).type]
        if kinds != ["snapshot"] * 3:
            raise RuntimeError(f"expected three snapshots, got {kinds}")
        assert self.catalogue is not None
        table = Table(self, run, sockets)
        players = [
            Player(table, seat, sockets[seat], Mirror.from_snapshot(seat, seats[seat]), self.rng.random())
            for seat in (0, 1)
        ]
        Watcher(table, sockets[2])
        for player in players:
            player.start()
        await table.done

    async def legal_http(self, run: MatchRun, seat: int) -> list[dict[str, Any]]:
        legal = await self.http.get(f"/api/v1/matches/{run.id}/legal-moves", token=run.tokens[seat])
        return legal["moves"]


class MoveIds:
    """Fresh version-4 UUIDs as text, cheaper than ``str(uuid.uuid4())`` a move: a random prefix
    drawn once (not from the seeded generator: every run gets new ids), then a counter in the last
    twelve hex digits."""

    def __init__(self) -> None:
        self.prefix = str(uuid.uuid4())[:24]
        self.count = 0

    def next(self) -> str:
        self.count += 1
        return f"{self.prefix}{self.count & 0xFFFFFFFFFFFF:012x}"


class Table:
    """One match being played: its three sockets' handlers report here; ``done`` resolves once both
    seats have seen the match end and the spectator has seen ``finished`` (or fails when a socket
    closes first or a handler fails)."""

    def __init__(self, load: Load, run: MatchRun, sockets: list[Socket]) -> None:
        self.load = load
        self.run = run
        self.done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.waiting = 3
        for socket in sockets:
            socket.on_lost = self.lost

    def ended(self) -> None:
        """One of the three has seen the end of the match."""
        self.waiting -= 1
        if self.waiting == 0 and not self.done.done():
            self.done.set_result(None)

    def lost(self, socket: Socket) -> None:
        if not self.done.done():
            self.done.set_exception(
                ConnectionError(f"a socket closed during the match (close code {socket.close_code})")
            )

    def fail(self, error: BaseException) -> None:
        if not self.done.done():
            self.done.set_exception(error)


class Watcher:
    """The spectator: notes when each ``events`` message arrived, by version; reads nothing else."""

    def __init__(self, table: Table, socket: Socket) -> None:
        self.table = table
        self.receipts = table.run.received("spectator")
        self.watching = True
        socket.listen(self.message)

    def message(self, raw: bytes | memoryview, at: float) -> None:
        if not self.watching:
            return
        try:
            message = decode_head(WATCHED, raw)
        except msgspec.ValidationError:
            return  # another kind of message (none is sent to this load's sockets)
        except msgspec.DecodeError as error:
            self.table.fail(error)
            return
        self.receipts.append((message.version, at))
        for item in message.events:
            if item.kind == "finished":
                self.watching = False
                self.table.ended()
                return


class Player:
    """A seat: moves whenever it is its turn, its last move is acknowledged and seen."""

    def __init__(self, table: Table, seat: int, socket: Socket, mirror: Mirror, seed: float) -> None:
        self.table = table
        self.load = table.load
        self.run = table.run
        self.seat = seat
        self.socket = socket
        self.mirror = mirror
        self.rng = random.Random(seed)
        self.receipts = table.run.received(f"seat{seat}")
        self.pending: tuple[str, Move] | None = None
        self.busy = False  # fetching legal moves over HTTP after a rejected move
        self.acked_version = 0
        self.fallback = False
        self.playing = True
        assert self.load.catalogue is not None
        self.catalogue = self.load.catalogue

    def start(self) -> None:
        self.socket.listen(self.message)
        if self.playing and self.mirror.my_turn():
            self.move()

    def message(self, raw: bytes | memoryview, at: float) -> None:
        if not self.playing:
            return
        try:
            self.handle(raw, at)
        except Exception as error:
            self.playing = False
            self.table.fail(error)

    def handle(self, raw: bytes | memoryview, at: float) -> None:
        try:
            message = decode_head(SEAT_MESSAGE, raw)
        except msgspec.ValidationError:
            return  # another kind of message (none is sent to this load's sockets)
        mirror = self.mirror
        kind = type(message)
        if kind is Events:
            self.receipts.append((message.version, at))
            mirror.apply(message)
        elif kind is Ack:
            pending = self.pending
            if pending is not None and message.move_id == pending[0]:
                pending[1].acked, pending[1].version = at, message.version
                self.acked_version = message.version
                self.pending = None
        elif kind is Error:
            self.load.totals.rejected += 1
            self.pending, self.fallback = None, True
        if mirror.over:
            self.playing = False
            self.run.finished = True
            self.table.ended()
            return
        if (
            self.pending is None
            and not self.busy
            and mirror.my_turn()
            and mirror.version >= self.acked_version
            and time.perf_counter() < self.load.deadline
        ):
            self.move()

    def move(self) -> None:
        if self.fallback:
            self.fallback = False
            self.busy = True
            self.load.totals.fallbacks += 1
            task = asyncio.ensure_future(self.move_from_http())
            task.add_done_callback(self.fallback_done)
            return
        self.send(self.mirror.choose(self.catalogue, self.rng))

    async def move_from_http(self) -> None:
        moves = await self.load.legal_http(self.run, self.seat)
        self.busy = False
        if self.playing:
            self.send(self.rng.choice(moves))

    def fallback_done(self, task: asyncio.Future[None]) -> None:
        self.busy = False
        if not task.cancelled() and task.exception() is not None:
            self.playing = False
            self.table.fail(task.exception())  # type: ignore[arg-type]

    def send(self, move: dict[str, Any]) -> None:
        move_id = self.load.move_ids.next()
        record = Move(seat=self.seat, sent=time.perf_counter())
        self.socket.send(ENCODE({"type": "move", "move_id": move_id, "move": move}))
        self.run.moves.append(record)
        self.pending = (move_id, record)


class CpuClock:
    """CPU seconds of this process, of the server, of PostgreSQL (postmaster and backends), of the machine."""

    def __init__(self, server_pid: int | None, postgres_pid: int | None) -> None:
        self.server_pid = server_pid
        self.postgres_pid = postgres_pid
        self.tick = os.sysconf("SC_CLK_TCK")

    @staticmethod
    def stat(pid: int | str) -> list[str]:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()

    def process(self, pid: int, children: bool) -> float:
        """utime + stime (+ reaped children's) of ``pid``, plus its live children's when asked."""
        fields = self.stat(pid)
        ticks = sum(int(v) for v in fields[11 : 15 if children else 13])
        if children:
            for entry in os.listdir("/proc"):
                if entry.isdigit():
                    try:
                        child = self.stat(entry)
                    except OSError:
                        continue
                    if int(child[1]) == pid:
                        ticks += int(child[11]) + int(child[12])
        return ticks / self.tick

    def sample(self) -> dict[str, float]:
        own = resource.getrusage(resource.RUSAGE_SELF)
        sample = {"wall": time.perf_counter(), "client": own.ru_utime + own.ru_stime}
        if self.server_pid:
            sample["server"] = self.process(self.server_pid, children=True)  # with --workers K: its K workers
            sample.update(self.threads(self.server_pid))
        if self.postgres_pid:
            sample["postgres"] = self.process(self.postgres_pid, children=True)
        with open("/proc/stat") as stat:
            cpu = [int(v) for v in stat.readline().split()[1:]]
        sample["machine_busy"] = (sum(cpu) - cpu[3] - cpu[4]) / self.tick
        return sample

    def threads(self, pid: int) -> dict[str, float]:
        """CPU seconds of each kind of thread of ``pid`` (``thread:`` and its name less any number
        at its end, as ``/proc`` knows it: bench/threads.py names a served process's threads),
        threads that ended included (as ``thread:ended``); and of those seconds, the kernel's
        (``thread:NAME (sys)``)."""
        kinds: dict[str, float] = {}
        alive = 0.0
        for task in os.listdir(f"/proc/{pid}/task"):
            try:
                with open(f"/proc/{pid}/task/{task}/comm") as comm:
                    name = comm.read().strip()
                fields = self.stat(f"{pid}/task/{task}")
            except OSError:
                continue
            seconds = (int(fields[11]) + int(fields[12])) / self.tick
            kind = "thread:" + name.rstrip("0123456789").rstrip("_-")
            kinds[kind] = kinds.get(kind, 0.0) + seconds
            kinds[kind + " (sys)"] = kinds.get(kind + " (sys)", 0.0) + int(fields[12]) / self.tick
            alive += seconds
        fields = self.stat(pid)
        kinds["thread:ended"] = (int(fields[11]) + int(fields[12])) / self.tick - alive
        return kinds

    def server_rss_mb(self) -> float | None:
        """The resident set size of the server process and its workers now, in MiB."""
        if not self.server_pid:
            return None
        pids = [self.server_pid]
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    if int(self.stat(entry)[1]) == self.server_pid:
                        pids.append(int(entry))
                except OSError:
                    continue
        return round(sum(rss_kib(pid) for pid in pids) / 1024, 1)


def rss_kib(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


DB_STATS = (
    "SELECT xact_commit, xact_rollback, tup_returned, tup_fetched, tup_inserted,"
    " (pg_current_wal_lsn() - '0/0'::pg_lsn)::bigint"
    " FROM pg_stat_database WHERE datname = current_database()"
)


def db_stats(url: str | None) -> dict[str, int]:
    """The server database's transaction and row counters (flushed by PostgreSQL within ~1 s), and the
    WAL position (bytes written by the whole cluster: only the server writes during a run)."""
    if not url:
        return {}
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        row = conn.execute(DB_STATS).fetchone()
    names = ("xact_commit", "xact_rollback", "tup_returned", "tup_fetched", "tup_inserted", "wal_bytes")
    return dict(zip(names, row or (), strict=False))


def summarise(n: int, totals: Totals, db: dict[str, int], rss: float | None) -> dict[str, Any]:
    """The figures of one N. CPU is read over the window of moves only: the set-up of the first N
    matches comes before it (matches begun within the window count, as part of the load)."""
    window = totals.window_end - totals.window_start
    before, after = totals.cpu_start, totals.cpu_end
    wall = after["wall"] - before["wall"] if after else 0.0

    def ms(values: list[float], q: float) -> float | None:
        value = percentile(values, q)
        return None if value is None else round(value * 1000, 2)

    def cores(key: str) -> float | None:
        return round((after[key] - before[key]) / wall, 2) if key in after and wall else None

    def per_move(key: str) -> float | None:
        return round((after[key] - before[key]) * 1000 / totals.moves, 2) if key in after and totals.moves else None

    def per_setup(key: str) -> float | None:
        """CPU ms a match set up (created, two seats claimed, three streams opened), over the first
        N set-ups, before the window: the load pays it again for every match begun within it."""
        start = totals.cpu_setup
        return round((before[key] - start[key]) * 1000 / n, 2) if key in start and key in before else None

    def db_per_move(key: str, digits: int = 2) -> float | None:
        return round(db[key] / totals.moves, digits) if key in db and totals.moves else None

    return {
        "matches": n,
        "window_s": round(window, 2),
        "moves": totals.moves,
        "moves_per_s": round(totals.moves / window, 1) if window else 0.0,
        "ack_p50_ms": ms(totals.ack, 0.5),
        "ack_p99_ms": ms(totals.ack, 0.99),
        "opponent_p50_ms": ms(totals.opponent, 0.5),
        "opponent_p99_ms": ms(totals.opponent, 0.99),
        "spectator_p50_ms": ms(totals.spectator, 0.5),
        "spectator_p99_ms": ms(totals.spectator, 0.99),
        "delivered_to_opponent": len(totals.opponent),
        "rejected_moves": totals.rejected,
        "http_fallbacks": totals.fallbacks,
        "matches_started": totals.matches_started,
        "matches_finished": totals.matches_finished,
        "setup_p50_ms": ms(totals.setup_seconds, 0.5),
        "server_cpu_ms_per_move": per_move("server"),
        "postgres_cpu_ms_per_move": per_move("postgres"),
        "client_cpu_ms_per_move": per_move("client"),
        "server_cpu_ms_per_setup": per_setup("server"),
        "server_threads_us_per_move": {
            key.removeprefix("thread:"): round((after[key] - before.get(key, 0.0)) * 1e6 / totals.moves, 1)
            for key in sorted(after)
            if key.startswith("thread:") and totals.moves
        },
        "rows_per_move": db_per_move("tup_inserted"),
        "transactions_per_move": db_per_move("xact_commit"),
        "wal_bytes_per_move": db_per_move("wal_bytes", 0),
        "server_rss_mb": rss,
        "cpu_cores_client": cores("client"),
        "cpu_cores_server": cores("server"),
        "cpu_cores_postgres": cores("postgres"),
        "cpu_cores_machine": cores("machine_busy"),
        "db_per_move": {k: round(v / totals.moves, 2) for k, v in db.items()} if totals.moves else {},
        "by_second": by_second(totals),
        "errors": totals.errors[:10],
    }


def fmt(value: Any, width: int) -> str:
    return ("-" if value is None else str(value)).rjust(width)


def table(results: list[dict[str, Any]], reference: dict[str, float]) -> str:
    columns = [
        ("K", "workers"),
        ("N", "matches"),
        ("moves/s", "moves_per_s"),
        ("opp p50 ms", "opponent_p50_ms"),
        ("opp p99 ms", "opponent_p99_ms"),
        ("ack p50 ms", "ack_p50_ms"),
        ("ack p99 ms", "ack_p99_ms"),
        ("spec p99 ms", "spectator_p99_ms"),
        ("srv cpu ms/move", "server_cpu_ms_per_move"),
        ("pg cpu ms/move", "postgres_cpu_ms_per_move"),
        ("cli cpu ms/move", "client_cpu_ms_per_move"),
        ("rows/move", "rows_per_move"),
        ("xacts/move", "transactions_per_move"),
        ("WAL B/move", "wal_bytes_per_move"),
        ("srv RSS MB", "server_rss_mb"),
        ("srv cpu ms/setup", "server_cpu_ms_per_setup"),
    ]
    ratios = [(f"÷ {name}", name) for name in reference]
    cpu = [
        ("cpu srv", "cpu_cores_server"),
        ("cpu pg", "cpu_cores_postgres"),
        ("cpu cli", "cpu_cores_client"),
        ("cpu all", "cpu_cores_machine"),
    ]
    head = [title for title, _ in columns + ratios + cpu]
    widths = [max(len(h), 9) for h in head]
    lines = ["  ".join(h.rjust(w) for h, w in zip(head, widths, strict=True))]
    for result in results:
        cells = [result[key] for _, key in columns]
        cells += [f"{result['moves_per_s'] / tps:.3f}" if tps else None for tps in reference.values()]
        cells += [result[key] for _, key in cpu]
        lines.append("  ".join(fmt(c, w) for c, w in zip(cells, widths, strict=True)))
    refs = ", ".join(f"{name} = {tps:.0f} TPS" for name, tps in reference.items())
    if refs:
        lines.append(f"reference (pgbench, 16 clients, same run): {refs}")
    return "\n".join(lines)


async def main_async(args: argparse.Namespace) -> list[dict[str, Any]]:
    clock = CpuClock(args.server_pid, args.postgres_pid)
    results = []
    for n in args.matches:
        db_before = await asyncio.to_thread(db_stats, args.database_url)
        totals = await Load(args.url, n, args.duration, args.seed, args.setup_parallel, clock, args.one_match).run()
        rss = clock.server_rss_mb()
        await asyncio.sleep(1.5)
        db_after = await asyncio.to_thread(db_stats, args.database_url)
        db = {k: db_after[k] - db_before[k] for k in db_after}
        result = {"workers": args.workers, **summarise(n, totals, db, rss)}
        results.append(result)
        print(json.dumps(result), file=sys.stderr, flush=True)
        if args.moves:
            with open(args.moves, "a") as out:
                out.write(json.dumps(timed_moves(n, args.workers, totals)) + "\n")
    return results


def timed_moves(n: int, workers: int, totals: Totals) -> dict[str, Any]:
    """Each timed move as [match, seconds into the window it was sent, ms until the opponent had it]."""
    moves = zip(totals.opponent_match, totals.opponent_sent, totals.opponent, strict=True)
    return {
        "matches": n,
        "workers": workers,
        "moves": [[match, round(sent, 4), round(latency * 1000, 3)] for match, sent, latency in moves],
    }


def parse_reference(items: list[str]) -> dict[str, float]:
    reference = {}
    for item in items:
        name, _, value = item.partition("=")
        reference[name] = float(value)
    return reference


def run_loop(main: Coroutine[Any, Any, T]) -> T:
    """On uvloop when it is installed (uvicorn's standard extras bring it): its event loop costs
    this generator less CPU a message than asyncio's."""
    try:
        import uvloop
    except ImportError:
        return asyncio.run(main)
    return uvloop.run(main)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True, help="the server, e.g. http://127.0.0.1:8000")
    parser.add_argument("--matches", type=int, nargs="+", default=[1, 10, 100], help="values of N")
    parser.add_argument("--duration", type=float, default=20.0, help="seconds of load per N")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--setup-parallel", type=int, default=16, help="matches set up at once")
    parser.add_argument("--server-pid", type=int, help="measure this process's (and its workers') CPU time")
    parser.add_argument("--postgres-pid", type=int, help="measure this postmaster's and its backends' CPU time")
    parser.add_argument("--database-url", help="the server's database, for transactions per move")
    parser.add_argument("--reference", nargs="*", default=[], help="NAME=TPS measured beside (pgbench)")
    parser.add_argument("--json", help="write the results here")
    parser.add_argument("--workers", type=int, default=1, help="server worker processes (for the report)")
    parser.add_argument("--moves", help="append every timed move here, a JSON line per N (read by bench/moves.py)")
    parser.add_argument(
        "--one-match", action="store_true", help="one match a slot, its streams open to the window's end"
    )
    args = parser.parse_args()
    results = run_loop(main_async(args))
    reference = parse_reference(args.reference)
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"reference_tps": reference, "results": results}, out, indent=2)
    print(table(results, reference))
    return 0


if __name__ == "__main__":
    sys.exit(main())
