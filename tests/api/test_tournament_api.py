"""Full tournaments through a real server process over HTTP and WebSocket, on both stores."""

from __future__ import annotations

import asyncio
import json
import threading
import time
import uuid
from collections.abc import Iterator
from itertools import combinations
from typing import Any

import pytest
from websockets.asyncio.client import connect

from tests.support.client import Api, play_randomly
from tests.support.server import ServerProcess

BASE = "/api/v1/tournaments"


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def announce(
    api: Api, players: int, game: str = "pobeda", options: dict[str, Any] | None = None
) -> tuple[str, str, list[str]]:
    """Tables of 4, three tours (the default): «Победа!» in teams of two unless told otherwise;
    the tournament id, the organiser token and the player tokens."""
    body = {"game": game, "options": {"teams": 2} if options is None else options, "table_size": 4}
    created = api.call("POST", BASE, json=body)
    assert created.status_code == 201, created.text
    body = created.json()
    assert body["tours"] == 3 and body["organiser_token"]
    tokens = []
    for n in range(players):
        registered = api.call("POST", f"{BASE}/{body['id']}/players", json={"name": f"игрок {n}"})
        assert registered.status_code == 201 and registered.json()["player"] == n
        tokens.append(registered.json()["token"])
    return body["id"], body["organiser_token"], tokens


def standings_after(api: Api, tournament_id: str, played: int, seconds: float = 10.0) -> list[dict[str, Any]]:
    """Standings are a read model following the log: wait (bounded) for the last results."""
    deadline = time.monotonic() + seconds
    while True:
        rows = api.call("GET", f"{BASE}/{tournament_id}/standings").json()["rows"]
        if rows and all(r["played"] == played for r in rows):
            return rows
        assert time.monotonic() < deadline, f"standings did not catch up: {rows}"
        time.sleep(0.05)


def watch_to_the_end(url: str) -> threading.Thread:
    """A spectator's WebSocket in a thread; it ends once the feed reports the match finished."""
    kinds: list[str] = []

    async def follow() -> None:
        async with connect(url, proxy=None) as ws:
            assert json.loads(await ws.recv())["type"] == "snapshot"
            while "finished" not in kinds:
                message = json.loads(await asyncio.wait_for(ws.recv(), 60))
                kinds.extend(item["kind"] for item in message["events"])

    thread = threading.Thread(target=asyncio.run, args=(follow(),))
    thread.kinds = kinds  # type: ignore[attr-defined]
    thread.start()
    return thread


# «Победа!» on SQLite and «Ударная пятилетка» on PostgreSQL; the other two pairs under `make soak`
# (docs/architecture.md §21's Decision on pairing).
TOURNAMENTS = [
    pytest.param("sqlite", "pobeda", {"teams": 2}, id="sqlite-pobeda"),
    pytest.param("postgres", "pyatiletka", {"rounds": 2}, id="postgres-pyatiletka"),
    pytest.param("postgres", "pobeda", {"teams": 2}, id="postgres-pobeda", marks=pytest.mark.soak),
    pytest.param("sqlite", "pyatiletka", {"rounds": 2}, id="sqlite-pyatiletka", marks=pytest.mark.soak),
]


