"""The generated clients play every game against a real server: the Python example through
openapi/clients/python installed alone in a fresh virtualenv, the TypeScript one through
openapi-fetch and schema.d.ts (both generated from openapi.json, checked for drift and type-checked
by openapi/clients/check.sh)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from igroteka.domain.games import GAMES
from tests.conftest import STORES
from tests.support.server import ServerProcess

CLIENTS = Path(__file__).resolve().parents[2] / "openapi" / "clients"


def finished_every_game(output: str) -> None:
    for game in GAMES:
        assert f"{game}: finished after" in output, output


@pytest.fixture(scope="module")
def client_python(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtualenv with nothing but `pip install openapi/clients/python` (from a copy, so the
    build leaves nothing in the checkout): the client is a distribution that installs by itself."""
    folder = tmp_path_factory.mktemp("client")
    source = shutil.copytree(
        CLIENTS / "python", folder / "source", ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__")
    )
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(folder / "venv")], check=True, timeout=120)
    python = folder / "venv" / "bin" / "python"
    pip = [sys.executable, "-m", "pip", "--python", str(python), "install", "-q", str(source)]
    installed = subprocess.run(pip, capture_output=True, text=True, timeout=600)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    return python


# The Python client plays on SQLite and the TypeScript one on PostgreSQL; each on the other store
# under `make soak` (docs/architecture.md §21's Decision on pairing: a client speaks HTTP, whichever
# store is behind the server).
def on_store(first: str) -> list[Any]:
    return [pytest.param(store, marks=[] if store == first else [pytest.mark.soak]) for store in STORES]


@pytest.mark.parametrize("server", on_store("sqlite"), indirect=True, scope="module")
def test_the_generated_python_client_plays_every_game(server: ServerProcess, client_python: Path) -> None:
    example = CLIENTS / "python" / "example.py"
    # -I: neither PYTHONPATH nor the example's own folder (which holds the sources) is on the path
    run = subprocess.run(
        [str(client_python), "-I", str(example), server.url], capture_output=True, text=True, timeout=240
    )
    assert run.returncode == 0, run.stdout + run.stderr
    finished_every_game(run.stdout)
    assert f"player: {len(GAMES)} finished, 0 in my games" in run.stdout, run.stdout


@pytest.fixture(scope="module")
def client_typescript() -> Iterator[Path]:
    """example.ts compiled with schema.d.ts (tsc --strict, as openapi/clients/check.sh type-checks
    it) into a folder of its own under the package, whose node_modules it imports openapi-fetch
    from (`make test` runs the suite beside check.sh, and installs the package's modules first)."""
    typescript = CLIENTS / "typescript"
    out = typescript / "dist" / f"test-{uuid.uuid4().hex[:8]}"
    built = subprocess.run(
        ["npx", "--no-install", "tsc", "-p", "tsconfig.json", "--outDir", str(out)],
        cwd=typescript,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert built.returncode == 0, built.stdout + built.stderr
    yield out / "example.js"
    shutil.rmtree(out, ignore_errors=True)


@pytest.mark.parametrize("server", on_store("postgres"), indirect=True, scope="module")
def test_the_generated_typescript_client_plays_every_game(server: ServerProcess, client_typescript: Path) -> None:
    run = subprocess.run(
        ["node", str(client_typescript), server.url],
        cwd=CLIENTS / "typescript",
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "player: my games hold pobeda seat 0" in run.stdout, run.stdout
    finished_every_game(run.stdout)
