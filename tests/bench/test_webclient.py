"""bench/webclient.py, the reference web client's requests around a move, on a real server: two
matches for three seconds."""

from __future__ import annotations

import asyncio
import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

from tests.support.server import ServerProcess

BENCH = Path(__file__).resolve().parents[2] / "bench"


def load_webclient() -> ModuleType:
    sys.path.insert(0, str(BENCH))
    spec = importlib.util.spec_from_file_location("bench_webclient", BENCH / "webclient.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_webclient"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def run_page(server: ServerProcess, client: str) -> dict[str, Any]:
    webclient = load_webclient()
    assert server.process is not None
    clock = webclient.CpuClock(server.process.pid, None)

    async def scenario() -> Any:
        return await webclient.WebClient(server.url, 2, 3.0, 1, client).run(clock)

    result = asyncio.run(scenario())
    assert result["errors"] == [] and result["refused_moves"] == 0, result
    assert result["moves"] > 10, result
    assert 0 < result["opponent_p50_ms"] <= result["opponent_p99_ms"], result
    assert result["server_cpu_ms_per_move"] > 0, result
    assert f"web client ({client}), N = 2:" in webclient.report([result])
    return result


def test_the_page_sends_no_request_around_a_move(server: ServerProcess) -> None:
    """The page as it is: its frames carry the view and its legal moves, its moves go over the
    stream with an ack, so no HTTP request is sent around a move; the frames are counted in bytes."""
    result = run_page(server, "socket")
    assert result["requests_per_move_by_kind"] == {} and result["requests_per_move"] == 0.0, result
    assert result["http_bytes_sent_per_move"] == 0 and result["http_bytes_received_per_move"] == 0, result
    assert result["ws_bytes_sent_per_move"] > 50, result  # the move itself
    assert result["ws_bytes_received_per_move"] > 1000, result  # 3 sockets' frames


def test_the_page_before_issue_41_sent_three_requests_a_move(server: ServerProcess) -> None:
    """The page before: it posted each move, read the view after it, and the seat to act read its
    legal moves after each frame: three requests a move, nothing else in the window."""
    result = run_page(server, "rest")
    kinds = result["requests_per_move_by_kind"]
    assert set(kinds) == {"POST moves", "GET view", "GET legal-moves"}, result
    assert kinds["POST moves"] == 1.0, result  # every move posted in the window was accepted and counted
    assert 0.9 <= kinds["GET view"] <= 1.1 and 0.9 <= kinds["GET legal-moves"] <= 1.1, result
    assert 2.8 <= result["requests_per_move"] <= 3.2, result
    assert result["http_bytes_received_per_move"] > 1000 and result["http_bytes_sent_per_move"] > 300, result
    assert result["ws_bytes_received_per_move"] > result["http_bytes_received_per_move"], result  # 3 sockets' frames
    assert result["ws_bytes_sent_per_move"] == 0, result  # the page moves over REST
