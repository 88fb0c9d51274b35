"""The lobby: every match with its status and free seats, a read model of the log (docs/architecture.md §6)."""

from __future__ import annotations

import threading
from datetime import UTC, datetime
from typing import Any
from uuid import UUID

import msgspec

from igroteka.domain.abandon import Abandonment
from igroteka.domain.bots import BotLevel
from igroteka.domain.clocks import TimeControl
from igroteka.domain.delay import Release, SpectatorDelay
from igroteka.projections.presence import BOARD
from igroteka.projections.views import MatchStatus


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
    bots: list[int] = []  # the seats a server bot plays now (organiser's bots, handed or resigned seats)
    bot_levels: list[BotLevel] = []  # the level of each seat of ``bots``, in the same order
    winners: list[int] | None = None
    autoplay: list[int] = []  # seats whose person handed them to a server bot for now
    resigned: list[int] = []  # seats whose person resigned
    timed_out: list[int] = []  # seats that lost on time (a clock's ``on_timeout: lose``)
    abandoned: list[int] = []  # seats that forfeited by abandonment (``then: lose``)
    time_control: TimeControl | None = None
    abandon: Abandonment | None = None
    connected: list[int] = []  # seats whose person has a stream open now (on any instance)
    spectator_delay: SpectatorDelay | None = None  # the row is shown as the match's spectators see it
    rated: bool = False  # its result counts for its players' ratings (else casual)


LIVE = ("open", "running")  # the statuses a match may leave; the others are over for good


