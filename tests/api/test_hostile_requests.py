"""Hostile requests through a real server process (issue 40): bodies that are not UTF-8, not sent as
JSON or naming a key twice; NUL bytes in static paths; 404s that would name the checkout; CORS
preflights for DELETE and refused ones; whole numbers in other notations; a percent-encoded
``token`` parameter in the access log; and clocks of next to nothing. Each is refused with a
problem+json 4xx and changes nothing."""

from __future__ import annotations

import base64
import json
import re
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest
from websockets.sync.client import connect

from igroteka.server.app import create_app
from tests.support.client import Api
from tests.support.server import ServerProcess

ROOT = str(Path(__file__).resolve().parents[2])
PARAMETER = re.compile(r"{(\w+):(\w+)}")
ANY_ID = uuid.UUID("00000000-0000-4000-8000-000000000040")  # the body is refused before the id is looked up


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def body_routes() -> list[tuple[str, str]]:
    """Every (method, path) of the API whose handler takes a body, its parameters filled in."""
    found = []
    for route in create_app().routes:
        for handler in getattr(route, "route_handlers", None) or []:
            if "data" in handler.parsed_fn_signature.parameters:
                path = PARAMETER.sub(lambda m: str(ANY_ID) if m[2] == "uuid" else "0", route.path)
                found.extend((method, path) for method in sorted(handler.http_methods))
    return found


BODY_ROUTES = body_routes()


def lobby_size(api: Api) -> int:
    return len(api.call("GET", "/api/v1/matches", params={"limit": 500}).json())


def test_every_body_taking_route_is_found() -> None:
    paths = {path.split("/")[3] for _, path in BODY_ROUTES}
    assert {"matches", "tournaments", "records"} <= paths and len(BODY_ROUTES) >= 8, BODY_ROUTES


@pytest.mark.parametrize(("method", "path"), BODY_ROUTES)
def test_a_body_that_is_not_utf8_is_a_400_on_every_body_taking_route(api: Api, method: str, path: str) -> None:
    for body in (b'{"game":"pobeda\xff","seats":2}', b'{"name":"\xc3"}', b"\xfe\xff{}"):
        answer = api.call(method, path, content=body, headers={"content-type": "application/json"})
        assert answer.status_code == 400, answer.text
        assert answer.json()["code"] == "invalid_request"


def test_invalid_utf8_in_a_name_claims_no_seat(api: Api) -> None:
    match_id = api.create("pobeda", 2)["id"]
    path = f"/api/v1/matches/{match_id}/seats"
    answer = api.call("POST", path, content=b'{"name":"Ann\xff"}', headers={"content-type": "application/json"})
    assert answer.status_code == 400 and "UTF-8" in answer.text
    assert api.envelope(match_id)["version"] == 1


@pytest.mark.parametrize(
    "content_type",
    [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        None,
        "application/json; charset=latin-1",
    ],
)
def test_a_body_not_sent_as_json_is_a_415(api: Api, content_type: str | None) -> None:
    before = lobby_size(api)
    headers = {"content-type": content_type} if content_type else {}
    answer = api.call("POST", "/api/v1/matches", content=b'{"game":"pobeda","seats":2}', headers=headers)
    assert answer.status_code == 415, answer.text
    assert answer.json()["code"] == "unsupported_media_type"
    assert lobby_size(api) == before, "a cross-origin simple request created nothing"


def test_json_with_its_charset_named_is_taken(api: Api) -> None:
    headers = {"content-type": "application/json; charset=UTF-8"}
    assert (
        api.call("POST", "/api/v1/matches", content=b'{"game":"pobeda","seats":2}', headers=headers).status_code == 201
    )


@pytest.mark.parametrize(
    "body",
    [
        b'{"game":"pobeda","seats":2,"seats":3}',
        b'{"game":"pobeda","seats":2,"options":{"a":1,"a":2}}',
        b'{"game":"pobeda","game":"pobeda","seats":2}',
        b'{"game":"pobeda","seats":2,"s\\u0065ats":3}',
    ],
)
def test_a_key_given_twice_is_a_400(api: Api, body: bytes) -> None:
    before = lobby_size(api)
    answer = api.call("POST", "/api/v1/matches", content=body, headers={"content-type": "application/json"})
    assert answer.status_code == 400 and answer.json()["code"] == "invalid_request", answer.text
    assert lobby_size(api) == before


