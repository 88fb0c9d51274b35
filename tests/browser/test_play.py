"""Playing without waiting in the web client (issue 38): two browsers press "Play now" for one game
and meet in one match; after it ends one offers a rematch and the other accepts, and both move to
the new match; an invite link copied in one browser seats the person who opens it in another; a
player challenges another from their profile, who accepts on their page, and both play it."""

from __future__ import annotations

import time
from collections.abc import Callable

from tests.browser.conftest import signed_in
from tests.browser.page import Page
from tests.support.client import Api


def match_of(page: Page, other_than: str = "") -> str:
    """The match the page shows, once it shows one (its address's ``#/m/<id>``) other than ``other_than``."""
    page.wait(
        lambda: (
            page.run("return location.hash").startswith("#/m/")
            and page.run("return location.hash").split("/")[2] != other_than
        ),
        timeout=30,
        message="no (other) match opened",
    )
    page.find(".turn")
    return page.run("return location.hash").split("/")[2]


def test_two_browsers_press_play_now_meet_in_one_match_and_rematch(browser: Callable[..., Page]) -> None:
    anna, boris = browser(), browser()
    for page, name in ((anna, "Анна"), (boris, "Борис")):
        page.open("/#/")
        page.fill("#play-name", name)
        page.click("#play-now-ecologic")
    anna.shot("play-now")
    match_id = match_of(anna)
    assert match_of(boris) == match_id
    for page, name in ((anna, "Анна"), (boris, "Борис")):
        page.wait(lambda page=page, name=name: name in page.text(".who"), message=f"{name} does not play there")
        assert "Анна" in page.text(".seats") and "Борис" in page.text(".seats")

    anna.click("#resign")
    anna.click("#resign-confirm")
    anna.wait(anna.finished, message="the resignation did not end the match")
    anna.click("#rematch-offer")
    anna.find("#rematch-waiting")
    boris.wait(boris.finished, message="the other browser does not see the end")
    boris.find("#rematch-accept")
    boris.shot("rematch-offered")
    boris.click("#rematch-accept")
    rematch = match_of(boris, other_than=match_id)
    assert match_of(anna, other_than=match_id) == rematch
    for page, name in ((anna, "Анна"), (boris, "Борис")):
        page.wait(
            lambda page=page, name=name: name in page.text(".who"), message=f"{name} is not seated in the rematch"
        )
    assert not anna.errors() and not boris.errors()


def test_an_invite_link_made_in_one_browser_seats_a_guest_in_another(browser: Callable[..., Page]) -> None:
    host, guest = browser(), browser()
    match_id = host.create_match("pobeda", 2, [], "Хозяйка", {})
    host.click("#invite-make")
    link = host.wait(lambda: host.run("return document.querySelector('#invite-link')?.value"), message="no link")
    assert "#/invite/igi_" in link and link.startswith(host.url)
    guest.open("/")
    guest.driver.get(link)
    guest.fill("#invite-name", "Гостья")
    guest.click("#invite-form button[type=submit]")
    assert match_of(guest) == match_id
    assert "igi_" not in guest.run("return location.href")
    guest.wait(lambda: "Гостья" in guest.text(".who"), message="the guest is not seated")
    host.wait(lambda: "Гостья" in host.text(".seats"), timeout=30, message="the host does not see the guest")
    assert not host.errors() and not guest.errors()


def challenge_reads(page: Page) -> list[str]:
    """The page's requests of /api/v1/challenges (the list) and of one challenge, as its Resource
    Timing lists them (with their query)."""
    return page.run(
        "return performance.getEntriesByType('resource').map((e) => new URL(e.name))"
        ".filter((u) => u.pathname.startsWith('/api/v1/challenges')).map((u) => u.pathname + u.search)"
    )


def test_a_player_challenged_from_their_profile_accepts_on_their_page_and_both_play(
    browser: Callable[..., Page], api: Api
) -> None:
    vera, gleb = browser(), browser()
    signed_in(vera, api, "Вера Вызов")
    him = signed_in(gleb, api, "Глеб Вызов")
    gleb.open("/#/me")
    gleb.wait(lambda: gleb.text("#challenges li") == "Вызовов нет.", message="his challenges are not read")
    listed = challenge_reads(gleb)  # my page reads the list once, when his player stream stands
    assert sorted(listed) == [
        "/api/v1/challenges?box=received&limit=20",
        "/api/v1/challenges?box=sent&limit=20",
    ], listed
    vera.open(f"/#/p/{him['id']}")
    vera.find("#challenge-game option[value=pobeda]")
    vera.fill("#challenge-game", "pobeda")
    vera.fill("#challenge-seat", "0")
    vera.click("#challenge-send")
    vera.find("#challenge-status")
    gleb.find("#challenges .challenge-row button.accept")  # told on his stream: his page asked nothing
    line = gleb.text("#challenges .challenge-row")
    assert "Вера Вызов" in line and "Победа!" in line, line
    assert "pobeda" not in gleb.text("#challenges")
    assert challenge_reads(gleb) == listed, "his page asked for the challenges again"
    gleb.click("#challenges .challenge-row button.accept")
    match_id = match_of(gleb)
    assert match_of(vera) == match_id
    # her page heard the acceptance on her stream: besides sending it, it asked nothing of the challenge
    assert challenge_reads(vera) == ["/api/v1/challenges"], challenge_reads(vera)
    vera.wait(lambda: "Вера Вызов" in vera.text(".who") and "1" in vera.text(".who"), message="Вера is not at seat 1")
    gleb.wait(lambda: "Глеб Вызов" in gleb.text(".who"), message="Глеб is not seated")
    assert not vera.errors() and not gleb.errors()


