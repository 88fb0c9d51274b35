"""Malformed input through a real server process: every body is decoded strictly (no string for a
number), nesting too deep is a 400 on every body and an error message on the stream, and every
parameter is validated with a problem that names it. Nothing is created or changed by a refusal."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from tests.support.client import Api
from tests.support.server import ServerProcess

DEEP = "[" * 2000 + "]" * 2000


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def open_match(api: Api) -> str:
    return api.create("pobeda", 2)["id"]


def test_a_string_is_not_a_number_in_any_body(api: Api) -> None:
    before = len(api.call("GET", "/api/v1/matches", params={"limit": 500}).json())
    refused = api.call("POST", "/api/v1/matches", json={"game": "pobeda", "seats": "2"})
    assert refused.status_code == 400 and "$.seats" in refused.json()["detail"]
    assert len(api.call("GET", "/api/v1/matches", params={"limit": 500}).json()) == before, "nothing was created"
    match_id = open_match(api)
    seat = api.call("POST", f"/api/v1/matches/{match_id}/seats", json={"name": "ann", "seat": "1"})
    assert seat.status_code == 400 and "$.seat" in seat.json()["detail"]
    name = api.call("POST", f"/api/v1/matches/{match_id}/seats", json={"name": 7})
    assert name.status_code == 400
    tournament = api.call("POST", "/api/v1/tournaments", json={"game": "pobeda", "table_size": "2"})
    assert tournament.status_code == 400
    assert api.envelope(match_id)["version"] == 1, "the refused claims changed nothing"


@pytest.mark.parametrize(
    ("path", "body", "code"),
    [
        ("/api/v1/matches", '{"game": "pobeda", "seats": 2, "options": {"x": ' + DEEP + "}}", "too_deep"),
        (
            "/api/v1/matches/{id}/moves",
            '{"move_id": "' + str(uuid.uuid4()) + '", "move": {"x": ' + DEEP + "}}",
            "too_deep",
        ),
        ("/api/v1/tournaments", '{"game": "pobeda", "table_size": 2, "options": {"x": ' + DEEP + "}}", "too_deep"),
        ("/api/v1/records/verify", '{"format": 1, "facts": ' + DEEP + "}", "invalid_request"),
        ("/api/v1/matches/{id}/seats", '{"name": ' + DEEP + "}", "invalid_request"),  # no field takes nesting
    ],
)
def test_json_nested_too_deep_is_a_400_on_every_body(api: Api, path: str, body: str, code: str) -> None:
    match_id = open_match(api)
    for token in (None, "not-a-token"):
        response = api.call(
            "POST", path.format(id=match_id), token, content=body, headers={"content-type": "application/json"}
        )
        assert response.status_code == 400, response.text
        assert response.json()["code"] == code
    assert api.envelope(match_id)["version"] == 1


def test_json_nested_too_deep_on_the_stream_is_an_error_message_not_a_crash(api: Api, server: ServerProcess) -> None:
    match_id = open_match(api)
    with connect(f"{server.ws}/api/v1/matches/{match_id}/stream", proxy=None, open_timeout=5) as ws:
        assert json.loads(ws.recv(10))["type"] == "snapshot"
        ws.send('{"type": "move", "move_id": "' + str(uuid.uuid4()) + '", "move": {"x": ' + DEEP + "}}")
        error = json.loads(ws.recv(10))
        assert error["type"] == "error" and error["problem"]["code"] == "too_deep"
        ws.send('{"type": "ping"}')
        assert json.loads(ws.recv(10))["type"] == "pong", "the stream goes on after a refused message"


@pytest.mark.parametrize(
    ("query", "status"),
    [("-1", 400), ("0", 400), ("abc", 400), ("1.5", 400), ("99999999999", 400), ("1", 200), ("99999", 404)],
)
def test_a_past_version_is_validated(api: Api, query: str, status: int) -> None:
    match_id = open_match(api)
    response = api.call("GET", f"/api/v1/matches/{match_id}/view", params={"version": query})
    assert response.status_code == status, response.text
    if status == 400:
        assert "version" in response.text, "the problem names the parameter"


@pytest.mark.parametrize("after", ["-1", "x", "1e3", "99999999999"])
def test_a_malformed_resume_position_is_refused_with_a_problem(api: Api, server: ServerProcess, after: str) -> None:
    match_id = open_match(api)
    with connect(f"{server.ws}/api/v1/matches/{match_id}/stream?after={after}", proxy=None, open_timeout=5) as ws:
        error = json.loads(ws.recv(10))
        assert error["type"] == "error" and error["problem"]["code"] == "bad_after"
        with pytest.raises(ConnectionClosed):
            ws.recv(10)
        assert ws.close_code == 1008


@pytest.mark.parametrize("path_id", ["not-a-uuid", "123", "%20"])
def test_a_malformed_match_id_on_the_stream_is_refused_with_a_problem_naming_it(
    server: ServerProcess, path_id: str
) -> None:
    with connect(f"{server.ws}/api/v1/matches/{path_id}/stream", proxy=None, open_timeout=5) as ws:
        error = json.loads(ws.recv(10))
        assert error["type"] == "error" and error["problem"]["code"] == "invalid_request"
        assert "match_id" in error["problem"]["detail"]
        with pytest.raises(ConnectionClosed):
            ws.recv(10)
        assert ws.close_code == 1008


def test_a_past_view_shows_the_seats_as_they_were(api: Api) -> None:
    match_id = open_match(api)
    api.claim(match_id, "ann", seat=1)
    api.claim(match_id, "bob", seat=0)
    seats = {v: api.call("GET", f"/api/v1/matches/{match_id}/view", params={"version": v}).json() for v in (1, 2, 3)}
    assert [s["claimed"] for s in seats[1]["match"]["seats"]] == [False, False]
    assert [s["name"] for s in seats[2]["match"]["seats"]] == [None, "ann"]
    assert [s["name"] for s in seats[3]["match"]["seats"]] == ["bob", "ann"]
    assert seats[1]["match"]["status"] == "open" and seats[1]["match"]["version"] == 1
    now = api.envelope(match_id)
    assert now["status"] == "running" and [s["name"] for s in now["seats"]] == ["bob", "ann"]


@pytest.mark.parametrize(
    ("path", "names"),
    [
        ("/api/v1/matches/not-a-uuid", ["match_id"]),
        ("/api/v1/matches/not-a-uuid/view", ["match_id"]),
        ("/api/v1/matches/12345/legal-moves", ["match_id"]),
        ("/api/v1/tournaments/xx/standings", ["tournament_id"]),
        ("/api/v1/tournaments/xx/tours/yy", ["tournament_id", "tour"]),
        ("/api/v1/tournaments/{t}/tours/one", ["tour"]),
        ("/api/v1/tournaments/{t}/tours/0", ["tour"]),
        ("/api/v1/tournaments/{t}/tours/-1", ["tour"]),
        ("/api/v1/tournaments/{t}/tours/99999999999999999999", ["tour"]),
    ],
)
def test_a_malformed_path_parameter_is_a_400_naming_it(api: Api, path: str, names: list[str]) -> None:
    """The router alone would answer a bare 404 for an id that is not a UUID or a tour that is not
    a number; the caller hears which parameter is wrong instead."""
    tournament = api.call("POST", "/api/v1/tournaments", json={"game": "pobeda", "table_size": 2}).json()["id"]
    response = api.call("GET", path.format(t=tournament))
    assert response.status_code == 400, response.text
    assert response.headers["content-type"] == "application/problem+json"
    problem = response.json()
    assert problem["code"] == "invalid_request"
    assert [e["key"] for e in problem["errors"]] == names and {e["source"] for e in problem["errors"]} == {"path"}


def test_a_path_of_no_route_stays_a_404_and_a_well_formed_unknown_id_is_not_found(api: Api) -> None:
    assert api.call("GET", "/api/v1/nothing/here").json()["code"] == "not_found"
    absent = api.call("GET", f"/api/v1/matches/{uuid.uuid4()}")
    assert absent.status_code == 404 and absent.json()["code"] == "match_not_found"


def test_the_lobby_refuses_a_game_this_server_does_not_play_naming_the_parameter(api: Api) -> None:
    response = api.call("GET", "/api/v1/matches", params={"game": "chess"})
    assert response.status_code == 400
    assert [(e["key"], e["source"]) for e in response.json()["errors"]] == [("game", "query")]
    assert api.call("GET", "/api/v1/matches", params={"game": "pobeda"}).status_code == 200
