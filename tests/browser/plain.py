"""What a person reads on a page, checked for developer terms: an instance or catalogue id
(`c0-032`, `k030`), a snake_case code, a raw end reason, "Version N", and in the Russian
interface any Latin word but the proper names below."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import msgspec

from igroteka.domain.games import GAMES
from igroteka.projections.words import REASONS, WORDS
from tests.browser.page import Page
from tests.games.test_words import content_ids, developer_terms

LATIN = re.compile(r"[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]")


def russian_names() -> set[str]:
    """The Latin words in the games' own Russian names: proper names of the rulebooks (the
    weapons of «День Победы»: «Pz.Kpfw. IV», «leFH 18»)."""
    found: set[str] = set()

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            name = value.get("name")
            if isinstance(name, str):
                found.update(LATIN.findall(name))
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    for rules in GAMES.values():
        walk(msgspec.to_builtins(rules.content()))
    return found


# Latin a Russian page may show: proper names that are not translated (a game's own title, the
# games' Russian names of things, the rating systems and their symbols' names). A board's columns
# are lettered A, B, C… as a chessboard's are in Russian too: a capital letter alone is a coordinate.
LATIN_NAMES = {"EcoLogic", "Glicko", "OpenSkill", "RD"} | russian_names()
COORDINATE = re.compile(r"[A-Z]")
VERSION = re.compile(r"\b(?:[Vv]ersion|[Вв]ерси[яи])\s+\d+")
END_REASONS = {key for words in WORDS.values() for key in words.REASONS} | set(REASONS) | {"timeout"}

# The rendered text of the page and the words it gives in titles, labels and placeholders; and
# the text of what is marked as written in another language (the language switch's «Eng»).
SHOWN = """
const words = [document.body.innerText];
for (const el of document.querySelectorAll('[title], [aria-label], [placeholder]')) {
  if (el.closest('[hidden]') || el.getClientRects().length === 0) continue;
  for (const name of ['title', 'aria-label', 'placeholder']) {
    const value = el.getAttribute(name);
    if (value) words.push(value);
  }
}
const page = document.documentElement.lang;
const foreign = [...document.querySelectorAll('body [lang]')].filter((e) => e.lang !== page).map((e) => e.innerText);
return [words.join('\\n'), foreign];
"""


@cache
def ids_of(game: str) -> frozenset[str]:
    return frozenset(content_ids(game))


def shown(page: Page) -> str:
    """What the page shows in its own language (text marked as another language's taken out)."""
    text, foreign = page.run(SHOWN)
    for words in foreign:
        text = text.replace(words, " ") if words else text
    return text


def terms(text: str, lang: str, ids: set[str] = frozenset(), allowed: tuple[str, ...] = ()) -> list[str]:
    """The developer terms ``text`` shows (``allowed``: strings taken out first, such as a match's
    short id in its heading)."""
    for words in allowed:
        text = text.replace(words, " ")
    found = developer_terms(text, set(ids))
    found += VERSION.findall(text)
    found += [f"({reason})" for reason in END_REASONS if f"({reason})" in text]
    if lang == "ru":
        found += [word for word in LATIN.findall(text) if word not in LATIN_NAMES and not COORDINATE.fullmatch(word)]
    return found


def assert_plain(page: Page, lang: str, game: str | None = None, allowed: tuple[str, ...] = ()) -> None:
    """The page shows no developer term (``game``: its catalogue's ids too)."""
    text = shown(page)
    found = terms(text, lang, ids_of(game) if game else set(), allowed)
    assert not found, f"developer terms on {page.driver.current_url} ({lang}): {sorted(set(found))}\n{text[:3000]}"
