"""Feed items name what a move touched, as their viewer may see it (issue 39): over REST and the
stream, a «Победа!» move's items carry the cell its chip went on and the card it played; the card a
seat draws is named to that seat alone, never to its opponent or a spectator."""

from __future__ import annotations

import json
from typing import Any

from websockets.sync.client import connect

from tests.support.client import Api
from tests.support.server import ServerProcess


def items(api: Api, match_id: str, token: str | None, after: int) -> list[dict[str, Any]]:
    return api.call("GET", f"/api/v1/matches/{match_id}/events?after={after}", token).json()["events"]


def by_kind(feed: list[dict[str, Any]], tag: str) -> dict[str, Any]:
    return next(item for item in feed if item["kind"] == "fact" and item["body"]["type"] == tag)


def test_a_moves_items_name_its_cell_and_card_and_hide_the_drawn_one(server: ServerProcess) -> None:
    api = Api(server.url)
    match_id = api.create("pobeda", 2)["id"]
    tokens = [api.claim(match_id, f"Игрок{n + 1}")["token"] for n in range(2)]
    seat = api.envelope(match_id)["to_act"][0]
    legal = api.legal(match_id, tokens[seat], "mover")
    move = next(m for m in legal["moves"] if m["type"] in ("play_plus_one", "play_event"))
    before = legal["version"]
    assert api.move(match_id, tokens[seat], move, "mover").status_code == 200

    own = items(api, match_id, tokens[seat], before)
    other = items(api, match_id, tokens[1 - seat], before)
    watcher = items(api, match_id, None, before)
    played = by_kind(own, "card_played")
    assert played["seat"] == seat and played["touched"]["cards"] == [move["card"]]
    placed = by_kind(own, "chip_placed")
    assert placed["touched"]["cells"] == [placed["body"]["cell"]] and placed["touched"]["board"] is None
    if move["type"] == "play_plus_one":
        assert placed["touched"]["cells"] == [move["cell"]]

    drawn = by_kind(own, "card_drawn")
    card = drawn["body"]["card"]
    assert card and drawn["touched"] == {"seats": [seat], "cells": [], "board": None, "hexes": [], "cards": [card]}
    for feed in (other, watcher):
        assert by_kind(feed, "card_played")["touched"]["cards"] == [move["card"]]  # played face up
        hidden = by_kind(feed, "card_drawn")
        assert hidden["touched"] == {"seats": [seat], "cells": [], "board": None, "hexes": [], "cards": []}
        assert card not in json.dumps(feed)
    assert all(item["touched"] is None for item in own if item["kind"] != "fact")

    path = f"{server.ws}/api/v1/matches/{match_id}/stream?after={before}"
    with connect(path, proxy=None, subprotocols=["igroteka.v1", f"bearer.{tokens[1 - seat]}"]) as ws:
        frame = json.loads(ws.recv())
    assert by_kind(frame["events"], "chip_placed")["touched"] == placed["touched"]
    assert card not in json.dumps(frame["events"])
    api.close()
