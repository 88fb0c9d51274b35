"""Idle spectator sockets: the server's resident memory per open WebSocket (issue 13).

Starts a real server (`python -m igroteka.server.cli serve`, its own store: the PostgreSQL database named by
``--database-url``, else a fresh SQLite file), creates a few running two-seat «Победа!» matches in
which nobody moves, and opens M spectator streams spread over them from P client processes (one
process's descriptors and CPU are not the bound). Every socket reads its snapshot before it counts
as open. The server's RSS (its worker processes included) is read after a warm-up (some sockets
opened and closed, so lazy imports and caches are paid for), then with the M sockets open and idle,
then again after they are all closed. The figure is (open − before) ÷ M. The server is stopped by
its PID at the end.

    python bench/idle.py                        # M = 10 000 on SQLite, 4 client processes
    python bench/idle.py --sockets 2000 --database-url postgresql://…/db --json out.json
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import ClientConnection, connect

GAME = "pobeda"
ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_kib(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def server_rss_kib(pid: int) -> int:
    """The resident set size of the server process and its direct children (workers), in KiB."""
    total = rss_kib(pid)
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    parent = int(stat.read().rsplit(")", 1)[1].split()[1])
            except OSError:
                continue
            if parent == pid:
                total += rss_kib(int(entry))
    return total


def start_server(
    database_url: str | None, workdir: Path, workers: int, live_timeout: float = 60.0
) -> tuple[subprocess.Popen[bytes], str]:
    """The server on its store, once ``/health/live`` answers (within ``live_timeout`` seconds: a
    start replays the store's whole log into the read models first, so a large store takes longer).
    The per-client caps are lifted: the load's few loopback addresses stand for thousands of people,
    as a deployment's proxy does (the instances' connection cap is off behind it, deploy/README.md)."""
    port = free_port()
    env = {
        **os.environ,
        "IGROTEKA_PORT": str(port),
        "IGROTEKA_GAMES": GAME,
        "IGROTEKA_WS_PER_CLIENT": "1000000",
        "IGROTEKA_CONNECTIONS_PER_CLIENT": "0",
        "IGROTEKA_QUOTA_MATCHES": "100000",
        "IGROTEKA_QUOTA_SEATS": "100000",
    }
    if database_url:
        env["IGROTEKA_DATABASE_URL"] = database_url
    else:
        env.pop("IGROTEKA_DATABASE_URL", None)
        env["IGROTEKA_SQLITE_PATH"] = str(workdir / "idle.sqlite")
    command = [sys.executable, "-m", "igroteka.server.cli", "serve", "--log-level", "warning"]
    if workers > 1:
        command += ["--workers", str(workers)]
    log = (workdir / "server.log").open("ab")
    server = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT, cwd=ROOT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + live_timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError("the server exited: " + (workdir / "server.log").read_text(errors="replace"))
        try:
            if httpx.get(f"{url}/health/live", timeout=1).status_code == 200:
                return server, url
        except httpx.HTTPError:
            time.sleep(0.2)
    stop_server(server)
    raise RuntimeError(f"the server did not become live in {live_timeout:g} s")


def stop_server(server: subprocess.Popen[bytes]) -> None:
    if server.poll() is None:
        os.kill(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.kill(server.pid, signal.SIGKILL)
            server.wait(timeout=10)


def running_matches(url: str, count: int) -> list[str]:
    """Two-seat matches with both seats claimed (so running) in which nobody will move."""
    ids = []
    with httpx.Client(base_url=url, timeout=30) as http:
        for _ in range(count):
            body = {"game": GAME, "seats": 2, "options": {}, "bots": []}
            match_id = http.post("/api/v1/matches", json=body).raise_for_status().json()["id"]
            for seat in (0, 1):
                http.post(f"/api/v1/matches/{match_id}/seats", json={"seat": seat, "name": f"idle{seat}"})
            ids.append(match_id)
    return ids


async def open_streams(urls: list[str], parallel: int) -> list[ClientConnection]:
    """Open every stream (``parallel`` handshakes at a time); each has read its snapshot."""
    gate = asyncio.Semaphore(parallel)

    async def one(url: str) -> ClientConnection:
        async with gate:
            ws = await connect(url, proxy=None, open_timeout=60, max_size=2**22, max_queue=4)
            first = json.loads(await asyncio.wait_for(ws.recv(), 60))
            if first.get("type") != "snapshot":
                raise RuntimeError(f"expected a snapshot, got {first.get('type')}")
            return ws

    return list(await asyncio.gather(*(one(url) for url in urls)))


async def hold(urls: list[str], parallel: int, pipe: Connection) -> None:
    """A client process: open the streams, say so, keep them open until told, close them."""
    sockets = await open_streams(urls, parallel)
    pipe.send(len(sockets))
    await asyncio.to_thread(pipe.recv)
    gate = asyncio.Semaphore(parallel)

    async def close(ws: ClientConnection) -> None:
        async with gate:
            await ws.close()

    await asyncio.gather(*(close(ws) for ws in sockets))
    pipe.send(0)


def client(urls: list[str], parallel: int, pipe: Connection) -> None:
    asyncio.run(hold(urls, parallel, pipe))


def stream_urls(url: str, matches: list[str], count: int) -> list[str]:
    ws = url.replace("http", "ws", 1)
    return [f"{ws}/api/v1/matches/{matches[n % len(matches)]}/stream" for n in range(count)]


def with_clients(urls: list[str], processes: int, parallel: int) -> list[tuple[multiprocessing.Process, Connection]]:
    """Start ``processes`` client processes sharing ``urls``; return once every socket is open."""
    clients = []
    for n in range(processes):
        ours, theirs = multiprocessing.Pipe()
        process = multiprocessing.Process(target=client, args=(urls[n::processes], parallel, theirs), daemon=True)
        process.start()
        clients.append((process, ours))
    for process, pipe in clients:
        if not pipe.poll(600):
            raise RuntimeError(f"client {process.pid} did not open its sockets in 600 s")
        pipe.recv()
    return clients


def close_clients(clients: list[tuple[multiprocessing.Process, Connection]]) -> None:
    for _, pipe in clients:
        pipe.send("close")
    for process, pipe in clients:
        pipe.poll(120)
        process.join(30)
        if process.is_alive():
            process.kill()
            process.join()


def settle(pid: int, seconds: float) -> int:
    """The server's RSS once it stops moving (or after ``seconds``), in KiB."""
    last, deadline = server_rss_kib(pid), time.monotonic() + seconds
    while time.monotonic() < deadline:
        time.sleep(1.0)
        now = server_rss_kib(pid)
        if abs(now - last) < 256:
            return now
        last = now
    return last


