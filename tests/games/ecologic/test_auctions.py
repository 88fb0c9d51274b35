"""EL-4: the action phase — three auction rounds, open ascending bidding, transfers, vetoes."""

from __future__ import annotations

from random import Random

import pytest

from igroteka.domain.engine import IllegalMove, clone
from igroteka.domain.games import rules_for
from igroteka.domain.games.ecologic import RULES
from igroteka.domain.games.ecologic.board import building_price
from igroteka.domain.games.ecologic.decisions import nominal
from igroteka.domain.games.ecologic.facts import (
    AuctionOpened,
    AuctionUnsold,
    AuctionWon,
    InitiativeRevealed,
    InitiativesShuffled,
    OpenerPassed,
)
from igroteka.domain.games.ecologic.moves import (
    Keep,
    OpenBuilding,
    OpenInitiative,
    OpenSpecial,
    Pass,
    PlaceBuilding,
    PlaceSpecial,
    Raise,
    RemoveBuilding,
    Transfer,
    Veto,
)
from igroteka.domain.games.ecologic.state import Pending, State

from .helpers import act, opener, pass_until, play, put, started


def rich(state: State, *seats: int, coins: int = 60) -> State:
    state = clone(RULES, state)
    for seat in seats:
        state.bank -= coins - state.players[seat].coins
        state.players[seat].coins = coins
    return state


def test_el_4_1_three_rounds_each_player_opens_once() -> None:
    state = started(3)
    seen = []
    while state.phase == "action" and state.turn == 1:
        if state.auction is None:  # not the bidding for a declined card (EL-4.4)
            seen.append((state.stage, opener(state)))
        state, _ = act(state, opener(state), Pass())
    assert seen == [(stage, seat) for stage in ("special", "building", "initiative") for seat in (0, 1, 2)]
    assert state.turn == 2
    second = []
    while state.turn == 2 and state.stage == "special":
        second.append(opener(state))
        state, _ = act(state, opener(state), Pass())
    assert second == [1, 2, 0]


def test_el_4_2_special_initiatives_cost_12_15_20() -> None:
    state = rich(started(4), 0, 1, 2)
    prices = []
    for seat, special in ((0, "si_birzha"), (1, "si_akademiya"), (2, "si_zapovednik")):
        state, facts = act(state, seat, OpenSpecial(special=special))
        prices.append(facts[0].price)
        state = play(state, *(((seat + k) % 4, Pass()) for k in (1, 2, 3)))
        state, _ = act(state, seat, Keep())
    assert prices == [12, 15, 20]
    assert [p.coins for p in state.players[:3]] == [48, 45, 40]
    assert state.specials_open == [] and OpenSpecial(special="si_birzha") not in RULES.legal_moves(state, 3)


def test_el_4_3_price_example_levels_3_1_2_cost_7() -> None:
    state = started(3)
    state = put(put(put(state, 0, 0, "oil", 3), 11, 1, "oil", 1), 16, 2, "oil", 2)
    assert building_price(state, "oil") == 7 and building_price(state, "mineral") == 1
    state = pass_until(rich(state, 0), "building")
    state, facts = act(state, 0, OpenBuilding(branch="oil"))
    assert facts == [AuctionOpened(seat=0, lot="building", item="oil", price=7)]


def test_el_4_4_initiative_round_reveal_take_or_discard() -> None:
    state = started(2, cards=["ei20", "ei01"])
    state, facts = act(state, 0, Pass())
    state = pass_until(state, "initiative")
    assert state.revealed == "ei20" and RULES.legal_moves(state, 0)[0] == Pass()
    assert OpenInitiative() not in RULES.legal_moves(state, 0)  # 12 coins needed, 10 held
    state, facts = act(state, 0, Pass())
    assert state.auction is not None and RULES.to_act(state) == {1}  # offered from the next player
    state, _ = act(state, 1, Pass())
    assert RULES.to_act(state) == {0}  # round to the decliner, who cannot pay the nominal either
    assert not any(isinstance(m, Raise) for m in RULES.legal_moves(state, 0))
    state, facts = act(state, 0, Pass())
    assert facts[1] == AuctionUnsold(item="ei20")
    assert state.initiative_discard == ["ei20"] and state.revealed == "ei01"
    assert facts[-1] == InitiativeRevealed(seat=1, card="ei01")
    assert OpenInitiative() in RULES.legal_moves(state, 1)
    empty = pass_until(started(2, cards=["ei01"]), "initiative")
    empty = play(empty, (0, Pass()), (1, Pass()))
    empty, facts = act(empty, 0, Pass())
    assert isinstance(facts[2], InitiativesShuffled) and facts[3] == InitiativeRevealed(seat=1, card="ei01")
    none_left = pass_until(started(2, cards=[]), "initiative")
    assert none_left.revealed == "" and OpenInitiative() not in RULES.legal_moves(none_left, 0)


