"""What a person reads on a page, checked for developer terms: an instance or catalogue id
(`c0-032`, `k030`), a snake_case code, a raw end reason, "Version N", and in the Russian
interface any Latin word but the proper names below."""

from __future__ import annotations

import re
from functools import cache

from projections.words import REASONS, WORDS
from tests.browser.page import Page
from tests.games.test_words import content_ids, developer_terms

# Latin a Russian page may show: names that are not translated (a game's own title, the rating
# systems, their symbols' names) and what a player writes himself (the test's names are Cyrillic).
LATIN_NAMES = {"EcoLogic", "Glicko", "OpenSkill", "RD"}
LATIN = re.compile(r"[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]")
VERSION = re.compile(r"\b(?:[Vv]ersion|[Вв]ерси[яи])\s+\d+")
END_REASONS = {key for words in WORDS.values() for key in words.REASONS} | set(REASONS) | {"timeout"}

# The rendered text of the page and the words it gives in titles, labels and placeholders.
SHOWN = """
const words = [document.body.innerText];
for (const el of document.querySelectorAll('[title], [aria-label], [placeholder]')) {
  if (el.closest('[hidden]') || el.getClientRects().length === 0) continue;
  for (const name of ['title', 'aria-label', 'placeholder']) {
    const value = el.getAttribute(name);
    if (value) words.push(value);
  }
}
return words.join('\\n');
"""


@cache
def ids_of(game: str) -> frozenset[str]:
    return frozenset(content_ids(game))


def shown(page: Page) -> str:
    return page.run(SHOWN)


def terms(text: str, lang: str, ids: set[str] = frozenset(), allowed: tuple[str, ...] = ()) -> list[str]:
    """The developer terms ``text`` shows (``allowed``: strings taken out first, such as a match's
    short id in its heading)."""
    for words in allowed:
        text = text.replace(words, " ")
    found = developer_terms(text, set(ids))
    found += VERSION.findall(text)
    found += [f"({reason})" for reason in END_REASONS if f"({reason})" in text]
    if lang == "ru":
        found += [word for word in LATIN.findall(text) if word not in LATIN_NAMES]
    return found


def assert_plain(page: Page, lang: str, game: str | None = None, allowed: tuple[str, ...] = ()) -> None:
    """The page shows no developer term (``game``: its catalogue's ids too)."""
    text = shown(page)
    found = terms(text, lang, ids_of(game) if game else set(), allowed)
    assert not found, f"developer terms on {page.driver.current_url} ({lang}): {sorted(set(found))}\n{text[:3000]}"
