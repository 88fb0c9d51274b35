"""The stack's floor (issue 13): what a move of the load costs the server's stack alone, with no
game, no view, no feed and no store.

A move of ``bench/load.py`` is one client message in and four out: the mover's ack and one events
message of ~9.3 KB (a «Победа!» move's) to each of the match's three sockets, two seats and a
spectator. This server does that and nothing else, on Igroteka's own stack: uvicorn with httptools
and Igroteka's WebSocket protocol (``server.wsprotocol``, the messages written with its
``write_text`` as the stream writes them), a litestar WebSocket route, uvloop. The move is decoded
into a msgspec Struct and the ack encoded from one, as the stream does; the events message is a
constant text with the move's number in it. With ``--hop`` each move also goes to a writer thread
and back, moves that arrived together in one batch, as the group writer takes them: the shape of a
durable commit, without the database.

The load is N matches of two seats and a spectator on ``bench/load.py``'s WebSocket client; a seat
moves as soon as the events message of the other seat's move reaches it. The server's CPU is read
from /proc over the window, as ``bench/load.py`` reads it.

    python bench/floor.py --matches 10 100 --duration 10 [--hop] [--json out.json]

``bench/run.sh`` reports it beside the server's figures (with ``--hop``), as pgbench's rate is
reported beside them: what the server's own code adds to a move is the difference.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import json
import os
import queue
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from load import Address, CpuClock, Socket, run_loop

FRAME_BYTES = 9300  # an events message of a «Победа!» move, as a seat gets it
HEAD = b'{"type":"events","version":'


class MoveMessage(msgspec.Struct, tag="move"):
    move_id: str
    move: dict[str, Any]


class Ack(msgspec.Struct, tag="ack"):
    move_id: str
    version: int


MESSAGE = msgspec.json.Decoder(MoveMessage)
ENCODE = msgspec.json.Encoder().encode


def events_message(version: int) -> bytes:
    """The events message of move ``version``: its number first, then padding to a move's size."""
    head = HEAD + str(version).encode() + b',"view":"'
    return head + b"x" * (FRAME_BYTES - len(head) - 2) + b'"}'


class Writer:
    """One thread that takes the moves waiting, all at once, and hands each back to the loop: the
    group writer's round trip without its transaction."""

    def __init__(self) -> None:
        self.waiting: queue.SimpleQueue[tuple[Callable[..., Any], Callable[[], None]]] = queue.SimpleQueue()
        threading.Thread(target=self.run, daemon=True).start()

    def run(self) -> None:
        while True:
            batch = [self.waiting.get()]
            while not self.waiting.empty():
                batch.append(self.waiting.get_nowait())
            for post, done in batch:
                post(done)


def create_app(hop: bool) -> Any:
    from litestar import Litestar, WebSocket, websocket
    from litestar.exceptions import WebSocketDisconnect

    from igroteka.server.wsprotocol import WRITE

    rooms: dict[str, list[Callable[[bytes], bool]]] = {}
    versions: dict[str, int] = {}
    writer = Writer() if hop else None

    @websocket("/floor/{room:str}")
    async def floor(socket: WebSocket[Any, Any, Any], room: str) -> None:
        await socket.accept()
        write: Callable[[bytes], bool] = socket.scope["extensions"][WRITE]  # type: ignore[index, assignment]
        members = rooms.setdefault(room, [])
        members.append(write)
        loop = asyncio.get_running_loop()
        try:
            while True:
                message = MESSAGE.decode(await socket.receive_data(mode="text"))
                if writer is not None:
                    stored: asyncio.Future[None] = loop.create_future()
                    writer.waiting.put((loop.call_soon_threadsafe, functools.partial(stored.set_result, None)))
                    await stored
                version = versions[room] = versions.get(room, 0) + 1
                write(ENCODE(Ack(move_id=message.move_id, version=version)))
                text = events_message(version)
                for member in members:
                    member(text)
        except WebSocketDisconnect:
            pass
        finally:
            members.remove(write)

    return Litestar(route_handlers=[floor], logging_config=None)


