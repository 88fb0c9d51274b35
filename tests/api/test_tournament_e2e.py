"""Issue 14, "done when": a tournament of every game runs to its standings through the real server
with clocks on, while some players time out, resign, hand their seat to a bot, drop their
connection (the server takes their seat over) or leave the tournament mid-match, and a spectator
watches every table over the stream with the tournament's delay; then once more on PostgreSQL with
two instances behind the clients.

The players are scripted test clients: each seat plays random legal moves from ``legal-moves``,
except the seats a tour's script gives a behaviour (``SCRIPT``: per tour, one behaviour per table,
taken by that table's seat 1). A behaviour is a function in ``BEHAVIOURS`` called whenever the
driver looks at its table; more cases are more entries there and in ``SCRIPT``. Every other seat
holds a stream open with its token while the match runs, so only the seat that drops its connection
is abandoned.
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

import httpx
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
MOVE_SECONDS = 5.0  # every match's clock: seconds a move
ABANDON_AFTER = 2.0  # seconds a seat to act may show no sign before it is abandoned: its streams connect
# well within it, and a dropped seat is abandoned well before its clock runs out (MOVE_SECONDS)
DELAY_MOVES = 2  # spectators see every match this many moves behind
# Per tour, the behaviour of seat 1 at each table (the other tables and seats play). Tour 1 has
# one table each: a time-out, a resignation, a player who leaves the tournament (their seat
# forfeits; tour 2 seats the others, with a bye where the game needs one); tour 2 a seat handed
# to a bot and a player who drops their connection and is abandoned.
SCRIPT: list[list[str]] = [["time_out", "resign", "leave"], ["autoplay", "disconnect"]]


@dataclass
class Table:
    """One table of the current tour as the driver follows it."""

    number: int
    match: str
    ws: str  # the stream's base address (of the instance this tour's streams use)
    tokens: dict[int, str]  # seat → its player's token
    players: dict[int, int]  # seat → player number
    behaviours: dict[int, str]  # seat → its behaviour (the others play)
    acted: set[int] = field(default_factory=set)  # seats whose behaviour has acted once
    presence: dict[int, list[bool]] = field(default_factory=dict)  # seat → `connected` as shown in turn
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

    def envelope(self, table: Table) -> dict[str, Any]:
        """The match as seat 0 sees it: live (seat 0 never has a behaviour, so it keeps its token)."""
        return ok(self.call("GET", f"/api/v1/matches/{table.match}", table.tokens[0]))

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


def disconnects(driver: Driver, table: Table, seat: int) -> bool:
    """Opens a stream with the seat's token (the match shows the seat connected), closes it (no
    longer connected) and never moves again: the seat to act is abandoned after ``ABANDON_AFTER``."""
    if seat not in table.acted:
        table.acted.add(seat)
        with connect(f"{table.ws}/api/v1/matches/{table.match}/stream?token={table.tokens[seat]}", open_timeout=10):
            table.presence[seat] = [shown_connected(driver, table, seat, True)]
        table.presence[seat].append(shown_connected(driver, table, seat, False))
    return False


def shown_connected(driver: Driver, table: Table, seat: int, expected: bool) -> bool:
    """The seat's ``connected`` once it shows ``expected`` (on every instance soon after the change),
    or what it still shows after five seconds."""
    deadline = time.monotonic() + 5
    while (shown := driver.envelope(table)["seats"][seat]["connected"]) != expected and time.monotonic() < deadline:
        time.sleep(0.02)
    return shown


BEHAVIOURS: dict[str, Behaviour] = {
    "play": plays,
    "time_out": times_out,
    "resign": resigns,
    "autoplay": hands_to_a_bot,
    "leave": leaves,
    "disconnect": disconnects,
}
# What the match's record shows of each behaviour (a leave shows in the tour: a forfeited table).
RECORDED = {"time_out": "timed_out", "resign": "resigned", "autoplay": "autoplay_on", "disconnect": "abandoned"}


class Spectator(threading.Thread):
    """Watches one match over the stream until it is decided or told to stop: with a seat's token in
    ``url`` (the seat shows connected meanwhile), or with none as a spectator, who then reads the
    match as a seat sees it right after every frame (``live``: a client of the same instance, the
    match's address and the seat's token). Every frame sets ``news``, which the driver waits on
    when a pass over the tables found nothing to do."""

    def __init__(self, url: str, news: threading.Event, live: tuple[httpx.Client, str, str] | None = None) -> None:
        super().__init__(daemon=True)
        self.url = url
        self.news = news
        self.live = live
        self.frames: list[dict[str, Any]] = []
        self.live_versions: list[int] = []  # per frame: the seat's live version read just after it
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
                    if self.live:
                        http, address, token = self.live
                        seat_view = http.get(address, headers={"Authorization": f"Bearer {token}"})
                        self.live_versions.append(ok(seat_view)["version"])
                    self.news.set()
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
    http = httpx.Client(base_url=ws_url.replace("ws://", "http://", 1), timeout=30)  # the spectators' reads
    try:
        return drive_tour(driver, ws_url, organiser, tokens, script, http)
    finally:
        http.close()


def drive_tour(
    driver: Driver, ws_url: str, organiser: str, tokens: dict[int, str], script: list[str], http: httpx.Client
) -> dict:
    """``run_tour``'s work, the spectators reading the seats' live versions through ``http``.

    Every seat's stream opens within ``ABANDON_AFTER`` of its match's start, or the seat is rightly
    abandoned (the tables of ``time_out`` and ``resign`` then show an abandonment): the holders' streams
    start first and make nothing before they connect (each thread once built an httpx client of its
    own, loading the CA bundle, ~50 ms of CPU under the GIL: twelve of them on a loaded machine
    opened the streams 1–4 s after the start). A pass over the tables that plays no move waits for
    the next frame on any stream (a move, a bot's, a time-out, an abandonment), at most 0.2 s."""
    tour = ok(driver.call("POST", f"{BASE}/{driver.tournament}/tours", organiser), 201)
    tables = []
    for t, info in enumerate(tour["tables"]):
        players = {p["seat"]: p["player"] for p in info["players"]}
        behaviours = {1: script[t]} if t < len(script) else {}
        seats = {s: tokens[p] for s, p in players.items()}
        tables.append(Table(info["table"], str(info["match"]), ws_url, seats, players, behaviours))
    streams = {t.number: f"{ws_url}/api/v1/matches/{t.match}/stream" for t in tables}
    news = threading.Event()
    # every seat but the one that drops its connection holds a stream, so it is never abandoned
    holders = [
        Spectator(f"{streams[t.number]}?token={token}", news)
        for t in tables
        for seat, token in t.tokens.items()
        if t.behaviours.get(seat) != "disconnect"
    ]
    spectators = {
        t.number: Spectator(f"{streams[t.number]}?after=0", news, (http, f"/api/v1/matches/{t.match}", t.tokens[0]))
        for t in tables
    }
    for stream in [*holders, *spectators.values()]:
        stream.start()
    deadline = time.monotonic() + 180  # a busy machine (two cores, other test runs) slows every table
    while not all(t.done for t in tables):
        assert time.monotonic() < deadline, f"tour {tour['tour']} did not end: {tables}"
        news.clear()  # a frame from here on wakes the wait below
        moved = False
        for table in (t for t in tables if not t.done):
            envelope = driver.envelope(table)
            act = {s: BEHAVIOURS[table.behaviours.get(s, "play")](driver, table, s) for s in table.tokens}
            forfeited = "leave" in table.behaviours.values() and table.acted
            if envelope["status"] in DECIDED or forfeited:
                table.done = True
                continue
            for seat in envelope["to_act"]:
                holder = envelope["seats"][seat]
                if act.get(seat) and not holder["bot"]:
                    driver.play(table, seat)
                    moved = True
        if not moved:
            news.wait(0.2)
    for stream in holders:
        stream.stop.set()
        stream.join(20)
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


def delayed_frames(spectator: Spectator, kinds: list[str]) -> int:
    """Check every frame the spectator got against the seat's live version read just after it: never
    newer, and, while the match runs, at least ``DELAY_MOVES`` moves behind once that many were shown
    (before, the live match may have had fewer moves, and then nothing is held back). ``kinds``: the
    match's record, so version v is ``kinds[v - 1]``. How many frames were checked to be behind."""
    behind = 0
    for frame, live in zip(spectator.frames, spectator.live_versions, strict=True):
        shown = frame["view"]["version"]
        assert shown <= live, (shown, live)
        if frame["view"]["match"]["status"] == "running" and kinds[:shown].count("move") >= DELAY_MOVES:
            assert kinds[shown:live].count("move") >= DELAY_MOVES, (shown, live, kinds)
            behind += 1
    return behind


def run_tournament(apis: list[Api], ws_urls: list[str], game: str, seed: int) -> None:
    options, size, on_timeout = GAMES[game]
    players = 3 * size  # three tables in tour 1
    clock = {"kind": "move", "seconds": MOVE_SECONDS, "on_timeout": on_timeout}
    body = {
        "game": game,
        "options": options,
        "table_size": size,
        "tours": len(SCRIPT),
        "time_control": clock,
        "abandon": {"after": ABANDON_AFTER, "then": on_timeout},
        "spectator_delay": {"moves": DELAY_MOVES},
    }
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
    behind = 0
    for tour in tours:
        for table in tour["driven"]:
            info = tour["tables"][table.number - 1]
            record = ok(driver.call("GET", f"/api/v1/matches/{table.match}/record", table.tokens[0]))
            kinds = [e["kind"] for e in record["events"]]
            for seat, behaviour in table.behaviours.items():
                if behaviour == "leave":
                    assert info["forfeited"] == [seat], info
                    leavers.add(table.players[seat])
                else:
                    assert RECORDED[behaviour] in kinds, (behaviour, kinds)
                if behaviour == "disconnect":  # shown connected while its stream was open, then not
                    assert table.presence[seat] == [True, False], table.presence
            behind += delayed_frames(tour["spectators"][table.number], kinds)
            if info["forfeited"] is None:
                assert info["status"] == "finished", info
                # the spectator followed the table to its end
                assert tour["spectators"][table.number].last["match"]["status"] == "finished"
                assert tour["spectators"][table.number].last["version"] == len(kinds)
    assert behind, "no spectator was ever shown a match behind its seats"
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
    """One server process on SQLite that sweeps clocks and abandoned seats often."""
    workdir = tmp_path_factory.mktemp("e2e")
    with ServerProcess(
        f"sqlite:///{workdir / 'igroteka.sqlite'}", workdir, clock_sweep=0.1, presence_heartbeat=0.2
    ) as process:
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
    a = ServerProcess(database, tmp_path, clock_sweep=0.1, presence_heartbeat=0.2).start()
    b = ServerProcess(database, tmp_path, clock_sweep=0.1, presence_heartbeat=0.2).start()
    apis = [Api(a.url), Api(b.url)]
    try:
        run_tournament(apis, [a.ws, b.ws], "pyatiletka", seed=7)
    finally:
        for api in apis:
            api.close()
        a.stop()
        b.stop()
        next(urls, None)