def test_el_4_4_a_declined_card_is_auctioned_among_all_who_wish_the_decliner_too() -> None:
    state = pass_until(rich(started(3, cards=["ei08", "ei01"]), 1, 2, coins=20), "initiative")
    state, facts = act(state, 0, Pass())
    assert facts == [OpenerPassed(seat=0, declined="ei08")]
    auction = state.auction
    assert (auction.lot, auction.item, auction.high, auction.out) == ("initiative", "ei08", -1, [])
    raises = [m.amount for m in RULES.legal_moves(state, 1) if isinstance(m, Raise)]
    assert raises[0] == 4 == nominal("ei08")  # the first bid is at least the nominal
    state, _ = act(state, 1, Pass())
    state, _ = act(state, 2, Raise(amount=5))
    assert RULES.to_act(state) == {0}  # «все желающие торгуются»: the decliner may bid as well
    state, _ = act(state, 0, Raise(amount=6))
    state, _ = act(state, 2, Pass())
    assert state.pending == Pending(seat=0, lot="initiative", item="ei08") and state.players[0].coins == 4
    state, _ = act(state, 0, Keep())
    assert state.players[0].held_initiatives == ["ei08"] and opener(state) == 1 and state.revealed == "ei01"


def test_el_4_4_matches_of_rules_version_1_auction_a_declined_card_among_the_others_only() -> None:
    old = rules_for("ecologic", 1)
    state = pass_until(rich(started(3, old, cards=["ei08", "ei01"]), 1, 2, coins=20), "initiative")
    assert state.rules == old.version == 1
    state, _ = act(state, 0, Pass())
    assert state.auction.out == [0]
    state = play(state, (1, Pass()), (2, Raise(amount=5)))
    assert state.pending == Pending(seat=2, lot="initiative", item="ei08") and state.players[2].coins == 15


def test_el_4_5_open_ascending_auction() -> None:
    state = pass_until(rich(started(3), 0, 1, 2, coins=20), "building")
    state, _ = act(state, 0, OpenBuilding(branch="mineral"))
    assert state.auction.price == 1 and RULES.to_act(state) == {1}
    state, _ = act(state, 1, Raise(amount=9))
    state, _ = act(state, 2, Pass())
    state, _ = act(state, 0, Raise(amount=10))
    assert RULES.to_act(state) == {1}
    with pytest.raises(IllegalMove) as low:
        RULES.decide(state, 1, Raise(amount=10), Random(0))
    assert low.value.code == "bid_too_low"
    bank = state.bank
    state, facts = act(state, 1, Pass())
    assert AuctionWon(seat=0, lot="building", item="mineral", price=10) in facts
    assert state.players[0].coins == 10 and state.bank == bank + 10
    uncontested = pass_until(rich(started(2), 0), "building")
    uncontested = play(uncontested, (0, OpenBuilding(branch="oil")), (1, Pass()))
    assert uncontested.players[0].coins == 60 - 3 and uncontested.players[0].held["oil"] == 1


def test_el_4_6_no_bid_beyond_coins_or_supply() -> None:
    state = pass_until(started(2), "building")
    state, _ = act(state, 0, OpenBuilding(branch="mineral"))
    raises = [m.amount for m in RULES.legal_moves(state, 1) if isinstance(m, Raise)]
    assert raises == list(range(2, 11))
    with pytest.raises(IllegalMove) as refused:
        RULES.decide(state, 1, Raise(amount=11), Random(0))
    assert refused.value.code == "not_enough_coins"
    empty = pass_until(started(2), "building")
    empty.players[1].supply["mineral"] = 0
    assert OpenBuilding(branch="mineral") in RULES.legal_moves(empty, 0)
    empty, _ = act(empty, 0, OpenBuilding(branch="mineral"))
    assert not [m for m in RULES.legal_moves(empty, 1) if isinstance(m, Raise)]
    empty, _ = act(empty, 1, Pass())
    assert OpenBuilding(branch="mineral") not in RULES.legal_moves(empty, 1)