def serve(port: int, hop: bool) -> None:
    import uvicorn

    uvicorn.run(
        create_app(hop),
        host="127.0.0.1",
        port=port,
        http="httptools",
        ws="igroteka.server.wsprotocol:WebSocketProtocol",
        ws_per_message_deflate=False,
        log_level="warning",
        access_log=False,
    )


class Room:
    """One match: seat ``n`` moves after an events message whose number ``v`` has ``v % 2 == n``."""

    def __init__(self, seats: list[Socket], spectator: Socket) -> None:
        self.seats = seats
        self.sent = 0
        for n, seat in enumerate(seats):
            seat.listen(functools.partial(self.received, n))
        spectator.listen(spectator.ignore)

    def received(self, seat: int, message: bytes | memoryview, at: float) -> None:
        if bytes(message[: len(HEAD)]) != HEAD:
            return  # an ack
        end = bytes(message[len(HEAD) : len(HEAD) + 12]).index(b",")
        if int(bytes(message[len(HEAD) : len(HEAD) + end])) % 2 == seat:
            self.move(seat)

    def move(self, seat: int) -> None:
        self.sent += 1
        self.seats[seat].send(ENCODE(MoveMessage(move_id=str(self.sent), move={"card": "k001", "cell": 12})))


async def run(url: str, pid: int, matches: int, duration: float) -> dict[str, float]:
    address = Address.of(url)
    rooms, sockets = [], []
    for n in range(matches):
        opened = [await Socket.open(address, f"/floor/{matches}-{n}", 10) for _ in range(3)]
        rooms.append(Room(opened[:2], opened[2]))
        sockets += opened
    for room in rooms:
        room.move(0)
    clock = CpuClock(pid, None)
    await asyncio.sleep(1.0)  # warm
    before, moves = clock.sample(), sum(r.sent for r in rooms)
    await asyncio.sleep(duration)
    after, done = clock.sample(), sum(r.sent for r in rooms)
    count = done - moves
    for client in sockets:
        client.abort()
    if count == 0:
        raise SystemExit(f"no move was made in the window at N = {matches}")
    return {
        "matches": matches,
        "moves_per_s": round(count / (after["wall"] - before["wall"]), 1),
        "server_cpu_ms_per_move": round(1000 * (after["server"] - before["server"]) / count, 3),
        "client_cpu_ms_per_move": round(1000 * (after["client"] - before["client"]) / count, 3),
        "cpu_cores_server": round((after["server"] - before["server"]) / (after["wall"] - before["wall"]), 2),
    }


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, nargs="+", default=[10, 100])
    parser.add_argument("--duration", type=float, default=10.0)
    parser.add_argument("--hop", action="store_true", help="each move to a writer thread and back")
    parser.add_argument("--json", help="write the results here")
    parser.add_argument("--serve", type=int, metavar="PORT", help=argparse.SUPPRESS)  # the server process
    args = parser.parse_args()
    if args.serve:
        serve(args.serve, args.hop)
        return 0
    port = free_port()
    command = [sys.executable, __file__, "--serve", str(port), *(["--hop"] if args.hop else [])]
    server = subprocess.Popen(command)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise SystemExit("the floor server did not start") from None
                time.sleep(0.1)
        results = []
        for n in args.matches:
            result = {"hop": args.hop, **run_loop(run(f"http://127.0.0.1:{port}", server.pid, n, args.duration))}
            print(
                f"stack floor{' with a writer hop' if args.hop else ''}, N = {n}: {result['moves_per_s']} moves/s, "
                f"server CPU {result['server_cpu_ms_per_move']} ms a move ({result['cpu_cores_server']} of a core), "
                f"client CPU {result['client_cpu_ms_per_move']} ms a move",
                flush=True,
            )
            results.append(result)
    finally:
        os.kill(server.pid, signal.SIGTERM)
        server.wait(timeout=10)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
