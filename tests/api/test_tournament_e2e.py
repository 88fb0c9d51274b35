"""Issue 14, "done when": a tournament of every game runs to its standings through the real server
with clocks on, while some players time out, resign, hand their seat to a bot or leave the
tournament mid-match, and a spectator watches every table over the stream; then once more on
PostgreSQL with two instances behind the clients.

The players are scripted test clients: each seat plays random legal moves from ``legal-moves``,
except the seats a tour's script gives a behaviour (``SCRIPT``: per tour, one behaviour per table,
taken by that table's seat 1). A behaviour is a function in ``BEHAVIOURS`` called whenever the
driver looks at its table; more cases (a player who disconnects, a delayed spectator) are more
entries there and in ``SCRIPT``.
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from itertools import count
from pathlib import Path
from random import Random
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from tests.conftest import fresh_pg_database
from tests.support.client import Api
from tests.support.server import ServerProcess

BASE = "/api/v1/tournaments"
DECIDED = ("finished", "cancelled", "expired")
# Each game: options that keep a random match short, the table size, and what a time-out does.
GAMES: dict[str, tuple[dict[str, Any], int, str]] = {
    "pobeda": ({}, 2, "lose"),
    "pyatiletka": ({"rounds": 1}, 3, "lose"),  # three seats: a seat that loses on time is played on by a bot
    "zavody": ({"round_limit": 2}, 2, "bot"),
    "den_pobedy": ({"deck_building": False}, 2, "bot"),
    "ecologic": ({"fixed_layout": True}, 2, "lose"),
}
MOVE_SECONDS = 2.0  # every match's clock: seconds a move
# Per tour, the behaviour of seat 1 at each table (the other tables and seats play). Tour 1 has
# one table each: a time-out, a resignation, a player who leaves the tournament (their seat
# forfeits; tour 2 seats the others, with a bye where the game needs one); tour 2 a seat handed
# to a bot and another time-out.
SCRIPT: list[list[str]] = [["time_out", "resign", "leave"], ["autoplay", "time_out"]]


@dataclass
class Table:
    """One table of the current tour as the driver follows it."""

    number: int
    match: str
    tokens: dict[int, str]  # seat → its player's token
    players: dict[int, int]  # seat → player number
    behaviours: dict[int, str]  # seat → its behaviour (the others play)
    acted: set[int] = field(default_factory=set)  # seats whose behaviour has acted once
    done: bool = False


@dataclass
class Driver:
    """Scripted clients of one tournament; requests go to each of ``apis`` in turn."""

    apis: list[Api]
    tournament: str
    seed: int
    rng: Random = field(init=False)
    turn: Iterator[int] = field(default_factory=count)

    def __post_init__(self) -> None:
        self.rng = Random(self.seed)

    def call(self, method: str, path: str, token: str | None = None, **kw: Any) -> Any:
        return self.apis[next(self.turn) % len(self.apis)].call(method, path, token, **kw)

    def play(self, table: Table, seat: int) -> None:
        """The seat's person plays a random legal move (another instance may lag a commit: a
        move refused as stale is simply tried again on the next look)."""
        legal = self.call("GET", f"/api/v1/matches/{table.match}/legal-moves", table.tokens[seat]).json()
        if legal.get("moves"):
            body = {"move_id": str(uuid.uuid4()), "move": self.rng.choice(legal["moves"])}
            moved = self.call("POST", f"/api/v1/matches/{table.match}/moves", table.tokens[seat], json=body)
            assert moved.status_code in (200, 409, 422), moved.text


# A behaviour acts for its seat when the driver looks at the table; it returns whether the seat's
# person also plays when it is to act.
Behaviour = Callable[[Driver, Table, int], bool]


def plays(driver: Driver, table: Table, seat: int) -> bool:
    return True


def times_out(driver: Driver, table: Table, seat: int) -> bool:
    """Never moves: the clock runs out and the match's ``on_timeout`` applies."""
    return False


def resigns(driver: Driver, table: Table, seat: int) -> bool:
    if seat not in table.acted:
        resigned = driver.call("POST", f"/api/v1/matches/{table.match}/resign", table.tokens[seat])
        assert resigned.status_code == 200, resigned.text
        table.acted.add(seat)
    return False


def hands_to_a_bot(driver: Driver, table: Table, seat: int) -> bool:
    if seat not in table.acted:
        path = f"/api/v1/matches/{table.match}/autoplay"
        handed = driver.call("POST", path, table.tokens[seat], json={"level": "random"})
        assert handed.status_code == 200, handed.text
        table.acted.add(seat)
    return False


