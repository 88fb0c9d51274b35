"""Load generator: N concurrent two-player «Победа!» matches over WebSockets, one spectator each.

Every match is created and both seats claimed over HTTP (httpx); then each seat and one spectator
open the match's WebSocket stream. A seat keeps a mirror of its own view (hand, board, supply,
turn) folded from the events it receives, chooses a random legal move from it without any HTTP
round trip, and sends it over its socket as soon as it is its turn and its previous move is
acknowledged. A rejected move (the mirror would be wrong) falls back to ``GET .../legal-moves``.
A finished match is replaced by a new one until the time budget ends.

Measured per move: send → ``ack`` on the mover's socket, send → the first ``events`` message on
the opponent's socket whose version reaches the move's version, and the same for the spectator.
All times come from one monotonic clock in this one process.

    python bench/load.py --url http://127.0.0.1:8000 --matches 1 10 100 --duration 20
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import json
import os
import random
import resource
import sys
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

import httpx
import msgspec
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

GAME = "pobeda"
CORNERS = frozenset({0, 11, 132, 143})
GRACE = 5.0  # seconds after the window for the last moves' acks and deliveries


@dataclass
class Catalogue:
    """Which event a card names, and which special kind a special card is."""

    event_of: dict[str, str]
    special_of: dict[str, str]

    @classmethod
    def from_content(cls, content: dict[str, Any]) -> Catalogue:
        return cls(
            event_of={e["card"]: e["id"] for e in content["events"]},
            special_of={card: s["id"] for s in content["specials"] for card in s["cards"]},
        )


@dataclass
class Mirror:
    """One seat's picture of the table, folded from the facts of its own redacted feed."""

    seat: int
    colour: int
    hand: list[str]
    cell_of: dict[str, int]
    chips: list[int | None]
    star_up: list[bool]
    supply: list[int]
    turn: int | None
    version: int
    over: bool = False

    @classmethod
    def from_snapshot(cls, seat: int, snapshot: dict[str, Any]) -> Mirror:
        table = snapshot["view"]["table"]
        colour = next(c["colour"] for c in table["colours"] if seat in c["seats"])
        board = table["board"]
        return cls(
            seat=seat,
            colour=colour,
            hand=list(table["hand"]),
            cell_of={c["event"]: c["cell"] for c in board if c["event"] is not None},
            chips=[c["chip"] for c in board],
            star_up=[c["star_up"] for c in board],
            supply=[c["supply"] for c in table["colours"]],
            turn=table["turn"],
            version=snapshot["version"],
            over=table["over"],
        )

    def apply(self, message: dict[str, Any]) -> None:
        for item in message["events"]:
            if item["kind"] == "finished":
                self.over = True
            if item["kind"] != "fact":
                continue
            fact = item["body"]
            kind = fact["type"]
            if kind in ("card_played", "dead_card_discarded"):
                if fact["seat"] == self.seat:
                    self.hand.remove(fact["card"])
            elif kind == "chip_placed":
                self.chips[fact["cell"]] = fact["colour"]
                self.supply[fact["colour"]] -= 1
            elif kind == "chip_removed":
                self.chips[fact["cell"]] = None
                self.supply[fact["colour"]] += 1
            elif kind == "line_finished":
                for cell in fact["cells"]:
                    self.star_up[cell] = self.chips[cell] is not None
            elif kind == "card_drawn":
                if fact["seat"] == self.seat and fact.get("card"):
                    self.hand.append(fact["card"])
            elif kind == "turn_passed":
                self.turn = fact["seat"]
            elif kind == "game_over":
                self.over = True
        self.version = max(self.version, message["version"])

    def my_turn(self) -> bool:
        return not self.over and self.turn == self.seat

    def legal_moves(self, catalogue: Catalogue) -> list[dict[str, Any]]:
        """Every use of every card in hand, or a discard when none has a use (``play.legal_moves``)."""
        moves = [move for card in self.hand for move in self.uses(catalogue, card)]
        return moves or [{"type": "discard_dead_card", "card": card} for card in self.hand]

    def uses(self, catalogue: Catalogue, card: str) -> list[dict[str, Any]]:
        has_chip = self.supply[self.colour] > 0
        event = catalogue.event_of.get(card)
        if event is not None:
            free = has_chip and self.chips[self.cell_of[event]] is None
            return [{"type": "play_event", "card": card}] if free else []
        kind = catalogue.special_of[card]
        if kind == "plus_one":
            if not has_chip:
                return []
            cells = [c for c, chip in enumerate(self.chips) if chip is None and c not in CORNERS]
            return [{"type": "play_plus_one", "card": card, "cell": c} for c in cells]
        targets = [c for c, chip in enumerate(self.chips) if chip not in (None, self.colour) and not self.star_up[c]]
        if kind == "minus_one":
            return [{"type": "play_minus_one", "card": card, "cell": c} for c in targets]
        return [{"type": "play_replace", "card": card, "cell": c} for c in targets] if has_chip else []


