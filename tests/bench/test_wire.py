"""bench/wire.py, bytes and CPU a move of whole, patched and deflated frames, on one recorded
«Победа!» match played in process."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"


def test_patches_and_deflate_carry_fewer_bytes_than_whole_frames() -> None:
    spec = importlib.util.spec_from_file_location("bench_wire", BENCH / "wire.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_wire"] = module
    spec.loader.exec_module(module)
    result = module.measure("pobeda", 1)
    assert result["moves"] > 10 and result["viewers"] == 3, result
    assert 0 < result["patch_bytes"] < result["whole_bytes"] / 2, result
    assert 0 < result["deflate_bytes"] < result["whole_bytes"] / 2, result
    assert result["patch_ms"] > 0 and result["deflate_ms"] > 0, result
