"""Helpers for the multi-instance tests: a match's seats, live WebSocket followers, the store's
own view of a match, and the local cluster of deploy/local-cluster.sh (docs/architecture.md §8)."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import os
import shlex
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any

import httpx
import psycopg
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from tests.support.client import Api
from tests.support.server import IMPORTED, METRICS_AUTH, METRICS_TOKEN, QUOTAS, zygote

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "deploy" / "local-cluster.sh"


def seated(api: Api, seats: int = 2) -> tuple[str, dict[int, str]]:
    """A started pobeda match whose seats are all claimed; its id and the seat tokens."""
    created = api.create("pobeda", seats)
    claims = [api.claim(created["id"], f"p{n}") for n in range(seats)]
    return created["id"], {c["seat"]: c["token"] for c in claims}


def next_move(api: Api, match_id: str, tokens: dict[int, str]) -> tuple[int, dict[str, Any]]:
    seat = api.envelope(match_id)["to_act"][0]
    return seat, api.legal(match_id, tokens[seat], f"seat{seat}")["moves"][0]


def stored_versions(database_url: str, match_id: str) -> list[int]:
    """The versions of a match's events as PostgreSQL holds them."""
    with psycopg.connect(database_url) as conn:
        rows = conn.execute(
            "SELECT originator_version FROM igroteka_events WHERE originator_id = %s ORDER BY originator_version",
            (uuid.UUID(match_id),),
        ).fetchall()
    return [v for (v,) in rows]


