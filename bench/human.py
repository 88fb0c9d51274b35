"""Human-pace load: N concurrent two-seat «Победа!» matches whose seats think 2–20 s (seeded) before
each move, with three spectators a match, and how the server's costs grow with N (issue 41).

Each value of N gets a fresh server (``python -m igroteka.server.cli serve``, bench/idle.py's start)
on a fresh store of its own: the PostgreSQL database given for it (``--database-url``, one a value
of N), else a fresh SQLite file. So every N starts from the same state and its memory figures are
comparable (a server that ran an earlier N keeps the memory that N freed). The server's per-client
caps are lifted (bench/idle.py): the load's few loopback addresses stand for thousands of people.

For each N: a few matches opened and closed first (lazy imports and caches paid for), then P client
processes (one process's 20,000 descriptors are not the bound) create and seat their share of the N
matches, then open their five streams each, every socket bound to one of several loopback source
addresses (127.0.0.1, 127.0.0.2, …: each gives ~28,000 ephemeral ports toward the server), and count
what could not be opened, by kind. Then, for ``--duration`` seconds, each seat moves over its socket
a think time after its turn came (uniform in ``--think``, from a seeded generator), as
bench/load.py does (its ``Socket``, ``Mirror`` and ``Http``), and every delivery to the opponent and
the three spectators is timed. A move the server refuses is counted by its problem ``code``; one
refused with ``store_timeout`` (the store did not answer within its deadline; the move may still
commit) is sent again with the same ``move_id``, as the protocol asks, once a second. A stream the
server closes is counted by its close code.

Reported for each N: the server's CPU (in cores) over ``--idle`` seconds with every match open and
nobody moving (a timer, sweeper or follower whose cost grows with idle matches shows here), moves
against what the seats offered (N ÷ the mean think time), the machine's busy cores, server CPU a
move over the window (all of it: what idle matches cost counts in), resident memory measured in
steps (RSS settled before, after the N matches are created and seated with no stream open, after
their 5N streams are open, after the window): a live match is the first step ÷ N, a socket the
second ÷ the sockets, and all a played match holds (its streams', frames' and events' share too)
the whole rise ÷ the matches opened, which grows with the window's moves;
opponent and spectator p50/p99; what could not be opened. Then the growth factor of each from the
first N to the last. ``--cold-start``: after each N, its sockets closed, its server is stopped by its
PID and started again on the same store (its N matches still running in it), and the time from that
start until it is live and until each match has answered ``GET /view`` is measured (within
``--cold-timeout`` seconds), with its RSS then.

    python bench/human.py --matches 1000 10000 --duration 120 --database-url postgresql://…/a postgresql://…/b --cold-start
    python bench/human.py --matches 2 --duration 6 --think 0.2 1   # a short check
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import multiprocessing
import random
import re
import resource
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import msgspec

sys.path.insert(0, str(Path(__file__).resolve().parent))

from idle import server_rss_kib, settle, start_server, stop_server
from load import (
    ENCODE,
    GAME,
    SNAPSHOT,
    TYPED,
    WATCHED,
    Ack,
    Address,
    Catalogue,
    CpuClock,
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
RETRY = 1.0  # seconds before a move refused with store_timeout is sent again, with its move_id
SETTLE = 30.0  # seconds the server's RSS may take to stop moving before a reading
UUID_TEXT = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


class Problem(msgspec.Struct, gc=False):
    code: str = "?"


class Refused(msgspec.Struct, tag="error", gc=False):
    """The server's ``error`` message: what a seat reads of it is its problem's code."""

    problem: Problem = msgspec.field(default_factory=Problem)
    move_id: str | None = None


SEAT_MESSAGE = msgspec.json.Decoder(Events | Ack | Refused)


def kind_of(error: str) -> str:
    """An error's text with its match ids and tokens' ids blanked, so errors of one kind count together."""
    return UUID_TEXT.sub("…", error)[:160]


@dataclass
class Share:
    """What one client process measured and counted."""

    seated_matches: int = 0
    opened_matches: int = 0
    failed_matches: int = 0
    opened_sockets: int = 0
    failed_sockets: int = 0
    errors: list[str] = field(default_factory=list)
    error_kinds: Counter[str] = field(default_factory=Counter)
    moves: int = 0
    retried: int = 0
    rejected: Counter[str] = field(default_factory=Counter)  # moves refused, by problem code
    lost: Counter[str] = field(default_factory=Counter)  # streams the server closed, by close code
    opponent: list[float] = field(default_factory=list)
    spectator: list[float] = field(default_factory=list)
    match_ids: list[str] = field(default_factory=list)

    def error(self, text: str) -> None:
        self.errors.append(text[:300])
        self.error_kinds[kind_of(text)] += 1

    def socket_lost(self, socket: Socket) -> None:
        self.lost[str(socket.close_code)] += 1


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
        self.pending: tuple[str, Move, bytes] | None = None
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
        elif kind is Refused:
            code = message.problem.code
            self.human.share.rejected[code] += 1
            if self.pending is not None and message.move_id == self.pending[0]:
                if code == "store_timeout":  # it may still commit: the same move_id again, as the protocol asks
                    self.thinking = asyncio.get_running_loop().call_later(RETRY, self.resend)
                    return
                self.pending = None
        self.consider()

    def consider(self) -> None:
        mirror = self.mirror
        if self.pending is None and self.thinking is None and mirror.my_turn() and mirror.version >= self.acked_version:
            think = self.rng.uniform(*self.human.think)
            self.thinking = asyncio.get_running_loop().call_later(think, self.move)

    def move(self) -> None:
        self.thinking = None
        if self.socket.lost.done() or not self.mirror.my_turn() or time.perf_counter() >= self.human.deadline:
            return
        assert self.human.catalogue is not None
        move_id = self.human.move_ids.next()
        record = Move(seat=self.seat, sent=time.perf_counter())
        text = ENCODE({"type": "move", "move_id": move_id, "move": self.mirror.choose(self.human.catalogue, self.rng)})
        self.socket.send(text)
        self.human.run.moves.append(record)
        self.pending = (move_id, record, text)

    def resend(self) -> None:
        self.thinking = None
        if self.pending is not None and not self.socket.lost.done() and time.perf_counter() < self.human.deadline:
            self.human.share.retried += 1
            self.socket.send(self.pending[2])


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


async def create_match(http: Http, gate: asyncio.Semaphore, share: Share) -> MatchRun | None:
    """A match created and both its seats claimed; None (counted) when it could not be."""
    async with gate:
        try:
            created = await http.post("/api/v1/matches", {"game": GAME, "seats": 2, "options": {}, "bots": []})
            tokens = []
            for seat in (0, 1):
                claimed = await http.post(f"/api/v1/matches/{created['id']}/seats", {"seat": seat, "name": f"h{seat}"})
                tokens.append(claimed["token"])
        except Exception as error:
            share.failed_matches += 1
            share.error(f"set-up: {error!r}")
            return None
    share.seated_matches += 1
    share.match_ids.append(created["id"])
    return MatchRun(id=created["id"], tokens=tokens)


async def open_streams(
    run: MatchRun, address: Address, local: str, gate: asyncio.Semaphore, share: Share
) -> tuple[list[Socket], list[bytes]] | None:
    """The match's five streams opened from ``local`` and their first messages (the snapshots) read;
    None (counted) when any could not be: a stream the server refused with an ``error`` message
    instead of its snapshot counts as a socket not opened, its message among the errors."""
    async with gate:
        stream = f"{address.prefix}/api/v1/matches/{run.id}/stream"
        paths = [f"{stream}?token={run.tokens[0]}", f"{stream}?token={run.tokens[1]}"] + [stream] * SPECTATORS
        opened = await asyncio.gather(
            *(Socket.open(address, path, timeout=60, local=local) for path in paths), return_exceptions=True
        )
    sockets = [s for s in opened if isinstance(s, Socket)]
    share.opened_sockets += len(sockets)
    share.failed_sockets += len(opened) - len(sockets)
    if len(sockets) < len(opened):
        share.failed_matches += 1
        for failure in opened:
            if not isinstance(failure, Socket):
                share.error(f"stream: {failure!r}")
        for socket in sockets:
            socket.abort()
        return None
    firsts = await asyncio.gather(*(socket.first() for socket in sockets), return_exceptions=True)
    refused = [f for f in firsts if isinstance(f, BaseException) or TYPED.decode(f).type != "snapshot"]
    if refused:
        share.failed_matches += 1
        share.opened_sockets -= len(refused)
        share.failed_sockets += len(refused)
        for first in refused:
            share.error(f"stream: {first if isinstance(first, BaseException) else bytes(first)[:240]!r}")
        for socket in sockets:
            socket.abort()
        return None
    share.opened_matches += 1
    return sockets, [f for f in firsts if not isinstance(f, BaseException)]


def seated(
    share: Share,
    run: MatchRun,
    sockets: list[Socket],
    snapshots: list[bytes],
    catalogue: Catalogue,
    think: tuple[float, float],
    rng: random.Random,
) -> HumanMatch:
    """The match's two thinking seats and three spectators on its open sockets; a socket the server
    closes from now on is counted by its close code."""
    human = HumanMatch(share, run, catalogue, think)
    for seat in (0, 1):
        mirror = Mirror.from_snapshot(seat, SNAPSHOT.decode(snapshots[seat]))
        human.seats.append(Seat(human, seat, sockets[seat], mirror, rng.random()))
    for index in range(SPECTATORS):
        TYPED.decode(snapshots[2 + index])
        human.watch(index, sockets[2 + index])
    for socket in sockets:
        socket.on_lost = share.socket_lost
    return human


async def client_share(
    url: str, local: str, count: int, think: tuple[float, float], seed: int, parent: Connection
) -> None:
    """One client process: create and seat ``count`` matches, report; open their streams, report;
    play the window the parent starts, report what was measured; close when told."""
    address = Address.of(url)
    http = Http(address, timeout=120)
    share = Share()
    catalogue = Catalogue.from_content(await http.get(f"/api/v1/games/{GAME}/content"))
    gate = asyncio.Semaphore(16)
    runs = [run for run in await asyncio.gather(*(create_match(http, gate, share) for _ in range(count))) if run]
    parent.send(("seated", share.seated_matches))
    await asyncio.to_thread(parent.recv)
    opened = await asyncio.gather(*(open_streams(run, address, local, gate, share) for run in runs))
    rng = random.Random(seed)
    humans = []
    for run, streams in zip(runs, opened, strict=True):
        if streams is not None:
            humans.append((seated(share, run, *streams, catalogue, think, rng), streams[0]))
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


async def warm_up(url: str, count: int) -> list[str]:
    """``count`` matches created, seated, their streams opened and closed: what the first match and
    stream make the server import and cache is paid for before memory is read. Their ids."""
    address = Address.of(url)
    http = Http(address, timeout=120)
    share = Share()
    gate = asyncio.Semaphore(4)
    runs = [run for run in await asyncio.gather(*(create_match(http, gate, share) for _ in range(count))) if run]
    opened = await asyncio.gather(*(open_streams(run, address, "127.0.0.1", gate, share) for run in runs))
    await asyncio.gather(*(socket.close() for streams in opened if streams for socket in streams[0]))
    http.close()
    if share.errors:
        raise RuntimeError(f"the warm-up failed: {share.errors[:3]}")
    return share.match_ids


def plan(matches: int, processes: int | None, addresses: list[str] | None) -> list[tuple[str, int]]:
    """Each client process's source address and number of matches: enough processes that none holds
    more than SOCKETS_A_PROCESS sockets, enough addresses that none carries more than
    SOCKETS_AN_ADDRESS, the matches spread evenly."""
    sockets = matches * SOCKETS_A_MATCH
    count = processes or max(1, math.ceil(sockets / SOCKETS_A_PROCESS))
    count = min(count, matches)
    pool = addresses or [f"127.0.0.{i + 1}" for i in range(max(1, math.ceil(sockets / SOCKETS_AN_ADDRESS)))]
    return [(pool[i % len(pool)], matches // count + (i < matches % count)) for i in range(count)]


def gather(pipes: list[Connection], timeout: float, what: str) -> list[Any]:
    """Every client's next message, each within what is left of ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    answers = []
    for pipe in pipes:
        if not pipe.poll(max(0.0, deadline - time.monotonic())):
            raise RuntimeError(f"{what} took over {timeout:g} s")
        answers.append(pipe.recv())
    return answers


