"""What a spectator of a delayed match sees (issue 14): the match at its released version
(``domain.delay``) on every channel — the view now and at past versions, the envelope, the feed,
legal moves and the audit — never anything stored after it. Seats and the organiser see live."""

from __future__ import annotations

import threading
from collections import OrderedDict
from datetime import UTC, datetime
from uuid import UUID

from domain.engine import Outcome, Spectator
from domain.errors import Forbidden, NotFound
from domain.match import Match, Seen
from domain.tokens import Caller
from projections.feed import FeedItem, entry_items
from projections.views import MatchStatus, SeatInfo, View, view

OVER = ("finished", "cancelled", "expired")


class PastViews:
    """Spectators' views of past versions, which never change: a crowd watching a delayed match
    folds each released version once (bounded, least recently used forgotten; thread-safe)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._views: OrderedDict[tuple[UUID, int], View] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, match: Match, version: int) -> View:
        key = (match.id, version)
        with self._lock:
            cached = self._views.get(key)
            if cached is not None:
                self._views.move_to_end(key)
                return cached
        shown = past_view(match, version)
        with self._lock:
            self._views[key] = shown
            while len(self._views) > self.size:
                self._views.popitem(last=False)
        return shown


PAST = PastViews(1024)


def now() -> datetime:
    return datetime.now(UTC)


def delayed(match: Match, caller: Caller) -> bool:
    """Whether this caller watches the match with its spectators' delay (nobody's seat, not the organiser)."""
    return match.spectators is not None and caller.seat is None and not caller.organiser


def spectator_view(match: Match, version: int | None = None) -> View:
    """A spectator's view of a delayed match at its released version, or at an older ``version``;
    a newer one is refused as if it did not exist yet."""
    released = match.released(now())
    if version is not None and not 1 <= version <= released:
        raise NotFound("version_not_found", f"Versions of this match run from 1 to {released}.")
    at = released if version is None else version
    return view(match, Spectator()) if at == match.version else PAST.get(match, at)


def past_view(match: Match, version: int) -> View:
    """A spectator's view of a past version, with the clocks and seats as they were then; folded
    afresh, it shares nothing with the live match."""
    shown = view(match, Spectator(), version)
    seen = match.spectators.payload_at(version) if match.spectators is not None else None
    if isinstance(seen, Seen):
        shown.match.clocks = seen.clocks
        shown.match.seats = seat_infos(seen)
    return shown


def seat_infos(seen: Seen) -> list[SeatInfo]:
    return [
        SeatInfo(
            seat=n,
            name=h.name,
            bot=h.bot,
            claimed=True,
            bot_level=h.level if h.bot else None,
            autoplay=h.autoplay,
            resigned=h.resigned,
        )
        if h is not None
        else SeatInfo(seat=n, name=None, bot=False, claimed=False)
        for n, h in enumerate(seen.holders)
    ]


def spectator_feed(match: Match, after: int) -> tuple[int, list[FeedItem]]:
    """A spectator's feed of a delayed match after ``after``, up to its released version; that version."""
    released = match.released(now())
    viewer = Spectator()
    items: list[FeedItem] = []
    for entry in match.log[max(after, 0) : released]:  # log[i].version == i + 1
        items += entry_items(match, entry, viewer)
    return released, items


def shown_ending(match: Match) -> tuple[MatchStatus, Outcome | None]:
    """The status and outcome others than the seats and the organiser may see: an end its
    spectators' delay has not released yet is not shown."""
    if match.status in OVER and match.released(now()) < match.version:
        return "running", None
    return match.status, match.outcome


def check_audit(match: Match) -> None:
    """A delayed match is audited by others than its seats and organiser once its end is released."""
    if match.status not in OVER or match.released(now()) < match.version:
        raise Forbidden("audit_before_end", "Hidden information is audited only after the match has finished.")
