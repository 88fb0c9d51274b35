"""Human-pace load: N concurrent two-seat «Победа!» matches whose seats think 2–20 s (seeded) before
each move, with three spectators a match, and how the server's costs grow with N (issue 41).

Starts its own server (``python -m igroteka.server.cli serve``, bench/idle.py's start), on the PostgreSQL
database named by ``--database-url`` (else a fresh SQLite file). For each N, P client processes
(one process's 20,000 descriptors are not the bound) set up their share of the N matches, each
socket bound to one of several loopback source addresses (127.0.0.1, 127.0.0.2, …: each gives
~28,000 ephemeral ports toward the server), and count the sockets and matches that could not be
opened, with their first errors. Then, for ``--duration`` seconds, each seat moves over its socket
a think time after its turn came (uniform in ``--think``, from a seeded generator), as bench/load.py
does (its ``Socket``, ``Mirror`` and ``Http``), and every delivery to the opponent and the three
spectators is timed.

Reported for each N: the server's CPU (in cores) over ``--idle`` seconds with every match open and
nobody moving (a timer, sweeper or follower whose cost grows with idle matches shows here), moves,
server CPU a move over the window (all of it: what idle matches cost counts in), resident memory a live match and a socket (server RSS with the matches open minus the
RSS before their set-up), opponent and spectator p50/p99, and what could not be opened; then the
growth factor of each from the first N to the last. ``--cold-start``: once the last N is done and
its sockets closed, the server is stopped by its PID and started again on the same store (every
match of every N still running in it), and the time from its start until each of those matches has
answered ``GET /view`` is measured, with its RSS then.

    python bench/human.py --matches 1000 10000 --duration 120 --database-url postgresql://…/db --cold-start
    python bench/human.py --matches 2 --duration 6 --think 0.2 1   # a short check
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import multiprocessing
import random
import resource
import sys
import tempfile
import time
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import msgspec

sys.path.insert(0, str(Path(__file__).resolve().parent))

from idle import server_rss_kib, start_server, stop_server
from load import (
    ENCODE,
    GAME,
    SEAT_MESSAGE,
    SNAPSHOT,
    TYPED,
    WATCHED,
    Ack,
    Address,
    Catalogue,
    CpuClock,
    Error,
    Events,
    Http,
    MatchRun,
    Mirror,
    Move,
    MoveIds,
    Socket,
    decode_head,
    percentile,
    run_loop,
)

SPECTATORS = 3
SOCKETS_A_MATCH = 2 + SPECTATORS
SOCKETS_A_PROCESS = 15000  # under the 20,000-descriptor ceiling, with room for HTTP connections
SOCKETS_AN_ADDRESS = 25000  # under the ~28,000 ephemeral ports one source address has toward one server
GRACE = 3.0  # seconds after the window for the last moves' deliveries


@dataclass
class Share:
    """What one client process measured and counted."""

    opened_matches: int = 0
    failed_matches: int = 0
    opened_sockets: int = 0
    failed_sockets: int = 0
    errors: list[str] = field(default_factory=list)
    moves: int = 0
    rejected: int = 0
    opponent: list[float] = field(default_factory=list)
    spectator: list[float] = field(default_factory=list)
    match_ids: list[str] = field(default_factory=list)


class Seat:
    """A seat that thinks: once its turn has come and its last move is acknowledged, it moves after
    a think time drawn from its own seeded generator."""

    def __init__(self, human: HumanMatch, seat: int, socket: Socket, mirror: Mirror, seed: float) -> None:
        self.human = human
        self.seat = seat
        self.socket = socket
        self.mirror = mirror
        self.rng = random.Random(seed)
        self.receipts = human.run.received(f"seat{seat}")
        self.pending: tuple[str, Move] | None = None
        self.thinking: asyncio.TimerHandle | None = None
        self.acked_version = 0
        socket.listen(self.message)

    def message(self, raw: bytes | memoryview, at: float) -> None:
        try:
            message = decode_head(SEAT_MESSAGE, raw)
        except msgspec.ValidationError:
            return  # another kind of message
        kind = type(message)
        if kind is Events:
            self.receipts.append((message.version, at))
            self.mirror.apply(message)
        elif kind is Ack and self.pending is not None and message.move_id == self.pending[0]:
            self.pending[1].acked, self.pending[1].version = at, message.version
            self.acked_version, self.pending = message.version, None
        elif kind is Error:
            self.human.share.rejected += 1
            self.pending = None
        self.consider()

    def consider(self) -> None:
        mirror = self.mirror
        if self.pending is None and self.thinking is None and mirror.my_turn() and mirror.version >= self.acked_version:
            think = self.rng.uniform(*self.human.think)
            self.thinking = asyncio.get_running_loop().call_later(think, self.move)

    def move(self) -> None:
        self.thinking = None
        if not self.mirror.my_turn() or time.perf_counter() >= self.human.deadline:
            return
        assert self.human.catalogue is not None
        move_id = self.human.move_ids.next()
        record = Move(seat=self.seat, sent=time.perf_counter())
        choice = self.mirror.choose(self.human.catalogue, self.rng)
        self.socket.send(ENCODE({"type": "move", "move_id": move_id, "move": choice}))
        self.human.run.moves.append(record)
        self.pending = (move_id, record)


class HumanMatch:
    """One match at human pace: two thinking seats and three spectators on five sockets."""

    def __init__(self, share: Share, run: MatchRun, catalogue: Catalogue, think: tuple[float, float]) -> None:
        self.share = share
        self.run = run
        self.catalogue = catalogue
        self.think = think
        self.deadline = float("inf")
        self.move_ids = MoveIds()
        self.seats: list[Seat] = []

    def watch(self, index: int, socket: Socket) -> None:
        receipts = self.run.received(f"spectator{index}")

        def message(raw: bytes | memoryview, at: float) -> None:
            try:
                receipts.append((decode_head(WATCHED, raw).version, at))
            except msgspec.ValidationError:
                return  # another kind of message

        socket.listen(message)

    def account(self, start: float, end: float) -> None:
        for move in self.run.moves:
            if move.version is None or not start <= move.sent < end:
                continue
            self.share.moves += 1
            opponent = self.run.delivery(f"seat{1 - move.seat}", move.version)
            if opponent is not None:
                self.share.opponent.append(opponent - move.sent)
            for index in range(SPECTATORS):
                spectator = self.run.delivery(f"spectator{index}", move.version)
                if spectator is not None:
                    self.share.spectator.append(spectator - move.sent)


async def open_match(
    http: Http, address: Address, local: str, gate: asyncio.Semaphore, share: Share
) -> tuple[MatchRun, list[Socket], list[bytes]] | None:
    """A match created, both seats claimed, its five streams opened from ``local`` and their first
    messages (the snapshots) read; None (counted) when any part could not be: a stream the server
    refused with an ``error`` message instead of its snapshot counts as a socket not opened, its
    message among the errors."""
    async with gate:
        try:
            created = await http.post("/api/v1/matches", {"game": GAME, "seats": 2, "options": {}, "bots": []})
            tokens = []
            for seat in (0, 1):
                claimed = await http.post(f"/api/v1/matches/{created['id']}/seats", {"seat": seat, "name": f"h{seat}"})
                tokens.append(claimed["token"])
        except Exception as error:
            share.failed_matches += 1
            share.errors.append(f"set-up: {error!r}"[:300])
            return None
        stream = f"{address.prefix}/api/v1/matches/{created['id']}/stream"
        paths = [f"{stream}?token={tokens[0]}", f"{stream}?token={tokens[1]}"] + [stream] * SPECTATORS
        opened = await asyncio.gather(
            *(Socket.open(address, path, timeout=60, local=local) for path in paths), return_exceptions=True
        )
    sockets = [s for s in opened if isinstance(s, Socket)]
    share.opened_sockets += len(sockets)
    share.failed_sockets += len(opened) - len(sockets)
    if len(sockets) < len(opened):
        share.failed_matches += 1
        share.errors.extend(f"stream: {e!r}"[:300] for e in opened if not isinstance(e, Socket))
        for socket in sockets:
            socket.abort()
        return None
    firsts = await asyncio.gather(*(socket.first() for socket in sockets), return_exceptions=True)
    refused = [f for f in firsts if isinstance(f, BaseException) or TYPED.decode(f).type != "snapshot"]
    if refused:
        share.failed_matches += 1
        share.opened_sockets -= len(refused)
        share.failed_sockets += len(refused)
        share.errors.extend(f"stream: {f if isinstance(f, BaseException) else bytes(f)[:240]!r}"[:300] for f in refused)
        for socket in sockets:
            socket.abort()
        return None
    share.opened_matches += 1
    share.match_ids.append(created["id"])
    return MatchRun(id=created["id"], tokens=tokens), sockets, [f for f in firsts if not isinstance(f, BaseException)]


async def client_share(
    url: str, local: str, count: int, think: tuple[float, float], seed: int, parent: Connection
) -> None:
    """One client process: set up ``count`` matches, report, play the window the parent starts,
    report what was measured, close."""
    address = Address.of(url)
    http = Http(address, timeout=120)
    share = Share()
    catalogue = Catalogue.from_content(await http.get(f"/api/v1/games/{GAME}/content"))
    gate = asyncio.Semaphore(16)
    opened = await asyncio.gather(*(open_match(http, address, local, gate, share) for _ in range(count)))
    rng = random.Random(seed)
    humans = []
    for item in opened:
        if item is None:
            continue
        run, sockets, snapshots = item
        human = HumanMatch(share, run, catalogue, think)
        for seat in (0, 1):
            snapshot = SNAPSHOT.decode(snapshots[seat])
            mirror = Mirror.from_snapshot(seat, snapshot)
            human.seats.append(Seat(human, seat, sockets[seat], mirror, rng.random()))
        for index in range(SPECTATORS):
            TYPED.decode(snapshots[2 + index])
            human.watch(index, sockets[2 + index])
        humans.append((human, sockets))
    parent.send(("ready", share.opened_matches, share.opened_sockets))
    duration = await asyncio.to_thread(parent.recv)
    start = time.perf_counter()
    for human, _ in humans:
        human.deadline = start + duration
        for seat in human.seats:
            seat.consider()
    await asyncio.sleep(duration + GRACE)
    for human, _ in humans:
        human.account(start, start + duration)
        for seat in human.seats:
            if seat.thinking is not None:
                seat.thinking.cancel()
    parent.send(("measured", share))
    await asyncio.to_thread(parent.recv)  # the parent has read the server's memory with every socket open
    await asyncio.gather(*(socket.close() for _, sockets in humans for socket in sockets))
    http.close()
    parent.send(("closed",))


def client_main(url: str, local: str, count: int, think: tuple[float, float], seed: int, parent: Connection) -> None:
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    run_loop(client_share(url, local, count, think, seed, parent))


def plan(matches: int, processes: int | None, addresses: list[str] | None) -> list[tuple[str, int]]:
    """Each client process's source address and number of matches: enough processes that none holds
    more than SOCKETS_A_PROCESS sockets, enough addresses that none carries more than
    SOCKETS_AN_ADDRESS, the matches spread evenly."""
    sockets = matches * SOCKETS_A_MATCH
    count = processes or max(1, math.ceil(sockets / SOCKETS_A_PROCESS))
    count = min(count, matches)
    pool = addresses or [f"127.0.0.{i + 1}" for i in range(max(1, math.ceil(sockets / SOCKETS_AN_ADDRESS)))]
    return [(pool[i % len(pool)], matches // count + (i < matches % count)) for i in range(count)]


def measure(args: argparse.Namespace, url: str, server_pid: int, n: int) -> tuple[dict[str, Any], list[str]]:
    """One N: its client processes set up, the window played, the figures, the match ids."""
    clock = CpuClock(server_pid, None)
    rss_before = server_rss_kib(server_pid)
    context = multiprocessing.get_context("spawn")
    clients = []
    for index, (local, count) in enumerate(plan(n, args.processes, args.addresses)):
        ours, theirs = context.Pipe()
        process = context.Process(
            target=client_main, args=(url, local, count, tuple(args.think), args.seed * 1000 + index, theirs)
        )
        process.start()
        clients.append((process, ours))
    began = time.perf_counter()
    try:
        for _, pipe in clients:
            if not pipe.poll(args.setup_timeout):
                raise RuntimeError(f"set-up of {n} matches took over {args.setup_timeout} s")
            pipe.recv()
        setup_s = time.perf_counter() - began
        idle_before = clock.sample()
        time.sleep(args.idle)  # every match open, nobody moving: what idle matches cost
        before = clock.sample()
        for _, pipe in clients:
            pipe.send(args.duration)
        time.sleep(args.duration)
        after = clock.sample()
        shares: list[Share] = [pipe.recv()[1] for _, pipe in clients]
        rss_open = server_rss_kib(server_pid)
        for _, pipe in clients:
            pipe.send("close")
        for _, pipe in clients:
            pipe.recv()
    finally:
        for process, _ in clients:
            process.join(timeout=30)
            if process.is_alive():
                process.kill()
    matches = sum(s.opened_matches for s in shares)
    sockets = sum(s.opened_sockets for s in shares)
    moves = sum(s.moves for s in shares)
    opponent = [v for s in shares for v in s.opponent]
    spectator = [v for s in shares for v in s.spectator]

    def ms(values: list[float], q: float) -> float | None:
        value = percentile(values, q)
        return None if value is None else round(value * 1000, 2)

    grown = rss_open - rss_before
    result = {
        "matches": n,
        "client_processes": len(clients),
        "source_addresses": sorted({local for local, _ in plan(n, args.processes, args.addresses)}),
        "matches_opened": matches,
        "matches_not_opened": sum(s.failed_matches for s in shares),
        "sockets_opened": sockets,
        "sockets_not_opened": sum(s.failed_sockets for s in shares),
        "setup_s": round(setup_s, 1),
        "window_s": args.duration,
        "moves": moves,
        "moves_per_s": round(moves / args.duration, 1),
        "rejected_moves": sum(s.rejected for s in shares),
        "server_cpu_ms_per_move": round((after["server"] - before["server"]) * 1000 / moves, 2) if moves else None,
        "server_cpu_cores": round((after["server"] - before["server"]) / (after["wall"] - before["wall"]), 3),
        "server_idle_cpu_cores": round(
            (before["server"] - idle_before["server"]) / (before["wall"] - idle_before["wall"]), 4
        ),
        "server_rss_mb_before": round(rss_before / 1024, 1),
        "server_rss_mb_open": round(rss_open / 1024, 1),
        "rss_kib_per_match": round(grown / matches, 1) if matches else None,
        "rss_kib_per_socket": round(grown / sockets, 2) if sockets else None,
        "opponent_p50_ms": ms(opponent, 0.5),
        "opponent_p99_ms": ms(opponent, 0.99),
        "spectator_p50_ms": ms(spectator, 0.5),
        "spectator_p99_ms": ms(spectator, 0.99),
        "errors": [e for s in shares for e in s.errors][:10],
    }
    return result, [match for s in shares for match in s.match_ids]


GROWN = (
    "server_idle_cpu_cores",
    "server_cpu_ms_per_move",
    "rss_kib_per_match",
    "rss_kib_per_socket",
    "opponent_p99_ms",
    "spectator_p99_ms",
)


def growth(results: list[dict[str, Any]]) -> dict[str, float | None]:
    """Each figure at the last N ÷ at the first (issue 41's targets: ≤ 1.2 for CPU and memory)."""
    first, last = results[0], results[-1]
    return {key: round(last[key] / first[key], 3) if first[key] and last[key] is not None else None for key in GROWN}


async def touch_all(url: str, match_ids: list[str], parallel: int) -> None:
    """``GET /view`` of every match, ``parallel`` at a time; each must answer 200."""
    address = Address.of(url)
    clients = [Http(address, timeout=300) for _ in range(parallel)]
    queue = list(reversed(match_ids))

    async def worker(http: Http) -> None:
        while queue:
            await http.get(f"/api/v1/matches/{queue.pop()}/view")

    try:
        await asyncio.gather(*(worker(http) for http in clients))
    finally:
        for http in clients:
            http.close()


def cold_start(args: argparse.Namespace, workdir: Path, match_ids: list[str]) -> dict[str, Any]:
    """The server started on a store holding ``match_ids`` running: seconds until it is live and
    until every match has answered, and its RSS after that first touch."""
    began = time.perf_counter()
    server, url = start_server(args.database_url, workdir, args.workers)
    try:
        live = time.perf_counter() - began
        rss_live = server_rss_kib(server.pid)
        run_loop(touch_all(url, match_ids, 16))
        answered = time.perf_counter() - began
        rss = server_rss_kib(server.pid)
    finally:
        stop_server(server)
    return {
        "matches": len(match_ids),
        "live_s": round(live, 2),
        "all_answered_s": round(answered, 2),
        "rss_mb_live": round(rss_live / 1024, 1),
        "rss_mb_after_touch": round(rss / 1024, 1),
        "rss_kib_per_match_touched": round((rss - rss_live) / len(match_ids), 1) if match_ids else None,
    }


def report(results: list[dict[str, Any]], grown: dict[str, float | None] | None, cold: dict[str, Any] | None) -> str:
    columns = [
        ("N", "matches"),
        ("opened", "matches_opened"),
        ("not opened", "matches_not_opened"),
        ("sockets", "sockets_opened"),
        ("sock fail", "sockets_not_opened"),
        ("moves/s", "moves_per_s"),
        ("srv cpu ms/move", "server_cpu_ms_per_move"),
        ("idle cores", "server_idle_cpu_cores"),
        ("srv cores", "server_cpu_cores"),
        ("KiB/match", "rss_kib_per_match"),
        ("KiB/socket", "rss_kib_per_socket"),
        ("opp p50", "opponent_p50_ms"),
        ("opp p99", "opponent_p99_ms"),
        ("spec p50", "spectator_p50_ms"),
        ("spec p99", "spectator_p99_ms"),
    ]
    widths = [max(len(title), 8) for title, _ in columns]
    lines = ["  ".join(title.rjust(w) for (title, _), w in zip(columns, widths, strict=True))]
    for result in results:
        cells = ["-" if result[key] is None else str(result[key]) for _, key in columns]
        lines.append("  ".join(cell.rjust(w) for cell, w in zip(cells, widths, strict=True)))
    for result in results:
        if result["errors"]:
            lines.append(f"N = {result['matches']}, first errors: {result['errors'][:3]}")
    if grown is not None:
        lines.append(
            f"growth N = {results[0]['matches']} -> {results[-1]['matches']}: "
            + ", ".join(f"{k} ×{v}" for k, v in grown.items())
        )
    if cold is not None:
        lines.append(
            f"cold start, {cold['matches']} running matches in the store: live after {cold['live_s']} s, every match "
            f"answered after {cold['all_answered_s']} s; RSS {cold['rss_mb_live']} -> {cold['rss_mb_after_touch']} MB "
            f"({cold['rss_kib_per_match_touched']} KiB a match touched)"
        )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, nargs="+", default=[1000, 10000], help="values of N")
    parser.add_argument("--duration", type=float, default=120.0, help="seconds of moves per N")
    parser.add_argument("--idle", type=float, default=10.0, help="seconds with every match open and no move")
    parser.add_argument("--think", type=float, nargs=2, default=[2.0, 20.0], help="think time, min and max s")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--processes", type=int, help="client processes (default: enough for the sockets)")
    parser.add_argument("--addresses", nargs="+", help="loopback source addresses (default: enough for the sockets)")
    parser.add_argument("--database-url", help="the server's PostgreSQL database (default: a fresh SQLite file)")
    parser.add_argument("--workers", type=int, default=1, help="server worker processes")
    parser.add_argument("--setup-timeout", type=float, default=1800.0, help="seconds a value of N may take to set up")
    parser.add_argument("--cold-start", action="store_true", help="restart on the last N's store and time it")
    parser.add_argument("--json", help="write the results here")
    args = parser.parse_args()
    results = []
    cold = None
    with tempfile.TemporaryDirectory(prefix="igroteka-human-") as temp:
        workdir = Path(temp)
        server, url = start_server(args.database_url, workdir, args.workers)
        try:
            match_ids: list[str] = []  # every match opened, all left running in the store
            for n in args.matches:
                result, opened = measure(args, url, server.pid, n)
                match_ids += opened
                print(json.dumps(result), file=sys.stderr, flush=True)
                results.append(result)
        finally:
            stop_server(server)
        if args.cold_start:
            cold = cold_start(args, workdir, match_ids)
    grown = growth(results) if len(results) > 1 else None
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"results": results, "growth": grown, "cold_start": cold}, out, indent=2)
    print(report(results, grown, cold))
    return 0 if all(r["moves"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
