"""The committed OpenAPI schema matches the app, and fuzzing it finds no 5xx and no off-schema answer."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import msgspec

from server.app import create_app
from tests.support.client import Api
from tests.support.server import ServerProcess

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = ROOT / "openapi" / "openapi.json"


def test_committed_openapi_matches_the_app() -> None:
    generated = json.loads(msgspec.json.encode(create_app().openapi_schema.to_schema()))
    committed = json.loads(SCHEMA.read_text(encoding="utf-8"))
    assert generated == committed, "openapi/openapi.json drifted: run `make openapi` and commit it"


def test_asyncapi_documents_every_websocket_message() -> None:
    text = (ROOT / "openapi" / "asyncapi.yaml").read_text(encoding="utf-8")
    for message in ("snapshot", "events", "ack", "error", "pong", "move", "ping"):
        assert f"const: {message}" in text, f"asyncapi.yaml does not document the {message!r} message"


def test_schemathesis_finds_no_server_error_and_no_off_schema_response(server: ServerProcess, tmp_path: Path) -> None:
    """Fuzz every operation, against a real running match with a seat token, so that match-scoped
    operations are reached with valid ids as well as invalid ones."""
    api = Api(server.url)
    created = api.create("pobeda", 2)
    token = api.claim(created["id"], "fuzzer")["token"]
    api.claim(created["id"], "other")
    api.close()
    config = tmp_path / "schemathesis.toml"
    config.write_text(
        f'headers = {{ Authorization = "Bearer {token}" }}\n'
        f'[parameters]\n"path.match_id" = "{created["id"]}"\n"path.game" = "pobeda"\n',
        encoding="utf-8",
    )
    checks = "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance"
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "schemathesis.cli",
            "--config-file",
            str(config),
            "run",
            str(SCHEMA),
            "--url",
            server.url,
            "--checks",
            checks,
            "--max-examples",
            "40",
            "--seed",
            "1",
            "--request-timeout",
            "10",
            "--report-dir",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        timeout=400,
        cwd=ROOT,
    )
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    assert "test cases:" in run.stdout.lower() and " passed" in run.stdout
    assert "Traceback" not in server.logs()
