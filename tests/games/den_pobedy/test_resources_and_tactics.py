"""Tapping, resources and tactical cards (sections 6, 7 and 8 of RULES.md)."""

from __future__ import annotations

from itertools import product

from igroteka.domain.engine import clone, fold
from igroteka.domain.games import rules_for
from igroteka.domain.games.den_pobedy import RULES
from igroteka.domain.games.den_pobedy.content import CARDS, Cost
from igroteka.domain.games.den_pobedy.facts import ResourceDestroyed, ResourcesTapped
from igroteka.domain.games.den_pobedy.moves import (
    Attack,
    Block,
    Build,
    EndPhase,
    EndTurn,
    NoBlock,
    Pass,
    Payment,
    PlayResource,
    PlayTactic,
)
from igroteka.domain.games.den_pobedy.payment import exact_payments, is_exact, payments, substitutes_only_missing

from .helpers import act, listed, position, refused

FREE = Payment()


def test_dp_6_1_tapped_resource_gives_nothing_and_tapped_unit_cannot_block():
    pos = position(board=(["ra_depot"], ["wm_infantry"]), hand=(["ra_rifle"], []), tapped=["0:0"])
    assert refused(pos.state, 0, Build(card=pos.hand[0][0], pay=Payment(depot=1))) == "insufficient_resources"
    pos = position(board=(["ra_rifle", "ra_depot"], ["wm_infantry", "wm_infantry"]), active=1, phase="attack")
    rifle, depot = pos.board[0]
    attacker, _ = pos.board[1]
    state, _ = act(pos.state, 1, Attack(unit=attacker, target=depot, pay=FREE))
    assert listed(state, 0, Block(unit=rifle))
    tapped = position(board=(["ra_rifle", "ra_depot"], ["wm_infantry"]), active=1, phase="attack", tapped=["0:0"])
    state, _ = act(tapped.state, 1, Attack(unit=tapped.board[1][0], target=tapped.board[0][1], pay=FREE))
    assert state.combat is None  # no untapped blocker: the depot falls at once
    assert tapped.board[0][1] in state.players[0].losses


def test_dp_6_2_cards_untap_at_the_start_of_the_owners_turn():
    pos = position(board=(["ra_depot", "ra_rifle"], ["wm_depot"]), phase="attack", tapped=["0:0", "0:1", "1:0"])
    state, _ = act(pos.state, 0, EndTurn())
    assert state.active == 1 and state.players[1].tapped == [] and len(state.players[0].tapped) == 2
    state, _ = act(state, 1, EndPhase())
    state, _ = act(state, 1, EndTurn())
    assert state.players[0].tapped == []


def test_dp_7_1_each_resource_card_gives_one_resource_of_its_kind_once():
    pos = position(board=(["ra_depot", "ra_factory"], []), hand=(["ra_rifle", "ra_rifle"], []))
    first, second = pos.hand[0]
    assert refused(pos.state, 0, Build(card=first, pay=Payment(factory=1))) == "inexact_payment"
    state, facts = act(pos.state, 0, Build(card=first, pay=Payment(depot=1)))
    assert ResourcesTapped(seat=0, cards=[pos.board[0][0]]) in facts
    assert refused(state, 0, Build(card=second, pay=Payment(depot=1))) == "insufficient_resources"


def test_dp_7_2_at_most_two_resource_cards_per_turn():
    pos = position(hand=(["ra_depot", "ra_factory", "ra_fuel"], []))
    a, b, c = pos.hand[0]
    state, _ = act(pos.state, 0, PlayResource(card=a))
    state, _ = act(state, 0, PlayResource(card=b))
    assert state.players[0].resources == [a, b]
    assert refused(state, 0, PlayResource(card=c)) == "resource_limit"
    assert not listed(state, 0, PlayResource(card=c))
    assert refused(pos.state, 0, PlayResource(card="c0-099")) == "card_not_in_hand"


