"""Issue 36: an install claims only the name ``igroteka`` (the folders server/, domain/ and
projections/ install as ``igroteka.server`` …), and a store written before the move still reads."""

from __future__ import annotations

import ast
import json
import sqlite3
import subprocess
import sys
import tomllib
from pathlib import Path
from random import Random

from igroteka.domain.engine import Seat
from igroteka.domain.matches import MatchService
from igroteka.projections.views import view
from igroteka.server.store import store_env
from tests.platform.test_match_service import open_match, play_one

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("domain", "projections", "server")


def test_an_install_claims_only_the_name_igroteka(tmp_path: Path) -> None:
    """Outside the checkout (``-I``: no current folder on the path), the installed distribution
    gives ``igroteka.server`` and friends, and no top-level ``server``, ``domain`` or ``projections``."""
    probe = (
        "import importlib.util as u, importlib.metadata as m, json;"
        "print(json.dumps({'bare': [n for n in ('server', 'domain', 'projections') if u.find_spec(n)],"
        " 'ours': [n for n in ('igroteka.server', 'igroteka.domain', 'igroteka.projections') if u.find_spec(n)],"
        " 'script': [e.value for e in m.entry_points(group='console_scripts', name='igroteka')]}))"
    )
    found = json.loads(
        subprocess.run(
            [sys.executable, "-I", "-c", probe], cwd=tmp_path, capture_output=True, text=True, check=True
        ).stdout
    )
    assert found == {
        "bare": [],
        "ours": ["igroteka.server", "igroteka.domain", "igroteka.projections"],
        "script": ["igroteka.server.cli:main"],
    }


def test_the_packages_installed_are_the_folders_that_are_packages() -> None:
    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    folders = sorted(
        "igroteka." + ".".join(init.parent.relative_to(ROOT).parts)
        for folder in FOLDERS
        for init in (ROOT / folder).rglob("__init__.py")
    )
    assert setuptools["packages"] == folders
    assert setuptools["package-dir"] == {f"igroteka.{folder}": folder for folder in FOLDERS}


def imported(path: Path) -> set[str]:
    """The modules ``path`` imports, by their full names."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


def test_imports_name_the_installed_packages_and_flow_one_way() -> None:
    """No module imports a bare ``server``/``domain``/``projections`` (which would load a second copy
    from the checkout), and imports flow ``server → projections → domain`` (docs/architecture.md §1)."""
    forbidden = {
        "domain": ("igroteka.server", "igroteka.projections"),
        "projections": ("igroteka.server",),
        "server": (),
    }
    wrong = []
    for folder in (*FOLDERS, "tests", "bench"):
        for path in (ROOT / folder).rglob("*.py"):
            for name in imported(path):
                top = name.split(".")[0]
                upward = forbidden.get(path.relative_to(ROOT).parts[0], ())
                if top in FOLDERS or name.startswith(upward):
                    wrong.append(f"{path.relative_to(ROOT)}: {name}")
    assert wrong == []


def test_a_store_written_with_the_earlier_topics_reads_unchanged(tmp_path: Path) -> None:
    """Events stored as ``domain.match:Match.MovePlayed`` (before the move) load into the same match."""
    path = tmp_path / "earlier.sqlite"
    service = MatchService(store_env(f"sqlite:///{path}"))
    match_id, _, tokens = open_match(service)
    rng = Random(36)
    for _ in range(6):
        play_one(service, match_id, tokens, rng)
    before = view(service.get(match_id), Seat(0), frozenset())
    service.close()
    with sqlite3.connect(path) as db:
        rows = db.execute("SELECT rowid, topic, state FROM stored_events").fetchall()
        for rowid, topic, state in rows:
            earlier = state.replace(b'"igroteka.domain.', b'"domain.')
            db.execute(
                "UPDATE stored_events SET topic = ?, state = ? WHERE rowid = ?",
                (topic.removeprefix("igroteka."), earlier, rowid),
            )
        assert {topic.split(":")[0] for (topic,) in db.execute("SELECT DISTINCT topic FROM stored_events")} == {
            "domain.match"
        }
    again = MatchService(store_env(f"sqlite:///{path}"))
    try:
        match = again.get(match_id)
        assert match.version == 6 + 4 and view(match, Seat(0), frozenset()) == before
        play_one(again, match_id, tokens, rng)
    finally:
        again.close()
