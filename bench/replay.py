"""The replay figure (issue 13): a view at any version of a 1,000-version match, right after a restart.

On the database given (durable PostgreSQL in ``bench/run.sh``), a real server process plays one long
match through the public API: a four-seat «Экологик» whose four person seats this script holds, each
move a random legal move of a seat to act. No game is 1,000 moves long (random play ends «Экологик»
after 500–620 moves), so after a share of the moves (``--share``, 0.55) a seat that is not to act
hands itself to a server bot and takes itself back: two lifecycle versions that fold no game fact.
Play stops when the match reaches the target version (a game that ends first is replaced by one
padded more). The server is then stopped by its PID and started again, so nothing is cached, and the
script times ``GET …/view?version=V`` (a spectator's) from one keep-alive client: the very first
request after the restart, then requests at random versions over 1..target and at the last version.
That is repeated ``--restarts`` times (5): the first request of each at a random version, of the
last at the last version.

    python bench/replay.py --database-url postgresql://postgres@127.0.0.1:5432/replay --json out.json
    python bench/replay.py ... --server-dir /tmp/other-commit   # the same figure for another build
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
import uuid
from dataclasses import dataclass
from typing import Any

import httpx

GAME, SEATS, OPTIONS = "ecologic", 4, {}


@dataclass
class Server:
    """A server process of ours on a free loopback port."""

    process: subprocess.Popen[bytes]
    url: str

    def stop(self) -> None:
        """Stop it by its PID (SIGTERM, then SIGKILL after 10 s)."""
        if self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.kill(self.process.pid, signal.SIGKILL)
                self.process.wait()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(command: list[str], database_url: str, log: str, cwd: str | None = None) -> Server:
    port = free_port()
    env = os.environ | {
        "IGROTEKA_DATABASE_URL": database_url,
        "IGROTEKA_GAMES": GAME,
        "IGROTEKA_PORT": str(port),
        "IGROTEKA_QUOTA_MATCHES": "100000",
        "IGROTEKA_QUOTA_SEATS": "100000",
        "IGROTEKA_MOVES_PER_SECOND": "100000",
        "IGROTEKA_MOVE_BURST": "100000",
    }
    with open(log, "ab") as out:
        process = subprocess.Popen([*command, "--log-level", "warning"], env=env, stdout=out, stderr=out, cwd=cwd)
    server = Server(process, f"http://127.0.0.1:{port}")
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"the server exited with {process.returncode}; see {log}")
        try:
            if httpx.get(f"{server.url}/health/live", timeout=1).status_code == 200:
                return server
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    server.stop()
    raise SystemExit("the server did not become live")


def ok(response: httpx.Response) -> Any:
    if response.status_code >= 300:
        raise SystemExit(f"{response.request.method} {response.request.url}: {response.status_code} {response.text}")
    return response.json()


def build(client: httpx.Client, target: int, share: float, rng: random.Random) -> tuple[str, int, int]:
    """The match, its version (the target, or less if the game ended first) and its move count; after
    a move, a share of the time, an idle seat hands itself to a bot and back (two versions)."""
    created = ok(client.post("/api/v1/matches", json={"game": GAME, "seats": SEATS, "options": OPTIONS}))
    match_id = created["id"]
    tokens = [
        ok(client.post(f"/api/v1/matches/{match_id}/seats", json={"name": f"p{n}"}))["token"] for n in range(SEATS)
    ]
    auth = [{"Authorization": f"Bearer {token}"} for token in tokens]
    head = ok(client.get(f"/api/v1/matches/{match_id}"))
    moves = 0
    while head["status"] == "running" and head["version"] < target:
        seat = rng.choice(head["to_act"])
        legal = ok(client.get(f"/api/v1/matches/{match_id}/legal-moves", headers=auth[seat]))["moves"]
        move = {"move_id": str(uuid.uuid4()), "move": rng.choice(legal)}
        ok(client.post(f"/api/v1/matches/{match_id}/moves", json=move, headers=auth[seat]))
        moves += 1
        head = ok(client.get(f"/api/v1/matches/{match_id}"))
        idle = [n for n in range(SEATS) if n not in head["to_act"]]
        if idle and head["status"] == "running" and head["version"] + 2 <= target and rng.random() < share:
            seat = rng.choice(idle)
            ok(client.post(f"/api/v1/matches/{match_id}/autoplay", json={"level": "random"}, headers=auth[seat]))
            head = ok(client.delete(f"/api/v1/matches/{match_id}/autoplay", headers=auth[seat]))
    return match_id, head["version"], moves


def timed_view(client: httpx.Client, match_id: str, version: int) -> float:
    """Milliseconds for one spectator view at ``version``."""
    started = time.perf_counter()
    ok(client.get(f"/api/v1/matches/{match_id}/view", params={"version": version}))
    return (time.perf_counter() - started) * 1000


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def after_restart(server: Server, match_id: str, last: int, first: int, requests: int, rng: random.Random) -> dict:
    with httpx.Client(base_url=server.url, timeout=30) as client:
        ok(client.get("/health/live"))  # the connection is open before the clock starts
        first_ms = timed_view(client, match_id, first)
        past = [timed_view(client, match_id, rng.randint(1, last)) for _ in range(requests)]
        latest = [timed_view(client, match_id, last) for _ in range(requests // 4)]
    return {
        "first_version": first,
        "first_ms": round(first_ms, 2),
        "random_p50_ms": round(percentile(past, 0.5), 2),
        "random_p99_ms": round(percentile(past, 0.99), 2),
        "random_max_ms": round(max(past), 2),
        "last_p50_ms": round(percentile(latest, 0.5), 2),
        "last_p99_ms": round(percentile(latest, 0.99), 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database-url", required=True, help="an empty database for the server")
    parser.add_argument("--versions", type=int, default=1000, help="the match's length in versions")
    parser.add_argument("--requests", type=int, default=400, help="timed views at random versions per restart")
    parser.add_argument("--share", type=float, default=0.55, help="share of moves followed by an autoplay on/off")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--server-cmd", default=f"{sys.executable} -m igroteka.server.cli serve")
    parser.add_argument("--server-dir", help="run the server command in this folder (e.g. an export of another commit)")
    parser.add_argument(
        "--restarts",
        type=int,
        default=5,
        help="restarts timed: the first request of each at a random version, the last's at the last version",
    )
    parser.add_argument("--log", default="/tmp/igroteka-replay-server.log", help="the server's output")
    parser.add_argument("--json", help="write the results here")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    command = args.server_cmd.split()

    server = start(command, args.database_url, args.log, args.server_dir)
    try:
        started = time.monotonic()
        share = args.share
        with httpx.Client(base_url=server.url, timeout=30) as client:
            match_id, last, moves = build(client, args.versions, share, rng)
            while last < args.versions and share < 1:  # the game ended first: pad more in a new match
                share = min(1.0, share + 0.15)
                match_id, last, moves = build(client, args.versions, share, rng)
        build_s = time.monotonic() - started
    finally:
        server.stop()
    runs = []
    firsts = [*(rng.randint(1, last) for _ in range(args.restarts - 1)), last]
    for first in firsts:
        server = start(command, args.database_url, args.log, args.server_dir)
        try:
            runs.append(after_restart(server, match_id, last, first, args.requests, rng))
        finally:
            server.stop()
    result = {
        "game": GAME,
        "seats": SEATS,
        "versions": last,
        "moves": moves,
        "build_s": round(build_s, 1),
        "first_ms_median": round(percentile([run["first_ms"] for run in runs], 0.5), 2),
        "random_p50_ms_median": round(percentile([run["random_p50_ms"] for run in runs], 0.5), 2),
        "random_p99_ms_median": round(percentile([run["random_p99_ms"] for run in runs], 0.5), 2),
        "runs": runs,
    }
    print(f"replay: {GAME}, {last} versions ({moves} moves), built in {build_s:.1f} s; views after a restart:")
    for run in runs:
        print(
            f"  first (v{run['first_version']}) {run['first_ms']} ms; random v p50 {run['random_p50_ms']} ms,"
            f" p99 {run['random_p99_ms']} ms, max {run['random_max_ms']} ms; last v p50 {run['last_p50_ms']} ms,"
            f" p99 {run['last_p99_ms']} ms"
        )
    print(
        f"  medians of {len(runs)} restarts: first request {result['first_ms_median']} ms; random v"
        f" p50 {result['random_p50_ms_median']} ms, p99 {result['random_p99_ms_median']} ms"
    )
    if args.json:
        with open(args.json, "w") as out:
            json.dump(result, out, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