def test_a_declined_challenge_is_told_to_the_challenger_and_a_cancelled_one_to_the_challenged(
    browser: Callable[..., Page], api: Api
) -> None:
    vera, gleb = browser(lang="en"), browser(lang="en")
    her = signed_in(vera, api, "Vera Declined")
    him = signed_in(gleb, api, "Gleb Declines")
    gleb.open("/#/me")
    gleb.wait(lambda: gleb.text("#challenges li") == "No challenges.", message="his challenges are not read")
    vera.open(f"/#/p/{him['id']}")
    vera.find("#challenge-game option[value=pobeda]")
    vera.fill("#challenge-game", "pobeda")
    vera.click("#challenge-send")
    first = (
        gleb.find("#challenges .challenge-row button.decline")
        .find_element("xpath", "..")
        .get_attribute("data-challenge")
    )
    gleb.click("#challenges .challenge-row button.decline")
    vera.wait(lambda: vera.text("#challenge-status") == "declined", message=vera.text("#challenge-status"))
    gleb.wait(lambda: "declined" in gleb.text("#challenges .challenge-row"), message="his line still waits")

    sent = api.call(
        "POST", "/api/v1/challenges", her["token"], json={"player": him["id"], "game": "pobeda", "seats": 2}
    ).json()
    row = f'#challenges .challenge-row[data-challenge="{sent["id"]}"]'
    gleb.wait(lambda: "waiting" in gleb.text(row), message="the second challenge is not shown")
    api.call("DELETE", f"/api/v1/challenges/{sent['id']}", her["token"])
    gleb.wait(lambda: "cancelled" in gleb.text(row) and not gleb.all(f"{row} button"), message=gleb.text(row))
    # neither page asked about a challenge: his read the list once and declined, hers sent one
    assert sorted(challenge_reads(gleb)) == [
        f"/api/v1/challenges/{first}/decline",
        "/api/v1/challenges?box=received&limit=20",
        "/api/v1/challenges?box=sent&limit=20",
    ], challenge_reads(gleb)
    assert challenge_reads(vera) == ["/api/v1/challenges"], challenge_reads(vera)
    assert not vera.errors() and not gleb.errors()


def rematch_reads(page: Page, match_id: str) -> int:
    """How often the page asked for ``match_id``'s rematch offer (Resource Timing)."""
    return page.run(
        "return performance.getEntriesByType('resource')"
        ".filter((e) => new URL(e.name).pathname === arguments[0]).length",
        f"/api/v1/matches/{match_id}/rematch",
    )


def test_signed_in_players_hear_of_the_rematch_on_their_streams_and_do_not_ask_for_it_meanwhile(
    browser: Callable[..., Page], api: Api
) -> None:
    anna, boris = browser(), browser()
    for page, name in ((anna, "Анна Реванш"), (boris, "Борис Реванш")):
        signed_in(page, api, name)
        page.open("/#/")
        page.click("#play-now-pobeda")
    match_id = match_of(anna)
    assert match_of(boris) == match_id
    anna.click("#resign")
    anna.click("#resign-confirm")
    anna.wait(anna.finished, message="the resignation did not end the match")
    boris.wait(boris.finished, message="the other browser does not see the end")
    anna.click("#rematch-offer")
    anna.find("#rematch-waiting")
    boris.find("#rematch-accept")  # told by rematch_offered
    time.sleep(5)  # asking every 2 s would have asked twice more by now
    # his page read the offer once when the finished match's stream stood and once when told of it
    assert rematch_reads(boris, match_id) <= 2, rematch_reads(boris, match_id)
    boris.click("#rematch-accept")
    rematch = match_of(boris, other_than=match_id)
    assert match_of(anna, other_than=match_id) == rematch  # told by rematch_started
    for page, name in ((anna, "Анна Реванш"), (boris, "Борис Реванш")):
        page.wait(lambda page=page, name=name: name in page.text(".who"), message=f"{name} is not in the rematch")
        # the new seat is kept with the player token, which the stream is opened with
        held = page.run("return JSON.parse(localStorage.getItem(arguments[0])).token", f"igroteka.seat.{rematch}")
        assert held == page.run("return JSON.parse(localStorage.getItem('igroteka.account')).token")
    assert not anna.errors() and not boris.errors()
