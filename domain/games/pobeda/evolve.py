"""Folding facts into the state. No validation here: decide already checked every fact."""

from __future__ import annotations

from .board import CELLS
from .content import CATALOGUE
from .facts import (
    CardDrawn,
    CardPlayed,
    ChipPlaced,
    ChipRemoved,
    DeadCardDiscarded,
    DeckShuffled,
    Fact,
    GameOver,
    GameStarted,
    HandDealt,
    LineFinished,
    TurnPassed,
)
from .state import NO_CHIP, Line, State


def start(fact: GameStarted) -> State:
    return State(
        seats=fact.seats,
        teams=fact.teams,
        colours=fact.colours,
        lines_to_win=fact.lines_to_win,
        board=list(fact.board),
        cell_of={event: cell for cell, event in enumerate(fact.board) if event is not None},
        chips=[NO_CHIP] * CELLS,
        flipped=[False] * CELLS,
        supply=[CATALOGUE.chips_per_colour] * fact.colours,
        hands=[[] for _ in range(fact.seats)],
        turn=fact.first,
    )


def apply(state: State, fact: Fact) -> None:
    match fact:
        case DeckShuffled(cards=cards):
            state.deck = list(cards or [])
        case HandDealt(seat=seat, size=size, cards=cards):
            state.hands[seat] = list(cards or [])
            del state.deck[:size]
        case CardPlayed(seat=seat, card=card) | DeadCardDiscarded(seat=seat, card=card):
            state.hands[seat].remove(card)
            state.discard.append(card)
        case ChipPlaced(cell=cell, colour=colour):
            state.chips[cell] = colour
            state.supply[colour] -= 1
        case ChipRemoved(cell=cell, colour=colour):
            state.chips[cell] = NO_CHIP
            state.supply[colour] += 1
        case LineFinished(colour=colour, cells=cells):
            state.lines.append(Line(colour=colour, cells=list(cells)))
            for cell in cells:
                state.flipped[cell] = state.chips[cell] != NO_CHIP
        case CardDrawn(seat=seat, card=card):
            del state.deck[:1]
            if card is not None:
                state.hands[seat].append(card)
        case TurnPassed(seat=seat):
            state.turn = seat
        case GameOver(winner=winner, reason=reason):
            state.over = True
            state.winner = winner
            state.reason = reason


def evolve(state: State | None, fact: Fact) -> State:
    if isinstance(fact, GameStarted):
        return start(fact)
    assert state is not None, "a match starts with GameStarted"
    apply(state, fact)
    return state
