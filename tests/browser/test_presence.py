"""Presence on the web client (issue 14): the seat list marks each seat whose person has the match
open, and a watcher's page sees it go, live, when that person leaves."""

from __future__ import annotations

from collections.abc import Callable

from tests.browser.page import Page


def online(page: Page) -> list[str]:
    """The seat list's entries that say their person is connected."""
    return page.run(
        "return [...document.querySelectorAll('.seats li')].filter(li => li.querySelector('.tag.online'))"
        ".map(li => li.innerText)"
    )


def test_a_watcher_sees_a_player_come_and_go(browser: Callable[..., Page]) -> None:
    player = browser()
    match_id = player.create_match("pobeda", 2, [1], "Алиса", {})
    player.wait(lambda: any("Алиса" in entry for entry in online(player)), message="the player is not shown online")
    watcher = browser()
    watcher.open(f"/#/m/{match_id}")
    watcher.wait(lambda: any("Алиса" in entry for entry in online(watcher)), message="the watcher does not see her")
    assert len(online(watcher)) == 1  # the server bot's seat has nobody to connect
    player.run("location.hash = '#/'")  # she goes back to the lobby: her stream closes
    watcher.wait(lambda: not online(watcher), message="the watcher still sees her online")
    assert not watcher.errors()
