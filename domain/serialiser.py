"""One command at a time on each match: the striped command and read locks, and the gates of the
appends in flight.

Two lock families, striped so that memory stays bounded however many matches pass through (a
stripe is shared by about one match in ``STRIPES``, rarely at the same moment):

- a match's **command lock** serialises the commands on it, from its decision to its commit;
- its **read lock** is held for short, CPU-only work on the cached match (a decision, a view, a
  ``fresh`` read of the store), never across a commit: readers never wait for a transaction.

A move decided on the event loop (``Commands.run_soon``) does not hold the command lock until its
commit: it leaves a **gate** in its place, closed while its append is in flight, which the next
command on the match waits for.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from uuid import UUID

STRIPES = 1024


class Serialiser:
    """The per-match locks and in-flight gates of one process; thread-safe."""

    def __init__(self, stripes: int = STRIPES) -> None:
        self.stripes = stripes
        self.reads = [threading.RLock() for _ in range(stripes)]
        self.commands = [threading.RLock() for _ in range(stripes)]
        # A match's gate while its append is in flight: a held lock, put here by ``Commands.run_soon``
        # under the match's command lock (inline: a call less a move), taken out by ``open_gate``.
        self.inflight: dict[UUID, threading.Lock] = {}

    def read(self, match_id: UUID) -> threading.RLock:
        """The short lock under which a cached match is read or changed (``with`` it)."""
        return self.reads[match_id.int % self.stripes]

    @contextmanager
    def commanding(self, match_id: UUID) -> Iterator[None]:
        """Serialises the commands on one match, the appends in flight included; readers never
        wait for it (nor for the store)."""
        with self.commands[match_id.int % self.stripes]:
            gate = self.inflight.get(match_id)
            if gate is not None:
                with gate:  # opened once the append is committed and applied (or refused)
                    pass
            yield

    def open_gate(self, match_id: UUID, gate: threading.Lock) -> None:
        """The append in flight is settled: the next command on the match may go."""
        del self.inflight[match_id]
        gate.release()
