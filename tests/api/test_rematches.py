"""Rematches through a real server process on both stores (issue 38): after a finished match a
seat offers a rematch with the same options; it starts, every seat moved one on, when every other
person's seat accepts; a refusal declines it and an unanswered one expires; a match offers one at
a time; a rematch of a rematch works; each person reads their new seat and token with the old."""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.api.test_challenges import stored
from tests.support.client import Api
from tests.support.server import ServerProcess

COUNTER = itertools.count()


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def problem(answer: Any, status: int, code: str) -> None:
    assert answer.status_code == status and answer.json()["code"] == code, answer.text


def finished(api: Api, game: str = "pobeda", options: dict[str, Any] | None = None) -> tuple[str, list[str]]:
    """A finished two-seat match (seat 1 resigned) and its two seat tokens."""
    made = api.create(game, 2, options)
    tokens = [api.claim(made["id"], f"Аня {next(COUNTER)}")["token"], api.claim(made["id"], "Боря")["token"]]
    resigned = api.call("POST", f"/api/v1/matches/{made['id']}/resign", tokens[1])
    assert resigned.status_code == 200 and resigned.json()["status"] == "finished", resigned.text
    return made["id"], tokens


def rematch(api: Api, match_id: str, token: str, step: str = "") -> Any:
    method = "GET" if step == "get" else "POST"
    return api.call(method, f"/api/v1/matches/{match_id}/rematch" + ("" if step in ("", "get") else f"/{step}"), token)


def test_a_rematch_starts_when_the_other_seat_accepts_with_the_seats_rotated(api: Api) -> None:
    old, tokens = finished(api, "den_pobedy", {"red_seat": 0})
    offered = rematch(api, old, tokens[0])
    assert offered.status_code == 201, offered.text
    assert offered.json()["status"] == "open" and offered.json()["asked"] == [1] and offered.json()["match_id"] is None
    problem(rematch(api, old, tokens[0], "accept"), 403, "not_asked")
    accepted = rematch(api, old, tokens[1], "accept").json()
    assert accepted["status"] == "accepted" and accepted["seat"] == 0 and accepted["match_id"]
    mine = rematch(api, old, tokens[0], "get").json()
    assert mine["match_id"] == accepted["match_id"] and mine["seat"] == 1

    before, after = api.envelope(old), api.envelope(accepted["match_id"], mine["seat_token"])
    assert after["status"] == "running" and after["game"] == "den_pobedy"
    assert [s["name"] for s in after["seats"]] == [before["seats"][1]["name"], before["seats"][0]["name"]]
    assert accepted["seat_token"] != mine["seat_token"]
    problem(rematch(api, old, tokens[1]), 409, "rematch_accepted")


def test_a_rematch_of_a_rematch_and_one_offer_at_a_time(api: Api) -> None:
    old, tokens = finished(api)
    assert rematch(api, old, tokens[1]).status_code == 201
    problem(rematch(api, old, tokens[0]), 409, "rematch_offered")
    second = rematch(api, old, tokens[0], "accept").json()
    first = rematch(api, old, tokens[1], "get").json()
    resigned = api.call("POST", f"/api/v1/matches/{second['match_id']}/resign", first["seat_token"])
    assert resigned.json()["status"] == "finished"
    again = rematch(api, second["match_id"], second["seat_token"])
    assert again.status_code == 201, again.text
    third = rematch(api, second["match_id"], first["seat_token"], "accept").json()
    assert third["status"] == "accepted" and third["match_id"] not in (old, second["match_id"])
    # seats rotated twice: everyone is back at their first seat
    assert [s["name"] for s in api.envelope(third["match_id"])["seats"]] == [
        s["name"] for s in api.envelope(old)["seats"]
    ]


def test_a_declined_rematch_tells_the_offering_seat_and_a_new_offer_may_follow(api: Api, server: ServerProcess) -> None:
    old, tokens = finished(api, "ecologic")
    first = rematch(api, old, tokens[0]).json()
    declined = rematch(api, old, tokens[1], "decline").json()
    assert declined["status"] == "declined" and declined["match_id"] is None
    problem(rematch(api, old, tokens[1], "accept"), 409, "rematch_declined")
    again = rematch(api, old, tokens[1])
    assert again.status_code == 201 and again.json()["asked"] == [0]
    started = rematch(api, old, tokens[0], "accept").json()
    told = stored(
        server,
        "SELECT subject, kind, match_id, seat FROM igroteka_offer_events WHERE subject IN ({p}, {p}) ORDER BY at",
        first["id"],
        again.json()["id"],
    )
    assert sorted(told) == sorted(
        [
            (first["id"], "rematch_offered", old, 1),
            (first["id"], "rematch_declined", old, 0),
            (again.json()["id"], "rematch_offered", old, 0),
            (again.json()["id"], "rematch_started", started["match_id"], 0),  # seat 1 offered: now at 0
            (again.json()["id"], "rematch_started", started["match_id"], 1),
        ]
    )


def test_a_match_with_a_bot_rematches_at_once_and_keeps_its_bot(api: Api) -> None:
    made = api.create("pobeda", 2, bots=[1])
    seat = api.claim(made["id"], "Соло")
    api.call("POST", f"/api/v1/matches/{made['id']}/resign", seat["token"])
    offered = rematch(api, made["id"], seat["token"]).json()
    assert offered["status"] == "accepted" and offered["seat"] == 1
    seats = api.envelope(offered["match_id"])["seats"]
    assert [s["bot"] for s in seats] == [True, False] and seats[1]["name"] == "Соло"


def test_only_a_seated_person_of_a_finished_match_offers(api: Api) -> None:
    made = api.create("pobeda", 2)
    token = api.claim(made["id"], "Вася")["token"]
    problem(rematch(api, made["id"], token), 409, "match_open")
    old, tokens = finished(api)
    problem(rematch(api, old, ""), 401, "token_required")
    problem(rematch(api, old, made["organiser_token"]), 401, "bad_token")  # another match's
    problem(rematch(api, made["id"], made["organiser_token"]), 403, "no_seat")
    assert rematch(api, old, tokens[0], "get").json() is None  # none offered yet
    problem(rematch(api, old, tokens[0], "accept"), 404, "rematch_not_found")


def test_an_unanswered_rematch_expires(tmp_path: Path) -> None:
    with ServerProcess(f"sqlite:///{tmp_path / 'igroteka.sqlite'}", tmp_path, rematch_timeout=0.5) as server:
        api = Api(server.url)
        old, tokens = finished(api)
        rematch(api, old, tokens[0])
        time.sleep(0.6)
        problem(rematch(api, old, tokens[1], "accept"), 409, "rematch_expired")
        assert rematch(api, old, tokens[1]).status_code == 201
        api.close()
