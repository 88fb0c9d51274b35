"""The lobby lists tournaments beside its matches: one taking registrations under "open", with a
link that opens its page; once played, under "finished", with a link to its standings."""

from __future__ import annotations

import time
from collections.abc import Callable

from tests.browser.page import Page
from tests.support.client import Api, play_randomly
from tests.support.server import ServerProcess

BASE = "/api/v1/tournaments"


def test_the_lobby_lists_tournaments_by_status_with_their_standings(
    browser: Callable[..., Page], web: ServerProcess
) -> None:
    api = Api(web.url)
    try:
        body = {"game": "pobeda", "options": {}, "tours": 1, "table_size": 2}
        created = api.call("POST", BASE, json=body).json()
        tournament = created["id"]
        tokens = [api.call("POST", f"{BASE}/{tournament}/players", json={"name": n}).json()["token"] for n in "АБ"]
        page = browser()
        page.open("/#/lobby/open/pobeda")
        row = f".tournament-list [data-tournament='{tournament}']"
        page.wait(lambda: "2" in page.text(row), message="the registering tournament is not listed")
        page.click(f"{row} a")
        page.wait(lambda: f"#/t/{tournament}" in page.driver.current_url, message="the link did not open it")
        page.find("#t-name")

        tour = api.call("POST", f"{BASE}/{tournament}/tours", created["organiser_token"]).json()
        seats = {api.call("GET", f"{BASE}/{tournament}/my-table", t).json()["seat"]: t for t in tokens}
        play_randomly(api, tour["tables"][0]["match"], seats, seed=2)
    finally:
        api.close()
    deadline = time.monotonic() + 15
    page.open("/#/lobby/finished/pobeda")
    while not page.all(row):
        assert time.monotonic() < deadline, "the finished tournament is not listed"
        time.sleep(0.5)
    page.click(f"{row} a")
    page.wait(lambda: bool(page.all("table.standings tbody tr")), message="no standings behind the link")
    assert not page.errors()
