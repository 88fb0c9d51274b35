"""The web client claims a seat with a claim_id and sends it once more when the answer is lost: the
store, held up past its deadline, answers the first try 503 store_timeout while its write goes on,
and the page still ends holding that seat and its token (docs/architecture.md §29)."""

from __future__ import annotations

import json
import re
import sqlite3
import time
from collections.abc import Callable, Iterator

import httpx
import pytest

from tests.browser.page import Page
from tests.support.client import Api
from tests.support.server import METRICS_AUTH, ServerProcess

TIMEOUTS = re.compile(r"^igroteka_store_errors_total (\S+)$", re.MULTILINE)


@pytest.fixture(scope="module")
def web(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """The web client's server, whose store answers within a second or is answered 503."""
    workdir = tmp_path_factory.mktemp("web")
    with ServerProcess(f"sqlite:///{workdir / 'igroteka.sqlite'}", workdir, store_deadline=1.0) as server:
        yield server


def timeouts(client: httpx.Client) -> float:
    """The requests the server has answered 503 store_timeout (one client for every look: making
    one costs ~50 ms of CPU, and the retry's deadline runs meanwhile)."""
    found = TIMEOUTS.search(client.get("/metrics", headers=METRICS_AUTH).text)
    return float(found.group(1)) if found else 0.0


def test_a_seat_claimed_while_the_store_is_held_up_is_the_pages_once_retried(
    browser: Callable[..., Page], web: ServerProcess
) -> None:
    api = Api(web.url)
    match_id = api.create("pobeda", 3)["id"]
    page = browser(lang="en")
    page.open(f"/#/m/{match_id}")
    page.fill("form.inline input[name=name]", "Ася")
    metrics = httpx.Client(base_url=web.url)
    before = timeouts(metrics)
    blocker = sqlite3.connect(web.env["IGROTEKA_DATABASE_URL"].removeprefix("sqlite:///"), isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")  # the write lock: the claim's commit waits for it
    try:
        page.click("form.inline button[type=submit]")
        deadline = time.monotonic() + 10
        while timeouts(metrics) == before:  # the first try answered 503 store_timeout; its retry waits
            assert time.monotonic() < deadline, "the claim was not held up past the store's deadline"
            time.sleep(0.05)
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
        metrics.close()
    held = page.wait(
        lambda: page.run("return localStorage.getItem('igroteka.seat.' + arguments[0])", match_id),
        message="the page holds no seat",
    )
    seat = json.loads(held)
    view = api.call("GET", f"/api/v1/matches/{match_id}/view", seat["token"]).json()
    assert view["viewer"] == {"type": "seat", "n": seat["seat"]}
    assert [s.get("name") for s in api.envelope(match_id)["seats"]] == ["Ася", None, None], "one seat taken"
    api.close()
