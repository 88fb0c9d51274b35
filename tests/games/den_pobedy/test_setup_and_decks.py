"""Players, deck building, the first turn and the starting hand (sections 1, 2, 3 and 5 of RULES.md)."""

from __future__ import annotations

from collections import Counter
from random import Random
from typing import get_args

import msgspec
import pytest

from igroteka.domain.engine import IllegalMove, Seat, fold
from igroteka.domain.games.den_pobedy import RULES
from igroteka.domain.games.den_pobedy.content import CARDS, STARTER_SIZE, pool, starter_list
from igroteka.domain.games.den_pobedy.evolve import HANDLERS
from igroteka.domain.games.den_pobedy.facts import CardsDrawn, Fact, HandShown, MatchSetUp, TurnStarted
from igroteka.domain.games.den_pobedy.moves import (
    EndPhase,
    EndTurn,
    KeepHand,
    Redeal,
    SubmitDeck,
    UseStarterDeck,
)

from .helpers import act, dealt, listed, refused

Options = RULES.Options


def start(options=None, seed: int = 0):
    return fold(RULES, RULES.setup(options or Options(), 2, Random(seed)))


def test_dp_1_exactly_two_players_on_opposite_sides():
    for seats in (1, 3):
        with pytest.raises(IllegalMove) as error:
            RULES.setup(Options(), seats, Random(0))
        assert error.value.code == "bad_seats"
    assert [p.side for p in start(Options(red_seat=1)).players] == ["wehrmacht", "red"]
    assert [p.side for p in start().players] == ["red", "wehrmacht"]
    assert all({p.side for p in start(Options(red_seat=seat)).players} == {"red", "wehrmacht"} for seat in (0, 1))


def test_dp_2_1_deck_building_is_simultaneous_private_and_one_submission():
    state = start()
    assert state.phase == "building" and RULES.to_act(state) == {0, 1}
    state, facts = act(state, 1, UseStarterDeck())
    assert RULES.to_act(state) == {0}
    assert RULES.redact(facts[0], Seat(0)) is None
    deck = ["ra_t34"] * 4 + ["ra_depot"] * 41
    state, facts = act(state, 0, SubmitDeck(cards=deck))
    assert [type(f).__name__ for f in facts[:2]] == ["DeckSubmitted", "DeckReady"] and state.phase == "mulligan"
    assert sorted(state.types[c] for c in state.players[0].hand + state.players[0].deck) == sorted(deck)


def test_dp_2_1_legal_moves_list_the_starter_a_concrete_deck_and_the_deck_form():
    state = start(Options(deck_size=20))
    moves = RULES.legal_moves(state, 0)
    assert [type(m).__name__ for m in moves] == ["SubmitDeck", "MoveForm"]
    form = moves[1]
    assert (form.move, form.field, form.least, form.total) == ("submit_deck", "cards", 20, 20)
    assert {p.value for p in form.picks} == {c.id for c in pool("red")}
    assert all(p.most == (20 if CARDS[p.value].category == "resource" else 4) for p in form.picks)
    assert form.admits(moves[0]) and not form.admits(UseStarterDeck())
    assert [type(m).__name__ for m in RULES.legal_moves(start(), 1)] == ["UseStarterDeck", "SubmitDeck", "MoveForm"]


def test_dp_2_2_decks_have_the_agreed_size():
    state = start(Options(deck_size=20))
    for size in (19, 21, 0):
        deck = SubmitDeck(cards=["ra_depot"] * size)
        assert refused(state, 0, deck) == "deck_wrong_size" and not listed(state, 0, deck)
    deck = SubmitDeck(cards=["ra_depot"] * 19 + ["ra_rifle"])
    assert listed(state, 0, deck)
    state, _ = act(state, 0, deck)
    assert state.players[0].ready
    # "any number of cards": from the smallest deck that can be dealt (7 + the first draw) to 100
    for size in (8, 100):
        assert start(Options(deck_size=size)).deck_size == size
    for size in (7, 101):
        with pytest.raises(msgspec.ValidationError):
            msgspec.convert({"deck_size": size}, Options)


def test_dp_2_3_at_most_four_copies_except_resources():
    for side in ("red", "wehrmacht"):  # same name = same card: names are unique within a pool
        names = [c.name for c in pool(side)]
        assert len(names) == len(set(names))
    state = start()
    five = SubmitDeck(cards=["ra_t34"] * 5 + ["ra_fuel"] * 40)
    assert refused(state, 0, five) == "too_many_copies" and not listed(state, 0, five)
    fuel = SubmitDeck(cards=["ra_t34"] * 4 + ["ra_fuel"] * 41)
    assert listed(state, 0, fuel)


def test_dp_2_4_only_own_side_pool():
    state = start()
    for stranger in ("wm_tiger", "nonsense"):
        deck = SubmitDeck(cards=[stranger] + ["ra_depot"] * 44)
        assert refused(state, 0, deck) == "not_in_pool" and not listed(state, 0, deck)
    assert refused(state, 0, SubmitDeck(cards=starter_list("wehrmacht"))) == "not_in_pool"


def test_dp_2_5_starter_decks_and_the_no_building_option():
    for side in ("red", "wehrmacht"):
        deck = starter_list(side)
        assert len(deck) == STARTER_SIZE == 45
        assert all(CARDS[c].side == side for c in deck)
        assert all(n <= 4 or CARDS[c].category == "resource" for c, n in Counter(deck).items())
    assert refused(start(Options(deck_size=40)), 0, UseStarterDeck()) == "starter_wrong_size"
    state = start(Options(deck_building=False))
    assert state.phase == "mulligan" and all(len(p.hand) == 7 and len(p.deck) == 38 for p in state.players)
    with pytest.raises(IllegalMove) as error:
        RULES.setup(Options(deck_building=False, deck_size=50), 2, Random(0))
    assert error.value.code == "bad_options"


