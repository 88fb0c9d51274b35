"""Group commit: one writer thread per process stores the appends that arrive together in one
transaction (issue 13).

A caller hands its events to the writer and hears back only after they are committed, so a move
is still acknowledged only after its own durable commit. While one transaction is in flight, the
appends of other matches queue up; the writer then takes all of them and stores them with one
``save`` (one INSERT, one commit, one fsync). If that transaction fails on a version conflict,
each append of the batch is tried again on its own: the conflicting match is refused alone and
its neighbours commit as if it had not been there.

Two ways in, the commit protocol (``Writer``) that both writers implement. ``save`` blocks its
(worker) thread until the commit. ``submit`` never blocks: it suits an event loop. Its ``stored``
callback runs on the writer thread as soon as the batch's fate is known (``domain.commands``
applies the events to the cached match there); its ``resume`` callback then runs on the caller's
thread, handed over by ``post`` (an event loop's ``call_soon_threadsafe``) once per batch for all
the batch's appends that came through that ``post``: one thread hop per batch, not one per move.
A writer that commits on the caller's own thread (``server.store.loopwriter``) takes the same
appends and hands this one whatever it cannot commit itself.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from eventsourcing.persistence import IntegrityError

log = logging.getLogger("igroteka.writer")

Save = Callable[..., Any]
Settle = Callable[[BaseException | None], None]  # told None once committed, else what storing raised
Stored = Callable[[BaseException | None, bool], bool]
"""Told an append's fate (as ``Settle``) on the thread that learnt it, before the caller resumes.
With ``wait`` False it may decline rather than wait for a lock, returning False: it is then told
again, with ``wait`` True, on a thread that may wait. True once it has taken the fate in."""
Post = Callable[..., Any]  # runs ``fn(*args)`` on the caller's thread: ``loop.call_soon_threadsafe``
Saved = Callable[[Sequence[Any], bool], bool]
"""Told what ``save`` returned for a committed transaction (eventsourcing's recordings), before any
of its callers hears of the commit; ``wait`` and the answer as for ``Stored``."""


class Writer(Protocol):
    """The commit protocol: how a command's events reach the store (``GroupWriter`` says how
    each way behaves; ``server.store.loopwriter.LoopWriter`` commits on the event loop)."""

    def save(self, *events: Any) -> None:
        """Commit the events, blocking the calling (worker) thread until they are committed;
        raises what storing them raised (``IntegrityError`` on a version conflict)."""
        ...

    def submit(self, events: tuple[Any, ...], stored: Stored, resume: Settle, post: Post) -> bool:
        """Commit the events without blocking; False when nothing was queued. ``stored(error,
        wait)`` is told their fate first, then ``resume(error)`` runs through ``post``."""
        ...


class Append:
    """One caller's events and, once the writer is done with them, their fate."""

    __slots__ = ("error", "events", "post", "resume", "stored")

    def __init__(self, events: tuple[Any, ...], stored: Stored | None, resume: Settle, post: Post | None) -> None:
        self.events = events
        self.stored = stored
        self.resume = resume
        self.post = post
        self.error: BaseException | None = None

    def settle(self, wait: bool) -> bool:
        """Tell ``stored`` the append's fate (as ``Stored``); a failing callback is logged and
        counts as told."""
        if self.stored is None:
            return True
        try:
            return self.stored(self.error, wait)
        except Exception:
            log.exception("a committed append's callback failed")
            return True

    def wake(self) -> None:
        """Tell the caller the append's fate (``resume``); a failing callback is logged."""
        try:
            self.resume(self.error)
        except Exception:
            log.exception("resuming a committed append failed")


def tell(saved: Saved | None, recordings: Sequence[Any], wait: bool) -> bool:
    """Tell ``saved`` (when there is one) of a commit; its failure is logged, never taken for the
    commit's, and counts as told."""
    if saved is None:
        return True
    try:
        return saved(recordings, wait)
    except Exception:
        log.exception("handing committed events over failed")
        return True


class GroupWriter:
    """The single writer of a process: batches concurrent appends into one transaction each.

    ``saved``, when given, is told the result of every committed ``save`` (eventsourcing's
    recordings: each event with its notification id), on the writer thread, before any of the
    batch's callers hears of the commit."""

    def __init__(self, save: Save, max_batch: int = 512, saved: Saved | None = None) -> None:
        self._save = save
        self._max_batch = max_batch
        self.saved = saved
        self._queue: queue.SimpleQueue[Append | None] = queue.SimpleQueue()
        self._closing = threading.Lock()
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="group-writer", daemon=True)
        self._thread.start()

    def save(self, *events: Any) -> None:
        """Store the events in the writer's next transaction; returns once it committed, or raises
        what storing them raised (``IntegrityError`` when they conflict with stored events)."""
        done = threading.Event()
        append = Append(events, None, lambda _: done.set(), None)
        if not self._enqueue(append):  # a late caller after close: stored (or refused) on its own
            self._store_alone(events)
            return
        done.wait()
        if append.error is not None:
            raise append.error

    def submit(self, events: tuple[Any, ...], stored: Stored, resume: Settle, post: Post) -> bool:
        """Queue the events for the next transaction without waiting; False (nothing queued) once
        the writer is closed. ``stored(error)`` runs on the writer thread, then ``resume(error)``
        through ``post``; ``error`` is None when the events were committed."""
        return self._enqueue(Append(events, stored, resume, post))

    def _enqueue(self, append: Append) -> bool:
        with self._closing:
            if self._closed:
                return False
            self._queue.put(append)
            return True

    def _store_alone(self, events: tuple[Any, ...]) -> None:
        tell(self.saved, self._save(*events), True)

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
            self._settle(batch)
            if stopping:
                return

    def _commit(self, batch: list[Append]) -> None:
        """Store the batch in one transaction, recording each append's fate in ``error``."""
        try:
            recordings = self._save(*(event for append in batch for event in append.events))
        except IntegrityError as error:
            if len(batch) > 1:  # find the conflicting appends: each alone
                for append in batch:
                    self._commit([append])
                return
            batch[0].error = error
        except BaseException as error:  # the store failed: every append of the batch fails with it
            for append in batch:
                append.error = error
        else:
            tell(self.saved, recordings, True)

    @staticmethod
    def _settle(batch: list[Append]) -> None:
        """Tell every append of the batch its fate: ``stored`` here, then ``resume`` on its caller's
        thread, with one ``post`` per caller's thread for the whole batch."""
        posted: dict[Post, list[Append]] = {}
        for append in batch:
            append.settle(True)
            if append.post is None:
                append.wake()
            else:
                posted.setdefault(append.post, []).append(append)
        for post, appends in posted.items():
            try:
                post(_resume_all, appends)
            except RuntimeError:  # the caller's event loop is closed: nobody waits any more
                log.warning("%d committed appends had no event loop to resume on", len(appends))


def _resume_all(appends: list[Append]) -> None:
    for append in appends:
        append.wake()
