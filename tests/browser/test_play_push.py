"""Play without waiting, told rather than asked (issue 38's web client), in real headless Chromiums
against a real server.

The Done when: two players press "Play now" for «Победа!» and meet in one match, each page hearing
of the pairing on its player stream (neither asks the server about its request); the tab of the
player whose turn it becomes says so in its title («Ваш ход», "Your turn"). Анна, who turned
notifications on for her browser, closes her tab; Boris moves; the push the server sends for her
turn reaches the stand-in push service (tests/support/pushservice.py; this module's server may push
to it on loopback), which decrypts it with her subscription's keys: it says it is her turn in that
match. Handed to her browser's service worker, it shows the notification that leads there.

What is not the browser's own here: Chromium's ``PushManager.subscribe`` registers with Google's
push service (FCM), which this machine cannot reach (tried: the promise was still unsettled after
30 s), and Chromium has no setting that names another push service. So the page's own code subscribes (push.ts: the real
permission, the real worker, the subscription posted to the real server), but ``PushManager`` hands
it a subscription the stand-in made with keys the test holds; and the push reaches the worker
through the DevTools protocol (``ServiceWorker.deliverPushMessage``), as the browser would hand it
over from its push service.

Beside it: a notice about another match than the one on screen shows under the header with a link
there (and the sound she asked for plays); the kinds of notice pushed to her device are chosen by a
box a kind, and kept across a reload; and the reminder points of correspondence matches are seen and chosen on "my games", in both
languages.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from selenium.webdriver.support.ui import Select

from tests.browser.conftest import ARTIFACTS, launch, signed_in
from tests.browser.page import GONE, Page
from tests.browser.pushing import PUSH_MANAGER, shown_after_push
from tests.support.client import Api
from tests.support.pushservice import Arrival, Browser, PushService
from tests.support.server import ServerProcess

SUBSCRIPTIONS = "/api/v1/players/me/push-subscriptions"
REMINDERS = "/api/v1/players/me/reminders"
# the page's requests for the state of a quick-play request (GET /seeks/{id}), as Resource Timing lists them
SEEK_READS = (
    "return performance.getEntriesByType('resource')"
    ".filter((e) => /^\\/api\\/v1\\/seeks\\/[^/]+$/.test(new URL(e.name).pathname)).length"
)


# the tones the page's audio makes, each as the state of its audio when made
TONES = """
window.tones = [];
const oscillator = BaseAudioContext.prototype.createOscillator;
BaseAudioContext.prototype.createOscillator = function () { window.tones.push(this.state); return oscillator.call(this); };
"""


@pytest.fixture(scope="module")
def web(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """This module's server (the browsers' fixture opens its pages on it): its VAPID key in a file
    of its own, and Web Push allowed to a push service on loopback (the stand-in)."""
    workdir = tmp_path_factory.mktemp("play-push")
    settings = {"vapid_key_file": str(workdir / "vapid.pem"), "push_private_targets": "true"}
    with ServerProcess(f"sqlite:///{workdir / 'igroteka.sqlite'}", workdir, **settings) as server:
        yield server


def match_of(page: Page) -> str:
    page.wait(lambda: page.run("return location.hash").startswith("#/m/"), timeout=30, message="no match opened")
    page.find(".turn")
    return page.run("return location.hash").split("/")[2]


def title(page: Page) -> str:
    return page.run("return document.title")


def move(page: Page, rng: random.Random) -> None:
    """One move of the seat, offered by its page (looked for again if the table was redrawn under the click)."""
    before = page.version()
    deadline = time.monotonic() + 20
    while page.version() == before:
        assert time.monotonic() < deadline, "no move played"
        page.wait(lambda: bool(page.actions()), timeout=20, message="no move offered")
        try:
            page.play_one(rng)
        except GONE:
            continue


def her_turn_pushed(service: PushService, device: Browser, match: str, after: int) -> Arrival:
    """The push of Анна's turn in ``match`` at a version after ``after``, once it arrived."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        for arrival in service.received(device):
            body = json.loads(arrival.payload)
            if body["type"] == "your_turn" and body["data"]["match"] == match and body["data"]["version"] > after:
                return arrival
        time.sleep(0.2)
    raise AssertionError(f"no push of her turn; arrived: {[a.payload for a in service.received(device)]}")


