"""A match played to its end by the server's bots for a test that needs a finished match, not the
moves that finished it: each seat hands itself to a server bot (``POST .../autoplay``), which plays
in the server without a request a move. On a test server (whose bots move at once unless a test
asks for a person's pace, tests/support/server.py) a «День Победы» match of some 200 versions ends
in ~0.2 CPU s of the server's, where `tests.support.client.play_randomly` spends ~2 CPU s (four
requests a move, the client's and the server's). Random play through the REST routes themselves is tests/api/test_http_api.py's and
test_contract.py's."""

from __future__ import annotations

import time
from typing import Any

from tests.support.client import Api


def play_by_bots(
    api: Api, match_id: str, tokens: dict[int, str], level: str = "random", seconds: float = 60
) -> dict[str, Any]:
    """Hand each seat of ``tokens`` to a server bot of ``level`` and wait until the match is
    finished; its envelope, as the first seat sees it (live). A match already finished, or that
    the bots finish before every seat is handed over, is left as it is (as play_randomly leaves
    one). Fails if it is not finished within ``seconds``."""
    for token in tokens.values():
        handed = api.call("POST", f"/api/v1/matches/{match_id}/autoplay", token, json={"level": level})
        if handed.status_code == 409 and handed.json()["code"] == "match_finished":
            break
        assert handed.status_code == 200, handed.text
    live = next(iter(tokens.values()))
    deadline = time.monotonic() + seconds
    while (envelope := api.envelope(match_id, live))["status"] != "finished":
        assert envelope["status"] == "running" and time.monotonic() < deadline, envelope
        time.sleep(0.05)
    return envelope
