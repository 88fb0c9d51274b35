"""The five special properties, lines and the reserve (sections 10 and 12 of RULES.md)."""

from __future__ import annotations

from igroteka.domain.games.den_pobedy import RULES
from igroteka.domain.games.den_pobedy.content import CARDS
from igroteka.domain.games.den_pobedy.facts import DeckStruck, UnitDestroyed, UnitStruck
from igroteka.domain.games.den_pobedy.moves import (
    Attack,
    Block,
    Build,
    EndPhase,
    EndTurn,
    NoBlock,
    Pass,
    Payment,
    Strike,
    Support,
)

from .helpers import act, listed, position, refused

FREE = Payment()


def test_dp_10_1_mobile_unit_raids_the_second_line_but_never_from_the_reserve():
    pos = position(
        board=(["ra_ba10", "ra_t34"], ["wm_lefh18", "wm_infantry", "wm_depot"]),
        reserve=(["ra_t60"], []),
        phase="attack",
    )
    car, tank = pos.board[0]
    howitzer, infantry, depot = pos.board[1]
    fresh = pos.reserve[0][0]
    assert listed(pos.state, 0, Attack(unit=car, target=howitzer, pay=FREE))
    assert refused(pos.state, 0, Attack(unit=tank, target=howitzer, pay=FREE)) == "bad_target"
    # a mobile unit built this turn stands in the reserve: no attack, whatever its target
    assert refused(pos.state, 0, Attack(unit=fresh, target=depot, pay=FREE)) == "unit_not_ready"
    assert not any(isinstance(m, Attack) and m.unit == fresh for m in RULES.legal_moves(pos.state, 0))
    state, _ = act(pos.state, 0, Attack(unit=car, target=howitzer, pay=FREE))
    assert state.combat.step == "block" and listed(state, 1, Block(unit=infantry))  # a raid can be blocked


def test_dp_12_2_ba10_built_this_turn_cannot_attack_or_support_from_the_reserve():
    pos = position(
        board=(["ra_rifle", "ra_depot", "ra_factory", "ra_factory", "ra_fuel"], ["wm_infantry", "wm_depot"]),
        hand=(["ra_ba10"], []),
    )
    rifle = pos.board[0][0]
    infantry, depot = pos.board[1]
    car = pos.hand[0][0]
    state, _ = act(pos.state, 0, Build(card=car, pay=Payment(depot=1, factory=2, fuel=1)))
    state, _ = act(state, 0, EndPhase())
    assert state.players[0].reserve == [car]
    assert refused(state, 0, Attack(unit=car, target=depot, pay=FREE)) == "unit_not_ready"
    state, _ = act(state, 0, Attack(unit=rifle, target=infantry, pay=FREE))
    assert not listed(state, 0, Support(unit=car)) and refused(state, 0, Support(unit=car)) == "cannot_support"
    state, _ = act(state, 0, Pass())
    state, _ = act(state, 1, Pass())
    state, _ = act(state, 0, EndTurn())
    assert car in state.players[0].line1


def test_dp_10_2_directed_attack_reaches_the_second_line_and_is_not_blocked():
    pos = position(board=(["ra_sniper", "ra_rifle"], ["wm_lefh18", "wm_infantry", "wm_depot"]), phase="attack")
    sniper, rifle = pos.board[0]
    howitzer, infantry, depot = pos.board[1]
    assert listed(pos.state, 0, Attack(unit=sniper, target=howitzer, pay=FREE))
    assert refused(pos.state, 0, Attack(unit=rifle, target=howitzer, pay=FREE)) == "bad_target"
    state, _ = act(pos.state, 0, Attack(unit=sniper, target=depot, pay=FREE))
    assert state.combat is None and depot in state.players[1].losses  # no block step despite the infantry
    state, _ = act(pos.state, 0, Attack(unit=rifle, target=depot, pay=FREE))
    assert state.combat.step == "block" and listed(state, 1, Block(unit=infantry))


def test_dp_10_3_artillery_support_adds_its_value_from_the_second_line():
    pos = position(board=(["ra_rifle", "ra_zis3", "ra_katyusha"], ["wm_gebirgsjager"]), phase="attack")
    rifle, zis3, katyusha = pos.board[0]
    enemy = pos.board[1][0]
    state, _ = act(pos.state, 0, Attack(unit=rifle, target=enemy, pay=FREE))
    assert listed(state, 0, Support(unit=zis3))
    assert refused(state, 0, Support(unit=katyusha)) == "cannot_support"  # 2nd line, no артподдержка
    state, _ = act(state, 0, Support(unit=zis3))
    state, _ = act(state, 0, Pass())
    state, facts = act(state, 1, Pass())
    lost = {f.unit for f in facts if isinstance(f, UnitDestroyed)}
    assert lost == {rifle, enemy}  # 2 + 2 = 4 against defence 3
    assert zis3 in state.players[0].tapped and zis3 in state.players[0].line2


