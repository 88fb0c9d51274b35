"""Presence (issue 14): which seats' people have an open stream now, on any instance.

Presence is public and no fact of the match: it never moves a version. The server keeps this
board, one per process, up to date (server.presence: its own connections at once, other instances'
from the shared presence table); the lobby reads it, and the server hands what it holds to the
views (``projections.views`` takes presence as an argument).
"""

from __future__ import annotations

import threading
from uuid import UUID


class PresenceBoard:
    """The connected seats of each match, as this process knows them (thread-safe)."""

    def __init__(self) -> None:
        self._connected: dict[UUID, frozenset[int]] = {}
        self._lock = threading.Lock()

    def connected(self, match_id: UUID) -> frozenset[int]:
        with self._lock:
            return self._connected.get(match_id, frozenset())

    def set(self, match_id: UUID, seats: frozenset[int]) -> bool:
        """Set one match's connected seats; whether they changed."""
        with self._lock:
            if self._connected.get(match_id, frozenset()) == seats:
                return False
            if seats:
                self._connected[match_id] = seats
            else:
                del self._connected[match_id]
            return True

    def replace(self, connected: dict[UUID, frozenset[int]]) -> dict[UUID, frozenset[int]]:
        """Make ``connected`` the whole board; the matches whose seats changed, with their seats now."""
        with self._lock:
            changed = {
                m: connected.get(m, frozenset())
                for m in {*self._connected, *connected}
                if self._connected.get(m, frozenset()) != connected.get(m, frozenset())
            }
            self._connected = {m: seats for m, seats in connected.items() if seats}
        return changed


BOARD = PresenceBoard()  # the process's board: the server feeds it, envelopes read it
