"""Attacks, blocks, support and the calculation of a fight (расчёт результатов боя)."""

from __future__ import annotations

from typing import Any

from .content import CardType
from .facts import CombatEnded, DeckStruck, ResourceDestroyed, UnitDestroyed, UnitsTapped
from .state import DECK, Combat, State, bombing, card_of, is_aviation, is_ready, is_tapped, other, owner, units


def can_attack(state: State, unit: str) -> bool:
    """An untapped, ready unit that is not artillery (guns fire through their properties)."""
    card = card_of(state, unit)
    return card.arm != "artillery" and is_ready(state, unit) and not is_tapped(state, unit)


def attack_targets(state: State, unit: str) -> list[str]:
    """Everything this unit can reach: enemy units, resource cards, the deck (удар по колоде)."""
    card = card_of(state, unit)
    enemy = state.players[other(owner(unit))]
    found: list[str] = []
    for target in units(enemy):
        target_card = card_of(state, target)
        if card.arm == "aviation":
            if target_card.arm == "aviation" or bombing(state, unit) > 0:
                found.append(target)
        elif target_card.arm != "aviation" and (target not in enemy.line2 or card.directed or card.mobility):
            found.append(target)
    if card.arm != "aviation" or bombing(state, unit) > 0:
        found.extend(enemy.resources)
    if card.deck_strike > 0:
        found.append(DECK)
    return found


def blockers(state: State, combat: Combat) -> list[str]:
    """Untapped enemy units that may block: ground units of the 1st line and reserve against ground
    attackers, aviation against aviation; a directed attack cannot be blocked."""
    attacker = card_of(state, combat.attacker)
    if attacker.directed:
        return []
    defender = state.players[other(owner(combat.attacker))]
    if attacker.arm == "aviation":
        pool = [u for u in defender.line2 + defender.reserve if is_aviation(state, u)]
    else:
        pool = [u for u in defender.line1 + defender.reserve if not is_aviation(state, u)]
    return [u for u in pool if u != combat.target and u not in defender.tapped]


def defending_unit(state: State, combat: Combat) -> str | None:
    """The enemy unit the attacker fights: the blocker, else the attacked unit."""
    if combat.blocker is not None:
        return combat.blocker
    if combat.target in state.types and on_line(state, combat.target):
        return combat.target
    return None


def on_line(state: State, instance: str) -> bool:
    return instance in units(state.players[owner(instance)])


def is_bombing(state: State, combat: Combat) -> bool:
    """An aircraft against a ground unit: bombing power, no return fire."""
    defender = defending_unit(state, combat)
    return defender is not None and is_aviation(state, combat.attacker) and not is_aviation(state, defender)


def supporters(state: State, combat: Combat, seat: int) -> list[str]:
    """The seat's units that may still support its unit in this fight."""
    defender = defending_unit(state, combat)
    if defender is None or is_bombing(state, combat):
        return []
    fighting = {combat.attacker, defender}
    air = is_aviation(state, combat.attacker)
    player = state.players[seat]
    found = []
    for unit in units(player):
        if unit in fighting or unit in combat.supports or unit in player.tapped:
            continue
        if seat == state.active and not is_ready(state, unit):
            continue
        card = card_of(state, unit)
        if air:
            eligible = card.arm == "aviation"
        else:
            eligible = card.arm != "aviation" and (unit not in player.line2 or card.artillery_support > 0)
        if eligible:
            found.append(unit)
    return found


def support_value(card: CardType) -> int:
    """Each supporter adds 1 to the attack; a unit with артподдержка N adds N."""
    return card.artillery_support or 1


def matches(card: CardType, vs: str) -> bool:
    return vs in (card.arm, card.kind)


def modifier(state: State, unit: str, enemies: list[str]) -> tuple[int, int]:
    """Tactical modifiers that apply: only when every enemy in the fight is of the named type."""
    attack = defence = 0
    for mod in card_of(state, unit).modifiers:
        if enemies and all(matches(card_of(state, enemy), mod.vs) for enemy in enemies):
            attack += mod.attack
            defence += mod.defence
    return attack, defence


def strength(state: State, combat: Combat, unit: str, enemy: str) -> tuple[int, int]:
    """A fighting unit's attack and defence in this fight."""
    enemy_side = owner(enemy)
    enemies = [enemy, *(s for s in combat.supports if owner(s) == enemy_side)]
    card = card_of(state, unit)
    mod_attack, mod_defence = modifier(state, unit, enemies)
    attack = card.attack + mod_attack
    if unit == combat.attacker and is_bombing(state, combat):
        attack = bombing(state, unit) + mod_attack
    attack += sum(support_value(card_of(state, s)) for s in combat.supports if owner(s) == owner(unit))
    defence = card.defence + mod_defence
    for boost in combat.boosts:
        if boost.unit == unit:
            attack += boost.attack
            defence += boost.defence
    return max(0, attack), max(1, defence)


def resolution(state: State, combat: Combat) -> list[Any]:
    """The facts that end a fight or a raid."""
    seat = owner(combat.attacker)
    enemy = other(seat)
    defender = defending_unit(state, combat)
    facts: list[Any] = []
    if defender is None:
        if combat.target == DECK:
            deck = state.players[enemy].deck
            hit = deck[: card_of(state, combat.attacker).deck_strike]
            facts.append(DeckStruck(seat=enemy, count=len(hit), cards=hit))
        else:
            facts.append(ResourceDestroyed(seat=enemy, card=combat.target))
        return [*facts, CombatEnded(seat=seat)]
    attack_a, defence_a = strength(state, combat, combat.attacker, defender)
    attack_d, defence_d = strength(state, combat, defender, combat.attacker)
    attacker_lost = not is_bombing(state, combat) and attack_d >= defence_a
    defender_lost = attack_a >= defence_d
    if attacker_lost:
        facts.append(UnitDestroyed(seat=seat, unit=combat.attacker))
    if defender_lost:
        facts.append(UnitDestroyed(seat=enemy, unit=defender))
    elif defender not in state.players[enemy].tapped:
        facts.append(UnitsTapped(seat=enemy, units=[defender]))
    return [*facts, CombatEnded(seat=seat)]
