"""The short WebSocket fuzz run of make test (make fuzz runs the long one): hostile frames over a
seat's and a spectator's streams never get a server error (close 1011) or a traceback."""

from __future__ import annotations

import httpx

from tests.support.client import Api
from tests.support.server import ServerProcess
from tests.support.wsfuzz import fuzz_streams


def fuzz_targets(api: Api) -> list[tuple[str, str | None, list[object]]]:
    match = api.create("pobeda", 2)["id"]
    tokens = [api.claim(match, name)["token"] for name in ("Алиса", "Борис")]
    targets: list[tuple[str, str | None, list[object]]] = [(match, None, [])]
    for token in tokens:
        targets.append((match, token, api.legal(match, token, "fuzz")["moves"]))
    return targets


def test_hostile_frames_never_get_a_server_error(server: ServerProcess) -> None:
    api = Api(server.url)
    report = fuzz_streams(server.ws, fuzz_targets(api), frames=400, seed=5)
    api.close()
    assert report.frames == 400 and report.connections > 1, report
    assert not report.server_errors, report
    assert "Traceback" not in server.logs()
    assert httpx.get(f"{server.url}/health/live").status_code == 200
