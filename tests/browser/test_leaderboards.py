"""The web client's leaderboard page in headless Chromium: after a rated match of two accounts, the
game's board lists both, best first as the API ranks them, and another game's board is empty."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import pytest

from tests.browser.page import Page
from tests.support.client import Api, play_randomly
from tests.support.server import ServerProcess


@pytest.fixture(scope="module")
def web(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A server whose leaderboards list players from their first rated match."""
    workdir = tmp_path_factory.mktemp("web")
    with ServerProcess(f"sqlite:///{workdir / 'igroteka.sqlite'}", workdir, leaderboard_min_games=1) as server:
        yield server


def rated_match(url: str) -> list[str]:
    """Two accounts play a rated «День Победы» through the API; the board's player ids, best first."""
    api = Api(url)
    try:
        made = [api.call("POST", "/api/v1/players", json={"name": name}).json() for name in ("Вера", "Лёва")]
        created = api.call("POST", "/api/v1/matches", json={"game": "den_pobedy", "seats": 2, "rated": True}).json()
        tokens = {}
        for player in made:
            claim = api.call(
                "POST",
                f"/api/v1/matches/{created['id']}/seats",
                player["token"]["token"],
                json={"name": player["name"]},
            ).json()
            tokens[claim["seat"]] = claim["token"]
        play_randomly(api, created["id"], tokens, seed=2)
        deadline = time.monotonic() + 10  # the ratings follow the log: a poll of the follower behind
        while not (rows := api.call("GET", "/api/v1/leaderboards/den_pobedy").json()["rows"]):
            assert time.monotonic() < deadline, "the match was not rated"
            time.sleep(0.05)
        return [row["player"] for row in rows]
    finally:
        api.close()


def test_the_leaderboard_page_lists_rated_players_best_first(web: ServerProcess, browser: Callable[..., Page]) -> None:
    ranked = rated_match(web.url)
    assert len(ranked) == 2
    page = browser(lang="en")
    page.open("/#/r/den_pobedy")
    page.wait(lambda: len(page.all("table.board tbody tr")) == 2, message="the board's two rows")
    assert [row.get_attribute("data-player") for row in page.all("table.board tbody tr")] == ranked
    assert page.text("table.board tbody tr").split()[0] == "1"
    page.fill("#board-game", "zavody")
    page.wait(lambda: "Nobody yet" in page.text(".leaderboard"), message="an empty board for «Заводы»")
    page.click("header nav a[href='#/r']")
    page.wait(lambda: page.all("#board-game"), message="the board from the header")
    assert page.errors() == []
    page.shot("leaderboard")
