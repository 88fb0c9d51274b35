"""What idle matches cost: the server's CPU, and what it writes to its store, with N two-seat
«Победа!» matches running, their five streams each open (two seats, three spectators), and nobody
moving (issue 41: no timer, sweeper or follower whose cost grows with idle matches).

Each N gets a fresh server on a fresh store (bench/idle.py's start: the PostgreSQL database given
for it, else a fresh SQLite file), warmed up, then bench/human.py's client processes create and seat
the N matches and open their 5N streams (spread over processes and loopback source addresses) and
hold them without moving. After ``--settle`` seconds, over a window of ``--window`` seconds: the
server's CPU (``/proc/PID/stat``, in cores), PostgreSQL's (its postmaster and backends, when
``--postgres-pid`` is given), the server's write and read system calls (``/proc/PID/io``), and on
PostgreSQL the store's committed transactions and rows written and read (``pg_stat_database``) and
each table's rows inserted, updated, deleted and scanned (``pg_stat_user_tables``). With
``--pyspy`` a second window of that length records where the idle server's GIL goes
(``py-spy record --gil --idle``, folded stacks), summarised by the functions seen most. Then the
growth factor of each figure from the first N to the last. Every server and client started is
stopped by its PID.

    python bench/idlecost.py --matches 500 5000                    # SQLite
    python bench/idlecost.py --matches 500 5000 --database-url postgresql://…/a postgresql://…/b \
        --postgres-pid 1234 --pyspy /work/var/spy/bin/py-spy --json out.json
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from human import client_main, gather, plan, warm_up
from idle import start_server, stop_server
from load import CpuClock, run_loop

STAT_DATABASE = (
    "SELECT xact_commit, tup_inserted, tup_updated, tup_deleted, tup_returned, tup_fetched"
    " FROM pg_stat_database WHERE datname = current_database()"
)
STAT_TABLES = "SELECT relname, n_tup_ins, n_tup_upd, n_tup_del, seq_tup_read, idx_tup_fetch FROM pg_stat_user_tables"
DATABASE_FIELDS = ("commits", "inserted", "updated", "deleted", "returned", "fetched")
TABLE_FIELDS = ("ins", "upd", "del", "seq_read", "idx_fetch")
TOP = 25  # functions listed from a profile


def io(pid: int) -> dict[str, int]:
    """The server's read and write system calls so far (``/proc/PID/io``)."""
    with open(f"/proc/{pid}/io") as lines:
        return {key: int(value) for key, value in (line.split(": ") for line in lines) if key in ("syscr", "syscw")}


def store_stats(database_url: str | None) -> dict[str, Any]:
    """The store's counters so far: the database's transactions and rows, each table's rows."""
    if not database_url:
        return {}
    import psycopg

    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute("SELECT pg_stat_clear_snapshot()")
        database = dict(zip(DATABASE_FIELDS, conn.execute(STAT_DATABASE).fetchone() or (), strict=True))
        tables = {row[0]: dict(zip(TABLE_FIELDS, row[1:], strict=True)) for row in conn.execute(STAT_TABLES)}
    return {"database": database, "tables": tables}


def rates(before: dict[str, Any], after: dict[str, Any], seconds: float) -> dict[str, Any]:
    """Each counter's rise a second; tables that did not change left out."""
    if not before:
        return {}
    per_s = {k: round((after["database"][k] - before["database"][k]) / seconds, 1) for k in DATABASE_FIELDS}
    tables = {}
    for name, counts in after["tables"].items():
        was = before["tables"].get(name, dict.fromkeys(TABLE_FIELDS, 0))
        rise = {k: round(((counts[k] or 0) - (was[k] or 0)) / seconds, 1) for k in TABLE_FIELDS}
        if any(rise.values()):
            tables[name] = rise
    return {**per_s, "tables": tables}


