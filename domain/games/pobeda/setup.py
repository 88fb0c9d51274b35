"""Setting up the table («Подготовка к игре»): options, seating, board layout, shuffle and deal."""

from __future__ import annotations

from random import Random
from typing import Any, Literal

import msgspec

from igroteka.domain.engine import IllegalMove

from .board import CELLS, CORNERS
from .content import ALL_CARDS, CATALOGUE, EVENT_IDS
from .facts import DeckShuffled, Fact, GameStarted, HandDealt

DEALER = 0  # the dealer («раздающий») sits at seat 0 and moves first


class Options(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The variants of the rulebook.

    ``teams``: 0 = everyone plays alone; 2 or 3 = team play («Командная игра»).
    ``lines_to_win``: 1, or 2–3 for «Великая победа».
    ``shuffle_board``: lay the events out in random order instead of chronologically.
    """

    teams: Literal[0, 2, 3] = 0
    lines_to_win: Literal[1, 2, 3] = 1
    shuffle_board: bool = False


MAX_SEATS = 12


MIN_TEAM_SEATS = 4  # «Если вас двое или трое, каждый играет сам за себя. Если вас больше…»


def seat_range(teams: int) -> range:
    """Seat counts allowed: 2–3 alone; in two or three teams, even or uneven, 4–12 players."""
    if teams == 0:
        return range(2, MIN_TEAM_SEATS)
    return range(MIN_TEAM_SEATS, MAX_SEATS + 1)


def as_options(options: Any) -> Options:
    if isinstance(options, Options):
        return options
    try:
        return msgspec.convert(options, Options)
    except msgspec.ValidationError as error:
        raise IllegalMove("bad_options", f"Options refused: {error}.") from error


def check_seats(options: Options, seats: int) -> None:
    allowed = seat_range(options.teams)
    if seats not in allowed:
        mode = "alone" if options.teams == 0 else f"in {options.teams} teams"
        raise IllegalMove("bad_seats", f"{seats} players cannot play {mode}: {allowed.start}–{allowed.stop - 1} can.")


def lay_out_board(options: Options, rng: Random) -> list[str | None]:
    """Cell → event id; the four corners carry none. Chronological row by row unless shuffled."""
    events = list(EVENT_IDS)
    if options.shuffle_board:
        rng.shuffle(events)
    order = iter(events)
    return [None if cell in CORNERS else next(order) for cell in range(CELLS)]


def setup_facts(raw_options: Any, seats: int, rng: Random) -> list[Fact]:
    options = as_options(raw_options)
    check_seats(options, seats)
    board = lay_out_board(options, rng)
    deck = list(ALL_CARDS)
    rng.shuffle(deck)
    size = CATALOGUE.hand_size
    facts: list[Fact] = [
        GameStarted(
            seats=seats,
            teams=options.teams,
            colours=options.teams or seats,
            lines_to_win=options.lines_to_win,
            board=board,
            first=DEALER,
        ),
        DeckShuffled(size=len(deck), cards=deck),
    ]
    facts.extend(HandDealt(seat=seat, size=size, cards=deck[seat * size : (seat + 1) * size]) for seat in range(seats))
    return facts
