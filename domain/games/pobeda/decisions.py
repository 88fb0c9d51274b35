"""A turn («Как играть»): play one card, apply it, discard it, draw one, pass to the left.

``legal_moves`` lists every use of every card in the hand (one per choice of six where a chip
completes a row of 7–10); a card with no use at all is dead, and a hand with no usable card at
all discards one. ``decide`` checks a move and returns every fact of the turn,
including finished lines, the draw, the next turn and the end of the game.
"""

from __future__ import annotations

import msgspec

from igroteka.domain.engine import IllegalMove

from .board import CELLS, is_corner
from .content import EVENT_OF_CARD, SPECIAL_OF_CARD
from .evolve import apply
from .facts import (
    CardDrawn,
    CardPlayed,
    ChipPlaced,
    ChipRemoved,
    DeadCardDiscarded,
    Fact,
    GameOver,
    LineFinished,
    TurnPassed,
)
from .lines import choices, counts_for, new_lines
from .moves import DiscardDeadCard, Move, PlayEvent, PlayMinusOne, PlayPlusOne, PlayReplace
from .state import NO_CHIP, State, colour_of, lines_of


def empty_cells(state: State) -> list[int]:
    """Cells a «+1» may take: empty and not a corner."""
    return [cell for cell in range(CELLS) if state.chips[cell] == NO_CHIP and not is_corner(cell)]


def targets(state: State, colour: int) -> list[int]:
    """Chips a «−1» or «−1/+1» may take: another colour's, still star-down."""
    return [cell for cell in range(CELLS) if state.chips[cell] not in (NO_CHIP, colour) and not state.flipped[cell]]


def uses(state: State, seat: int, card: str, counts: list[bool] | None = None) -> list[Move]:
    """Every way to play ``card`` now, one per choice of six (empty: the card is dead)."""
    colour = colour_of(state, seat)
    has_chip = state.supply[colour] > 0
    if card in EVENT_OF_CARD:
        cell = state.cell_of[EVENT_OF_CARD[card]]
        if not has_chip or state.chips[cell] != NO_CHIP:
            return []
        return [PlayEvent(card=card, lines=lines) for lines in choices(state, cell, colour, counts)]
    kind = SPECIAL_OF_CARD[card]
    if kind == "plus_one":
        if not has_chip:
            return []
        return [
            PlayPlusOne(card=card, cell=cell, lines=lines)
            for cell in empty_cells(state)
            for lines in choices(state, cell, colour, counts)
        ]
    if kind == "minus_one":
        return [PlayMinusOne(card=card, cell=cell) for cell in targets(state, colour)]
    if not has_chip:
        return []
    return [
        PlayReplace(card=card, cell=cell, lines=lines)
        for cell in targets(state, colour)
        for lines in choices(state, cell, colour, counts)
    ]


def playable(state: State, seat: int) -> bool:
    """Whether any card in the seat's hand can be played (then no card may be discarded)."""
    return any(uses(state, seat, card) for card in state.hands[seat])


def legal_moves(state: State, seat: int) -> list[Move]:
    """Every use of every card; only when no card has a use, the discard of any one (PB-3.7)."""
    if state.over or seat != state.turn:
        return []
    counts = counts_for(state, colour_of(state, seat))
    moves: list[Move] = [move for card in state.hands[seat] for move in uses(state, seat, card, counts)]
    return moves or [DiscardDeadCard(card=card) for card in state.hands[seat]]


# ---- checks shared by the moves, each raising a precise IllegalMove ----------------------------


def check_turn(state: State, seat: int, card: str) -> None:
    if state.over:
        raise IllegalMove("game_over", "The game is over.")
    if not 0 <= seat < state.seats or seat != state.turn:
        raise IllegalMove("not_your_turn", f"It is seat {state.turn + 1}'s turn.")
    if card not in state.hands[seat]:
        raise IllegalMove("card_not_in_hand", f"Card {card!r} is not in your hand.")


def check_kind(card: str, wanted: str) -> None:
    kind = SPECIAL_OF_CARD.get(card, "event")
    if kind != wanted:
        raise IllegalMove("wrong_card", f"Card {card!r} is not a {wanted} card (it is: {kind}).")


def check_cell(cell: int) -> None:
    if not 0 <= cell < CELLS:
        raise IllegalMove("no_such_cell", f"Cell {cell} is not on the board (0–{CELLS - 1}).")


def check_supply(state: State, colour: int) -> None:
    if state.supply[colour] <= 0:
        raise IllegalMove("no_chips_left", "Your colour has no chips left in its supply.")


def check_empty(state: State, cell: int) -> None:
    if state.chips[cell] != NO_CHIP:
        raise IllegalMove("cell_occupied", f"Cell {cell} already holds a chip.")


def check_target(state: State, colour: int, cell: int) -> None:
    check_cell(cell)
    chip = state.chips[cell]
    if chip == NO_CHIP:
        raise IllegalMove("no_chip", f"Cell {cell} holds no chip.")
    if chip == colour:
        raise IllegalMove("own_chip", f"The chip on cell {cell} is your own colour's.")
    if state.flipped[cell]:
        raise IllegalMove("chip_in_line", f"The chip on cell {cell} is in a finished line.")


