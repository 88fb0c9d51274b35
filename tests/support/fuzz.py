"""Schemathesis against a live server: every operation, with a real running match and a seat token
so that match-scoped operations are reached with valid ids as well as invalid ones; and hostile
requests outside any schema (``hostile``): bodies that are not UTF-8, NUL bytes, keys given twice,
odd content types, percent-encoded parameter names, numbers in other notations, CORS preflights,
look-alike and invisible names, clocks of next to nothing, the metrics, static 404s, past views,
the docs, and raw requests (a head past the limit, bytes that are not HTTP)."""

from __future__ import annotations

import json
import random
import socket
import subprocess
import sys
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import httpx

from tests.support.client import Api

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = ROOT / "openapi" / "openapi.json"
CHECKS = "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance"
# Hypothesis's health check of the time its generator takes (wall seconds to draw an operation's first
# cases): on a machine shared with other runs it measures the load, and fails an operation whose
# requests the server answered within the schema (docs/architecture.md §21's Decision). The checks
# of the generator that do not depend on the clock (filtering, entropy) stay on.
UNTIMED = "too_slow"
# `make test`'s random cases (docs/architecture.md §21's Decisions on pairing): an operation gets
# EXAMPLES of them on each deployment, each its own seed, so that no two runs send the same cases.
# SQLite's server and the cluster (nginx, two instances on one PostgreSQL) get the examples, fuzzing
# and stateful phases; PostgreSQL's own server the coverage and stateful phases (tests/api/test_openapi.py).
EXAMPLES = 15
SEEDS = {"sqlite": 1, "postgres": 2, "cluster": 3}


def fuzz(
    url: str,
    workdir: Path,
    examples: int = 30,
    timeout: float = 400,
    seed: int = 1,
    phases: str | None = None,
    uncovered: tuple[str, ...] = (),
) -> subprocess.CompletedProcess[str]:
    """Run schemathesis (all phases, stateful included, unless ``phases`` names some) against
    ``url``; its finished process. The paths in ``uncovered`` are left out of the coverage phase
    (their other phases run)."""
    api = Api(url)
    created = api.create("pobeda", 2)
    token = api.claim(created["id"], "fuzzer")["token"]
    api.claim(created["id"], "other")
    api.close()
    config = workdir / "schemathesis.toml"
    config.write_text(
        f'headers = {{ Authorization = "Bearer {token}" }}\n'
        f'[parameters]\n"path.match_id" = "{created["id"]}"\n"path.game" = "pobeda"\n'
        + "".join(f'[[operations]]\ninclude-path = "{path}"\nphases.coverage.enabled = false\n' for path in uncovered),
        encoding="utf-8",
    )
    command = [sys.executable, "-m", "schemathesis.cli", "--config-file", str(config), "run", str(SCHEMA)]
    command += ["--url", url, "--checks", CHECKS, "--max-examples", str(examples), "--seed", str(seed)]
    command += ["--request-timeout", "10", "--report-dir", str(workdir), "--suppress-health-check", UNTIMED]
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
    """What the hostile requests got: their count, by status, and the requests that got a 5xx or
    an answer that gives something away (a path of the server's files, a traceback, the metrics)."""

    requests: int = 0
    statuses: dict[int, int] = field(default_factory=dict)
    server_errors: list[str] = field(default_factory=list)
    disclosures: list[str] = field(default_factory=list)