def test_dp_10_4_unit_strike_deals_damage_without_a_fight():
    pos = position(board=(["ra_katyusha", "ra_depot"], ["wm_pz3", "wm_tiger"]), phase="attack")
    katyusha, depot = pos.board[0]
    panzer, tiger = pos.board[1]
    state, facts = act(pos.state, 0, Strike(unit=katyusha, target=panzer, pay=Payment(depot=1)))
    assert UnitStruck(seat=0, unit=katyusha, target=panzer, damage=3) in facts
    assert panzer in state.players[1].losses and katyusha in state.players[0].line2
    assert katyusha in state.players[0].tapped and depot in state.players[0].tapped
    state, facts = act(pos.state, 0, Strike(unit=katyusha, target=tiger, pay=Payment(depot=1)))
    assert tiger in state.players[1].line1
    assert refused(state, 0, Strike(unit=katyusha, target=panzer, pay=FREE)) == "unit_not_ready"


def test_dp_10_4_strike_needs_the_property_and_a_ground_target():
    pos = position(board=(["ra_zis3", "ra_katyusha", "ra_depot"], ["wm_bf109"]), phase="attack")
    zis3, katyusha, _ = pos.board[0]
    fighter = pos.board[1][0]
    assert refused(pos.state, 0, Strike(unit=zis3, target=fighter, pay=FREE)) == "no_strike"
    assert refused(pos.state, 0, Strike(unit=katyusha, target=fighter, pay=Payment(depot=1))) == "bad_target"


def test_dp_10_5_deck_strike_sends_top_cards_to_the_losses_unseen():
    pos = position(board=(["ra_il4", "ra_fuel"], []), phase="attack", deck=(10, 6))
    bomber = pos.board[0][0]
    top = pos.state.players[1].deck[:2]
    state, facts = act(pos.state, 0, Attack(unit=bomber, target="deck", pay=Payment(fuel=1)))
    assert DeckStruck(seat=1, count=2, cards=top) in facts
    assert len(state.players[1].deck) == 4 and state.players[1].losses == top
    assert not set(top) & set(state.players[0].known)


def test_dp_10_5_blocked_deck_strike_hits_nothing():
    pos = position(board=(["ra_il4", "ra_fuel"], ["wm_bf109"]), phase="attack", deck=(10, 6))
    state, _ = act(pos.state, 0, Attack(unit=pos.board[0][0], target="deck", pay=Payment(fuel=1)))
    state, _ = act(state, 1, Block(unit=pos.board[1][0]))
    state, _ = act(state, 0, Pass())
    state, facts = act(state, 1, Pass())
    assert len(state.players[1].deck) == 6
    assert not any(isinstance(f, DeckStruck) for f in facts)


def test_dp_12_1_units_stand_on_the_line_their_card_shows():
    for card in CARDS.values():
        if card.category == "unit":
            expected = 2 if card.arm == "aviation" or (card.arm == "artillery" and card.kind != "anti_tank_gun") else 1
            assert card.line == expected, card.id
    pos = position(reserve=(["ra_45mm", "ra_zis3", "ra_yak1", "ra_t34"], []), phase="attack")
    state, _ = act(pos.state, 0, EndTurn())
    at_gun, field_gun, fighter, tank = pos.reserve[0]
    assert state.players[0].line1 == [at_gun, tank] and state.players[0].line2 == [field_gun, fighter]
    assert state.players[0].reserve == []


def test_dp_12_2_built_unit_cannot_attack_but_blocks_and_supports_next_turn():
    pos = position(board=([], ["wm_infantry"]), reserve=(["ra_rifle", "ra_zis3", "ra_rifle"], []), phase="attack")
    rifle, gun, other_rifle = pos.reserve[0]
    enemy = pos.board[1][0]
    assert refused(pos.state, 0, Attack(unit=rifle, target=enemy, pay=FREE)) == "unit_not_ready"
    assert refused(pos.state, 0, Strike(unit=gun, target=enemy, pay=FREE)) == "no_strike"
    state, _ = act(pos.state, 0, EndTurn())
    state, _ = act(state, 1, EndPhase())
    state, _ = act(state, 1, Attack(unit=enemy, target=rifle, pay=FREE))
    assert RULES.to_act(state) == {0} and listed(state, 0, Block(unit=other_rifle))
    state, _ = act(state, 0, NoBlock())
    state, _ = act(state, 1, Pass())
    assert listed(state, 0, Support(unit=gun)) and listed(state, 0, Support(unit=other_rifle))
