"""Units, fights and the attack procedure (sections 9 and 13 of RULES.md)."""

from __future__ import annotations

from igroteka.domain.games import rules_for
from igroteka.domain.games.den_pobedy import RULES
from igroteka.domain.games.den_pobedy.content import CARDS
from igroteka.domain.games.den_pobedy.facts import ResourceDestroyed, UnitDestroyed, UnitsTapped
from igroteka.domain.games.den_pobedy.moves import Attack, Block, Build, NoBlock, Pass, Payment, Support

from .helpers import act, listed, position, refused

FREE = Payment()
FUEL = Payment(fuel=1)


def fight(state, attacker_seat: int, unit: str, target: str, pay: Payment = FREE):
    """Declare an attack and let both windows pass without playing anything."""
    state, facts = act(state, attacker_seat, Attack(unit=unit, target=target, pay=pay))
    if state.combat is not None and state.combat.step == "block":
        state, more = act(state, 1 - attacker_seat, NoBlock())
        facts += more
    while state.combat is not None:
        seat = next(iter(RULES.to_act(state)))
        state, more = act(state, seat, Pass())
        facts += more
    return state, facts


def destroyed(facts) -> set[str]:
    return {f.unit for f in facts if isinstance(f, UnitDestroyed)}


def test_dp_9_3_medium_tank_destroys_armoured_car():
    pos = position(board=(["ra_t34"], ["wm_sdkfz222"]), phase="attack")
    tank, car = pos.board[0][0], pos.board[1][0]
    state, facts = fight(pos.state, 0, tank, car)
    assert destroyed(facts) == {car}
    assert tank in state.players[0].line1 and tank in state.players[0].tapped


def test_dp_9_4_medium_tank_attacking_heavy_tank_is_destroyed():
    pos = position(board=(["ra_kv1"], ["wm_pz3"]), active=1, phase="attack")
    heavy, medium = pos.board[0][0], pos.board[1][0]
    state, facts = fight(pos.state, 1, medium, heavy)
    assert destroyed(facts) == {medium}
    assert heavy in state.players[0].line1


def test_dp_9_5_medium_tank_and_infantry_destroy_each_other():
    pos = position(board=(["ra_t34"], ["wm_grenadier"]), phase="attack")
    tank, infantry = pos.board[0][0], pos.board[1][0]
    state, facts = fight(pos.state, 0, tank, infantry)
    assert destroyed(facts) == {tank, infantry}
    assert state.players[0].line1 == [] and state.players[1].line1 == []


def test_dp_9_2_damage_equal_to_defence_destroys():
    pos = position(board=(["ra_guards_rifle"], ["wm_gebirgsjager"]), phase="attack")
    _, facts = fight(pos.state, 0, pos.board[0][0], pos.board[1][0])
    assert destroyed(facts) == {pos.board[0][0], pos.board[1][0]}


def test_dp_9_6_survivors_of_a_fight_are_both_tapped():
    pos = position(board=(["ra_il2", "ra_fuel"], ["wm_ju88"]), phase="attack")
    il2, ju88 = pos.board[0][0], pos.board[1][0]
    state, facts = fight(pos.state, 0, il2, ju88, FUEL)
    assert destroyed(facts) == set()
    assert UnitsTapped(seat=1, units=[ju88]) in facts
    assert il2 in state.players[0].tapped and ju88 in state.players[1].tapped


def test_dp_9_7_destroyed_units_go_to_the_losses():
    pos = position(board=(["ra_t34"], ["wm_sdkfz222"]), phase="attack")
    car = pos.board[1][0]
    state, _ = fight(pos.state, 0, pos.board[0][0], car)
    assert car in state.players[1].losses and car not in state.players[1].line1


