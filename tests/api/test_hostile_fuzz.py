"""The short run of the hostile requests of make fuzz (issue 40's kinds, tests/support/fuzz.py:
bodies that are not UTF-8, NUL bytes, keys given twice, odd content types, percent-encoded
parameter names, numbers in other notations, CORS preflights, look-alike names, clocks, the
metrics, static 404s, past views, the docs and raw requests): none gets a server error or an
answer giving away the server's files or metrics, and the server logs no traceback."""

from __future__ import annotations

import httpx

from tests.support.fuzz import hostile
from tests.support.server import ServerProcess


def test_hostile_requests_never_get_a_server_error(server: ServerProcess) -> None:
    report = hostile(server.url, requests=300, seed=40)
    assert report.requests == 300 and not report.server_errors, report.server_errors[:5]
    assert not report.disclosures, report.disclosures[:5]
    assert {400, 404, 409, 415, 422, 431} <= set(report.statuses), report.statuses
    assert "Traceback" not in server.logs()
    assert httpx.get(f"{server.url}/health/live").status_code == 200