def test_dp_7_3_two_resources_replace_one_in_every_combination():
    for kind, index in (("depot", 0), ("factory", 1), ("fuel", 2)):
        cost = Cost(**{kind: 1})
        for pay in ((0, 2, 0), (0, 0, 2), (0, 1, 1), (2, 0, 0), (1, 1, 0), (1, 0, 1)):
            replaced = pay[index] == 0
            assert is_exact(cost, Payment(*pay)) is replaced, (kind, pay)
        assert is_exact(cost, Payment(*(1 if i == index else 0 for i in range(3))))


def test_dp_7_3_substitution_only_for_a_resource_the_player_has_none_of():
    pos = position(board=(["ra_depot", "ra_factory", "ra_factory", "ra_fuel", "ra_fuel"], []), hand=(["ra_rifle"], []))
    rifle = pos.hand[0][0]
    assert refused(pos.state, 0, Build(card=rifle, pay=Payment(factory=2))) == "substitution_not_allowed"
    assert refused(pos.state, 0, Build(card=rifle, pay=Payment(factory=1, fuel=1))) == "substitution_not_allowed"
    assert {m.pay for m in payments_listed(pos.state, rifle)} == {Payment(depot=1)}
    # the depot tapped: the player has no depot now, so two others replace it
    tapped = position(
        board=(["ra_depot", "ra_factory", "ra_factory", "ra_fuel", "ra_fuel"], []),
        hand=(["ra_rifle"], []),
        tapped=["0:0"],
    )
    replaced = {m.pay for m in payments_listed(tapped.state, rifle)}
    assert replaced == {Payment(factory=2), Payment(factory=1, fuel=1), Payment(fuel=2)}
    # some but too few of a kind is not "none": the rest cannot be replaced
    short = position(board=(["ra_depot", "ra_factory", "ra_factory"], []), hand=(["ra_guards_rifle"], []))
    guards = short.hand[0][0]
    assert refused(short.state, 0, Build(card=guards, pay=Payment(depot=1, factory=2))) == "substitution_not_allowed"
    assert payments_listed(short.state, guards) == []


def test_dp_7_4_armoured_car_payment_example():
    car = CARDS["ra_ba10"]
    assert car.cost == Cost(depot=1, factory=2, fuel=1)
    for pay in (Payment(1, 2, 1), Payment(5, 0, 1), Payment(3, 2, 0), Payment(0, 2, 3)):
        assert is_exact(car.cost, pay), pay
    pos = position(board=(["ra_depot"] * 5 + ["ra_fuel"], []), hand=(["ra_ba10"], []))
    state, _ = act(pos.state, 0, Build(card=pos.hand[0][0], pay=Payment(depot=5, fuel=1)))
    assert state.players[0].reserve == pos.hand[0]
    assert sorted(state.players[0].tapped) == sorted(pos.board[0])


def test_dp_7_5_the_listed_payments_are_every_exact_one_the_cards_allow():
    """``exact_payments`` walks only the payments that may be exact; it lists what trying every
    payment of at most the untapped cards (and twice the cost a kind) with both rules would."""
    for needs in product(range(3), repeat=3):
        cost, limit = Cost(*needs), 2 * sum(needs)
        for have in product(range(5), repeat=3):
            every = (Payment(*counts) for counts in product(*(range(min(held, limit) + 1) for held in have)))
            wanted = tuple(p for p in every if is_exact(cost, p) and substitutes_only_missing(cost, p, have))
            assert exact_payments(cost, have) == wanted, (cost, have)


