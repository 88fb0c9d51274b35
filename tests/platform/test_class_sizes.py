"""No class of the server, the domain or the projections is over 300 lines (issue 36): one that
grows past it does several jobs and is split along them, as the hub was into its schedulers, the
match service into its repository, serialiser and commands, and the match aggregate into its
events and the functions that read its log and move its time on."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MOST = 300


@pytest.mark.parametrize("layer", ["server", "domain", "projections"])
def test_no_class_is_over_300_lines(layer: str) -> None:
    big = [
        f"{path.relative_to(ROOT)}:{node.lineno} {node.name} ({node.end_lineno - node.lineno + 1} lines)"
        for path in sorted((ROOT / layer).rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ClassDef) and node.end_lineno is not None and node.end_lineno - node.lineno + 1 > MOST
    ]
    assert not big, big