def test_el_4_7_winner_places_at_once_or_keeps() -> None:
    state = pass_until(started(2), "building")
    state = play(state, (0, OpenBuilding(branch="oil")), (1, Pass()))
    assert state.pending is not None and RULES.to_act(state) == {0}
    assert set(RULES.legal_moves(state, 0)) == {
        PlaceBuilding(branch="oil", hex=0),
        PlaceBuilding(branch="oil", hex=3),
        Keep(),
    }
    placed, _ = act(state, 0, PlaceBuilding(branch="oil", hex=0))
    assert placed.hexes[0].level == 2 and opener(placed) == 1
    kept, _ = act(state, 0, Keep())
    assert kept.players[0].held["oil"] == 1 and opener(kept) == 1 and kept.hexes[0].level == 1


def test_el_4_8_one_transfer_per_auction_and_per_right_to_open() -> None:
    state = started(3)
    transfers = [m for m in RULES.legal_moves(state, 0) if isinstance(m, Transfer)]
    assert len(transfers) == 2 * 10 and Transfer(to=2, amount=10) in transfers
    state, _ = act(state, 0, Transfer(to=2, amount=4))
    assert [p.coins for p in state.players] == [6, 10, 14] and RULES.to_act(state) == {0}
    with pytest.raises(IllegalMove) as again:
        RULES.decide(state, 0, Transfer(to=1, amount=1), Random(0))
    assert again.value.code == "transfer_used"
    with pytest.raises(IllegalMove) as other_seat:
        RULES.decide(state, 1, Transfer(to=1, amount=1), Random(0))
    assert other_seat.value.code == "not_your_turn"
    state, _ = act(state, 0, Pass())
    with pytest.raises(IllegalMove) as to_self:
        RULES.decide(state, 1, Transfer(to=1, amount=1), Random(0))
    assert to_self.value.code == "bad_recipient"
    assert any(isinstance(m, Transfer) for m in RULES.legal_moves(state, 1))  # a new right to open
    state = pass_until(rich(state, 0, 1, 2, coins=20), "building")
    state, _ = act(state, 0, Transfer(to=1, amount=1))
    state, _ = act(state, 0, OpenBuilding(branch="oil"))
    state, _ = act(state, 1, Transfer(to=2, amount=5))
    state, _ = act(state, 1, Raise(amount=5))
    state, _ = act(state, 2, Raise(amount=12))
    assert any(isinstance(m, Transfer) for m in RULES.legal_moves(state, 0))  # deals in any auction
    state, _ = act(state, 0, Transfer(to=1, amount=2))
    assert not any(isinstance(m, Transfer) for m in RULES.legal_moves(state, 0))


def test_el_4_9_veto_stops_the_auction_without_a_sale() -> None:
    state = rich(started(2, events=["ev06", "ev21"]), 1)
    state = play(state, (0, Pass()), (1, OpenSpecial(special="si_birzha")))
    coins = [p.coins for p in state.players]
    state, _ = act(state, 0, Veto())
    assert [p.coins for p in state.players] == coins and "si_birzha" in state.specials_open
    assert state.stage == "building" and state.auction is None
    cards = pass_until(rich(started(2, events=["ev06", "ev21"]), 1), "initiative")
    cards = play(cards, (0, Pass()), (1, Pass()), (0, Pass()), (1, OpenInitiative()))
    card = cards.auction.item
    cards, _ = act(cards, 0, Veto())
    assert card in cards.initiative_discard and card not in cards.players[1].held_initiatives


def test_el_4_10_free_actions_at_ones_own_right_to_open() -> None:
    state = started(2)
    state.players[0].supply["oil"] -= 1
    state.players[0].held["oil"] += 1
    moves = RULES.legal_moves(state, 0)
    assert PlaceBuilding(branch="mineral", hex=1) in moves and RemoveBuilding(hex=0) in moves
    state, _ = act(state, 0, PlaceBuilding(branch="mineral", hex=1))
    assert not any(isinstance(m, PlaceBuilding) for m in RULES.legal_moves(state, 0))
    with pytest.raises(IllegalMove) as refused:
        RULES.decide(state, 0, PlaceBuilding(branch="oil", hex=0), Random(0))
    assert refused.value.code == "one_placement_per_round"
    with pytest.raises(IllegalMove) as waiting:
        RULES.decide(state, 1, RemoveBuilding(hex=11), Random(0))
    assert waiting.value.code == "not_your_turn"
    state = play(state, (0, Pass()), (1, Pass()))
    assert PlaceBuilding(branch="oil", hex=0) in RULES.legal_moves(state, 0)
    bidding = pass_until(state, "building")
    bidding, _ = act(bidding, 0, OpenBuilding(branch="oil"))
    assert not any(isinstance(m, PlaceBuilding | PlaceSpecial) for m in RULES.legal_moves(bidding, 1))