def test_dp_7_5_payments_are_exact_and_all_listed():
    pos = position(board=(["ra_depot"] * 3 + ["ra_factory"] * 2, []), hand=(["ra_rifle"], []))
    rifle = pos.hand[0][0]
    assert refused(pos.state, 0, Build(card=rifle, pay=Payment(depot=2))) == "inexact_payment"
    assert refused(pos.state, 0, Build(card=rifle, pay=Payment(fuel=1))) == "insufficient_resources"
    builds = {m.pay for m in payments_listed(pos.state, rifle)}
    assert builds == {Payment(depot=1)} == set(payments(pos.state, 0, Cost(depot=1)))
    _, facts = act(pos.state, 0, Build(card=rifle, pay=Payment(depot=1)))
    assert facts[0] == ResourcesTapped(seat=0, cards=pos.board[0][:1])
    factories = position(board=(["ra_factory"] * 3 + ["ra_fuel"], []), hand=(["ra_rifle"], []))
    builds = {m.pay for m in payments_listed(factories.state, factories.hand[0][0])}
    assert builds == {Payment(factory=2), Payment(factory=1, fuel=1)}
    _, facts = act(factories.state, 0, Build(card=factories.hand[0][0], pay=Payment(factory=2)))
    assert facts[0] == ResourcesTapped(seat=0, cards=factories.board[0][:2])


def payments_listed(state, card):
    return [m for m in RULES.legal_moves(state, 0) if isinstance(m, Build) and m.card == card]


def test_dp_7_6_resource_cards_can_be_attacked_but_never_attack():
    pos = position(board=(["ra_depot"], ["wm_infantry"]), active=1, phase="attack")
    depot = pos.board[0][0]
    own_turn = position(board=(["ra_depot"], ["wm_depot"]), phase="attack").state
    assert refused(own_turn, 0, Attack(unit=depot, target="deck", pay=FREE)) == "not_your_unit"
    state, _ = act(pos.state, 1, Attack(unit=pos.board[1][0], target=depot, pay=FREE))
    assert depot in state.players[0].losses


def test_dp_8_1_tactical_cards_only_in_their_phase():
    pos = position(board=(["ra_depot"], ["wm_depot", "wm_infantry"]), hand=(["ra_tac_partisans", "ra_tac_guards"], []))
    partisans, guards = pos.hand[0]
    wm_depot = pos.board[1][0]
    assert refused(pos.state, 0, PlayTactic(card=guards, pay=FREE)) == "wrong_phase"
    state, _ = act(pos.state, 0, PlayTactic(card=partisans, pay=Payment(depot=1), target=wm_depot))
    assert wm_depot in state.players[1].losses and partisans in state.players[0].losses
    pos = position(
        board=(["ra_depot", "ra_rifle"], ["wm_infantry", "wm_depot"]), hand=(["ra_tac_partisans"], []), phase="attack"
    )
    state, _ = act(pos.state, 0, Attack(unit=pos.board[0][1], target=pos.board[1][0], pay=FREE))
    assert refused(state, 0, PlayTactic(card=pos.hand[0][0], pay=Payment(depot=1), target=pos.board[1][1])) == (
        "wrong_phase"
    )


def test_dp_8_2_active_player_plays_tactics_first():
    pos = position(board=(["ra_rifle"], ["wm_infantry"]), hand=(["ra_tac_guards"], ["wm_tac_hold"]), phase="attack")
    state, _ = act(pos.state, 0, Attack(unit=pos.board[0][0], target=pos.board[1][0], pay=FREE))
    assert listed(state, 0, PlayTactic(card=pos.hand[0][0], pay=FREE))
    assert refused(state, 1, PlayTactic(card=pos.hand[1][0], pay=FREE)) == "not_your_turn"
    state, _ = act(state, 0, PlayTactic(card=pos.hand[0][0], pay=FREE))
    state, _ = act(state, 0, Pass())
    assert listed(state, 1, PlayTactic(card=pos.hand[1][0], pay=FREE))
    state, _ = act(state, 1, PlayTactic(card=pos.hand[1][0], pay=FREE))
    state, _ = act(state, 1, Pass())
    assert state.combat is None  # 2/4 against 2/4: both survive, tapped
    assert pos.board[0][0] in state.players[0].line1 and pos.board[1][0] in state.players[1].tapped