BODY_PATHS = (
    "/api/v1/matches",
    "/api/v1/matches/{id}/seats",
    "/api/v1/matches/{id}/moves",
    "/api/v1/matches/{id}/bots",
    "/api/v1/matches/{id}/autoplay",
    "/api/v1/matches/{id}/invitations",
    "/api/v1/tournaments",
    "/api/v1/tournaments/{tournament}/players",
    "/api/v1/tournaments/{tournament}/players/0/replacement",
    "/api/v1/tournaments/{tournament}/tables/0/forfeit",
    "/api/v1/players",
    "/api/v1/players/sign-in",
    "/api/v1/players/me/seats",
    "/api/v1/players/me/tokens",
    "/api/v1/players/me/webhooks",
    "/api/v1/players/me/reminders",
    "/api/v1/players/me/push-subscriptions",
    "/api/v1/seeks",
    "/api/v1/challenges",
    "/api/v1/invitations/use",
    "/api/v1/records/verify",
)
CONTENT_TYPES = (
    "text/plain",
    "text/plain; charset=utf-8",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/json; charset=latin-1",
    "application/json; charset=utf-16",
    "application/jsonx",
    "application/json-patch+json",
    "text/json",
    "APPLICATION/JSON",
    "",
)
NOT_UTF8 = (b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xc0\xaf", b"\x80")
LOOKALIKE_NAMES = (
    "Alice",
    "\u0410lice",
    "\u0391lice",
    "A\u029f\u026a\u1d04\u1d07",
    "Al\u0131ce",
    "\uff21lice",
    "ALICE",
    "Alice\ufe0f",
    "Ali\u034fce",
    "Ali\u200bce",
    "Alice\u202e",
    "Alice\u0000",
    "\u0301\u0301",
    "a" + "\u0301" * 127,
    "A" * 10_000,
)
CLOCKS = (
    '{"kind": "move", "seconds": 1e-300, "on_timeout": "lose"}',
    '{"kind": "fischer", "seconds": 1e-300, "increment": 0}',
    '{"kind": "move", "seconds": 1e999}',
    '{"kind": "fischer", "seconds": 60, "increment": 1e999}',
    '{"kind": "move", "seconds": -0.0}',
    '{"kind": "days", "days": 1e3}',
    '{"kind": "move", "seconds": 99999999999999999999999}',
)
STATIC_MISSES = (
    "/static/js/",
    "/static/js",
    "/static/nothere.js",
    "/static/%2e%2e/pyproject.toml",
    "/static/..%2f..%2fpyproject.toml",
    "/static/%ff",
    "/schema/assets/swagger-ui-dist/",
    "/schema/assets/x/y.js",
    "/schema/assets/%c0%ae%c0%ae/",
    "/how-to-play/%ff",
    "/static/js/main.js/x",
    "/schema/assets/swagger-ui-dist/swagger-ui.css/x",
    "/static/" + "a" * 300,
)
TOKEN_NAMES = ("%74oken", "tok%65n", "%2574oken", "Token", "TOKEN", "%61fter", "lim%69t", "%76ersion", "%00", "%")
NOTATIONS = ("1e3", "+1", "%2B1", "0x10", "0x1", "1.0", "-0", "99999999999", "\u0661", "1_000", " 1", "1%00")
MAX_HEAD = 64 * 1024  # server/connections.py: a request's head past it is refused (431)
Request = tuple[str, str, dict[str, str], bytes]  # method, path with its query, headers, body
JSON = {"content-type": "application/json"}
KINDS = 12  # of hostile_request's, and raw_request's


def not_utf8(rng: random.Random, body_path: str) -> Request:
    good = b'{"game": "pobeda", "seats": 2, "name": "Ann", "table_size": 2}'
    cut = rng.randrange(len(good))
    body = rng.choice(
        [
            good[:cut] + rng.choice(NOT_UTF8) + good[cut:],
            b"\xef\xbb\xbf" + good,  # a byte-order mark
            good.decode().encode(rng.choice(["utf-16", "utf-16-le", "utf-32"])),
        ]
    )
    return "POST", body_path, JSON, body


def nul(rng: random.Random, match: str) -> Request:
    path = rng.choice(["/static/%00", "/static/js/%00main.js", "/schema/assets/%00x", f"/api/v1/matches/{match}%00"])
    query = rng.choice(["", "?game=%00", "?after=%00", "?token=%00", "?limit=1%00"])
    return "GET", path + query, {}, b""


def twice(rng: random.Random, body_path: str) -> Request:
    body = rng.choice(
        [
            '{"game": "pobeda", "seats": 2, "seats": 3}',
            '{"name": "a", "name": "b"}',
            '{"a": {"b": 1, "b": 2}}',
            '{"game": "pobeda", "seats": 2, "s\\u0065ats": 3}',
        ]
    )
    return "POST", body_path, JSON, body.encode()


def content_type(rng: random.Random, body_path: str) -> Request:
    kind = rng.choice(CONTENT_TYPES)
    return "POST", body_path, {"content-type": kind} if kind else {}, b'{"game": "pobeda", "seats": 2}'


def encoded_name(rng: random.Random, match: str, token: str) -> Request:
    name = rng.choice(TOKEN_NAMES)
    path = rng.choice([f"/api/v1/matches/{match}/view", f"/api/v1/matches/{match}/events", "/api/v1/matches"])
    separator = rng.choice(["?", "?x=1;", "?x=1&"])
    return "GET", f"{path}{separator}{name}={rng.choice([token, '1', '1e3', ''])}", {}, b""


def notation(rng: random.Random, match: str) -> Request:
    path = rng.choice(
        [
            f"/api/v1/matches/{match}/events?after=",
            f"/api/v1/matches/{match}/events?upto=",
            f"/api/v1/matches/{match}/view?version=",
            "/api/v1/matches?limit=",
            "/api/v1/tournaments?limit=",
            "/api/v1/seeks?limit=",
        ]
    )
    return "GET", path + rng.choice(NOTATIONS), {}, b""


def preflight(rng: random.Random, body_path: str, match: str) -> Request:
    headers = {
        "origin": rng.choice(["https://elsewhere.example", "null", ""]),
        "access-control-request-method": rng.choice(["DELETE", "PUT", "PATCH", "POST", "GET", "x"]),
        "access-control-request-headers": rng.choice(["authorization", "x-custom", "content-type, x-request-id", ""]),
    }
    return "OPTIONS", rng.choice([body_path, f"/api/v1/matches/{match}/autoplay", "/static/style.css"]), headers, b""


def name(rng: random.Random, match: str, tournament: str) -> Request:
    path = rng.choice(
        [f"/api/v1/matches/{match}/seats", f"/api/v1/tournaments/{tournament}/players", "/api/v1/players"]
    )
    return "POST", path, JSON, json.dumps({"name": rng.choice(LOOKALIKE_NAMES)}).encode()


def clock(rng: random.Random) -> Request:
    path, head = rng.choice(
        [
            ("/api/v1/matches", '{"game": "pobeda", "seats": 2, "time_control": '),
            ("/api/v1/tournaments", '{"game": "pobeda", "table_size": 2, "time_control": '),
            ("/api/v1/seeks", '{"game": "pobeda", "seats": 2, "name": "clock", "time_control": '),
        ]
    )
    return "POST", path, JSON, (head + rng.choice(CLOCKS) + "}").encode()


def exposed(rng: random.Random, match: str) -> Request:
    """The operator's metrics, a static file that is not there, a past view, the API docs."""
    path = rng.choice(
        [
            rng.choice(["/metrics", "/metrics/", "/METRICS", "/metrics?x=1", "//metrics"]),
            rng.choice(STATIC_MISSES),
            f"/api/v1/matches/{match}/view?version={rng.randrange(1, 4)}",
            rng.choice(["/schema", "/schema/", "/schema/swagger", "/schema/swagger/", "/schema/redoc"]),
        ]
    )
    return "GET", path, rng.choice([{}, {"x-real-ip": "10.0.0.1", "x-forwarded-for": "10.0.0.1"}]), b""


def raw_request(rng: random.Random) -> bytes:
    """A request no HTTP client would send: its head past the limit, not HTTP, or cut short."""
    start = b"GET /api/v1/games HTTP/1.1\r\nHost: igroteka\r\n"
    return rng.choice(
        [
            start + b"".join(b"X-Pad-%05d: %s\r\n" % (n, b"a" * 100) for n in range(MAX_HEAD // 115 + 1)),
            start + b"X-Pad: " + b"a" * MAX_HEAD,
            b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n",
            b"GET /\x00 HTTP/1.1\r\n\r\n",
            b"GET /" + b"a" * (MAX_HEAD + 10) + b" HTTP/1.1\r\n",
            start + b"Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        ]
    )


def hostile_request(rng: random.Random, match: str, token: str, tournament: str) -> Request:
    """One request of issue 40's kinds: a body that is not UTF-8 (a BOM, UTF-16 or 32 among them),
    a NUL byte in a path or a parameter, a key given twice, an odd content type, a
    percent-encoded parameter name, a whole number in another notation, a CORS preflight, a name
    that looks like another or holds invisible characters, a clock of next to nothing or
    forever, the metrics, a static 404, a past view or the docs; (method, path with its query,
    headers, body). ``raw_request`` makes the kind no HTTP client sends."""
    body_path = rng.choice(BODY_PATHS).format(id=match, tournament=tournament)
    kind = rng.randrange(KINDS - 1)
    makers = [
        lambda: not_utf8(rng, body_path),
        lambda: nul(rng, match),
        lambda: twice(rng, body_path),
        lambda: content_type(rng, body_path),
        lambda: encoded_name(rng, match, token),
        lambda: notation(rng, match),
        lambda: preflight(rng, body_path, match),
        lambda: name(rng, match, tournament),
        lambda: clock(rng),
        lambda: exposed(rng, match),
        lambda: ("POST", body_path, {**JSON, "transfer-encoding": "chunked"}, rng.choice(NOT_UTF8) * 3),
    ]
    return makers[kind]()


def disclosed(root: str, text: str) -> bool:
    """Whether an answer gives away a path of the server's files, a traceback or the metrics."""
    secrets = (root, "site-packages", "Traceback", "/usr/lib/python", "igroteka_moves")
    return any(secret in text for secret in secrets)


def send_raw(url: str, request: bytes) -> int:
    """Send bytes on a connection of their own; the status of the answer (0: none in 5 s)."""
    parts = urlsplit(url)
    with socket.create_connection((parts.hostname, parts.port), timeout=5) as sock:
        sock.sendall(request)
        try:
            answer = sock.recv(64)
        except (TimeoutError, ConnectionResetError):
            return 0
    return int(answer[9:12]) if answer.startswith(b"HTTP/1.1 ") else 0


def hostile(url: str, requests: int, seed: int) -> Hostile:
    """Send ``requests`` hostile requests to ``url`` (a match, a seat and a tournament of its own
    to aim at); one in ``KINDS`` goes on a raw connection."""
    rng = random.Random(seed)
    report = Hostile()
    root = str(ROOT)
    with httpx.Client(base_url=url, timeout=30) as http:
        match = http.post("/api/v1/matches", json={"game": "pobeda", "seats": 2}).json()["id"]
        token = http.post(f"/api/v1/matches/{match}/seats", json={"name": f"h{uuid.uuid4().hex[:6]}"}).json()["token"]
        tournament = http.post("/api/v1/tournaments", json={"game": "pobeda", "table_size": 2}).json()["id"]
        for _ in range(requests):
            if rng.randrange(KINDS) == 0:
                sent = raw_request(rng)
                method, path, headers, body = "RAW", sent[:40].decode(errors="replace"), {}, sent
                status, text = send_raw(url, sent), ""
            else:
                method, path, headers, body = hostile_request(rng, match, token, tournament)
                headers = dict(headers)
                chunked = headers.pop("transfer-encoding", None) == "chunked"  # httpx chunks an iterator
                answer = http.request(method, path, headers=headers, content=iter([body]) if chunked else body)
                status, text = answer.status_code, answer.text
            report.requests += 1
            report.statuses[status] = report.statuses.get(status, 0) + 1
            if status >= 500:
                report.server_errors.append(f"{method} {path} {headers} {body[:80]!r} → {status}")
            if disclosed(root, text):
                report.disclosures.append(f"{method} {path} → {status}: {text[:200]}")
    return report