def measure(args: argparse.Namespace, url: str, server_pid: int, n: int) -> tuple[dict[str, Any], list[str]]:
    """One N on its fresh server: its client processes set up, the window played, the figures, the
    match ids."""
    clock = CpuClock(server_pid, None)
    rss_before = settle(server_pid, SETTLE)
    context = multiprocessing.get_context("spawn")
    clients = []
    shape = plan(n, args.processes, args.addresses)
    for index, (local, count) in enumerate(shape):
        ours, theirs = context.Pipe()
        process = context.Process(
            target=client_main, args=(url, local, count, tuple(args.think), args.seed * 1000 + index, theirs)
        )
        process.start()
        clients.append((process, ours))
    pipes = [pipe for _, pipe in clients]
    began = time.perf_counter()
    try:
        gather(pipes, args.setup_timeout, f"creating and seating {n} matches")
        rss_seated = settle(server_pid, SETTLE)
        for pipe in pipes:
            pipe.send("open")
        gather(pipes, args.setup_timeout, f"opening the streams of {n} matches")
        setup_s = time.perf_counter() - began
        rss_open = settle(server_pid, SETTLE)
        idle_before = clock.sample()
        time.sleep(args.idle)  # every match open, nobody moving: what idle matches cost
        before = clock.sample()
        for pipe in pipes:
            pipe.send(args.duration)
        time.sleep(args.duration)
        after = clock.sample()
        shares: list[Share] = [answer[1] for answer in gather(pipes, 120 + GRACE, "the window's figures")]
        rss_played = server_rss_kib(server_pid)
        for pipe in pipes:
            pipe.send("close")
        gather(pipes, 300, "closing the streams")
    finally:
        for process, _ in clients:
            process.join(timeout=30)
            if process.is_alive():
                process.kill()
    return summary(
        args, n, shape, shares, setup_s, (idle_before, before, after), (rss_before, rss_seated, rss_open, rss_played)
    ), [match for s in shares for match in s.match_ids]


