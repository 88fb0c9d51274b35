"""A player's reminder points for correspondence matches (issue 38), through a real server process
on both stores: the defaults until chosen, a choice kept (largest first, each once), an empty
choice meaning none, bounds and the player token enforced, and nothing changed by a refusal."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

import pytest

from tests.support.client import Api
from tests.support.server import ServerProcess

MINE = "/api/v1/players/me/reminders"
COUNTER = itertools.count()


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def player(api: Api) -> str:
    answer = api.call("POST", "/api/v1/players", json={"name": f"Заочник {next(COUNTER)}"})
    assert answer.status_code == 201, answer.text
    return answer.json()["token"]["token"]


def ok(response: Any) -> dict[str, Any]:
    assert response.status_code == 200, response.text
    return response.json()


def test_a_player_has_a_day_and_an_hour_until_they_choose_and_keeps_their_choice(api: Api) -> None:
    token = player(api)
    assert ok(api.call("GET", MINE, token)) == {"points": [86400, 3600], "chosen": False}
    chosen = ok(api.call("POST", MINE, token, json={"points": [600, 7200, 600, 172800]}))
    assert chosen == {"points": [172800, 7200, 600], "chosen": True}
    assert ok(api.call("GET", MINE, token)) == chosen
    assert ok(api.call("GET", MINE, player(api)))["chosen"] is False  # another player's are their own
    assert ok(api.call("POST", MINE, token, json={"points": []})) == {"points": [], "chosen": True}
    assert ok(api.call("GET", MINE, token)) == {"points": [], "chosen": True}


@pytest.mark.parametrize(
    "body",
    [
        {"points": [59]},
        {"points": [14 * 86400 + 1]},
        {"points": [60, 120, 180, 240, 300]},
        {"points": [3600.5]},
        {"points": "3600"},
        {},
        {"points": [3600], "kind": "push"},
    ],
)
def test_points_out_of_bounds_are_refused_and_change_nothing(api: Api, body: dict[str, Any]) -> None:
    token = player(api)
    ok(api.call("POST", MINE, token, json={"points": [7200]}))
    answer = api.call("POST", MINE, token, json=body)
    assert answer.status_code == 400 and answer.json()["code"] == "invalid_request", answer.text
    assert ok(api.call("GET", MINE, token))["points"] == [7200]


def test_reminder_points_need_a_player_token(api: Api) -> None:
    for method, body in (("GET", None), ("POST", {"points": [3600]})):
        answer = api.call(method, MINE, json=body) if body else api.call(method, MINE)
        assert answer.status_code == 401 and answer.json()["code"] == "token_required", answer.text
        seat = api.claim(api.create("pobeda", 2)["id"], "гость")["token"]
        answer = api.call(method, MINE, seat, json=body) if body else api.call(method, MINE, seat)
        assert answer.status_code == 401, answer.text
