"""What a match's set-up costs a server: its CPU per set-up, phase by phase, as ``bench/load.py``
sets a match up (create, claim both seats, open the two seats' streams and a spectator's, then,
as when the match ends, close them).

Set-ups run one after another, in batches. The server's CPU is read from /proc around each phase,
as the sum over its threads of their run time (``/proc/PID/task/*/schedstat``, in nanoseconds; a
thread's time counts from the phase's start), and around each batch as utime + stime
(``/proc/PID/stat``, in clock ticks); a server started with ``--workers K`` is its process and its
child processes, the workers. After the streams open the client waits 10 ms, and 20 ms
after they close, so the server's work that follows a phase counts in it.

Given two servers (old and new code, each started on its own fresh database), batches alternate
between them, and the report gives each phase's mean and the mean of the paired differences
(second minus first) with its standard error: the machine's other work moves both alike.

    python bench/setup.py old=http://127.0.0.1:8001=PID new=http://127.0.0.1:8002=PID --batch 50 --rounds 12
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from load import GAME, Address, Http, Socket, run_loop

PHASES = ("create", "claim0", "claim1", "open", "close")


@dataclass(frozen=True)
class Server:
    name: str
    url: str
    pid: int

    @classmethod
    def parse(cls, text: str) -> Server:
        name, url, pid = text.split("=", 2)
        return cls(name, url, int(pid))


def processes(pid: int) -> list[int]:
    """The server's process and its children (the workers of ``serve --workers K``)."""
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as children:
            return [pid, *map(int, children.read().split())]
    except OSError:
        return [pid]


def threads_ns(pid: int) -> dict[str, int]:
    """Each live thread's run time so far, in nanoseconds, over the server's processes."""
    times = {}
    for process in processes(pid):
        try:
            tids = os.listdir(f"/proc/{process}/task")
        except OSError:  # the process ended meanwhile
            continue
        for tid in tids:
            try:
                with open(f"/proc/{process}/task/{tid}/schedstat") as stat:
                    times[tid] = int(stat.read().split()[0])
            except OSError:  # the thread ended meanwhile
                continue
    return times


def spent_ms(before: dict[str, int], after: dict[str, int]) -> float:
    return sum(ns - before.get(tid, 0) for tid, ns in after.items()) / 1e6


def process_ms(pid: int) -> float:
    """utime + stime of the server's processes, in milliseconds."""
    ticks = 0
    for process in processes(pid):
        with open(f"/proc/{process}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        ticks += int(fields[11]) + int(fields[12])
    return ticks * 1000 / os.sysconf("SC_CLK_TCK")


async def set_up(http: Http, address: Address, pid: int, spent: dict[str, float]) -> None:
    """One set-up, its phases' server CPU added to ``spent``."""
    marks = [threads_ns(pid)]
    created = await http.post("/api/v1/matches", {"game": GAME, "seats": 2, "options": {}, "bots": []})
    marks.append(threads_ns(pid))
    tokens = []
    for seat in (0, 1):
        claimed = await http.post(f"/api/v1/matches/{created['id']}/seats", {"seat": seat, "name": f"bench{seat}"})
        tokens.append(claimed["token"])
        marks.append(threads_ns(pid))
    stream = f"{address.prefix}/api/v1/matches/{created['id']}/stream"
    paths = (f"{stream}?token={tokens[0]}", f"{stream}?token={tokens[1]}", stream)
    sockets = await asyncio.gather(*(Socket.open(address, path, timeout=30) for path in paths))
    for socket in sockets:
        await socket.first()
    await asyncio.sleep(0.01)
    marks.append(threads_ns(pid))
    await asyncio.gather(*(socket.close() for socket in sockets))
    await asyncio.sleep(0.02)
    marks.append(threads_ns(pid))
    for phase, before, after in zip(PHASES, marks, marks[1:], strict=False):
        spent[phase] = spent.get(phase, 0.0) + spent_ms(before, after)


async def batch(server: Server, n: int) -> dict[str, float]:
    """``n`` set-ups on one server: CPU ms a set-up, by phase and (``process``) in all."""
    address = Address.of(server.url)
    http = Http(address, timeout=30)
    spent: dict[str, float] = {}
    began = process_ms(server.pid)
    try:
        for _ in range(n):
            await set_up(http, address, server.pid, spent)
    finally:
        http.close()
    return {"process": (process_ms(server.pid) - began) / n, **{k: v / n for k, v in spent.items()}}


async def compare(servers: list[Server], size: int, rounds: int) -> dict[str, list[dict[str, float]]]:
    """Alternating batches (the order reversed every round), after a warm-up batch each."""
    for server in servers:
        await batch(server, min(size, 30))
    results: dict[str, list[dict[str, float]]] = {server.name: [] for server in servers}
    for round_ in range(rounds):
        for server in servers if round_ % 2 == 0 else servers[::-1]:
            results[server.name].append(await batch(server, size))
    return results


def report(results: dict[str, list[dict[str, float]]]) -> str:
    names = list(results)
    lines = []
    for key in ("process", *PHASES):
        line = f"{key:8s}" + "".join(f"  {n} {statistics.mean(r[key] for r in results[n]):6.2f}" for n in names)
        if len(names) == 2:
            diffs = [b[key] - a[key] for a, b in zip(results[names[0]], results[names[1]], strict=True)]
            error = statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else float("nan")
            line += f"  diff {statistics.mean(diffs):+6.2f} ± {error:.2f}"
        lines.append(line)
    return "server CPU ms a set-up\n" + "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("servers", nargs="+", help="NAME=URL=PID of each server (two: compared)")
    parser.add_argument("--batch", type=int, default=50, help="set-ups a batch")
    parser.add_argument("--rounds", type=int, default=12, help="batches a server")
    args = parser.parse_args()
    started = time.perf_counter()
    results = run_loop(compare([Server.parse(s) for s in args.servers], args.batch, args.rounds))
    print(report(results))
    print(f"({args.rounds} x {args.batch} set-ups a server, {time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