def profile(pyspy: str, pid: int, seconds: float, out: Path) -> dict[str, Any]:
    """Where the server's GIL went over ``seconds``: the functions on the most samples' stacks,
    but those on nearly every one (the event loop's run, the thread's start)."""
    subprocess.run(
        [pyspy, "record", "--pid", str(pid), "--gil", "--idle", "-d", str(int(seconds)), "-f", "raw", "-o", str(out)],
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    inclusive: Counter[str] = Counter()
    total = 0
    for line in out.read_text().splitlines():
        stack, _, count = line.rpartition(" ")
        total += int(count)
        for frame in dict.fromkeys(stack.split(";")):
            inclusive[frame] += int(count)
    below = [(frame, n) for frame, n in inclusive.most_common() if n < total * 0.8]
    return {"samples": total, "top": below[:TOP]}


def measure(args: argparse.Namespace, n: int, database_url: str | None, workdir: Path) -> dict[str, Any]:
    """One N on a fresh server: set up, held idle, measured, closed, stopped."""
    workdir.mkdir()
    server, url = start_server(database_url, workdir, 1, 300)
    context = multiprocessing.get_context("spawn")
    clients = []
    try:
        run_loop(warm_up(url, 5))
        for index, (local, count) in enumerate(plan(n, None, args.addresses)):
            ours, theirs = context.Pipe()
            process = context.Process(target=client_main, args=(url, local, count, (3600.0, 3600.0), index, theirs))
            process.start()
            clients.append((process, ours))
        pipes = [pipe for _, pipe in clients]
        gather(pipes, 1800, f"creating and seating {n} matches")
        for pipe in pipes:
            pipe.send("open")
        opened = gather(pipes, 1800, f"opening the streams of {n} matches")
        time.sleep(args.settle)
        clock = CpuClock(server.pid, args.postgres_pid)
        before, io_before, store_before = clock.sample(), io(server.pid), store_stats(database_url)
        time.sleep(args.window)
        after, io_after, store_after = clock.sample(), io(server.pid), store_stats(database_url)
        wall = after["wall"] - before["wall"]
        result: dict[str, Any] = {
            "matches": n,
            "matches_opened": sum(answer[1] for answer in opened),
            "sockets_opened": sum(answer[2] for answer in opened),
            "window_s": round(wall, 1),
            "server_idle_cores": round((after["server"] - before["server"]) / wall, 4),
            "machine_busy_cores": round((after["machine_busy"] - before["machine_busy"]) / wall, 2),
            "server_syscalls_per_s": {k: round((io_after[k] - io_before[k]) / wall, 1) for k in io_after},
            "store_per_s": rates(store_before, store_after, wall),
        }
        if args.postgres_pid:
            result["postgres_idle_cores"] = round((after["postgres"] - before["postgres"]) / wall, 4)
        if args.pyspy:
            folded = Path(args.json or "idlecost").with_suffix(f".n{n}.spy")  # the folded stacks, kept
            result["profile"] = profile(args.pyspy, server.pid, args.window, folded)
        for pipe in pipes:
            pipe.send(0.0)  # a window of no moves: the clients report and wait to be told to close
        gather(pipes, 120, "the clients' reports")
        for pipe in pipes:
            pipe.send("close")
        gather(pipes, 300, "closing the streams")
    finally:
        for process, _ in clients:
            process.join(timeout=30)
            if process.is_alive():
                process.kill()
        stop_server(server)
    return result


def growth(results: list[dict[str, Any]]) -> dict[str, float | None]:
    first, last = results[0], results[-1]
    keys = ["server_idle_cores", "postgres_idle_cores"]
    grown: dict[str, float | None] = {}
    for key in keys:
        if key in first:
            grown[key] = round(last[key] / first[key], 2) if first[key] else None
    if first["store_per_s"]:
        for key in ("commits", "updated", "returned"):
            a, b = first["store_per_s"][key], last["store_per_s"][key]
            grown[f"store_{key}_per_s"] = round(b / a, 2) if a else None
    return grown


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, nargs="+", default=[500, 5000], help="values of N")
    parser.add_argument("--database-url", nargs="+", help="a fresh PostgreSQL database for each N (else SQLite)")
    parser.add_argument("--postgres-pid", type=int, help="also measure this postmaster's and its backends' CPU")
    parser.add_argument("--settle", type=float, default=10.0, help="seconds held idle before the window")
    parser.add_argument("--window", type=float, default=20.0, help="seconds measured")
    parser.add_argument("--pyspy", help="py-spy's path: profile the idle server over a second window")
    parser.add_argument(
        "--addresses",
        nargs="+",
        help="the clients' loopback source addresses (each has ~28,000 ephemeral ports, shared by every process using it)",
    )
    parser.add_argument("--json", help="write the results here")
    args = parser.parse_args()
    urls: list[str | None] = list(args.database_url or [None] * len(args.matches))
    if len(urls) != len(args.matches):
        parser.error("--database-url names one database for each value of --matches")
    results = []
    with tempfile.TemporaryDirectory(prefix="igroteka-idlecost-") as temp:
        for n, url in zip(args.matches, urls, strict=True):
            result = measure(args, n, url, Path(temp) / f"n{n}")
            print(json.dumps(result), flush=True)
            results.append(result)
    report = {"results": results, "growth": growth(results) if len(results) > 1 else None}
    print(json.dumps(report["growth"]))
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
