"""The page in the server's words: a move that costs the player something is played only after
«Вы уверены?», and the journal and the outcome read as sentences in the page's language, never as
codes or instance ids."""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable

from tests.browser.page import Page
from tests.games.test_words import content_ids, developer_terms
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


def test_the_journal_and_the_outcome_are_the_servers_sentences(
    browser: Callable[..., Page], web: ServerProcess
) -> None:
    rng = random.Random("journal")
    ids = content_ids("den_pobedy")
    player = browser()
    player.create_match("den_pobedy", 2, [1], "Алиса", {"deck_building": False})
    player.play_to_end(rng, time.monotonic() + 120)
    lines = [e.text for e in player.all(".journal li")]
    assert lines, "the journal tells nothing"
    for line in [*lines, player.text(".outcome")]:
        assert not developer_terms(line, ids), line
        assert re.search("[а-яё]", line.lower()), f"English in the Russian page: {line}"
