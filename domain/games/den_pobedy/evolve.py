"""Folding facts into the state. No validation, no randomness: facts carry every result."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .combat import blockers, defending_unit
from .content import CARDS
from .facts import (
    AttackDeclared,
    BlockDeclared,
    BlockDeclined,
    CardRef,
    CardsDrawn,
    CombatEnded,
    DeckReady,
    DeckShuffled,
    DeckStruck,
    DeckSubmitted,
    HandKept,
    HandReturned,
    HandShown,
    MainPhaseEnded,
    MatchEnded,
    MatchSetUp,
    ResourceDestroyed,
    ResourcePlayed,
    ResourcesTapped,
    ResourceUntapped,
    StarterDeckTaken,
    SupportGiven,
    TacticPlayed,
    TurnEnded,
    TurnStarted,
    UnitBuilt,
    UnitDestroyed,
    UnitsDeployed,
    UnitsTapped,
    UnitStruck,
    WindowPassed,
)
from .state import RULES_VERSION, Boost, Combat, Player, State, card_of, other, owner


def setup_state(fact: MatchSetUp) -> State:
    sides = ["red", "wehrmacht"] if fact.red_seat == 0 else ["wehrmacht", "red"]
    return State(
        red_seat=fact.red_seat,
        first_seat=fact.first_seat,
        deck_size=fact.deck_size,
        max_redeals=fact.max_redeals,
        deck_building=fact.deck_building,
        players=[Player(side=side) for side in sides],
    )


def learn(player: Player, ids: list[str]) -> None:
    player.known = sorted(set(player.known) | set(ids))


def reveal(state: State, card: CardRef) -> None:
    """A card put on the table is seen by everyone."""
    state.types[card.id] = card.card
    state.public = sorted({*state.public, card.id})
    for player in state.players:
        learn(player, [card.id])


def tap(player: Player, ids: list[str]) -> None:
    player.tapped = sorted(set(player.tapped) | set(ids))


def remove_from_board(player: Player, card: str) -> None:
    for zone in (player.line1, player.line2, player.reserve, player.resources):
        if card in zone:
            zone.remove(card)
    if card in player.tapped:
        player.tapped.remove(card)
    player.losses.append(card)


def _deck_building(state: State, fact: Any) -> None:
    match fact:
        case StarterDeckTaken(seat=seat, cards=cards) | DeckSubmitted(seat=seat, cards=cards):
            state.players[seat].building = list(cards)
        case DeckReady(seat=seat):
            state.players[seat].ready = True
        case DeckShuffled(seat=seat, order=order):
            player = state.players[seat]
            for ref in order or []:
                state.types[ref.id] = ref.card
            player.deck = [ref.id for ref in order or []]
            player.building = []
            if all(p.deck or p.hand for p in state.players):
                state.phase = "mulligan"
        case CardsDrawn(seat=seat, count=count):
            player = state.players[seat]
            drawn = player.deck[:count]
            del player.deck[:count]
            player.hand.extend(drawn)
            learn(player, drawn)
        case HandShown(seat=seat, cards=cards):
            player = state.players[seat]
            player.shown = [ref.id for ref in cards]
            learn(state.players[other(seat)], player.shown)
        case HandReturned(seat=seat):
            player = state.players[seat]
            player.deck.extend(player.hand)
            player.hand = []
            player.redeals += 1
        case HandKept(seat=seat):
            state.players[seat].kept = True


def _turn(state: State, fact: Any) -> None:
    match fact:
        case TurnStarted(seat=seat, turn=turn):
            state.active = seat
            state.turn = turn
            state.phase = "main"
            state.turn_tactics = []
            player = state.players[seat]
            player.tapped = []
            player.resources_played = 0
        case MainPhaseEnded():
            state.phase = "attack"
        case ResourcePlayed(seat=seat, card=card):
            player = state.players[seat]
            player.hand.remove(card.id)
            player.resources.append(card.id)
            player.resources_played += 1
            reveal(state, card)
        case ResourcesTapped(seat=seat, cards=cards):
            tap(state.players[seat], cards)
        case ResourceUntapped(seat=seat, card=card):
            state.players[seat].tapped.remove(card)
        case UnitBuilt(seat=seat, card=card):
            player = state.players[seat]
            player.hand.remove(card.id)
            player.reserve.append(card.id)
            reveal(state, card)
        case UnitsDeployed(seat=seat, units=deployed):
            player = state.players[seat]
            for unit in deployed:
                player.reserve.remove(unit)
                (player.line1 if card_of(state, unit).line == 1 else player.line2).append(unit)
        case TurnEnded():
            state.combat = None
        case MatchEnded(winners=winners, reason=reason):
            state.winners = winners
            state.reason = reason
            state.phase = "over"
            state.combat = None


def _tactic(state: State, fact: TacticPlayed) -> None:
    player = state.players[fact.seat]
    player.hand.remove(fact.card.id)
    player.losses.append(fact.card.id)
    reveal(state, fact.card)
    card = CARDS[fact.card.card]
    combat = state.combat
    if card.effect in ("boost", "weaken") and combat is not None:
        defender = defending_unit(state, combat) or ""
        own, enemy = (combat.attacker, defender) if fact.seat == state.active else (defender, combat.attacker)
        unit = own if card.effect == "boost" else enemy
        combat.boosts.append(Boost(card=card.id, unit=unit, attack=card.effect_attack, defence=card.effect_defence))
        state.turn_tactics.append(f"{card.id}@{unit}")
    elif card.effect == "withdraw":
        state.combat = None
    elif card.effect == "sabotage" and fact.target is not None:
        remove_from_board(state.players[owner(fact.target)], fact.target)
    elif card.effect == "resupply" and fact.target is not None and state.rules >= RULES_VERSION:
        player.losses.remove(fact.target)
        player.resources.append(fact.target)
    elif card.effect == "resupply" and fact.target is not None:
        player.tapped.remove(fact.target)


def _combat(state: State, fact: Any) -> None:
    match fact:
        case AttackDeclared(seat=seat, unit=unit, target=target):
            tap(state.players[seat], [unit])
            combat = Combat(attacker=unit, target=target, step="block")
            state.combat = combat
            if not blockers(state, combat):
                combat.step = "attacker"
        case BlockDeclared(seat=seat, unit=unit):
            assert state.combat is not None
            state.combat.blocker = unit
            state.combat.step = "attacker"
            tap(state.players[seat], [unit])
        case BlockDeclined():
            assert state.combat is not None
            state.combat.step = "attacker"
        case SupportGiven(seat=seat, unit=unit):
            assert state.combat is not None
            state.combat.supports.append(unit)
            tap(state.players[seat], [unit])
        case WindowPassed(seat=seat):
            assert state.combat is not None
            state.combat.step = "defender"
        case CombatEnded():
            state.combat = None


def _losses(state: State, fact: Any) -> None:
    match fact:
        case UnitStruck(seat=seat, unit=unit):
            tap(state.players[seat], [unit])
        case UnitDestroyed(seat=seat, unit=unit) | ResourceDestroyed(seat=seat, card=unit):
            remove_from_board(state.players[seat], unit)
        case UnitsTapped(seat=seat, units=tapped):
            tap(state.players[seat], tapped)
        case DeckStruck(seat=seat, count=count):
            player = state.players[seat]
            player.losses.extend(player.deck[:count])
            del player.deck[:count]


# Each fact's one handler, by its type (a fact no handler names changes nothing).
HANDLERS: dict[type, Callable[[State, Any], None]] = {
    **dict.fromkeys(
        (StarterDeckTaken, DeckSubmitted, DeckReady, DeckShuffled, CardsDrawn, HandShown, HandReturned, HandKept),
        _deck_building,
    ),
    **dict.fromkeys(
        (
            TurnStarted,
            MainPhaseEnded,
            ResourcePlayed,
            ResourcesTapped,
            ResourceUntapped,
            UnitBuilt,
            UnitsDeployed,
            TurnEnded,
            MatchEnded,
        ),
        _turn,
    ),
    TacticPlayed: _tactic,
    **dict.fromkeys((AttackDeclared, BlockDeclared, BlockDeclined, SupportGiven, WindowPassed, CombatEnded), _combat),
    **dict.fromkeys((UnitStruck, UnitDestroyed, ResourceDestroyed, UnitsTapped, DeckStruck), _losses),
}


def evolve(state: State | None, fact: Any) -> State:
    """The state after ``fact``: the fact's handler found by its type, not by trying each handler's
    ``match`` in turn (every fact went through four of them)."""
    if isinstance(fact, MatchSetUp):
        return setup_state(fact)
    assert state is not None
    handler = HANDLERS.get(type(fact))
    if handler is not None:
        handler(state, fact)
    return state
