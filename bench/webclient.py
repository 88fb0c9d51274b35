"""The reference web client's requests around a move (web/src/match.ts, served as
server/web/static/js/match.js), replayed by N concurrent «Победа!» matches, and what they cost:
requests and bytes a move (issue 41).

``--client socket`` (the default) is the page as it is: each seat shows its frames' views and
plays from the choices its frames carry (its legal moves), sending each move over its stream and
taking the ack; it sends no HTTP request around a move at all.

``--client rest`` is the page before issue 41's change, kept to measure against: each seat does
what that page did, with a bot's click in place of a person's:
- on its stream's ``snapshot`` it shows the view; on an ``events`` frame it shows the frame's view,
  or, when the frame has none, reads ``GET /view`` again (``refresh``, overlapping calls folded);
- showing a view in which the seat is to act asks ``GET /legal-moves`` (a reply at another version
  than the view's reads the view again);
- it plays a random legal move as soon as it has them, by ``POST /moves`` with ``expected_version``,
  then reads ``GET /view`` again.
A spectator's page sends nothing around a move (its frames carry views). Each match has one. Once
the snapshot is shown the page also reads the journal (``GET /events``): that is its set-up, not a
move's, and the window begins after every match is set up (one match a slot, as ``--one-match``).

Measured over the window: moves (accepted ``POST /moves`` sent in it), HTTP requests by kind, HTTP
bytes sent and received (headers and bodies, as on the wire), WebSocket bytes received by the
seats' and the spectators' sockets, each ÷ moves; the opponent's latency (the ``POST``'s send → its
events frame on the opponent's socket); the server's CPU a move (``--server-pid``).

    python bench/webclient.py --url http://127.0.0.1:8000 --matches 10 --duration 20 --server-pid PID [--client rest]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec

sys.path.insert(0, str(Path(__file__).resolve().parent))

from load import GAME, Address, CpuClock, Http, HttpError, MatchRun, Move, MoveIds, Socket, percentile, run_loop

JOURNAL = 10  # the moves the page's journal starts with (web/src/match.ts)


@dataclass
class Traffic:
    """Requests by kind and bytes both ways, counted as they happen."""

    requests: dict[str, int] = field(default_factory=dict)
    http_sent: int = 0
    http_received: int = 0
    ws_sent: int = 0
    ws_received: int = 0

    def copy(self) -> Traffic:
        return Traffic(dict(self.requests), self.http_sent, self.http_received, self.ws_sent, self.ws_received)


TRAFFIC = Traffic()


class CountingSocket(Socket):
    """load.py's WebSocket, its bytes both ways counted in TRAFFIC."""

    def buffer_updated(self, nbytes: int) -> None:
        TRAFFIC.ws_received += nbytes
        super().buffer_updated(nbytes)

    def write_frame(self, opcode: int, payload: bytes) -> None:
        TRAFFIC.ws_sent += len(payload) + 6 + (2 if len(payload) >= 126 else 0)  # header and mask
        super().write_frame(opcode, payload)


class CountingHttp(Http):
    """load.py's HTTP client, each request counted by its method and last path segment, and every
    byte its connections carry counted in TRAFFIC."""

    async def request(self, method: str, path: str, body: Any, token: str | None) -> Any:
        kind = f"{method} {path.split('?')[0].rsplit('/', 1)[-1]}"
        TRAFFIC.requests[kind] = TRAFFIC.requests.get(kind, 0) + 1
        return await super().request(method, path, body, token)

    async def post_as(self, path: str, body: Any, token: str) -> Any:
        """A POST with the seat's token (load.py's ``post`` sends none)."""
        return await self.request("POST", path, body, token)

    async def connect(self) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        reader, writer = await super().connect()
        feed, write = reader.feed_data, writer.write

        def fed(data: bytes) -> None:
            TRAFFIC.http_received += len(data)
            feed(data)

        def wrote(data: bytes | bytearray | memoryview) -> None:
            TRAFFIC.http_sent += len(data)
            write(data)

        reader.feed_data = fed  # type: ignore[method-assign]
        writer.write = wrote  # type: ignore[method-assign]
        return reader, writer


class Envelope(msgspec.Struct):
    status: str
    to_act: list[int]


class View(msgspec.Struct):
    version: int
    match: Envelope


class Choices(msgspec.Struct):
    moves: list[dict[str, Any]]


