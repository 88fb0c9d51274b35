"""A real server process on loopback for API tests, stopped by its PID."""

from __future__ import annotations

import atexit
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from types import TracebackType
from typing import Any

import httpx

QUOTAS = ("MATCHES", "BOT_MATCHES", "TOURNAMENTS", "SEATS", "ACCOUNTS")
METRICS_TOKEN = "test-metrics-token"  # /metrics is read with it (IGROTEKA_METRICS_TOKEN)
METRICS_AUTH = {"Authorization": f"Bearer {METRICS_TOKEN}"}
ROOT = Path(__file__).resolve().parents[2]
# Settings a server reads while importing (the games it serves): a server whose differ from the
# zygote's is started afresh rather than forked from it.
IMPORTED = ("IGROTEKA_GAMES",)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Zygote:
    """This test process's zygote (tests/support/zygote.py): started at the first server it forks,
    ended with the test process. ``socket`` is where deploy/local-cluster.sh asks it for instances."""

    def __init__(self) -> None:
        self.env = dict(os.environ)
        self.folder = Path(tempfile.mkdtemp(prefix="igroteka-zygote-"))
        self.socket = self.folder / "fork.sock"
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.support.zygote", str(self.socket)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            cwd=ROOT,
            env=self.env,
        )
        self.lock = threading.Lock()
        self.asked = 0  # requests sent

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        """The zygote's answer to ``request``. Each carries a number the answer repeats: an answer left
        unread by an earlier call (a test's time-out interrupted it) is passed over, not taken."""
        assert self.process.stdin is not None and self.process.stdout is not None
        with self.lock:
            self.asked += 1
            self.process.stdin.write(json.dumps({**request, "n": self.asked}).encode() + b"\n")
            self.process.stdin.flush()
            while True:
                reply = self.process.stdout.readline()
                if not reply:
                    raise RuntimeError(f"the servers' zygote exited ({self.process.poll()})")
                answer: dict[str, Any] = json.loads(reply)
                if answer["n"] == self.asked:
                    return answer

    def spawn(self) -> str:
        """The command deploy/local-cluster.sh runs to start an instance (IGROTEKA_CLUSTER_SPAWN):
        forked from this zygote."""
        return f"{sys.executable} {ROOT / 'tests' / 'support' / 'zygote.py'} --fork {self.socket}"

    def fork(self, argv: list[str], env: dict[str, str], log: Path) -> Forked:
        request = {"argv": argv, "env": env, "cwd": str(ROOT), "log": str(log)}
        return Forked(self, self.ask({"fork": request})["pid"])

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()  # it kills the servers it still has, and leaves
        self.process.wait(timeout=30)
        shutil.rmtree(self.folder, ignore_errors=True)


class Forked:
    """A server the zygote forked: what ServerProcess uses of a subprocess.Popen (its PID, poll, wait)."""

    def __init__(self, zygote: Zygote, pid: int) -> None:
        self.zygote, self.pid = zygote, pid
        self.returncode: int | None = None

    def poll(self) -> int | None:
        if self.returncode is None:
            self.returncode = self.zygote.ask({"reap": self.pid})["status"]
        return self.returncode

    def wait(self, timeout: float) -> int:
        deadline = time.monotonic() + timeout
        while (status := self.poll()) is None:
            if time.monotonic() > deadline:
                raise subprocess.TimeoutExpired(f"igroteka serve (PID {self.pid})", timeout)
            time.sleep(0.01)
        return status


ZYGOTE: list[Zygote] = []  # this process's, once started
ZYGOTE_LOCK = threading.Lock()


def zygote() -> Zygote:
    with ZYGOTE_LOCK:
        if not ZYGOTE:
            ZYGOTE.append(Zygote())
            atexit.register(ZYGOTE[0].close)
        return ZYGOTE[0]


class ServerProcess:
    """`igroteka serve` with its own store; ``url``/``ws`` address it. A server of this checkout
    with one worker is forked from the zygote (tests/support/zygote.py: the command, its imports
    made once); another checkout's (bench/) or one of several workers runs `python -m igroteka.server.cli`."""

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
        self.root = root or ROOT  # the checkout whose server runs (bench/: another commit's)
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
        self.process: subprocess.Popen[bytes] | Forked | None = None
        self.slots: Path | None = None

    def forked(self) -> bool:
        return (
            self.root == ROOT
            and self.workers == 1
            and all(self.env.get(name) == zygote().env.get(name) for name in IMPORTED)
        )

    def start(self) -> ServerProcess:
        env = self.env
        if "IGROTEKA_WORKER_DIRECTORY" not in env:  # its workers' slot folder, in one removed on stop:
            # a server a test kills (SIGKILL) cannot remove it; short, for the slots' Unix sockets
            self.slots = Path(tempfile.mkdtemp(prefix="igroteka-test-"))
            env = {**env, "IGROTEKA_WORKER_DIRECTORY": str(self.slots)}
        argv = ["serve", "--log-level", "info", "--workers", str(self.workers)]
        start_of_log = self.log_path.stat().st_size if self.log_path.exists() else 0  # a restart appends
        if self.forked():
            self.process = zygote().fork(argv, env, self.log_path)
        else:
            with self.log_path.open("ab") as log:
                self.process = subprocess.Popen(
                    [sys.executable, "-m", "igroteka.server.cli", *argv],
                    env=env,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                    cwd=self.root,
                    process_group=0,  # its own group, its workers in it: stop can end them all
                )
        deadline = time.monotonic() + self.live_within  # a bound, not a wait: a loaded machine starts one in 25 s
        # one client for every poll: httpx.get makes a client (and loads the CA bundle) each time,
        # ~50 ms of CPU, a dozen times a start
        with httpx.Client(timeout=1) as client:
            while time.monotonic() < deadline:
                if self.process.poll() is not None:
                    raise RuntimeError(f"server exited: {self.log_path.read_text()}")
                try:
                    live = client.get(f"{self.url}/health/live").status_code == 200
                except httpx.HTTPError:
                    live = False
                if live and self.bound(start_of_log):
                    return self
                time.sleep(0.05)
        self.stop()  # the caller never holds a server that failed to start: nothing would stop it
        raise RuntimeError(f"server did not become live in {self.live_within:.0f} s")

    def bound(self, start_of_log: int) -> bool:
        """Whether this start's log says it listens on its port: another test's server may answer on
        a port this one failed to bind (every loopback port taken, or a free port picked twice)."""
        with self.log_path.open("rb") as log:
            log.seek(start_of_log)
            return f"running on {self.url} ".encode() in log.read()

    def stop(self, sig: int = signal.SIGTERM) -> None:
        """Send ``sig`` to the server (its supervisor, which stops its workers) and wait for it to end;
        SIGKILL, or a stop that times out, kills its whole process group, the workers of several and
        their resource tracker included, which a killed supervisor would leave running. The group is
        killed while its leader is not yet reaped, so its number cannot name another's group."""
        if self.process and self.process.poll() is None:
            if sig == signal.SIGKILL:
                os.killpg(self.process.pid, signal.SIGKILL)
            else:
                os.kill(self.process.pid, sig)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
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
