"""A parent for the tests' servers that has imported the server once (`python -m tests.support.zygote SOCKET`).

A server process spends most of the CPU of its start (~1.5 s of ~1.75 s) importing litestar,
uvicorn, eventsourcing and our packages; a run starts well over a hundred. This process imports
them once, and each `ServerProcess` it is asked for is a child forked from it that then runs
`igroteka serve` as the command does: with its own environment (its settings), folder, arguments
and log file as stdout and stderr, a PID of its own that the test signals, and the exit status the
command would give. Only the imports are shared: settings, the store, the app and the event loop
are made in the child, after the fork.

It reads JSON lines on stdin and answers each with one on stdout, repeating the request's "n":
    {"fork": {"argv": [...], "env": {...}, "cwd": "...", "log": "..."}, "n": 1} -> {"pid": PID, "n": 1}
    {"reap": PID, "n": 2} -> {"status": null while it runs, else its exit status as Popen has it, "n": 2}
At the end of its stdin (its test process stopped or went away) it kills the children it still has
and leaves.

deploy/local-cluster.sh's instances are forked from it too, asked for on its Unix socket SOCKET by
`python tests/support/zygote.py --fork SOCKET LOG ARG...` (the script's IGROTEKA_CLUSTER_SPAWN, set by
tests/cluster/support.py): that asks for `igroteka serve ARG...` with the asking process's environment
and folder, writing to LOG, and prints its PID, as the script's `$!` would be. The script follows its
instances by PID alone (`kill -0`, signals), so the zygote reaps those children as they end; a
request's line is the "fork" above, its answer {"pid": PID}."""

from __future__ import annotations

import contextlib
import gc
import json
import os
import select
import signal
import socket
import sys
import time
from typing import Any

# What a server imports before it answers /health/live, those it imports lazily while starting
# included (litestar's plugins, anyio's backend, uvloop, the stores' modules): the app and everything
# it reaches, and the uvicorn parts `serve` names by string.
PRELOAD = (
    "igroteka.server.cli",
    "igroteka.server.app",
    "igroteka.server.connections",
    "igroteka.server.wsprotocol",
    "igroteka.server.store.postgres",
    "igroteka.server.store.transcoder",
    "eventsourcing.sqlite",
    "eventsourcing.postgres",
    "uvicorn.main",
    "uvicorn.server",
    "uvicorn.lifespan.on",
    "uvicorn.loops.auto",
    "uvicorn.loops.uvloop",
    "uvloop",
    "h11",
    "anyio._backends._asyncio",
    "anyio.streams.memory",
    "anyio.streams.stapled",
    "anyio.streams.tls",
    "trio",
    "pydantic",
    "pydantic.v1",
    "attrs",
    "sortedcontainers",
    "litestar._kwargs",
    "litestar.plugins.attrs",
    "litestar.plugins.pydantic",
    "litestar.middleware.allowed_hosts",
    "litestar.middleware.csrf",
    "litestar.middleware.response_cache",
    "litestar.middleware._internal.exceptions",
    "litestar.exceptions.responses",
    "cryptography.hazmat.backends.openssl",
)


def preload() -> None:
    from importlib import import_module

    for name in PRELOAD:
        import_module(name)
    # What a server derives at its start from nothing but the games it serves (a forked one serves
    # the zygote's): the catalogue's JSON schemas, made once a process, 0.05 CPU s.
    from igroteka.server.http import game_infos

    game_infos()
    gc.collect()
    gc.freeze()  # the imported objects: each child's collections leave them (and their pages) alone


def exit_status(status: int) -> int:
    return os.waitstatus_to_exitcode(status)  # -N when killed by signal N, as subprocess has it


def serve(argv: list[str], env: dict[str, str], cwd: str, log: str) -> None:
    """In the child: become `python -m igroteka.server.cli <argv>` with ``env`` in ``cwd``, writing to ``log``.
    Leaves through SystemExit, so the interpreter ends as the command's would (atexit, threads)."""
    null = os.open(os.devnull, os.O_RDONLY)
    output = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    os.dup2(null, 0)
    os.dup2(output, 1)
    os.dup2(output, 2)
    os.close(null)
    os.close(output)
    os.chdir(cwd)
    os.environ.clear()
    os.environ.update(env)
    from igroteka.server import cli

    sys.argv = [cli.__file__, *argv]
    sys.exit(cli.main(argv))


