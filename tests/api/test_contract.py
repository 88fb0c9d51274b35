"""Every answer of a real server fits the typed contract: for every game and table in the API
scenarios, a match played through HTTP by scripted seats, each answer (views of every viewer, legal
moves, moves, feeds, the record, the catalogue, the lobby) validated against the per-game schemas
of the committed openapi.json."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from websockets.asyncio.client import connect

from igroteka.domain.games import GAMES
from tests.api.autoplay import play_by_bots
from tests.api.scenarios import scenarios
from tests.conftest import STORES
from tests.support import contract
from tests.support.client import Api, play_randomly
from tests.support.server import ServerProcess


def on_one_store() -> list[Any]:
    """Each scenario on SQLite or PostgreSQL in turn, so both stores' answers are checked; on the
    other store under `make soak`."""
    cases = []
    for n, case in enumerate(scenarios()):
        for k, store in enumerate(STORES):
            soak = [pytest.mark.soak] if (n + k) % 2 else []
            cases.append(pytest.param(store, *case.values, id=f"{store}-{case.id}", marks=soak))
    return cases


@pytest.mark.parametrize(("server", "game", "seats", "options"), on_one_store(), indirect=["server"], scope="module")
def test_every_answer_of_a_played_match_fits_the_contract(
    server: ServerProcess, game: str, seats: int, options: dict[str, Any]
) -> None:
    api = Api(server.url, check=contract.check)
    try:
        api.call("GET", f"/api/v1/games/{game}/content")
        match = api.create(game, seats, options)["id"]
        tokens = {n: api.claim(match, f"Игрок {n}")["token"] for n in range(seats)}
        api.call("GET", f"/api/v1/matches/{match}/view")
        envelope = play_randomly(api, match, tokens, seed=seats, views=True)
        assert envelope["status"] == "finished"
        for token in [None, *tokens.values()]:
            api.call("GET", f"/api/v1/matches/{match}/view", token)
            api.call("GET", f"/api/v1/matches/{match}/events", token, params={"after": 0})
        api.call("GET", f"/api/v1/matches/{match}/view", params={"version": 1})
        api.call("GET", f"/api/v1/matches/{match}/view", params={"audit": "true"})
        api.call("GET", f"/api/v1/matches/{match}/record")
        api.call("GET", "/api/v1/matches", params={"game": game, "status": "finished"})
    finally:
        api.close()


def test_the_contract_names_every_games_shapes() -> None:
    schemas = contract.document()["components"]["schemas"]
    for prefix in ("Pobeda", "Pyatiletka", "Zavody", "DenPobedy", "Ecologic"):
        for part in ("Move", "Fact", "Table", "Options", "Content", "View", "FeedItem", "LegalMoves", "Envelope"):
            assert prefix + part in schemas, prefix + part
        assert schemas[prefix + "Move"]["discriminator"]["propertyName"] == "type"
        assert schemas[prefix + "Fact"]["discriminator"]["propertyName"] == "type"
    assert schemas["View"]["discriminator"]["propertyName"] == "game"


def test_a_view_of_another_game_does_not_fit() -> None:
    """The per-game schemas are strict enough to tell games apart."""
    view = contract.component("PobedaView")
    assert not view.is_valid(
        {"game": "zavody", "match": {}, "version": 1, "viewer": {"type": "spectator"}, "table": None}
    )


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_stream_message_fits_the_asyncapi_document(server: ServerProcess, game: str) -> None:
    api = Api(server.url, check=contract.check)
    seats, options = next((s, o) for g, s, o in (p.values for p in scenarios()) if g == game)
    match = api.create(game, seats, options, bots=list(range(1, seats)))["id"]
    token = api.claim(match, "Игрок")["token"]
    play_by_bots(api, match, {0: token})  # a finished match: its answers are the test above's
    api.close()

    async def watch() -> None:
        base = server.url.replace("http", "ws", 1) + f"/api/v1/matches/{match}/stream"
        for query in ("", "?after=0", f"?after=0&token={token}"):
            async with connect(base + query, proxy=None, max_size=2**24) as ws:
                await ws.send("not json")
                frames = [json.loads(await asyncio.wait_for(ws.recv(), 10)) for _ in range(2)]
                await ws.send(json.dumps({"type": "ping"}))
                frames.append(json.loads(await asyncio.wait_for(ws.recv(), 10)))
                assert {f["type"] for f in frames} >= {"error", "pong"}, frames
                for frame in frames:
                    contract.check_frame(frame)

    asyncio.run(watch())
