"""The players' routes at scale (issue 37): "my games" and a leaderboard page timed over HTTP from a
real server process on a store of P players and M finished rated matches, at each size given, so
the growth from one size to the next shows whether either route's cost grows with the store.

The store is generated directly, not played: accounts are rows COPY'd into ``igroteka_players``;
each match is made by the application's own ``MatchService.seated`` (a started rated «День Победы»
match whose two seats are held by two players drawn at random, its events built by the domain as
a tournament's tour builds them), ended by the ``Resigned`` event a resignation stores, and saved
through the eventsourcing application, 500 matches a transaction; its two seats go into the seat
index ``igroteka_player_seats`` as a claim with a player token writes them. One match in
``--running-every`` is left running (nobody resigns), so "my games" has something to list. A real
server is then started on that store: its log follower folds every event into the lobby and the
ratings, exactly as after a restart, and the timing starts once the leaderboard holds every player.

Timed, one request at a time, keep-alive, each route ``--requests`` times (players drawn from the
``--sample`` players that were given a token): ``GET /players/me/matches`` (first page), the same
with ``to_act=true``, three cursor pages of ``limit=5``, and ``GET /leaderboards/den_pobedy`` (a
page of 50 from a random cursor of the board's first thousand rows). With ``--veteran V``, one more
player holds the two oldest running matches and then V finished ones, and their first page of "my
games" is timed apart (``my_games_veteran``): the route's cost with a long history.

The floor: each timed request is followed by a ``GET /health/live`` to the same server (no store,
no work: the framework, the loopback and the client), timed as ``floor``. The floor sees the same
moments of the machine's load as the routes, so each route's distance above it (p50 over p50, p99
over p99) is what the route itself costs, which a shared machine's load does not move as much as
the raw figures. With ``--baseline DIR`` (a checkout of another commit, e.g. ``git archive main |
tar -x -C DIR``), that checkout's server runs beside this one on the same store and every request
goes to both, in turn, so a change is measured against its base in the same run.
``--save-store F`` keeps what the timing needs of a generated store, and ``--stored F`` times a
store so kept again (its database given in ``--database-urls``) without generating it.

    python bench/players.py --sizes 1000:10000 10000:100000 --database-urls URL1 URL2 [--requests 1000] [--json F]
    python bench/players.py --sizes 10000:100000 --database-urls URL --stored F --baseline DIR
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import json
import os
import random
import statistics
import sys
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import msgspec
import psycopg

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from igroteka.domain.match import Match, resignation_outcome  # noqa: E402
from igroteka.domain.matches import MatchService  # noqa: E402
from igroteka.domain.players import account_name  # noqa: E402
from igroteka.domain.tokens import new_token  # noqa: E402
from igroteka.server.accounts import Accounts, PgTables  # noqa: E402
from igroteka.server.store import store_env  # noqa: E402
from tests.support.server import ServerProcess  # noqa: E402

GAME = "den_pobedy"  # the one two-seat game: a resignation ends its match (Glicko-2)
VETERAN_RUNNING = 2  # the veteran's running matches, their oldest
MIN_GAMES = 5  # the server's leaderboard_min_games (its default)
BATCH = 500  # matches a transaction
ROUTES = ("my_games", "my_games_to_act", "my_games_pages", "leaderboard")
FLOOR = "/health/live"  # the cheapest route: no store, no work
THIS = "this"  # the label of this checkout's server (the other: ``baseline``)


@dataclass(frozen=True)
class Store:
    players: int
    matches: int
    running: int
    sampled: list[str]  # player tokens of the sampled players
    veteran: str | None  # the veteran's player token (none without one)
    ranked: int  # players with at least 5 finished rated matches: the leaderboard's rows
    seconds: float


def planned(n: int, ids: list[str], veteran: int, running_every: int, rng: random.Random) -> tuple[list[str], bool]:
    """The n-th match's two players and whether it is left running. With a veteran (``ids[0]``),
    the first matches are theirs: two running ones claimed first, then ``veteran`` finished ones,
    as a player with two long correspondence matches who has played many quick ones since; every
    other match pairs two other players at random, one in ``running_every + 1`` left running."""
    if n < VETERAN_RUNNING + veteran:
        return [ids[0], rng.choice(ids[1:])], n < VETERAN_RUNNING
    return rng.sample(ids[1:] if veteran else ids, 2), n % (running_every + 1) == running_every


def generate(
    url: str, players: int, matches: int, running_every: int, sample: int, veteran: int, rng: random.Random
) -> Store:
    """Fill an empty database with ``players`` accounts and about ``matches`` finished rated
    matches (plus one running match every ``running_every``, and the veteran's), and give
    ``sample`` players and the veteran a token."""
    started = time.monotonic()
    ids = [str(uuid.uuid4()) for _ in range(players)]
    tables = PgTables(url, 5.0)  # the account tables as the server makes them
    with tables.transaction():
        pass
    tables.close()
    with (
        psycopg.connect(url, autocommit=True) as conn,
        conn.cursor().copy("COPY igroteka_players (id, name, written, folded, created) FROM STDIN") as copy,
    ):
        for n, player in enumerate(ids):
            name = account_name(f"Игрок {n}")
            copy.write_row((player, name.name, name.written, name.folded, time.time()))
    service = MatchService(store_env(url))
    running = 0
    finished: dict[str, int] = dict.fromkeys(ids, 0)
    try:
        with psycopg.connect(url, autocommit=True) as conn:
            total = matches + matches // running_every + (VETERAN_RUNNING if veteran else 0)
            for first in range(0, total, BATCH):
                batch: list[Match] = []
                seats: list[tuple[str, str, int, float, int]] = []
                for n in range(first, min(total, first + BATCH)):
                    pair, left_running = planned(n, ids, veteran, running_every, rng)
                    match = service.seated(
                        GAME,
                        {},
                        [(f"Игрок {k}", new_token()[1]) for k in range(2)],
                        new_token()[1],
                        rated=True,
                        players=pair,
                    )
                    if left_running:
                        running += 1
                    else:
                        seat = rng.randrange(2)
                        outcome = msgspec.to_builtins(resignation_outcome(2, seat))
                        match.resign(seat=seat, level=None, outcome=outcome)
                        for player in pair:
                            finished[player] += 1
                    since = time.time()
                    seats += [(player, str(match.id), k, since, 0) for k, player in enumerate(pair)]
                    batch.append(match)
                service.app.save(*batch)
                with conn.cursor().copy(
                    "COPY igroteka_player_seats (player, match_id, seat, since, linked) FROM STDIN"
                ) as copy:
                    for row in seats:
                        copy.write_row(row)
                print(f"  {min(total, first + BATCH):,} of {total:,} matches stored", file=sys.stderr, flush=True)
    finally:
        service.close()
    accounts = Accounts(PgTables(url, 5.0))
    try:
        tokens = [accounts.issue(player, "bench")[1].token for player in rng.sample(ids[1:], min(sample, players - 1))]
        veteran_token = accounts.issue(ids[0], "bench")[1].token if veteran else None
    finally:
        accounts.close()
    ranked = sum(1 for count in finished.values() if count >= MIN_GAMES)
    played = sum(finished.values()) // 2
    return Store(players, played, running, tokens, veteran_token, ranked, time.monotonic() - started)


def folded(client: httpx.Client, ranked: int, seconds: float) -> float:
    """Wait until the server has folded the whole log: its leaderboard lists every player with
    ``MIN_GAMES`` finished rated matches or more, and only them (a player's count grows as the fold
    goes on); the seconds it took."""
    started = time.monotonic()
    seen = -1
    while time.monotonic() - started < seconds:
        response = client.get(f"/api/v1/leaderboards/{GAME}", params={"limit": 1})
        seen = response.json()["players"] if response.status_code == 200 else -1
        if seen == ranked:
            return time.monotonic() - started
        time.sleep(1.0)
    raise RuntimeError(f"the leaderboard did not settle in {seconds:.0f} s ({seen} of {ranked} players)")


def timed(client: httpx.Client, path: str, token: str | None, params: dict[str, Any]) -> tuple[float, Any]:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    start = time.perf_counter()
    response = client.get(path, params=params, headers=headers)
    took = time.perf_counter() - start
    assert response.status_code == 200, response.text
    return took, response.json()


class Timer:
    """Times each request on every server in turn, each followed by that server's floor."""

    def __init__(self, clients: dict[str, httpx.Client]) -> None:
        self.clients = clients
        self.times: dict[str, dict[str, list[float]]] = {label: {} for label in clients}
        self.turn = 0

    def labels(self) -> list[str]:
        """The servers in the order of this turn: alternated, so neither always goes first."""
        self.turn += 1
        order = list(self.clients)
        return order if self.turn % 2 else order[::-1]

    def one(self, label: str, route: str, path: str, token: str | None, params: dict[str, Any]) -> Any:
        client = self.clients[label]
        took, body = timed(client, path, token, params)
        self.times[label].setdefault(route, []).append(took)
        floor, _ = timed(client, FLOOR, None, {})
        self.times[label].setdefault("floor", []).append(floor)
        return body

    def each(self, route: str, path: str, token: str | None, params: dict[str, Any]) -> Any:
        """The request on every server; this checkout's answer."""
        bodies = {label: self.one(label, route, path, token, params) for label in self.labels()}
        return bodies[THIS]

    def count(self, route: str) -> int:
        return len(self.times[THIS].get(route, []))


def measure(clients: dict[str, httpx.Client], store: Store, requests: int, rng: random.Random) -> dict[str, Any]:
    """Each route ``requests`` times on every server, one request at a time."""
    timer = Timer(clients)
    listed = 0
    while timer.count("my_games") < requests:
        token = rng.choice(store.sampled)
        body = timer.each("my_games", "/api/v1/players/me/matches", token, {})
        listed += len(body["matches"])
        timer.each("my_games_to_act", "/api/v1/players/me/matches", token, {"to_act": "true"})
    while timer.count("my_games_pages") < requests:
        token = rng.choice(store.sampled)
        for label in timer.labels():  # each server follows its own cursors
            cursor = None
            for _ in range(3):
                params = {"limit": 5} | ({"cursor": cursor} if cursor else {})
                cursor = timer.one(label, "my_games_pages", "/api/v1/players/me/matches", token, params)["next"]
                if cursor is None:
                    break
    if store.veteran is not None:
        while timer.count("my_games_veteran") < requests:
            body = timer.each("my_games_veteran", "/api/v1/players/me/matches", store.veteran, {})
        print(
            f"  the veteran's first page: {len(body['matches'])} matches, next {body['next'] is not None}",
            file=sys.stderr,
        )
    cursors: list[str | None] = [None]
    _, body = timed(clients[THIS], f"/api/v1/leaderboards/{GAME}", None, {"limit": 200})
    for _ in range(4):
        if body["next"] is None:
            break
        cursors.append(body["next"])
        _, body = timed(clients[THIS], f"/api/v1/leaderboards/{GAME}", None, {"limit": 200, "cursor": body["next"]})
    while timer.count("leaderboard") < requests:
        cursor = rng.choice(cursors)
        timer.each(
            "leaderboard", f"/api/v1/leaderboards/{GAME}", None, {"limit": 50} | ({"cursor": cursor} if cursor else {})
        )
    print(f"  my games listed {listed / requests:.2f} matches a first page", file=sys.stderr, flush=True)
    return timer.times


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def summary(times: dict[str, list[float]]) -> dict[str, Any]:
    """Each route's p50, p99 and mean, and its p50 and p99 above the floor's (ms)."""
    floor = times["floor"]
    routes = {
        route: {
            "requests": len(values),
            "p50_ms": round(percentile(values, 0.50) * 1000, 2),
            "p99_ms": round(percentile(values, 0.99) * 1000, 2),
            "mean_ms": round(statistics.fmean(values) * 1000, 2),
        }
        for route, values in times.items()
    }
    for route, row in routes.items():
        if route != "floor":
            row["above_floor_p50_ms"] = round(row["p50_ms"] - routes["floor"]["p50_ms"], 2)
            row["above_floor_p99_ms"] = round(row["p99_ms"] - routes["floor"]["p99_ms"], 2)
    routes["floor"]["requests"] = len(floor)
    return routes


def saved(path: Path, store: Store) -> None:
    path.write_text(json.dumps(dataclasses.asdict(store)))


def loaded(path: Path) -> Store:
    return Store(**json.loads(path.read_text()))


def run_size(url: str, players: int, matches: int, args: argparse.Namespace, workdir: Path) -> dict[str, Any]:
    rng = random.Random(args.seed)
    if args.stored:
        store = loaded(args.stored)
    else:
        print(f"{players:,} players, {matches:,} matches: generating", file=sys.stderr, flush=True)
        store = generate(url, players, matches, args.running_every, args.sample, args.veteran, rng)
        if args.save_store:
            saved(args.save_store, store)
    with psycopg.connect(url) as conn:
        size = conn.execute("SELECT pg_database_size(current_database())").fetchone()
        events = conn.execute("SELECT count(*) FROM igroteka_events").fetchone()
    started = time.monotonic()
    roots = {THIS: ROOT} | ({"baseline": args.baseline.resolve()} if args.baseline else {})
    with contextlib.ExitStack() as stack:
        servers = {
            label: ServerProcess(url, workdir, live_within=args.settle, root=root) for label, root in roots.items()
        }
        clients = {}
        for label, server in servers.items():
            stack.enter_context(server)
            clients[label] = stack.enter_context(httpx.Client(base_url=server.url, timeout=30))
        live = time.monotonic() - started
        settle = max(folded(client, store.ranked, args.settle) for client in clients.values())
        measure(clients, store, max(50, args.requests // 10), rng)  # warm-up: caches, prepared statements
        load = os.getloadavg()[0]
        times = measure(clients, store, args.requests, rng)
        load = (load + os.getloadavg()[0]) / 2
    return {
        "players": players,
        "matches": store.matches,
        "running": store.running,
        "events": events[0] if events else None,
        "database_mb": round(size[0] / 1e6, 1) if size else None,
        "generate_s": round(store.seconds, 1),
        "live_s": round(live, 1),
        "fold_s": round(live + settle, 1),
        "load_average": round(load, 1),  # the 1-minute load average, at the timing's start and end averaged
        "routes": summary(times[THIS]),
    } | ({"baseline": summary(times["baseline"])} if "baseline" in times else {})


def report(results: list[dict[str, Any]]) -> str:
    """A table a size: each route's p50 · p99 and its distance above the floor (this checkout's
    server, then the baseline's beside it when there is one), then the stores."""
    lines = []
    for r in results:
        servers = {THIS: r["routes"]} | ({"baseline": r["baseline"]} if "baseline" in r else {})
        lines.append(f"{r['players']:,} players / {r['matches']:,} matches, load average {r['load_average']}:")
        heads = [f"{label} p50 · p99 ms | {label} above the floor p50 · p99" for label in servers]
        lines.append("| route | " + " | ".join(heads) + " |")
        lines.append("| --- |" + " --- | --- |" * len(servers))
        for route in r["routes"]:
            cells = []
            for routes in servers.values():
                row = routes[route]
                cells.append(f"{row['p50_ms']} · {row['p99_ms']}")
                cells.append(f"{row['above_floor_p50_ms']} · {row['above_floor_p99_ms']}" if route != "floor" else "–")
            lines.append(f"| {route} | " + " | ".join(cells) + " |")
    if len(results) > 1:
        first, last = results[0], results[-1]
        growth = [
            f"{route} ×{last['routes'][route]['p99_ms'] / first['routes'][route]['p99_ms']:.2f}" for route in ROUTES
        ]
        lines.append(f"p99 growth, {first['matches']:,} → {last['matches']:,} matches: " + ", ".join(growth))
    for r in results:
        lines.append(
            f"{r['players']:,} players, {r['matches']:,} finished + {r['running']:,} running matches, "
            f"{r['events']:,} events, {r['database_mb']} MB: generated in {r['generate_s']} s, server live in {r['live_s']} s, all folded in {r['fold_s']} s"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", nargs="+", default=["1000:10000", "10000:100000"], help="PLAYERS:MATCHES each")
    parser.add_argument("--database-urls", nargs="+", required=True, help="an empty database for each size")
    parser.add_argument("--requests", type=int, default=1000, help="timed requests a route (each size)")
    parser.add_argument("--sample", type=int, default=100, help="players given a token and asking")
    parser.add_argument("--running-every", type=int, default=10, help="one running match for this many finished")
    parser.add_argument("--veteran", type=int, default=0, help="finished matches of one more player, timed apart")
    parser.add_argument("--settle", type=float, default=1800, help="seconds the server may take to fold the store")
    parser.add_argument("--seed", type=int, default=37)
    parser.add_argument("--baseline", type=Path, help="a checkout of another commit, its server timed beside")
    parser.add_argument("--save-store", type=Path, help="keep what the timing needs of the generated store")
    parser.add_argument("--stored", type=Path, help="time a store kept by --save-store (one size)")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    if len(args.sizes) != len(args.database_urls):
        parser.error("one database URL a size")
    workdir = Path(os.environ.get("BENCH_OUT", "/tmp"))
    results = []
    for size, url in zip(args.sizes, args.database_urls, strict=True):
        players, matches = (int(part) for part in size.split(":"))
        results.append(run_size(url, players, matches, args, workdir))
    text = report(results)
    print(text)
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
