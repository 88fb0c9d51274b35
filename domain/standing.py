"""How a match stood right after each of its stored events, as the notices of that event read it
(who is to act, whether it is over, who holds each seat, the event's log entry), kept by (match,
version) where the event was applied to the cached match, so the outbox's derivation need not
fold the match again to learn it.

What stood after an event never changes once it is stored, so a kept answer never goes stale; a
version not kept (forgotten, applied elsewhere) is learnt by folding, as before. What a standing
holds is shared where equal, so keeping one leaves the cycle collector nothing new to walk
(docs/architecture.md §26, §40).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from uuid import UUID

import msgspec

from igroteka.domain.engine import Outcome
from igroteka.domain.entries import Entry, slot
from igroteka.domain.match import Match, SeatHolder


class Standing(msgspec.Struct, frozen=True, gc=False):
    """The match right after its stored event ``version``: the seats to act, whether it is over
    (an outcome, or called off), its outcome, its seats' holders and that event's entry of the
    log. Kept for thousands of events, it holds nothing that leads back to it, so the cycle
    collector leaves it out (``gc=False``)."""

    id: UUID
    game: str
    rated: bool
    version: int
    to_act: frozenset[int]
    over: bool
    outcome: Outcome | None
    holders: tuple[SeatHolder | None, ...]
    entry: Entry


# The one frozenset of each value of seats to act that the standings hold (a set of a game's seats:
# a few dozen at most); immutable, so any holder of an equal one may hold this one instead.
TO_ACT: dict[frozenset[int], frozenset[int]] = {}


def standing(match: Match, before: Standing | None = None) -> Standing:
    """How the match stands now, right after its latest stored event. A seat's holder is replaced
    whole when it changes (``Match``), never changed in place, so the holders kept stay as they were.

    A standing is kept for thousands of events, so what it holds is shared where it can be, not
    left to the cycle collector to count and walk two more young objects a move: the seats to act
    are one frozenset of each value (``TO_ACT``), and the holders are those of ``before`` (how it
    stood after the event before) when they are the same, as a move leaves them."""
    outcome = match.outcome
    over = outcome is not None or match.cancelled
    to_act = match.to_act
    to_act = TO_ACT.setdefault(to_act, to_act)
    holders = tuple(match.holders)
    if before is not None and before.holders == holders:
        holders = before.holders
    return Standing(match.id, match.game, match.rated, match.version, to_act, over, outcome, holders, match.log[-1])


class Standings:
    """How each of this process's matches stood after each event it applied, by (match,
    version), for the outbox's derivation (another thread) to read. Bounded: the oldest are
    forgotten first (the derivation reads a few hundred events behind the commits at most)."""

    def __init__(self, size: int = 16_384) -> None:
        self.size = size
        self._kept: OrderedDict[int, Standing] = OrderedDict()  # by ``slot``
        self._guard = threading.Lock()

    def get(self, match_id: UUID, version: int) -> Standing | None:
        return self._kept.get(slot(match_id, version))

    def put(self, match: Match) -> None:
        """Keep how the match stands now, after its latest event."""
        version = match.version
        key = slot(match.id, version)
        kept = standing(match, self._kept.get(slot(match.id, version - 1)))
        with self._guard:
            known = self._kept
            known[key] = kept
            while len(known) > self.size:
                known.popitem(last=False)