class Frame(msgspec.Struct):
    """What the page reads of a stream message here: its kind, version, view and the seat's
    choices; an ack's or error's move."""

    type: str
    version: int = 0
    view: View | None = None
    choices: Choices | None = None
    move_id: str | None = None


class Legal(msgspec.Struct):
    version: int
    moves: list[dict[str, Any]]


class Accepted(msgspec.Struct):
    version: int


FRAME = msgspec.json.Decoder(Frame)


class Page:
    """One seat's page (``MatchPage`` in web/src/match.ts) with a bot clicking for it."""

    def __init__(self, bench: WebClient, run: MatchRun, seat: int, rng: random.Random) -> None:
        self.bench = bench
        self.run = run
        self.seat = seat
        self.token = run.tokens[seat]
        self.rng = rng
        self.view: View | None = None
        self.legal: list[dict[str, Any]] = []
        self.busy = False
        self.refreshing = False
        self.again = False
        self.primed = False
        self.played_at = -1  # the view's version of the last move posted
        self.receipts = run.received(f"seat{seat}")
        self.tasks: set[asyncio.Task[None]] = set()
        self.sending: tuple[str, Move] | None = None  # a move sent over the stream, not yet answered

    def spawn(self, work: Any) -> None:
        task = asyncio.ensure_future(work)
        self.tasks.add(task)
        task.add_done_callback(self.done)

    def done(self, task: asyncio.Task[None]) -> None:
        self.tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            self.bench.errors.append(f"seat {self.seat}: {task.exception()!r}"[:300])

    def frame(self, raw: bytes | memoryview, at: float) -> None:
        frame = FRAME.decode(raw)
        if frame.type == "snapshot" and frame.view is not None:
            self.spawn(self.show(frame.view))
            if not self.primed:
                self.primed = True
                path = f"/api/v1/matches/{self.run.id}/events?after={max(0, frame.version - JOURNAL)}"
                self.spawn(self.bench.http.get(path, token=self.token))
        elif frame.type == "events":
            self.receipts.append((frame.version, at))
            if frame.view is not None:
                self.spawn(self.show(frame.view))
            else:
                self.refresh()

    def refresh(self) -> None:
        if self.refreshing:
            self.again = True
            return
        self.refreshing = True
        self.spawn(self.load())

    async def load(self) -> None:
        try:
            raw = await self.bench.http.get(f"/api/v1/matches/{self.run.id}/view", token=self.token)
            await self.show(msgspec.convert(raw, View))
        finally:
            self.refreshing = False
            if self.again:
                self.again = False
                self.refresh()

    async def show(self, view: View) -> None:
        if self.view is not None and view.version < self.view.version:
            return
        self.view = view
        legal: list[dict[str, Any]] = []
        if view.match.status == "running" and self.seat in view.match.to_act:
            raw = await self.bench.http.get(f"/api/v1/matches/{self.run.id}/legal-moves", token=self.token)
            answer = msgspec.convert(raw, Legal)
            if answer.version != view.version:
                self.refresh()
                return
            legal = answer.moves
        if self.view is not view:
            return
        self.legal = legal
        self.render()

    def render(self) -> None:
        """The bot's click: a move whenever the page offers some and none is on its way."""
        view = self.view
        if view is None or not self.legal or self.busy or self.played_at >= view.version:
            return
        if not self.bench.started or time.perf_counter() >= self.bench.deadline:
            return
        self.spawn(self.play(self.rng.choice(self.legal), view.version))

    async def play(self, move: dict[str, Any], version: int) -> None:
        self.busy = True
        self.played_at = version
        record = Move(seat=self.seat, sent=time.perf_counter())
        self.run.moves.append(record)
        try:
            body = {"move_id": self.bench.move_ids.next(), "move": move, "expected_version": version}
            accepted = await self.bench.http.post_as(f"/api/v1/matches/{self.run.id}/moves", body, self.token)
            record.version = msgspec.convert(accepted, Accepted).version
        except HttpError as error:
            self.bench.refused += 1
            self.bench.errors.append(str(error)[:300])
        finally:
            self.busy = False
        self.refresh()


