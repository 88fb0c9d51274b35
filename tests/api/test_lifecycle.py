"""The lifecycle of a match among real people (issue 14), through a real server process on both
stores: resigning, the organiser's cancel, handing a seat to a server bot and taking it back, and
removing a claim before the start. Every step is an event of the match: it is in the feed and the
record, and the record still verifies."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect

from tests.api.autoplay import play_by_bots
from tests.support.client import Api, play_randomly
from tests.support.server import ServerProcess

BASE = "/api/v1/matches"
# Options that keep a random match short, and the seats of a multi-seat match of each game.
SHORT: dict[str, dict[str, Any]] = {
    "pobeda": {},
    "pyatiletka": {"rounds": 1},
    "zavody": {"round_limit": 2},
    "den_pobedy": {"deck_building": False},
    "ecologic": {"fixed_layout": True},
}
MULTI_SEAT = ["ecologic", "pobeda", "pyatiletka", "zavody"]


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


def seated(api: Api, game: str, seats: int) -> tuple[dict[str, Any], dict[int, str]]:
    """A running match of ``game`` whose seats are held by people; the seats' tokens."""
    created = api.create(game, seats, SHORT[game])
    tokens = {}
    for n in range(seats):
        claim = api.claim(created["id"], f"игрок {n}")
        tokens[claim["seat"]] = claim["token"]
    return created, tokens


def lobby_row(api: Api, match_id: str, status: str, test: Any = bool) -> dict[str, Any] | None:
    """The match's lobby row among the matches of ``status`` once the read model (which follows the
    store) shows it passing ``test``; None if it does not within 10 s."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        rows = ok(api.call("GET", BASE, params={"status": status, "limit": 500}))
        row = next((r for r in rows if r["id"] == match_id), None)
        if row is not None and test(row):
            return row
        time.sleep(0.05)
    return None


def verified(api: Api, match_id: str) -> dict[str, Any]:
    record = ok(api.call("GET", f"{BASE}/{match_id}/record"))
    verdict = ok(api.call("POST", "/api/v1/records/verify", json=record))
    assert verdict["legal"] is True, verdict
    return record


def sample_move(api: Api, match_id: str, tokens: dict[int, str]) -> Any:
    """A move of the match's game (legal now for a seat to act), for refusals that come before legality."""
    seat = api.envelope(match_id)["to_act"][0]
    return api.legal(match_id, tokens[seat], f"seat{seat}")["moves"][0]


@pytest.mark.parametrize("game", sorted(SHORT))
def test_a_two_seat_match_is_won_by_the_other_seat_when_one_resigns(api: Api, game: str) -> None:
    created, tokens = seated(api, game, 2)
    match_id = created["id"]
    move = sample_move(api, match_id, tokens)
    refused(api.call("POST", f"{BASE}/{match_id}/resign"), 403, "no_seat")
    refused(api.call("POST", f"{BASE}/{match_id}/resign", created["organiser_token"]), 403, "no_seat")
    envelope = ok(api.call("POST", f"{BASE}/{match_id}/resign", tokens[0]))
    assert envelope["status"] == "finished" and envelope["to_act"] == []
    assert envelope["outcome"] == {
        "winners": [1],
        "scores": [0, 0],
        "tiebreaks": [],
        "reason": "resigned",
        "scoring": None,
    }
    assert envelope["seats"][0]["resigned"] is True and envelope["seats"][1]["resigned"] is False
    assert [s["out"] for s in envelope["seats"]] == ["resigned", None]
    refused(api.call("POST", f"{BASE}/{match_id}/resign", tokens[1]), 409, "match_finished")
    refused(api.call("POST", f"{BASE}/{match_id}/resign", tokens[0]), 409, "seat_resigned")
    refused(api.move(match_id, tokens[1], move, "seat1"), 409, "match_finished")
    events = ok(api.call("GET", f"{BASE}/{match_id}/events", params={"after": envelope["version"] - 1}))["events"]
    assert [e["kind"] for e in events] == ["resigned", "finished"]  # one stored event, two items
    assert events[0]["body"] == {"seat": 0, "level": None}
    row = lobby_row(api, match_id, "finished")
    assert row is not None and row["winners"] == [1] and row["resigned"] == [0]
    record = verified(api, match_id)
    assert record["events"][-1]["kind"] == "resigned" and record["events"][-1]["outcome"]["winners"] == [1]


