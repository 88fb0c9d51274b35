"""Each seat's last move marked on the match page (issue 39): after one person's move, the other's
page marks the cell its chip went on, in the mover's colour, and the journal's lines of that move;
a «Заводы» placement being put together shows what it holds, workshops numbered as it names them;
and a frame redraws only what it changed: what it left alone keeps its element and the focus on it."""

from __future__ import annotations

import random
import time
import uuid
from collections.abc import Callable
from typing import Any

import httpx

from tests.browser.page import Page
from tests.support.server import ServerProcess


def seated(web: ServerProcess, game: str, options: dict[str, Any]) -> tuple[str, list[str]]:
    with httpx.Client(base_url=web.url) as http:
        match_id = http.post("/api/v1/matches", json={"game": game, "seats": 2, "options": options}).json()["id"]
        claims = [
            http.post(f"/api/v1/matches/{match_id}/seats", json={"name": name}).json() for name in ("Алиса", "Борис")
        ]
    return match_id, [claim["token"] for claim in claims]


def test_the_opponents_page_marks_the_cell_of_a_move(browser: Callable[..., Page], web: ServerProcess) -> None:
    match_id, tokens = seated(web, "pobeda", {})
    with httpx.Client(base_url=web.url) as http:
        mover = http.get(f"/api/v1/matches/{match_id}").json()["to_act"][0]
    names = ("Алиса", "Борис")
    pages = {}
    for seat in (mover, 1 - mover):
        pages[seat] = browser()
        pages[seat].sit(match_id, seat, tokens[seat], names[seat])
    me, other = pages[mover], pages[1 - mover]
    assert not other.all(".table .last-move")
    target = me.find(".pobeda-board .cell.target")
    me.run("arguments[0].click()", target)
    chooser = me.all(".chooser:not([hidden]) button.action")
    if chooser:
        chooser[0].click()
    with httpx.Client(base_url=web.url) as http:
        feed = http.get(f"/api/v1/matches/{match_id}/events?after=4").json()["events"]
    cells = [
        item["touched"]["cells"] for item in feed if item["kind"] == "fact" and item["body"]["type"] == "chip_placed"
    ]
    assert len(cells) == 1, feed
    cell = cells[0][0]
    marked = other.wait(lambda: other.all(".pobeda-board .cell.last-move"), message="no last move marked")
    assert [int(el.get_attribute("data-cell")) for el in marked] == [cell]
    assert marked[0].get_attribute("data-last-seat") == str(mover)
    assert names[mover] in marked[0].get_attribute("title")
    style = other.run("return getComputedStyle(arguments[0]).outlineStyle", marked[0])
    assert style == "dashed"
    lines = other.wait(lambda: other.all(".journal li.last-move"), message="the journal marks no line")
    assert any(names[mover] in line.text for line in lines), [line.text for line in lines]
    assert other.errors() == []


# Before a frame: the elements a move of the other seat does not change, the journal's lines, and the
# focus put on the lobby link. After it: whether each is still the page's own, and the lines added.
KEEP = """
const q = (css) => document.querySelector(css);
window.kept = {head: q('.match-head h2'), seats: q('.seats'), board: q('.table .pobeda-board'),
  link: q('nav.links a[href="#/"]'), lines: [...document.querySelectorAll('.journal li')]};
window.kept.link.focus();
return window.kept.lines.length;
"""
KEPT = """
const q = (css) => document.querySelector(css);
const lines = [...document.querySelectorAll('.journal li')];
return {head: kept.head === q('.match-head h2'), seats: kept.seats === q('.seats'),
  board: kept.board === q('.table .pobeda-board'), focus: document.activeElement === kept.link,
  kept: kept.lines.every((line) => line.isConnected),
  added: lines.filter((line) => !kept.lines.includes(line)).map((line) => [lines.indexOf(line), Number(line.dataset.version)])};
"""


def test_a_frame_touches_only_what_it_changed(browser: Callable[..., Page], web: ServerProcess) -> None:
    match_id, tokens = seated(web, "pobeda", {})
    with httpx.Client(base_url=web.url) as http:
        mover = http.get(f"/api/v1/matches/{match_id}").json()["to_act"][0]
    page = browser(lang="en")
    page.sit(match_id, 1 - mover, tokens[1 - mover], "Борис")
    page.wait(lambda: page.all(".journal li"), message="no journal")
    assert page.run(KEEP) > 0
    before = page.version()
    with httpx.Client(base_url=web.url) as http:
        auth = {"Authorization": f"Bearer {tokens[mover]}"}
        move = http.get(f"/api/v1/matches/{match_id}/legal-moves", headers=auth).json()["moves"][0]
        played = http.post(
            f"/api/v1/matches/{match_id}/moves", headers=auth, json={"move_id": str(uuid.uuid4()), "move": move}
        )
        assert played.is_success, played.text
    page.wait(lambda: page.version() > before, message="the move's frame was not drawn")
    page.wait(lambda: page.run(KEPT)["added"], message="the journal did not tell the move")
    kept = page.run(KEPT)
    assert kept["head"] and kept["seats"] and kept["board"], kept
    assert kept["focus"], "the focus left the lobby link, which the frame did not change"
    assert kept["kept"], "a journal line the frame did not change was drawn anew"
    # the move's lines are new, at the top, and they are the only new ones (the live region hears them alone)
    assert [index for index, _ in kept["added"]] == list(range(len(kept["added"])))
    assert {version for _, version in kept["added"]} == {page.version()}
    assert page.errors() == []


