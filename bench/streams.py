"""What a stream costs a server to open and close (issue 13): its CPU per stream, for a spectator's
stream and a seat's, against the stack alone (``--bare``: uvicorn, Igroteka's WebSocket protocol
and a litestar route that accepts, sends a text as long as a «Победа!» snapshot and waits for the
close; started here, stopped by its PID).

Streams are opened one after another on one two-seat «Победа!» match (created and claimed here),
each read to its first message and closed; the server's CPU is read from /proc (utime + stime)
around them, after a warm-up.

    python bench/streams.py --url http://127.0.0.1:8000 --pid PID [--streams 1000]
    python bench/streams.py --bare [--streams 1000]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from load import GAME, Address, Http, Socket, run_loop
from setup import process_ms

SNAPSHOT_BYTES = 9_700


def bare_app() -> Any:
    from litestar import Litestar, WebSocket, websocket

    text = "x" * SNAPSHOT_BYTES

    @websocket("/bare/{room:str}")
    async def bare(socket: WebSocket[Any, Any, Any], room: str) -> None:
        await socket.accept()
        await socket.send_text(text)
        try:
            await socket.receive_data("text")
        except Exception:  # the close
            return

    return Litestar(route_handlers=[bare], logging_config=None)


async def per_stream(address: Address, path: str, pid: int, streams: int) -> float:
    """Server CPU ms a stream opened, read to its first message and closed."""

    async def cycle() -> None:
        socket = await Socket.open(address, path, timeout=10)
        await socket.first()
        await socket.close()

    for _ in range(50):
        await cycle()
    began = process_ms(pid)
    for _ in range(streams):
        await cycle()
    await asyncio.sleep(0.3)  # the server's side of the last close
    return (process_ms(pid) - began) / streams


async def ours(url: str, pid: int, streams: int) -> None:
    address = Address.of(url)
    http = Http(address, timeout=10)
    try:
        created = await http.post("/api/v1/matches", {"game": GAME, "seats": 2, "options": {}, "bots": []})
        tokens = [
            (await http.post(f"/api/v1/matches/{created['id']}/seats", {"seat": seat, "name": f"s{seat}"}))["token"]
            for seat in (0, 1)
        ]
    finally:
        http.close()
    stream = f"{address.prefix}/api/v1/matches/{created['id']}/stream"
    spectator = await per_stream(address, stream, pid, streams)
    print(f"spectator stream: {spectator:.3f} ms of server CPU (open, snapshot, close; {streams} streams)")
    seat = await per_stream(address, f"{stream}?token={tokens[0]}", pid, streams)
    print(f"seat stream: {seat:.3f} ms of server CPU (open, snapshot, close; {streams} streams)")


def bare(streams: int) -> None:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-c", SERVE_BARE, str(port)], cwd=Path(__file__).resolve().parents[1], env=os.environ.copy()
    )
    try:
        address = Address.of(f"http://127.0.0.1:{port}")
        deadline = time.monotonic() + 30
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1):
                    break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise RuntimeError("the bare server did not start") from None
                time.sleep(0.1)
        cost = run_loop(per_stream(address, f"{address.prefix}/bare/room", server.pid, streams))
        print(f"bare stream: {cost:.3f} ms of server CPU (open, {SNAPSHOT_BYTES} bytes, close; {streams} streams)")
    finally:
        server.terminate()
        server.wait(timeout=10)


SERVE_BARE = """
import sys
import uvicorn
sys.path.insert(0, "bench")
from streams import bare_app
uvicorn.run(bare_app(), host="127.0.0.1", port=int(sys.argv[1]), http="httptools",
            ws="igroteka.server.wsprotocol:WebSocketProtocol", ws_per_message_deflate=False, log_level="warning")
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", help="a running Igroteka server")
    parser.add_argument("--pid", type=int, help="its process id")
    parser.add_argument("--bare", action="store_true", help="measure the stack alone instead")
    parser.add_argument("--streams", type=int, default=1000)
    args = parser.parse_args()
    if args.bare:
        bare(args.streams)
    elif args.url and args.pid:
        run_loop(ours(args.url, args.pid, args.streams))
    else:
        parser.error("give --url and --pid, or --bare")
    return 0


if __name__ == "__main__":
    sys.exit(main())
