"""Rated and casual matches, leaderboards and players' ratings through a real server process on
both stores (docs/architecture.md, "Ratings")."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.api.autoplay import play_by_bots
from tests.conftest import STORES, fresh_pg_database
from tests.support.client import Api
from tests.support.server import ServerProcess

BASE = "/api/v1/matches"


@pytest.fixture(scope="module", params=STORES)
def server(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A server whose leaderboards list players from their first rated match."""
    workdir = tmp_path_factory.mktemp("server")
    if request.param == "sqlite":
        urls: Iterator[str] = iter([f"sqlite:///{workdir / 'igroteka.sqlite'}"])
    else:
        urls = fresh_pg_database(request.getfixturevalue("pg_admin_url"))
    with ServerProcess(next(urls), workdir, leaderboard_min_games=1) as process:
        yield process
    next(urls, None)


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def ok(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()


def create(api: Api, **body: Any) -> dict[str, Any]:
    return ok(api.call("POST", BASE, json={"game": "den_pobedy", "seats": 2, **body}), 201)


def lobby_row(api: Api, match_id: str) -> dict[str, Any]:
    rows = ok(api.call("GET", BASE, params={"game": "den_pobedy", "limit": 500}))
    return next(row for row in rows if row["id"] == match_id)


def test_a_match_is_casual_unless_created_rated_and_says_so_in_the_lobby_and_the_envelope(api: Api) -> None:
    casual = create(api)
    rated = create(api, rated=True)
    assert api.envelope(casual["id"])["rated"] is False and lobby_row(api, casual["id"])["rated"] is False
    assert api.envelope(rated["id"])["rated"] is True and lobby_row(api, rated["id"])["rated"] is True


def test_a_rated_match_seats_no_bots(api: Api) -> None:
    refused = api.call("POST", BASE, json={"game": "den_pobedy", "seats": 2, "bots": [1], "rated": True})
    assert refused.status_code == 422 and refused.json()["code"] == "rated_with_bots"
    rated = create(api, rated=True)
    filled = api.call("POST", f"{BASE}/{rated['id']}/bots", rated["organiser_token"], json={"bots": []})
    assert filled.status_code == 422 and filled.json()["code"] == "rated_with_bots"
    assert lobby_row(api, rated["id"])["free_seats"] == [0, 1]


def test_a_rated_match_of_guests_is_not_rated_and_its_record_carries_no_ratings(api: Api) -> None:
    rated = create(api, rated=True)
    tokens = {c["seat"]: c["token"] for c in (api.claim(rated["id"], name) for name in ("Аня", "Боря"))}
    play_by_bots(api, rated["id"], tokens)
    record = ok(api.call("GET", f"{BASE}/{rated['id']}/record"))
    assert "ratings" not in record
    verdict = ok(api.call("POST", "/api/v1/records/verify", json=record))
    assert verdict["legal"] is True and verdict["signed"] is True, verdict


def test_a_tournament_is_rated_by_its_organisers_choice(api: Api) -> None:
    body = {"game": "den_pobedy", "table_size": 2}
    assert ok(api.call("POST", "/api/v1/tournaments", json=body), 201)
    rated = ok(api.call("POST", "/api/v1/tournaments", json={**body, "rated": True}), 201)
    casual = ok(api.call("POST", "/api/v1/tournaments", json=body), 201)
    assert ok(api.call("GET", f"/api/v1/tournaments/{rated['id']}"))["rated"] is True
    assert ok(api.call("GET", f"/api/v1/tournaments/{casual['id']}"))["rated"] is False


def test_a_leaderboard_of_no_players_and_its_refusals(api: Api) -> None:
    page = ok(api.call("GET", "/api/v1/leaderboards/zavody"))
    assert page == {"game": "zavody", "system": "openskill", "min_games": 1, "players": 0, "rows": [], "next": None}
    missing = api.call("GET", "/api/v1/leaderboards/chess")
    assert missing.status_code == 404 and missing.json()["code"] == "game_not_found"
    bad = api.call("GET", "/api/v1/leaderboards/zavody", params={"cursor": "not-ours"})
    assert bad.status_code == 422 and bad.json()["code"] == "bad_cursor"
    for limit in (0, 201):
        assert api.call("GET", "/api/v1/leaderboards/zavody", params={"limit": limit}).status_code == 400


def test_a_player_with_no_rated_match_has_no_ratings_and_no_player_none(api: Api) -> None:
    player = ok(api.call("POST", "/api/v1/players", json={"name": "Новичок"}), 201)["id"]
    assert ok(api.call("GET", f"/api/v1/players/{player}/ratings")) == {"player": player, "ratings": []}
    missing = api.call("GET", "/api/v1/players/nobody/ratings")
    assert missing.status_code == 404 and missing.json()["code"] == "player_not_found"


def test_a_rated_match_of_players_moves_their_ratings_and_its_signed_record_names_them(api: Api) -> None:
    made = [ok(api.call("POST", "/api/v1/players", json={"name": name}), 201) for name in ("Ира", "Олег")]
    rated = create(api, rated=True)
    tokens = {}
    for player in made:
        claim = api.call("POST", f"{BASE}/{rated['id']}/seats", player["token"]["token"], json={"name": player["name"]})
        tokens[ok(claim, 201)["seat"]] = ok(claim, 201)["token"]
    ended = play_by_bots(api, rated["id"], tokens)
    record = ok(api.call("GET", f"{BASE}/{rated['id']}/record"))
    update = record["ratings"]
    assert update["match"] == rated["id"] and update["system"] == "glicko2"
    assert {s["player"] for s in update["seats"]} == {p["id"] for p in made}
    for seat in update["seats"]:
        assert seat["before"] == {"value": 1500.0, "deviation": 350.0, "volatility": 0.06, "games": 0}
        assert seat["after"]["games"] == 1 and seat["after"]["deviation"] < 350.0
        won = seat["seat"] in ended["outcome"]["winners"]
        assert (seat["after"]["value"] > 1500.0) == won or not ended["outcome"]["winners"]
    verdict = ok(api.call("POST", "/api/v1/records/verify", json=record))
    assert verdict["legal"] is True and verdict["signed"] is True, verdict
    for seat in update["seats"]:
        [rating] = ok(api.call("GET", f"/api/v1/players/{seat['player']}/ratings"))["ratings"]
        assert (rating["game"], rating["rating"], rating["games"]) == ("den_pobedy", seat["after"]["value"], 1)
        assert ok(api.call("GET", f"/api/v1/players/{seat['player']}"))["ratings"] == [rating]
    board = ok(api.call("GET", "/api/v1/leaderboards/den_pobedy", params={"limit": 200}))
    rows = {row["player"]: row for row in board["rows"]}
    assert all(rows[s["player"]]["rating"] == s["after"]["value"] for s in update["seats"])


def test_a_rated_tournament_rates_its_tables_of_accounts(api: Api) -> None:
    made = [ok(api.call("POST", "/api/v1/players", json={"name": name}), 201) for name in ("Лиза", "Гоша")]
    base = "/api/v1/tournaments"
    body = {"game": "den_pobedy", "table_size": 2, "tours": 1, "rated": True}
    tournament = ok(api.call("POST", base, json=body), 201)
    entries = [
        ok(api.call("POST", f"{base}/{tournament['id']}/players", p["token"]["token"], json={"name": p["name"]}), 201)
        for p in made
    ]
    tour = ok(api.call("POST", f"{base}/{tournament['id']}/tours", tournament["organiser_token"]), 201)
    match = tour["tables"][0]["match"]
    assert api.envelope(match)["rated"] is True
    seats = {}
    for entry in entries:
        mine = ok(api.call("GET", f"{base}/{tournament['id']}/my-table", entry["token"]))
        seats[mine["seat"]] = entry["token"]
    play_by_bots(api, match, seats)
    record = ok(api.call("GET", f"{BASE}/{match}/record"))
    assert {s["player"] for s in record["ratings"]["seats"]} == {p["id"] for p in made}
    assert record["tournament"]["tour"] == 1


def rated_pair(api: Api, made: list[dict[str, Any]]) -> dict[str, Any]:
    """The two accounts play a rated «День Победы» to its end; its update (from the record)."""
    rated = create(api, rated=True)
    tokens = {}
    for player in made:
        claim = api.call("POST", f"{BASE}/{rated['id']}/seats", player["token"]["token"], json={"name": player["name"]})
        tokens[ok(claim, 201)["seat"]] = ok(claim, 201)["token"]
    play_by_bots(api, rated["id"], tokens)
    return ok(api.call("GET", f"{BASE}/{rated['id']}/record"))["ratings"]


def test_leaderboard_rows_name_their_players_and_a_deleted_account_by_none(api: Api) -> None:
    made = [ok(api.call("POST", "/api/v1/players", json={"name": name}), 201) for name in ("Тамара", "Фёдор")]
    rated_pair(api, made)
    board = ok(api.call("GET", "/api/v1/leaderboards/den_pobedy", params={"limit": 200}))
    names = {row["player"]: row["name"] for row in board["rows"]}
    assert {names[p["id"]] for p in made} == {"Тамара", "Фёдор"}
    assert api.call("DELETE", "/api/v1/players/me", made[0]["token"]["token"]).status_code == 204
    board = ok(api.call("GET", "/api/v1/leaderboards/den_pobedy", params={"limit": 200}))
    names = {row["player"]: row["name"] for row in board["rows"]}
    assert (names[made[0]["id"]], names[made[1]["id"]]) == (None, "Фёдор")


def test_a_players_rating_history_has_a_point_after_each_rated_match_oldest_first(api: Api) -> None:
    made = [ok(api.call("POST", "/api/v1/players", json={"name": name}), 201) for name in ("Нина", "Пётр")]
    nina = made[0]["id"]
    path = f"/api/v1/players/{nina}/ratings/den_pobedy"
    assert ok(api.call("GET", path)) == {"player": nina, "game": "den_pobedy", "system": "glicko2", "points": []}
    updates = [rated_pair(api, made) for _ in range(2)]
    points = ok(api.call("GET", path))["points"]
    assert [p["match"] for p in points] == [u["match"] for u in updates]
    for point, update in zip(points, updates, strict=True):
        [seat] = [s for s in update["seats"] if s["player"] == nina]
        after = seat["after"]
        assert (point["rating"], point["deviation"], point["games"], point["place"]) == (
            after["value"],
            after["deviation"],
            after["games"],
            seat["place"],
        )
        assert point["conservative"] == after["value"] - 2 * after["deviation"]
        assert (point["rating_before"], point["deviation_before"]) == (
            seat["before"]["value"],
            seat["before"]["deviation"],
        )
    [rating] = ok(api.call("GET", f"/api/v1/players/{nina}/ratings"))["ratings"]
    assert (rating["rating"], rating["games"]) == (points[-1]["rating"], 2)
    assert ok(api.call("GET", path, params={"limit": 1}))["points"] == points[-1:]
    assert ok(api.call("GET", f"/api/v1/players/{nina}/ratings/zavody"))["points"] == []


def test_a_rating_history_refuses_an_unknown_game_player_or_limit(api: Api) -> None:
    player = ok(api.call("POST", "/api/v1/players", json={"name": "Сева"}), 201)["id"]
    for path, code in (
        (f"/api/v1/players/{player}/ratings/chess", "game_not_found"),
        ("/api/v1/players/nobody/ratings/zavody", "player_not_found"),
    ):
        missing = api.call("GET", path)
        assert missing.status_code == 404 and missing.json()["code"] == code
    for limit in (0, 201):
        assert api.call("GET", f"/api/v1/players/{player}/ratings/zavody", params={"limit": limit}).status_code == 400