def answer(reply: dict[str, Any]) -> None:
    sys.stdout.buffer.write(json.dumps(reply).encode() + b"\n")
    sys.stdout.buffer.flush()


class Zygote:
    """The forks asked for on stdin, kept unreaped until asked for, and those asked for on the socket,
    reaped as they end."""

    def __init__(self, listener: socket.socket | None) -> None:
        self.listener = listener
        self.children: dict[int, int | None] = {}  # forked PIDs: their exit status once reaped
        self.unwatched: set[int] = set()  # the socket's, running: reaped by the zygote itself

    def fork(self, request: dict[str, Any], *sockets: socket.socket) -> int:
        pid = os.fork()
        if pid == 0:
            os.setpgid(0, 0)  # a group of its own, as ServerProcess's others: stop may kill the group
            for own in (*sockets, self.listener):
                if own is not None:
                    own.close()
            serve(**request)
        with contextlib.suppress(ProcessLookupError):  # here too, so that it is so before the PID is answered
            os.setpgid(pid, pid)
        self.children[pid] = None
        return pid

    def reap(self, pid: int) -> int | None:
        if self.children.get(pid) is None:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                self.children[pid] = exit_status(status)
                self.unwatched.discard(pid)
        return self.children[pid]

    def asked_on_socket(self) -> None:
        """A fork asked for on the socket. An asker gone before its answer (it gave up waiting: a zygote
        still importing on a loaded machine) gets none, and the child it would not know is killed: the
        zygote carries on for this test process's other servers."""
        assert self.listener is not None
        connection, _ = self.listener.accept()
        with connection:
            connection.settimeout(30)
            request = b""
            with contextlib.suppress(OSError):
                while not request.endswith(b"\n"):
                    chunk = connection.recv(65536)
                    if not chunk:
                        return
                    request += chunk
            if not request.endswith(b"\n"):
                return
            pid = self.fork(json.loads(request)["fork"], connection)
            self.unwatched.add(pid)
            try:
                connection.sendall(json.dumps({"pid": pid}).encode() + b"\n")
            except OSError:
                os.killpg(pid, signal.SIGKILL)

    def run(self) -> None:
        stdin, pending = sys.stdin.buffer.fileno(), b""
        sources = [stdin] + ([self.listener] if self.listener is not None else [])
        while True:
            ready, _, _ = select.select(sources, [], [], 0.05 if self.unwatched else None)
            for pid in list(self.unwatched):
                self.reap(pid)
            if self.listener is not None and self.listener in ready:
                self.asked_on_socket()
            if stdin not in ready:
                continue
            chunk = os.read(stdin, 65536)
            if not chunk:
                break
            pending += chunk
            while b"\n" in pending:
                line, pending = pending.split(b"\n", 1)
                request = json.loads(line)
                if "fork" in request:
                    answer({"pid": self.fork(request["fork"]), "n": request["n"]})
                else:
                    answer({"status": self.reap(request["reap"]), "n": request["n"]})
        for pid, status in self.children.items():
            if status is None:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)


def listen(path: str) -> socket.socket:
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(8)
    return listener


def ask_to_fork(path: str, log: str, argv: list[str]) -> int:
    """`--fork`: the PID of `igroteka serve <argv>` forked by the zygote listening at ``path`` (which a
    zygote just started may not have bound yet)."""
    request = {"argv": argv, "env": dict(os.environ), "cwd": os.getcwd(), "log": os.path.abspath(log)}
    deadline = time.monotonic() + 30
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
        # the zygote answers once it has imported the server (~1.4 CPU s): over 30 s of wall at a load
        # average of 30 on two cores
        connection.settimeout(120)
        while True:
            try:
                connection.connect(path)
                break
            except (FileNotFoundError, ConnectionRefusedError):
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.02)
        with connection.makefile("rwb") as stream:
            stream.write(json.dumps({"fork": request}).encode() + b"\n")
            stream.flush()
            return int(json.loads(stream.readline())["pid"])


if __name__ == "__main__":
    if sys.argv[1:2] == ["--fork"]:
        print(ask_to_fork(sys.argv[2], sys.argv[3], sys.argv[4:]))
    else:
        listener = listen(sys.argv[1]) if len(sys.argv) > 1 else None  # before the imports: asked at once
        preload()
        Zygote(listener).run()
