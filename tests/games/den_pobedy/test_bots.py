"""The competent bot (issue 16): only legal moves, from the seat's view alone, and every all-bot
match ends by the real ending — a deck destroyed (DP-14.1), no safety limit."""

from __future__ import annotations

from collections import Counter
from random import Random

import pytest

from igroteka.domain.engine import Seat
from igroteka.domain.games.den_pobedy import RULES
from igroteka.domain.games.den_pobedy.bots import competent, table_state
from igroteka.domain.games.den_pobedy.content import starter_list
from igroteka.domain.games.den_pobedy.legal import scaled_starter
from igroteka.domain.games.den_pobedy.moves import Attack, Block, EndTurn, NoBlock, Payment
from tests.harness import play_bots

from .helpers import act, position

GUARD = 3000  # far above the longest match measured (about 500 moves); a test bound, not a rule


def play(levels: list[str], seed: int, options=None) -> tuple[object, int]:
    return play_bots(RULES, options or RULES.Options(), levels, seed, GUARD)


@pytest.mark.parametrize("seed", range(4))
def test_competent_matches_end_by_a_destroyed_deck(seed: int) -> None:
    outcome, _ = play(["competent", "competent"], seed)
    assert outcome.reason == "deck_destroyed" and len(outcome.winners) == 1


@pytest.mark.parametrize("seed", range(3))
def test_competent_plays_only_legal_moves_against_random_and_builds_other_sizes(seed: int) -> None:
    play(["competent", "random"] if seed % 2 == 0 else ["random", "competent"], seed)
    outcome, _ = play(["random", "competent"], seed, RULES.Options(deck_size=30, red_seat=1))
    assert outcome.reason == "deck_destroyed"


def test_competent_deck_keeps_the_starter_proportions_at_any_size() -> None:
    for side in ("red", "wehrmacht"):
        for size in (8, 20, 45, 60, 100):
            deck = Counter(scaled_starter(side, size))
            assert sum(deck.values()) == size
            assert all(n <= 4 for card, n in deck.items() if not card.endswith(("_depot", "_factory", "_fuel")))
            if size == 45:
                assert deck == Counter(starter_list(side))


def test_competent_sees_only_its_view() -> None:
    pos = position(board=(["ra_il4", "ra_fuel"], ["wm_depot"]), hand=(["ra_t34"], ["wm_tiger"]), phase="attack")
    table = RULES.view(pos.state, Seat(0))
    rebuilt = table_state(table, 0)
    assert rebuilt.players[1].hand != pos.state.players[1].hand  # the enemy hand is placeholders
    assert all(card not in rebuilt.types for card in pos.state.players[1].hand)
    assert all(card not in rebuilt.types for card in pos.state.players[1].deck)


def test_competent_strikes_an_unguarded_deck_and_blocks_a_losing_attack() -> None:
    pos = position(board=(["ra_il4", "ra_fuel"], ["wm_depot"]), phase="attack")
    moves = RULES.legal_moves(pos.state, 0)
    move = competent(RULES.view(pos.state, Seat(0)), 0, moves, Random(0))
    assert move == Attack(unit=pos.board[0][0], target="deck", pay=Payment(fuel=1))
    # a 2/2 rifle company attacks a depot; a 5/5 KV-1 can block it and survive
    pos = position(board=(["ra_kv1", "ra_depot"], ["wm_infantry"]), active=1, phase="attack")
    kv1, depot = pos.board[0]
    state, _ = act(pos.state, 1, Attack(unit=pos.board[1][0], target=depot, pay=Payment()))
    moves = RULES.legal_moves(state, 0)
    assert set(moves) == {Block(unit=kv1), NoBlock()}
    assert competent(RULES.view(state, Seat(0)), 0, moves, Random(0)) == Block(unit=kv1)
    # nothing worth doing: the turn ends
    idle = position(board=(["ra_rifle"], ["wm_tiger"]), phase="attack")
    moves = RULES.legal_moves(idle.state, 0)
    assert competent(RULES.view(idle.state, Seat(0)), 0, moves, Random(0)) == EndTurn()
