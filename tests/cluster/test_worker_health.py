"""``serve --workers K`` keeps a worker that is alive but starved of CPU (IGROTEKA_WORKER_HEALTHCHECK):
uvicorn's supervisor replaced any worker leaving its ping unanswered for 5 s, which on a loaded
machine (or a worker folding a large store at a cold start) restarted live workers over and over."""

from __future__ import annotations

import contextlib
import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import fresh_pg_database
from tests.support.client import Api
from tests.support.server import ServerProcess

STARVED = 8.0  # seconds a worker is stopped: more than uvicorn's own 5, less than the server's 60


@pytest.fixture
def database(pg_admin_url: str) -> Iterator[str]:
    yield from fresh_pg_database(pg_admin_url)


def workers(supervisor: int) -> list[int]:
    """The supervisor's worker processes (its other child is multiprocessing's resource tracker)."""
    children = Path(f"/proc/{supervisor}/task/{supervisor}/children").read_text().split()
    return sorted(
        int(pid) for pid in children if b"spawn_main" in Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ")
    )


def test_a_worker_stopped_for_longer_than_uvicorns_five_seconds_is_kept(database: str, tmp_path: Path) -> None:
    server = ServerProcess(database, tmp_path, workers=2).start()
    api = Api(server.url)
    try:
        assert server.process is not None
        deadline = time.monotonic() + 60
        while len(before := workers(server.process.pid)) < 2:
            assert time.monotonic() < deadline, before
            time.sleep(0.1)
        os.kill(before[0], signal.SIGSTOP)
        try:
            time.sleep(STARVED)
        finally:
            with contextlib.suppress(ProcessLookupError):  # replaced: the assertion below says so
                os.kill(before[0], signal.SIGCONT)
        time.sleep(1.0)  # the supervisor looks every 0.5 s
        assert workers(server.process.pid) == before
        assert "died" not in server.logs()
        assert api.create("pobeda", 2)["id"]
        # The same server, for ServerProcess.stop: SIGKILL (as a stop that times out) ends the
        # supervisor's whole group, its workers and multiprocessing's resource tracker, which a
        # SIGKILL of the supervisor alone orphans (one server of several workers for both checks).
        supervisor = server.process.pid
        children = [int(pid) for pid in Path(f"/proc/{supervisor}/task/{supervisor}/children").read_text().split()]
        assert len(children) == 3  # two workers and the resource tracker
        server.stop(signal.SIGKILL)
        deadline = time.monotonic() + 10
        while left := [pid for pid in children if not ended(pid)]:
            assert time.monotonic() < deadline, f"left running: {left}"
            time.sleep(0.05)
    finally:
        api.close()
        server.stop()


def ended(pid: int) -> bool:
    """Whether ``pid`` has ended (reaped, or a zombie waiting for init once its parent was killed)."""
    with contextlib.suppress(FileNotFoundError):
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"
    return True
