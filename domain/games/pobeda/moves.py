"""The move language of «Победа!»: every move plays exactly one card from the hand."""

from __future__ import annotations

import msgspec


class PlayEvent(msgspec.Struct, frozen=True, tag="play_event"):
    """Play an event card and put a chip star-down on that event's cell."""

    card: str


class PlayPlusOne(msgspec.Struct, frozen=True, tag="play_plus_one"):
    """«+1»: put a chip on any empty cell except a corner."""

    card: str
    cell: int


class PlayMinusOne(msgspec.Struct, frozen=True, tag="play_minus_one"):
    """«−1»: remove an opponent's star-down chip; it goes back to its owner."""

    card: str
    cell: int


class PlayReplace(msgspec.Struct, frozen=True, tag="play_replace"):
    """«−1/+1»: replace an opponent's star-down chip with one of your own."""

    card: str
    cell: int


class DiscardDeadCard(msgspec.Struct, frozen=True, tag="discard_dead_card"):
    """Discard a card that cannot be played now (its cell is taken, no target, no chips)."""

    card: str


Move = PlayEvent | PlayPlusOne | PlayMinusOne | PlayReplace | DiscardDeadCard