def measure(args: argparse.Namespace, workdir: Path) -> dict[str, Any]:
    server, url = start_server(args.database_url, workdir, args.workers)
    try:
        matches = running_matches(url, args.matches)
        warm = with_clients(stream_urls(url, matches, args.warmup), 1, args.parallel)
        close_clients(warm)
        before = settle(server.pid, 10)
        began = time.perf_counter()
        clients = with_clients(stream_urls(url, matches, args.sockets), args.processes, args.parallel)
        opened_in = time.perf_counter() - began
        time.sleep(args.hold)
        during = settle(server.pid, 20)
        close_clients(clients)
        after = settle(server.pid, 20)
        live = httpx.get(f"{url}/health/live", timeout=10).status_code == 200
    finally:
        stop_server(server)
    return {
        "sockets": args.sockets,
        "matches": args.matches,
        "workers": args.workers,
        "store": "postgresql" if args.database_url else "sqlite",
        "rss_before_mb": round(before / 1024, 1),
        "rss_open_mb": round(during / 1024, 1),
        "rss_closed_mb": round(after / 1024, 1),
        "kib_per_socket": round((during - before) / args.sockets, 1),
        "open_seconds": round(opened_in, 1),
        "live_after": live,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sockets", type=int, default=10_000, help="M: idle spectator sockets to open")
    parser.add_argument("--matches", type=int, default=10, help="the matches the sockets watch")
    parser.add_argument("--processes", type=int, default=4, help="client processes sharing the sockets")
    parser.add_argument("--parallel", type=int, default=64, help="handshakes in flight per client process")
    parser.add_argument("--warmup", type=int, default=200, help="sockets opened and closed before 'before'")
    parser.add_argument("--hold", type=float, default=2.0, help="seconds the sockets stay idle before the reading")
    parser.add_argument("--workers", type=int, default=1, help="server worker processes")
    parser.add_argument("--database-url", help="a fresh PostgreSQL database for the server (else SQLite)")
    parser.add_argument("--json", help="write the result here too")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="igroteka-idle.") as workdir:
        result = measure(args, Path(workdir))
    print(
        f"idle spectator sockets: {result['sockets']} on {result['matches']} matches ({result['store']}, "
        f"K = {result['workers']}): server RSS {result['rss_before_mb']} MB before, {result['rss_open_mb']} MB "
        f"open, {result['rss_closed_mb']} MB after closing; {result['kib_per_socket']} KiB per socket; "
        f"opened in {result['open_seconds']} s"
    )
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