def summary(
    args: argparse.Namespace,
    n: int,
    shape: list[tuple[str, int]],
    shares: list[Share],
    setup_s: float,
    clocks: tuple[dict[str, float], dict[str, float], dict[str, float]],
    rss: tuple[int, int, int, int],
) -> dict[str, Any]:
    """One N's figures from its clients' shares, the CPU samples and the RSS readings (KiB: before,
    with the matches seated, with their streams open, after the window)."""
    idle_before, before, after = clocks
    rss_before, rss_seated, rss_open, rss_played = rss
    seated_matches = sum(s.seated_matches for s in shares)
    matches = sum(s.opened_matches for s in shares)
    sockets = sum(s.opened_sockets for s in shares)
    moves = sum(s.moves for s in shares)
    opponent = [v for s in shares for v in s.opponent]
    spectator = [v for s in shares for v in s.spectator]
    rejected = sum((s.rejected for s in shares), Counter())
    error_kinds = sum((s.error_kinds for s in shares), Counter())
    wall = after["wall"] - before["wall"]

    def ms(values: list[float], q: float) -> float | None:
        value = percentile(values, q)
        return None if value is None else round(value * 1000, 2)

    return {
        "matches": n,
        "client_processes": len(shape),
        "source_addresses": sorted({local for local, _ in shape}),
        "matches_seated": seated_matches,
        "matches_opened": matches,
        "matches_not_opened": sum(s.failed_matches for s in shares),
        "sockets_opened": sockets,
        "sockets_not_opened": sum(s.failed_sockets for s in shares),
        "setup_s": round(setup_s, 1),
        "window_s": args.duration,
        "moves": moves,
        "moves_per_s": round(moves / args.duration, 1),
        "offered_moves_per_s": round(matches / (sum(args.think) / 2), 1),
        "rejected_moves": sum(rejected.values()),
        "rejected_by_code": dict(rejected.most_common()),
        "retried_store_timeouts": sum(s.retried for s in shares),
        "sockets_closed_by_server": dict(sum((s.lost for s in shares), Counter()).most_common()),
        "server_cpu_ms_per_move": round((after["server"] - before["server"]) * 1000 / moves, 2) if moves else None,
        "server_cpu_cores": round((after["server"] - before["server"]) / wall, 3),
        "machine_busy_cores": round((after["machine_busy"] - before["machine_busy"]) / wall, 2),
        "server_idle_cpu_cores": round(
            (before["server"] - idle_before["server"]) / (before["wall"] - idle_before["wall"]), 4
        ),
        "server_rss_mb_before": round(rss_before / 1024, 1),
        "server_rss_mb_seated": round(rss_seated / 1024, 1),
        "server_rss_mb_open": round(rss_open / 1024, 1),
        "server_rss_mb_played": round(rss_played / 1024, 1),
        "rss_kib_per_match": round((rss_seated - rss_before) / seated_matches, 1) if seated_matches else None,
        "rss_kib_per_socket": round((rss_open - rss_seated) / sockets, 2) if sockets else None,
        "rss_kib_per_match_played": round((rss_played - rss_before) / matches, 1) if matches else None,
        "opponent_p50_ms": ms(opponent, 0.5),
        "opponent_p99_ms": ms(opponent, 0.99),
        "spectator_p50_ms": ms(spectator, 0.5),
        "spectator_p99_ms": ms(spectator, 0.99),
        "errors": [e for s in shares for e in s.errors][:10],
        "error_kinds": dict(error_kinds.most_common(10)),
    }


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


