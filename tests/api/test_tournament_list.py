"""The list of tournaments (`GET /api/v1/tournaments`) of a real server process on both stores:
newest first, by game and status, a tournament registering until its first tour, running until
its last tour's tables are decided, then finished; bad filters are problems."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest

from tests.support.client import Api, play_randomly
from tests.support.server import ServerProcess

BASE = "/api/v1/tournaments"


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def announce(api: Api, game: str, options: dict[str, Any]) -> tuple[str, str]:
    created = api.call("POST", BASE, json={"game": game, "options": options, "tours": 1, "table_size": 2})
    assert created.status_code == 201, created.text
    return created.json()["id"], created.json()["organiser_token"]


def listed(api: Api, until: Any = bool, **query: Any) -> list[dict[str, Any]]:
    """The list the filters give once it passes ``until`` (it follows the log); bounded."""
    deadline = time.monotonic() + 10
    while True:
        answer = api.call("GET", BASE, params={"limit": 500, **query})
        assert answer.status_code == 200, answer.text
        rows = answer.json()
        if until(rows) or time.monotonic() > deadline:
            return rows
        time.sleep(0.05)


def test_tournaments_are_listed_by_game_and_status_newest_first(api: Api) -> None:
    played, organiser = announce(api, "pobeda", {})
    waiting, _ = announce(api, "zavody", {"round_limit": 2})
    newest, _ = announce(api, "pobeda", {"lines_to_win": 2})
    tokens = [api.call("POST", f"{BASE}/{played}/players", json={"name": n}).json()["token"] for n in ("Аня", "Боря")]
    rows = listed(api, lambda rs: any(r["id"] == played and r["players"] == 2 for r in rs))
    ids = [r["id"] for r in rows]
    assert ids.index(newest) < ids.index(waiting) < ids.index(played)
    row = next(r for r in rows if r["id"] == played)
    assert (row["game"], row["status"], row["tours"], row["tours_started"], row["table_size"]) == (
        "pobeda",
        "registering",
        1,
        0,
        2,
    )

    tour = api.call("POST", f"{BASE}/{played}/tours", organiser)
    assert tour.status_code == 201, tour.text
    running = listed(api, lambda rs: any(r["id"] == played for r in rs), status="running")
    assert [r["id"] for r in running if r["id"] in (played, waiting, newest)] == [played]
    match_id = tour.json()["tables"][0]["match"]
    seats = {}
    for token in tokens:
        mine = api.call("GET", f"{BASE}/{played}/my-table", token).json()
        seats[mine["seat"]] = token
    play_randomly(api, match_id, seats, seed=1)
    finished = listed(api, lambda rs: any(r["id"] == played for r in rs), status="finished")
    assert [r["id"] for r in finished if r["id"] in (played, waiting, newest)] == [played]
    assert finished[0]["tours_started"] == 1

    registering = listed(api, game="pobeda", status="registering")
    assert {r["game"] for r in registering} == {"pobeda"}
    assert newest in [r["id"] for r in registering] and waiting not in [r["id"] for r in registering]
    assert len(listed(api, limit=1)) == 1


@pytest.mark.parametrize("query", [{"game": "chess"}, {"status": "over"}, {"limit": 0}, {"limit": 501}])
def test_a_bad_filter_is_a_problem(api: Api, query: dict[str, Any]) -> None:
    answer = api.call("GET", BASE, params=query)
    assert answer.status_code == 400, answer.text
    assert answer.headers["content-type"].startswith("application/problem+json")
