"""Every answer of a real server process carries a request id and the security headers; the web
client's pages carry a Content Security Policy; log lines carry the id of the request served."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from websockets.sync.client import connect

from tests.support.client import Api
from tests.support.server import ServerProcess


@pytest.fixture
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


@pytest.mark.parametrize(
    ("method", "path", "status"),
    [
        ("GET", "/api/v1/games", 200),
        ("GET", "/", 200),
        ("GET", "/api/v1/matches/00000000-0000-0000-0000-000000000000", 404),
        ("GET", "/no/such/route", 404),
        ("POST", "/api/v1/matches", 400),
        ("GET", "/static/style.css", 200),
        ("GET", "/static/no-such-file.js", 404),
        ("GET", "/schema", 200),
        ("GET", "/schema/start.js", 200),
        ("GET", "/schema/assets/swagger-ui-dist/swagger-ui.css", 200),
    ],
)
def test_every_answer_has_a_request_id_and_the_security_headers(api: Api, method: str, path: str, status: int) -> None:
    response = api.http.request(method, path, json={} if method == "POST" else None)
    assert response.status_code == status
    assert len(response.headers["x-request-id"]) == 32
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.headers["referrer-policy"] == "no-referrer"
    csp = response.headers.get("content-security-policy")
    page = path == "/" or path.startswith("/static/") or path == "/schema"
    assert (csp is not None and "script-src 'self';" in csp and "frame-ancestors 'none'" in csp) == page, csp
    assert "charset=utf-8; charset" not in response.headers.get("content-type", "")


def test_the_docs_page_has_no_inline_script_for_its_policy_to_allow(api: Api) -> None:
    page = api.http.get("/schema").text
    assert "<script>" not in page and "<style" not in page and " style=" not in page
    assert 'src="/schema/start.js"' in page
    assert "unsafe-inline" not in api.http.get("/").headers["content-security-policy"]


def test_a_plain_request_id_from_the_caller_is_kept_and_logged(api: Api, server: ServerProcess) -> None:
    match_id = api.create("pobeda", 2)["id"]
    tokens = [api.claim(match_id, f"p{n}")["token"] for n in range(2)]
    seat = api.envelope(match_id)["to_act"][0]
    move = api.legal(match_id, tokens[seat], "seat")["moves"][0]
    body = {"move_id": str(uuid.uuid4()), "move": move}
    headers = {"X-Request-ID": "trace-4242"}
    response = api.call("POST", f"/api/v1/matches/{match_id}/moves", tokens[seat], json=body, headers=headers)
    assert response.status_code == 200 and response.headers["x-request-id"] == "trace-4242"
    logged = [json.loads(line) for line in server.logs().splitlines() if line.startswith("{")]
    assert any(entry.get("request_id") == "trace-4242" and entry["msg"] == "move" for entry in logged)
    forged = api.http.get("/api/v1/games", headers={"X-Request-ID": "a b;c"})
    assert forged.headers["x-request-id"] != "a b;c" and len(forged.headers["x-request-id"]) == 32


def test_the_stream_accept_carries_a_request_id(api: Api, server: ServerProcess) -> None:
    match_id = api.create("pobeda", 2)["id"]
    with connect(f"{server.ws}/api/v1/matches/{match_id}/stream", proxy=None, open_timeout=5) as ws:
        assert len(ws.response.headers["x-request-id"]) == 32
        assert json.loads(ws.recv(10))["type"] == "snapshot"


def test_the_access_log_switch_logs_each_request_with_its_id(tmp_path: Path) -> None:
    with ServerProcess(f"sqlite:///{tmp_path / 'db.sqlite'}", tmp_path, access_log="true") as server:
        answer = httpx.get(f"{server.url}/api/v1/games", headers={"X-Request-ID": "probe-42"})
        assert answer.headers["x-request-id"] == "probe-42"
        lines = [json.loads(line) for line in server.logs().splitlines() if line.startswith("{")]
    access = [line for line in lines if line["logger"] == "uvicorn.access" and "/api/v1/games" in line["msg"]]
    assert access and access[0]["request_id"] == "probe-42", lines[-5:]
