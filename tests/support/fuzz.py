"""Schemathesis against a live server: every operation, with a real running match and a seat token
so that match-scoped operations are reached with valid ids as well as invalid ones."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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
