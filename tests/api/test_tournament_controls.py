"""A tournament of every game run by its organiser through a real server process: an invite code,
a registration cap, a player who leaves mid-match (their table is forfeited), a table forfeited
once the tour's limit has passed, a player removed between tours, byes, and the standings."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest

from tests.api.autoplay import play_by_bots
from tests.conftest import STORES
from tests.support.client import Api
from tests.support.server import ServerProcess

BASE = "/api/v1/tournaments"
# Options that keep each random match short.
SHORT: dict[str, dict[str, Any]] = {
    "pobeda": {},
    "pyatiletka": {"rounds": 1},
    "zavody": {"round_limit": 2},
    "den_pobedy": {"deck_building": False},
    "ecologic": {"fixed_layout": True},
}


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def ok(response: Any, status: int = 200) -> dict[str, Any]:
    assert response.status_code == status, response.text
    return response.json()


def refused(response: Any, status: int, code: str) -> None:
    assert (response.status_code, response.json()["code"]) == (status, code), response.text


def standings(api: Api, tournament_id: str, played: dict[int, int], seconds: float = 15.0) -> dict[int, dict]:
    """The standings once the read model has every result in ``played`` (player → tables)."""
    deadline = time.monotonic() + seconds
    while True:
        rows = {r["player"]: r for r in ok(api.call("GET", f"{BASE}/{tournament_id}/standings"))["rows"]}
        if all(rows.get(p, {}).get("played") == n for p, n in played.items()):
            return rows
        assert time.monotonic() < deadline, f"standings did not catch up: {rows}"
        time.sleep(0.05)


def play_table(api: Api, table: dict[str, Any], tokens: dict[int, str]) -> None:
    play_by_bots(api, table["match"], {p["seat"]: tokens[p["player"]] for p in table["players"]})


def on_one_store() -> list[Any]:
    """Each game's tournament on SQLite or PostgreSQL in turn, so both stores run one; on the other
    store under `make soak` (docs/architecture.md §21's Decision on pairing). PostgreSQL's cases
    first, then SQLite's, as module-scoped parameters: function-scoped ones are each a parameter of
    their own to the module-scoped server, which then started afresh for every case (seven starts in
    `make test`); these start the module's server for a store once for them."""
    cases = []
    for n, game in enumerate(sorted(SHORT)):
        for k, store in enumerate(STORES):
            soak = [pytest.mark.soak] if (n + k) % 2 else []
            cases.append(pytest.param(store, game, id=f"{store}-{game}", marks=soak))
    return sorted(cases, key=lambda case: (bool(case.marks), case.values[0] != "postgres"))


@pytest.mark.parametrize(("server", "game"), on_one_store(), indirect=["server"], scope="module")
def test_an_organised_tournament_of_every_game_runs_to_its_standings(api: Api, game: str) -> None:
    body = {"game": game, "options": SHORT[game], "table_size": 2, "tours": 3, "max_players": 5}
    created = ok(api.call("POST", BASE, json={**body, "invite_code": "ОКТЯБРЬ", "tour_limit": 1}), 201)
    tid, organiser = created["id"], created["organiser_token"]
    refused(api.call("POST", f"{BASE}/{tid}/players", json={"name": "чужой"}), 403, "bad_invite_code")
    tokens: dict[int, str] = {}
    for n in range(5):
        registered = ok(
            api.call("POST", f"{BASE}/{tid}/players", json={"name": f"игрок {n}", "invite_code": "ОКТЯБРЬ"}), 201
        )
        tokens[registered["player"]] = registered["token"]
    full = api.call("POST", f"{BASE}/{tid}/players", json={"name": "шестой", "invite_code": "ОКТЯБРЬ"})
    refused(full, 409, "tournament_full")
    refused(api.call("POST", f"{BASE}/{tid}/registration/close", tokens[0]), 403, "not_organiser")
    info = ok(api.call("POST", f"{BASE}/{tid}/registration/close", organiser))
    assert not info["registration_open"] and info["invite_required"] and info["max_players"] == 5

    # Tour 1: five players at 2-seat tables: two tables and one bye. A player of table 1 leaves
    # mid-match (their seat forfeits it); table 2 plays to its end.
    tour = ok(api.call("POST", f"{BASE}/{tid}/tours", organiser), 201)
    assert len(tour["tables"]) == 2 and len(tour["byes"]) == 1 and tour["deadline"]
    rested = tour["byes"][0]["player"]
    refused(api.call("GET", f"{BASE}/{tid}/my-table", tokens[rested]), 409, "bye")
    leaver = tour["tables"][0]["players"][1]["player"]
    stayer = tour["tables"][0]["players"][0]["player"]
    left = ok(api.call("POST", f"{BASE}/{tid}/leave", tokens[leaver]))
    assert left["entrants"][leaver]["status"] == "left"
    refused(api.call("POST", f"{BASE}/{tid}/leave", tokens[leaver]), 409, "player_gone")
    play_table(api, tour["tables"][1], tokens)
    tour = ok(api.call("GET", f"{BASE}/{tid}/tours/1"))
    assert tour["tables"][0]["forfeited"] == [1] and tour["tables"][1]["status"] == "finished"

    # Between tours the organiser removes the player who rested.
    removed = rested
    refused(api.call("DELETE", f"{BASE}/{tid}/players/{removed}", tokens[0]), 403, "not_organiser")
    info = ok(api.call("DELETE", f"{BASE}/{tid}/players/{removed}", organiser))
    assert info["entrants"][removed]["status"] == "removed"
    refused(api.call("DELETE", f"{BASE}/{tid}/players/{removed}", organiser), 409, "player_gone")

    # Tour 2: three players left: one table, one bye; nobody plays, and past the tour's limit
    # the organiser forfeits the table by both seats.
    tour = ok(api.call("POST", f"{BASE}/{tid}/tours", organiser), 201)
    assert len(tour["tables"]) == 1 and len(tour["byes"]) == 1
    seated = {p["player"] for p in tour["tables"][0]["players"]}
    assert leaver not in seated and removed not in seated
    refused(api.call("GET", f"{BASE}/{tid}/my-table", tokens[removed]), 409, "not_seated")
    refused(api.call("POST", f"{BASE}/{tid}/tours", organiser), 409, "tour_running")
    time.sleep(1.1)
    forfeited = ok(api.call("POST", f"{BASE}/{tid}/tables/1/forfeit", organiser, json={}))
    assert forfeited["table"] == 1 and forfeited["forfeited"] == [0, 1]
    refused(api.call("POST", f"{BASE}/{tid}/tables/1/forfeit", organiser, json={}), 409, "table_finished")

    # Tour 3: the last table plays to its end; the tournament finishes.
    tour = ok(api.call("POST", f"{BASE}/{tid}/tours", organiser), 201)
    play_table(api, tour["tables"][0], tokens)
    info = ok(api.call("GET", f"{BASE}/{tid}"))
    assert info["status"] == "finished"
    refused(api.call("POST", f"{BASE}/{tid}/tours", organiser), 409, "tournament_over")

    byes = {p: 0 for p in tokens}
    for number in (1, 2, 3):
        for bye in ok(api.call("GET", f"{BASE}/{tid}/tours/{number}"))["byes"]:
            byes[bye["player"]] += 1
    played = {p: 0 for p in tokens}
    for number in (1, 2, 3):
        for table in ok(api.call("GET", f"{BASE}/{tid}/tours/{number}"))["tables"]:
            for p in table["players"]:
                played[p["player"]] += 1
    rows = standings(api, tid, played)
    assert (rows[leaver]["status"], rows[leaver]["forfeits"], rows[leaver]["played"]) == ("left", 1, 1)
    assert rows[removed]["status"] == "removed" and rows[removed]["played"] == 0 and rows[removed]["byes"] == 1
    assert rows[stayer]["wins"] >= 1  # won table 1 of tour 1 by forfeit
    assert all(rows[p]["byes"] == byes[p] for p in tokens)
    keys = [(r["score"], r["wins"]) for r in sorted(rows.values(), key=lambda r: r["place"])]
    assert keys == sorted(keys, reverse=True)


def test_a_cancelled_table_has_no_result_and_the_tour_goes_on(api: Api) -> None:
    """Decision (README, tournaments): a table whose match the organiser cancels is decided with
    no result — its players played it, scored nothing, won nothing, forfeited nothing."""
    created = ok(api.call("POST", BASE, json={"game": "pobeda", "table_size": 2, "tours": 2}), 201)
    tid, organiser = created["id"], created["organiser_token"]
    tokens = {}
    for n in range(4):
        registered = ok(api.call("POST", f"{BASE}/{tid}/players", json={"name": f"игрок {n}"}), 201)
        tokens[registered["player"]] = registered["token"]
    tour = ok(api.call("POST", f"{BASE}/{tid}/tours", organiser), 201)
    cancelled, played = tour["tables"]
    seated = tokens[cancelled["players"][0]["player"]]
    refused(api.call("POST", f"/api/v1/matches/{cancelled['match']}/cancel", seated), 403, "not_organiser")
    ok(api.call("POST", f"/api/v1/matches/{cancelled['match']}/cancel", organiser))
    refused(api.call("POST", f"{BASE}/{tid}/tours", organiser), 409, "tour_running")
    play_table(api, played, tokens)
    assert ok(api.call("GET", f"{BASE}/{tid}/tours/1"))["tables"][0]["status"] == "cancelled"
    refused(api.call("POST", f"{BASE}/{tid}/tables/1/forfeit", organiser, json={}), 409, "table_finished")

    tour = ok(api.call("POST", f"{BASE}/{tid}/tours", organiser), 201)
    for table in tour["tables"]:
        play_table(api, table, tokens)
    assert ok(api.call("GET", f"{BASE}/{tid}"))["status"] == "finished"
    rows = standings(api, tid, dict.fromkeys(tokens, 2))
    expected = {p: [0, 0] for p in tokens}  # the cancelled table adds nothing
    for number in (1, 2):
        for table in ok(api.call("GET", f"{BASE}/{tid}/tours/{number}"))["tables"]:
            if table["status"] == "finished":
                for p in table["players"]:
                    expected[p["player"]][0] += table["outcome"]["scores"][p["seat"]]
                    expected[p["player"]][1] += p["seat"] in table["outcome"]["winners"]
    assert {p: [r["score"], r["wins"]] for p, r in rows.items()} == expected
    assert all(r["forfeits"] == 0 and r["played"] == 2 for r in rows.values())
