"""POST /api/v1/records/verify: the audit view's proof that a downloaded record is legal, and
that a tampered one is not — over HTTP against a real server, on both stores."""

from __future__ import annotations

import copy
from collections.abc import Iterator

import pytest

from tests.api.autoplay import play_by_bots
from tests.support.client import Api
from tests.support.server import ServerProcess


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def played_character(record: dict) -> bool:
    return any(e["kind"] == "move" and e["move"]["type"] == "play_character" for e in record["events"])


@pytest.fixture
def record(api: Api) -> dict:
    """A finished match of the server's bots in which a character was played (the tampering below
    changes one; the bots choose at random, and about one match in many plays none)."""
    for _ in range(5):
        created = api.create("pyatiletka", 2, {"rounds": 1})
        tokens = {}
        for n in range(2):
            claim = api.claim(created["id"], f"игрок {n}")
            tokens[claim["seat"]] = claim["token"]
        play_by_bots(api, created["id"], tokens)
        played = api.call("GET", f"/api/v1/matches/{created['id']}/record").json()
        if played_character(played):
            return played
    pytest.fail("five matches of the bots and no character played")


def verify(api: Api, body: object) -> tuple[int, dict]:
    response = api.call("POST", "/api/v1/records/verify", json=body)
    return response.status_code, response.json()


def test_a_downloaded_record_verifies(api: Api, record: dict) -> None:
    status, verdict = verify(api, record)
    assert status == 200
    moves = sum(1 for e in record["events"] if e["kind"] == "move")
    kid = record["signature"]["kid"]
    assert {k: v for k, v in verdict.items() if k != "key_created"} == {
        "legal": True,
        "game": "pyatiletka",
        "match": record["match"],
        "moves": moves,
        "signed": True,
        "kid": kid,
    }


def test_a_move_the_rules_refuse_is_told_in_words_without_instance_ids(api: Api, record: dict) -> None:
    """An audit names the refusal in the game's words (issue 39 saw «illegal move: Card 'k030'…»)."""
    tampered = copy.deepcopy(record)
    move = next(e for e in tampered["events"] if e["kind"] == "move" and e["move"]["type"] == "play_character")
    move["move"] = {**move["move"], "card": "ch01z"}
    status, verdict = verify(api, tampered)
    assert status == 200 and verdict["legal"] is False and verdict["version"] == move["version"]
    assert verdict["reason"] == "illegal move: That character is not in your hand.", verdict


def test_the_reason_is_in_the_readers_language_and_counts_seats_from_1(api: Api, record: dict) -> None:
    """A record numbers seats from 0; the sentence a person reads counts from 1, in Russian and English."""
    tampered = copy.deepcopy(record)
    claim = next(e for e in tampered["events"] if e["kind"] == "seat_claimed")
    claim["seat"] = 0
    tampered["events"].insert(tampered["events"].index(claim), {**claim})  # seat 0 claimed twice
    for n, event in enumerate(tampered["events"], start=1):
        event["version"] = n
    said = {}
    for lang in ("ru", "en"):
        response = api.call("POST", "/api/v1/records/verify", json=tampered, headers={"Accept-Language": lang})
        verdict = response.json()
        assert response.status_code == 200 and verdict["legal"] is False, verdict
        said[lang] = verdict["reason"]
    assert "Место 1 занято" in said["ru"] and "Seat 1 is taken" in said["en"], said
    assert "0" not in said["ru"] + said["en"], said


def test_a_changed_fact_is_found_at_its_version(api: Api, record: dict) -> None:
    tampered = copy.deepcopy(record)
    move = next(e for e in tampered["events"] if e["kind"] == "move")
    fact = move["facts"][0]
    move["facts"][0] = {**fact, "seat": 1 - fact.get("seat", 0)} if "seat" in fact else {"type": "bogus"}
    status, verdict = verify(api, tampered)
    assert status == 200 and verdict["legal"] is False
    assert verdict["version"] == move["version"] and verdict["reason"]


def test_a_record_of_another_format_is_refused_by_name(api: Api, record: dict) -> None:
    status, verdict = verify(api, {**record, "format": "igroteka-record/1"})
    assert status == 200 and verdict["legal"] is False and verdict["version"] == 0
    assert "'igroteka-record/1'" in verdict["reason"] and "'igroteka-record/3'" in verdict["reason"]


def test_a_changed_outcome_is_not_legal(api: Api, record: dict) -> None:
    tampered = copy.deepcopy(record)
    finished = tampered["events"][-1]
    finished["outcome"] = {**finished["outcome"], "winners": [9]}
    status, verdict = verify(api, tampered)
    assert status == 200 and verdict["legal"] is False and "outcome" in verdict["reason"]


@pytest.mark.parametrize("body", [{}, {"format": 1}, [], "record"])
def test_what_is_not_a_record_is_a_problem(api: Api, body: object) -> None:
    status, problem = verify(api, body)
    assert 400 <= status < 500 and problem["code"]


def test_a_record_of_an_unknown_game_is_not_legal(api: Api, record: dict) -> None:
    status, verdict = verify(api, {**record, "game": "chess"})
    assert status == 200 and verdict["legal"] is False
