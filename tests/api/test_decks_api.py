"""«День Победы» through the server with decks built and submitted by the players: invalid decks
get problem details with the game's codes and change nothing; the match then plays to its end."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest

from tests.support.client import Api, play_randomly
from tests.support.server import ServerProcess

DECK = 20


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def build(api: Api, match_id: str, token: str, who: str) -> list[str]:
    """Add the listed cards round-robin over the pool until the deck is full; the cards added."""
    added: list[str] = []
    while len(added) < DECK:
        moves = [m for m in api.legal(match_id, token, who)["moves"] if m["type"] == "add_card"]
        counts = Counter(added)
        move = min(moves, key=lambda m: (counts[m["card"]], m["card"]))
        assert api.move(match_id, token, move, who).status_code == 200
        added.append(move["card"])
    return added


def test_players_submit_their_own_decks_and_play_them(api: Api) -> None:
    created = api.create("den_pobedy", 2, {"deck_size": DECK})
    match_id = created["id"]
    tokens = {c["seat"]: c["token"] for c in (api.claim(match_id, f"p{n}") for n in range(2))}
    version = api.envelope(match_id)["version"]
    early = api.move(match_id, tokens[0], {"type": "finish_deck"}, "seat0")
    assert early.status_code == 422 and early.json()["code"] == "deck_wrong_size"
    starter = api.move(match_id, tokens[0], {"type": "use_starter_deck"}, "seat0")
    assert starter.status_code == 422 and starter.json()["code"] == "starter_wrong_size"
    alien = api.move(match_id, tokens[0], {"type": "add_card", "card": "no_such_card"}, "seat0")
    assert alien.status_code == 422 and alien.json()["code"] == "not_in_pool"
    assert api.envelope(match_id)["version"] == version, "refused decks change nothing"

    unit = next(
        m["card"]
        for m in api.legal(match_id, tokens[0], "seat0")["moves"]
        if m["type"] == "add_card" and "tac" in m["card"]
    )
    for _ in range(4):
        assert api.move(match_id, tokens[0], {"type": "add_card", "card": unit}, "seat0").status_code == 200
    fifth = api.move(match_id, tokens[0], {"type": "add_card", "card": unit}, "seat0")
    assert fifth.status_code == 422 and fifth.json()["code"] == "too_many_copies"
    for _ in range(4):
        assert api.move(match_id, tokens[0], {"type": "remove_card", "card": unit}, "seat0").status_code == 200

    decks = {seat: build(api, match_id, tokens[seat], f"seat{seat}") for seat in (0, 1)}
    for seat in (0, 1):
        assert api.move(match_id, tokens[seat], {"type": "finish_deck"}, f"seat{seat}").status_code == 200
    envelope = play_randomly(api, match_id, tokens, seed=5)
    assert envelope["status"] == "finished" and envelope["outcome"]["reason"]
    record = api.call("GET", f"/api/v1/matches/{match_id}/record").json()
    facts = [fact for e in record["events"] for fact in e.get("facts", [])]
    shuffled = [fact for fact in facts if fact["type"] == "deck_shuffled"]
    for seat in (0, 1):  # the audit shows each deck exactly as its player submitted it
        first = next(f for f in shuffled if f["seat"] == seat)
        assert Counter(ref["card"] for ref in first["order"]) == Counter(decks[seat])