async def touch_all(url: str, match_ids: list[str], parallel: int, timeout: float) -> tuple[int, list[str]]:
    """``GET /view`` of every match, ``parallel`` at a time, for at most ``timeout`` seconds: how
    many answered 200, and the first failures."""
    address = Address.of(url)
    clients = [Http(address, timeout=300) for _ in range(parallel)]
    queue = list(reversed(match_ids))
    answered = 0
    failures: list[str] = []

    async def worker(http: Http) -> None:
        nonlocal answered
        while queue:
            try:
                await http.get(f"/api/v1/matches/{queue.pop()}/view")
                answered += 1
            except Exception as error:
                failures.append(repr(error)[:300])

    try:
        async with asyncio.timeout(timeout):
            await asyncio.gather(*(worker(http) for http in clients))
    except TimeoutError:
        failures.append(f"not every match answered in {timeout:g} s")
    finally:
        for http in clients:
            http.close()
    return answered, failures[:5]


def cold_start(
    args: argparse.Namespace, database_url: str | None, workdir: Path, match_ids: list[str]
) -> dict[str, Any]:
    """The server started on a store holding ``match_ids`` running: seconds until it is live and
    until every match has answered, and its RSS after that first touch, all within
    ``--cold-timeout`` seconds of its start (None for what did not happen in time)."""
    result: dict[str, Any] = {"matches": len(match_ids), "live_s": None, "all_answered_s": None, "answered": 0}
    began = time.perf_counter()
    try:
        server, url = start_server(database_url, workdir, args.workers, args.cold_timeout)
    except RuntimeError as error:
        return {**result, "errors": [str(error)[-300:]]}
    try:
        live = time.perf_counter() - began
        rss_live = server_rss_kib(server.pid)
        left = args.cold_timeout - live
        answered, failures = run_loop(touch_all(url, match_ids, 16, left))
        done = time.perf_counter() - began
        rss = server_rss_kib(server.pid)
    finally:
        stop_server(server)
    return {
        **result,
        "live_s": round(live, 2),
        "all_answered_s": round(done, 2) if answered == len(match_ids) else None,
        "answered": answered,
        "rss_mb_live": round(rss_live / 1024, 1),
        "rss_mb_after_touch": round(rss / 1024, 1),
        "rss_kib_per_match_touched": round((rss - rss_live) / answered, 1) if answered else None,
        "errors": failures,
    }


