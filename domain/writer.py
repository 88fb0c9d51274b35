"""Group commit: one writer thread per process stores the appends that arrive together in one
transaction (DESIGN §5, issue 13).

A caller hands its events to ``GroupWriter.save`` and blocks until they are committed, so a move
is still acknowledged only after its own durable commit. While one transaction is in flight, the
appends of other matches queue up; the writer then takes all of them and stores them with one
``save`` (one INSERT, one commit, one fsync). If that transaction fails on a version conflict,
each append of the batch is tried again on its own: the conflicting match is refused alone and
its neighbours commit as if it had not been there.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import Any

from eventsourcing.persistence import IntegrityError

Save = Callable[..., Any]


class _Append:
    """One caller's events and, once the writer is done with them, their fate."""

    __slots__ = ("done", "error", "events")

    def __init__(self, events: tuple[Any, ...]) -> None:
        self.events = events
        self.error: BaseException | None = None
        self.done = threading.Event()


class GroupWriter:
    """The single writer of a process: batches concurrent appends into one transaction each."""

    def __init__(self, save: Save, max_batch: int = 512) -> None:
        self._save = save
        self._max_batch = max_batch
        self._queue: queue.SimpleQueue[_Append | None] = queue.SimpleQueue()
        self._closing = threading.Lock()
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="group-writer", daemon=True)
        self._thread.start()

    def save(self, *events: Any) -> None:
        """Store the events in the writer's next transaction; returns once it committed, or raises
        what storing them raised (``IntegrityError`` when they conflict with stored events)."""
        append = _Append(events)
        with self._closing:
            closed = self._closed
            if not closed:
                self._queue.put(append)
        if closed:  # a late caller after close: stored (or refused) on its own
            self._save(*events)
            return
        append.done.wait()
        if append.error is not None:
            raise append.error

    def close(self) -> None:
        """Commit what is queued, then stop the writer thread."""
        with self._closing:
            self._closed = True
            self._queue.put(None)
        self._thread.join(timeout=10)

    def _run(self) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                return
            batch = [first]
            stopping = False
            while len(batch) < self._max_batch:
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
                if item is None:
                    stopping = True
                    break
                batch.append(item)
            self._commit(batch)
            if stopping:
                return

    def _commit(self, batch: list[_Append]) -> None:
        try:
            self._save(*(event for append in batch for event in append.events))
        except IntegrityError as error:
            if len(batch) > 1:  # find the conflicting appends: each alone
                for append in batch:
                    self._commit([append])
                return
            batch[0].error = error
        except BaseException as error:  # the store failed: every append of the batch fails with it
            for append in batch:
                append.error = error
        for append in batch:
            append.done.set()
