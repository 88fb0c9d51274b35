"""Where a served process's CPU goes, thread by thread: ``igroteka serve`` in this process, each of
its Python threads given its name as the kernel knows it too (``/proc/PID/task/TID/comm``, the
first 15 characters, renamed every half second as threads come), so bench/load.py, which reads every
thread's CPU of the server at the window's two ends, can split the server's CPU a move by thread
(``server_threads_us_per_move``: the event loop is ``MainThread``, the worker threads ``store_N``,
the group writer ``group-writer``, the log follower ``log-follower``, asyncio's default executor
``asyncio_N``, the PostgreSQL listener's thread …; their sum is the server's CPU a move).

``IGROTEKA_PROFILE=FILE`` also profiles the event loop's thread (cProfile on ``time.thread_time``,
the thread's own CPU) and writes its stats to FILE when the server stops (SIGINT or SIGTERM, as
bench/trees.sh stops its servers); ``--summary FILE --moves N`` prints the functions that took the
most of it, in µs a move (cProfile's own cost inflates every figure: read them as shares).

    IGROTEKA_DATABASE_URL=… .venv/bin/python bench/threads.py -- serve --port 8000
    BENCH_THREADS=1 bench/trees.sh lead=/work/wt/lead served=/work/wt/served   # every server so
    .venv/bin/python bench/threads.py --summary var/loop.prof --moves 24302
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import os
import pstats
import sys
import threading
import time

RENAME_EVERY = 0.5  # seconds between two namings of the threads


def name_threads() -> None:
    """Give every Python thread of this process its name in ``/proc`` (what bench/load.py reads)."""
    for thread in threading.enumerate():
        if thread.native_id is None:
            continue
        with contextlib.suppress(OSError), open(f"/proc/self/task/{thread.native_id}/comm", "w") as comm:
            comm.write(thread.name.replace("ThreadPoolExecutor", "pool")[:15])


def keep_naming() -> None:
    while True:
        name_threads()
        time.sleep(RENAME_EVERY)


def serve(argv: list[str]) -> int:
    """``igroteka`` with ``argv``, its threads named; the loop's thread profiled if asked."""
    from igroteka.server.cli import main

    threading.Thread(target=keep_naming, name="namer", daemon=True).start()
    out = os.environ.get("IGROTEKA_PROFILE")
    profile = cProfile.Profile(time.thread_time) if out else None
    if profile is not None:
        profile.enable()
    try:
        return main(argv)
    finally:
        if profile is not None and out:
            profile.disable()
            profile.dump_stats(out)


def summary(path: str, moves: int, top: int) -> None:
    """The functions of the loop's profile by their own time (tottime) and by their cumulative time,
    in µs a move."""
    stats = pstats.Stats(path)
    rows = stats.stats  # type: ignore[attr-defined]  # {(file, line, name): (cc, nc, tt, ct, callers)}
    total = sum(row[2] for row in rows.values())
    print(f"profiled CPU of the loop's thread: {total * 1e6 / moves:.1f} us a move ({moves} moves)")
    for title, index in (("own", 2), ("cumulative", 3)):
        print(f"\n-- by {title} time, us a move")
        for key, row in sorted(rows.items(), key=lambda item: -item[1][index])[:top]:
            where = f"{os.path.basename(key[0])}:{key[1]} {key[2]}"
            print(f"{row[index] * 1e6 / moves:9.1f}  {row[1] / moves:7.2f} calls  {where}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--summary", help="a loop profile to summarise")
    parser.add_argument("--moves", type=int, default=1, help="the moves the load made (for --summary)")
    parser.add_argument("--top", type=int, default=40, help="functions shown (for --summary)")
    parser.add_argument("serve", nargs=argparse.REMAINDER, help="-- and igroteka's arguments")
    args = parser.parse_args()
    if args.summary:
        summary(args.summary, args.moves, args.top)
        return
    serve_args = args.serve[1:] if args.serve[:1] == ["--"] else args.serve
    sys.exit(serve(serve_args))


if __name__ == "__main__":
    main()