def run_n(args: argparse.Namespace, n: int, database_url: str | None, workdir: Path) -> dict[str, Any]:
    """One N: a fresh server on a fresh store, warmed up, measured, stopped; then its cold start."""
    workdir.mkdir()
    server, url = start_server(database_url, workdir, args.workers, args.cold_timeout)
    try:
        warm = run_loop(warm_up(url, args.warm))
        result, opened = measure(args, url, server.pid, n)
    finally:
        stop_server(server)
    if args.cold_start:
        result["cold_start"] = cold_start(args, database_url, workdir, warm + opened)
    return result


def cold_line(n: int, cold: dict[str, Any]) -> str:
    if cold["live_s"] is None:
        return f"N = {n}, cold start on {cold['matches']} running matches: not live, {cold['errors']}"
    answered = (
        f"every match answered after {cold['all_answered_s']} s"
        if cold["all_answered_s"] is not None
        else f"only {cold['answered']} answered: {cold['errors'][:2]}"
    )
    return (
        f"N = {n}, cold start on {cold['matches']} running matches: live after {cold['live_s']} s, {answered}; "
        f"RSS {cold['rss_mb_live']} -> {cold['rss_mb_after_touch']} MB ({cold['rss_kib_per_match_touched']} KiB a match touched)"
    )


