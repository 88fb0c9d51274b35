"""The abuse test: one client floods match creation and seat claims while twenty matches are being
played. The flood is held by the per-client budgets (429), every move the players got an answer
for is stored (its retry returns the stored result), and the players' move latency, quiet and
under the flood, is printed (figures are reported, never asserted: see bench/README.md)."""

from __future__ import annotations

import statistics
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx

from tests.support.server import ServerProcess

CLIENT = "X-Client-Address"
MATCHES = 20
MOVES = 8  # per match and phase


class Player:
    """One match played by its two seats from one client address."""

    def __init__(self, url: str, n: int) -> None:
        self.http = httpx.Client(base_url=url, headers={CLIENT: f"10.1.0.{n}"}, timeout=30)
        self.match = self.http.post("/api/v1/matches", json={"game": "pobeda", "seats": 2}).json()["id"]
        claims = [self.http.post(f"/api/v1/matches/{self.match}/seats", json={"name": f"p{s}"}).json() for s in (0, 1)]
        self.tokens = {c["seat"]: c["token"] for c in claims}
        self.acknowledged: list[tuple[dict[str, Any], int, int]] = []  # (request, seat, version)

    def play(self, moves: int) -> list[float]:
        times = []
        for _ in range(moves):
            envelope = self.http.get(f"/api/v1/matches/{self.match}").json()
            if envelope["status"] != "running":
                break
            seat = envelope["to_act"][0]
            auth = {"Authorization": f"Bearer {self.tokens[seat]}"}
            move = self.http.get(f"/api/v1/matches/{self.match}/legal-moves", headers=auth).json()["moves"][0]
            body = {"move_id": str(uuid.uuid4()), "move": move}
            started = time.monotonic()
            answer = self.http.post(f"/api/v1/matches/{self.match}/moves", json=body, headers=auth)
            times.append(time.monotonic() - started)
            assert answer.status_code == 200, answer.text
            self.acknowledged.append((body, seat, answer.json()["version"]))
        return times

    def check_nothing_lost(self) -> None:
        for body, seat, version in self.acknowledged:
            auth = {"Authorization": f"Bearer {self.tokens[seat]}"}
            again = self.http.post(f"/api/v1/matches/{self.match}/moves", json=body, headers=auth)
            assert again.status_code == 200 and again.json()["version"] == version, again.text


def flood(url: str, stop: threading.Event, statuses: list[int]) -> None:
    with httpx.Client(base_url=url, headers={CLIENT: "6.6.6.6"}, timeout=30) as http:
        while not stop.is_set():
            made = http.post("/api/v1/matches", json={"game": "pobeda", "seats": 2})
            statuses.append(made.status_code)
            if made.status_code == 201:
                claim = http.post(f"/api/v1/matches/{made.json()['id']}/seats", json={"name": "spam"})
                statuses.append(claim.status_code)


def p99(times: list[float]) -> float:
    return statistics.quantiles(times, n=100)[98] * 1000


def test_a_flood_of_creations_and_claims_is_held_while_twenty_matches_play_on(tmp_path: Path) -> None:
    budgets = {"quota_matches": 30, "quota_seats": 60, "client_header": CLIENT}
    with ServerProcess(f"sqlite:///{tmp_path / 'db.sqlite'}", tmp_path, **budgets) as server:
        players = [Player(server.url, n) for n in range(MATCHES)]
        with ThreadPoolExecutor(MATCHES) as pool:
            quiet = [t for times in pool.map(lambda p: p.play(MOVES), players) for t in times]
            stop, statuses = threading.Event(), []
            flooder = threading.Thread(target=flood, args=(server.url, stop, statuses))
            flooder.start()
            deadline = time.monotonic() + 30
            while len(statuses) < 300 and time.monotonic() < deadline:  # the flood is on, and held
                time.sleep(0.05)
            try:
                flooded = [t for times in pool.map(lambda p: p.play(MOVES), players) for t in times]
            finally:
                stop.set()
                flooder.join()
        for player in players:
            player.check_nothing_lost()
        held = statuses.count(429)
        print(
            f"\nflood: {len(statuses)} requests, {held} held by 429; players' move p99 "
            f"{p99(quiet):.1f} ms quiet, {p99(flooded):.1f} ms under the flood ({len(quiet)}/{len(flooded)} moves)"
        )
        assert set(statuses) <= {201, 429} and held > 0, statuses[:50]
        assert statuses.count(201) <= 2 * (30 + 60)  # a minute's budgets, or two if the run straddles a minute
        assert len(flooded) == MATCHES * MOVES
        assert "Traceback" not in server.logs()
