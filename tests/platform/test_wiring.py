"""The composition root hands each part what it uses when it builds it (issue 36): nothing in the
hub or the match service assigns onto another object after it was built (``service.recorded =``,
``commands.writer =``), which left a part half-made until someone wired it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
STATE = {"healthy"}  # the store's health, which the listener reports while the process runs: state, not wiring


def assigned_elsewhere(source: str) -> list[str]:
    """Each assignment onto an attribute of anything but ``self`` itself (but ``STATE``), as
    ``line: target``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        targets = (
            node.targets
            if isinstance(node, ast.Assign)
            else [node.target]
            if isinstance(node, ast.AnnAssign | ast.AugAssign)
            else []
        )
        for target in targets:
            for part in ast.walk(target):
                if (
                    isinstance(part, ast.Attribute)
                    and part.attr not in STATE
                    and not (isinstance(part.value, ast.Name) and part.value.id == "self")
                ):
                    found.append(f"{node.lineno}: {ast.unparse(target)}")
                    break
    return found


def test_the_check_sees_wiring_after_construction() -> None:
    wired = (
        "class Hub:\n    def __init__(self, service):\n        self.service = service\n"
        "        service.recorded = 1\n        self.service.commands.writer = 2\n        self.service.healthy = True\n"
    )
    assert assigned_elsewhere(wired) == ["4: service.recorded", "5: self.service.commands.writer"]


@pytest.mark.parametrize("module", ["server/hub.py", "domain/matches.py"])
def test_no_part_is_wired_after_it_was_built(module: str) -> None:
    assert assigned_elsewhere((ROOT / module).read_text(encoding="utf-8")) == []
