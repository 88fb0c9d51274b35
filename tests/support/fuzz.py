"""Schemathesis against a live server: every operation, with a real running match and a seat token
so that match-scoped operations are reached with valid ids as well as invalid ones; and hostile
requests outside any schema (``hostile``): bodies that are not UTF-8, NUL bytes, keys given twice,
odd content types, percent-encoded parameter names, numbers in other notations, CORS preflights."""

from __future__ import annotations

import random
import subprocess
import sys
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from tests.support.client import Api

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = ROOT / "openapi" / "openapi.json"
CHECKS = "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance"


def fuzz(
    url: str, workdir: Path, examples: int = 30, timeout: float = 400, seed: int = 1, phases: str | None = None
) -> subprocess.CompletedProcess[str]:
    """Run schemathesis (all phases, stateful included, unless ``phases`` names some) against
    ``url``; its finished process."""
    api = Api(url)
    created = api.create("pobeda", 2)
    token = api.claim(created["id"], "fuzzer")["token"]
    api.claim(created["id"], "other")
    api.close()
    config = workdir / "schemathesis.toml"
    config.write_text(
        f'headers = {{ Authorization = "Bearer {token}" }}\n'
        f'[parameters]\n"path.match_id" = "{created["id"]}"\n"path.game" = "pobeda"\n',
        encoding="utf-8",
    )
    command = [sys.executable, "-m", "schemathesis.cli", "--config-file", str(config), "run", str(SCHEMA)]
    command += ["--url", url, "--checks", CHECKS, "--max-examples", str(examples), "--seed", str(seed)]
    command += ["--request-timeout", "10", "--report-dir", str(workdir)]
    command += ["--phases", phases] if phases else []
    return subprocess.run(command, capture_output=True, text=True, timeout=timeout, cwd=ROOT)


def answered(log: str) -> list[int]:
    """The statuses of the HTTP answers in a server's access log (IGROTEKA_ACCESS_LOG=true)."""
    statuses = []
    for line in log.splitlines():
        if '"logger":"uvicorn.access"' in line and " HTTP/1.1" in line:
            tail = line.split(' HTTP/1.1\\" ')[-1]
            statuses.append(int(tail[:3]))
    return statuses


@dataclass
class Hostile:
    """What the hostile requests got: their count, by status, and the 5xx answers' requests."""

    requests: int = 0
    statuses: dict[int, int] = field(default_factory=dict)
    server_errors: list[str] = field(default_factory=list)


BODY_PATHS = ("/api/v1/matches", "/api/v1/matches/{id}/seats", "/api/v1/matches/{id}/moves", "/api/v1/tournaments")
CONTENT_TYPES = (
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/json; charset=latin-1",
    "application/json; charset=utf-16",
    "application/jsonx",
    "APPLICATION/JSON",
    "",
)


def hostile_request(rng: random.Random, match: str, token: str) -> tuple[str, str, dict[str, str], bytes]:
    """One request of issue 40's kinds: a body that is not UTF-8, a NUL byte in a path or a
    parameter, a key given twice, an odd content type, a percent-encoded parameter name, a whole
    number in another notation, a CORS preflight: (method, path with its query, headers, body)."""
    json_type = {"content-type": "application/json"}
    body_path = rng.choice(BODY_PATHS).format(id=match)
    kind = rng.randrange(7)
    if kind == 0:
        good = b'{"game": "pobeda", "seats": 2, "name": "Ann"}'
        cut = rng.randrange(len(good))
        return "POST", body_path, json_type, good[:cut] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80"]) + good[cut:]
    if kind == 1:
        path = rng.choice(
            ["/static/%00", "/static/js/%00main.js", "/schema/assets/%00x", f"/api/v1/matches/{match}%00"]
        )
        query = rng.choice(["", "?game=%00", "?after=%00", "?token=%00"])
        return "GET", path + query, {}, b""
    if kind == 2:
        body = rng.choice(
            ['{"game": "pobeda", "seats": 2, "seats": 3}', '{"name": "a", "name": "b"}', '{"a": {"b": 1, "b": 2}}']
        )
        return "POST", body_path, json_type, body.encode()
    if kind == 3:
        kind_header = rng.choice(CONTENT_TYPES)
        return (
            "POST",
            body_path,
            {"content-type": kind_header} if kind_header else {},
            b'{"game": "pobeda", "seats": 2}',
        )
    if kind == 4:
        name = rng.choice(["%74oken", "tok%65n", "%61fter", "lim%69t", "%76ersion", "%00", "%"])
        path = rng.choice([f"/api/v1/matches/{match}/view", f"/api/v1/matches/{match}/events", "/api/v1/matches"])
        return "GET", f"{path}?{name}={rng.choice([token, '1', '1e3', ''])}", {}, b""
    if kind == 5:
        value = rng.choice(["1e3", "+1", "0x10", "1.0", "-0", "99999999999", "١"])
        path = rng.choice(
            [
                f"/api/v1/matches/{match}/events?after=",
                f"/api/v1/matches/{match}/view?version=",
                "/api/v1/matches?limit=",
            ]
        )
        return "GET", path + value, {}, b""
    headers = {
        "origin": rng.choice(["https://elsewhere.example", "null", ""]),
        "access-control-request-method": rng.choice(["DELETE", "PUT", "PATCH", "POST", "GET", "x"]),
        "access-control-request-headers": rng.choice(["authorization", "x-custom", "content-type, x-request-id", ""]),
    }
    return "OPTIONS", rng.choice([body_path, f"/api/v1/matches/{match}/autoplay", "/static/style.css"]), headers, b""


def hostile(url: str, requests: int, seed: int) -> Hostile:
    """Send ``requests`` hostile requests to ``url`` (a match and a seat of its own to aim at)."""
    rng = random.Random(seed)
    report = Hostile()
    with httpx.Client(base_url=url, timeout=30) as http:
        match = http.post("/api/v1/matches", json={"game": "pobeda", "seats": 2}).json()["id"]
        token = http.post(f"/api/v1/matches/{match}/seats", json={"name": f"h{uuid.uuid4().hex[:6]}"}).json()["token"]
        for _ in range(requests):
            method, path, headers, body = hostile_request(rng, match, token)
            answer = http.request(method, path, headers=headers, content=body)
            report.requests += 1
            report.statuses[answer.status_code] = report.statuses.get(answer.status_code, 0) + 1
            if answer.status_code >= 500:
                report.server_errors.append(f"{method} {path} {headers} {body[:80]!r} → {answer.status_code}")
    return report
