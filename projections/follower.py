"""Follows the notification log and feeds read models (docs/architecture.md §6).

``LogFollower`` reads the application's notification log in order from a tracked position and
hands each event to its read models; every process keeps its own, so they can be dropped and
rebuilt from the log at any time and give the same rows.

This process's own commits need not come back through the log: ``own`` applies them to the read
models at once (the writer calls it as soon as a transaction committed) and the follower
then passes over their notification ids. Each aggregate's events still reach the models in
version order: an own event whose predecessor has not been applied yet (another process appended
it and the log has not brought it) is left to the log.

``ordered`` models (the ratings) see every event strictly in the log's order, this process's own
included: an own event is held from its commit until the position passes its notification id, and
given to them then, with that id.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from typing import Any, Protocol
from uuid import UUID

from eventsourcing.application import Application

from igroteka.domain.match import Match

log = logging.getLogger("igroteka.follower")


class ReadModel(Protocol):
    def apply(self, event: Any) -> None: ...


class OrderedModel(Protocol):
    def apply(self, event: Any, position: int) -> None: ...


Changed = Callable[[UUID, int], None]


class LogFollower:
    """Follows the notification log from position 0, feeding read models and change notices.

    ``own_models`` (default: all of ``models``) are the models ``own`` feeds; a model left out
    (the match service, which applies its own commits itself) sees only other processes' events.
    ``catch_up`` runs on the follower thread, ``own`` on whichever thread committed; a lock keeps
    them in step. ``ordered`` models see every event in the log's order, with its notification id;
    ``caught_up`` is called after each ``catch_up``, off the lock (the ratings' ledger)."""

    def __init__(
        self,
        app: Application[Any],
        models: list[ReadModel],
        on_change: Changed | None = None,
        own_models: list[ReadModel] | None = None,
        ordered: list[OrderedModel] | None = None,
        caught_up: Callable[[], None] | None = None,
    ) -> None:
        self.app = app
        self.models = models
        self.own_models = models if own_models is None else own_models
        self.ordered = ordered or []
        self.caught_up = caught_up
        self.on_change = on_change
        self.position = 0
        self.wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._versions: dict[UUID, int] = {}  # the last version of each aggregate the models have
        self._skip: set[int] = set()  # notification ids ``own`` applied, ahead of the position
        self._held: dict[int, Any] = {}  # those ids' events, for the ordered models

    def catch_up(self, batch: int = 500) -> int:
        """Apply every notification after the tracked position; how many were read."""
        applied = 0
        while True:
            self._pass_own()
            notifications = self.app.recorder.select_notifications(start=self.position + 1, limit=batch)
            changed: dict[UUID, int] = {}
            with self._lock:
                for notification in notifications:
                    self.position = notification.id
                    if notification.id in self._skip:  # ours, applied when it committed
                        self._passed(notification.id)
                        continue
                    event = self.app.mapper.to_domain_event(notification)
                    for model in self.models:
                        model.apply(event)
                    for ordered in self.ordered:
                        ordered.apply(event, notification.id)
                    self._versions[event.originator_id] = event.originator_version
                    if isinstance(event, Match.Event):  # change notices are about matches only
                        changed[event.originator_id] = event.originator_version
            applied += len(notifications)
            if self.on_change:
                for match_id, version in changed.items():
                    self.on_change(match_id, version)
            if len(notifications) < batch:
                if self.caught_up is not None:
                    self.caught_up()
                return applied

    def reached(self) -> int:
        """The log position every model, the ordered ones included, has been fed up to."""
        with self._lock:
            return self.position

    def _pass_own(self) -> None:
        """Move the position over the ids right after it that ``own`` applied: they need not be
        read back (ids are committed in order only up to the first that is not ours)."""
        with self._lock:
            while self.position + 1 in self._skip:
                self.position += 1
                self._passed(self.position)

    def _passed(self, number: int) -> None:
        """The position passed ``number``, one of ours: its event goes to the ordered models now."""
        self._skip.discard(number)
        event = self._held.pop(number, None)
        if event is not None:
            for ordered in self.ordered:
                ordered.apply(event, number)

    def own(self, recordings: Sequence[Any], wait: bool = True) -> bool:
        """This process's just-committed events (eventsourcing's recordings: each event with its
        notification id), applied to ``own_models`` now rather than read back from the log. With
        ``wait`` False (an event loop's caller), nothing is applied and False returned while the
        follower holds its lock: the caller hands them over again from a thread that may wait."""
        if not self._lock.acquire(blocking=wait):
            return False
        behind = False
        try:
            for recording in recordings:
                number, event = recording.notification.id, recording.domain_event
                if number <= self.position:  # the log brought it first
                    continue
                aggregate, version = event.originator_id, event.originator_version
                if self._versions.get(aggregate, 0) != version - 1:  # an earlier event is still to come
                    behind = True
                    continue
                for model in self.own_models:
                    model.apply(event)
                self._versions[aggregate] = version
                self._skip.add(number)
                if self.ordered:
                    self._held[number] = event
        finally:
            self._lock.release()
        if behind:
            self.wake.set()
        return True

    def start(self, interval: float = 0.25) -> None:
        self._thread = threading.Thread(target=self._run, args=(interval,), name="log-follower", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self.wake.set()
        if self._thread:
            self._thread.join(timeout=5)

    def _run(self, interval: float) -> None:
        while not self._stop.is_set():
            try:
                self.catch_up()
            except Exception:
                log.exception("log follower failed; retrying")
            self.wake.wait(interval)
            self.wake.clear()
