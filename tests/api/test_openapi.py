"""The committed OpenAPI schema matches the app, and fuzzing it finds no 5xx and no off-schema answer."""

from __future__ import annotations

import json
import re
from pathlib import Path

from igroteka.server import asyncapi
from igroteka.server.app import create_app
from igroteka.server.contract import contract
from igroteka.server.problems import CODES, SERVER_CODES
from tests.support.fuzz import EXAMPLES, SCHEMA, SEEDS, fuzz
from tests.support.server import ServerProcess

ROOT = Path(__file__).resolve().parents[2]


def test_committed_openapi_matches_the_app() -> None:
    generated = contract(create_app())
    committed = json.loads(SCHEMA.read_text(encoding="utf-8"))
    assert generated == committed, "openapi/openapi.json drifted: run `make openapi` and commit it"


def test_committed_asyncapi_matches_the_stream() -> None:
    committed = (ROOT / "openapi" / "asyncapi.yaml").read_text(encoding="utf-8")
    assert asyncapi.text() == committed, "openapi/asyncapi.yaml drifted: run `make openapi` and commit it"


def test_asyncapi_documents_every_websocket_message() -> None:
    messages = asyncapi.document()["components"]["messages"]
    assert set(messages) == {
        "snapshot",
        "events",
        "patch",
        "ack",
        "error",
        "pong",
        "move",
        "ping",
        "resign",
        "takeback",
        "presence",
        "notice",
        "ready",
    }
    for message in messages.values():
        assert message["summary"], message


def test_schemathesis_finds_no_server_error_and_no_off_schema_response(server: ServerProcess, tmp_path: Path) -> None:
    """No 5xx, no status, content type or body outside the schema, and no traceback in the server's
    log, with each store behind one server. SQLite's server gets the examples, the random cases and
    the stateful phase. PostgreSQL's gets the coverage phase (its boundary values reach the server
    as sent, with no proxy between) and the stateful phase (each link's next request answered by
    the server that wrote its data); its random cases go through the cluster, which runs on
    PostgreSQL (tests/cluster/test_load_balancer.py, the pairing in tests/support/fuzz.py). The
    coverage phase leaves out the record's verification: the Record schema's boundary values are
    8,352 of the phase's 11,762 requests (3.3 times the CPU of all other operations' together),
    `make fuzz` sends them to both stores, and here verify gets its examples, its fuzzing (valid
    and invalid records) and the stateful phase, and tests/api/test_record_verify.py its malformed
    records."""
    store = "sqlite" if server.env["IGROTEKA_DATABASE_URL"].startswith("sqlite") else "postgres"
    phases = "examples,fuzzing,stateful" if store == "sqlite" else "coverage,stateful"
    run = fuzz(server.url, tmp_path, EXAMPLES, seed=SEEDS[store], phases=phases, uncovered=("/api/v1/records/verify",))
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    assert "test cases:" in run.stdout.lower() and " passed" in run.stdout
    assert "Traceback" not in server.logs()


def test_every_code_the_server_raises_is_listed_in_the_contract() -> None:
    """A code raised anywhere outside the games (which bring their own refusal codes) is one of
    Problem.code's listed codes, each with its meaning."""
    raised = re.compile(
        r'\b(?:NotFound|Unauthorized|Forbidden|Conflict|Invalid|TooMany|Unavailable)\(\s*"([a-z0-9_]+)"'
    )
    sources = [*ROOT.glob("server/**/*.py"), *ROOT.glob("projections/*.py"), *ROOT.glob("domain/*.py")]
    found = {code for path in sources for code in raised.findall(path.read_text(encoding="utf-8"))}
    found |= set(CODES.values()) | {"invalid_request", "too_deep", "internal_error", "http_error"}
    assert found - set(SERVER_CODES) == set(), "undocumented problem codes"
    assert len(found) > 30, found
    listed = json.loads(SCHEMA.read_text(encoding="utf-8"))["components"]["schemas"]["Problem"]["properties"]["code"]
    assert set(listed["anyOf"][0]["enum"]) == set(SERVER_CODES)
