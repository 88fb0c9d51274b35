"""Which moves are legal: the checks decide runs and the exact list legal_moves gives."""

from __future__ import annotations

from collections import Counter
from typing import Any

from igroteka.domain.engine import IllegalMove, MoveForm, Pick

from .combat import attack_targets, blockers, can_attack, defending_unit, supporters
from .content import CARDS, STARTER_SIZE, CardType, Cost, pool, starter_list
from .moves import (
    Attack,
    Block,
    Build,
    EndPhase,
    EndTurn,
    KeepHand,
    NoBlock,
    Pass,
    Payment,
    PlayResource,
    PlayTactic,
    Redeal,
    Strike,
    SubmitDeck,
    Support,
    UseStarterDeck,
)
from .payment import available, can_afford, is_exact, payments, substitutes_only_missing
from .state import RULES_VERSION, State, card_of, is_aviation, is_ready, is_tapped, other, owner, units

MAX_COPIES = 4  # не более четырёх одинаковых карт, кроме ресурсов
MAX_RESOURCES_PER_TURN = 2
HAND_SIZE = 7

STAGE_MOVES: dict[str, tuple[type, ...]] = {
    "building": (UseStarterDeck, SubmitDeck),
    "mulligan": (KeepHand, Redeal),
    "main": (PlayResource, Build, PlayTactic, EndPhase),
    "attack": (Attack, Strike, EndTurn),
    "block": (Block, NoBlock),
    "window": (Support, PlayTactic, Pass),
}


def to_act(state: State) -> frozenset[int]:
    if state.phase == "over":
        return frozenset()
    if state.phase == "building":
        return frozenset(s for s, p in enumerate(state.players) if not p.ready)
    if state.phase == "mulligan":
        return frozenset(s for s, p in enumerate(state.players) if not p.kept)
    if state.combat is not None and state.combat.step != "attacker":
        return frozenset({other(state.active)})
    return frozenset({state.active})


def stage(state: State) -> str:
    if state.combat is None:
        return state.phase
    return "block" if state.combat.step == "block" else "window"


def refuse(code: str, message: str) -> IllegalMove:
    return IllegalMove(code, message)


# ------------------------------------------------------------------ deck building
def copies_ok(cards: list[str]) -> bool:
    return all(n <= MAX_COPIES or CARDS[c].category == "resource" for c, n in Counter(cards).items())


def check_building(state: State, seat: int, move: Any) -> None:
    player = state.players[seat]
    match move:
        case UseStarterDeck():
            if state.deck_size != STARTER_SIZE:
                raise refuse("starter_wrong_size", f"The starter deck has {STARTER_SIZE} cards, not {state.deck_size}.")
        case SubmitDeck(cards=cards):
            if len(cards) != state.deck_size:
                raise refuse("deck_wrong_size", f"The deck has {len(cards)} cards, not {state.deck_size}.")
            strangers = sorted({c for c in cards if c not in CARDS or CARDS[c].side != player.side})
            if strangers:
                raise refuse("not_in_pool", f"{strangers[0]!r} is not in your side's card pool.")
            if not copies_ok(cards):
                raise refuse("too_many_copies", f"A deck may hold at most {MAX_COPIES} cards of a name.")


def most_copies(card: CardType, deck_size: int) -> int:
    return deck_size if card.category == "resource" else MAX_COPIES


def deck_form(state: State, seat: int) -> MoveForm:
    """Every deck of the agreed size from the own side's pool (DP-2.2, DP-2.3)."""
    picks = [Pick(value=c.id, most=most_copies(c, state.deck_size)) for c in pool(state.players[seat].side)]
    return MoveForm(move="submit_deck", field="cards", picks=picks, least=state.deck_size, total=state.deck_size)


def scaled_starter(side: str, size: int) -> list[str]:
    """The starter deck's mix at another size: one copy of each of its names in turn, then again,
    while a name has copies left at the starter's proportion (at most four, resources unbounded)."""
    starter = Counter(starter_list(side))
    wanted: dict[str, int] = {}
    for card, copies in starter.items():
        share = max(1, round(copies * size / STARTER_SIZE))
        wanted[card] = share if CARDS[card].category == "resource" else min(MAX_COPIES, share)
    resources = [card for card in starter if CARDS[card].category == "resource"]
    deck: list[str] = []
    taken: Counter[str] = Counter()
    while len(deck) < size:
        open_ = [c for c in starter if taken[c] < wanted[c]] or resources
        for card in open_[: size - len(deck)]:
            deck.append(card)
            taken[card] += 1
    return deck


def list_building(state: State, seat: int) -> list[Any]:
    player = state.players[seat]
    moves: list[Any] = []
    if state.deck_size == STARTER_SIZE:
        moves.append(UseStarterDeck())
    moves.append(SubmitDeck(cards=scaled_starter(player.side, state.deck_size)))
    moves.append(deck_form(state, seat))
    return moves