def test_a_tampered_resignation_is_not_legal(api: Api) -> None:
    created, tokens = seated(api, "pyatiletka", 2)
    ok(api.call("POST", f"{BASE}/{created['id']}/resign", tokens[1]))
    record = verified(api, created["id"])
    record["events"][-1]["outcome"]["winners"] = [1]
    verdict = ok(api.call("POST", "/api/v1/records/verify", json=record))
    assert verdict["legal"] is False and "outcome" in verdict["reason"]


@pytest.mark.parametrize("game", MULTI_SEAT)
def test_a_resigned_seat_of_a_multi_seat_match_is_played_on_by_a_server_bot(api: Api, game: str) -> None:
    created, tokens = seated(api, game, 3)
    match_id = created["id"]
    move = sample_move(api, match_id, tokens)
    envelope = ok(api.call("POST", f"{BASE}/{match_id}/resign", tokens[2]))
    assert envelope["status"] == "running"
    seat = envelope["seats"][2]
    assert (seat["name"], seat["bot"], seat["resigned"], seat["autoplay"]) == ("игрок 2", True, True, False)
    assert seat["bot_level"] in ("random", "competent")
    refused(api.call("POST", f"{BASE}/{match_id}/resign", tokens[2]), 409, "seat_resigned")
    refused(api.move(match_id, tokens[2], move, "seat2"), 409, "seat_resigned")
    ok(api.call("GET", f"{BASE}/{match_id}/view", tokens[2]))  # the resigned person still sees their seat
    row = lobby_row(api, match_id, "running", lambda r: r["resigned"])
    assert row is not None and row["resigned"] == [2] and 2 in row["bots"]
    # the people's seats go to bots too: the match ends only if the resigned seat is played on
    finished = play_by_bots(api, match_id, {0: tokens[0], 1: tokens[1]})
    assert finished["outcome"]["reason"] != "resigned"
    record = verified(api, match_id)
    assert any(e["kind"] == "move" and e["seat"] == 2 and e["move_id"].startswith("bot-") for e in record["events"])


def test_the_organiser_cancels_a_running_match(api: Api) -> None:
    created, tokens = seated(api, "pyatiletka", 2)
    match_id, organiser = created["id"], created["organiser_token"]
    move = sample_move(api, match_id, tokens)
    refused(api.call("POST", f"{BASE}/{match_id}/cancel", tokens[0]), 403, "not_organiser")
    refused(api.call("POST", f"{BASE}/{match_id}/cancel"), 403, "not_organiser")
    envelope = ok(api.call("POST", f"{BASE}/{match_id}/cancel", organiser))
    assert (envelope["status"], envelope["outcome"], envelope["to_act"]) == ("cancelled", None, [])
    assert ok(api.call("GET", f"{BASE}/{match_id}"))["status"] == "cancelled"  # still readable by id
    refused(api.call("POST", f"{BASE}/{match_id}/cancel", organiser), 409, "match_cancelled")
    refused(api.move(match_id, tokens[0], move, "seat0"), 409, "match_cancelled")
    refused(api.call("POST", f"{BASE}/{match_id}/resign", tokens[0]), 409, "match_cancelled")
    assert ok(api.call("GET", f"{BASE}/{match_id}/events", params={"after": envelope["version"] - 1}))["events"] == [
        {
            "version": envelope["version"],
            "index": 0,
            "kind": "cancelled",
            "seat": None,
            "body": None,
            "text": "The organiser cancelled the match.",
            "touched": None,
        }
    ]
    assert lobby_row(api, match_id, "cancelled") is not None
    assert match_id not in [r["id"] for r in ok(api.call("GET", BASE, params={"status": "running", "limit": 500}))]
    record = verified(api, match_id)
    assert record["events"][-1]["kind"] == "cancelled"


