"""The how-to-play pages of a real server process: one per game in Russian and English, chosen by
``?lang=``, else ``Accept-Language``, else English; served under the web client's Content Security
Policy; an unknown game is a problem with a stable code."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from igroteka.domain.games import GAME_IDS
from tests.support.server import ServerProcess


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[httpx.Client]:
    workdir: Path = tmp_path_factory.mktemp("howto")
    with (
        ServerProcess(f"sqlite:///{workdir / 'igroteka.sqlite'}", workdir) as server,
        httpx.Client(base_url=server.url) as client,
    ):
        yield client


def heading(page: str) -> str:
    found = re.search(r"<h1>(.*?)</h1>", page, re.S)
    assert found, page[:300]
    return found.group(1)


@pytest.mark.parametrize("game", sorted(GAME_IDS))
def test_every_game_has_a_page_in_each_language(site: httpx.Client, game: str) -> None:
    ru = site.get(f"/how-to-play/{game}", params={"lang": "ru"})
    en = site.get(f"/how-to-play/{game}", params={"lang": "en"})
    for answer, lang in ((ru, "ru"), (en, "en")):
        assert answer.status_code == 200
        assert answer.headers["content-type"].startswith("text/html")
        assert answer.headers["content-language"] == lang
        assert f'<html lang="{lang}">' in answer.text
        assert "script-src 'self'" in answer.headers["content-security-policy"]
        assert "<script" not in answer.text
        assert answer.text.count("<h2>") >= 4, "goal, turn, end and variants at least"
    assert heading(ru.text).startswith("Как играть") and heading(en.text).startswith("How to play")
    russian = re.sub(r"«[^»]*»", "", re.sub(r"<[^>]+>", " ", en.text.split("<main", 1)[1]))
    assert not re.search("[а-яё]{4,}", russian, re.I), "Russian outside the game's own names on the English page"
    assert f'href="/how-to-play/{game}?lang=en"' in ru.text and f'href="/how-to-play/{game}?lang=ru"' in en.text


@pytest.mark.parametrize(
    ("accept", "lang"),
    [
        ("ru-RU,ru;q=0.9,en;q=0.8", "ru"),
        ("en-GB,en;q=0.9", "en"),
        ("de-DE", "en"),
        (None, "en"),
        ("fr, ru;q=0.5", "ru"),
    ],
)
def test_the_language_follows_accept_language(site: httpx.Client, accept: str | None, lang: str) -> None:
    headers = {"Accept-Language": accept} if accept else {}
    answer = site.get("/how-to-play/pobeda", headers=headers)
    assert answer.headers["content-language"] == lang
    assert "Accept-Language" in answer.headers["vary"]


def test_lang_beats_accept_language(site: httpx.Client) -> None:
    answer = site.get("/how-to-play/zavody", params={"lang": "en"}, headers={"Accept-Language": "ru"})
    assert answer.headers["content-language"] == "en"


@pytest.mark.parametrize("game", ["chess", "pobeda.en", "POBEDA"])
def test_an_unknown_game_is_a_problem(site: httpx.Client, game: str) -> None:
    answer = site.get(f"/how-to-play/{game}")
    assert answer.status_code == 404
    assert answer.headers["content-type"].startswith("application/problem+json")
    assert answer.json()["code"] == "game_not_found"
