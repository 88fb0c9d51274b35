"""The list of tournaments, newest first, by game and status: a read model over the notification
log kept by the standings (``projections/standings.py``), which feed it every event and say
which tournaments still have tables to decide. A tournament is ``registering`` until its first tour starts,
``running`` until the standings have decided every table of its last tour, then ``finished``."""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import datetime
from typing import Any, Literal
from uuid import UUID

import msgspec

from igroteka.domain.tournament import Tournament

TournamentStatus = Literal["registering", "running", "finished"]


class TournamentRow(msgspec.Struct):
    """One tournament as the list shows it; its standings are at ``/tournaments/{id}/standings``."""

    id: UUID
    game: str
    status: TournamentStatus
    tours: int
    tours_started: int
    table_size: int
    players: int
    rated: bool
    announced_at: datetime


class TournamentList:
    """Every tournament seen in the log; ``undecided(id)`` tells whether its standings still wait
    for tables (it is registering or running)."""

    def __init__(self, undecided: Callable[[UUID], bool]) -> None:
        self.rows: dict[UUID, TournamentRow] = {}
        self.undecided = undecided
        self._lock = threading.Lock()

    def apply(self, event: Any) -> None:
        if not isinstance(event, Tournament.Event):
            return
        with self._lock:
            if isinstance(event, Tournament.Announced):
                self.rows[event.originator_id] = TournamentRow(
                    id=event.originator_id,
                    game=event.game,
                    status="registering",
                    tours=event.tours,
                    tours_started=0,
                    table_size=event.table_size,
                    players=0,
                    rated=getattr(event, "rated", False),
                    announced_at=event.timestamp,
                )
                return
            row = self.rows.get(event.originator_id)
            if row is None:
                return
            if isinstance(event, Tournament.PlayerRegistered):
                row.players += 1
            elif isinstance(event, Tournament.TourStarted):
                row.tours_started += 1

    def status(self, row: TournamentRow) -> TournamentStatus:
        if not self.undecided(row.id):
            return "finished"
        return "running" if row.tours_started else "registering"

    def list(
        self, game: str | None = None, status: TournamentStatus | None = None, limit: int = 50
    ) -> list[TournamentRow]:
        """The newest ``limit`` tournaments of ``game`` (any if None) whose status is ``status`` (any if None)."""
        with self._lock:
            rows = sorted(self.rows.values(), key=lambda r: r.announced_at, reverse=True)
        found: list[TournamentRow] = []
        for row in rows:
            shown = msgspec.structs.replace(row, status=self.status(row))
            if (game is None or row.game == game) and (status is None or shown.status == status):
                found.append(shown)
                if len(found) == limit:
                    break
        return found