def test_dp_8_3_identical_tactical_cards_change_a_unit_once_per_turn():
    pos = position(
        board=(["ra_guards_rifle"], ["wm_infantry", "wm_infantry"]),
        hand=(["ra_tac_guards", "ra_tac_guards"], []),
        active=1,
        phase="attack",
    )
    guards = pos.board[0][0]
    first, second = pos.hand[0]
    state, _ = act(pos.state, 1, Attack(unit=pos.board[1][0], target=guards, pay=FREE))
    state, _ = act(state, 1, Pass())
    state, _ = act(state, 0, PlayTactic(card=first, pay=FREE))
    state, _ = act(state, 0, Pass())
    assert guards in state.players[0].line1
    state, _ = act(state, 1, Attack(unit=pos.board[1][1], target=guards, pay=FREE))
    state, _ = act(state, 1, Pass())
    assert refused(state, 0, PlayTactic(card=second, pay=FREE)) == "same_tactic_twice"
    assert not listed(state, 0, PlayTactic(card=second, pay=FREE))


def test_dp_8_4_withdraw_weaken_and_resupply():
    pos = position(
        board=(["ra_rifle", "ra_depot"], ["wm_pz3"]), hand=(["ra_tac_ambush"], ["wm_tac_withdraw"]), phase="attack"
    )
    rifle, _depot = pos.board[0]
    panzer = pos.board[1][0]
    state, _ = act(pos.state, 0, Attack(unit=rifle, target=panzer, pay=FREE))
    assert refused(state, 0, PlayTactic(card=pos.hand[0][0], pay=FREE)) == "inexact_payment"
    weakened, _ = act(state, 0, PlayTactic(card=pos.hand[0][0], pay=Payment(depot=1)))
    weakened, _ = act(weakened, 0, Pass())
    withdrawn, _ = act(weakened, 1, PlayTactic(card=pos.hand[1][0], pay=FREE))
    assert withdrawn.combat is None and rifle in withdrawn.players[0].line1 and panzer in withdrawn.players[1].line1
    fought, _ = act(weakened, 1, Pass())
    assert panzer in fought.players[1].losses and rifle in fought.players[0].losses  # 2/2 against 2/2


def test_dp_8_4_resupply_returns_a_lost_resource_card_and_never_untaps_one():
    pos = position(board=(["ra_fuel", "ra_depot"], []), hand=(["ra_tac_lendlease"], []), tapped=["0:1"])
    fuel, depot = pos.board[0]
    lendlease = pos.hand[0][0]
    assert not any(isinstance(m, PlayTactic) for m in RULES.legal_moves(pos.state, 0))  # nothing lost yet
    # «Поворот карты ресурса дает один раз за ход»: the tapped depot does not untap to pay again.
    assert refused(pos.state, 0, PlayTactic(card=lendlease, pay=FREE, target=depot)) == "bad_target"
    lost = fold(RULES, [ResourceDestroyed(seat=0, card=fuel)], clone(RULES, pos.state))
    assert listed(lost, 0, PlayTactic(card=lendlease, pay=FREE, target=fuel))
    state, _ = act(lost, 0, PlayTactic(card=lendlease, pay=FREE, target=fuel))
    player = state.players[0]
    assert fuel in player.resources and fuel not in player.losses and fuel not in player.tapped
    assert depot in player.tapped and lendlease in player.losses and player.resources_played == 0


def test_dp_8_4_matches_of_rules_version_1_untap_a_resource_card_with_resupply():
    old = rules_for("den_pobedy", 1)
    pos = position(board=(["ra_fuel"], []), hand=(["ra_tac_lendlease"], []), tapped=["0:0"], rules=old)
    assert pos.state.rules == old.version == 1
    state, _ = act(pos.state, 0, PlayTactic(card=pos.hand[0][0], pay=FREE, target=pos.board[0][0]))
    assert state.players[0].tapped == []


def test_dp_8_4_only_the_defender_withdraws():
    pos = position(board=(["ra_rifle"], ["wm_pz3"]), hand=(["ra_tac_retreat"], []), phase="attack")
    state, _ = act(pos.state, 0, Attack(unit=pos.board[0][0], target=pos.board[1][0], pay=FREE))
    assert refused(state, 0, PlayTactic(card=pos.hand[0][0], pay=FREE)) == "withdraw_defender_only"
    assert NoBlock() not in RULES.legal_moves(state, 0)
