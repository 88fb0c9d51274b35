"""The next time-out deadline of each running timed match, earliest first (issue 14).

The clock sweeper looks only at what is due: a heap of (deadline, match) with at most one live
entry per match; a newer deadline for a match (a move, a time-out) makes its older entries stale,
and they are dropped when they reach the top (or the heap is rebuilt once they are most of it). Deadlines derive from the stored events' timestamps
(``domain.clocks.due`` on the match as stored), so every instance computes the same ones.
Event-loop use only.
"""

from __future__ import annotations

import heapq
from datetime import datetime
from uuid import UUID


class Deadlines:
    def __init__(self) -> None:
        self._heap: list[tuple[datetime, UUID]] = []
        self._at: dict[UUID, datetime] = {}

    def __len__(self) -> int:
        return len(self._at)

    def set(self, match_id: UUID, at: datetime | None) -> None:
        """The match's deadline is now ``at`` (None: no clock of it runs)."""
        if at is None:
            self._at.pop(match_id, None)
        elif self._at.get(match_id) != at:
            self._at[match_id] = at
            heapq.heappush(self._heap, (at, match_id))
        if len(self._heap) > 2 * len(self._at) + 64:  # mostly stale: rebuild from the live entries
            self._heap = [(when, match) for match, when in self._at.items()]
            heapq.heapify(self._heap)

    def next(self) -> datetime | None:
        """The earliest live deadline, if any."""
        heap = self._heap
        while heap and self._at.get(heap[0][1]) != heap[0][0]:
            heapq.heappop(heap)
        return heap[0][0] if heap else None

    def due(self, now: datetime) -> list[UUID]:
        """Take out the matches whose deadline has come by ``now``, earliest first."""
        taken: list[UUID] = []
        while (at := self.next()) is not None and at <= now:
            _, match_id = heapq.heappop(self._heap)
            del self._at[match_id]
            taken.append(match_id)
        return taken