def test_dp_2_6_cards_numbered_shuffled_and_seven_dealt():
    state = start()
    state, _ = act(state, 0, UseStarterDeck())
    state, _facts = act(state, 1, UseStarterDeck(), seed=5)
    assert state.phase == "mulligan"
    for seat, player in enumerate(state.players):
        ids = player.hand + player.deck
        assert sorted(ids) == [f"c{seat}-{i:03d}" for i in range(45)]
        assert sorted(state.types[c] for c in ids) == sorted(starter_list(player.side))
    other_order, _ = act(start(), 0, UseStarterDeck())
    other_order, _ = act(other_order, 1, UseStarterDeck(), seed=6)
    assert other_order.players[0].deck != state.players[0].deck


def test_dp_3_1_turns_alternate_after_all_phases():
    state = start(Options(deck_building=False, series_opener=0))
    state, _ = act(state, 0, KeepHand())
    state, _ = act(state, 1, KeepHand())
    assert state.active == 0 and state.phase == "main"
    state, _ = act(state, 0, EndPhase())
    assert state.phase == "attack" and RULES.to_act(state) == {0}
    state, facts = act(state, 0, EndTurn())
    assert TurnStarted(seat=1, turn=2) in facts and state.active == 1 and state.phase == "main"


def test_dp_3_2_first_player_by_lot_then_alternating_in_a_series():
    firsts = {start(Options(deck_building=False), seed).first_seat for seed in range(20)}
    assert firsts == {0, 1}
    for game in range(4):
        opts = Options(deck_building=False, series_opener=1, series_game=game)
        assert start(opts, game).first_seat == (1 + game) % 2


def test_dp_5_1_starting_hand_of_seven():
    state = start(Options(deck_building=False))
    assert [len(p.hand) for p in state.players] == [7, 7]


def test_dp_5_2_first_player_draws_one_then_two_per_turn():
    state = start(Options(deck_building=False, series_opener=0))
    state, _ = act(state, 0, KeepHand())
    state, facts = act(state, 1, KeepHand())
    assert [f.count for f in facts if isinstance(f, CardsDrawn)] == [1] and len(state.players[0].hand) == 8
    state, _ = act(state, 0, EndPhase())
    state, facts = act(state, 0, EndTurn())
    assert [f.count for f in facts if isinstance(f, CardsDrawn)] == [2] and len(state.players[1].hand) == 9


def test_dp_5_3_redeal_only_for_poor_or_all_resource_hands():
    good = ["ra_depot", "ra_factory", "ra_rifle", "ra_rifle", "ra_t34", "ra_t34", "ra_zis3"]
    poor = ["ra_depot", "ra_rifle", "ra_rifle", "ra_rifle", "ra_t34", "ra_t34", "ra_zis3"]
    rich = ["ra_depot"] * 4 + ["ra_fuel"] * 3
    assert refused(dealt(good, good).state, 0, Redeal()) == "redeal_not_allowed"
    assert listed(dealt(poor, good).state, 0, Redeal()) and listed(dealt(rich, good).state, 0, Redeal())
    assert not listed(dealt(good, good).state, 0, Redeal())


def test_dp_5_4_redeal_shows_the_hand_reshuffles_and_deals_seven():
    rich = ["ra_depot"] * 4 + ["ra_fuel"] * 3
    pos = dealt(rich, ["wm_depot", "wm_fuel"] + ["wm_infantry"] * 5)
    state, facts = act(pos.state, 0, Redeal(), seed=3)
    shown = next(f for f in facts if isinstance(f, HandShown))
    assert [r.id for r in shown.cards] == pos.hand[0]
    assert set(pos.hand[0]) <= set(state.players[1].known)
    assert len(state.players[0].hand) == 7 and len(state.players[0].deck) == 20
    assert state.players[0].redeals == 1 and state.players[0].shown == pos.hand[0]


def test_dp_5_5_redeals_are_limited():
    rich = ["ra_depot"] * 7
    pos = dealt(rich, ["wm_depot", "wm_fuel"] + ["wm_infantry"] * 5, rest=0, max_redeals=1)
    state, _ = act(pos.state, 0, Redeal())
    assert refused(state, 0, Redeal()) == "no_redeals_left"
    assert RULES.legal_moves(state, 0) == [KeepHand()]


def test_dp_5_6_both_decide_at_once_and_the_first_turn_follows():
    hand = ["ra_depot", "ra_factory", "ra_rifle", "ra_rifle", "ra_t34", "ra_t34", "ra_zis3"]
    pos = dealt(hand, ["wm_depot", "wm_fuel"] + ["wm_infantry"] * 5)
    assert RULES.to_act(pos.state) == {0, 1}
    state, _ = act(pos.state, 1, KeepHand())
    assert RULES.to_act(state) == {0} and state.phase == "mulligan"
    state, facts = act(state, 0, KeepHand())
    assert TurnStarted(seat=0, turn=1) in facts and state.phase == "main"


def test_options_default_from_an_empty_object_and_refuse_out_of_range_values():
    assert msgspec.json.decode(b"{}", type=Options) == Options()
    assert Options().deck_size == STARTER_SIZE and Options().deck_building
    for bad in (b'{"deck_size": 5}', b'{"red_seat": 2}', b'{"series_opener": 3}', b'{"colour": 1}'):
        with pytest.raises(msgspec.ValidationError):
            msgspec.json.decode(bad, type=Options)


def test_every_fact_but_the_set_up_has_its_one_handler_in_evolve():
    """evolve finds a fact's handler by its type: a fact type missing from the table would change
    nothing when folded, silently."""
    assert set(HANDLERS) == set(get_args(Fact)) - {MatchSetUp}
