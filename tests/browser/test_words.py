"""The page in the server's words: a move that costs the player something is played only after
«Вы уверены?»; the lobby's rows and the create form in plain words, in both languages. (The journal
and the outcome of every game, as sentences in the page's language: tests/browser/test_games.py.)"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import httpx
import pytest
from selenium.webdriver.support.ui import Select
from websockets.sync.client import connect

from tests.browser.page import Page
from tests.browser.plain import assert_plain
from tests.browser.test_presence import online
from tests.support.server import ServerProcess


def test_an_empty_placement_is_committed_only_after_are_you_sure(
    browser: Callable[..., Page], web: ServerProcess
) -> None:
    """«Подтвердить расстановку 0/5» commits nothing: the page asks first, and Cancel keeps the match as it was."""
    rng = random.Random("words")
    player = browser()
    player.create_match("zavody", 2, [1], "Вера", {"round_limit": 2})
    deadline = time.monotonic() + 60
    while not player.all(".commit-placement.target"):
        assert time.monotonic() < deadline, "no placement offered"
        player.wait(lambda: bool(player.actions()), message="nothing to do")
        if not player.all(".commit-placement.target"):
            player.play_one(rng, avoid="Закончить")
    before = player.version()
    player.click(".commit-placement.target")
    asked = player.find(".chooser:not([hidden])")
    assert "Вы уверены?" in asked.text and "не поставив ни одного рабочего" in asked.text, asked.text
    player.click(".chooser:not([hidden]) button.secondary")
    player.wait(lambda: not player.all(".chooser:not([hidden])"), message="the question stayed")
    assert player.version() == before, "Cancel played the move"
    player.click(".commit-placement.target")
    player.click(".chooser:not([hidden]) button.confirm")
    player.wait(lambda: player.version() > before, message="the confirmed move was not played")


def test_the_question_stays_open_while_the_page_redraws_at_the_same_version(
    browser: Callable[..., Page], web: ServerProcess
) -> None:
    """«Вы уверены?» is asked, then the page redraws for what moves no version (here Борис comes to
    the table and the seat list marks him online): the question stays, and answering it plays the
    move. Every redraw closed it, and a player answering just then lost the move (seen in
    test_games when the journal's first lines arrived after a reload)."""
    player = browser()
    match = player.create_match("zavody", 2, [], "Вера", {"round_limit": 2})
    boris = httpx.post(f"{web.url}/api/v1/matches/{match}/seats", json={"name": "Борис"}).json()
    player.click(".commit-placement.target")  # her only move at the start: an empty placement, asked first
    player.find(".chooser:not([hidden]) button.confirm")
    before = player.version()
    stream = f"{web.ws}/api/v1/matches/{match}/stream?presence=true"
    with connect(stream, proxy=None, subprotocols=["igroteka.v1", f"bearer.{boris['token']}"], open_timeout=10):
        player.wait(lambda: "Борис" in "".join(online(player)), message="Борис is not shown online")
        assert player.all(".chooser:not([hidden]) button.confirm"), "the redraw closed the question"
        assert player.version() == before
        player.click(".chooser:not([hidden]) button.confirm")
        player.wait(lambda: player.version() > before, message="the answered question played no move")
    assert player.errors() == []


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "ru",
            {
                "fischer": ["5 мин + 3 с", "товарищеская", "Для победы: две линии («Великая победа»)"],
                "move": ["10 мин на ход", "Правила: упрощённые", "Бот 2"],
                "days": ["3 дня на ход", "Колоды: стартовые", "Место 2: свободно"],
            },
        ),
        (
            "en",
            {
                "fischer": ["5 min + 3 s", "casual", "To win: two lines (Great Victory)"],
                "move": ["10 min a move", "Rules: simplified", "Bot 2"],
                "days": ["3 days a move", "Decks: the starter decks", "Seat 2: free"],
            },
        ),
    ],
)
def test_the_lobby_and_the_create_form_read_in_plain_words(
    browser: Callable[..., Page], web: ServerProcess, lang: str, said: dict[str, list[str]]
) -> None:
    """Each row says its game, seats, options and clock in words; the form offers every game's
    options by their names and values in words; the refresh button is titled in the page's language."""
    matches = {
        "fischer": ("pobeda", {"lines_to_win": 2}, [], {"kind": "fischer", "seconds": 300, "increment": 3}),
        "move": ("pyatiletka", {"simplified": True}, [1], {"kind": "move", "seconds": 600}),
        "days": ("den_pobedy", {"deck_building": False}, [], {"kind": "days", "days": 3}),
    }
    ids = {}
    for clock, (game, options, bots, control) in matches.items():
        body = {"game": game, "seats": 2, "options": options, "bots": bots, "time_control": control}
        ids[clock] = httpx.post(f"{web.url}/api/v1/matches", json=body).raise_for_status().json()["id"]
        httpx.post(f"{web.url}/api/v1/matches/{ids[clock]}/seats", json={"name": "Зоя", "seat": 0}).raise_for_status()
    page = browser(lang=lang)
    for clock, words in said.items():
        status = "open" if clock != "move" else "running"
        page.open(f"/#/lobby/{status}/")
        row = f".lobby-row[data-match='{ids[clock]}']"
        page.wait(lambda row=row: bool(page.all(row)), message=f"no row of the {clock} match")
        text = page.text(row)
        assert all(word in text for word in words), (words, text)
        assert_plain(page, lang)
    refresh = page.attribute(".lobby-page button[title]", "title")
    assert refresh == {"ru": "Обновить", "en": "Refresh"}[lang]
    page.open("/#/")
    for game in ("pobeda", "pyatiletka", "zavody", "den_pobedy", "ecologic"):
        Select(page.find("#new-game")).select_by_value(game)
        page.wait(lambda: bool(page.all("#create-match [id^='option-']")), message=f"no options of {game}")
        assert_plain(page, lang)
    assert page.errors() == []
