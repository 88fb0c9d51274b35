"""Bots at a person's pace: where a person sits at the table, a server bot waits its match's delay
(the deployment's ``bot_delay`` unless the match chose one at creation) before each move; a match
of bots only plays at once."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from igroteka.server.config import Settings
from tests.support.client import Api
from tests.support.server import ServerProcess

BASE = "/api/v1/matches"
PACE = 3.0  # the deployment's delay in these tests: far above a move's round trip, even under load


@pytest.fixture(scope="module")
def api(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Api]:
    workdir = tmp_path_factory.mktemp("pace")
    with ServerProcess(f"sqlite:///{workdir / 'igroteka.sqlite'}", workdir, bot_delay=PACE) as server:
        client = Api(server.url)
        yield client
        client.close()


def bot_answer(api: Api, body: dict[str, object]) -> float:
    """Seconds from a person's first move (sent) until the bot at seat 1 has moved in reply."""
    response = api.call("POST", BASE, json={"game": "pobeda", "seats": 2, "options": {}, "bots": [1], **body})
    assert response.status_code == 201, response.text
    match_id = response.json()["id"]
    token = api.claim(match_id, "Аня", seat=0)["token"]
    move = api.legal(match_id, token, "seat0")["moves"][0]
    start = time.monotonic()
    moved = api.move(match_id, token, move, "seat0")
    assert moved.status_code == 200, moved.text
    mine = moved.json()["version"]
    while api.envelope(match_id)["version"] == mine:
        assert time.monotonic() - start < 10 * PACE
        time.sleep(0.02)
    return time.monotonic() - start


def test_a_bot_facing_a_person_waits_the_deployments_delay(api: Api) -> None:
    assert bot_answer(api, {}) >= PACE * 0.95


def test_a_match_may_choose_its_bots_delay(api: Api) -> None:
    assert 0.5 * 0.95 <= bot_answer(api, {"bot_delay": 0.5}) < PACE
    assert bot_answer(api, {"bot_delay": 0}) < PACE


def test_a_match_of_bots_only_plays_at_once(api: Api) -> None:
    match_id = api.create("pobeda", 2, bots=[0, 1])["id"]
    time.sleep(PACE)
    assert api.envelope(match_id)["version"] > 3 + 6  # paced, it would have made one move at most


@pytest.mark.parametrize("delay", [-1, 31, "1"])
def test_a_bot_delay_out_of_bounds_is_refused(api: Api, delay: object) -> None:
    body = {"game": "pobeda", "seats": 2, "options": {}, "bots": [1], "bot_delay": delay}
    response = api.call("POST", BASE, json=body)
    assert response.status_code == 400 and response.headers["content-type"] == "application/problem+json"
    assert response.json()["code"] == "invalid_request"


def test_the_server_default_is_a_pace_a_person_can_follow() -> None:
    assert Settings().bot_delay >= 1.0
