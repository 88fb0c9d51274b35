"""A correspondence match on the web client (issue 38): the create form's "days per move", and the
clocks beside the seats drawn in days and hours — never a seconds countdown — in Russian and in
English, the running one's title saying when its time runs out; the lobby tells its days."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from tests.browser.page import Page
from tests.support.client import Api


def faces(page: Page) -> list[tuple[str, bool, str]]:
    """Each seat's clock: its face, whether it runs, its title."""
    return page.run(
        "return [...document.querySelectorAll('.seats .clock')]"
        ".map(c => [c.textContent, c.classList.contains('running'), c.title])"
    )


@pytest.mark.parametrize(
    ("lang", "full", "running", "deadline", "lobby"),
    [
        ("ru", "3 дн. 0 ч", r"3 дн\. 0 ч|2 дн\. 23 ч", "Время выйдет: ", "3 дня на ход"),
        ("en", "3 d 0 h", r"3 d 0 h|2 d 23 h", "Time runs out: ", "3 days a move"),
    ],
)
def test_a_correspondence_match_shows_its_deadline_in_days(
    browser: Callable[..., Page], api: Api, lang: str, full: str, running: str, deadline: str, lobby: str
) -> None:
    page = browser(lang=lang)
    rules = {"new-clock": "days", "new-clock-days": 3, "new-clock-timeout": "lose"}
    match_id = page.create_match("pobeda", 2, [], "Алиса", {}, rules)
    envelope = api.envelope(match_id)
    assert envelope["clocks"]["control"] == {
        "kind": "days",
        "days": 3,
        "seconds": None,
        "increment": 0.0,
        "on_timeout": "lose",
    }
    assert [face for face, _, _ in faces(page)] == [full, full]  # nobody's clock runs before the start
    page.open("/#/")
    page.wait(
        lambda: any(lobby in row.text for row in page.all(f".lobby-row[data-match='{match_id}']")),
        message="no days in the lobby",
    )
    assert api.claim(match_id, "Борис")["seat"] == 1
    page.open(f"/#/m/{match_id}")
    page.find(".turn")
    (seat,) = api.envelope(match_id)["to_act"]
    page.wait(lambda: faces(page)[seat][1], message="the clock of the seat to act does not run")
    face, _, title = faces(page)[seat]
    assert re.fullmatch(running, face), face  # days and hours left (a part minute counts whole), no seconds
    assert title.startswith(deadline), title
    other = faces(page)[1 - seat]
    assert other[0] == full and not other[1]
    page.shot(f"correspondence-{lang}")


@pytest.mark.parametrize(
    ("lang", "left", "deadline"),
    [
        ("ru", r"осталось: (3 дн\. 0 ч|2 дн\. 23 ч)", "Время выйдет: "),
        ("en", r"time left: (3 d 0 h|2 d 23 h)", "Time runs out: "),
    ],
)
def test_my_games_shows_the_days_left_before_my_time_runs_out(
    browser: Callable[..., Page], lang: str, left: str, deadline: str
) -> None:
    page = browser(lang=lang)
    page.open("/#/me")
    page.fill("#account-name", f"Заочница {lang}")
    page.click("#sign-up button[type=submit]")
    page.wait(lambda: page.text("#new-token"), message="the new player token is not shown")
    rules = {"new-clock": "days", "new-clock-days": 3}
    match_id = page.create_match("pobeda", 2, [1], "Зина", {}, rules)  # seat 0 acts first, the bot waits
    page.open("/#/me")
    badge = f'li.my-game[data-match="{match_id}"] .deadline'
    page.wait(lambda: bool(page.all(badge)), timeout=30, message="no deadline on my game")
    assert re.fullmatch(left, page.text(badge)), page.text(badge)
    assert (page.attribute(badge, "title") or "").startswith(deadline)
    assert not page.errors()