def check_lines(state: State, colour: int, cell: int, lines: list[list[int]]) -> None:
    """The move names one six in each direction where the chip completes a row of 7–10, else none."""
    allowed = choices(state, cell, colour)
    if lines not in allowed:
        wanted = " or ".join(str(option) for option in allowed)
        raise IllegalMove("choose_six", f"Name the line(s) this chip finishes where there is a choice: {wanted}.")


def check(state: State, seat: int, move: Move) -> None:
    """Raise a precise IllegalMove for a move ``legal_moves`` does not list; nothing for one it does."""
    check_turn(state, seat, move.card)
    colour = colour_of(state, seat)
    match move:
        case PlayEvent(card=card):
            check_kind(card, "event")
            cell = state.cell_of[EVENT_OF_CARD[card]]
            check_empty(state, cell)
            check_supply(state, colour)
            check_lines(state, colour, cell, move.lines)
        case PlayPlusOne(card=card, cell=cell):
            check_kind(card, "plus_one")
            check_cell(cell)
            if is_corner(cell):
                raise IllegalMove("corner_cell", "A «+1» chip may not go on a corner.")
            check_empty(state, cell)
            check_supply(state, colour)
            check_lines(state, colour, cell, move.lines)
        case PlayMinusOne(card=card, cell=cell):
            check_kind(card, "minus_one")
            check_target(state, colour, cell)
        case PlayReplace(card=card, cell=cell):
            check_kind(card, "replace")
            check_target(state, colour, cell)
            check_supply(state, colour)
            check_lines(state, colour, cell, move.lines)
        case DiscardDeadCard() if playable(state, seat):
            raise IllegalMove("card_playable", "A card in your hand can be played, so none may be discarded.")


def effect(state: State, seat: int, move: Move) -> list[Fact]:
    """The facts of a legal move's effect (before lines, draw and turn)."""
    colour = colour_of(state, seat)
    played = CardPlayed(seat=seat, card=move.card)
    match move:
        case PlayEvent(card=card):
            return [played, ChipPlaced(cell=state.cell_of[EVENT_OF_CARD[card]], colour=colour)]
        case PlayPlusOne(cell=cell):
            return [played, ChipPlaced(cell=cell, colour=colour)]
        case PlayMinusOne(cell=cell):
            return [played, ChipRemoved(cell=cell, colour=state.chips[cell])]
        case PlayReplace(cell=cell):
            return [played, ChipRemoved(cell=cell, colour=state.chips[cell]), ChipPlaced(cell=cell, colour=colour)]
    return [DeadCardDiscarded(seat=seat, card=move.card)]


def next_seat(state: State, seat: int) -> int | None:
    """The next seat to the left that still holds a card (None: every hand is empty)."""
    for step in range(1, state.seats + 1):
        candidate = (seat + step) % state.seats
        if state.hands[candidate]:
            return candidate
    return None


def final_result(state: State) -> GameOver:
    """When every card is played: the colour with most finished lines wins; a tie is a draw."""
    counts = [lines_of(state, colour) for colour in range(state.colours)]
    best = max(counts)
    if counts.count(best) > 1:
        return GameOver(winner=None, reason="draw")
    return GameOver(winner=counts.index(best), reason="most_lines")


MOVE_TYPES = (PlayEvent, PlayPlusOne, PlayMinusOne, PlayReplace, DiscardDeadCard)


def decide(state: State, seat: int, move: Move) -> list[Fact]:
    return decide_and_fold(state, seat, move)[0]


def decide_and_fold(state: State, seat: int, move: Move, listed: list[Move] | None = None) -> tuple[list[Fact], State]:
    """The facts of the move, and the state they lead to (a copy: ``state`` is not changed),
    which deciding them has to work out anyway. A move ``listed`` among the seat's legal moves
    (``legal_moves``'s list at ``state``, if at hand) is not checked again."""
    if not isinstance(move, MOVE_TYPES):
        raise IllegalMove("unknown_move", f"{move!r} is not a move of this game.")
    if listed is None or move not in listed:
        check(state, seat, move)
    facts = effect(state, seat, move)
    work = clone_state(state)
    for fact in facts:
        apply(work, fact)

    def emit(fact: Fact) -> None:
        facts.append(fact)
        apply(work, fact)

    colour = colour_of(state, seat)
    placed = [f.cell for f in facts if isinstance(f, ChipPlaced)]
    for cell in placed:
        for cells in new_lines(work, cell, colour, move.lines):
            emit(LineFinished(colour=colour, cells=cells))
    if lines_of(work, colour) >= work.lines_to_win:
        emit(GameOver(winner=colour, reason="lines"))
        return facts, work
    if work.deck:
        emit(CardDrawn(seat=seat, card=work.deck[0]))
    following = next_seat(work, seat)
    emit(final_result(work) if following is None else TurnPassed(seat=following))
    return facts, work


def clone_state(state: State) -> State:
    """A copy ``apply`` may change without touching ``state``: every list it changes is copied (the
    board and its index, never changed after the start, and the finished lines, never changed once
    appended, are shared). A tenth of the cost of a msgspec round trip."""
    return msgspec.structs.replace(
        state,
        chips=state.chips.copy(),
        flipped=state.flipped.copy(),
        supply=state.supply.copy(),
        deck=state.deck.copy(),
        hands=[hand.copy() for hand in state.hands],
        discard=state.discard.copy(),
        lines=state.lines.copy(),
    )
