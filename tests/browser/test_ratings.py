"""Ratings in the web client (issue 37): two people sign up in two browsers, one creates a rated
match, the other takes its second seat from the match page, and each plays on the page until both
have moved; their seats play it to its end (the moves their pages would send, with the tokens their
pages hold: a whole match through the page is tests/browser/test_games.py's); then each profile
shows the rating moved from the start and its history as a chart, and the leaderboard names both."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator

import httpx
import pytest

from tests.browser.page import GONE, Page
from tests.support.client import Api, play_randomly
from tests.support.server import ServerProcess

GAME = "den_pobedy"  # the two-seat game, rated by Glicko-2 from 1500
OPTIONS = {"deck_building": False}  # the short variant: the decks are dealt


@pytest.fixture(scope="module")
def web(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A server whose leaderboards list players from their first rated match."""
    workdir = tmp_path_factory.mktemp("web")
    with ServerProcess(f"sqlite:///{workdir / 'igroteka.sqlite'}", workdir, leaderboard_min_games=1) as server:
        yield server


def sign_up(page: Page, name: str) -> str:
    """Sign up on the page; the new player's id."""
    page.open("/#/me")
    page.fill("#account-name", name)
    page.click("#sign-up button[type=submit]")
    page.find("#new-token")
    page.wait(lambda: "No rated matches yet" in page.text(".ratings"), message="a new player has no ratings")
    return page.attribute(".profile", "data-player") or ""


def play_together(pages: list[Page], rng: random.Random, deadline: float) -> list[int]:
    """Each page plays what it is offered until each has moved (or the match is over); the moves
    each clicked."""
    clicked = [0 for _ in pages]
    while not all(clicked) and not all(page.finished() for page in pages):
        assert time.monotonic() < deadline, f"the pages did not both move; {clicked} moves clicked"
        moved = False
        for n, page in enumerate(pages):
            assert not page.all(".problem:not([hidden])"), "a move the page offered was refused"
            if not page.finished() and page.actions():
                try:
                    moved = page.play_one(rng) or moved
                except GONE:  # the table was redrawn under the click: look again
                    continue
                clicked[n] += 1
        if not moved:
            time.sleep(0.05)  # the other page's frame is on its way
    return clicked


def seat_token(page: Page, match: str) -> tuple[int, str]:
    """The seat the page holds in ``match`` and the token it sends its moves with."""
    held = page.run("return JSON.parse(localStorage.getItem('igroteka.seat.' + arguments[0]))", match)
    return held["seat"], held["token"]


def test_a_rated_match_played_through_the_page_moves_both_ratings_and_fills_the_board(
    web: ServerProcess, browser: Callable[..., Page]
) -> None:
    anna, boris = browser(lang="en"), browser(lang="en")
    ids = [sign_up(anna, "Анна Рейтинг"), sign_up(boris, "Борис Рейтинг")]
    match = anna.create_match(GAME, 2, [], "Анна", OPTIONS, rated=True)
    boris.open(f"/#/m/{match}")
    boris.fill("form.inline input[name=name]", "Борис")
    boris.click("form.inline button[type=submit]")
    boris.wait(lambda: "Борис" in boris.text(".who"), message="the second seat was not taken")
    assert all(play_together([anna, boris], random.Random(7), time.monotonic() + 60))
    tokens = dict(seat_token(page, match) for page in (anna, boris))
    for page in (anna, boris):
        page.driver.get("about:blank")  # the match page left: the rest is played by the seats' moves alone
    api = Api(web.url)
    try:
        assert play_randomly(api, match, tokens, 7)["status"] == "finished"
    finally:
        api.close()

    ratings = {}
    deadline = time.monotonic() + 10  # the ratings follow the log: a poll of the follower behind
    while len(ratings) < 2:
        assert time.monotonic() < deadline, "the match was not rated"
        for player in ids:
            found = httpx.get(f"{web.url}/api/v1/players/{player}/ratings").json()["ratings"]
            if found:
                ratings[player] = found[0]
        time.sleep(0.05)
    assert all(r["games"] == 1 and r["deviation"] < 350 for r in ratings.values())
    update = httpx.get(f"{web.url}/api/v1/matches/{match}/record").json()["ratings"]
    places = {seat["player"]: seat["place"] for seat in update["seats"]}
    if len(set(places.values())) == 2:  # not a draw: the winner gains what the loser loses
        assert all((ratings[p]["rating"] > 1500) == (places[p] == 1) for p in ids), (places, ratings)

    item = f'.ratings li[data-game="{GAME}"]'
    chart = f"{item} svg.rating-chart"
    for page, player in ((anna, ids[0]), (boris, ids[1])):
        page.open("/#/me")
        page.wait(lambda page=page: page.attribute(chart, "data-points") == "1", message="the chart's one point")
        dot = float(page.attribute(f"{chart} circle.dot", "data-rating") or "nan")
        assert dot == ratings[player]["rating"]
        start = page.attribute(f"{chart} circle.start", "data-rating")
        assert float(start or "nan") == 1500, "the chart starts from the rating the match started from"
        shown = f"{ratings[player]['rating']:.0f} ± {ratings[player]['deviation']:.0f}"
        assert shown in page.text(item), f"the profile shows {page.text(item)!r}, not {shown}"
        assert "rated matches: 1" in page.text(item)
    anna.shot("ratings-profile")

    board = sorted(ids, key=lambda p: (-(ratings[p]["conservative"]), p))
    boris.open(f"/#/r/{GAME}")
    boris.wait(lambda: len(boris.all("table.board tbody tr")) == 2, message="the board's two rows")
    assert [row.get_attribute("data-player") for row in boris.all("table.board tbody tr")] == board
    names = {ids[0]: "Анна Рейтинг", ids[1]: "Борис Рейтинг"}
    assert [boris.text(f'tr[data-player="{p}"] td.name') for p in board] == [names[p] for p in board]
    boris.click(f'tr[data-player="{ids[0]}"] td.name a')
    boris.wait(lambda: "Анна Рейтинг" in boris.text(".profile h2"), message="the row's link opens the profile")
    boris.find(f'.profile .ratings li[data-game="{GAME}"] svg.rating-chart')
    boris.shot("ratings-leaderboard-profile")
    assert anna.errors() == [] and boris.errors() == []