def report(results: list[dict[str, Any]], grown: dict[str, float | None] | None) -> str:
    columns = [
        ("N", "matches"),
        ("opened", "matches_opened"),
        ("not opened", "matches_not_opened"),
        ("sockets", "sockets_opened"),
        ("sock fail", "sockets_not_opened"),
        ("offered/s", "offered_moves_per_s"),
        ("moves/s", "moves_per_s"),
        ("rejected", "rejected_moves"),
        ("srv cpu ms/move", "server_cpu_ms_per_move"),
        ("idle cores", "server_idle_cpu_cores"),
        ("srv cores", "server_cpu_cores"),
        ("busy cores", "machine_busy_cores"),
        ("KiB/match", "rss_kib_per_match"),
        ("KiB/socket", "rss_kib_per_socket"),
        ("KiB/played", "rss_kib_per_match_played"),
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
        n = result["matches"]
        if result["rejected_by_code"] or result["sockets_closed_by_server"]:
            lines.append(
                f"N = {n}, moves refused by code: {result['rejected_by_code']} "
                f"({result['retried_store_timeouts']} sent again after store_timeout); "
                f"streams the server closed, by close code: {result['sockets_closed_by_server']}"
            )
        if result["error_kinds"]:
            lines.append(f"N = {n}, what could not be opened: {result['error_kinds']}")
    if grown is not None:
        lines.append(
            f"growth N = {results[0]['matches']} -> {results[-1]['matches']}: "
            + ", ".join(f"{k} ×{v}" for k, v in grown.items())
        )
    lines += [cold_line(r["matches"], r["cold_start"]) for r in results if "cold_start" in r]
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, nargs="+", default=[1000, 10000], help="values of N")
    parser.add_argument("--duration", type=float, default=120.0, help="seconds of moves per N")
    parser.add_argument("--idle", type=float, default=10.0, help="seconds with every match open and no move")
    parser.add_argument("--think", type=float, nargs=2, default=[2.0, 20.0], help="think time, min and max s")
    parser.add_argument("--warm", type=int, default=20, help="matches opened and closed before memory is read")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--processes", type=int, help="client processes (default: enough for the sockets)")
    parser.add_argument("--addresses", nargs="+", help="loopback source addresses (default: enough for the sockets)")
    parser.add_argument(
        "--database-url",
        nargs="+",
        help="a fresh PostgreSQL database for each N, in order (default: fresh SQLite files)",
    )
    parser.add_argument("--workers", type=int, default=1, help="server worker processes")
    parser.add_argument("--setup-timeout", type=float, default=1800.0, help="seconds a set-up step of one N may take")
    parser.add_argument("--cold-start", action="store_true", help="after each N, restart on its store and time it")
    parser.add_argument(
        "--cold-timeout", type=float, default=900.0, help="seconds a start may take until every match has answered"
    )
    parser.add_argument("--json", help="write the results here")
    args = parser.parse_args()
    urls: list[str | None] = list(args.database_url or [None] * len(args.matches))
    if len(urls) != len(args.matches):
        parser.error("--database-url names one database for each value of --matches")
    results = []
    with tempfile.TemporaryDirectory(prefix="igroteka-human-") as temp:
        for n, url in zip(args.matches, urls, strict=True):
            result = run_n(args, n, url, Path(temp) / f"n{n}")
            print(json.dumps(result), file=sys.stderr, flush=True)
            results.append(result)
    grown = growth(results) if len(results) > 1 else None
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"results": results, "growth": grown}, out, indent=2)
    print(report(results, grown))
    return 0 if all(r["moves"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
