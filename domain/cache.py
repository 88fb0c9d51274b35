"""The matches a process keeps in memory, least recently used out first."""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from uuid import UUID

from igroteka.domain.match import Match


class MatchCache:
    """Bounded three ways: by count, by the stored events its matches hold (what their memory
    grows with: a long match costs more than a fresh one) and by idle time. An evicted match is
    rebuilt from the store the next time it is asked for."""

    def __init__(self, matches: int, events: int, idle: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.matches = matches
        self.events = events
        self.idle = idle
        self.clock = clock
        self._entries: OrderedDict[UUID, tuple[Match, int, float]] = OrderedDict()
        self._held = 0
        self._guard = threading.Lock()

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def held(self) -> int:
        """The stored events of the cached matches, as of their last use."""
        return self._held

    def get(self, match_id: UUID) -> Match | None:
        entry = self._entries.get(match_id)
        return entry[0] if entry is not None else None

    def remember(self, match: Match) -> int | None:
        """Keep ``match`` as the most recently used, then evict what the bounds no longer allow;
        the version the cache last held of it (None: it was not cached)."""
        now = self.clock()
        with self._guard:
            old = self._entries.pop(match.id, None)
            self._held += match.version - (old[1] if old else 0)
            self._entries[match.id] = (match, match.version, now)
            while self._entries and (
                len(self._entries) > self.matches
                or self._held > self.events
                or now - next(iter(self._entries.values()))[2] > self.idle
            ):
                _, (_, size, _) = self._entries.popitem(last=False)
                self._held -= size
        return old[1] if old else None

    def forget(self, match_id: UUID) -> None:
        with self._guard:
            entry = self._entries.pop(match_id, None)
            if entry is not None:
                self._held -= entry[1]
