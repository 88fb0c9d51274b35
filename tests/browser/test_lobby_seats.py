"""The lobby tells how a seat went out of a match: a seat that ran out of time is shown so, in
both languages, never as resigned."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

from tests.browser.page import Page
from tests.support.client import Api
from tests.support.server import ServerProcess


@pytest.mark.parametrize(
    ("lang", "out", "resigned"), [("ru", "время вышло", "сдался"), ("en", "out of time", "resigned")]
)
def test_a_seat_out_of_time_is_shown_so_in_the_lobby(
    browser: Callable[..., Page], web: ServerProcess, lang: str, out: str, resigned: str
) -> None:
    api = Api(web.url)
    try:
        control = {"kind": "move", "seconds": 1.5, "on_timeout": "lose"}
        created = api.call("POST", "/api/v1/matches", json={"game": "pobeda", "seats": 2, "time_control": control})
        match_id = created.json()["id"]
        for name in (f"Соня {lang}", f"Гоша {lang}"):
            api.claim(match_id, name)
        deadline = time.monotonic() + 15
        while api.envelope(match_id)["status"] != "finished":
            assert time.monotonic() < deadline, "the clock did not run out"
            time.sleep(0.1)
    finally:
        api.close()
    page = browser(lang=lang)
    page.open("/#/lobby/finished/pobeda")
    row = f"[data-match='{match_id}'] .names"
    page.wait(lambda: out in page.text(row), message=f"no «{out}» in the lobby row")
    assert resigned not in page.text(row)
