"""Section 11 of RULES.md: discard piles, hidden information, industry levels."""

from __future__ import annotations

from igroteka.domain.engine import Auditor, Seat, Spectator, fold
from igroteka.domain.games.pyatiletka import RULES
from igroteka.domain.games.pyatiletka import facts as f
from igroteka.domain.games.pyatiletka import moves as m
from igroteka.domain.games.pyatiletka.board import industry_levels
from igroteka.domain.games.pyatiletka.state import Player
from tests.harness import check_no_leaks, play_random

from .helpers import act, facts_of, finish, table


def _deck_to_discard(state):  # type: ignore[no-untyped-def]
    facts = []
    for card in list(state.character_deck):
        facts += [f.CharacterRevealed(card=card, slot=0), f.CharacterDiscarded(seat=-1, card=card, source="row")]
    return fold(RULES, facts, state)


def test_py_11_1_an_empty_deck_is_replaced_by_its_shuffled_discard_pile() -> None:
    state = _deck_to_discard(table(2, hands=[["ch01a", "ch09a"], ["ch09b", "ch09c", "ch10a"]]))
    assert state.character_deck == [] and len(state.character_discard) == 50 - 5 - 2
    state = act(state, 0, m.PlayCharacter(card="ch01a"))
    new = facts_of(state, 0, m.DrawFromDeck(), seed=4)
    shuffle = new[1]
    assert isinstance(shuffle, f.DeckShuffled) and shuffle.reason == "discard"
    assert sorted(shuffle.order) == sorted(state.character_discard)
    assert new[2] == f.CharacterDrawn(seat=0, card=shuffle.order[0])
    assert RULES.redact(shuffle, Seat(0)).order is None and RULES.redact(shuffle, Auditor()).order == shuffle.order
    after = fold(RULES, new, state)
    assert after.character_discard == [] and len(after.character_deck) == len(shuffle.order) - 1


def test_py_11_2_hands_personal_plans_and_decks_are_hidden_until_the_end() -> None:
    state = table(2, rounds=1)
    mine, theirs = RULES.view(state, Seat(0)).players
    assert mine.hand == state.players[0].hand and mine.plans == ["pl06a"]
    assert theirs.hand is None and theirs.plans is None and theirs.hand_size == 3 and theirs.plan_count == 1
    spectator = RULES.view(state, Spectator())
    assert spectator.character_deck is None and spectator.character_deck_size == len(state.character_deck)
    assert "pl08a" in RULES.secrets(state, Seat(0)) and "pl08a" not in RULES.secrets(state, Seat(1))
    assert RULES.secrets(state, Auditor()) == set()
    check_no_leaks(RULES, state, 2)
    drawn = f.CharacterDrawn(seat=1, card="ch05a")
    assert RULES.redact(drawn, Seat(0)).card is None and RULES.redact(drawn, Seat(1)).card == "ch05a"
    kept = f.PersonalPlanKept(seat=1, kept="pl08a", discarded="pl09a")
    assert RULES.redact(kept, Spectator()) == f.PersonalPlanKept(seat=1, kept=None, discarded="pl09a")
    final, _ = finish(state)
    assert RULES.view(final, Spectator()).players[1].plans == ["pl08a"]
    assert "pl08a" not in RULES.secrets(final, Seat(0))
    for seed in range(3):
        played = play_random(RULES, RULES.Options(), 3, seed, check_every=5)
        check_no_leaks(RULES, played.state, 3, played.facts)


def test_py_11_3_industry_level_sums_character_levels() -> None:
    player = Player(played=["ch13a", "ch13b", "ch14a", "ch01a"], orders=["ch14a"])
    assert industry_levels(player) == {"agri": 1, "culture": 0, "mining": 0, "hydro": 0, "factory": 4}