def test_a_cancelled_open_match_leaves_the_open_lobby_and_takes_no_claim(api: Api) -> None:
    created = api.create("pobeda", 2)
    match_id, organiser = created["id"], created["organiser_token"]
    assert lobby_row(api, match_id, "open") is not None
    ok(api.call("POST", f"{BASE}/{match_id}/cancel", organiser))
    assert lobby_row(api, match_id, "cancelled") is not None
    assert match_id not in [r["id"] for r in ok(api.call("GET", BASE, params={"status": "open", "limit": 500}))]
    refused(api.call("POST", f"{BASE}/{match_id}/seats", json={"name": "поздно"}), 409, "match_cancelled")
    refused(api.call("POST", f"{BASE}/{match_id}/bots", organiser, json={"bots": []}), 409, "match_cancelled")
    refused(api.call("POST", f"{BASE}/{match_id}/start", organiser), 409, "match_cancelled")
    assert [e["kind"] for e in verified(api, match_id)["events"]] == ["created", "cancelled"]


def test_a_finished_match_cannot_be_cancelled(api: Api) -> None:
    created, tokens = seated(api, "pyatiletka", 2)
    ok(api.call("POST", f"{BASE}/{created['id']}/resign", tokens[0]))
    refused(api.call("POST", f"{BASE}/{created['id']}/cancel", created["organiser_token"]), 409, "match_finished")


def test_a_seat_hands_itself_to_a_server_bot_and_takes_it_back(api: Api) -> None:
    created, tokens = seated(api, "pyatiletka", 2)
    match_id = created["id"]
    move = sample_move(api, match_id, tokens)
    refused(api.call("DELETE", f"{BASE}/{match_id}/autoplay", tokens[1]), 409, "autoplay_off")
    refused(api.call("POST", f"{BASE}/{match_id}/autoplay", json={}), 403, "no_seat")
    refused(
        api.call("POST", f"{BASE}/{match_id}/autoplay", tokens[1], json={"level": "genius"}), 400, "invalid_request"
    )
    envelope = ok(api.call("POST", f"{BASE}/{match_id}/autoplay", tokens[1], json={"level": "random"}))
    seat = envelope["seats"][1]
    assert (seat["name"], seat["bot"], seat["bot_level"], seat["autoplay"]) == ("игрок 1", True, "random", True)
    refused(api.call("POST", f"{BASE}/{match_id}/autoplay", tokens[1], json={}), 409, "autoplay_on")
    refused(api.move(match_id, tokens[1], move, "seat1"), 409, "autoplay_on")
    assert api.legal(match_id, tokens[1], "seat1")["moves"] == []  # the bot's to play
    row = lobby_row(api, match_id, "running", lambda r: r["autoplay"])
    assert row is not None and (row["bots"], row["bot_levels"], row["autoplay"]) == ([1], ["random"], [1])
    # The bot plays seat 1 while seat 0 plays, until the bot has moved.
    deadline = time.monotonic() + 20
    while not any(
        e["kind"] == "fact" and e["seat"] == 1 for e in api.call("GET", f"{BASE}/{match_id}/events").json()["events"]
    ):
        assert time.monotonic() < deadline and api.envelope(match_id)["status"] == "running"
        if 0 in api.envelope(match_id)["to_act"]:
            legal = api.legal(match_id, tokens[0], "seat0")["moves"]
            if legal:
                api.move(match_id, tokens[0], legal[0], "seat0")
        time.sleep(0.02)
    envelope = ok(api.call("DELETE", f"{BASE}/{match_id}/autoplay", tokens[1]))
    assert envelope["seats"][1]["bot"] is False and envelope["seats"][1]["autoplay"] is False
    assert envelope["seats"][1]["name"] == "игрок 1"
    kinds = [e["kind"] for e in ok(api.call("GET", f"{BASE}/{match_id}/events"))["events"]]
    assert kinds.count("autoplay_on") == 1 and kinds.count("autoplay_off") == 1
    play_randomly(api, match_id, tokens, seed=9)
    verified(api, match_id)


