"""No class of the server is over 300 lines (issue 36): one that grows past it does several jobs
and is split along them, as the hub was into its schedulers and the streams' parts."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MOST = 300


def test_no_server_class_is_over_300_lines() -> None:
    big = [
        f"{path.relative_to(ROOT)}:{node.lineno} {node.name} ({node.end_lineno - node.lineno + 1} lines)"
        for path in sorted((ROOT / "server").rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ClassDef) and node.end_lineno is not None and node.end_lineno - node.lineno + 1 > MOST
    ]
    assert not big, big
