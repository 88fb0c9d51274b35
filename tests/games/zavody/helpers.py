"""Building «Заводы» positions from hand-made facts, and playing moves on them."""

from __future__ import annotations

from random import Random
from typing import Any

from igroteka.domain.engine import IllegalMove, fold
from igroteka.domain.games.zavody import RULES
from igroteka.domain.games.zavody import facts as f
from igroteka.domain.games.zavody import moves as m
from igroteka.domain.games.zavody.content import CATALOGUE, FACTORY_ORDER, STACK_TILES, technique_for
from igroteka.domain.games.zavody.decisions import turn_order
from igroteka.domain.games.zavody.state import Options, State

POSTER_IDS = [p.id for p in CATALOGUE.posters]
EVENT_IDS = [e.id for e in CATALOGUE.events]


def start(
    seats: int = 2,
    mode: str = "basic",
    stars: int = 0,
    *,
    stack: list[str] | None = None,
    posters: list[str] | None = None,
    events: list[str] | None = None,
    first: int = 0,
    round_limit: int = 30,
    rules: Any = RULES,
) -> State:
    """A table after setup, with chosen stack/deck orders and first player, at round 1's placement
    (under ``rules``: the current rules or a retired version)."""
    options = Options(mode=mode, stars=stars, round_limit=round_limit)  # type: ignore[arg-type]
    factories = FACTORY_ORDER[:seats]
    order = list(stack if stack is not None else STACK_TILES)
    facts: list[Any] = [
        f.GameStarted(options, seats, factories, [technique_for(x, stars).id for x in factories]),
        f.TileStackShuffled(order, len(order)),
    ]
    if mode == "challenge":
        deck = list(posters if posters is not None else POSTER_IDS)
        facts.append(f.PosterDeckShuffled(deck, len(deck)))
        facts.extend(f.PosterDealt(slot, deck[slot]) for slot in range(3))
        cards = list(events if events is not None else EVENT_IDS)
        facts.append(f.EventDeckShuffled(cards, len(cards)))
    throw = [1] * seats
    throw[first] = 6
    facts.append(f.FirstPlayerRolled([throw], first))
    state = fold(rules, facts)
    return fold(rules, [f.PhaseStarted("placement", "", turn_order(state))], state)


def play(state: State, seat: int, move: Any) -> list[Any]:
    """Decide and apply one move in place; returns its facts."""
    new = RULES.decide(state, seat, move, Random(0))
    fold(RULES, new, state)
    return new


def refused(state: State, seat: int, move: Any) -> str:
    """The code with which a move is refused (fails the test if it is accepted)."""
    try:
        RULES.decide(state, seat, move, Random(0))
    except IllegalMove as error:
        return error.code
    raise AssertionError(f"{move!r} was accepted")


def place(state: State, plan: dict[int, list[str]]) -> list[Any]:
    """Every seat commits its listed elements in one move (seats not listed commit empty)."""
    out: list[Any] = []
    for seat in range(state.seats):
        out += play(state, seat, m.CommitPlacement(plan.get(seat, [])))
    return out


def give(state: State, seat: int, blueprints: int) -> None:
    fold(RULES, [f.BlueprintsChanged(seat, blueprints, "test")], state)


def finish_activation(state: State) -> None:
    """Whoever must act in activation ends or skips, until the round is over."""
    while state.phase == "activation":
        seat = state.queue[0]
        moves = RULES.legal_moves(state, seat)
        enders = [x for x in moves if isinstance(x, m.SkipPurchase | m.EndCubeMoves | m.SkipBonusPoster)]
        play(state, seat, enders[0] if enders else moves[0])


def end_optimisation(state: State) -> None:
    while state.phase == "optimise":
        play(state, sorted(state.queue)[0], m.EndOptimisation())


def types(facts: list[Any]) -> list[str]:
    return [type(x).__name__ for x in facts]