def test_two_players_press_play_now_meet_and_the_one_who_closed_her_tab_is_pushed_her_turn(
    browser: Callable[..., Page], api: Api, web: ServerProcess
) -> None:
    rng = random.Random(38)
    server_key = api.call("GET", "/api/v1/push/key").json()["public_key"]
    # a fresh profile (her worker is its first) of the full Chromium: the headless shell denies notifications
    anna = Page(launch(1280, 1000, "ru", False, full=True), web.url, ARTIFACTS)
    boris = browser(lang="en")
    with PushService() as service:
        device = service.subscribe(server_key)
        try:
            driver = anna.driver
            driver.execute_cdp_cmd(
                "Page.addScriptToEvaluateOnNewDocument", {"source": PUSH_MANAGER % json.dumps(device.json())}
            )
            driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": web.url, "permissions": ["notifications"]})
            anna.open("/")
            anna.run("localStorage.setItem('igroteka.lang', 'ru')")
            her = signed_in(anna, api, "Анна Пуш")
            signed_in(boris, api, "Boris Push")
            anna.open("/#/me")
            anna.wait(lambda: anna.find("#push-toggle").get_attribute("aria-pressed") == "false")
            anna.click("#push-toggle")
            anna.wait(
                lambda: anna.find("#push-toggle").get_attribute("aria-pressed") == "true",
                message="notifications were not turned on",
            )
            (subscribed,) = api.call("GET", SUBSCRIPTIONS, her["token"]).json()
            assert subscribed["endpoint"] == device.endpoint

            for page in (anna, boris):
                page.open("/#/")
                page.click("#play-now-pobeda")
            match_id = match_of(anna)
            assert match_of(boris) == match_id
            assert "Анна Пуш" in anna.text(".who") and "Boris Push" in boris.text(".who")
            assert anna.run(SEEK_READS) == 0 and boris.run(SEEK_READS) == 0, "a page asked for its request's state"

            anna.wait(lambda: bool(anna.actions() or boris.actions()), timeout=20, message="nobody is to move")
            if not anna.actions():  # Boris opens: his move makes it her turn, which her tab's title says
                move(boris, rng)
                anna.wait(lambda: title(anna).startswith("Ваш ход"), message=f"her title is {title(anna)!r}")
            move(anna, rng)  # her move makes it his turn
            boris.wait(lambda: title(boris).startswith("Your turn"), message=f"his title is {title(boris)!r}")
            assert boris.all("#notices[hidden]"), "a notice about the match on screen was shown under the header"

            version = boris.version()
            mine = driver.current_window_handle
            driver.switch_to.new_window("tab")
            elsewhere = driver.current_window_handle
            driver.switch_to.window(mine)
            driver.close()  # her tab, and with it her player stream, is gone
            driver.switch_to.window(elsewhere)
            move(boris, rng)

            arrival = her_turn_pushed(service, device, match_id, version)
            body = json.loads(arrival.payload)
            assert body["data"]["player"] == her["id"] and body["data"]["kind"] == "your_turn"
            assert body["text"] == {"ru": "Ваш ход в «Победа!».", "en": "Your turn in «Victory!»."}
            assert arrival.urgency == "high"

            driver.get(f"{web.url}/how-to-play/pobeda")  # a page of the site, to read the worker's notifications
            # the permission a browser keeps was, here, an override of the closed tab's DevTools
            # session, and went with it (Notification.permission is "default" again): given again
            driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": web.url, "permissions": ["notifications"]})
            driver.execute_cdp_cmd("ServiceWorker.enable", {})
            shown = shown_after_push(driver, web.url, arrival.payload.decode())
            # the worker speaks the browser's language, which headless Chromium may not take from --lang
            assert any(n[1] in body["text"].values() and n[3] == f"{web.url}/#/m/{match_id}" for n in shown), shown
            assert not anna.errors() and not boris.errors()
        finally:
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            boris.shot("play-push-boris")
            driver.quit()