@dataclass
class Move:
    seat: int
    sent: float
    acked: float | None = None
    version: int | None = None


@dataclass
class MatchRun:
    """One match under load: its moves and, per socket, when each events message arrived."""

    id: str
    tokens: list[str]
    moves: list[Move] = field(default_factory=list)
    receipts: dict[str, list[tuple[int, float]]] = field(default_factory=dict)
    finished: bool = False

    def received(self, who: str, version: int, at: float) -> None:
        self.receipts.setdefault(who, []).append((version, at))

    def delivery(self, who: str, version: int) -> float | None:
        """When ``who`` first received an events message reaching ``version``."""
        got = self.receipts.get(who, [])
        i = bisect.bisect_left(got, (version, -1.0))
        return got[i][1] if i < len(got) else None


@dataclass
class Totals:
    """Everything measured for one value of N."""

    window_start: float = 0.0
    window_end: float = 0.0
    ack: list[float] = field(default_factory=list)
    opponent: list[float] = field(default_factory=list)
    spectator: list[float] = field(default_factory=list)
    moves: int = 0
    rejected: int = 0
    fallbacks: int = 0
    matches_started: int = 0
    matches_finished: int = 0
    setup_seconds: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def account(self, run: MatchRun) -> None:
        for move in run.moves:
            if move.acked is None or move.version is None:
                continue
            if not self.window_start <= move.sent < self.window_end:
                continue
            self.moves += 1
            self.ack.append(move.acked - move.sent)
            opponent = run.delivery(f"seat{1 - move.seat}", move.version)
            if opponent is not None:
                self.opponent.append(opponent - move.sent)
            spectator = run.delivery("spectator", move.version)
            if spectator is not None:
                self.spectator.append(spectator - move.sent)


