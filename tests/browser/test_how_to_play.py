"""The how-to-play pages reached from the web client: the lobby links every game's page, a match
page links its game's, each in the interface's language."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from igroteka.domain.games import GAME_IDS
from tests.browser.page import Page


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_lobby_and_a_match_link_to_how_to_play_in_the_pages_language(
    browser: Callable[..., Page], lang: str
) -> None:
    page = browser(lang=lang)
    page.open("/#/")
    page.find(".how-list a")
    links = {a.get_attribute("data-game"): a.get_attribute("href") for a in page.all(".how-list a")}
    assert set(links) == set(GAME_IDS)
    for game, href in links.items():
        page.driver.get(href)
        assert page.run("return document.documentElement.lang") == lang
        assert page.attribute("main.how-to-play", "data-game") == game
        assert page.text("main h1").startswith("Как играть" if lang == "ru" else "How to play")
    page.create_match("ecologic", 2, [1], "Алиса", {"fixed_layout": True})
    page.click(".match-head .how-link")
    page.wait(lambda: "/how-to-play/ecologic" in page.driver.current_url, message="no how-to-play from the match")
    assert page.run("return document.documentElement.lang") == lang
    page.click("main .play")
    page.find("#create-match")
    assert not page.errors()