# ------------------------------------------------------------------ starting hand
def may_redeal(state: State, seat: int) -> bool:
    """Fewer than two resource cards, or nothing but resource cards (ситуация пересдачи)."""
    player = state.players[seat]
    resources = sum(card_of(state, c).category == "resource" for c in player.hand)
    return player.redeals < state.max_redeals and (resources < 2 or resources == len(player.hand))


def check_mulligan(state: State, seat: int, move: Any) -> None:
    if isinstance(move, Redeal) and not may_redeal(state, seat):
        if state.players[seat].redeals >= state.max_redeals:
            raise refuse("no_redeals_left", "You have used every redeal.")
        raise refuse("redeal_not_allowed", "A redeal needs fewer than two resources or only resources in hand.")


def list_mulligan(state: State, seat: int) -> list[Any]:
    return [KeepHand(), *([Redeal()] if may_redeal(state, seat) else [])]


# ------------------------------------------------------------------ shared checks
def check_hand(state: State, seat: int, card: str, category: str) -> CardType:
    if card not in state.players[seat].hand:
        raise refuse("card_not_in_hand", "That card is not in your hand.")
    found = card_of(state, card)
    if found.category != category:
        raise refuse(f"not_a_{category}", f"That card is not a {category} card.")
    return found


def check_payment(state: State, seat: int, cost: Cost, pay: Payment) -> None:
    if not can_afford(state, seat, pay):
        raise refuse("insufficient_resources", "You do not have those untapped resource cards.")
    if not is_exact(cost, pay):
        raise refuse("inexact_payment", "The payment must cover the cost exactly (two resources replace one).")
    if not substitutes_only_missing(cost, pay, available(state, seat)):
        raise refuse(
            "substitution_not_allowed", "A resource may be replaced by two others only when you have none of it."
        )


def check_own_unit(state: State, seat: int, unit: str) -> CardType:
    if unit not in state.types or owner(unit) != seat or unit not in units(state.players[seat]):
        raise refuse("not_your_unit", "That is not one of your units in play.")
    return card_of(state, unit)


# ------------------------------------------------------------------ tactical cards
def tactic_targets(state: State, seat: int, card: CardType) -> list[str | None]:
    """Where a tactical card can be played now (None: no target needed)."""
    if card.phase == "main":
        if state.combat is not None or state.phase != "main":
            return []
        if card.effect == "sabotage":
            return list(state.players[other(seat)].resources)
        player = state.players[seat]
        if state.rules >= RULES_VERSION:  # resupply: a lost resource card everyone saw destroyed
            return [c for c in player.losses if c in state.public and card_of(state, c).category == "resource"]
        return [c for c in player.resources if c in player.tapped]
    combat = state.combat
    if combat is None or combat.step == "block" or defending_unit(state, combat) is None:
        return []
    if card.effect == "withdraw":
        return [None] if seat != state.active else []
    return [None] if tactic_unit(state, seat, card) is not None else []


def tactic_unit(state: State, seat: int, card: CardType) -> str | None:
    """The fighting unit a boost or weaken changes, unless that card already changed it this turn."""
    assert state.combat is not None
    defender = defending_unit(state, state.combat) or ""
    own, enemy = (state.combat.attacker, defender) if seat == state.active else (defender, state.combat.attacker)
    unit = own if card.effect == "boost" else enemy
    return None if f"{card.id}@{unit}" in state.turn_tactics else unit


def check_tactic(state: State, seat: int, move: PlayTactic) -> None:
    card = check_hand(state, seat, move.card, "tactic")
    if card.phase == "fight" and (state.combat is None or state.combat.step == "block"):
        raise refuse("wrong_phase", f"{card.id!r} is played during a fight.")
    if card.phase == "main" and (state.combat is not None or state.phase != "main"):
        raise refuse("wrong_phase", f"{card.id!r} is played in the development phase.")
    fighting = state.combat is not None and defending_unit(state, state.combat) is not None
    if card.effect in ("boost", "weaken") and fighting and tactic_unit(state, seat, card) is None:
        raise refuse("same_tactic_twice", "That tactical card already changed this unit this turn.")
    if card.effect == "withdraw" and seat == state.active:
        raise refuse("withdraw_defender_only", "Only the defending side may withdraw.")
    if move.target not in tactic_targets(state, seat, card):
        raise refuse("bad_target", f"That is not a target for {card.id!r} now.")
    check_payment(state, seat, card.cost, move.pay)


def list_tactics(state: State, seat: int, have: tuple[int, int, int] | None = None) -> list[Any]:
    moves: list[Any] = []
    have = available(state, seat) if have is None else have
    for card_id in state.players[seat].hand:
        card = card_of(state, card_id)
        if card.category != "tactic":
            continue
        targets = tactic_targets(state, seat, card)
        if targets:
            for pay in payments(state, seat, card.cost, have):
                moves.extend(PlayTactic(card=card_id, pay=pay, target=t) for t in targets)
    return moves


# ------------------------------------------------------------------ development phase
def check_main(state: State, seat: int, move: Any) -> None:
    match move:
        case PlayResource(card=card):
            check_hand(state, seat, card, "resource")
            if state.players[seat].resources_played >= MAX_RESOURCES_PER_TURN:
                raise refuse("resource_limit", "At most two resource cards may be played per turn.")
        case Build(card=card, pay=pay):
            found = check_hand(state, seat, card, "unit")
            check_payment(state, seat, found.cost, pay)
        case PlayTactic():
            check_tactic(state, seat, move)


