"""What a fact touched (the feed item's ``touched``) names only what its viewer may see.

Each game plays a random match; after every fact, each seat and a spectator get the fact as their
feed gives it (redacted), and what it touched must name no card among that viewer's secrets at
that point (a card drawn into another seat's hand, a deck's order) and no card the redacted fact
does not show. Built from the raw fact instead, the first check fails in every game with hidden
draws: the test counts the facts whose raw form touches a card the viewer's does not.
"""

from __future__ import annotations

from random import Random
from typing import Any

import msgspec
import pytest

from igroteka.domain.engine import Seat, Spectator, Touched, fold
from igroteka.domain.games import GAMES
from igroteka.domain.games.pobeda.facts import CardDrawn
from igroteka.projections.feed import TOUCHES
from tests.harness import play_random, viewers

SEATS = {"pobeda": 3, "pyatiletka": 3, "zavody": 2, "den_pobedy": 2, "ecologic": 3}
# Games whose facts name cards some viewers may not see (a draw, a dealt hand, a kept plan).
HIDDEN_DRAWS = {"pobeda", "pyatiletka", "den_pobedy"}


def cards(touched: Touched | None) -> set[str]:
    return set(touched.cards) if touched is not None else set()


@pytest.mark.parametrize("game", sorted(SEATS))
def test_touched_never_names_a_card_the_viewer_may_not_see(game: str) -> None:
    rules = GAMES[game]
    touches = TOUCHES[game]
    seats = SEATS[game]
    played = play_random(rules, rules.Options(), seats, seed=Random(game).randrange(1000))
    state: Any = None
    withheld = 0
    marked = 0
    for fact in played.facts:
        state = fold(rules, [fact], state)
        raw = cards(touches(fact))
        for viewer in viewers(seats):
            redacted = rules.redact(fact, viewer)
            if redacted is None:
                withheld += bool(raw)
                continue
            touched = touches(redacted)
            shown = cards(touched)
            leaked = shown & rules.secrets(state, viewer)
            assert not leaked, f"{game}: {viewer!r} is told {sorted(leaked)} touched by {redacted!r}"
            text = msgspec.json.encode(redacted).decode()
            assert all(f'"{card}"' in text for card in shown), f"{game}: {touched!r} names more than {redacted!r}"
            withheld += bool(raw - shown)
            marked += touched is not None and bool(touched.cells or touched.hexes or touched.cards)
    assert marked, f"{game}: no fact touched a cell, hex or card"
    if game in HIDDEN_DRAWS:
        assert withheld, f"{game}: no hidden card was drawn, so the check above proved nothing"


def test_a_spectator_of_pobeda_is_told_a_draw_without_its_card() -> None:
    rules = GAMES["pobeda"]
    drawn = CardDrawn(seat=1, card="k030")
    assert TOUCHES["pobeda"](rules.redact(drawn, Seat(1))) == Touched(seats=[1], cards=["k030"])
    for viewer in (Seat(0), Spectator()):
        assert TOUCHES["pobeda"](rules.redact(drawn, viewer)) == Touched(seats=[1])
