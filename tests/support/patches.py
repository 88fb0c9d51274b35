"""RFC 6902 JSON Patch applied as a client applies it: to check the patches a stream sends."""

from __future__ import annotations

from typing import Any

from igroteka.server.patches import PatchOp


def apply(document: Any, ops: list[PatchOp] | list[dict[str, Any]]) -> Any:
    """``document`` with ``ops`` (the operations ``server.patches.diff`` makes) applied."""
    ops = [op if isinstance(op, PatchOp) else PatchOp(op["op"], op["path"], op.get("value")) for op in ops]
    for op in ops:
        if op.path == "":
            document = op.value
            continue
        *parents, last = [s.replace("~1", "/").replace("~0", "~") for s in op.path[1:].split("/")]
        target = document
        for step in parents:
            target = target[int(step)] if isinstance(target, list) else target[step]
        key: str | int = int(last) if isinstance(target, list) else last
        if op.op == "remove":
            del target[key]
        elif op.op == "add" and isinstance(target, list):
            target.insert(int(last), op.value)
        else:
            target[key] = op.value
    return document
