"""The move language of «Победа!»: every move plays exactly one card from the hand."""

from __future__ import annotations

import msgspec


class PlayEvent(msgspec.Struct, frozen=True, tag="play_event"):
    """Play an event card and put a chip star-down on that event's cell.

    ``lines``: where the chip completes a row of seven to ten, the six cells chosen as the line
    of victory, one six per direction that offers a choice (PB-4.5); empty when there is none.
    """

    card: str
    lines: list[list[int]] = []


class PlayPlusOne(msgspec.Struct, frozen=True, tag="play_plus_one"):
    """«+1»: put a chip on any empty cell except a corner (``lines`` as for ``PlayEvent``)."""

    card: str
    cell: int
    lines: list[list[int]] = []


class PlayMinusOne(msgspec.Struct, frozen=True, tag="play_minus_one"):
    """«−1»: remove an opponent's star-down chip; it goes back to its owner."""

    card: str
    cell: int


class PlayReplace(msgspec.Struct, frozen=True, tag="play_replace"):
    """«−1/+1»: replace an opponent's star-down chip with one of your own (``lines`` as for ``PlayEvent``)."""

    card: str
    cell: int
    lines: list[list[int]] = []


class DiscardDeadCard(msgspec.Struct, frozen=True, tag="discard_dead_card"):
    """Discard a card that cannot be played now (its cell is taken, no target, no chips),
    allowed only when no card in the hand can be played (PB-3.7)."""

    card: str


Move = PlayEvent | PlayPlusOne | PlayMinusOne | PlayReplace | DiscardDeadCard