def list_main(state: State, seat: int) -> list[Any]:
    player = state.players[seat]
    moves: list[Any] = []
    if player.resources_played < MAX_RESOURCES_PER_TURN:
        moves.extend(PlayResource(card=c) for c in player.hand if card_of(state, c).category == "resource")
    have = available(state, seat)
    for card_id in player.hand:
        card = card_of(state, card_id)
        if card.category == "unit":
            moves.extend(Build(card=card_id, pay=pay) for pay in payments(state, seat, card.cost, have))
    return [*moves, *list_tactics(state, seat, have), EndPhase()]


# ------------------------------------------------------------------ combat phase
def strike_targets(state: State, unit: str) -> list[str]:
    """«Удар по подразделению» reaches every enemy ground unit."""
    enemy = state.players[other(owner(unit))]
    return [u for u in units(enemy) if not is_aviation(state, u)]


def can_strike(state: State, unit: str) -> bool:
    return card_of(state, unit).unit_strike > 0 and is_ready(state, unit) and not is_tapped(state, unit)


def check_attack(state: State, seat: int, move: Any) -> None:
    match move:
        case Attack(unit=unit, target=target, pay=pay):
            card = check_own_unit(state, seat, unit)
            if card.arm == "artillery":
                raise refuse("artillery_cannot_attack", "Artillery fires by support and strikes, not attacks.")
            if is_tapped(state, unit):
                raise refuse("unit_tapped", "That unit is tapped.")
            if not is_ready(state, unit):
                raise refuse("unit_not_ready", "That unit was built this turn and stands in the reserve.")
            if target not in attack_targets(state, unit):
                raise refuse("bad_target", "That unit cannot reach that target.")
            check_payment(state, seat, card.attack_cost, pay)
        case Strike(unit=unit, target=target, pay=pay):
            card = check_own_unit(state, seat, unit)
            if card.unit_strike == 0:
                raise refuse("no_strike", "That unit has no «удар по подразделению».")
            if not can_strike(state, unit):
                raise refuse("unit_not_ready", "That unit is tapped or not ready.")
            if target not in strike_targets(state, unit):
                raise refuse("bad_target", "The target is not an enemy ground unit.")
            check_payment(state, seat, card.strike_cost, pay)


def list_attack(state: State, seat: int) -> list[Any]:
    moves: list[Any] = []
    have = available(state, seat)
    for unit in units(state.players[seat]):
        card = card_of(state, unit)
        if can_attack(state, unit):
            for pay in payments(state, seat, card.attack_cost, have):
                moves.extend(Attack(unit=unit, target=t, pay=pay) for t in attack_targets(state, unit))
        if can_strike(state, unit):
            for pay in payments(state, seat, card.strike_cost, have):
                moves.extend(Strike(unit=unit, target=t, pay=pay) for t in strike_targets(state, unit))
    return [*moves, EndTurn()]


# ------------------------------------------------------------------ a fight
def check_fight(state: State, seat: int, move: Any) -> None:
    assert state.combat is not None
    match move:
        case Block(unit=unit):
            if unit not in blockers(state, state.combat):
                raise refuse("cannot_block", "That unit cannot block this attack.")
        case Support(unit=unit):
            if unit not in supporters(state, state.combat, seat):
                raise refuse("cannot_support", "That unit cannot support this fight.")
        case PlayTactic():
            check_tactic(state, seat, move)


def list_block(state: State, seat: int) -> list[Any]:
    assert state.combat is not None
    return [*(Block(unit=u) for u in blockers(state, state.combat)), NoBlock()]


def list_window(state: State, seat: int) -> list[Any]:
    assert state.combat is not None
    supports = [Support(unit=u) for u in supporters(state, state.combat, seat)]
    return [*supports, *list_tactics(state, seat), Pass()]


CHECKS = {
    "building": check_building,
    "mulligan": check_mulligan,
    "main": check_main,
    "attack": check_attack,
    "block": check_fight,
    "window": check_fight,
}
LISTS = {
    "building": list_building,
    "mulligan": list_mulligan,
    "main": list_main,
    "attack": list_attack,
    "block": list_block,
    "window": list_window,
}


def check(state: State, seat: int, move: Any) -> None:
    """Raise IllegalMove unless decide may accept this move."""
    if state.phase == "over":
        raise refuse("match_over", "The match is over.")
    if seat not in to_act(state):
        raise refuse("not_your_turn", "It is not your turn to act.")
    current = stage(state)
    if not isinstance(move, STAGE_MOVES[current]):
        raise refuse("wrong_phase", f"{type(move).__name__} is not a move of the {current} step.")
    CHECKS[current](state, seat, move)


def legal_moves(state: State, seat: int) -> list[Any]:
    if seat not in to_act(state):
        return []
    return LISTS[stage(state)](state, seat)
