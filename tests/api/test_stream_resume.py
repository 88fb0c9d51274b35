"""Resuming a stream with ``after=N`` is exact in every game: the first messages bring the client
from N to the version current at connect, then every later commit follows, to the end; the items
equal ``GET /events?after=N``. Mid-match and after the end, as a seat and as a spectator, on both
stores — and again for a second client resuming from the same N later (shared frames)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from random import Random
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect

from tests.api.autoplay import play_by_bots
from tests.api.scenarios import scenarios
from tests.support.client import Api
from tests.support.server import ServerProcess


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def feed(api: Api, match_id: str, token: str | None, after: int, upto: int) -> list[dict[str, Any]]:
    """The viewer's feed after ``after``, up to version ``upto`` (bots may have played on since)."""
    response = api.call("GET", f"/api/v1/matches/{match_id}/events", token, params={"after": after})
    assert response.status_code == 200, response.text
    return [item for item in response.json()["events"] if item["version"] <= upto]


def play(api: Api, match_id: str, token: str, rng: Random, moves: int) -> dict[str, Any]:
    """Seat 0 plays up to ``moves`` random legal moves (bots play the other seats); the envelope."""
    for _ in range(moves * 50):
        envelope = api.envelope(match_id)
        if envelope["status"] == "finished" or moves == 0:
            return envelope
        if 0 not in envelope["to_act"]:
            continue
        legal = api.legal(match_id, token, "seat0")["moves"]
        response = api.move(match_id, token, rng.choice(legal), "seat0")
        assert response.status_code in (200, 409), response.text
        moves -= response.status_code == 200
    return api.envelope(match_id)


async def follow(ws: ClientConnection, until: int, reached: int = -1) -> tuple[list[dict[str, Any]], int]:
    """The items of ``events`` messages until one reaches version ``until`` (from ``reached``, the
    version the stream had already reached), and the version reached then."""
    items: list[dict[str, Any]] = []
    version = reached
    while version < until:
        message = json.loads(await asyncio.wait_for(ws.recv(), 15))
        assert message["type"] == "events", message
        assert message["version"] >= version, "versions never go back"
        items.extend(message["events"])
        version = message["version"]
    return items, version


@pytest.mark.parametrize(("game", "seats", "options"), scenarios())
def test_resume_after_n_is_exact_to_the_end(
    api: Api, server: ServerProcess, game: str, seats: int, options: dict[str, Any]
) -> None:
    rng = Random(f"{game}-{seats}")
    created = api.create(game, seats, options, bots=list(range(1, seats)))
    match_id = created["id"]
    token = api.claim(match_id, "p0", seat=0)["token"]
    url = f"{server.ws}/api/v1/matches/{match_id}/stream"
    envelope = play(api, match_id, token, rng, moves=6)

    async def resume(after: int, who: str, moves: int) -> None:
        """Resume at ``after``; check the catch-up, then play on and check what follows."""
        query = f"?after={after}" + (f"&token={token}" if who == "seat" else "")
        reader = token if who == "seat" else None
        async with connect(url + query, proxy=None, max_queue=None) as ws:  # unread while playing
            current = api.envelope(match_id)["version"]
            items, reached = await follow(ws, current)
            assert items == feed(api, match_id, reader, after, reached), f"{who} resumed at {after} of {current}"
            if moves:
                later = await asyncio.to_thread(play, api, match_id, token, rng, moves)
                more, reached = await follow(ws, later["version"], reached)
                assert items + more == feed(api, match_id, reader, after, reached), f"{who} followed from {after}"

    async def scenario() -> None:
        resumed = {who: rng.randrange(0, envelope["version"]) for who in ("seat", "spectator")}
        for who, n in resumed.items():
            await resume(n, who, moves=0)
            await resume(n, who, moves=4)  # the same N again, later
        await asyncio.to_thread(play_by_bots, api, match_id, {0: token})  # to the end, which no stream follows
        final = api.envelope(match_id)
        assert final["status"] == "finished"
        for who, n in resumed.items():
            await resume(n, who, moves=0)  # after the end, from an N resumed before: no stale shared frame
            await resume(rng.randrange(0, final["version"]), who, moves=0)

    asyncio.run(scenario())
