"""The per-viewer redacted event feed: what GET .../events returns and the WebSocket pushes."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from importlib import import_module
from typing import Annotated, Any

import msgspec

from igroteka.domain.abandon import Abandonment
from igroteka.domain.bots import BotLevel
from igroteka.domain.clocks import TimeControl
from igroteka.domain.delay import SpectatorDelay
from igroteka.domain.engine import Outcome, Touched, Viewer, touched_by
from igroteka.domain.entries import (
    ABANDONED,
    ABANDONMENT,
    AUTOPLAY_OFF,
    AUTOPLAY_ON,
    CANCELLED,
    CLAIMED,
    EXPIRED,
    RESIGNED,
    SPECTATOR_DELAY,
    STARTED,
    TAKEBACK_CANCELLED,
    TAKEBACK_CONSENTED,
    TAKEBACK_DECLINED,
    TAKEBACK_REQUESTED,
    TAKEN_BACK,
    TIME_CONTROL,
    TIMED_OUT,
    UNCLAIMED,
    Entry,
)
from igroteka.domain.games import GAME_IDS
from igroteka.domain.match import Match
from igroteka.projections.views import check_viewer

FACT, FINISHED = "fact", "finished"

# Each game's ``touched``: what a (redacted) fact of it touched, by its table of kinds.
TOUCHES: dict[str, Callable[[Any], Touched | None]] = {
    game: partial(touched_by, import_module(f"igroteka.domain.games.{game}.touched").TOUCHES) for game in GAME_IDS
}


class FeedItem(msgspec.Struct):
    """One entry of a viewer's feed: a lifecycle step or a (redacted) game fact.

    ``version`` is the stored event the item belongs to (a move is one stored event however many
    facts it brings); ``index`` orders the viewer's items within that event, from 0."""

    version: int
    index: Annotated[int, msgspec.Meta(ge=0, description="The item's place among the viewer's items of its event")]
    kind: str
    seat: int | None = None
    body: Any = None
    text: Annotated[
        str | None,
        msgspec.Meta(description="The item as a sentence in the reader's language (Accept-Language, or `lang`)"),
    ] = None
    touched: Annotated[
        Touched | None,
        msgspec.Meta(
            description="What a `fact` item touched (seats, cells, hexes, cards), as this viewer may see it: the "
            "items of a seat's last move name where it happened; null for a fact that touched nothing, or any other kind"
        ),
    ] = None


class SeatClaimedBody(msgspec.Struct):
    """The body of a ``seat_claimed`` item: who sat down where."""

    seat: int
    name: str


class SeatChangedBody(msgspec.Struct):
    """The body of a ``resigned``, ``timed_out``, ``abandoned``, ``autoplay_on``, ``autoplay_off`` or ``claim_removed`` item: the
    seat, and the level of the server bot that plays it from now on (null: a person, or nobody)."""

    seat: int
    level: BotLevel | None


# The body each lifecycle kind of feed item carries (None: no body); a ``fact`` item carries one
# of the game's facts, redacted for the viewer. ``finished`` follows the facts of the move (or the
# resignation, the loss on time) that ended the match, at that event's version.
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
    ABANDONMENT: Abandonment,
    ABANDONED: SeatChangedBody,
    SPECTATOR_DELAY: SpectatorDelay,
}


class TakebackRequestedBody(msgspec.Struct):
    """The body of a ``takeback_requested`` item: ``seat`` asks to take back its move stored at
    ``version`` (naming the version only, never the move); each seat of ``consenters`` (the other
    seats people play) must consent. Anything but a consent withdraws the request: a move, a
    decline, the requester's cancel, a resignation."""

    seat: int
    version: int
    consenters: list[int]


class TakebackBody(msgspec.Struct):
    """The body of a ``takeback_consented``, ``takeback_declined`` or ``takeback_cancelled`` item
    (``seat`` answered the request to take back the move stored at ``version``) and of a
    ``move_taken_back`` item: ``seat``'s move stored at ``version`` is taken back. Its facts stay in
    the feed, but from this item's version on the match is as it was before that move: the same
    seat to act, and views (at this version or later) without its facts."""

    seat: int
    version: int


LIFECYCLE_BODIES |= {
    TAKEBACK_REQUESTED: TakebackRequestedBody,
    TAKEBACK_CONSENTED: TakebackBody,
    TAKEBACK_DECLINED: TakebackBody,
    TAKEBACK_CANCELLED: TakebackBody,
    TAKEN_BACK: TakebackBody,
}


def feed(match: Match, viewer: Viewer, after: int = 0) -> list[FeedItem]:
    """Everything this viewer may see of the events after version ``after``, ordered by
    (version, index).

    A fact the viewer may not see at all is left out; moves are never in a feed (they may carry
    hidden choices): their public consequences are the facts.
    """
    check_viewer(match, viewer)
    items: list[FeedItem] = []
    for entry in match.log[max(after, 0) :]:  # one log entry per stored event: log[i].version == i + 1
        items += entry_items(match, entry, viewer)
    return items


def entry_items(match: Match, entry: Entry, viewer: Viewer) -> list[FeedItem]:
    """What one stored event shows this viewer: its lifecycle step, its redacted facts, the end."""
    bodies: list[tuple[str, Any]] = []
    if entry.kind in LIFECYCLE_BODIES:
        bodies.append((entry.kind, entry.body))
    redact = match.rules.redact
    bodies += [(FACT, redacted) for fact in entry.facts if (redacted := redact(fact, viewer)) is not None]
    if entry.outcome is not None:
        bodies.append((FINISHED, entry.outcome))
    seat = None if entry.kind == STARTED else entry.seat
    touches = TOUCHES[match.game]
    return [
        FeedItem(
            version=entry.version,
            index=n,
            kind=kind,
            seat=None if kind == FINISHED else seat,
            body=body,
            touched=touches(body) if kind == FACT else None,
        )
        for n, (kind, body) in enumerate(bodies)
    ]
