"""Positions for the EcoLogic tests: hand-made setup facts on the fixed map, and moves through decide."""

from __future__ import annotations

from random import Random
from typing import Any

from igroteka.domain.engine import clone, fold
from igroteka.domain.games.ecologic import RULES
from igroteka.domain.games.ecologic.board import fixed_layout
from igroteka.domain.games.ecologic.content import CATALOGUE
from igroteka.domain.games.ecologic.facts import EcologyApplied, GameSetUp, IncomePaid
from igroteka.domain.games.ecologic.moves import Keep, Pass, PlaceBuilding
from igroteka.domain.games.ecologic.state import State

# Start hexes on the fixed full map (all oil, on the edge): hex 0 (bio 1), 11 (2), 16 (2), 6 (2).
START_HEXES = (0, 11, 16, 6)
ALL_EVENTS = [e.id for e in CATALOGUE.events]
ALL_CARDS = [c.id for c in CATALOGUE.initiative_cards]


def setup_fact(seats: int = 2, events: list[str] | None = None, cards: list[str] | None = None) -> GameSetUp:
    """Turn order 0, 1, ...; the fixed full map; decks in the given order (top first)."""
    event_deck = events if events is not None else ALL_EVENTS
    card_deck = cards if cards is not None else ALL_CARDS
    return GameSetUp(
        seats=seats,
        order=list(range(seats)),
        reduced_map=False,
        layout=fixed_layout(False),
        event_deck=list(event_deck),
        events_removed=[],
        initiative_deck=list(card_deck),
        event_count=len(event_deck),
        initiative_count=len(card_deck),
    )


def fresh(seats: int = 2, rules: Any = RULES, **decks: Any) -> State:
    """The set-up table, created under ``rules``: the current rules or a retired version."""
    return fold(rules, [setup_fact(seats, **decks)])


def act(state: State, seat: int, move: Any, seed: int = 0) -> tuple[State, list[Any]]:
    """Decide the move on the state and return the new state (the old one is untouched) and the facts."""
    facts = RULES.decide(state, seat, move, Random(seed))
    return fold(RULES, facts, clone(RULES, state)), facts


def play(state: State, *moves: tuple[int, Any]) -> State:
    for seat, move in moves:
        state, _ = act(state, seat, move)
    return state


def started(seats: int = 2, rules: Any = RULES, **decks: Any) -> State:
    """After the start placements (each seat an oil building on START_HEXES, the mineral kept): turn 1."""
    state = fresh(seats, rules, **decks)
    state = play(state, *((s, PlaceBuilding(branch="oil", hex=START_HEXES[s])) for s in range(seats)))
    return play(state, *((s, Keep()) for s in range(seats)))


def opener(state: State) -> int:
    (seat,) = RULES.to_act(state)
    return seat


def pass_until(state: State, stage: str) -> State:
    """Every opener passes until the given auction round begins."""
    while state.stage != stage:
        state, _ = act(state, opener(state), Pass())
    return state


def finish_actions(state: State) -> tuple[State, list[Any]]:
    """Every remaining opener passes; returns the state and the facts of the last pass (the ecology and
    income phases and the next event follow from it)."""
    facts: list[Any] = []
    turn = state.turn
    while state.turn == turn and state.phase == "action":
        state, facts = act(state, opener(state), Pass())
    return state, facts


def ecology_of(facts: list[Any], seat: int) -> int:
    return next(f.delta for f in facts if isinstance(f, EcologyApplied) and f.seat == seat)


def income_of(facts: list[Any], seat: int) -> int:
    return next(f.amount for f in facts if isinstance(f, IncomePaid) and f.seat == seat)


def put(state: State, hex_index: int, seat: int, branch: str, level: int, card: str = "") -> State:
    """Position builder: stand ``level`` buildings of the seat (taken from its supply) on a hex, with an
    optional card taken from the deck; the hex counts as occupied (no biocapacity left)."""
    state = clone(RULES, state)
    cell = state.hexes[hex_index]
    player = state.players[seat]
    if cell.owner == seat and cell.branch:
        player.supply[cell.branch] += cell.level
    player.supply[branch] -= level
    cell.owner, cell.branch, cell.level, cell.bio_taken = seat, branch, level, True
    if card:
        state.initiative_deck.remove(card)
        cell.card = card
    return state
