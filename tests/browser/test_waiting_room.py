"""The organiser's waiting room (web/src/waiting.ts), in both languages: the browser that created a
match sees its seats fill before the start, seats a server bot at a free seat, starts the match
(bots take the seats still free), copies an invite link for a free seat, and cancels the match only
after saying so twice, with no serious or critical axe-core violation. A browser that did not
create the match sees no waiting room."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.browser.page import Page
from tests.browser.test_accessibility import AXE, audit
from tests.support.client import Api
from tests.support.server import ServerProcess

# What the room says, by language: the count of taken seats, a free seat, a bot, the confirm step.
WORDS = {
    "ru": {"taken": "Занято мест: {} из {}", "free": "свободно", "bot": "бот", "sure": "Отменить партию?"},
    "en": {"taken": "Seats taken: {} of {}", "free": "free", "bot": "bot", "sure": "Cancel the match?"},
}
STATUS = {
    "ru": {"open": "набор игроков", "cancelled": "отменена"},
    "en": {"open": "waiting for players", "cancelled": "cancelled"},
}


def status(api: Api, match_id: str) -> str:
    return api.call("GET", f"/api/v1/matches/{match_id}").json()["status"]


def room(page: Page) -> str:
    return page.text("#waiting-room")


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_organiser_sees_the_seats_fill_and_copies_an_invite_link(
    browser: Callable[..., Page], api: Api, web: ServerProcess, lang: str
) -> None:
    words = WORDS[lang]
    host, other = browser(lang=lang), browser(lang=lang)
    match_id = host.create_match("pobeda", 3, [], "Хозяйка", {})
    host.wait(lambda: words["taken"].format(1, 3) in room(host), message="the room does not count the host")
    assert host.text("#waiting-room .waiting-seats").count(words["free"]) == 2
    api.call("POST", f"/api/v1/matches/{match_id}/seats", json={"name": "Гость"})
    host.wait(lambda: words["taken"].format(2, 3) in room(host), message="the room does not see the guest sit down")
    assert "Гость" in room(host) and host.text("#waiting-room .waiting-seats").count(words["free"]) == 1

    host.driver.execute_cdp_cmd(
        "Browser.grantPermissions",
        {"origin": web.url, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]},
    )
    host.click("#invite-make")
    link = host.wait(lambda: host.run("return document.querySelector('#invite-link')?.value"), message="no link")
    assert link.startswith(f"{web.url}/#/invite/igi_")
    host.driver.set_script_timeout(10)
    copied = host.driver.execute_async_script(
        "navigator.clipboard.readText().then(arguments[0], (e) => arguments[0]('refused: ' + e))"
    )
    assert copied == link, f"the clipboard holds {copied!r}"
    other.driver.get(link)
    other.fill("#invite-name", "Третья")
    other.click("#invite-form button[type=submit]")
    host.wait(lambda: status(api, match_id) == "running", message="the invited guest did not start the match")
    host.wait(lambda: not host.all("#waiting-room"), message="the waiting room stays after the start")

    other.open(f"/#/m/{match_id}")  # the guest did not create the match: no room there, ever
    other.find(".turn")
    assert not other.all("#waiting-room")
    assert not host.errors() and not other.errors()


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_organiser_seats_a_bot_then_starts_with_bots_in_the_free_seats(
    browser: Callable[..., Page], api: Api, lang: str
) -> None:
    words = WORDS[lang]
    host, guest = browser(lang=lang), browser(lang=lang)
    match_id = host.create_match("pobeda", 3, [], "Хозяйка", {})
    guest.open(f"/#/m/{match_id}")
    guest.find(".turn")
    assert not guest.all("#waiting-room"), "a browser that did not create the match sees the organiser's room"

    host.click("#waiting-bot-1")
    host.wait(lambda: words["taken"].format(2, 3) in room(host), message="the bot did not take seat 2")
    assert words["bot"] in host.text("#waiting-room li[data-seat='1']")
    assert not host.all("#waiting-bot-1") and host.all("#waiting-bot-2")
    assert status(api, match_id) == "open"

    host.click("#waiting-start")
    host.wait(lambda: status(api, match_id) == "running", message="the match did not start")
    host.wait(lambda: not host.all("#waiting-room"), message="the waiting room stays after the start")
    host.wait(
        lambda: host.text(".turn") not in ("", STATUS[lang]["open"]), message="the page does not show the match started"
    )
    seats = api.call("GET", f"/api/v1/matches/{match_id}").json()["seats"]
    assert [seat["bot"] for seat in seats] == [False, True, True]
    assert not host.errors() and not guest.errors()


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_organiser_cancels_the_match_only_once_sure(browser: Callable[..., Page], api: Api, lang: str) -> None:
    words = WORDS[lang]
    host = browser(lang=lang)
    match_id = host.create_match("den_pobedy", 2, [], "", {"deck_building": False})  # no seat: the organiser only
    host.find("#waiting-room")
    assert words["taken"].format(0, 2) in room(host)

    axe = AXE.read_text(encoding="utf-8")
    audit(host, axe, "the waiting room")
    host.click("#waiting-cancel")
    assert words["sure"] in host.text("#waiting-room .confirm")
    audit(host, axe, "the waiting room's confirm step")
    host.click("#waiting-cancel-keep")
    host.find("#waiting-cancel")
    assert not host.all("#waiting-cancel-confirm") and status(api, match_id) == "open"

    host.click("#waiting-cancel")
    host.click("#waiting-cancel-confirm")
    host.wait(lambda: status(api, match_id) == "cancelled", message="the match was not cancelled")
    host.wait(lambda: host.text(".turn") == STATUS[lang]["cancelled"], message="the page does not say cancelled")
    assert not host.all("#waiting-room")
    assert not host.errors()