@pytest.mark.parametrize(("server", "game", "options"), TOURNAMENTS, indirect=["server"], scope="module")
def test_a_three_tour_tournament_of_eight_plays_through_http_and_websocket(
    api: Api, server: ServerProcess, game: str, options: dict[str, Any]
) -> None:
    tournament_id, organiser, tokens = announce(api, 8, game, options)
    expected = {n: [0, 0] for n in range(8)}  # player → [score, wins], from the tables' outcomes
    lineups: list[frozenset[int]] = []
    for number in (1, 2, 3):
        started = api.call("POST", f"{BASE}/{tournament_id}/tours", organiser)
        assert started.status_code == 201, started.text
        tour = started.json()
        assert tour["tour"] == number and len(tour["tables"]) == 2
        if number < 3:
            early = api.call("POST", f"{BASE}/{tournament_id}/tours", organiser)
            assert early.status_code == 409 and early.json()["code"] == "tour_running"
        seats: dict[str, dict[int, str]] = {}
        for n, token in enumerate(tokens):
            mine = api.call("GET", f"{BASE}/{tournament_id}/my-table", token).json()
            assert mine["tour"] == number and mine["status"] == "running"
            table = tour["tables"][mine["table"] - 1]
            assert table["match"] == mine["match"] and table["players"][mine["seat"]]["player"] == n
            seats.setdefault(mine["match"], {})[mine["seat"]] = token
        watchers = [watch_to_the_end(f"{server.ws}/api/v1/matches/{m}/stream") for m in seats]
        for match_id, match_tokens in seats.items():
            play_randomly(api, match_id, match_tokens, seed=number)
        for watcher in watchers:
            watcher.join(timeout=60)
            assert watcher.kinds[-1] == "finished"  # type: ignore[attr-defined]
        played = api.call("GET", f"{BASE}/{tournament_id}/tours/{number}").json()
        for table in played["tables"]:
            assert table["status"] == "finished"
            lineups.append(frozenset(p["player"] for p in table["players"]))
            for p in table["players"]:
                expected[p["player"]][0] += table["outcome"]["scores"][p["seat"]]
                expected[p["player"]][1] += p["seat"] in table["outcome"]["winners"]
    assert len(set(lineups)) == 6
    met = {frozenset(pair) for lineup in lineups for pair in combinations(lineup, 2)}
    assert len(met) == 28, "with 8 players, 3 tours at tables of 4 can meet every opponent"
    over = api.call("POST", f"{BASE}/{tournament_id}/tours", organiser)
    assert over.status_code == 409 and over.json()["code"] == "tournament_over"
    info = api.call("GET", f"{BASE}/{tournament_id}").json()
    assert info["status"] == "finished" and info["tours_started"] == 3 and len(info["players"]) == 8
    rows = standings_after(api, tournament_id, played=3)
    assert {r["player"]: [r["score"], r["wins"]] for r in rows} == expected
    counted = 1 if game == "pyatiletka" else None  # PY-9.6: order-bearers, then places are shared
    keys = [(r["score"], r["wins"], *r["tiebreaks"][:counted]) for r in rows]  # then the game's own tie-breaks
    assert keys == sorted(keys, reverse=True)
    assert [r["place"] for r in rows] == [1 + sum(k > key for k in keys) for key in keys]


def test_tournament_refusals_are_problem_details(api: Api) -> None:
    tournament_id, organiser, tokens = announce(api, 6)
    base = f"{BASE}/{tournament_id}"
    before = api.call("POST", f"{base}/tours", tokens[0])
    cases: list[tuple[str, str, str | None, dict[str, Any], int, str]] = [
        ("POST", BASE, None, {"json": {"game": "chess", "table_size": 4}}, 404, "game_not_found"),
        ("POST", BASE, None, {"json": {"game": "pobeda", "table_size": 4}}, 422, "bad_seats"),
        ("POST", BASE, None, {"json": {"game": "pobeda", "table_size": 3, "tours": 0}}, 400, "invalid_request"),
        ("POST", f"{base}/players", None, {"json": {"name": "игрок 1"}}, 409, "name_taken"),
        ("POST", f"{base}/players", None, {"json": {"name": ""}}, 400, "invalid_request"),
        ("POST", f"{base}/tours", None, {}, 403, "not_organiser"),
        ("POST", f"{base}/tours", "forged", {}, 401, "bad_token"),
        ("GET", f"{base}/my-table", None, {}, 401, "token_required"),
        ("GET", f"{base}/my-table", tokens[0], {}, 409, "no_tour_yet"),
        ("GET", f"{base}/tours/1", None, {}, 404, "tour_not_found"),
        ("GET", f"{BASE}/{uuid.uuid4()}/standings", None, {}, 404, "tournament_not_found"),
        ("GET", f"/api/v1/matches/{tournament_id}", None, {}, 404, "match_not_found"),
    ]
    assert before.status_code == 403 and before.json()["code"] == "not_organiser"
    for method, path, token, kwargs, status, code in cases:
        response = api.call(method, path, token, **kwargs)
        assert (response.status_code, response.json()["code"]) == (status, code), (method, path, response.text)
    assert api.call("GET", base).json()["version"] == 7  # announced + 6 players: refusals changed nothing
    for name in ("игрок 6", "игрок 7"):
        assert api.call("POST", f"{base}/players", json={"name": name}).status_code == 201
    started = api.call("POST", f"{base}/tours", organiser)
    assert started.status_code == 201 and [len(t["players"]) for t in started.json()["tables"]] == [4, 4]
    late = api.call("POST", f"{base}/players", json={"name": "опоздавший"})
    assert late.status_code == 409 and late.json()["code"] == "registration_closed"
