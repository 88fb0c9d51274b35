"""This process's open match streams, by match: what a commit's notice reaches.

A notice is handed straight to each stream's ``notify`` on the event loop: no per-socket
subscription, queue, JSON decode or task while a stream is idle. A stream that is behind pushes
right there or starts one short push of its own (``server.stream.Connection``), so an idle crowd
costs memory only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol
from uuid import UUID


class Watcher(Protocol):
    def notify(self, version: int, at: float) -> None:
        """The match reached ``version`` (committed at ``at``, epoch seconds); must not block."""
        ...

    def present(self, seats: list[int]) -> None:
        """The seats whose persons are connected changed; must not block."""
        ...


class Watchers:
    """Streams by match (event-loop use only)."""

    def __init__(self, counted: Callable[[int], None] | None = None) -> None:
        self._by_match: dict[UUID, set[Watcher]] = {}
        self._counted = counted  # told how many matches have streams here whenever that changes

    def watch(self, match_id: UUID, watcher: Watcher) -> None:
        watchers = self._by_match.get(match_id)
        if watchers is None:
            watchers = self._by_match[match_id] = set()
            self._count()
        watchers.add(watcher)

    def unwatch(self, match_id: UUID, watcher: Watcher) -> None:
        watchers = self._by_match.get(match_id)
        if watchers is not None:
            watchers.discard(watcher)
            if not watchers:
                del self._by_match[match_id]
                self._count()

    def _count(self) -> None:
        if self._counted is not None:
            self._counted(len(self._by_match))

    def watched(self, match_id: UUID) -> bool:
        """Whether a stream of the match is open here (also asked from the log follower's thread:
        a membership test, which the GIL keeps whole)."""
        return match_id in self._by_match

    def notify(self, match_id: UUID, version: int, at: float) -> None:
        """The match reached ``version`` (committed at ``at``, epoch seconds): tell its streams."""
        for watcher in tuple(self._by_match.get(match_id, ())):
            watcher.notify(version, at)

    def present(self, match_id: UUID, seats: list[int]) -> None:
        """The seats of the match whose person is connected changed: tell its streams."""
        for watcher in tuple(self._by_match.get(match_id, ())):
            watcher.present(seats)
