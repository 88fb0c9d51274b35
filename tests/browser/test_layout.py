"""The match page on a laptop's screen, 1366 × 768: the whole «Победа!» board is in view without
scrolling, with the seats and the panels beside it; a focus ring on a board is drawn inside the
focused cell, card or hex, never across its neighbours; and the lobby, the tournaments, a match
and its replay log no console error."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from tests.browser.conftest import launch
from tests.browser.page import Page

WIDTH, HEIGHT = 1366, 768

BOX = """
const box = document.querySelector(arguments[0]).getBoundingClientRect();
return {top: box.top, bottom: box.bottom, left: box.left, right: box.right, width: innerWidth, height: innerHeight};
"""

# Each focusable element on the table, focused as a keyboard would: whether its focus ring shows (in
# the focus colour, drawn inside it), whether an outline it has stays inside it (an outline's offset
# is at most minus its width), and on an SVG hex how wide the hex's own outline is drawn.
RINGS = """
const out = [];
for (const el of document.querySelectorAll(".table [tabindex='0']")) {
  el.focus({preventScroll: true});
  const style = getComputedStyle(el);
  const svg = el instanceof SVGElement;
  const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
  const inside = !outline || parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) <= 0;
  const ring = style.boxShadow.includes("rgb(26, 95, 180)") && style.boxShadow.includes("inset");
  const drawn = svg ? getComputedStyle(el.querySelector("polygon") ?? el).strokeWidth : "";
  out.push({what: el.outerHTML.slice(0, 80), visible: el.matches(":focus-visible"), svg, outline, inside, ring, drawn});
}
document.activeElement.blur();
return out;
"""


def keyboard(page: Page) -> None:
    """A key pressed on the page: focus moved by a script afterwards is shown as a keyboard's is."""
    ActionChains(page.driver).send_keys(Keys.SHIFT).perform()


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


def test_focus_rings_on_a_board_stay_inside_the_focused_cell_or_hex(browser: Callable[..., Page]) -> None:
    page = browser(width=WIDTH, height=HEIGHT)
    page.create_match("pobeda", 2, [1], "Алиса", {})
    page.wait(lambda: bool(page.all(".pobeda-board .target")), timeout=30, message="no cell offered")
    keyboard(page)
    rings = page.run(RINGS)
    assert rings and all(r["visible"] and r["ring"] for r in rings), rings[:3]
    stray = [r["what"] for r in rings if not r["inside"]]
    assert not stray, f"focus rings drawn outside their element: {stray[:3]}"

    page.create_match("ecologic", 2, [1], "Алиса", {"fixed_layout": True})
    page.find(".hex-map .hex")
    # every hex as if offered (a hex is offered only in some phases): its ring is the hex's own outline
    page.run("for (const g of document.querySelectorAll('.hex-map .hex')) g.setAttribute('tabindex', '0')")
    keyboard(page)
    hexes = [r for r in page.run(RINGS) if r["svg"]]
    assert hexes and all(r["visible"] for r in hexes)
    boxed = [r["what"] for r in hexes if r["outline"]]
    assert not boxed, f"a box drawn around a focused hex: {boxed[:3]}"
    assert all(r["drawn"] == "5px" for r in hexes), hexes[:3]
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


def test_a_window_holds_a_page_of_the_same_size_in_the_headless_shell_as_in_the_full_browser() -> None:
    """The tests' windows are the full browser's sizes; the shell, which has no bars, is given a window
    shorter by them (`BARS`), so a 1366 × 768 window holds the page the full browser's would."""
    sizes = []
    for full in (False, True):
        driver = launch(WIDTH, HEIGHT, "ru", False, full=full)
        try:
            sizes.append(driver.execute_script("return [innerWidth, innerHeight]"))
        finally:
            driver.quit()
    assert sizes[0] == sizes[1] and sizes[0][0] == WIDTH, sizes
