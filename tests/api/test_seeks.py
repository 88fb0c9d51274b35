"""Quick play through a real server process on both stores (issue 38): guests and players ask to
play, are paired into one started match whose seats are claimed for them, learn it by polling
their request; the open requests are listed without anything private and can be cancelled; rated
requests seat players only; bots fill a casual table once its requesters accept them; bad input
gets its problem and changes nothing."""

from __future__ import annotations

import itertools
import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest

from tests.support.client import Api
from tests.support.server import ServerProcess

SEEKS = "/api/v1/seeks"
COUNTER = itertools.count()


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def seek(api: Api, body: dict[str, Any], token: str | None = None) -> dict[str, Any]:
    answer = api.call("POST", SEEKS, token, json=body)
    assert answer.status_code == 201, answer.text
    return answer.json()


def paired(api: Api, made: dict[str, Any], seconds: float = 20.0) -> dict[str, Any]:
    """The request once its match is made (polled as a client would)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        state = api.call("GET", f"{SEEKS}/{made['id']}", made["token"]).json()
        if state["status"] != "open":
            return state
        time.sleep(0.1)
    raise AssertionError(f"request {made['id']} not paired in {seconds} s")


def problem(answer: Any, status: int, code: str) -> None:
    assert answer.status_code == status and answer.json()["code"] == code, answer.text


def sign_up(api: Api, name: str) -> dict[str, Any]:
    answer = api.call("POST", "/api/v1/players", json={"name": f"{name} {next(COUNTER)}"})
    assert answer.status_code == 201, answer.text
    return answer.json()


def test_two_guests_asking_alike_meet_in_one_started_match_and_play_with_their_seat_tokens(api: Api) -> None:
    options = {"lines_to_win": 1 + next(COUNTER) % 2}  # this test's own key: no other test's request meets it
    body = {"game": "pobeda", "seats": 2, "options": options}
    first = seek(api, {**body, "name": "Аня"})
    second = seek(api, {**body, "name": "Боря"})
    a, b = paired(api, first), paired(api, second)
    assert a["status"] == b["status"] == "paired"
    assert a["match_id"] == b["match_id"] and {a["seat"], b["seat"]} == {0, 1}
    envelope = api.envelope(a["match_id"], a["seat_token"])
    assert envelope["status"] == "running" and not envelope["rated"]
    assert {s["name"] for s in envelope["seats"]} == {"Аня", "Боря"}
    mover = a if envelope["to_act"] == [a["seat"]] else b
    legal = api.legal(a["match_id"], mover["seat_token"], "mover")
    assert api.move(a["match_id"], mover["seat_token"], legal["moves"][0], "mover").status_code == 200
    problem(api.call("DELETE", f"{SEEKS}/{first['id']}", first["token"]), 409, "seek_paired")


def test_the_open_requests_are_listed_without_tokens_or_players_and_cancelled_by_their_token(api: Api) -> None:
    player = sign_up(api, "Лиза")
    made = seek(api, {"game": "zavody", "seats": 4, "name": "guest"}, player["token"]["token"])
    listed = [row for row in api.call("GET", SEEKS, params={"game": "zavody"}).json() if row["id"] == made["id"]]
    assert len(listed) == 1 and listed[0]["name"] == player["name"]
    text = api.call("GET", SEEKS).text
    assert made["token"] not in text and player["id"] not in text
    problem(api.call("GET", f"{SEEKS}/{made['id']}", "igs_wrong"), 401, "bad_token")
    problem(api.call("DELETE", f"{SEEKS}/{made['id']}"), 401, "token_required")
    assert api.call("DELETE", f"{SEEKS}/{made['id']}", made["token"]).status_code == 204
    assert api.call("GET", f"{SEEKS}/{made['id']}", made["token"]).json()["status"] == "cancelled"
    assert made["id"] not in api.call("GET", SEEKS).text
    problem(api.call("GET", f"{SEEKS}/{uuid.uuid4()}", made["token"]), 404, "seek_not_found")
    problem(api.call("DELETE", f"{SEEKS}/not-an-id", made["token"]), 404, "seek_not_found")
    problem(api.call("GET", f"{SEEKS}/x%E2%80%AEy", made["token"]), 404, "seek_not_found")
    assert api.call("GET", SEEKS, params={"game": "zavody\x00"}).json() == []


def test_rated_requests_pair_players_into_a_rated_match_of_their_seats(api: Api) -> None:
    anna, boris = sign_up(api, "Анна"), sign_up(api, "Борис")
    body = {"game": "den_pobedy", "seats": 2, "rated": True}
    first = seek(api, body, anna["token"]["token"])
    second = seek(api, body, boris["token"]["token"])
    a, b = paired(api, first), paired(api, second)
    assert a["match_id"] == b["match_id"]
    envelope = api.envelope(a["match_id"], anna["token"]["token"])
    assert envelope["rated"] and {s["name"] for s in envelope["seats"]} == {anna["name"], boris["name"]}
    mine = api.call("GET", "/api/v1/players/me/matches", anna["token"]["token"]).json()
    assert [(m["id"], m["seat"]) for m in mine["matches"]] == [(a["match_id"], a["seat"])]


def test_a_casual_table_is_filled_with_bots_once_its_requester_accepts_them(api: Api) -> None:
    made = seek(api, {"game": "pyatiletka", "seats": 3, "name": "Один", "bots_after": 0})
    state = paired(api, made)
    envelope = api.envelope(state["match_id"], state["seat_token"])
    assert envelope["status"] == "running"
    assert sorted(s["bot"] for s in envelope["seats"]) == [False, True, True]


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"game": "pobeda", "seats": 2, "rated": True, "name": "g"}, 422, "guest_rated"),
        ({"game": "pobeda", "seats": 2}, 422, "name_required"),
        ({"game": "nope", "seats": 2, "name": "g"}, 404, "game_not_found"),
        ({"game": "pobeda", "seats": 1, "name": "g"}, 422, "bad_seats"),
        ({"game": "pobeda", "seats": 2, "name": "g", "options": {"x": 1}}, 422, "bad_options"),
        ({"game": "pobeda", "seats": 2, "name": "g", "bots_after": -1}, 400, "invalid_request"),
        ({"game": "pobeda", "seats": 2, "name": "\u202e"}, 422, "name_invisible"),
    ],
)
def test_bad_requests_to_play_get_their_problem_and_store_nothing(
    api: Api, body: dict[str, Any], status: int, code: str
) -> None:
    before = api.call("GET", SEEKS).json()
    problem(api.call("POST", SEEKS, json=body), status, code)
    assert api.call("GET", SEEKS).json() == before


def test_a_rated_request_accepts_no_bots_and_a_foreign_token_is_refused(api: Api) -> None:
    player = sign_up(api, "Вера")
    body = {"game": "den_pobedy", "seats": 2, "rated": True, "bots_after": 5}
    problem(api.call("POST", SEEKS, player["token"]["token"], json=body), 422, "rated_with_bots")
    problem(api.call("POST", SEEKS, "not-a-player-token", json={"game": "pobeda", "seats": 2}), 401, "bad_token")
