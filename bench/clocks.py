"""CPU of an idle server holding running timed matches (issue 14: the clock sweeper's cost).

    python bench/clocks.py [--root CHECKOUT] [--matches 1000] [--seconds 20]

Starts ``igroteka serve`` from ``--root`` (this checkout by default, so two checkouts compare) on
SQLite in a temporary folder, creates ``--matches`` running matches of «Победа!» whose person's
clock runs (a long Fischer control, the other seat a server bot), lets them settle, then reads the
server process's CPU time over ``--seconds`` of idleness (no request at all) and prints one JSON line.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx

CONTROL = {"kind": "fischer", "seconds": 86400, "increment": 0, "on_timeout": "lose"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time of the process so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start(root: Path, workdir: Path, port: int) -> subprocess.Popen[bytes]:
    env = {**os.environ, "IGROTEKA_DATABASE_URL": f"sqlite:///{workdir / 'igroteka.sqlite'}"}
    env.update({"IGROTEKA_PORT": str(port), "IGROTEKA_BOT_DELAY": "0"})
    env.update({f"IGROTEKA_QUOTA_{q}": "1000000" for q in ("MATCHES", "BOT_MATCHES", "TOURNAMENTS", "SEATS")})
    log = (workdir / "server.log").open("ab")
    process = subprocess.Popen(
        [sys.executable, "-m", "igroteka.server.cli", "serve"], env=env, cwd=root, stdout=log, stderr=subprocess.STDOUT
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/health/live", timeout=1).status_code == 200:
                return process
        except httpx.HTTPError:
            time.sleep(0.1)
    process.kill()
    raise RuntimeError("the server did not become live in 30 s")


def timed_match(client: httpx.Client) -> None:
    body = {"game": "pobeda", "seats": 2, "bots": [1], "time_control": CONTROL}
    created = client.post("/api/v1/matches", json=body)
    created.raise_for_status()
    client.post(f"/api/v1/matches/{created.json()['id']}/seats", json={"name": "игрок"}).raise_for_status()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[1])
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=20.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        server = start(args.root.resolve(), Path(folder), port)
        try:
            with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=60) as client:
                with ThreadPoolExecutor(4) as pool:
                    list(pool.map(lambda _: timed_match(client), range(args.matches)))
                running = client.get("/api/v1/matches", params={"status": "running", "limit": 1}).status_code
            time.sleep(5)  # the bots' first moves and the read models settle
            before, began = cpu_seconds(server.pid), time.monotonic()
            time.sleep(args.seconds)
            spent, elapsed = cpu_seconds(server.pid) - before, time.monotonic() - began
        finally:
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=20)
    result = {
        "root": str(args.root),
        "matches": args.matches,
        "lobby_status": running,
        "idle_seconds": round(elapsed, 1),
        "cpu_seconds": round(spent, 2),
        "cpu_percent": round(100 * spent / elapsed, 1),
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