class SocketPage(Page):
    """One seat's page as it is now: its frames carry the view and its legal moves, and its moves
    go over its stream, each answered by an ack; no HTTP request around a move."""

    socket: Socket

    def frame(self, raw: bytes | memoryview, at: float) -> None:
        frame = FRAME.decode(raw)
        if frame.type == "snapshot" and frame.view is not None:
            self.shown(frame.view, frame.choices)
            if not self.primed:
                self.primed = True
                path = f"/api/v1/matches/{self.run.id}/events?after={max(0, frame.version - JOURNAL)}"
                self.spawn(self.bench.http.get(path, token=self.token))
        elif frame.type == "events" and frame.view is not None:
            self.receipts.append((frame.version, at))
            self.shown(frame.view, frame.choices)
        elif frame.type in ("ack", "error") and self.sending is not None and frame.move_id == self.sending[0]:
            if frame.type == "ack":
                self.sending[1].version = frame.version
            else:
                self.bench.refused += 1
                self.bench.errors.append(bytes(raw).decode()[:300])
            self.sending = None
            self.busy = False
            self.render()

    def shown(self, view: View, choices: Choices | None) -> None:
        if self.view is not None and view.version < self.view.version:
            return
        self.view = view
        self.legal = choices.moves if choices is not None else []
        self.render()

    def render(self) -> None:
        view = self.view
        if view is None or not self.legal or self.busy or self.played_at >= view.version:
            return
        if not self.bench.started or time.perf_counter() >= self.bench.deadline:
            return
        move = self.rng.choice(self.legal)
        self.busy = True
        self.played_at = view.version
        record = Move(seat=self.seat, sent=time.perf_counter())
        self.run.moves.append(record)
        move_id = self.bench.move_ids.next()
        self.sending = (move_id, record)
        message = {"type": "move", "move_id": move_id, "move": move, "expected_version": view.version}
        self.socket.send(msgspec.json.encode(message))


class WebClient:
    """N match slots, each one match of two seat pages and a spectator's, for one window."""

    def __init__(self, url: str, matches: int, duration: float, seed: int, client: str = "socket") -> None:
        self.client = client
        self.address = Address.of(url)
        self.matches = matches
        self.duration = duration
        self.rng = random.Random(seed)
        self.http = CountingHttp(self.address, timeout=60)
        self.move_ids = MoveIds()
        self.started = False
        self.deadline = float("inf")
        self.errors: list[str] = []
        self.refused = 0
        self.runs: list[MatchRun] = []
        self.pages: list[Page] = []
        self.sockets: list[Socket] = []

    async def set_up(self) -> None:
        created = await self.http.post("/api/v1/matches", {"game": GAME, "seats": 2, "options": {}, "bots": []})
        tokens = []
        for seat in (0, 1):
            claimed = await self.http.post(f"/api/v1/matches/{created['id']}/seats", {"seat": seat, "name": f"w{seat}"})
            tokens.append(claimed["token"])
        run = MatchRun(id=created["id"], tokens=tokens)
        stream = f"{self.address.prefix}/api/v1/matches/{run.id}/stream"
        paths = (f"{stream}?token={tokens[0]}", f"{stream}?token={tokens[1]}", stream)
        sockets = await asyncio.gather(*(CountingSocket.open(self.address, path, timeout=60) for path in paths))
        self.sockets += sockets
        for seat in (0, 1):
            page = (SocketPage if self.client == "socket" else Page)(self, run, seat, random.Random(self.rng.random()))
            if isinstance(page, SocketPage):
                page.socket = sockets[seat]
            self.pages.append(page)
            sockets[seat].listen(page.frame)
        watched = run.received("spectator")

        def spectate(raw: bytes | memoryview, at: float) -> None:
            frame = FRAME.decode(raw)
            if frame.type == "events":
                watched.append((frame.version, at))

        sockets[2].listen(spectate)
        self.runs.append(run)

    async def run(self, clock: CpuClock) -> dict[str, Any]:
        try:
            for _ in range(self.matches):
                await self.set_up()
            ready = time.perf_counter() + 60  # every snapshot shown and every journal read
            while any(not page.primed or page.tasks for page in self.pages):
                if time.perf_counter() > ready:
                    raise TimeoutError("the pages did not all show their snapshots in 60 s")
                await asyncio.sleep(0.05)
            before, cpu_before = TRAFFIC.copy(), clock.sample()
            self.started = True
            start = time.perf_counter()
            self.deadline = start + self.duration
            for page in self.pages:
                page.render()
            await asyncio.sleep(self.duration)
            after, cpu_after = TRAFFIC.copy(), clock.sample()
            settle = time.perf_counter() + 30  # the window's last moves answered and delivered
            while any(page.tasks for page in self.pages) and time.perf_counter() < settle:
                await asyncio.sleep(0.05)
            await asyncio.sleep(0.5)
        finally:
            await asyncio.gather(*(socket.close() for socket in self.sockets))
            self.http.close()
        return self.summary(start, before, after, cpu_before, cpu_after)

    def summary(
        self, start: float, before: Traffic, after: Traffic, cpu_before: dict[str, float], cpu_after: dict[str, float]
    ) -> dict[str, Any]:
        opponent = []
        moves = 0
        for run in self.runs:
            for move in run.moves:
                if move.version is None or not start <= move.sent < self.deadline:
                    continue
                moves += 1
                delivered = run.delivery(f"seat{1 - move.seat}", move.version)
                if delivered is not None:
                    opponent.append(delivered - move.sent)

        def per_move(value: float) -> float | None:
            return round(value / moves, 2) if moves else None

        requests = {k: v - before.requests.get(k, 0) for k, v in after.requests.items()}
        requests = {k: v for k, v in sorted(requests.items()) if v}
        server = (cpu_after.get("server", 0.0) - cpu_before.get("server", 0.0)) * 1000
        p99, p50 = percentile(opponent, 0.99), percentile(opponent, 0.5)
        return {
            "client": self.client,
            "matches": self.matches,
            "window_s": self.duration,
            "moves": moves,
            "moves_per_s": round(moves / self.duration, 1),
            "requests_per_move": per_move(sum(requests.values())),
            "requests_per_move_by_kind": {k: per_move(v) for k, v in requests.items()},
            "http_bytes_sent_per_move": per_move(after.http_sent - before.http_sent),
            "http_bytes_received_per_move": per_move(after.http_received - before.http_received),
            "ws_bytes_sent_per_move": per_move(after.ws_sent - before.ws_sent),
            "ws_bytes_received_per_move": per_move(after.ws_received - before.ws_received),
            "opponent_p50_ms": None if p50 is None else round(p50 * 1000, 2),
            "opponent_p99_ms": None if p99 is None else round(p99 * 1000, 2),
            "server_cpu_ms_per_move": per_move(server) if "server" in cpu_after else None,
            "refused_moves": self.refused,
            "errors": self.errors[:10],
        }


