"""A tournament seeded by rating through real server processes on both stores (docs/architecture.md,
"Tournament seeding"): accounts rated by rated matches register with their player tokens beside
an unrated account and a guest; the tour is seated by the ratings the server shows (equal ratings
by registration, the unrated and the guest last), says each player's seed and rating, and a fresh
process that folds the store's log from its start shows the same ratings and the same tour."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import STORES, fresh_pg_database
from tests.support.client import Api
from tests.support.server import ServerProcess

BASE = "/api/v1/tournaments"


@pytest.fixture(params=STORES)
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'igroteka.sqlite'}"
    else:
        yield from fresh_pg_database(request.getfixturevalue("pg_admin_url"))


def ok(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()


def beats(api: Api, winner: dict[str, Any], loser: dict[str, Any]) -> None:
    """A rated «День Победы» of the two accounts, which the loser resigns at once."""
    match = ok(api.call("POST", "/api/v1/matches", json={"game": "den_pobedy", "seats": 2, "rated": True}), 201)["id"]
    seats = {}
    for player in (winner, loser):
        claim = ok(
            api.call("POST", f"/api/v1/matches/{match}/seats", player["token"], json={"name": player["name"]}), 201
        )
        seats[player["id"]] = claim["token"]
    ok(api.call("POST", f"/api/v1/matches/{match}/resign", seats[loser["id"]]))


def conservative(api: Api, player: dict[str, Any], games: int, seconds: float = 30) -> float | None:
    """The player's conservative rating in «День Победы» once the fold has rated ``games`` of theirs."""
    deadline = time.monotonic() + seconds
    while True:
        ratings = ok(api.call("GET", f"/api/v1/players/{player['id']}/ratings"))["ratings"]
        if sum(r["games"] for r in ratings) == games:
            return ratings[0]["conservative"] if ratings else None
        assert time.monotonic() < deadline, f"{player['name']}: {ratings}"
        time.sleep(0.1)


def test_a_tour_seeded_by_rating_seats_by_the_shown_ratings_and_a_rebuilt_server_shows_the_same(
    store: str, tmp_path: Path
) -> None:
    with ServerProcess(store, tmp_path) as server:
        api = Api(server.url)
        try:
            made = [ok(api.call("POST", "/api/v1/players", json={"name": f"Игрок {n}"}), 201) for n in range(5)]
            players = [{"id": m["id"], "name": m["name"], "token": m["token"]["token"]} for m in made]
            beats(api, players[0], players[1])
            beats(api, players[2], players[3])  # the same result from the same start: equal ratings
            ratings = [conservative(api, p, games) for p, games in zip(players, [1, 1, 1, 1, 0], strict=True)]
            assert ratings[0] == ratings[2] and ratings[1] == ratings[3] and ratings[0] > ratings[1]
            assert ratings[4] is None
            refused = api.call("POST", BASE, json={"game": "den_pobedy", "table_size": 2, "seeding": "elo"})
            assert refused.status_code == 400, refused.text
            body = {"game": "den_pobedy", "table_size": 2, "tours": 2, "seeding": "rating"}
            created = ok(api.call("POST", BASE, json=body), 201)
            tournament, organiser = created["id"], created["organiser_token"]
            # registration order: 2, 0, 3, 1, a guest, 4 (an account with no rating)
            for n in (2, 0, 3, 1):
                ok(api.call("POST", f"{BASE}/{tournament}/players", players[n]["token"], json={"name": f"№{n}"}), 201)
            ok(api.call("POST", f"{BASE}/{tournament}/players", json={"name": "гость"}), 201)
            ok(api.call("POST", f"{BASE}/{tournament}/players", players[4]["token"], json={"name": "№4"}), 201)
            assert ok(api.call("GET", f"{BASE}/{tournament}"))["seeding"] == "rating"
            tour = ok(api.call("POST", f"{BASE}/{tournament}/tours", organiser), 201)
            seated = {p["player"]: p for table in tour["tables"] for p in table["players"]}
            # seeds: entries 0 and 1 (equal ratings, registration order), 2 and 3 (equal), the guest, the unrated
            assert {n: (p["seed"], p["rating"]) for n, p in seated.items()} == {
                0: (1, ratings[2]),
                1: (2, ratings[0]),
                2: (3, ratings[3]),
                3: (4, ratings[1]),
                4: (5, None),
                5: (6, None),
            }
            # the serpentine over three tables of two: seeds 1 and 6, 2 and 5, 3 and 4
            assert sorted(sorted(p["player"] for p in t["players"]) for t in tour["tables"]) == [[0, 5], [1, 4], [2, 3]]
            assert ok(api.call("GET", f"{BASE}/{tournament}/tours/1")) == tour
        finally:
            api.close()
    with ServerProcess(store, tmp_path) as rebuilt:  # folds the log from its start
        api = Api(rebuilt.url)
        try:
            again = [conservative(api, p, games) for p, games in zip(players, [1, 1, 1, 1, 0], strict=True)]
            assert again == ratings
            assert ok(api.call("GET", f"{BASE}/{tournament}/tours/1")) == tour
        finally:
            api.close()


def test_a_tournament_is_seeded_by_lot_unless_the_organiser_asks_for_rating(server: ServerProcess) -> None:
    api = Api(server.url)
    try:
        created = ok(api.call("POST", BASE, json={"game": "zavody", "table_size": 2}), 201)
        for n in range(4):
            ok(api.call("POST", f"{BASE}/{created['id']}/players", json={"name": f"игрок {n}"}), 201)
        assert ok(api.call("GET", f"{BASE}/{created['id']}"))["seeding"] == "random"
        tour = ok(api.call("POST", f"{BASE}/{created['id']}/tours", created["organiser_token"]), 201)
        assert all(p["seed"] is None and p["rating"] is None for t in tour["tables"] for p in t["players"])
    finally:
        api.close()