def retrying(send: Callable[[], httpx.Response], seconds: float = 20) -> httpx.Response:
    """What a client does while an instance dies: retry the same request (a move keeps its
    move_id, so a retry never plays twice) on a dropped connection or a gateway error."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            response = send()
            if response.status_code not in (502, 503, 504):
                return response
        except httpx.TransportError:
            pass
        assert time.monotonic() < deadline, "the cluster did not answer in time"
        time.sleep(0.05)


@dataclass
class Played:
    acknowledged: dict[str, int] = field(default_factory=dict)  # move_id → acknowledged version
    refused: int = 0
    status: str = "running"


def play(urls: list[str], match_id: str, tokens: dict[int, str], seed: int, moves: int, pause: float = 0.0) -> Played:
    """A scripted client: the seat to act reads its legal moves and plays one at random, each
    request through the next of ``urls``. Another instance's reads lag a commit by its log
    follower's delay (a few milliseconds, PostgreSQL NOTIFY): a read that lags shows no legal
    move or a move that is refused, and the client reads again."""
    rng, played, turn = Random(seed), Played(), itertools.count()
    clients = [httpx.Client(base_url=url, timeout=10) for url in urls]

    def client() -> httpx.Client:
        return clients[next(turn) % len(clients)]

    try:
        for _ in range(moves):
            envelope = retrying(lambda: client().get(f"/api/v1/matches/{match_id}")).json()
            played.status = envelope["status"]
            if played.status != "running":
                break
            auth = {"Authorization": f"Bearer {tokens[envelope['to_act'][0]]}"}
            legal = retrying(lambda a=auth: client().get(f"/api/v1/matches/{match_id}/legal-moves", headers=a))
            if not legal.json()["moves"]:
                continue
            body = {"move_id": str(uuid.uuid4()), "move": rng.choice(legal.json()["moves"])}
            response = retrying(
                lambda a=auth, b=body: client().post(f"/api/v1/matches/{match_id}/moves", json=b, headers=a)
            )
            if response.status_code == 200:
                played.acknowledged[body["move_id"]] = response.json()["version"]
            else:
                assert response.status_code in (409, 422), response.text
                played.refused += 1
            time.sleep(pause)
    finally:
        for c in clients:
            c.close()
    return played


def settled(read: Callable[[], dict[str, Any]], version: int, seconds: float = 10) -> dict[str, Any]:
    """A read that is at ``version`` or later: an instance's read models lag commits made on
    another by a few milliseconds."""
    deadline = time.monotonic() + seconds
    while True:
        answer = read()
        if answer["version"] >= version:
            return answer
        assert time.monotonic() < deadline, f"still at version {answer['version']} < {version} after {seconds} s"
        time.sleep(0.02)


@dataclass
class Follower:
    """A WebSocket stream read by a background task; every frame is kept with its arrival time."""

    url: str
    frames: list[tuple[float, dict[str, Any]]] = field(default_factory=list)
    closed: asyncio.Event = field(default_factory=asyncio.Event)
    ws: ClientConnection | None = None
    _task: asyncio.Task[None] | None = None

    async def open(self) -> Follower:
        self.closed.clear()
        self.ws = await connect(self.url, proxy=None, open_timeout=10)
        self._task = asyncio.create_task(self._read(self.ws))
        return self

    async def _read(self, ws: ClientConnection) -> None:
        try:
            async for data in ws:
                self.frames.append((time.perf_counter(), json.loads(data)))
        except ConnectionClosed:
            pass
        finally:
            self.closed.set()

    @property
    def version(self) -> int:
        return max((m["version"] for _, m in self.frames if m["type"] in ("snapshot", "events")), default=0)

    def items(self) -> list[dict[str, Any]]:
        return [i for _, m in self.frames if m["type"] == "events" for i in m["events"]]

    async def reached(self, version: int, timeout: float = 10) -> float:
        """Wait until a frame at ``version`` or later arrived; the time it arrived."""
        deadline = time.monotonic() + timeout
        while True:
            for at, message in self.frames:
                if message["type"] in ("snapshot", "events") and message["version"] >= version:
                    return at
            if time.monotonic() > deadline:
                raise AssertionError(f"{self.url}: no frame at version {version} in {timeout} s")
            await asyncio.sleep(0.002)

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self._task is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await self._task


@dataclass(frozen=True)
class Instance:
    """One app instance of a cluster: its direct URL (not through the load balancer) and PID."""

    url: str
    pid: int

    @property
    def ws(self) -> str:
        return self.url.replace("http://", "ws://")


class LocalCluster:
    """deploy/local-cluster.sh: nginx in front of N instances on one PostgreSQL database;
    ``settings`` become the instances' IGROTEKA_* environment. Its instances are forked from this
    test process's zygote (IGROTEKA_CLUSTER_SPAWN: 0.6 CPU s a start rather than 2.3 for `python -m`)
    unless ``forked`` is false or a setting is one a server reads while importing; the script's own
    `python -m` start is test_behind_nginx's."""

    def __init__(self, database_url: str, state: Path, count: int = 2, forked: bool = True, **settings: Any) -> None:
        self.database_url = database_url
        self.state_file = state
        self.count = count
        # The tests of a whole pytest process share one cluster and one client address: the
        # per-client bounds are tested on their own (tests/api/test_quotas.py).
        unbounded = {f"quota_{action.lower()}": 100_000 for action in QUOTAS} | {"ws_per_client": 100_000}
        unbounded["clock_min_seconds"] = 0.01  # time-outs are tested with short clocks
        unbounded["metrics_token"] = METRICS_TOKEN
        unbounded["lb_connections_per_client"] = 65_535  # nginx's cap (its largest; deploy/local-cluster.sh)
        self.settings = {f"IGROTEKA_{k.upper()}": str(v) for k, v in (unbounded | settings).items()}
        if forked and all(self.settings.get(name, os.environ.get(name)) == zygote().env.get(name) for name in IMPORTED):
            self.settings["IGROTEKA_CLUSTER_SPAWN"] = zygote().spawn()
        self.state: dict[str, str] = {}

    def _run(self, *args: str, timeout: float = 120) -> str:
        result = subprocess.run(
            [str(SCRIPT), *args, "--state", str(self.state_file)],
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=ROOT,
            # the instances' slot folders beside the state: an instance a test kills cannot remove its own
            env={
                **os.environ,
                "IGROTEKA_WORKER_DIRECTORY": str(self.state_file.parent),
                **self.settings,
                "PYTHON": sys.executable,
            },
        )
        assert result.returncode == 0, f"local-cluster.sh {args[0]} failed:\n{result.stdout}\n{result.stderr}"
        return result.stdout

    def start(self) -> LocalCluster:
        self._run("start", "--instances", str(self.count), "--database-url", self.database_url)
        for line in self.state_file.read_text().splitlines():
            key, _, value = line.partition("=")
            self.state[key] = " ".join(shlex.split(value))
        return self

    def stop(self) -> None:
        if self.state_file.exists():
            self._run("stop")

    @property
    def url(self) -> str:
        return self.state["LB_URL"]

    @property
    def ws(self) -> str:
        return self.url.replace("http://", "ws://")

    @property
    def instances(self) -> list[Instance]:
        urls, pids = self.state["INSTANCE_URLS"].split(), self.state["APP_PIDS"].split()
        return [Instance(url, int(pid)) for url, pid in zip(urls, pids, strict=True)]

    def kill(self, n: int) -> None:
        """kill -9 of instance ``n`` (its PID from the state file)."""
        os.kill(self.instances[n].pid, signal.SIGKILL)

    def metric(self, n: int, name: str) -> float:
        text = httpx.get(f"{self.instances[n].url}/metrics", headers=METRICS_AUTH, timeout=5).text
        return sum(float(line.split()[-1]) for line in text.splitlines() if line.startswith(name))

    def __enter__(self) -> LocalCluster:
        try:
            return self.start()
        except BaseException:
            self.stop()
            raise

    def __exit__(self, *exc: object) -> None:
        self.stop()
