"""What a legal move brings about: the facts of each decision, in order, with all its consequences."""

from __future__ import annotations

from random import Random
from typing import Any

from . import legal
from .combat import defending_unit, resolution
from .content import starter_list
from .evolve import evolve
from .facts import (
    AttackDeclared,
    BlockDeclared,
    BlockDeclined,
    CardRef,
    CardsDrawn,
    DeckReady,
    DeckShuffled,
    DeckSubmitted,
    HandKept,
    HandReturned,
    HandShown,
    MainPhaseEnded,
    MatchEnded,
    ResourcePlayed,
    ResourcesTapped,
    StarterDeckTaken,
    SupportGiven,
    TacticPlayed,
    TurnEnded,
    TurnStarted,
    UnitBuilt,
    UnitDestroyed,
    UnitsDeployed,
    UnitStruck,
    WindowPassed,
)
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
from .payment import cards_to_tap
from .state import State, card_of, copy_state, other

FIRST_DRAW = 1  # the first player's draw on the first turn
TURN_DRAW = 2


class Consequences:
    """Facts a decision produces, folded as they are produced into a private copy of the state."""

    def __init__(self, state: State) -> None:
        self.state = copy_state(state)
        self.out: list[Any] = []

    def emit(self, *facts: Any) -> None:
        for fact in facts:
            self.state = evolve(self.state, fact)
            self.out.append(fact)


def shuffled_deck(state: State, seat: int, ids: list[str], rng: Random) -> DeckShuffled:
    order = list(ids)
    rng.shuffle(order)
    return DeckShuffled(seat=seat, size=len(order), order=[CardRef(id=c, card=state.types[c]) for c in order])


def draw(state: State, seat: int, count: int) -> CardsDrawn:
    cards = state.players[seat].deck[:count]
    return CardsDrawn(seat=seat, count=count, cards=[CardRef(id=c, card=state.types[c]) for c in cards])


def deal(out: Consequences, rng: Random) -> None:
    """Both decks are ready: number the cards, shuffle, deal seven each (стартовая рука)."""
    for seat, player in enumerate(out.state.players):
        refs = [CardRef(id=f"c{seat}-{i:03d}", card=card) for i, card in enumerate(player.building)]
        rng.shuffle(refs)
        out.emit(DeckShuffled(seat=seat, size=len(refs), order=refs))
        out.emit(draw(out.state, seat, legal.HAND_SIZE))


def start_turn(out: Consequences, seat: int, turn: int) -> None:
    """Untap and draw. A player who must draw from an empty deck has lost: his deck is destroyed.
    A deck holding fewer cards than the draw gives what it has."""
    left = len(out.state.players[seat].deck)
    if left == 0:
        out.emit(MatchEnded(winners=[other(seat)], reason="deck_destroyed"))
        return
    need = FIRST_DRAW if turn == 1 else TURN_DRAW
    out.emit(TurnStarted(seat=seat, turn=turn), draw(out.state, seat, min(need, left)))


def end_turn(out: Consequences, seat: int) -> None:
    """The reserve moves to its lines, then the opponent's turn begins."""
    reserve = list(out.state.players[seat].reserve)
    if reserve:
        out.emit(UnitsDeployed(seat=seat, units=reserve))
    out.emit(TurnEnded(seat=seat))
    start_turn(out, other(seat), out.state.turn + 1)


def pay(out: Consequences, seat: int, payment: Payment) -> None:
    cards = cards_to_tap(out.state, seat, payment)
    if cards:
        out.emit(ResourcesTapped(seat=seat, cards=cards))


def resolve_if_unopposed(out: Consequences) -> None:
    """An attack on a resource card or the deck that nobody blocks takes effect at once."""
    combat = out.state.combat
    if combat is not None and combat.step == "attacker" and defending_unit(out.state, combat) is None:
        out.emit(*resolution(out.state, combat))


def ref(state: State, card: str) -> CardRef:
    return CardRef(id=card, card=state.types[card])


def apply_move(out: Consequences, seat: int, move: Any, rng: Random) -> None:
    state = out.state
    match move:
        case UseStarterDeck():
            out.emit(StarterDeckTaken(seat=seat, cards=starter_list(state.players[seat].side)), DeckReady(seat=seat))
        case SubmitDeck(cards=cards):
            out.emit(DeckSubmitted(seat=seat, cards=list(cards)), DeckReady(seat=seat))
        case Redeal():
            player = state.players[seat]
            hand = [ref(state, c) for c in player.hand]
            out.emit(HandShown(seat=seat, cards=hand), HandReturned(seat=seat, count=len(hand)))
            out.emit(shuffled_deck(out.state, seat, out.state.players[seat].deck, rng))
            out.emit(draw(out.state, seat, legal.HAND_SIZE))
        case KeepHand():
            out.emit(HandKept(seat=seat))
            if all(p.kept for p in out.state.players):
                start_turn(out, state.first_seat, 1)
        case PlayResource(card=card):
            out.emit(ResourcePlayed(seat=seat, card=ref(state, card)))
        case Build(card=card, pay=payment):
            pay(out, seat, payment)
            out.emit(UnitBuilt(seat=seat, card=ref(state, card)))
        case PlayTactic(card=card, pay=payment, target=target):
            pay(out, seat, payment)
            out.emit(TacticPlayed(seat=seat, card=ref(state, card), target=target))
        case EndPhase():
            out.emit(MainPhaseEnded(seat=seat))
        case Attack(unit=unit, target=target, pay=payment):
            pay(out, seat, payment)
            out.emit(AttackDeclared(seat=seat, unit=unit, target=target))
            resolve_if_unopposed(out)
        case Strike(unit=unit, target=target, pay=payment):
            pay(out, seat, payment)
            damage = card_of(state, unit).unit_strike
            out.emit(UnitStruck(seat=seat, unit=unit, target=target, damage=damage))
            if damage >= card_of(state, target).defence:
                out.emit(UnitDestroyed(seat=other(seat), unit=target))
        case EndTurn():
            end_turn(out, seat)
        case Block(unit=unit):
            out.emit(BlockDeclared(seat=seat, unit=unit))
            resolve_if_unopposed(out)
        case NoBlock():
            out.emit(BlockDeclined(seat=seat))
            resolve_if_unopposed(out)
        case Support(unit=unit):
            out.emit(SupportGiven(seat=seat, unit=unit))
        case Pass():
            defender_passed = seat != state.active
            out.emit(WindowPassed(seat=seat))
            if defender_passed and out.state.combat is not None:
                out.emit(*resolution(out.state, out.state.combat))
    if out.state.phase == "building" and all(p.ready for p in out.state.players):
        deal(out, rng)
