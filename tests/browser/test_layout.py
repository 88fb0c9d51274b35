"""The match page on a laptop's screen, 1366 × 768: the whole «Победа!» board is in view without
scrolling, with the seats and the panels beside it; and the lobby, the tournaments, a match and its
replay log no console error."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.browser.page import Page

WIDTH, HEIGHT = 1366, 768

BOX = """
const box = document.querySelector(arguments[0]).getBoundingClientRect();
return {top: box.top, bottom: box.bottom, left: box.left, right: box.right, width: innerWidth, height: innerHeight};
"""


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_whole_pobeda_board_is_in_view_at_1366_by_768(browser: Callable[..., Page], lang: str) -> None:
    page = browser(width=WIDTH, height=HEIGHT, lang=lang)
    page.create_match("pobeda", 2, [1], "Алиса", {})
    page.wait(lambda: bool(page.actions()), timeout=30, message="nothing to do")
    page.run("window.scrollTo(0, 0)")
    board = page.run(BOX, ".pobeda-board")
    # a 1366 × 768 window: its page is 1366 wide and, below the browser's own bars, about 625 high
    assert board["width"] == WIDTH and board["height"] >= 600, f"the page is {board['width']} × {board['height']}"
    assert board["top"] >= 0 and board["left"] >= 0, board
    assert board["bottom"] <= board["height"] and board["right"] <= board["width"], f"the board is cut off: {board}"
    assert board["bottom"] - board["top"] >= 480, f"the board is shrunk to fit: {board}"
    for beside in (".seats", ".actions-panel"):
        assert page.run(BOX, beside)["left"] >= board["right"], f"{beside} is not beside the board"
    page.shot(f"pobeda-1366-{lang}")
    assert not page.errors()


def test_the_lobby_tournaments_a_match_and_its_replay_log_no_console_error(browser: Callable[..., Page]) -> None:
    page = browser(width=WIDTH, height=HEIGHT)
    for address, css in (
        ("/#/", "#create-match"),
        ("/#/t", "#announce"),
        ("/#/r/pobeda", ".leaderboard"),
        ("/#/me", "#sign-up"),
    ):
        page.open(address)
        page.find(css)
        assert not page.errors(), f"console errors on {address}"
    match = page.create_match("den_pobedy", 2, [0, 1], "", {"deck_building": False})
    page.wait(lambda: page.finished(), timeout=60, message="the bots did not finish")
    assert not page.errors(), "console errors on a match"
    page.open(f"/#/m/{match}/replay")
    page.find("#replay-slider")
    page.find(".table")
    assert not page.errors(), "console errors on a replay"