def test_the_organiser_removes_a_claim_before_the_start(api: Api) -> None:
    created = api.create("pobeda", 3)
    match_id, organiser = created["id"], created["organiser_token"]
    first = api.claim(match_id, "Аня")
    second = api.claim(match_id, "Боря")
    refused(api.call("DELETE", f"{BASE}/{match_id}/seats/1", second["token"]), 403, "not_organiser")
    refused(api.call("DELETE", f"{BASE}/{match_id}/seats/2", organiser), 409, "seat_free")
    refused(api.call("DELETE", f"{BASE}/{match_id}/seats/7", organiser), 422, "bad_seat")
    envelope = ok(api.call("DELETE", f"{BASE}/{match_id}/seats/{second['seat']}", organiser))
    assert envelope["seats"][second["seat"]] == {
        "seat": second["seat"],
        "name": None,
        "bot": False,
        "claimed": False,
        "bot_level": None,
        "autoplay": False,
        "resigned": False,
        "out": None,
        "connected": False,
    }
    refused(api.call("GET", f"{BASE}/{match_id}/view", second["token"]), 401, "bad_token")
    row = lobby_row(api, match_id, "open", lambda r: len(r["free_seats"]) == 2)
    assert row is not None and row["free_seats"] == [1, 2] and row["names"] == ["Аня", None, None]
    api.claim(match_id, "Боря")  # the name is free again
    ok(api.call("POST", f"{BASE}/{match_id}/bots", organiser, json={"bots": []}))
    refused(api.call("DELETE", f"{BASE}/{match_id}/seats/0", organiser), 409, "already_started")
    ok(api.call("GET", f"{BASE}/{match_id}/view", first["token"]))


def test_a_seat_resigns_over_its_websocket(api: Api, server: ServerProcess) -> None:
    created, tokens = seated(api, "den_pobedy", 2)
    match_id = created["id"]

    async def resign() -> list[dict[str, Any]]:
        url = f"{server.ws}{BASE}/{match_id}/stream?token={tokens[1]}"
        async with connect(url) as ws:
            frames = [json.loads(await asyncio.wait_for(ws.recv(), 10))]
            await ws.send(json.dumps({"type": "resign"}))
            frames.append(json.loads(await asyncio.wait_for(ws.recv(), 10)))
            await ws.send(json.dumps({"type": "resign"}))
            frames.append(json.loads(await asyncio.wait_for(ws.recv(), 10)))
            return frames

    snapshot, events, error = asyncio.run(resign())
    assert snapshot["type"] == "snapshot"
    assert events["type"] == "events" and [e["kind"] for e in events["events"]] == ["resigned", "finished"]
    assert events["view"]["match"]["outcome"]["winners"] == [0]
    assert error["type"] == "error" and error["problem"]["code"] == "seat_resigned"


def test_an_open_match_nobody_joins_expires(tmp_path: Path) -> None:
    with ServerProcess(f"sqlite:///{tmp_path / 'igroteka.sqlite'}", tmp_path, lobby_expiry=1.0) as server:
        api = Api(server.url)
        lonely = api.create("pobeda", 2, bots=[1])["id"]
        joined = api.create("pobeda", 3)["id"]
        api.claim(joined, "Аня")
        deadline = time.monotonic() + 15
        while api.envelope(lonely)["status"] != "expired":
            assert time.monotonic() < deadline, api.envelope(lonely)
            time.sleep(0.1)
        assert lobby_row(api, lonely, "expired") is not None
        assert api.envelope(joined)["status"] == "open"  # someone joined: it waits for the others
        refused(api.call("POST", f"{BASE}/{lonely}/seats", json={"name": "поздно"}), 409, "match_expired")
        assert [e["kind"] for e in verified(api, lonely)["events"]] == ["created", "expired"]
        api.close()
