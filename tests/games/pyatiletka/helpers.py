"""Hand-made positions for «Ударная пятилетка» tests, built by folding facts."""

from __future__ import annotations

from random import Random
from typing import Any

from igroteka.domain.engine import IllegalMove, clone, fold
from igroteka.domain.games.pyatiletka import RULES
from igroteka.domain.games.pyatiletka import facts as f
from igroteka.domain.games.pyatiletka import moves as m
from igroteka.domain.games.pyatiletka.content import CATALOGUE, CHARACTERS, plan_deck
from igroteka.domain.games.pyatiletka.state import State

# Offered personal plans per seat (no equal pairs) and the starting plan row.
OFFERS = [["pl06a", "pl07a"], ["pl08a", "pl09a"], ["pl10a", "pl16a"], ["pl17a", "pl18a"], ["pl19a", "pl20a"]]
PLAN_ROW = ["pl11a", "pl12a", "pl13a"]


def table(
    seats: int = 2,
    *,
    hands: list[list[str]] | None = None,
    hr_row: list[str] | None = None,
    offers: list[list[str]] | None = None,
    plan_row: list[str] | None = None,
    chairman: int = 0,
    simplified: bool = False,
    rounds: int = 5,
    keep: bool = True,
) -> State:
    """A game at its first turn (or at the plan choice when ``keep`` is False), cards as given.

    The chairman's hand has 2 characters, the others 3; unspecified cards come in catalogue order.
    ``plan_row`` and ``hr_row`` lie on top of their decks and are laid out once every plan is kept.
    """
    characters = list(CHARACTERS)
    if hands is None:
        hands, rest = [], [c for c in characters if c not in (hr_row or [])]
        for seat in range(seats):
            size = 2 if seat == chairman else 3
            hands.append(rest[:size])
            rest = rest[size:]
    in_hands = [c for hand in hands for c in hand]
    row = hr_row if hr_row is not None else [c for c in characters if c not in in_hands][:seats]
    used = [*in_hands, *row]
    deck = [*used, *(c for c in characters if c not in used)]
    offers = offers if offers is not None else OFFERS[:seats]
    plan_row = plan_row if plan_row is not None else PLAN_ROW
    plans, removed = plan_deck(simplified)
    chosen = [*(p for offer in offers for p in offer), *plan_row]
    plan_order = [*chosen, *(p for p in plans if p not in chosen)]
    facts: list[Any] = [
        f.GameCreated(
            seats=seats,
            rounds=rounds,
            simplified=simplified,
            order_tokens=CATALOGUE.order_tokens,
            removed_plans=removed,
        ),
        f.DeckShuffled(deck="characters", reason="setup", order=deck, count=len(deck)),
        f.DeckShuffled(deck="plans", reason="setup", order=plan_order, count=len(plan_order)),
        f.StartingHandsDealt(hands=list(hands), sizes=[len(h) for h in hands], chairman=chairman),
        *(f.PlansDealt(seat=s, plans=offer) for s, offer in enumerate(offers)),
    ]
    state = fold(RULES, facts)
    if keep:
        for seat, offer in enumerate(offers):
            state = act(state, seat, m.KeepPlan(plan=offer[0]))
    return state


def act(state: State, seat: int, move: Any, seed: int = 0) -> State:
    """Decide one move and fold its facts into a copy of the state."""
    return fold(RULES, RULES.decide(state, seat, move, Random(seed)), clone(RULES, state))


def facts_of(state: State, seat: int, move: Any, seed: int = 0) -> list[Any]:
    return RULES.decide(state, seat, move, Random(seed))


def refused(state: State, seat: int, move: Any) -> str:
    """The refusal code of a move that must be illegal."""
    try:
        RULES.decide(state, seat, move, Random(0))
    except IllegalMove as error:
        return error.code
    raise AssertionError(f"{move!r} was accepted")


def put_in_play(state: State, seat: int, cards: list[str], orders: list[str] = ()) -> State:
    """Lay characters from the deck straight into a player's enterprises (optionally with orders)."""
    facts: list[Any] = []
    for card in cards:
        facts += [f.CharacterRevealed(card=card, slot=0), f.CharacterPlayed(seat=seat, card=card, source="row")]
    for card in orders:
        facts += [f.OrderGained(seat=seat, source="supply"), f.OrderPlaced(seat=seat, card=card)]
    return fold(RULES, facts, state)


def complete_from_deck(state: State, seat: int, plans: list[str]) -> State:
    """Give a player completed plans taken from the plan deck."""
    facts: list[Any] = []
    for plan in plans:
        facts += [f.PlanRevealed(plan=plan, slot=0), f.PlanCompleted(seat=seat, plan=plan)]
    return fold(RULES, facts, state)


def plans_to_hand(state: State, seat: int, plans: list[str]) -> State:
    """Put plans from the plan deck into a player's hand as personal plans."""
    facts: list[Any] = []
    for plan in plans:
        facts += [f.PlanRevealed(plan=plan, slot=0), f.PlanTaken(seat=seat, plan=plan, source="row")]
    return fold(RULES, facts, state)


def to_hand(state: State, seat: int, cards: list[str]) -> State:
    """Put characters from the deck into a player's hand."""
    facts: list[Any] = []
    for card in cards:
        facts += [f.CharacterRevealed(card=card, slot=0), f.CharacterTaken(seat=seat, card=card)]
    return fold(RULES, facts, state)


def of_type(facts: list[Any], kind: type) -> list[Any]:
    return [x for x in facts if isinstance(x, kind)]


def simple_move(state: State, seat: int) -> Any:
    """A plain, ability-free choice: skip abilities, take before playing, end when done."""
    legal = RULES.legal_moves(state, seat)
    for kind in (m.SkipAbility, m.TakeCharacter, m.PlayCharacter, m.EndTurn):
        options = [x for x in legal if isinstance(x, kind)]
        if options:
            return options[0]
    return legal[0]


def play_until(state: State, done: Any, limit: int = 500) -> tuple[State, list[Any]]:
    """Play simple moves until ``done(state)`` holds; the state and every fact on the way."""
    log: list[Any] = []
    for _ in range(limit):
        if done(state):
            return state, log
        seat = min(RULES.to_act(state))
        new = facts_of(state, seat, simple_move(state, seat))
        log += new
        state = fold(RULES, new, state)
    raise AssertionError("position not reached")


def turn_of(state: State, seat: int, actions: int = 2) -> State:
    """Hand the turn to ``seat`` (a hand-made TurnStarted)."""
    return fold(RULES, [f.TurnStarted(seat=seat, actions=actions)], state)


def finish(state: State) -> tuple[State, f.GameEnded]:
    """End the game now: the HR row is cleared, the turn's actions used, the last round ends.

    Needs a game with one round left on the counter; a counter token is placed on the first
    eligible character.
    """
    state = fold(RULES, [f.CharacterRowCleared(cards=list(state.hr_row))], clone(RULES, state))
    state = turn_of(state, state.turn_seat, actions=0)
    state = act(state, state.turn_seat, m.EndTurn())
    if state.pending is not None:
        state = act(state, state.pending.seat, RULES.legal_moves(state, state.pending.seat)[0])
    assert state.result is not None
    result = state.result
    return state, f.GameEnded(
        reason=result.reason,
        scores=result.scores,
        end_plan=result.end_plan,
        end_plan_to=result.end_plan_to,
        winners=result.winners,
    )
