"""Abandonment (issue 14): a match option under which a seat to act whose person has shown no sign
(no stream open, no move) for ``after`` seconds while the match runs is taken over by a server bot
or forfeits.

Who is connected is not a fact of the match (a flapping connection must not move versions); it is
kept beside the store (server.presence). The absence's start is derived, never held in memory, so
it survives a restart of the instance that held the socket: the later of the last moment any
instance saw the seat connected (its stored heartbeat, which outlives a killed instance) and the
last stored event that showed the seat's person (the start, taking the seat back from the bot, a
move of theirs, or the seat's coming to act), at that event's stored timestamp.

Only a seat to act is abandoned (``domain.lifecycle.abandoned_seat``): a seat that waits holds
nobody up, and a client that plays over HTTP alone, with no stream, is not abandoned while it
keeps moving in time.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

import msgspec


class Abandonment(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A seat to act whose person has shown no sign for ``after`` seconds (no open stream, no move)
    while the match runs is taken over by a server bot of the game's default level (``bot``: the
    person may take it back, as from autoplay), or forfeits (``lose``: two seats, the other wins
    with reason ``abandoned``; more, the seat is out as if it resigned and a bot plays it on)."""

    after: Annotated[float, msgspec.Meta(ge=1, le=7 * 24 * 3600)]
    then: Literal["bot", "lose"] = "bot"


# Tournament matches: a seat to act whose person shows no sign for five minutes goes to a server
# bot, so the tour keeps moving, and a player who comes back takes the seat back.
TOURNAMENT_ABANDONMENT = Abandonment(after=300, then="bot")


def absent_since(shown: datetime | None, seen: datetime | None) -> datetime | None:
    """When the seat's absence began: the later of its person's last sign in the stored events and
    their last moment seen connected (None: neither is known)."""
    known = [at for at in (shown, seen) if at is not None]
    return max(known) if known else None
