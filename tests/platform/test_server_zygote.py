"""A test server forked from the zygote (tests/support/zygote.py) is `igroteka serve` as the command
runs it: its own settings, PID, log and exit status, and nothing left running when the zygote ends."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

import httpx
import pytest

from igroteka.domain.games import GAME_IDS
from tests.support.server import Forked, ServerProcess, Zygote, free_port, zygote


def parent(pid: int) -> int:
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        return int(stat.read().rsplit(")", 1)[1].split()[1])


def test_forked_servers_each_read_their_own_settings(tmp_path: Path) -> None:
    with (
        ServerProcess(f"sqlite:///{tmp_path / 'a.sqlite'}", tmp_path, metrics_token="token-a") as a,
        ServerProcess(f"sqlite:///{tmp_path / 'b.sqlite'}", tmp_path, metrics_token="token-b") as b,
    ):
        assert isinstance(a.process, Forked) and isinstance(b.process, Forked)
        assert a.process.pid != b.process.pid
        assert parent(a.process.pid) == parent(b.process.pid) == zygote().process.pid
        for server, own, other in ((a, "token-a", "token-b"), (b, "token-b", "token-a")):
            assert httpx.get(f"{server.url}/metrics", headers={"Authorization": f"Bearer {own}"}).status_code == 200
            assert httpx.get(f"{server.url}/metrics", headers={"Authorization": f"Bearer {other}"}).status_code == 401
        assert httpx.get(f"{a.url}/api/v1/games").status_code == 200
    assert f"Igroteka: open http://127.0.0.1:{a.port}/" in a.logs()
    assert "Application startup complete" in b.logs() and "Finished server process" in b.logs()


def test_a_server_whose_port_another_server_holds_does_not_start_as_that_one(tmp_path: Path) -> None:
    """The other server answers /health/live on the port, but it is not this one: the start fails
    (its log says the address is in use) rather than hand the test a server it did not start."""
    (tmp_path / "first").mkdir(), (tmp_path / "second").mkdir()  # a log each: the log is named by the port
    with ServerProcess(f"sqlite:///{tmp_path / 'first.sqlite'}", tmp_path / "first") as first:
        second = ServerProcess(f"sqlite:///{tmp_path / 'second.sqlite'}", tmp_path / "second", port=first.port)
        with pytest.raises(RuntimeError, match="server exited"):
            second.start()
        assert "address already in use" in second.logs()
        assert httpx.get(f"{first.url}/health/live").status_code == 200


def test_a_forked_server_exits_as_the_command_does(tmp_path: Path) -> None:
    """SIGTERM ends both with the same status; SIGKILL is seen as the signal, as Popen reports it.
    A server choosing its games (read while importing) is the command itself, not forked."""
    statuses = []
    for games in ({}, {"games": ",".join(GAME_IDS)}):
        server = ServerProcess(f"sqlite:///{tmp_path / f'{len(games)}.sqlite'}", tmp_path, **games).start()
        assert isinstance(server.process, Forked) == (not games)
        assert server.process is not None
        os.kill(server.process.pid, signal.SIGTERM)
        statuses.append(server.process.wait(timeout=60))  # a loaded machine's shutdown may take seconds
        server.stop()
    assert statuses[0] == statuses[1] is not None, statuses
    killed = ServerProcess(f"sqlite:///{tmp_path / 'killed.sqlite'}", tmp_path).start()
    killed.stop(signal.SIGKILL)
    assert killed.process is not None and killed.process.poll() == -signal.SIGKILL


def test_the_zygote_answers_each_request_and_ends_its_servers_when_its_test_process_does(tmp_path: Path) -> None:
    own = Zygote()
    try:
        env = {**os.environ, "IGROTEKA_DATABASE_URL": f"sqlite:///{tmp_path / 'igroteka.sqlite'}"}
        server = own.fork(["serve", "--port", str(free_port())], env, tmp_path / "log")
        assert parent(server.pid) == own.process.pid
        assert own.process.stdin is not None  # a request whose answer goes unread (a time-out interrupted it)
        own.process.stdin.write(
            json.dumps({"fork": {"argv": ["bad"], "env": {}, "cwd": "/", "log": "/dev/null"}, "n": 0}).encode() + b"\n"
        )
        assert server.poll() is None, "the next request gets its own answer, not the one left unread"
    finally:
        own.close()
    assert not Path(f"/proc/{server.pid}").exists()


def test_a_server_asked_for_on_the_socket_is_forked_with_the_askers_settings_and_reaped_when_it_ends(
    tmp_path: Path,
) -> None:
    """deploy/local-cluster.sh's way (IGROTEKA_CLUSTER_SPAWN): the asking command prints the PID of a
    server the zygote forked with the asker's environment and folder; the script has nothing but the
    PID, so once the server ends the zygote reaps it and `kill -0` of the PID fails."""
    port, slots = free_port(), tempfile.mkdtemp(prefix="igroteka-test-")
    env = {
        **os.environ,
        "IGROTEKA_DATABASE_URL": f"sqlite:///{tmp_path / 'asked.sqlite'}",
        "IGROTEKA_PORT": str(port),
        "IGROTEKA_METRICS_TOKEN": "token-asked",
        "IGROTEKA_WORKER_DIRECTORY": slots,
    }
    log = tmp_path / "asked.log"
    asked = subprocess.run(
        [*zygote().spawn().split(), str(log), "serve", "--log-level", "info"],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert asked.returncode == 0, asked.stderr
    pid = int(asked.stdout)
    try:
        assert parent(pid) == zygote().process.pid
        deadline = time.monotonic() + 60
        with httpx.Client(timeout=1) as client:
            while f"running on http://127.0.0.1:{port} " not in log.read_text():
                assert time.monotonic() < deadline and Path(f"/proc/{pid}").exists(), log.read_text()
                time.sleep(0.05)
            metrics = client.get(f"http://127.0.0.1:{port}/metrics", headers={"Authorization": "Bearer token-asked"})
            assert metrics.status_code == 200
        os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + 30
        while Path(f"/proc/{pid}").exists():  # a zombie left unreaped would stay
            assert time.monotonic() < deadline, "the zygote did not reap its ended server"
            time.sleep(0.05)
        assert "Finished server process" in log.read_text()
    finally:
        if Path(f"/proc/{pid}").exists():
            os.kill(pid, signal.SIGKILL)
        shutil.rmtree(slots, ignore_errors=True)
