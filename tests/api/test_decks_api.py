"""«День Победы» through the server with decks built and submitted by the players: invalid decks
get problem details with the game's codes and change nothing; the match then plays to its end."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from tests.api.autoplay import play_by_bots
from tests.support.client import Api
from tests.support.server import ServerProcess

DECK = 20


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def deck_of(form: dict[str, Any]) -> list[str]:
    """A deck the listed form admits: one copy of each pick in turn until the deck is full."""
    picks = [p for p in form["picks"] if p["most"] >= 1]
    deck: list[str] = []
    while len(deck) < form["total"]:
        deck.extend(p["value"] for p in picks[: form["total"] - len(deck)] if deck.count(p["value"]) < p["most"])
    return deck


def test_players_submit_their_own_decks_and_play_them(api: Api) -> None:
    created = api.create("den_pobedy", 2, {"deck_size": DECK})
    match_id = created["id"]
    tokens = {c["seat"]: c["token"] for c in (api.claim(match_id, f"p{n}") for n in range(2))}
    version = api.envelope(match_id)["version"]
    legal = api.legal(match_id, tokens[0], "seat0")
    [form] = legal["forms"]
    assert (form["type"], form["move"], form["field"], form["least"], form["total"]) == (
        "move_form",
        "submit_deck",
        "cards",
        DECK,
        DECK,
    )
    assert [m["type"] for m in legal["moves"]] == ["submit_deck"] and len(legal["moves"][0]["cards"]) == DECK
    unit = next(p["value"] for p in form["picks"] if "tac" in p["value"])
    resource = next(p["value"] for p in form["picks"] if p["most"] == DECK)
    refusals = {
        "deck_wrong_size": [resource] * (DECK - 1),
        "too_many_copies": [unit] * 5 + [resource] * (DECK - 5),
        "not_in_pool": ["no_such_card"] + [resource] * (DECK - 1),
    }
    for code, cards in refusals.items():
        refused = api.move(match_id, tokens[0], {"type": "submit_deck", "cards": cards}, "seat0")
        assert refused.status_code == 422 and refused.json()["code"] == code
    starter = api.move(match_id, tokens[0], {"type": "use_starter_deck"}, "seat0")
    assert starter.status_code == 422 and starter.json()["code"] == "starter_wrong_size"
    old = api.move(match_id, tokens[0], {"type": "add_card", "card": unit}, "seat0")
    assert old.status_code == 422 and old.json()["code"] == "bad_move", "card-by-card building is no longer a move"
    assert api.envelope(match_id)["version"] == version, "refused decks change nothing"

    decks = {0: [unit] * 4 + [resource] * (DECK - 4)}
    decks[1] = deck_of(api.legal(match_id, tokens[1], "seat1")["forms"][0])
    for seat in (0, 1):
        move = {"type": "submit_deck", "cards": decks[seat]}
        assert api.move(match_id, tokens[seat], move, f"seat{seat}").status_code == 200
    envelope = play_by_bots(api, match_id, tokens)
    assert envelope["status"] == "finished" and envelope["outcome"]["reason"]
    record = api.call("GET", f"/api/v1/matches/{match_id}/record").json()
    facts = [fact for e in record["events"] for fact in e.get("facts", [])]
    shuffled = [fact for fact in facts if fact["type"] == "deck_shuffled"]
    for seat in (0, 1):  # the audit shows each deck exactly as its player submitted it
        first = next(f for f in shuffled if f["seat"] == seat)
        assert Counter(ref["card"] for ref in first["order"]) == Counter(decks[seat])
