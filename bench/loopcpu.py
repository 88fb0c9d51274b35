"""Where the event loop's CPU goes a move (issue 13): a server whose loop thread's CPU time
(``time.thread_time``) is summed around its own parts, under ``bench/load.py``.

The server runs in a child process of this script (``--serve``: ``igroteka serve`` with the
wrappers of ``PARTS`` in place). Over a window in the middle of the load, SIGUSR2 to the server
starts its sums and SIGUSR1 writes them; the loop thread's CPU time over the same window is read
from /proc. Both are divided by the moves decided in the window (``MatchService.move_soon``
calls). A part called inside another counts in both. Each wrapper costs about 1 µs a call, so
the loop does a little more than a server without them.

    python bench/loopcpu.py --database-url postgresql://...  [--matches 100] [--duration 12]
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
from clocks import free_port

ROOT = Path(__file__).resolve().parents[1]
MOVES = "the move decided and handed to the writer"
# (module, class or None for a module's function, attribute, label, whether it runs inside another
# part): the report's order
PARTS = (
    ("igroteka.server.stream", "Connection", "_push_now", "frames built and written to the buffers", False),
    ("igroteka.server.stream", None, "frame", "of which building them", True),
    ("igroteka.domain.matches", "MatchService", "move_soon", MOVES, False),
    ("igroteka.domain.commands", None, "decide_move", "of which the rules' decision", True),
    ("igroteka.server.store.loopwriter", "LoopWriter", "_readable", "the insert's result read and settled", False),
    ("igroteka.domain.repository", "MatchRepository", "committed", "of which the events applied", True),
    ("igroteka.server.store.loopwriter", "LoopWriter", "_send", "inserts sent (in the two above)", True),
    ("igroteka.server.wsprotocol", "WebSocketProtocol", "flush", "the sockets' writes", False),
    (
        "uvicorn.protocols.websockets.websockets_sansio_impl",
        "WebSocketsSansIOProtocol",
        "data_received",
        "move messages parsed",
        False,
    ),
    ("uvicorn.protocols.http.httptools_impl", "HttpToolsProtocol", "data_received", "HTTP requests (set-ups)", False),
)


def timed(fn: Callable[..., Any], label: str, sums: dict[str, list[float]]) -> Callable[..., Any]:
    main = threading.main_thread().ident
    clock = time.thread_time

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        if threading.get_ident() != main:
            return fn(*args, **kwargs)
        began = clock()
        try:
            return fn(*args, **kwargs)
        finally:
            total = sums.setdefault(label, [0.0, 0])
            total[0] += clock() - began
            total[1] += 1

    return wrapper


def serve(out: str) -> None:
    """Run the server with the parts timed: SIGUSR2 starts the sums afresh, SIGUSR1 writes them."""
    sys.path.insert(0, str(ROOT))
    sums: dict[str, list[float]] = {}
    for module_name, class_name, attribute, label, _ in PARTS:
        owner = importlib.import_module(module_name)
        if class_name is not None:
            owner = getattr(owner, class_name)
        setattr(owner, attribute, timed(getattr(owner, attribute), label, sums))
    signal.signal(signal.SIGUSR2, lambda *_: sums.clear())
    signal.signal(signal.SIGUSR1, lambda *_: Path(out).write_text(json.dumps(sums)))
    from igroteka.server import cli

    cli.main(["serve", "--log-level", "warning"])


def loop_cpu(pid: int) -> float:
    """CPU seconds of the process's main thread (the event loop's) so far."""
    fields = Path(f"/proc/{pid}/task/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def live(url: str, deadline: float) -> None:
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"{url}/health/live", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    raise RuntimeError("the server did not become live")


def measure(args: argparse.Namespace, folder: Path) -> dict[str, Any]:
    port, out = free_port(), folder / "sums.json"
    env = {**os.environ, "IGROTEKA_DATABASE_URL": args.database_url, "IGROTEKA_PORT": str(port)}
    env.update({"IGROTEKA_GAMES": "pobeda", "IGROTEKA_WS_PER_CLIENT": "100000"})
    env.update({f"IGROTEKA_QUOTA_{q}": "100000" for q in ("MATCHES", "SEATS")})
    with (folder / "server.log").open("wb") as log:
        server = subprocess.Popen(
            [sys.executable, __file__, "--serve", str(out)], env=env, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT
        )
    load: subprocess.Popen[bytes] | None = None
    try:
        url = f"http://127.0.0.1:{port}"
        live(url, time.monotonic() + 60)
        command = [sys.executable, str(ROOT / "bench" / "load.py"), "--url", url, "--matches", str(args.matches)]
        load = subprocess.Popen(
            [*command, "--duration", str(args.duration), "--json", str(folder / "load.json")],
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(args.skip)
        server.send_signal(signal.SIGUSR2)
        cpu, began = loop_cpu(server.pid), time.monotonic()
        time.sleep(args.window)
        server.send_signal(signal.SIGUSR1)
        cpu, seconds = loop_cpu(server.pid) - cpu, time.monotonic() - began
        load.wait(timeout=args.duration + 120)
    finally:
        if load is not None and load.poll() is None:
            load.terminate()
            load.wait(timeout=30)
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
    sums = json.loads(out.read_text())
    moves = int(sums.get(MOVES, [0.0, 0])[1])
    if not moves:
        raise RuntimeError("no move was decided in the window")
    parts = {label: round(sums.get(label, [0.0, 0])[0] / moves * 1e6, 1) for *_, label, _ in PARTS}
    loop_us = cpu / moves * 1e6
    outer = sum(parts[label] for *_, label, inside in PARTS if not inside)
    return {
        "matches": args.matches,
        "window_s": round(seconds, 1),
        "moves": moves,
        "loop_cores": round(cpu / seconds, 2),
        "loop_us_per_move": round(loop_us),
        "parts_us_per_move": parts,
        "rest_us_per_move": round(loop_us - outer),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--serve", metavar="OUT", help=argparse.SUPPRESS)
    parser.add_argument("--database-url", help="a fresh database for the server")
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--duration", type=float, default=12.0, help="seconds of load")
    parser.add_argument("--skip", type=float, default=5.0, help="seconds from the load's start to the window's")
    parser.add_argument("--window", type=float, default=6.0, help="seconds of the window")
    args = parser.parse_args()
    if args.serve:
        serve(args.serve)
        return
    if not args.database_url:
        parser.error("--database-url is needed")
    with tempfile.TemporaryDirectory(prefix="igroteka-loopcpu.") as folder:
        result = measure(args, Path(folder))
    for *_, label, inside in PARTS:
        print(f"{'  ' * inside}{label:{44 - 2 * inside}s} {result['parts_us_per_move'][label]:7.1f} µs a move")
    print(f"{'the rest (the loop, the tasks around these)':44s} {result['rest_us_per_move']:7d} µs a move")
    print(
        f"{'the loop thread in all':44s} {result['loop_us_per_move']:7d} µs a move ({result['loop_cores']} of a core)"
    )
    print(json.dumps(result))


if __name__ == "__main__":
    main()