def test_a_notice_about_another_match_shows_under_the_header_sounds_and_leads_there(
    browser: Callable[..., Page], api: Api
) -> None:
    page = browser(lang="ru")
    vera = signed_in(page, api, "Вера Уведомления")
    counting = page.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": TONES})
    try:
        page.open("/#/me")
        page.driver.refresh()
        page.click("#sound-on")  # she wants the sound: it plays once at once
        page.wait(lambda: page.run("return window.tones.length") == 2, message="the sound did not play")
        page.open("/#/")
        page.find("#play-now")
        made = api.call("POST", "/api/v1/matches", json={"game": "pobeda", "seats": 2, "bots": [1]}).json()
        api.call("POST", f"/api/v1/matches/{made['id']}/seats", vera["token"], json={"name": vera["name"], "seat": 0})
        line = f'#notices li[data-to="#/m/{made["id"]}"]'
        page.wait(lambda: bool(page.all(line)), timeout=20, message="no notice of her turn under the header")
        assert "Ваш ход в «Победа!»" in page.text(line)
        assert title(page).startswith("Ваш ход · ")
        page.wait(lambda: page.run("return window.tones") == ["running"] * 4, message="no sound on her turn")
        page.shot("notice-bar")
        page.click(f"{line} a")
        page.wait(lambda: page.run("return location.hash") == f"#/m/{made['id']}", message="the link leads elsewhere")
        page.find(".turn")
        assert not page.all(line) and page.all("#notices[hidden]")
        assert not title(page).startswith("Ваш ход")  # she is back at the page
        assert not page.errors()
    finally:
        page.driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", counting)


# the boxes she leaves ticked, in the server's order of kinds, and a label of one in each language
KEPT_KINDS = [
    "your_turn", "paired", "takeback_asked", "tour_started", "time_running_out", "challenge_received",
    "challenge_accepted", "challenge_declined", "challenge_cancelled", "challenge_expired", "invitation_used",
    "rematch_offered", "rematch_started",
]  # fmt: skip
DROPPED_KINDS = ["match_ended", "rating_changed", "rematch_declined"]


@pytest.mark.parametrize(
    ("lang", "label", "saved"),
    [("ru", "Вас вызывают на партию", "Сохранено."), ("en", "You are challenged to a match", "Saved.")],
)
def test_the_kinds_pushed_to_this_device_are_chosen_by_boxes_and_kept_across_a_reload(
    api: Api, web: ServerProcess, lang: str, label: str, saved: str
) -> None:
    server_key = api.call("GET", "/api/v1/push/key").json()["public_key"]
    page = Page(launch(1280, 1000, lang, False, full=True), web.url, ARTIFACTS)  # the shell denies notifications
    with PushService() as service:
        device = service.subscribe(server_key)
        try:
            driver = page.driver
            driver.execute_cdp_cmd(
                "Page.addScriptToEvaluateOnNewDocument", {"source": PUSH_MANAGER % json.dumps(device.json())}
            )
            driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": web.url, "permissions": ["notifications"]})
            page.open("/")
            page.run("localStorage.setItem('igroteka.lang', arguments[0])", lang)
            her = signed_in(page, api, f"Кира Виды {lang}")
            page.open("/#/me")
            page.wait(lambda: page.find("#push-toggle").get_attribute("aria-pressed") == "false")
            assert page.all("#push-kinds[hidden]"), "boxes shown for a device that receives nothing"
            page.click("#push-toggle")
            page.wait(lambda: bool(page.all("#push-kinds:not([hidden])")), message="no boxes once it receives them")
            boxes = page.all("#push-kinds input[type=checkbox]")
            assert len(boxes) == len(KEPT_KINDS) + len(DROPPED_KINDS) and all(box.is_selected() for box in boxes)
            assert label in page.text('label[for="push-kind-challenge_received"]')
            for kind in DROPPED_KINDS:
                page.click(f"#push-kind-{kind}")
            page.click("#push-kinds-save")
            page.wait(lambda: page.text("#push-kinds-state") == saved, message=page.text("#push-kinds-state"))
            (row,) = api.call("GET", SUBSCRIPTIONS, her["token"]).json()
            assert row["endpoint"] == device.endpoint and row["kinds"] == KEPT_KINDS

            page.driver.refresh()
            page.wait(lambda: bool(page.all("#push-kinds:not([hidden])")), message="no boxes after the reload")
            ticked = {box.get_attribute("value"): box.is_selected() for box in page.all("#push-kinds input")}
            assert ticked == {kind: kind in KEPT_KINDS for kind in KEPT_KINDS + DROPPED_KINDS}

            for kind in DROPPED_KINDS:  # every box ticked again: every kind, those added later too
                page.click(f"#push-kind-{kind}")
            page.click("#push-kinds-save")
            page.wait(lambda: api.call("GET", SUBSCRIPTIONS, her["token"]).json()[0]["kinds"] is None)
            assert api.call("GET", SUBSCRIPTIONS, her["token"]).json()[0]["id"] == row["id"]
            assert not page.errors()
        finally:
            driver.quit()


