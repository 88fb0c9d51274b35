"""bench/peers/: the boardgame.io and Colyseus servers under their own clients' load, a short run each,
and bench/peers.py's ratios of our figures to theirs."""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"
PEERS = BENCH / "peers"
UNREACHABLE = ("ENOTFOUND", "EAI_AGAIN", "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENETUNREACH", "network")


def load_peers_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_peers", BENCH / "peers.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def cached_install() -> Path:
    """The peers' packages as bench/peers/package-lock.json pins them, installed once a machine (``npm
    ci``, ~10 CPU s and 40 s of wall) outside the checkout, in a folder named by the lock's hash:
    each fresh clone's test uses the same install rather than making its own; the test skips only
    when the registry cannot be reached."""
    lock = (PEERS / "package-lock.json").read_bytes()
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "igroteka"
    installed = cache / f"bench-peers-{hashlib.sha256(lock).hexdigest()[:16]}"
    if (installed / "node_modules").is_dir():
        return installed / "node_modules"
    cache.mkdir(parents=True, exist_ok=True)
    making = Path(tempfile.mkdtemp(prefix="bench-peers-", dir=cache))
    try:
        for name in ("package.json", "package-lock.json"):
            shutil.copy(PEERS / name, making / name)
        run = subprocess.run(
            ["npm", "ci", "--no-audit", "--no-fund"], cwd=making, capture_output=True, text=True, timeout=600
        )
        if run.returncode != 0:
            if any(code in run.stderr for code in UNREACHABLE):
                pytest.skip(f"npm ci cannot reach the registry: {run.stderr[-300:]}")
            pytest.fail(run.stdout + run.stderr)
        with contextlib.suppress(OSError):  # another run's install of the same lock made it first
            making.rename(installed)
    finally:
        shutil.rmtree(making, ignore_errors=True)
    return installed / "node_modules"


@pytest.fixture(scope="module")
def installed() -> dict[str, str]:
    """The environment in which bench/peers' scripts find their packages: bench/peers/node_modules
    when it is there (bench/run.sh installs it there), else the machine's cached install on
    NODE_PATH."""
    if shutil.which("node") is None or shutil.which("npm") is None:
        pytest.fail("Node 20 and npm are part of the bench's tools")
    if (PEERS / "node_modules").is_dir():
        return dict(os.environ)
    return {**os.environ, "NODE_PATH": str(cached_install())}


@pytest.mark.parametrize("peer", ["bgio", "colyseus"])
def test_a_peer_plays_matches_through_its_own_client(installed: dict[str, str], tmp_path: Path, peer: str) -> None:
    out = tmp_path / f"peer-{peer}.json"
    run = subprocess.run(
        ["node", str(PEERS / "load.js"), "--peer", peer, "--matches", "2", "--duration", "3", "--json", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
        env=installed,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    data = json.loads(out.read_text())
    assert data["peer"] == peer
    [result] = data["results"]
    assert result["matches"] == 2 and result["errors"] == [], result
    assert result["moves"] > 20 and result["matches_started"] >= 2, result
    assert 0 < result["opponent_p50_ms"] <= result["opponent_p99_ms"], result
    assert result["spectator_p99_ms"] > 0 and result["ack_p99_ms"] > 0, result
    assert result["server_cpu_ms_per_move"] > 0 and result["client_cpu_ms_per_move"] > 0, result
    assert result["server_rss_mb"] > 10, result
    assert f"{peer}: 2  " in run.stdout


def test_ratios_pair_each_of_our_results_with_the_peer_at_the_same_n() -> None:
    peers = load_peers_module()
    ours = [
        {"workers": 1, "matches": 10, "moves_per_s": 900.0, "opponent_p99_ms": 30.0, "server_cpu_ms_per_move": 1.0},
        {"workers": 1, "matches": 1, "moves_per_s": 300.0, "opponent_p99_ms": 5.0, "server_cpu_ms_per_move": 1.5},
    ]
    theirs = {
        "bgio": [{"matches": 10, "moves_per_s": 600.0, "opponent_p99_ms": 40.0, "server_cpu_ms_per_move": 2.0}],
        "colyseus": [{"matches": 10, "moves_per_s": 1800.0, "opponent_p99_ms": 0.0, "server_cpu_ms_per_move": 0.5}],
    }
    rows = peers.compare(ours, theirs)
    assert [(r["peer"], r["matches"]) for r in rows] == [("boardgame.io", 10), ("Colyseus", 10)]
    assert rows[0]["ratio_moves_per_s"] == 1.5 and rows[0]["ratio_opponent_p99_ms"] == 0.75
    assert rows[0]["ratio_server_cpu_ms_per_move"] == 0.5
    assert rows[1]["ratio_moves_per_s"] == 0.5 and rows[1]["ratio_opponent_p99_ms"] is None  # no ratio to 0
    assert "boardgame.io | 1 | 10 | 900.0 | 600.0 | 1.5" in peers.table(rows)
