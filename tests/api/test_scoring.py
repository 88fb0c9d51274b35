"""How the game was won (issue 39), through a real server: a finished match's outcome carries the
game's scoring per seat and category, adding up to each seat's score, in the envelope, the
``finished`` feed item, the stream's frames and the signed record, which verifies."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
from websockets.sync.client import connect

from tests.support.client import Api
from tests.support.server import ServerProcess

RANDOM_BOTS = [{"seat": 0, "level": "random"}, {"seat": 1, "level": "random"}]


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def finished(api: Api, game: str, options: dict[str, Any]) -> str:
    match_id = api.call(
        "POST", "/api/v1/matches", json={"game": game, "seats": 2, "options": options, "bots": RANDOM_BOTS}
    ).json()["id"]
    deadline = time.monotonic() + 120
    while api.envelope(match_id)["status"] != "finished":
        assert time.monotonic() < deadline, "the bots' match did not finish"
        time.sleep(0.2)
    return match_id


def added_up(outcome: dict[str, Any], game: str) -> None:
    scoring = outcome["scoring"]
    assert scoring["game"] == game and len(scoring["seats"]) == len(outcome["scores"])
    for seat, points in enumerate(scoring["seats"]):
        assert sum(p["points"] for p in points) == outcome["scores"][seat], points


@pytest.mark.parametrize(("game", "options"), [("ecologic", {"two_player_variant": True}), ("pobeda", {})])
def test_the_outcome_carries_the_scoring_in_the_envelope_the_feed_the_frames_and_the_record(
    api: Api, server: ServerProcess, game: str, options: dict[str, Any]
) -> None:
    match_id = finished(api, game, options)
    outcome = api.envelope(match_id)["outcome"]
    added_up(outcome, game)
    items = api.call("GET", f"/api/v1/matches/{match_id}/events").json()["events"]
    assert [i["body"] for i in items if i["kind"] == "finished"] == [outcome]
    with connect(f"{server.ws}/api/v1/matches/{match_id}/stream?after=0", proxy=None, open_timeout=5) as ws:
        frame = json.loads(ws.recv(10))
    assert frame["type"] == "events" and frame["view"]["match"]["outcome"] == outcome
    assert [i["body"] for i in frame["events"] if i["kind"] == "finished"] == [outcome]
    record = api.call("GET", f"/api/v1/matches/{match_id}/record").json()
    assert record["events"][-1]["outcome"] == outcome
    verdict = api.call("POST", "/api/v1/records/verify", json=record).json()
    assert verdict["legal"] is True and verdict["signed"] is True, verdict