def leaves(driver: Driver, table: Table, seat: int) -> bool:
    """Leaves the tournament mid-match: the table is forfeited by this seat."""
    if seat not in table.acted:
        left = driver.call("POST", f"{BASE}/{driver.tournament}/leave", table.tokens[seat])
        assert left.status_code == 200, left.text
        table.acted.add(seat)
    return False


BEHAVIOURS: dict[str, Behaviour] = {
    "play": plays,
    "time_out": times_out,
    "resign": resigns,
    "autoplay": hands_to_a_bot,
    "leave": leaves,
}
# What the match's record shows of each behaviour (a leave shows in the tour: a forfeited table).
RECORDED = {"time_out": "timed_out", "resign": "resigned", "autoplay": "autoplay_on"}


class Spectator(threading.Thread):
    """Watches one match over the stream (no token) until it is decided or told to stop."""

    def __init__(self, url: str) -> None:
        super().__init__(daemon=True)
        self.url = url
        self.frames: list[dict[str, Any]] = []
        self.stop = threading.Event()

    def run(self) -> None:
        with connect(self.url, open_timeout=10) as ws:
            while not self.stop.is_set():
                try:
                    message = json.loads(ws.recv(timeout=0.2))
                except TimeoutError:
                    continue
                except ConnectionClosed:
                    return
                if message["type"] in ("snapshot", "events"):
                    self.frames.append(message)
                    if message["view"]["match"]["status"] in DECIDED:
                        return

    @property
    def last(self) -> dict[str, Any]:
        return self.frames[-1]["view"]


def ok(response: Any, status: int = 200) -> dict[str, Any]:
    assert response.status_code == status, response.text
    return response.json()


def run_tour(driver: Driver, ws_url: str, organiser: str, tokens: dict[int, str], script: list[str]) -> dict:
    """Start a tour, drive its tables to their end with spectators on each; the tour as it ended."""
    tour = ok(driver.call("POST", f"{BASE}/{driver.tournament}/tours", organiser), 201)
    tables = []
    for t, info in enumerate(tour["tables"]):
        players = {p["seat"]: p["player"] for p in info["players"]}
        behaviours = {1: script[t]} if t < len(script) else {}
        tables.append(
            Table(info["table"], str(info["match"]), {s: tokens[p] for s, p in players.items()}, players, behaviours)
        )
    spectators = {t.number: Spectator(f"{ws_url}/api/v1/matches/{t.match}/stream?after=0") for t in tables}
    for spectator in spectators.values():
        spectator.start()
    deadline = time.monotonic() + 90
    while not all(t.done for t in tables):
        assert time.monotonic() < deadline, f"tour {tour['tour']} did not end: {tables}"
        for table in (t for t in tables if not t.done):
            envelope = driver.call("GET", f"/api/v1/matches/{table.match}").json()
            act = {s: BEHAVIOURS[table.behaviours.get(s, "play")](driver, table, s) for s in table.tokens}
            forfeited = "leave" in table.behaviours.values() and table.acted
            if envelope["status"] in DECIDED or forfeited:
                table.done = True
                continue
            for seat in envelope["to_act"]:
                holder = envelope["seats"][seat]
                if act.get(seat) and not holder["bot"]:
                    driver.play(table, seat)
    for table in tables:
        spectator = spectators[table.number]
        if "leave" in table.behaviours.values():
            spectator.stop.set()
        spectator.join(20)
        assert not spectator.is_alive(), f"the spectator of table {table.number} saw no end"
        assert spectator.frames and spectator.frames[0]["view"]["viewer"] == {"type": "spectator"}
    ended = settled(driver, f"{BASE}/{driver.tournament}/tours/{tour['tour']}", tour_ended)
    return ended | {"spectators": spectators, "driven": tables}


def tour_ended(tour: dict[str, Any]) -> bool:
    return all(t["status"] in DECIDED or t["forfeited"] is not None for t in tour["tables"])


def settled(driver: Driver, path: str, done: Callable[[dict[str, Any]], bool], seconds: float = 15) -> dict[str, Any]:
    """A read once it shows ``done``: an instance's reads may trail another's commit by a moment."""
    deadline = time.monotonic() + seconds
    while not done(answer := ok(driver.call("GET", path))):
        assert time.monotonic() < deadline, answer
        time.sleep(0.05)
    return answer


def expected_standings(tours: list[dict], players: int) -> dict[int, dict[str, int]]:
    """Each player's score, wins and tables played, from the tours' tables as the API shows them."""
    rows = {p: {"score": 0, "wins": 0, "played": 0} for p in range(players)}
    for tour in tours:
        for bye in tour["byes"]:
            rows[bye["player"]]["wins"] += 1
        for table in tour["tables"]:
            for p in table["players"]:
                row = rows[p["player"]]
                row["played"] += 1
                if table["forfeited"] is not None:
                    row["wins"] += p["seat"] not in table["forfeited"]
                elif table["status"] == "finished":
                    row["score"] += table["outcome"]["scores"][p["seat"]]
                    row["wins"] += p["seat"] in table["outcome"]["winners"]
    return rows


