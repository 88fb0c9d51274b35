"""Follows the notification log and feeds read models (DESIGN §6).

``LogFollower`` reads the application's notification log in order from a tracked position and
hands each event to its read models; every process keeps its own, so they can be dropped and
rebuilt from the log at any time and give the same rows.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any, Protocol
from uuid import UUID

from eventsourcing.application import Application

from domain.match import Match

log = logging.getLogger("igroteka.follower")


class ReadModel(Protocol):
    def apply(self, event: Any) -> None: ...


Changed = Callable[[UUID, int], None]


class LogFollower:
    """Follows the notification log from position 0, feeding read models and change notices."""

    def __init__(self, app: Application[Any], models: list[ReadModel], on_change: Changed | None = None) -> None:
        self.app = app
        self.models = models
        self.on_change = on_change
        self.position = 0
        self.wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def catch_up(self, batch: int = 500) -> int:
        """Apply every notification after the tracked position; how many were applied."""
        applied = 0
        while True:
            notifications = self.app.recorder.select_notifications(start=self.position + 1, limit=batch)
            changed: dict[UUID, int] = {}
            for notification in notifications:
                event = self.app.mapper.to_domain_event(notification)
                for model in self.models:
                    model.apply(event)
                if isinstance(event, Match.Event):  # change notices are about matches only
                    changed[event.originator_id] = event.originator_version
                self.position = notification.id
            applied += len(notifications)
            if self.on_change:
                for match_id, version in changed.items():
                    self.on_change(match_id, version)
            if len(notifications) < batch:
                return applied

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