def percentile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class Load:
    """Runs N match slots against one server for a bounded time."""

    def __init__(self, url: str, matches: int, duration: float, seed: int, setup_parallel: int) -> None:
        self.url = url.rstrip("/")
        self.ws_url = "ws" + self.url.removeprefix("http")
        self.matches = matches
        self.duration = duration
        self.rng = random.Random(seed)
        self.setup_gate = asyncio.Semaphore(setup_parallel)
        self.totals = Totals()
        self.catalogue: Catalogue | None = None
        self.http: httpx.AsyncClient | None = None
        self.go = asyncio.Event()
        self.deadline = float("inf")

    async def run(self) -> Totals:
        limits = httpx.Limits(max_connections=64, max_keepalive_connections=64)
        async with httpx.AsyncClient(base_url=self.url, timeout=30, limits=limits, trust_env=False) as http:
            self.http = http
            content = (await http.get(f"/api/v1/games/{GAME}/content")).raise_for_status().json()
            self.catalogue = Catalogue.from_content(content)
            ready = [asyncio.Event() for _ in range(self.matches)]
            slots = [asyncio.create_task(self.slot(i, ready[i])) for i in range(self.matches)]
            await asyncio.wait_for(asyncio.gather(*(r.wait() for r in ready)), timeout=120)
            self.totals.window_start = time.perf_counter()
            self.deadline = self.totals.window_start + self.duration
            self.totals.window_end = self.deadline
            self.go.set()
            await asyncio.sleep(self.duration)
            # Moves sent before the deadline may still be acknowledged and delivered (p99 ≈ 2-3 s at N=100).
            await asyncio.sleep(GRACE)
            for task in slots:
                task.cancel()
            await asyncio.gather(*slots, return_exceptions=True)
        return self.totals

    async def slot(self, index: int, ready: asyncio.Event) -> None:
        """Play matches one after another in this slot until the deadline."""
        while time.perf_counter() < self.deadline:
            run: MatchRun | None = None
            try:
                run, sockets = await self.open_match()
                try:
                    if not ready.is_set():
                        ready.set()
                        await self.go.wait()
                    await self.play(run, sockets)
                finally:
                    for ws in sockets:
                        await ws.close()
            except asyncio.CancelledError:
                raise
            except Exception as error:
                self.totals.errors.append(f"slot {index}: {error!r}")
                ready.set()
                await asyncio.sleep(0.5)
            finally:
                if run is not None:
                    self.totals.account(run)
                    self.totals.matches_finished += run.finished

    async def open_match(self) -> tuple[MatchRun, list[ClientConnection]]:
        assert self.http is not None
        async with self.setup_gate:
            began = time.perf_counter()
            body = {"game": GAME, "seats": 2, "options": {}, "bots": []}
            created = (await self.http.post("/api/v1/matches", json=body)).raise_for_status().json()
            match_id = created["id"]
            tokens = []
            for seat in (0, 1):
                claim = {"seat": seat, "name": f"bench{seat}"}
                claimed = await self.http.post(f"/api/v1/matches/{match_id}/seats", json=claim)
                tokens.append(claimed.raise_for_status().json()["token"])
            base = f"{self.ws_url}/api/v1/matches/{match_id}/stream"
            sockets = await asyncio.gather(
                connect(f"{base}?token={tokens[0]}", proxy=None, open_timeout=30, max_size=2**22),
                connect(f"{base}?token={tokens[1]}", proxy=None, open_timeout=30, max_size=2**22),
                connect(base, proxy=None, open_timeout=30, max_size=2**22),
            )
            self.totals.setup_seconds.append(time.perf_counter() - began)
            self.totals.matches_started += 1
        return MatchRun(id=match_id, tokens=tokens), list(sockets)

    async def play(self, run: MatchRun, sockets: list[ClientConnection]) -> None:
        snapshots = [msgspec.json.decode(await ws.recv()) for ws in sockets]
        for snapshot in snapshots:
            if snapshot.get("type") != "snapshot":
                raise RuntimeError(f"expected a snapshot, got {snapshot}")
        mirrors = [Mirror.from_snapshot(seat, snapshots[seat]) for seat in (0, 1)]
        tasks = [asyncio.create_task(self.seat(run, seat, sockets[seat], mirrors[seat])) for seat in (0, 1)]
        tasks.append(asyncio.create_task(self.watch(run, sockets[2])))
        try:
            await asyncio.gather(*tasks)
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

    async def watch(self, run: MatchRun, ws: ClientConnection) -> None:
        async for raw in ws:
            at = time.perf_counter()
            message = msgspec.json.decode(raw)
            if message["type"] == "events":
                run.received("spectator", message["version"], at)
                if any(i["kind"] == "finished" for i in message["events"]):
                    return

    async def seat(self, run: MatchRun, seat: int, ws: ClientConnection, mirror: Mirror) -> None:
        """Move whenever it is this seat's turn, its last move is acknowledged and seen."""
        pending: tuple[str, Move] | None = None
        acked_version = 0
        fallback = False
        rng = random.Random(self.rng.random())
        me = f"seat{seat}"
        catalogue = self.catalogue
        assert catalogue is not None

        async def send() -> tuple[str, Move]:
            nonlocal fallback
            if fallback:
                self.totals.fallbacks += 1
                moves = await self.legal_http(run, seat)
                fallback = False
            else:
                moves = mirror.legal_moves(catalogue)
            move_id = str(uuid.uuid4())
            record = Move(seat=seat, sent=time.perf_counter())
            await ws.send(json.dumps({"type": "move", "move_id": move_id, "move": rng.choice(moves)}))
            run.moves.append(record)
            return move_id, record

        try:
            if mirror.my_turn():
                pending = await send()
            async for raw in ws:
                at = time.perf_counter()
                message = msgspec.json.decode(raw)
                kind = message["type"]
                if kind == "events":
                    run.received(me, message["version"], at)
                    mirror.apply(message)
                elif kind == "ack" and pending is not None and message["move_id"] == pending[0]:
                    pending[1].acked, pending[1].version = at, message["version"]
                    acked_version = message["version"]
                    pending = None
                elif kind == "error":
                    self.totals.rejected += 1
                    pending, fallback = None, True
                if mirror.over:
                    run.finished = True
                    return
                if (
                    pending is None
                    and mirror.my_turn()
                    and mirror.version >= acked_version
                    and time.perf_counter() < self.deadline
                ):
                    pending = await send()
        except ConnectionClosed:
            return

    async def legal_http(self, run: MatchRun, seat: int) -> list[dict[str, Any]]:
        assert self.http is not None
        headers = {"Authorization": f"Bearer {run.tokens[seat]}"}
        response = await self.http.get(f"/api/v1/matches/{run.id}/legal-moves", headers=headers)
        return response.raise_for_status().json()["moves"]


