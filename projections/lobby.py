"""The lobby: every match with its status and free seats, a read model of the log (DESIGN §6)."""

from __future__ import annotations

import threading
from datetime import datetime
from typing import Any
from uuid import UUID

import msgspec

from domain.bots import BotLevel
from projections.views import MatchStatus


class LobbyRow(msgspec.Struct):
    id: UUID
    game: str
    options: dict[str, Any]
    status: MatchStatus
    seats: int
    free_seats: list[int]
    names: list[str | None]
    created_at: datetime
    version: int
    bots: list[int] = []
    bot_levels: list[BotLevel] = []  # the level of each seat of ``bots``, in the same order
    winners: list[int] | None = None


class Lobby:
    """Every match with its status and free seats; the lobby lists the open ones."""

    def __init__(self) -> None:
        self.rows: dict[UUID, LobbyRow] = {}
        self._lock = threading.Lock()

    def apply(self, event: Any) -> None:
        kind = type(event).__name__
        with self._lock:
            if kind == "Created":
                self.rows[event.originator_id] = LobbyRow(
                    id=event.originator_id,
                    game=event.game,
                    options=event.options,
                    status="open",
                    seats=event.seats,
                    free_seats=[n for n in range(event.seats) if n not in event.bots],
                    names=[f"bot {n + 1}" if n in event.bots else None for n in range(event.seats)],
                    created_at=event.timestamp,
                    version=event.originator_version,
                    bots=event.bots,
                    bot_levels=event.bot_levels,
                )
                return
            row = self.rows.get(event.originator_id)
            if row is None:
                return
            row.version = event.originator_version
            if kind == "SeatClaimed":
                row.free_seats = [n for n in row.free_seats if n != event.seat]
                row.names[event.seat] = event.name
                if event.level is not None:  # a bot the organiser seated
                    row.bots = [*row.bots, event.seat]
                    row.bot_levels = [*row.bot_levels, event.level]
            elif kind == "Started":
                row.status = "running"
            elif kind == "MovePlayed" and event.outcome is not None:  # the move that ended the match
                row.status = "finished"
                row.winners = event.outcome["winners"]

    def list(self, game: str | None = None, status: str | None = None, limit: int = 100) -> list[LobbyRow]:
        with self._lock:
            rows = [
                r
                for r in self.rows.values()
                if (game is None or r.game == game) and (status is None or r.status == status)
            ]
        rows.sort(key=lambda r: r.created_at, reverse=True)
        return rows[:limit]