def test_dp_9_8_bombing_uses_bombing_power_without_return_fire():
    pos = position(board=(["ra_kv1"], ["wm_ju87", "wm_fuel"]), active=1, phase="attack")
    kv1, stuka = pos.board[0][0], pos.board[1][0]
    state, facts = fight(pos.state, 1, stuka, kv1, FUEL)
    assert destroyed(facts) == set()  # bombing 3 < defence 5; the tank cannot fire back
    pos = position(board=(["ra_t34"], ["wm_ju87", "wm_fuel"]), active=1, phase="attack")
    state, facts = fight(pos.state, 1, pos.board[1][0], pos.board[0][0], FUEL)
    assert destroyed(facts) == {pos.board[0][0]}
    assert pos.board[1][0] in state.players[1].line2


def test_dp_9_8_fighter_without_bombing_power_cannot_attack_ground():
    pos = position(board=(["ra_yak1", "ra_fuel"], ["wm_infantry", "wm_bf109"]), phase="attack")
    yak, infantry, messer = pos.board[0][0], pos.board[1][0], pos.board[1][1]
    assert refused(pos.state, 0, Attack(unit=yak, target=infantry, pay=FUEL)) == "bad_target"
    assert listed(pos.state, 0, Attack(unit=yak, target=messer, pay=FUEL))


def test_dp_16_4_only_bombers_have_bombing_power():
    fighters = [card for card in CARDS.values() if card.kind == "fighter"]
    assert {c.id for c in fighters} >= {"ra_yak1", "ra_la5", "wm_bf109", "wm_fw190"}
    assert all(card.bombing == 0 for card in fighters)
    assert all(card.arm == "aviation" and card.kind != "fighter" for card in CARDS.values() if card.bombing)
    pos = position(board=(["ra_rifle", "ra_depot"], ["wm_fw190", "wm_fuel"]), active=1, phase="attack")
    rifle, depot = pos.board[0]
    focke = pos.board[1][0]
    assert refused(pos.state, 1, Attack(unit=focke, target=rifle, pay=FUEL)) == "bad_target"
    assert refused(pos.state, 1, Attack(unit=focke, target=depot, pay=FUEL)) == "bad_target"


def test_dp_16_4_matches_of_rules_version_1_keep_the_fw_190s_bombing_power():
    old = rules_for("den_pobedy", 1)
    pos = position(board=(["ra_rifle", "ra_depot"], ["wm_fw190", "wm_fuel"]), active=1, phase="attack", rules=old)
    assert pos.state.rules == old.version == 1
    rifle, depot = pos.board[0]
    focke = pos.board[1][0]
    assert listed(pos.state, 1, Attack(unit=focke, target=rifle, pay=FUEL))
    assert listed(pos.state, 1, Attack(unit=focke, target=depot, pay=FUEL))
    state, facts = fight(pos.state, 1, focke, rifle, FUEL)
    assert destroyed(facts) == set() and focke in state.players[1].line2  # bombing 1 < defence 2, no return fire


def test_dp_9_9_modifier_applies_only_against_that_type_alone():
    # a 45 mm gun (1/2, +2/+1 against armour) blocks a Pz.III 3/3: 3/3 against 3/3, both destroyed
    pos = position(board=(["ra_45mm", "ra_depot"], ["wm_pz3", "wm_infantry"]), active=1, phase="attack")
    gun, depot = pos.board[0]
    panzer, infantry = pos.board[1]
    state, _ = act(pos.state, 1, Attack(unit=panzer, target=depot, pay=FREE))
    state, _ = act(state, 0, Block(unit=gun))
    alone, facts = act(state, 1, Pass())
    alone, facts = act(alone, 0, Pass())
    assert destroyed(facts) == {gun, panzer}
    # supported by infantry the tank no longer fights armour only: the gun is plain 1/2
    supported, _ = act(state, 1, Support(unit=infantry))
    supported, _ = act(supported, 1, Pass())
    supported, facts = act(supported, 0, Pass())
    assert destroyed(facts) == {gun}