def report(results: list[dict[str, Any]]) -> str:
    lines = []
    for r in results:
        kinds = ", ".join(f"{k} {v}" for k, v in r["requests_per_move_by_kind"].items())
        lines.append(
            f"web client ({r['client']}), N = {r['matches']}: {r['moves']} moves ({r['moves_per_s']}/s); a move: "
            f"{r['requests_per_move']} requests ({kinds}), HTTP {r['http_bytes_sent_per_move']} B sent + "
            f"{r['http_bytes_received_per_move']} B received, WebSocket {r['ws_bytes_sent_per_move']} B sent + "
            f"{r['ws_bytes_received_per_move']} B received (two seats and a spectator); opponent p50 "
            f"{r['opponent_p50_ms']} ms, p99 {r['opponent_p99_ms']} ms; server CPU {r['server_cpu_ms_per_move']} ms"
        )
        if r["errors"]:
            lines.append(f"  first errors: {r['errors'][:3]}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True, help="the server, e.g. http://127.0.0.1:8000")
    parser.add_argument("--matches", type=int, nargs="+", default=[10], help="values of N")
    parser.add_argument("--duration", type=float, default=20.0, help="seconds of moves per N")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--client",
        choices=("socket", "rest"),
        default="socket",
        help="the page as it is (moves over the stream) or as it was before issue 41 (REST around each move)",
    )
    parser.add_argument("--server-pid", type=int, help="measure this process's (and its workers') CPU time")
    parser.add_argument("--json", help="write the results here")
    args = parser.parse_args()
    clock = CpuClock(args.server_pid, None)

    async def every_n() -> list[dict[str, Any]]:
        return [await WebClient(args.url, n, args.duration, args.seed, args.client).run(clock) for n in args.matches]

    results = run_loop(every_n())
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"results": results}, out, indent=2)
    print(report(results))
    return 0 if all(r["moves"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
