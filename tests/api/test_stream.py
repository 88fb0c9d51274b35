"""The WebSocket stream through a real server process: snapshot, live events, resume, moves."""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from tests.support.client import Api
from tests.support.server import ServerProcess


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def seated(api: Api, seats: int = 2) -> tuple[str, dict[int, str]]:
    created = api.create("pobeda", seats)
    claims = [api.claim(created["id"], f"p{n}") for n in range(seats)]
    return created["id"], {c["seat"]: c["token"] for c in claims}


async def receive(ws: ClientConnection, timeout: float = 10) -> dict[str, Any]:
    return json.loads(await asyncio.wait_for(ws.recv(), timeout))


def stream_url(server: ServerProcess, match_id: str, **query: Any) -> str:
    params = "&".join(f"{k}={v}" for k, v in query.items())
    return f"{server.ws}/api/v1/matches/{match_id}/stream" + (f"?{params}" if params else "")


async def next_version(ws: ClientConnection, at_least: int) -> list[dict[str, Any]]:
    """Events messages until the stream reaches ``at_least``; their feed items."""
    items: list[dict[str, Any]] = []
    version = 0
    while version < at_least:
        message = await receive(ws)
        assert message["type"] == "events"
        items.extend(message["events"])
        version = message["version"]
    return items


def test_snapshot_then_one_events_message_per_commit(api: Api, server: ServerProcess) -> None:
    match_id, tokens = seated(api)

    async def scenario() -> None:
        async with (
            connect(stream_url(server, match_id, token=tokens[0]), proxy=None) as seat0,
            connect(stream_url(server, match_id), proxy=None) as spectator,
        ):
            snapshot = await receive(seat0)
            assert snapshot["type"] == "snapshot" and snapshot["view"]["viewer"] == {"type": "seat", "n": 0}
            watched = await receive(spectator)
            assert watched["view"]["viewer"] == {"type": "spectator"}
            seen: list[tuple[int, int]] = []
            for _ in range(6):
                envelope = api.envelope(match_id)
                seat = envelope["to_act"][0]
                move = api.legal(match_id, tokens[seat], "seat")["moves"][0]
                accepted = api.move(match_id, tokens[seat], move, "seat").json()
                items = await next_version(seat0, accepted["version"])
                seen.extend((i["version"], i["index"]) for i in items)
                assert {i["version"] for i in items} == {accepted["version"]}, "one move, one version"
                await next_version(spectator, accepted["version"])
            assert seen == sorted(set(seen)), "no duplicate and no reordering"
            feed = api.call(
                "GET", f"/api/v1/matches/{match_id}/events", tokens[0], params={"after": snapshot["version"]}
            )
            assert [(i["version"], i["index"]) for i in feed.json()["events"]] == seen

    asyncio.run(scenario())


def test_resume_after_n_fills_the_gap_exactly(api: Api, server: ServerProcess) -> None:
    match_id, tokens = seated(api)
    start = api.envelope(match_id)["version"]
    for _ in range(5):
        seat = api.envelope(match_id)["to_act"][0]
        api.move(match_id, tokens[seat], api.legal(match_id, tokens[seat], "s")["moves"][0], "s")

    async def scenario() -> None:
        async with connect(stream_url(server, match_id, token=tokens[1], after=start), proxy=None) as ws:
            message = await receive(ws)
            assert message["type"] == "events"
            expected = api.call("GET", f"/api/v1/matches/{match_id}/events", tokens[1], params={"after": start}).json()
            assert message["events"] == expected["events"] and message["version"] == expected["version"]

    asyncio.run(scenario())


def test_moves_pings_and_bad_frames_over_the_socket(api: Api, server: ServerProcess) -> None:
    match_id, tokens = seated(api)
    seat = api.envelope(match_id)["to_act"][0]
    move = api.legal(match_id, tokens[seat], "s")["moves"][0]

    async def scenario() -> None:
        async with connect(
            stream_url(server, match_id), proxy=None, subprotocols=["igroteka.v1", f"bearer.{tokens[seat]}"]
        ) as ws:
            assert ws.subprotocol == "igroteka.v1"
            assert (await receive(ws))["view"]["viewer"] == {"type": "seat", "n": seat}
            await ws.send(json.dumps({"type": "ping"}))
            assert (await receive(ws))["type"] == "pong"
            await ws.send("{not json")
            error = await receive(ws)
            assert error["type"] == "error" and error["problem"]["status"] == 400
            await ws.send(json.dumps({"type": "move", "move_id": str(uuid.uuid4()), "move": {"type": "nope"}}))
            error = await receive(ws)
            assert error["type"] == "error" and error["problem"]["code"] == "bad_move"
            move_id = str(uuid.uuid4())
            await ws.send(json.dumps({"type": "move", "move_id": move_id, "move": move}))
            replies = [await receive(ws), await receive(ws)]
            ack = next(r for r in replies if r["type"] == "ack")
            assert ack["move_id"] == move_id and ack["version"] == api.envelope(match_id)["version"]
            assert any(r["type"] == "events" for r in replies)
            await ws.send("x" * 70_000)
            with pytest.raises(ConnectionClosed) as closed:
                await receive(ws)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009

    asyncio.run(scenario())


def test_a_wrong_token_is_refused_with_a_problem_and_a_close_code(api: Api, server: ServerProcess) -> None:
    match_id, _ = seated(api)

    async def scenario() -> None:
        async with connect(stream_url(server, match_id, token="forged"), proxy=None) as ws:
            error = await receive(ws)
            assert error["type"] == "error" and error["problem"]["code"] == "bad_token"
            with pytest.raises(ConnectionClosed) as closed:
                await receive(ws)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008

    asyncio.run(scenario())


def test_a_spectator_watches_a_bot_match_to_its_end(api: Api, server: ServerProcess) -> None:
    created = api.create("pobeda", 3, {"lines_to_win": 2}, bots=[0, 1, 2])

    async def scenario() -> None:
        async with connect(stream_url(server, created["id"], after=0), proxy=None) as ws:
            kinds: list[str] = []
            while "finished" not in kinds:
                message = await receive(ws, timeout=60)
                kinds.extend(item["kind"] for item in message["events"])
            assert kinds[0] == "started" and kinds.count("fact") > 10

    asyncio.run(scenario())
    assert api.envelope(created["id"])["status"] == "finished"