def test_a_zavody_placement_shows_what_it_holds(browser: Callable[..., Page], web: ServerProcess) -> None:
    match_id, tokens = seated(web, "zavody", {"round_limit": 2})
    page = browser()
    page.sit(match_id, 0, tokens[0], "Алиса")
    numbers = [el.text for el in page.all('[data-board="0"] .factory-cell .workshop-no')]
    assert numbers == [str(n) for n in range(1, len(numbers) + 1)] and numbers
    first = page.wait(lambda: page.all(".factory-cell.draftable"), message="no placement offered")[0]
    assert page.run("return getComputedStyle(arguments[0]).boxShadow", first) == "none"
    number = first.find_element("css selector", ".workshop-no").text
    first.click()
    chosen = page.wait(lambda: page.all(".factory-cell.drafted"), message="nothing drafted")
    assert page.run("return getComputedStyle(arguments[0]).boxShadow", chosen[0]) != "none"
    assert chosen[0].get_attribute("aria-pressed") == "true"
    assert f"цех {number}" in page.text(".zavody"), "the placement names the workshop by the number it shows"
    assert page.errors() == []


def test_replay_counts_moves_and_jumps_to_one_from_its_list(browser: Callable[..., Page], web: ServerProcess) -> None:
    with httpx.Client(base_url=web.url) as http:
        match_id = http.post("/api/v1/matches", json={"game": "pobeda", "seats": 2, "bots": [0, 1]}).json()["id"]
        for _ in range(100):
            if http.get(f"/api/v1/matches/{match_id}").json()["status"] == "finished":
                break
            time.sleep(0.1)
        feed = http.get(f"/api/v1/matches/{match_id}/events").json()["events"]
    moves = sorted({item["version"] for item in feed if item["kind"] == "fact" and item["seat"] is not None})
    page = browser(lang="en")
    page.open(f"/#/m/{match_id}/replay")
    buttons = page.wait(lambda: page.all(".move-list button"), message="no move list")
    assert len(buttons) == len(moves) + 1  # the start, then each move
    page.wait(lambda: page.text("#replay-version") == f"Move {len(moves)} of {len(moves)}", message="not at the end")
    assert page.version() == moves[-1]
    assert "Version" not in page.text(".replay")
    page.run("arguments[0].click()", buttons[3])
    page.wait(lambda: page.version() == moves[2], message="the list did not jump to the third move")
    assert page.text("#replay-version") == f"Move 3 of {len(moves)}"
    assert buttons[3].get_attribute("aria-current") == "step"
    placed = [  # the third move's chip, marked where it went
        cell for item in feed if item["version"] == moves[2] and item["touched"] for cell in item["touched"]["cells"]
    ]
    marked = page.all(".pobeda-board .cell.last-move")
    assert placed and placed[-1] in [int(el.get_attribute("data-cell")) for el in marked]
    page.click("#replay-prev")
    page.wait(lambda: page.version() == moves[1], message="one move back is the second move")
    page.click("#replay-first")
    page.wait(lambda: page.find("#replay-version").get_attribute("data-move") == "0", message="no start")
    assert page.errors() == []


PLURALS = {
    "ru": ["1 ход", "2 хода", "5 ходов", "11 ходов", "12 ходов", "21 ход", "104 хода", "111 ходов", "0 ходов"],
    "en": ["1 move", "2 moves", "5 moves", "11 moves", "12 moves", "21 moves", "104 moves", "111 moves", "0 moves"],
}


def test_counts_take_the_plural_their_language_asks(browser: Callable[..., Page]) -> None:
    for lang, expected in PLURALS.items():
        page = browser(lang=lang)
        page.open("/#/")
        said = page.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "import('/static/js/plural.js').then((p) => done([1, 2, 5, 11, 12, 21, 104, 111, 0].map((n) => p.count(n, p.MOVES))));"
        )
        assert said == expected
        coins = page.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "import('/static/js/plural.js').then((p) => done([1, 3].map((n) => p.count(n, p.COINS))));"
        )
        assert coins == (["1 монета", "3 монеты"] if lang == "ru" else ["1 coin", "3 coins"])


def test_a_bots_building_is_marked_on_the_ecologic_map(browser: Callable[..., Page], web: ServerProcess) -> None:
    with httpx.Client(base_url=web.url) as http:
        body = {"game": "ecologic", "seats": 2, "options": {"fixed_layout": True}, "bots": [1]}
        match_id = http.post("/api/v1/matches", json=body).json()["id"]
        token = http.post(f"/api/v1/matches/{match_id}/seats", json={"name": "Алиса"}).json()["token"]
    page = browser()
    page.sit(match_id, 0, token, "Алиса")
    rng = random.Random(39)
    for _ in range(6):
        if page.all('.hex.last-move[data-last-seat="1"]'):
            break
        page.wait(lambda: page.actions() or page.all('.hex.last-move[data-last-seat="1"]'), message="nothing to do")
        if not page.all('.hex.last-move[data-last-seat="1"]'):
            page.play_one(rng)
    page.wait(lambda: page.all('.hex.last-move[data-last-seat="1"]'), message="the bot's move is not marked")
    shown, marked = page.run(  # at once: the bot may move on, and the page is compared with what it shows
        "return [Number(document.querySelector('.turn').dataset.version),"
        " [...document.querySelectorAll('.hex.last-move[data-last-seat=\"1\"]')].map((e) => Number(e.dataset.hex))]"
    )
    with httpx.Client(base_url=web.url) as http:
        feed = http.get(f"/api/v1/matches/{match_id}/events?upto={shown}").json()["events"]
    last = max(item["version"] for item in feed if item["kind"] == "fact" and item["seat"] == 1)
    hexes = {h for item in feed if item["version"] == last and item["touched"] for h in item["touched"]["hexes"]}
    assert set(marked) == hexes
    assert page.errors() == []
