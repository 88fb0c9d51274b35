"""Journeys across screens: a connection that drops and comes back, a tournament from its
announcement to the standings, the lobby's lists, and a phone-sized screen used with the keyboard."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from pathlib import Path

import httpx
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from tests.browser.conftest import played_by_bots
from tests.browser.page import GONE, Page
from tests.support.client import Api
from tests.support.server import ServerProcess


def test_a_dropped_connection_resumes_by_itself_and_says_so(browser: Callable[..., Page], web: ServerProcess) -> None:
    rng = random.Random(7)
    player = browser()
    player.create_match("pobeda", 2, [1], "Алиса", {})
    player.find(".live.live")
    for _ in range(2):
        player.wait(lambda: bool(player.actions()), message="no move offered")
        player.play_one(rng)
    web.stop()
    player.wait(lambda: "переподключение" in player.text(".live"), message="the page did not notice the drop")
    seen = player.version()  # read once the server is down: a bot's reply may have come after our move
    web.start()
    player.wait(lambda: f"с версии {seen}" in player.text(".live"), timeout=20, message="the page did not resume")
    assert player.version() >= seen  # the bot may have answered as soon as the server was back
    player.wait(lambda: bool(player.actions()), message="no move offered after the resume")
    player.play_one(rng)
    assert player.version() > seen
    assert not player.all(".problem:not([hidden])")


def test_a_tournament_from_announcement_to_standings(browser: Callable[..., Page]) -> None:
    rng = random.Random(3)
    organiser = browser()
    organiser.open("/#/t")
    Select(organiser.find("#t-game")).select_by_value("pyatiletka")
    organiser.find("#t-tours").clear()
    organiser.find("#t-tours").send_keys("1")
    organiser.find("#option-rounds").clear()
    organiser.find("#option-rounds").send_keys("1")
    organiser.click("#announce button[type=submit]")
    organiser.wait(lambda: "#/t/" in organiser.driver.current_url, message="the tournament page did not open")
    tournament = organiser.driver.current_url.split("#/t/")[1]
    organiser.find("#t-name").send_keys("Алиса")
    organiser.find("#t-name").submit()
    organiser.find("#my-table")

    rival = browser()
    rival.open(f"/#/t/{tournament}")
    rival.find("#t-name").clear()
    rival.find("#t-name").send_keys("Борис")
    rival.find("#t-name").submit()
    rival.find("#my-table")

    organiser.click("#start-tour")
    organiser.wait(lambda: "Борис" in organiser.text(".tournament"), message="the tour's tables are not shown")
    for page in (organiser, rival):
        page.driver.refresh()
        page.click("#my-table")
        page.find(".table")
    deadline = time.monotonic() + 60
    while not (organiser.finished() and rival.finished()):
        assert time.monotonic() < deadline, "the tournament match did not finish"
        for page in (organiser, rival):
            if not page.finished() and page.actions():
                try:
                    page.play_one(rng)
                except GONE:  # redrawn under the click by the other's move: look again
                    continue
    organiser.open(f"/#/t/{tournament}")
    organiser.wait(lambda: bool(organiser.all("table.standings tbody tr")), message="no standings")
    rows = [r.text for r in organiser.all("table.standings tbody tr")]
    assert len(rows) == 2 and any("Алиса" in r for r in rows) and any("Борис" in r for r in rows)
    organiser.shot("tournament")


def test_a_match_of_bots_runs_by_itself_and_is_found_in_the_lobby(browser: Callable[..., Page]) -> None:
    organiser = browser()
    match = organiser.create_match("pyatiletka", 2, [0, 1], "", {"rounds": 1})
    organiser.wait(lambda: organiser.finished(), timeout=30, message="the bots did not finish")
    watcher = browser()
    watcher.open("/#/lobby/finished/pyatiletka")
    watcher.click(f"[data-match='{match}'] a")
    watcher.wait(lambda: watcher.finished(), message="the lobby did not open the finished match")
    assert "зритель" in watcher.text(".who")
    assert watcher.scores() == organiser.scores() != []


def test_the_lobby_lists_matches_by_status(browser: Callable[..., Page]) -> None:
    person = browser()
    waiting = person.create_match("zavody", 2, [], "Вера", {"round_limit": 2})
    person.open("/#/lobby/open/zavody")
    person.wait(lambda: bool(person.all(f"[data-match='{waiting}']")), message="the open match is not listed")
    person.open("/#/lobby/finished/zavody")
    person.wait(lambda: bool(person.all(".lobby li")), message="the finished list did not load")
    assert not person.all(f"[data-match='{waiting}']")


def test_a_phone_sized_screen_played_with_the_keyboard(browser: Callable[..., Page]) -> None:
    phone = browser(width=390, height=844, phone=True)
    phone.create_match("pobeda", 2, [1], "Алиса", {})
    phone.wait(lambda: bool(phone.all(".table .target")), message="no move on the board")
    assert phone.run("return window.innerWidth") == 390
    assert phone.run("return document.documentElement.scrollWidth") <= 390, "the page is wider than the phone"
    before = phone.version()
    target = phone.all(".hand .target")[0]
    phone.run("arguments[0].focus()", target)
    target.send_keys(Keys.ENTER)
    phone.wait(lambda: phone.version() > before, message="Enter on a focused card did not play it")
    phone.wait(
        lambda: phone.run("return document.activeElement.matches('.target, button.action')"),
        message="the keyboard player's focus was not put back on an offered move",
    )
    phone.shot("pobeda-phone")


def test_an_audit_of_a_record_file_finds_a_tampered_move(
    browser: Callable[..., Page], api: Api, web: ServerProcess, tmp_path: Path
) -> None:
    match = played_by_bots(api, "pyatiletka", {"rounds": 1})  # a page made and watched one above
    record = httpx.get(f"{web.url}/api/v1/matches/{match}/record").json()
    moved = next(i for i, e in enumerate(record["events"]) if e["kind"] == "move")
    record["events"][moved]["seat"] = 1 - record["events"][moved]["seat"]
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(record), encoding="utf-8")

    auditor = browser(lang="en")
    auditor.open(f"/#/m/{match}/replay")
    auditor.find("#record-file").send_keys(str(tampered))
    auditor.wait(lambda: "Divergence at version" in auditor.text(".verdict"), message="the tampering was not found")
    assert str(record["events"][moved]["version"]) in auditor.text(".verdict")
    assert "Not this server's signature" in auditor.text(".verdict")  # the chain breaks after the move
    auditor.shot("audit-tampered")


def test_a_stream_the_server_refuses_is_not_retried_forever(browser: Callable[..., Page], web: ServerProcess) -> None:
    match = httpx.post(f"{web.url}/api/v1/matches", json={"game": "pobeda", "seats": 2, "bots": [1]}).json()["id"]
    page = browser()
    page.run(
        "localStorage.setItem('igroteka.seat.' + arguments[0], JSON.stringify({seat: 0, token: 'forged', name: 'X'}))",
        match,
    )
    page.open(f"/#/m/{match}")
    page.wait(lambda: bool(page.all(".live.refused")), message="the refused stream was not reported")
    assert page.all(".problem:not([hidden])"), "the server's reason is shown"