def run_tournament(apis: list[Api], ws_urls: list[str], game: str, seed: int) -> None:
    options, size, on_timeout = GAMES[game]
    players = 3 * size  # three tables in tour 1
    clock = {"kind": "move", "seconds": MOVE_SECONDS, "on_timeout": on_timeout}
    body = {"game": game, "options": options, "table_size": size, "tours": len(SCRIPT), "time_control": clock}
    created = ok(apis[0].call("POST", BASE, json=body), 201)
    driver = Driver(apis, created["id"], seed)
    organiser = created["organiser_token"]
    tokens = {}
    for n in range(players):
        registered = ok(driver.call("POST", f"{BASE}/{driver.tournament}/players", json={"name": f"игрок {n}"}), 201)
        tokens[registered["player"]] = registered["token"]

    tours = [run_tour(driver, ws_urls[n % len(ws_urls)], organiser, tokens, s) for n, s in enumerate(SCRIPT)]

    # Every behaviour happened and left its trace: in the match's record, or the forfeited table.
    leavers = set()
    for tour in tours:
        for table in tour["driven"]:
            info = tour["tables"][table.number - 1]
            kinds = [e["kind"] for e in ok(driver.call("GET", f"/api/v1/matches/{table.match}/record"))["events"]]
            for seat, behaviour in table.behaviours.items():
                if behaviour == "leave":
                    assert info["forfeited"] == [seat], info
                    leavers.add(table.players[seat])
                else:
                    assert RECORDED[behaviour] in kinds, (behaviour, kinds)
            if info["forfeited"] is None:
                assert info["status"] == "finished", info
                # the spectator followed the table to its end
                assert tour["spectators"][table.number].last["match"]["status"] == "finished"
                assert tour["spectators"][table.number].last["version"] == len(kinds)
    # tour 2 seats, or gives a bye to, exactly the players still in
    seated = [p["player"] for t in tours[1]["tables"] for p in t["players"]] + [b["player"] for b in tours[1]["byes"]]
    assert sorted(seated) == sorted(set(range(players)) - leavers)

    settled(driver, f"{BASE}/{driver.tournament}", lambda info: info["status"] == "finished")
    expected = expected_standings(tours, players)
    for api in apis:  # each instance's read model converges on the same standings
        deadline = time.monotonic() + 15
        while True:
            rows = ok(api.call("GET", f"{BASE}/{driver.tournament}/standings"))["rows"]
            got = {r["player"]: {"score": r["score"], "wins": r["wins"], "played": r["played"]} for r in rows}
            if got == expected:
                break
            assert time.monotonic() < deadline, (got, expected)
            time.sleep(0.1)
        assert {r["player"]: r["status"] for r in rows if r["status"] != "playing"} == dict.fromkeys(leavers, "left")
        keys = [(r["score"], r["wins"]) for r in rows]
        assert keys == sorted(keys, reverse=True)


@pytest.fixture(scope="module")
def single(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """One server process on SQLite that sweeps clocks often."""
    workdir = tmp_path_factory.mktemp("e2e")
    with ServerProcess(f"sqlite:///{workdir / 'igroteka.sqlite'}", workdir, clock_sweep=0.1) as process:
        yield process


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_tournament_of_every_game_runs_to_its_standings_with_clocks_and_departures(
    single: ServerProcess, game: str
) -> None:
    api = Api(single.url)
    try:
        run_tournament([api], [single.ws], game, seed=len(game))
    finally:
        api.close()


def test_a_tournament_runs_to_its_standings_on_two_instances_of_one_postgresql(
    pg_admin_url: str, tmp_path: Path
) -> None:
    """The same tournament of «Ударная пятилетка» (three seats a table) with every request sent to
    the next of two instances on one PostgreSQL database, and spectators on both."""
    urls = fresh_pg_database(pg_admin_url)
    database = next(urls)
    a = ServerProcess(database, tmp_path, clock_sweep=0.1).start()
    b = ServerProcess(database, tmp_path, clock_sweep=0.1).start()
    apis = [Api(a.url), Api(b.url)]
    try:
        run_tournament(apis, [a.ws, b.ws], "pyatiletka", seed=7)
    finally:
        for api in apis:
            api.close()
        a.stop()
        b.stop()
        next(urls, None)
