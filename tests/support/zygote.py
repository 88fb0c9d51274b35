"""A parent for the tests' servers that has imported the server once (`python -m tests.support.zygote`).

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
and leaves."""

from __future__ import annotations

import gc
import json
import os
import signal
import sys
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


def run() -> None:
    preload()
    children: dict[int, int | None] = {}  # forked PIDs: their exit status once reaped
    for line in sys.stdin.buffer:
        request = json.loads(line)
        if "fork" in request:
            pid = os.fork()
            if pid == 0:
                serve(**request["fork"])
            children[pid] = None
            answer({"pid": pid, "n": request["n"]})
        else:
            pid = request["reap"]
            if children.get(pid) is None:
                done, status = os.waitpid(pid, os.WNOHANG)
                if done:
                    children[pid] = exit_status(status)
            answer({"status": children[pid], "n": request["n"]})
    for pid, status in children.items():
        if status is None:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)


if __name__ == "__main__":
    run()