class CpuClock:
    """CPU seconds of this process, of the server, of PostgreSQL (postmaster and backends), of the machine."""

    def __init__(self, server_pid: int | None, postgres_pid: int | None) -> None:
        self.server_pid = server_pid
        self.postgres_pid = postgres_pid
        self.tick = os.sysconf("SC_CLK_TCK")

    @staticmethod
    def stat(pid: int | str) -> list[str]:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()

    def process(self, pid: int, children: bool) -> float:
        """utime + stime (+ reaped children's) of ``pid``, plus its live children's when asked."""
        fields = self.stat(pid)
        ticks = sum(int(v) for v in fields[11 : 15 if children else 13])
        if children:
            for entry in os.listdir("/proc"):
                if entry.isdigit():
                    try:
                        child = self.stat(entry)
                    except OSError:
                        continue
                    if int(child[1]) == pid:
                        ticks += int(child[11]) + int(child[12])
        return ticks / self.tick

    def sample(self) -> dict[str, float]:
        own = resource.getrusage(resource.RUSAGE_SELF)
        sample = {"wall": time.perf_counter(), "client": own.ru_utime + own.ru_stime}
        if self.server_pid:
            sample["server"] = self.process(self.server_pid, children=True)  # with --workers K: its K workers
        if self.postgres_pid:
            sample["postgres"] = self.process(self.postgres_pid, children=True)
        with open("/proc/stat") as stat:
            cpu = [int(v) for v in stat.readline().split()[1:]]
        sample["machine_busy"] = (sum(cpu) - cpu[3] - cpu[4]) / self.tick
        return sample

    def server_rss_mb(self) -> float | None:
        """The resident set size of the server process and its workers now, in MiB."""
        if not self.server_pid:
            return None
        pids = [self.server_pid]
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    if int(self.stat(entry)[1]) == self.server_pid:
                        pids.append(int(entry))
                except OSError:
                    continue
        return round(sum(rss_kib(pid) for pid in pids) / 1024, 1)


