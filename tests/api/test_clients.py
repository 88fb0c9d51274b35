"""The generated clients play every game against a real server: the Python example through
openapi/clients/python/igroteka_client, the TypeScript one through openapi-fetch and schema.d.ts
(both generated from openapi.json, checked for drift and type-checked by openapi/clients/check.sh)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from domain.games import GAMES
from tests.support.server import ServerProcess

CLIENTS = Path(__file__).resolve().parents[2] / "openapi" / "clients"


def finished_every_game(output: str) -> None:
    for game in GAMES:
        assert f"{game}: finished after" in output, output


def test_the_generated_python_client_plays_every_game(server: ServerProcess) -> None:
    python = CLIENTS / "python"
    env = {**os.environ, "PYTHONPATH": str(python)}
    run = subprocess.run(
        [sys.executable, str(python / "example.py"), server.url], env=env, capture_output=True, text=True, timeout=240
    )
    assert run.returncode == 0, run.stdout + run.stderr
    finished_every_game(run.stdout)


def test_the_generated_typescript_client_plays_every_game(server: ServerProcess) -> None:
    typescript = CLIENTS / "typescript"
    assert (typescript / "node_modules").is_dir(), "run openapi/clients/check.sh first (make test does)"
    run = subprocess.run(
        ["npm", "run", "-s", "example", "--", server.url], cwd=typescript, capture_output=True, text=True, timeout=240
    )
    assert run.returncode == 0, run.stdout + run.stderr
    finished_every_game(run.stdout)
