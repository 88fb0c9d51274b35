"""Player accounts in the web client (issue 37): sign up, a match created from the lobby is among
"My games" with a your-turn badge, and another browser signed in with the player token plays it."""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.browser.page import Page


def test_sign_up_see_my_game_with_its_badge_and_play_it_from_another_browser(browser: Callable[..., Page]) -> None:
    rng = random.Random(5)
    phone = browser()
    phone.open("/#/me")
    phone.fill("#account-name", "Зина Браузерная")
    phone.click("#sign-up button[type=submit]")
    token = phone.wait(lambda: phone.text("#new-token"), message="the new player token is not shown")
    assert token.startswith("igp_")
    match_id = phone.create_match("pobeda", 2, [1], "Зина", {})
    phone.open("/#/me")
    row = f'li.my-game[data-match="{match_id}"]'
    phone.wait(lambda: bool(phone.all(f"{row} .your-turn")), timeout=30, message="no your-turn badge on my game")
    assert "Зина Браузерная" in phone.text(".account h2")

    laptop = browser()
    laptop.open("/#/me")
    laptop.fill("#account-token", token)
    laptop.click("#sign-in button[type=submit]")
    laptop.find(row)
    laptop.click(f"{row} a")
    laptop.wait(lambda: bool(laptop.actions()), message="the player token offers no move")
    before = laptop.version()
    laptop.play_one(rng)
    laptop.wait(lambda: laptop.version() > before, message="the move was not played")
    laptop.open("/#/me")
    laptop.find(".profile .counts")
    laptop.click("#sign-out")
    laptop.find("#sign-up")
    assert not phone.all(".problem:not([hidden])") and not laptop.all(".problem:not([hidden])")
    assert not phone.errors() and not laptop.errors()
