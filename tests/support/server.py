"""A real server process on loopback for API tests, stopped by its PID."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import TracebackType
from typing import Any

import httpx

QUOTAS = ("MATCHES", "BOT_MATCHES", "TOURNAMENTS", "SEATS", "ACCOUNTS")
METRICS_TOKEN = "test-metrics-token"  # /metrics is read with it (IGROTEKA_METRICS_TOKEN)
METRICS_AUTH = {"Authorization": f"Bearer {METRICS_TOKEN}"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServerProcess:
    """`python -m server.cli serve` with its own store; ``url``/``ws`` address it."""

    def __init__(
        self,
        database_url: str,
        workdir: Path,
        port: int | None = None,
        workers: int = 1,
        live_within: float = 60,
        root: Path | None = None,
        **settings: Any,
    ) -> None:
        self.port = port or free_port()
        self.workers = workers
        self.live_within = live_within  # seconds: a large store is folded before the server is live
        self.root = (
            root or Path(__file__).resolve().parents[2]
        )  # the checkout whose server runs (bench/: another commit's)
        self.url = f"http://127.0.0.1:{self.port}"
        self.ws = f"ws://127.0.0.1:{self.port}"
        self.log_path = workdir / f"server-{self.port}.log"
        self.env = {**os.environ, "IGROTEKA_DATABASE_URL": database_url, "IGROTEKA_PORT": str(self.port)}
        # One test client creates far more matches a minute, and opens far more streams, than a
        # person: the per-client bounds are tested on their own (tests/api/test_quotas.py).
        self.env.update({f"IGROTEKA_QUOTA_{action}": "100000" for action in QUOTAS})
        self.env["IGROTEKA_WS_PER_CLIENT"] = "100000"
        self.env["IGROTEKA_CLOCK_MIN_SECONDS"] = "0.01"  # time-outs are tested with short clocks
        self.env["IGROTEKA_METRICS_TOKEN"] = METRICS_TOKEN
        self.env["IGROTEKA_CONNECTIONS_PER_CLIENT"] = "0"  # every test client is 127.0.0.1
        self.env["IGROTEKA_BOT_DELAY"] = "0"  # bots at once unless a test asks for a person's pace
        self.env.update({f"IGROTEKA_{k.upper()}": str(v) for k, v in settings.items()})
        self.process: subprocess.Popen[bytes] | None = None
        self.slots: Path | None = None

    def start(self) -> ServerProcess:
        log = self.log_path.open("ab")
        env = self.env
        if "IGROTEKA_WORKER_DIRECTORY" not in env:  # its workers' slot folder, in one removed on stop:
            # a server a test kills (SIGKILL) cannot remove it; short, for the slots' Unix sockets
            self.slots = Path(tempfile.mkdtemp(prefix="igroteka-test-"))
            env = {**env, "IGROTEKA_WORKER_DIRECTORY": str(self.slots)}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "server.cli", "serve", "--log-level", "info", "--workers", str(self.workers)],
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            cwd=self.root,
        )
        deadline = time.monotonic() + self.live_within  # a bound, not a wait: a loaded machine starts one in 25 s
        # one client for every poll: httpx.get makes a client (and loads the CA bundle) each time,
        # ~50 ms of CPU, a dozen times a start
        with httpx.Client(timeout=1) as client:
            while time.monotonic() < deadline:
                if self.process.poll() is not None:
                    raise RuntimeError(f"server exited: {self.log_path.read_text()}")
                try:
                    if client.get(f"{self.url}/health/live").status_code == 200:
                        return self
                except httpx.HTTPError:
                    time.sleep(0.05)
        raise RuntimeError(f"server did not become live in {self.live_within:.0f} s")

    def stop(self, sig: int = signal.SIGTERM) -> None:
        if self.process and self.process.poll() is None:
            os.kill(self.process.pid, sig)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.kill(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=10)
        if self.slots is not None:
            shutil.rmtree(self.slots, ignore_errors=True)
            self.slots = None

    def logs(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def __enter__(self) -> ServerProcess:
        return self.start()

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None) -> None:
        self.stop()