def rows(page: Page) -> list[tuple[str, str, str]]:
    """The reminder rows as shown: the number, the unit's value (seconds) and the unit's words."""
    found = []
    for n in range(4):
        unit = Select(page.find(f"#reminder-unit-{n}"))
        chosen = unit.first_selected_option
        found.append((page.find(f"#reminder-{n}").get_attribute("value"), chosen.get_attribute("value"), chosen.text))
    return found


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "ru",
            {
                "defaults": "Вы ещё не выбирали, поэтому напомним за 1 день и за 1 час до конца времени.",
                "saved": "Сохранено. Напомним за 2 дня и за 3 часа и за 30 минут до конца времени.",
                "none": "Сохранено. Напоминаний не будет.",
                "too_long": "Не больше 14 дней.",
                "units": ("день", "час", "дня", "часа", "минут"),
            },
        ),
        (
            "en",
            {
                "defaults": "You have not chosen yet, so we remind you 1 day and 1 hour before your time runs out.",
                "saved": "Saved. We remind you 2 days and 3 hours and 30 minutes before your time runs out.",
                "none": "Saved. No reminders.",
                "too_long": "At most 14 days.",
                "units": ("day", "hour", "days", "hours", "minutes"),
            },
        ),
    ],
)
def test_reminder_points_are_seen_and_chosen_on_my_page(
    browser: Callable[..., Page], api: Api, lang: str, words: dict[str, Any]
) -> None:
    page = browser(lang=lang)
    player = signed_in(page, api, f"Заочник {lang}")
    page.open("/#/me")
    page.wait(lambda: page.text("#reminders-state"), message="the reminder points are not shown")
    one_day, one_hour, days, hours, minutes = words["units"]
    assert page.text("#reminders-state") == words["defaults"]
    shown = rows(page)
    assert shown[:2] == [("1", "86400", one_day), ("1", "3600", one_hour)] and [r[0] for r in shown[2:]] == ["", ""]

    for n, (amount, unit) in enumerate([(2, 86400), (3, 3600), (30, 60)]):
        page.fill(f"#reminder-{n}", amount)
        page.fill(f"#reminder-unit-{n}", unit)
    page.click("#reminders-save")
    page.wait(lambda: page.text("#reminders-state") == words["saved"], message=page.text("#reminders-state"))
    assert api.call("GET", REMINDERS, player["token"]).json() == {"points": [172800, 10800, 1800], "chosen": True}
    page.driver.refresh()
    page.wait(lambda: page.text("#reminders-state"), message="the reminder points are not shown again")
    assert rows(page)[:3] == [("2", "86400", days), ("3", "3600", hours), ("30", "60", minutes)]

    page.fill("#reminder-0", 15)  # days: past what the server keeps, refused before it is sent
    page.click("#reminders-save")
    page.wait(lambda: page.text(".reminders .problem:not([hidden])") == words["too_long"], message="no refusal")
    assert api.call("GET", REMINDERS, player["token"]).json()["points"] == [172800, 10800, 1800]

    for n in range(4):
        page.find(f"#reminder-{n}").clear()
    page.click("#reminders-save")
    page.wait(lambda: page.text("#reminders-state") == words["none"], message=page.text("#reminders-state"))
    assert api.call("GET", REMINDERS, player["token"]).json() == {"points": [], "chosen": True}
    assert not page.all(".reminders .problem:not([hidden])")
    assert not page.errors()
