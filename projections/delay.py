"""What a spectator of a delayed match sees (issue 14): the match at its released version
(``domain.delay``) on every channel — the view now and at past versions, the envelope, the feed,
legal moves and the audit — never anything stored after it. Seats and the organiser see live."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from datetime import UTC, datetime
from uuid import UUID

from igroteka.domain.engine import Outcome, Spectator, Viewer
from igroteka.domain.errors import Forbidden, NotFound
from igroteka.domain.match import Match, Seen
from igroteka.domain.timeline import released_at
from igroteka.domain.tokens import Caller
from igroteka.projections.feed import FeedItem, entry_items
from igroteka.projections.views import Checkpoints, MatchStatus, SeatInfo, View, seat_info, view_at

OVER = ("finished", "cancelled", "expired")


class PastViews:
    """Spectators' views of past versions, which never change: a crowd watching a delayed match
    folds each released version once (bounded, least recently used forgotten; thread-safe), from
    the nearest of ``checkpoints``. Kept by whoever serves the views, and handed in."""

    def __init__(self, size: int, checkpoints: Checkpoints) -> None:
        self.size = size
        self.checkpoints = checkpoints
        self._views: OrderedDict[tuple[UUID, int], View] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, match: Match, version: int) -> View:
        key = (match.id, version)
        with self._lock:
            cached = self._views.get(key)
            if cached is not None:
                self._views.move_to_end(key)
                return cached
        shown = past_view(match, version, self.checkpoints)
        with self._lock:
            self._views[key] = shown
            while len(self._views) > self.size:
                self._views.popitem(last=False)
        return shown


def now() -> datetime:
    return datetime.now(UTC)


def delayed(match: Match, caller: Caller) -> bool:
    """Whether this caller watches the match with its spectators' delay (nobody's seat, not the organiser)."""
    return match.spectators is not None and caller.seat is None and not caller.organiser


Now = Callable[[Match, Viewer], View]  # a viewer's view of the match now, with who is connected


def spectator_view(match: Match, now_view: Now, past: PastViews, version: int | None = None) -> View:
    """A spectator's view of a delayed match now, at its released version (``released_view``), or
    at an older ``version``, a function of the log up to it alone; a newer one is refused as if it
    did not exist yet."""
    released = released_at(match, now())
    if version is None:
        return released_view(match, released, now_view, past)
    if not 1 <= version <= released:
        raise NotFound("version_not_found", f"Versions of this match run from 1 to {released}.")
    return (
        view_at(match, Spectator(), version, past.checkpoints) if version == match.version else past.get(match, version)
    )


def released_view(match: Match, released: int, now_view: Now, past: PastViews) -> View:
    """What a spectator of a delayed match sees now that version ``released`` is released: the
    match now (``now_view``, with who is connected) once that is the match's version, else the
    match as it was then."""
    return now_view(match, Spectator()) if released == match.version else past.get(match, released)


def past_view(match: Match, version: int, checkpoints: Checkpoints) -> View:
    """A spectator's view of a past version, with the clocks and seats as they were then; folded
    afresh, it shares nothing with the live match."""
    shown = view_at(match, Spectator(), version, checkpoints)
    seen = match.spectators.payload_at(version) if match.spectators is not None else None
    if isinstance(seen, Seen):
        shown.match.clocks = seen.clocks
        shown.match.seats = seat_infos(seen)
    return shown


def seat_infos(seen: Seen) -> list[SeatInfo]:
    return [seat_info(n, h) for n, h in enumerate(seen.holders)]


def spectator_feed(match: Match, after: int) -> tuple[int, list[FeedItem]]:
    """A spectator's feed of a delayed match after ``after``, up to its released version; that version."""
    released = released_at(match, now())
    viewer = Spectator()
    items: list[FeedItem] = []
    for entry in match.log[max(after, 0) : released]:  # log[i].version == i + 1
        items += entry_items(match, entry, viewer)
    return released, items


def shown_ending(match: Match) -> tuple[MatchStatus, Outcome | None]:
    """The status and outcome others than the seats and the organiser may see: an end its
    spectators' delay has not released yet is not shown."""
    if match.status in OVER and released_at(match, now()) < match.version:
        return "running", None
    return match.status, match.outcome


def check_audit(match: Match) -> None:
    """A delayed match is audited by others than its seats and organiser once its end is released."""
    if match.status not in OVER or released_at(match, now()) < match.version:
        raise Forbidden("audit_before_end", "Hidden information is audited only after the match has finished.")
