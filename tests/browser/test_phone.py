"""The web client on a phone's screen, 360 × 740 CSS pixels with touch, in the lobby, the lists, a
tournament, a profile, how to play, and each game while played, finished and replayed: neither the
page nor any part of it scrolls sideways, every control outside a game's board is a tap target of
44 × 44 px at least (an input counts with its label, which takes its taps), a board fits the
screen with targets of 24 × 24 px at least (WCAG 2.5.8; a 12 × 12 board of 44 px cells would need
528 px), no text is drawn smaller than 12 px, no page logs a console error, and a match shows its
board first, before the seats, the panels and the journal."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.browser.conftest import played_by_bots
from tests.browser.page import Page
from tests.support.client import Api
from tests.support.server import ServerProcess

WIDTH, HEIGHT = 360, 740
TAP, BOARD_TAP = 44, 24

GAMES: dict[str, dict] = {
    "pobeda": {},
    "pyatiletka": {"rounds": 1},
    "zavody": {"round_limit": 2},
    "den_pobedy": {"deck_building": False},
    "ecologic": {"fixed_layout": True},
}

# Each visible control: what it is, its tap box (an input's label's when that is larger), and
# whether it lies on a game's board or inside running text (a link in a sentence is exempt).
MEASURE = """
const boards = ".pobeda-board, .factory-grid, .hex-map, .table .board";
const out = [];
for (const el of document.querySelectorAll("a[href], button, input, select, textarea, [role=button], [tabindex='0']")) {
  const box = el.getBoundingClientRect();
  if (!box.width || !box.height || getComputedStyle(el).visibility === "hidden") continue;
  const label = el.closest("label") || (el.id && document.querySelector(`label[for="${el.id}"]`));
  const tap = label && label.getBoundingClientRect().width * label.getBoundingClientRect().height > box.width * box.height ? label.getBoundingClientRect() : box;
  const inText = el.tagName === "A" && !!el.closest("p, li") && el.closest("p, li").textContent.trim() !== el.textContent.trim();
  out.push({what: el.outerHTML.slice(0, 90), w: Math.round(tap.width), h: Math.round(tap.height), board: !!el.closest(boards), inText});
}
return out;
"""


# Elements that scroll sideways inside the page (a board in a scrolling box does not fit either).
SCROLLERS = """
return [...document.querySelectorAll("body *")]
  .filter((e) => ["auto", "scroll"].includes(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1)
  .map((e) => e.outerHTML.slice(0, 90));
"""


# Each visible text and the size it is drawn at: its element's computed font size, scaled on an
# SVG by the drawing's scale on the screen (an SVG's font size is in its own units).
SMALL_TEXT = """
const out = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const el = node.parentElement;
  if (!el || !node.textContent.trim()) continue;
  const range = document.createRange();
  range.selectNodeContents(node);
  const box = range.getBoundingClientRect();
  if (!box.width || !box.height) continue;
  const style = getComputedStyle(el);
  if (style.visibility === "hidden" || parseFloat(style.opacity) === 0) continue;
  const m = el instanceof SVGElement && el.ownerSVGElement ? el.getScreenCTM() : null;
  const size = parseFloat(style.fontSize) * (m ? Math.hypot(m.a, m.b) : 1);
  if (size < arguments[0] - 0.01) out.push(`${size.toFixed(1)} px: ${node.textContent.trim().slice(0, 30)} in ${el.outerHTML.slice(0, 70)}`);
}
return out;
"""
SMALLEST_TEXT = 12

# The board's top against the tops of the seats, the journal and every panel outside it.
BOARD_FIRST = """
const board = document.querySelector(".pobeda-board, .map-wrap") ?? document.querySelector(".match-body > .table");
const top = board.getBoundingClientRect().top;
return [...document.querySelectorAll(".match-body .seats, .match-body .journal, .match-body .panel")]
  .filter((el) => !board.contains(el) && el.getBoundingClientRect().height && el.getBoundingClientRect().top < top)
  .map((el) => el.outerHTML.slice(0, 70));
"""


def check(page: Page, what: str) -> None:
    assert page.run("return window.innerWidth") == WIDTH
    wide = page.run("return document.documentElement.scrollWidth")
    assert wide <= WIDTH, f"{what}: the page is {wide} px wide"
    assert not (inside := page.run(SCROLLERS)), f"{what}: scrolls sideways inside {inside}"
    small = [
        c for c in page.run(MEASURE) if not c["inText"] and min(c["w"], c["h"]) < (BOARD_TAP if c["board"] else TAP)
    ]
    assert not small, f"{what}: tap targets too small: " + "; ".join(
        f"{c['w']}×{c['h']} {c['what']}" for c in small[:8]
    )
    assert not (tiny := page.run(SMALL_TEXT, SMALLEST_TEXT)), f"{what}: text under {SMALLEST_TEXT} px: {tiny[:6]}"
    assert not (errors := page.errors()), f"{what}: console errors {errors}"


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_lobby_and_the_lists_fit_a_phone(browser: Callable[..., Page], web: ServerProcess, lang: str) -> None:
    api = Api(web.url)
    try:
        player = api.call("POST", "/api/v1/players", json={"name": f"Зоя {lang}"}).json()
        tournament = api.call(
            "POST", "/api/v1/tournaments", json={"game": "pobeda", "tours": 1, "table_size": 2, "options": {}}
        ).json()
        for name in ("Алиса", "Борис"):
            api.call("POST", f"/api/v1/tournaments/{tournament['id']}/players", json={"name": name})
        api.call("POST", f"/api/v1/tournaments/{tournament['id']}/tours", tournament["organiser_token"])
    finally:
        api.close()
    phone = browser(width=WIDTH, height=HEIGHT, lang=lang, phone=True)
    phone.open(f"/#/t/{tournament['id']}")
    phone.find(".tournament .panel")
    check(phone, "a tournament")
    phone.run(
        "localStorage.setItem('igroteka.account', JSON.stringify(arguments[0]))",
        {"id": player["id"], "name": player["name"], "token": player["token"]["token"]},
    )
    phone.open("/#/me")
    phone.find(".profile .counts")
    check(phone, "my games and profile")
    phone.run("localStorage.removeItem('igroteka.account')")
    for address, css in (
        ("/#/", "#create-match"),
        ("/#/t", "#announce"),
        ("/#/me", "#sign-up"),
        ("/#/r/pobeda", ".leaderboard"),
    ):
        phone.open(address)
        phone.find(css)
        check(phone, address)
    phone.open(f"/how-to-play/pobeda?lang={lang}")
    phone.find("main h1")
    check(phone, "how to play")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_match_fits_a_phone(browser: Callable[..., Page], api: Api, game: str) -> None:
    """Her match while she plays; a match of bots opened once they have finished it."""
    phone = browser(width=WIDTH, height=HEIGHT, phone=True)
    phone.create_match(game, 2, [1], "Алиса", GAMES[game])
    phone.wait(lambda: phone.finished() or bool(phone.actions()), timeout=30, message="nothing to do")
    check(phone, f"{game} while playing")
    assert not (above := phone.run(BOARD_FIRST)), f"{game}: shown above the board: {above}"
    phone.driver.get("about:blank")  # her match's frames are drawn no more
    match = played_by_bots(api, game, GAMES[game])
    phone.open(f"/#/m/{match}")
    phone.wait(lambda: phone.finished(), message="the finished match is not shown so")
    phone.find("table.scoring")
    check(phone, f"{game} finished")
    phone.open(f"/#/m/{match}/replay")
    phone.find("#replay-slider")
    phone.find(".table")
    check(phone, f"{game} replay")
