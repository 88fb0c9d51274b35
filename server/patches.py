"""RFC 6902 JSON Patch between two JSON documents (as ``msgspec.json.decode`` makes them): the
operations that turn the first into the second, for streams that asked for their frames as
patches against the previous frame. Objects are compared member by member and arrays item by item
(items added or removed at the end); anything else that differs is replaced whole."""

from __future__ import annotations

from typing import Any, Literal

import msgspec


class PatchOp(msgspec.Struct):
    """One RFC 6902 operation: ``add`` and ``replace`` set ``path`` (an RFC 6901 pointer) to
    ``value``; ``remove`` deletes it (its ``value`` is null, and ignored, as RFC 6902 §4 says of
    members an operation does not define)."""

    op: Literal["add", "remove", "replace"]
    path: str
    value: Any = None


def pointer(path: str, key: str | int) -> str:
    """``path`` and one more step (RFC 6901: ``~`` as ``~0``, ``/`` as ``~1``)."""
    step = str(key)
    if isinstance(key, str) and ("~" in step or "/" in step):
        step = step.replace("~", "~0").replace("/", "~1")
    return f"{path}/{step}"


def diff(before: Any, after: Any, path: str = "") -> list[PatchOp]:
    """The operations that turn ``before`` into ``after``."""
    if type(before) is not type(after):
        return [PatchOp("replace", path, after)]
    if isinstance(after, dict):
        ops = [PatchOp("remove", pointer(path, key)) for key in before if key not in after]
        for key, value in after.items():
            if key in before:
                ops += diff(before[key], value, pointer(path, key))
            else:
                ops.append(PatchOp("add", pointer(path, key), value))
        return ops
    if isinstance(after, list):
        ops = []
        for n in range(min(len(before), len(after))):
            ops += diff(before[n], after[n], pointer(path, n))
        ops += [PatchOp("add", pointer(path, n), after[n]) for n in range(len(before), len(after))]
        ops += [PatchOp("remove", pointer(path, n)) for n in reversed(range(len(after), len(before)))]
        return ops
    return [] if before == after else [PatchOp("replace", path, after)]