class Lobby:
    """Every match with its status and free seats; the lobby lists the open ones."""

    def __init__(self) -> None:
        self.rows: dict[UUID, LobbyRow] = {}
        # the open and running rows, which the sweepers look at every few tenths of a second: a
        # store's finished matches (100,000 and more) would hold the event loop up each time
        self.live: dict[UUID, LobbyRow] = {}
        # of those, what expiry and abandonment look at: the open rows, and the running rows with the
        # abandonment option; a look over every live row cost each sweep ~0.4 ms at 10,000 running
        # matches, five times a second, however idle they were
        self.opened: dict[UUID, LobbyRow] = {}
        self.abandoning: dict[UUID, LobbyRow] = {}
        self._lock = threading.Lock()
        self.delayed: dict[UUID, Release] = {}  # the rows of delayed matches as each event left them

    def apply(self, event: Any) -> None:
        kind = type(event).__name__
        with self._lock:
            if kind == "Created":
                self.rows[event.originator_id] = self.live[event.originator_id] = LobbyRow(
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
                    connected=sorted(BOARD.connected(event.originator_id)),  # streams may come first
                    rated=getattr(event, "rated", False),  # stored before the choice existed: casual
                )
                self._index(self.rows[event.originator_id])
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
            elif kind == "Cancelled":
                row.status = "cancelled"
            elif kind == "Expired":
                row.status = "expired"
            elif kind == "TimeControlSet":
                row.time_control = msgspec.convert(event.control, TimeControl)
            elif kind == "SpectatorDelaySet":
                row.spectator_delay = msgspec.convert(event.delay, SpectatorDelay)
                self.delayed[row.id] = Release(delay=row.spectator_delay)
            elif kind in ("Resigned", "TimedOut", "AutoplayStarted", "AutoplayStopped", "ClaimRemoved"):
                self._seat_changed(row, kind, event)
            elif kind == "AbandonmentSet":
                row.abandon = msgspec.convert(event.policy, Abandonment)
            elif kind == "SeatAbandoned":
                self._abandoned(row, event)
            if getattr(event, "outcome", None) is not None:  # a move, resignation or loss on time ended it
                row.status = "finished"
                row.winners = event.outcome["winners"]
            if row.status not in LIVE:
                self.live.pop(row.id, None)
            self._index(row)
            if row.id in self.delayed:
                self._mark(self.delayed[row.id], kind, event, row)

    def _index(self, row: LobbyRow) -> None:
        """The row in the sweepers' indexes, or out of them, as it stands now."""
        for index, member in (
            (self.opened, row.status == "open"),
            (self.abandoning, row.status == "running" and row.abandon is not None),
        ):
            if member:
                index[row.id] = row
            else:
                index.pop(row.id, None)

    @staticmethod
    def _mark(release: Release, kind: str, event: Any, row: LobbyRow) -> None:
        """Keep a delayed match's row as this event left it, for spectators to see once released."""
        kept = msgspec.structs.replace(row, names=list(row.names))
        ended = row.status in ("finished", "cancelled", "expired")
        version = event.originator_version
        release.add(
            version, event.timestamp, move=kind == "MovePlayed", start=kind == "Started", end=ended, payload=kept
        )

    def _shown(self, row: LobbyRow, now: datetime) -> LobbyRow:
        """The row as spectators see it: a delayed match's at its released version. Rows older than
        that are forgotten; once the end is released the live row is the one shown."""
        release = self.delayed.get(row.id)
        if release is None:
            return row
        version = release.released(now)
        if release.ended and version == release.last:
            del self.delayed[row.id]
            return row
        release.forget_before(version)
        return release.payload_at(version) or row

    @staticmethod
    def _seat_changed(row: LobbyRow, kind: str, event: Any) -> None:
        """Who plays the seat now: a server bot at ``event.level`` (if the event names one) or not."""
        seat = event.seat
        levels = {s: lv for s, lv in zip(row.bots, row.bot_levels, strict=True) if s != seat}
        level = getattr(event, "level", None)
        if level is not None:
            levels[seat] = level
        row.bots, row.bot_levels = sorted(levels), [levels[s] for s in sorted(levels)]
        row.autoplay = sorted({*row.autoplay, seat} if kind == "AutoplayStarted" else set(row.autoplay) - {seat})
        if kind == "Resigned":
            row.resigned = sorted({*row.resigned, seat})
        if kind == "TimedOut" and event.lost:
            row.timed_out = sorted({*row.timed_out, seat})
        if kind == "ClaimRemoved":
            row.free_seats = sorted({*row.free_seats, seat})
            row.names[seat] = None

    def _abandoned(self, row: LobbyRow, event: Any) -> None:
        """A server bot plays the abandoned seat now: as autoplay (``bot``) or, forfeited, to the end."""
        self._seat_changed(row, "SeatAbandoned", event)
        if event.lost:
            row.abandoned = sorted({*row.abandoned, event.seat})
        else:
            row.autoplay = sorted({*row.autoplay, event.seat})

    def abandonable(self) -> list[UUID]:
        """The running matches with the abandonment option (for the presence sweeper)."""
        with self._lock:
            return list(self.abandoning)

    def set_connected(self, match_id: UUID, seats: frozenset[int]) -> None:
        """The seats whose person has a stream open now (presence is no event: the server sets it)."""
        with self._lock:
            row = self.rows.get(match_id)
            if row is not None:
                row.connected = sorted(seats)

    def timed(self) -> list[UUID]:
        """The running matches with a time control (for the clock sweeper)."""
        with self._lock:
            return [r.id for r in self.live.values() if r.status == "running" and r.time_control is not None]

    def is_timed(self, match_id: UUID) -> bool:
        """Whether the match has a time control (its clocks matter to the sweeper)."""
        row = self.rows.get(match_id)
        return row is not None and row.time_control is not None

    def unjoined(self, created_before: datetime) -> list[UUID]:
        """The open matches created before then that no person has joined (for lobby expiry)."""
        with self._lock:
            return [
                r.id
                for r in self.opened.values()
                if r.created_at < created_before and all(n is None or s in r.bots for s, n in enumerate(r.names))
            ]

    def shown(self, match_id: UUID) -> LobbyRow | None:
        """The match's row as spectators see it now (a delayed match's at its released version);
        None for a match this process has not heard of."""
        with self._lock:
            row = self.rows.get(match_id)
            return None if row is None else self._shown(row, datetime.now(UTC))

    def list(self, game: str | None = None, status: str | None = None, limit: int = 100) -> list[LobbyRow]:
        now = datetime.now(UTC)
        with self._lock:
            rows = [
                r
                for r in (self._shown(r, now) for r in self.rows.values())
                if (game is None or r.game == game) and (status is None or r.status == status)
            ]
        rows.sort(key=lambda r: r.created_at, reverse=True)
        return rows[:limit]
