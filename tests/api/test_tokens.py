"""Tokens: each names one seat of one match; the organiser sees no hidden information; no token
is ever logged or stored (docs/architecture.md §9)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator

import pytest
from websockets.asyncio.client import connect

from tests.support.client import Api
from tests.support.server import ServerProcess


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def seated(api: Api) -> tuple[str, dict[int, str], str]:
    created = api.create("pobeda", 2)
    claims = [api.claim(created["id"], f"p{n}") for n in range(2)]
    return created["id"], {c["seat"]: c["token"] for c in claims}, created["organiser_token"]


def test_a_token_acts_only_for_its_own_seat_of_its_own_match(api: Api) -> None:
    first, tokens, _ = seated(api)
    second, _, _ = seated(api)
    seat = api.envelope(first)["to_act"][0]
    move = api.legal(first, tokens[seat], "s")["moves"][0]
    elsewhere = api.move(second, tokens[seat], move, "s")
    assert elsewhere.status_code == 401 and elsewhere.json()["code"] == "bad_token"
    other_seat = api.move(first, tokens[1 - seat], move, "s")
    assert other_seat.status_code == 422 and other_seat.json()["code"] == "not_your_turn"
    assert api.legal(first, tokens[1 - seat], "s")["moves"] == []


def test_the_organiser_sees_what_a_spectator_sees(api: Api) -> None:
    match_id, tokens, organiser = seated(api)
    as_organiser = api.call("GET", f"/api/v1/matches/{match_id}/view", organiser).json()
    as_spectator = api.call("GET", f"/api/v1/matches/{match_id}/view").json()
    as_seat = api.call("GET", f"/api/v1/matches/{match_id}/view", tokens[0]).json()
    assert as_organiser["viewer"] == as_spectator["viewer"] == {"type": "spectator"}
    assert as_organiser["table"] == as_spectator["table"] != as_seat["table"]
    audit = api.call("GET", f"/api/v1/matches/{match_id}/view", organiser, params={"audit": "true"})
    assert audit.status_code == 403


def test_no_token_appears_in_the_server_log(api: Api, server: ServerProcess) -> None:
    match_id, tokens, organiser = seated(api)

    async def watch() -> None:
        url = f"{server.ws}/api/v1/matches/{match_id}/stream?token={tokens[0]}"
        async with connect(url, proxy=None) as ws:
            assert json.loads(await ws.recv())["type"] == "snapshot"
            await ws.send("{broken")
            await ws.recv()

    asyncio.run(watch())
    seat = api.envelope(match_id)["to_act"][0]
    api.move(match_id, tokens[seat], api.legal(match_id, tokens[seat], "s")["moves"][0], "s")
    api.call("POST", f"/api/v1/matches/{match_id}/start", organiser)
    api.call("GET", f"/api/v1/matches/{match_id}/view", "wrong-" + tokens[1])
    log = server.logs()
    assert log, "the server writes a log"
    for token in [organiser, *tokens.values()]:
        assert token not in log