def test_a_key_given_twice_on_the_stream_is_an_error_message_and_plays_nothing(api: Api, server: ServerProcess) -> None:
    match_id = api.create("pobeda", 2)["id"]
    tokens = [api.claim(match_id, name)["token"] for name in ("Алиса", "Борис")]
    token, move = next((t, m[0]) for t in tokens if (m := api.legal(match_id, t, "dup")["moves"]))
    before = api.envelope(match_id)["version"]
    head, body = f'"type": "move", "move_id": "{uuid.uuid4()}"', json.dumps(move)
    twice = [
        f'{{"type": "move", {head}, "move": {body}}}',
        '{"type": "ping", "type": "ping"}',
        f'{{{head}, "move_id": "{uuid.uuid4()}", "move": {body}}}',
        f'{{{head}, "move": {body[:-1]}, "type": "x"}}}}',  # inside the move
        f'{{{head}, "move": {body}, "m\\u006fve": {{}}}}',  # the same key, escaped
    ]
    url = f"{server.ws}/api/v1/matches/{match_id}/stream"
    with connect(url, proxy=None, open_timeout=5, subprotocols=[f"bearer.{token}"]) as ws:
        assert json.loads(ws.recv(10))["type"] == "snapshot"
        for message in twice:
            ws.send(message)
            error = json.loads(ws.recv(10))
            assert error["type"] == "error" and error["problem"]["code"] == "invalid_request", error
            assert error["problem"]["status"] == 400 and "given twice" in error["problem"]["errors"][0]["message"]
        ws.send('{"type": "ping"}')
        assert json.loads(ws.recv(10))["type"] == "pong", "the stream goes on after a refused message"
    assert api.envelope(match_id)["version"] == before, "nothing was played"


@pytest.mark.parametrize(
    "path",
    [
        "/static/js/%00main.js",
        "/static/%00",
        "/schema/assets/%00x",
        "/schema/assets/swagger-ui-dist/%00swagger-ui.css",
        "/static/js/main.js/x",  # a file taken for a folder (ENOTDIR)
        "/schema/assets/swagger-ui-dist/swagger-ui.css/x",
        "/static/" + "a" * 300,  # a name longer than the file system takes (ENAMETOOLONG)
        "/static/" + "a/" * 2100,  # a path longer than the file system takes
    ],
)
def test_a_static_path_no_file_can_have_is_a_404(api: Api, server: ServerProcess, path: str) -> None:
    """A NUL byte, or a path the file system refuses otherwise than as missing (litestar answered
    these with a 500)."""
    answer = api.call("GET", path)
    assert answer.status_code == 404 and answer.json()["code"] == "not_found"
    assert "Traceback" not in server.logs()


@pytest.mark.parametrize(
    "path",
    ["/static/js/", "/static/js", "/static/nothere.js", "/schema/assets/swagger-ui-dist/", "/schema/assets/x/y.js"],
)
def test_a_static_404_names_no_file_of_the_server(api: Api, path: str) -> None:
    answer = api.call("GET", path)
    assert answer.status_code == 404
    for secret in (ROOT, "/work", "site-packages", ".venv", "drf_spectacular", "/usr/"):
        assert secret not in answer.text, answer.text


def preflight(api: Api, method: str, headers: str = "authorization") -> Any:
    return api.http.options(
        "/api/v1/matches/00000000-0000-0000-0000-000000000000/autoplay",
        headers={
            "Origin": "https://elsewhere.example",
            "Access-Control-Request-Method": method,
            "Access-Control-Request-Headers": headers,
        },
    )


def test_a_page_on_another_origin_may_call_the_delete_routes(api: Api) -> None:
    answer = preflight(api, "DELETE")
    assert answer.status_code == 204, answer.text
    assert "DELETE" in answer.headers["access-control-allow-methods"]


def test_a_refused_preflight_answers_problem_json(api: Api) -> None:
    for answer in (preflight(api, "PUT"), preflight(api, "POST", "x-not-allowed")):
        assert answer.status_code == 400
        assert answer.headers["content-type"] == "application/problem+json"
        assert answer.json()["code"] == "cors_refused" and answer.json()["status"] == 400


@pytest.mark.parametrize("value", ["1e3", "1E3", "+1", " 1", "1.0", "0x10", "١", "1_000", "Infinity", "-0"])
def test_whole_numbers_in_the_query_are_decimal_digits_only(api: Api, value: str) -> None:
    match_id = api.create("pobeda", 2)["id"]
    for path, name in (
        (f"/api/v1/matches/{match_id}/events", "after"),
        (f"/api/v1/matches/{match_id}/view", "version"),
        ("/api/v1/matches", "limit"),
    ):
        answer = api.call("GET", path, params={name: value})
        assert answer.status_code == 400, (path, value, answer.text)
        assert answer.json()["errors"][0]["key"] == name
    assert api.call("GET", f"/api/v1/matches/{match_id}/events", params={"after": "0"}).status_code == 200