def test_dp_9_10_damage_does_not_carry_over_between_fights():
    pos = position(board=(["ra_rifle", "ra_rifle"], ["wm_pz3"]), phase="attack")
    first, second = pos.board[0]
    panzer = pos.board[1][0]
    state, facts = fight(pos.state, 0, first, panzer)
    assert destroyed(facts) == {first}
    state, facts = fight(state, 0, second, panzer)
    assert destroyed(facts) == {second}
    assert panzer in state.players[1].line1


def test_dp_13_1_artillery_and_tapped_units_cannot_attack():
    pos = position(board=(["ra_zis3", "ra_rifle"], ["wm_depot"]), phase="attack", tapped=["0:1"])
    gun, rifle, depot = *pos.board[0], pos.board[1][0]
    assert refused(pos.state, 0, Attack(unit=gun, target=depot, pay=FREE)) == "artillery_cannot_attack"
    assert refused(pos.state, 0, Attack(unit=rifle, target=depot, pay=FREE)) == "unit_tapped"


def test_dp_13_1_aircraft_sortie_costs_fuel():
    pos = position(board=(["ra_pe2", "ra_fuel", "ra_depot"], ["wm_depot"]), phase="attack")
    bomber, fuel, _, depot = *pos.board[0], pos.board[1][0]
    assert refused(pos.state, 0, Attack(unit=bomber, target=depot, pay=FREE)) == "inexact_payment"
    state, _ = act(pos.state, 0, Attack(unit=bomber, target=depot, pay=FUEL))
    assert fuel in state.players[0].tapped


def test_dp_13_2_ground_units_reach_the_first_line_and_resources_only():
    pos = position(board=(["ra_rifle"], ["wm_infantry", "wm_lefh18", "wm_bf109", "wm_fuel"]), phase="attack")
    rifle = pos.board[0][0]
    infantry, howitzer, fighter, fuel = pos.board[1]
    assert listed(pos.state, 0, Attack(unit=rifle, target=infantry, pay=FREE))
    assert listed(pos.state, 0, Attack(unit=rifle, target=fuel, pay=FREE))
    assert refused(pos.state, 0, Attack(unit=rifle, target=howitzer, pay=FREE)) == "bad_target"
    assert refused(pos.state, 0, Attack(unit=rifle, target=fighter, pay=FREE)) == "bad_target"
    assert refused(pos.state, 0, Attack(unit=rifle, target="deck", pay=FREE)) == "bad_target"


def test_dp_13_3_ground_attack_blocked_by_first_line_air_by_aircraft():
    pos = position(board=(["ra_rifle", "ra_il4", "ra_fuel"], ["wm_infantry", "wm_bf109", "wm_depot"]), phase="attack")
    rifle, bomber, _ = pos.board[0]
    infantry, fighter, depot = pos.board[1]
    state, _ = act(pos.state, 0, Attack(unit=rifle, target=depot, pay=FREE))
    assert state.combat.step == "block"
    assert listed(state, 1, Block(unit=infantry)) and not listed(state, 1, Block(unit=fighter))
    state, _ = act(pos.state, 0, Attack(unit=bomber, target=depot, pay=FUEL))
    assert listed(state, 1, Block(unit=fighter)) and not listed(state, 1, Block(unit=infantry))
    assert refused(state, 1, Block(unit=infantry)) == "cannot_block"


def test_dp_13_3_no_block_step_when_nobody_can_block():
    pos = position(board=(["ra_rifle"], ["wm_infantry", "wm_depot"]), phase="attack", tapped=["1:0"])
    state, facts = act(pos.state, 0, Attack(unit=pos.board[0][0], target=pos.board[1][1], pay=FREE))
    assert state.combat is None
    assert ResourceDestroyed(seat=1, card=pos.board[1][1]) in facts


