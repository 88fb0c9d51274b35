"""The per-viewer redacted event feed: what GET .../events returns and the WebSocket pushes."""

from __future__ import annotations

from typing import Any

import msgspec

from domain.bots import BotLevel
from domain.clocks import TimeControl
from domain.engine import Outcome, Viewer
from domain.match import (
    AUTOPLAY_OFF,
    AUTOPLAY_ON,
    CANCELLED,
    CLAIMED,
    EXPIRED,
    FACT,
    FINISHED,
    RESIGNED,
    STARTED,
    TIME_CONTROL,
    TIMED_OUT,
    UNCLAIMED,
    Match,
)
from projections.views import check_viewer


class FeedItem(msgspec.Struct):
    """One entry of a viewer's feed: a lifecycle step or a (redacted) game fact."""

    version: int
    kind: str
    seat: int | None = None
    body: Any = None


class SeatClaimedBody(msgspec.Struct):
    """The body of a ``seat_claimed`` item: who sat down where."""

    seat: int
    name: str


class SeatChangedBody(msgspec.Struct):
    """The body of a ``resigned``, ``timed_out``, ``autoplay_on``, ``autoplay_off`` or ``claim_removed`` item: the
    seat, and the level of the server bot that plays it from now on (null: a person, or nobody)."""

    seat: int
    level: BotLevel | None


# The body each lifecycle kind of feed item carries (None: no body); a ``fact`` item carries one
# of the game's facts, redacted for the viewer.
LIFECYCLE_BODIES: dict[str, type[msgspec.Struct] | None] = {
    CLAIMED: SeatClaimedBody,
    STARTED: None,
    FINISHED: Outcome,
    RESIGNED: SeatChangedBody,
    CANCELLED: None,
    EXPIRED: None,
    AUTOPLAY_ON: SeatChangedBody,
    AUTOPLAY_OFF: SeatChangedBody,
    UNCLAIMED: SeatChangedBody,
    TIME_CONTROL: TimeControl,
    TIMED_OUT: SeatChangedBody,
}
PUBLIC_KINDS = tuple(LIFECYCLE_BODIES)


def feed(match: Match, viewer: Viewer, after: int = 0) -> list[FeedItem]:
    """Everything this viewer may see of the events after version ``after``.

    A fact the viewer may not see at all is left out; moves are never in a feed (they may carry
    hidden choices): their public consequences are the facts.
    """
    check_viewer(match, viewer)
    rules = match.rules
    items: list[FeedItem] = []
    for entry in match.log[max(after, 0) :]:  # one log entry per stored event: log[i].version == i + 1
        if entry.kind == FACT:
            redacted = rules.redact(entry.body, viewer)
            if redacted is not None:
                items.append(FeedItem(entry.version, FACT, entry.seat, redacted))
        elif entry.kind in PUBLIC_KINDS:
            items.append(FeedItem(entry.version, entry.kind, entry.seat, entry.body))
    return items
