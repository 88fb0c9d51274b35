"""make fuzz: the long runs. schemathesis (every phase, stateful included) sends at least 50,000
requests to a real server on each store, and the WebSocket fuzzer 10,000 hostile frames; the
counts of requests and of 5xx answers (from the server's access log) are reported, and any 5xx,
close 1011 or traceback fails. 5,000 of the requests are hostile ones outside any schema (bodies
that are not UTF-8, NUL bytes, keys given twice, odd content types, percent-encoded parameter
names, look-alike names, clocks, the metrics, static 404s, raw requests: tests/support/fuzz.py),
none of which may give away the server's files or metrics, and the frames include text that is
not UTF-8, NUL bytes and keys given twice."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.api.test_wsfuzz import fuzz_targets
from tests.conftest import fresh_pg_database
from tests.support.client import Api
from tests.support.fuzz import answered, fuzz, hostile
from tests.support.server import ServerProcess
from tests.support.wsfuzz import fuzz_streams

pytestmark = pytest.mark.fuzz
REQUESTS = 50_000
HOSTILE = 5_000  # of the requests: issue 40's kinds, outside any schema (tests/support/fuzz.py)
FRAMES = 10_000


@pytest.mark.parametrize("store", ["sqlite", "postgres"])
def test_fifty_thousand_requests_and_twenty_thousand_frames_get_no_server_error(
    store: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    urls = (
        iter([f"sqlite:///{tmp_path / 'db.sqlite'}"])
        if store == "sqlite"
        else fresh_pg_database(request.getfixturevalue("pg_admin_url"))
    )
    # The fuzz looks for crashes, not overload: a store starved past the 2-s deadline on a busy machine
    # answers a deliberate 503 store_timeout, so this server waits for its store as long as a request may.
    with ServerProcess(next(urls), tmp_path, access_log="true", store_deadline="30") as server:
        outside = hostile(server.url, HOSTILE, seed=40)
        runs = []
        # Many short runs rather than a few long ones: on PostgreSQL a run of 400 examples an operation
        # sent ~30,000 requests and outlived its 50 minutes on a busy machine. The coverage phase is
        # the same under every seed, so only the first run has it.
        for seed in range(1, 41):
            phases = None if seed == 1 else "examples,fuzzing,stateful"
            runs.append(fuzz(server.url, tmp_path, examples=100, timeout=3000, seed=seed, phases=phases))
            print(f"\n{store}: seed {seed}, {len(answered(server.logs()))} requests answered so far", flush=True)
            if len(answered(server.logs())) >= REQUESTS:
                break
        api = Api(server.url)
        frames = fuzz_streams(server.ws, fuzz_targets(api), frames=FRAMES, seed=11)
        api.close()
        statuses = answered(server.logs())
        errors = [s for s in statuses if s >= 500]
        print(
            f"\n{store}: {len(statuses)} HTTP requests ({outside.requests} hostile: {outside.statuses}), "
            f"{len(errors)} answered 5xx; {frames.frames} WebSocket "
            f"frames over {frames.connections} streams, closes {frames.closes}, server errors {frames.server_errors}"
        )
        for run in runs:
            assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
        assert len(statuses) >= REQUESTS, len(statuses)
        assert not errors and not frames.server_errors and not outside.server_errors
        assert not outside.disclosures, outside.disclosures[:5]
        assert "Traceback" not in server.logs()
    next(urls, None)