def test_dp_13_4_support_adds_one_and_only_ready_units_support():
    pos = position(board=(["ra_rifle", "ra_rifle", "ra_zis3"], ["wm_pz3"]), reserve=(["ra_rifle"], []), phase="attack")
    attacker, helper, gun = pos.board[0]
    fresh = pos.reserve[0][0]
    state, _ = act(pos.state, 0, Attack(unit=attacker, target=pos.board[1][0], pay=FREE))
    assert listed(state, 0, Support(unit=helper)) and listed(state, 0, Support(unit=gun))
    assert refused(state, 0, Support(unit=fresh)) == "cannot_support"
    state, _ = act(state, 0, Support(unit=helper))
    state, _ = act(state, 0, Pass())
    state, facts = act(state, 1, Pass())
    assert destroyed(facts) == {attacker, pos.board[1][0]}  # 2 + 1 = 3 against defence 3


def test_dp_13_5_attacker_window_then_defender_window_then_resolution():
    pos = position(board=(["ra_t34"], ["wm_sdkfz222"]), phase="attack")
    state, _ = act(pos.state, 0, Attack(unit=pos.board[0][0], target=pos.board[1][0], pay=FREE))
    assert state.combat.step == "attacker" and RULES.to_act(state) == {0}
    state, _ = act(state, 0, Pass())
    assert state.combat.step == "defender" and RULES.to_act(state) == {1}
    state, facts = act(state, 1, Pass())
    assert state.combat is None and destroyed(facts) == {pos.board[1][0]}


def test_dp_13_6_attacked_unit_fights_back_even_when_tapped():
    pos = position(board=(["ra_rifle"], ["wm_pz3"]), phase="attack", tapped=["1:0"])
    rifle, panzer = pos.board[0][0], pos.board[1][0]
    _, facts = fight(pos.state, 0, rifle, panzer)
    assert destroyed(facts) == {rifle}


def test_dp_13_7_unblocked_attack_destroys_a_resource_card():
    pos = position(board=(["ra_rifle"], ["wm_factory"]), phase="attack")
    state, _ = act(pos.state, 0, Attack(unit=pos.board[0][0], target=pos.board[1][0], pay=FREE))
    assert pos.board[1][0] in state.players[1].losses and state.players[1].resources == []


def test_dp_13_8_blocked_attack_leaves_the_target_untouched():
    pos = position(board=(["ra_rifle"], ["wm_infantry", "wm_factory"]), phase="attack")
    rifle = pos.board[0][0]
    infantry, factory = pos.board[1]
    state, _ = act(pos.state, 0, Attack(unit=rifle, target=factory, pay=FREE))
    state, _ = act(state, 1, Block(unit=infantry))
    state, _ = act(state, 0, Pass())
    state, facts = act(state, 1, Pass())
    assert destroyed(facts) == {rifle, infantry}
    assert factory in state.players[1].resources


def test_dp_13_3_no_block_lets_the_attack_through():
    pos = position(board=(["ra_rifle"], ["wm_infantry", "wm_factory"]), phase="attack")
    state, _ = act(pos.state, 0, Attack(unit=pos.board[0][0], target=pos.board[1][1], pay=FREE))
    state, facts = act(state, 1, NoBlock())
    assert ResourceDestroyed(seat=1, card=pos.board[1][1]) in facts


def test_dp_9_1_building_pays_the_cost_and_puts_the_unit_in_the_reserve():
    pos = position(board=(["ra_depot", "ra_factory", "ra_factory", "ra_factory", "ra_fuel"], []), hand=(["ra_t34"], []))
    tank = pos.hand[0][0]
    state, _ = act(pos.state, 0, Build(card=tank, pay=Payment(depot=1, factory=3, fuel=1)))
    assert state.players[0].reserve == [tank] and tank not in state.players[0].tapped
    assert sorted(state.players[0].tapped) == sorted(pos.board[0]) and tank not in state.players[0].hand
    assert refused(pos.state, 0, Build(card=tank, pay=Payment(depot=1, factory=2, fuel=1))) == "inexact_payment"