def rss_kib(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


DB_STATS = (
    "SELECT xact_commit, xact_rollback, tup_returned, tup_fetched, tup_inserted,"
    " (pg_current_wal_lsn() - '0/0'::pg_lsn)::bigint"
    " FROM pg_stat_database WHERE datname = current_database()"
)


def db_stats(url: str | None) -> dict[str, int]:
    """The server database's transaction and row counters (flushed by PostgreSQL within ~1 s), and the
    WAL position (bytes written by the whole cluster: only the server writes during a run)."""
    if not url:
        return {}
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        row = conn.execute(DB_STATS).fetchone()
    names = ("xact_commit", "xact_rollback", "tup_returned", "tup_fetched", "tup_inserted", "wal_bytes")
    return dict(zip(names, row or (), strict=False))


def summarise(
    n: int, totals: Totals, before: dict[str, float], after: dict[str, float], db: dict[str, int], rss: float | None
) -> dict[str, Any]:
    window = totals.window_end - totals.window_start
    wall = after["wall"] - before["wall"]

    def ms(values: list[float], q: float) -> float | None:
        value = percentile(values, q)
        return None if value is None else round(value * 1000, 2)

    def cores(key: str) -> float | None:
        return round((after[key] - before[key]) / wall, 2) if key in after else None

    def per_move(key: str) -> float | None:
        return round((after[key] - before[key]) * 1000 / totals.moves, 2) if key in after and totals.moves else None

    def db_per_move(key: str, digits: int = 2) -> float | None:
        return round(db[key] / totals.moves, digits) if key in db and totals.moves else None

    return {
        "matches": n,
        "window_s": round(window, 2),
        "moves": totals.moves,
        "moves_per_s": round(totals.moves / window, 1) if window else 0.0,
        "ack_p50_ms": ms(totals.ack, 0.5),
        "ack_p99_ms": ms(totals.ack, 0.99),
        "opponent_p50_ms": ms(totals.opponent, 0.5),
        "opponent_p99_ms": ms(totals.opponent, 0.99),
        "spectator_p50_ms": ms(totals.spectator, 0.5),
        "spectator_p99_ms": ms(totals.spectator, 0.99),
        "delivered_to_opponent": len(totals.opponent),
        "rejected_moves": totals.rejected,
        "http_fallbacks": totals.fallbacks,
        "matches_started": totals.matches_started,
        "matches_finished": totals.matches_finished,
        "setup_p50_ms": ms(totals.setup_seconds, 0.5),
        "server_cpu_ms_per_move": per_move("server"),
        "postgres_cpu_ms_per_move": per_move("postgres"),
        "client_cpu_ms_per_move": per_move("client"),
        "rows_per_move": db_per_move("tup_inserted"),
        "wal_bytes_per_move": db_per_move("wal_bytes", 0),
        "server_rss_mb": rss,
        "cpu_cores_client": cores("client"),
        "cpu_cores_server": cores("server"),
        "cpu_cores_postgres": cores("postgres"),
        "cpu_cores_machine": cores("machine_busy"),
        "db_per_move": {k: round(v / totals.moves, 2) for k, v in db.items()} if totals.moves else {},
        "errors": totals.errors[:10],
    }


def fmt(value: Any, width: int) -> str:
    return ("-" if value is None else str(value)).rjust(width)


def table(results: list[dict[str, Any]], reference: dict[str, float]) -> str:
    columns = [
        ("K", "workers"),
        ("N", "matches"),
        ("moves/s", "moves_per_s"),
        ("opp p50 ms", "opponent_p50_ms"),
        ("opp p99 ms", "opponent_p99_ms"),
        ("ack p50 ms", "ack_p50_ms"),
        ("ack p99 ms", "ack_p99_ms"),
        ("spec p99 ms", "spectator_p99_ms"),
        ("srv cpu ms/move", "server_cpu_ms_per_move"),
        ("pg cpu ms/move", "postgres_cpu_ms_per_move"),
        ("cli cpu ms/move", "client_cpu_ms_per_move"),
        ("rows/move", "rows_per_move"),
        ("WAL B/move", "wal_bytes_per_move"),
        ("srv RSS MB", "server_rss_mb"),
    ]
    ratios = [(f"÷ {name}", name) for name in reference]
    cpu = [
        ("cpu srv", "cpu_cores_server"),
        ("cpu pg", "cpu_cores_postgres"),
        ("cpu cli", "cpu_cores_client"),
        ("cpu all", "cpu_cores_machine"),
    ]
    head = [title for title, _ in columns + ratios + cpu]
    widths = [max(len(h), 9) for h in head]
    lines = ["  ".join(h.rjust(w) for h, w in zip(head, widths, strict=True))]
    for result in results:
        cells = [result[key] for _, key in columns]
        cells += [f"{result['moves_per_s'] / tps:.3f}" if tps else None for tps in reference.values()]
        cells += [result[key] for _, key in cpu]
        lines.append("  ".join(fmt(c, w) for c, w in zip(cells, widths, strict=True)))
    refs = ", ".join(f"{name} = {tps:.0f} TPS" for name, tps in reference.items())
    if refs:
        lines.append(f"reference (pgbench, 16 clients, same run): {refs}")
    return "\n".join(lines)


async def main_async(args: argparse.Namespace) -> list[dict[str, Any]]:
    clock = CpuClock(args.server_pid, args.postgres_pid)
    results = []
    for n in args.matches:
        db_before = await asyncio.to_thread(db_stats, args.database_url)
        before = clock.sample()
        totals = await Load(args.url, n, args.duration, args.seed, args.setup_parallel).run()
        after = clock.sample()
        rss = clock.server_rss_mb()
        await asyncio.sleep(1.5)
        db_after = await asyncio.to_thread(db_stats, args.database_url)
        db = {k: db_after[k] - db_before[k] for k in db_after}
        result = {"workers": args.workers, **summarise(n, totals, before, after, db, rss)}
        results.append(result)
        print(json.dumps(result), file=sys.stderr, flush=True)
    return results


def parse_reference(items: list[str]) -> dict[str, float]:
    reference = {}
    for item in items:
        name, _, value = item.partition("=")
        reference[name] = float(value)
    return reference


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True, help="the server, e.g. http://127.0.0.1:8000")
    parser.add_argument("--matches", type=int, nargs="+", default=[1, 10, 100], help="values of N")
    parser.add_argument("--duration", type=float, default=20.0, help="seconds of load per N")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--setup-parallel", type=int, default=16, help="matches set up at once")
    parser.add_argument("--server-pid", type=int, help="measure this process's (and its workers') CPU time")
    parser.add_argument("--postgres-pid", type=int, help="measure this postmaster's and its backends' CPU time")
    parser.add_argument("--database-url", help="the server's database, for transactions per move")
    parser.add_argument("--reference", nargs="*", default=[], help="NAME=TPS measured beside (pgbench)")
    parser.add_argument("--json", help="write the results here")
    parser.add_argument("--workers", type=int, default=1, help="server worker processes (for the report)")
    args = parser.parse_args()
    results = asyncio.run(main_async(args))
    reference = parse_reference(args.reference)
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"reference_tps": reference, "results": results}, out, indent=2)
    print(table(results, reference))
    return 0


if __name__ == "__main__":
    sys.exit(main())