@pytest.fixture(scope="module")
def logged(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A server of the module's own, shared by the tests that need its settings: it writes the
    access log, and refuses clocks under 5 s."""
    folder = tmp_path_factory.mktemp("logged")
    with ServerProcess(f"sqlite:///{folder / 'db.sqlite'}", folder, access_log="true", clock_min_seconds=5) as server:
        yield server


def test_a_percent_encoded_token_parameter_is_redacted_in_the_access_log(logged: ServerProcess) -> None:
    api = Api(logged.url)
    match_id = api.create("pobeda", 2)["id"]
    token = api.claim(match_id, "Ann")["token"]
    for name in ("%74oken", "tok%65n", "%74%6F%6B%65%6E"):
        with connect(f"{logged.ws}/api/v1/matches/{match_id}/stream?{name}={token}", proxy=None) as ws:
            assert '"viewer":{"type":"seat"' in str(ws.recv(10)).replace(" ", ""), "the name reads as token"
        api.call("GET", f"/api/v1/matches/{match_id}/view?{name}={token}")
    for name in ("%2574oken", "Token", "%252574oken"):  # encoded twice, or capitalised: no seat, still a secret
        with connect(f"{logged.ws}/api/v1/matches/{match_id}/stream?x=1&{name}={token}", proxy=None) as ws:
            assert '"viewer":{"type":"spectator"' in str(ws.recv(10)).replace(" ", "")
    api.close()
    logs = logged.logs()
    assert "%74oken=[redacted]" in logs
    assert token not in logs


CLOCKS = [
    '{"kind": "move", "seconds": 1e-300, "on_timeout": "lose"}',
    '{"kind": "fischer", "seconds": 1e-300, "increment": 0, "on_timeout": "lose"}',
    '{"kind": "move", "seconds": 4.9, "on_timeout": "bot"}',
    '{"kind": "move", "seconds": 1e999}',
    '{"kind": "fischer", "seconds": 60, "increment": 1e999}',
    '{"kind": "move", "seconds": 691200}',
]


def test_clocks_of_next_to_nothing_or_forever_are_refused(logged: ServerProcess) -> None:
    api = Api(logged.url)
    before = lobby_size(api)
    json = {"content-type": "application/json"}
    for control in CLOCKS:
        for body, path in (
            ('{"game": "pobeda", "seats": 2, "time_control": ' + control + "}", "/api/v1/matches"),
            ('{"game": "pobeda", "table_size": 2, "time_control": ' + control + "}", "/api/v1/tournaments"),
        ):
            answer = api.call("POST", path, content=body, headers=json)
            assert answer.status_code in (400, 422), (control, answer.text)
            assert answer.json()["code"] in ("bad_time_control", "invalid_request")
    assert lobby_size(api) == before
    fine = {"game": "pobeda", "seats": 2, "time_control": {"kind": "move", "seconds": 5, "on_timeout": "lose"}}
    assert api.call("POST", "/api/v1/matches", json=fine).status_code == 201
    api.close()


@pytest.mark.parametrize(
    "cursor", [[0.0, "\x00"], [0.0, "x"], [float("nan"), str(ANY_ID)], [float("inf"), str(ANY_ID)]]
)
def test_a_forged_page_cursor_is_refused_before_the_store_sees_it(api: Api, cursor: list[Any]) -> None:
    """A cursor names a match by its id: one holding a NUL byte reached PostgreSQL, which refuses
    NUL in text (a 500)."""
    player = api.call("POST", "/api/v1/players", json={"name": f"Курсор {uuid.uuid4().hex[:6]}"}).json()
    forged = base64.urlsafe_b64encode(msgspec.msgpack.encode(cursor)).decode().rstrip("=")
    for path, token in (
        ("/api/v1/players/me/matches", player["token"]["token"]),
        (f"/api/v1/players/{player['id']}/matches", None),
    ):
        answer = api.call("GET", path, token, params={"cursor": forged})
        assert answer.status_code == 422 and answer.json()["code"] == "bad_cursor", answer.text


@pytest.mark.parametrize(
    "path", ["/schema", "/schema/", "/schema/swagger", "/schema/swagger/", "/schema/redoc", "/schema/elements"]
)
def test_every_page_of_the_docs_carries_their_strict_policy(api: Api, path: str) -> None:
    """Swagger UI's page at /schema/swagger/ (a trailing slash) and litestar's HTML 404 pages of
    the docs UIs it does not offer came without any Content Security Policy."""
    answer = api.http.get(path)
    assert answer.status_code in (200, 404) and "text/html" in answer.headers["content-type"], answer.headers
    policy = answer.headers.get("content-security-policy", "")
    assert "style-src 'self';" in policy and "script-src 'self';" in policy and "unsafe-inline" not in policy
