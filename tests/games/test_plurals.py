"""Counts in the server's sentences take the form their number asks, in both languages (issue 39:
«104 ходов», "1 coins")."""

from __future__ import annotations

import pytest

from igroteka.domain.engine import Reading, Spectator
from igroteka.domain.games.den_pobedy.facts import CardsDrawn
from igroteka.domain.games.ecologic.facts import CoinsTransferred
from igroteka.domain.games.pobeda.facts import HandDealt
from igroteka.domain.games.pyatiletka.facts import GameCreated
from igroteka.projections.words import WORDS

MOVES = (("ход", "хода", "ходов"), ("move", "moves"))


def read(lang: str) -> Reading:
    return Reading(lang=lang, viewer=Spectator(), names=("Аня", "Борис"))


@pytest.mark.parametrize(
    ("n", "ru", "en"),
    [
        (0, "0 ходов", "0 moves"),
        (1, "1 ход", "1 move"),
        (2, "2 хода", "2 moves"),
        (4, "4 хода", "4 moves"),
        (5, "5 ходов", "5 moves"),
        (11, "11 ходов", "11 moves"),
        (12, "12 ходов", "12 moves"),
        (21, "21 ход", "21 moves"),
        (104, "104 хода", "104 moves"),
        (111, "111 ходов", "111 moves"),
        (122, "122 хода", "122 moves"),
    ],
)
def test_a_count_takes_its_numbers_form(n: int, ru: str, en: str) -> None:
    assert read("ru").count(n, *MOVES) == ru
    assert read("en").count(n, *MOVES) == en


@pytest.mark.parametrize(
    ("game", "fact", "ru", "en"),
    [
        ("pobeda", HandDealt(seat=0, size=1), "Аня получает 1 карту.", "Аня is dealt 1 card."),
        ("pobeda", HandDealt(seat=0, size=6), "Аня получает 6 карт.", "Аня is dealt 6 cards."),
        (
            "ecologic",
            CoinsTransferred(seat=0, to=1, amount=1),
            "Аня передаёт 1 монету: Борис.",
            "Аня gives 1 coin to Борис.",
        ),
        (
            "ecologic",
            CoinsTransferred(seat=0, to=1, amount=3),
            "Аня передаёт 3 монеты: Борис.",
            "Аня gives 3 coins to Борис.",
        ),
        ("den_pobedy", CardsDrawn(seat=1, count=1), "Борис берёт карт: 1.", "Борис draws 1 card."),
        (
            "pyatiletka",
            GameCreated(seats=2, rounds=1, simplified=False, order_tokens=0, removed_plans=[]),
            "Партия началась: 2 игрока, 1 раунд.",
            "The game begins: 2 players, 1 round.",
        ),
    ],
)
def test_a_facts_sentence_counts_in_words(game: str, fact: object, ru: str, en: str) -> None:
    words = WORDS[game]
    assert words.fact_text(fact, None, read("ru")) == ru
    assert words.fact_text(fact, None, read("en")) == en
