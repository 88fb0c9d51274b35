"""Rematches in ``igroteka_rematches``: one row an offer of a rematch of a finished match.

A seat holder of a finished match offers it; every other person's seat (``needed``) must accept.
The row says from the offer on where each seat sits in the rematch and the seat token each
person's new seat will have (``seating``: old seat → new seat, token, player), read by the
holder of the old seat alone. An offer is ``open`` until all accept (``accepted``: the row names
its new match's id, made after the commit), one declines, or it expires (an open row past
``expires`` reads as ``expired``). A match offers one rematch at a time: a unique index over the
match's open or accepted row refuses a second, whichever instance makes it, and a match whose
rematch was accepted offers no other (its rematch may offer its own). Each answer locks the row
(``FOR UPDATE`` on PostgreSQL, ``BEGIN IMMEDIATE`` on SQLite), so answers racing on several
instances each see the others'. Each step writes its offer events, and the notices of the
players it tells, in the same transaction.

Blocking: the server calls it from worker threads.
"""

from __future__ import annotations

import json
import time
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from igroteka.domain.errors import Conflict, Forbidden, NotFound
from igroteka.domain.tokens import new_token
from igroteka.projections.notices import Notice, RematchDeclined, RematchOffered, RematchStarted
from igroteka.server.accounts import TAKEN, Run, Tables
from igroteka.server.offerbook import notify, row_lock, tell, transaction

COLUMNS = "id, match_id, offered_by, needed, accepted, created, expires, status, closed, rematch_id, seating, started"


@dataclass(frozen=True)
class RematchRow:
    """An offer as stored; ``status`` as it reads now; ``seating`` the JSON of each old seat's
    ``[new seat, seat token or None (a bot), player or None]``."""

    id: str
    match_id: str
    offered_by: int
    needed: list[int]
    accepted: list[int]
    created: float
    expires: float
    status: str
    closed: float | None
    rematch_id: str | None
    seating: str
    started: bool

    def seat_of(self, old: int) -> tuple[int, str | None, str | None]:
        """Where the holder of ``old`` sits in the rematch: its new seat, token and player."""
        new, token, player = json.loads(self.seating)[str(old)]
        return int(new), token, player


@dataclass(frozen=True)
class Finished:
    """What a rematch's notices tell of its finished match: the game and each seat's name."""

    game: str
    names: list[str]


def offered_notices(row: RematchRow, finished: Finished, players: dict[int, str | None]) -> list[Notice]:
    """The notices of an offer, for each asked seat a player holds."""
    by = row.offered_by
    expires = datetime.fromtimestamp(row.expires, UTC).isoformat()
    return [
        RematchOffered(
            key=f"rematch_offered:{row.id}:{asked}",
            player=player,
            game=finished.game,
            match=row.match_id,
            seat=asked,
            by=by,
            by_name=finished.names[by],
            expires=expires,
        )
        for asked in row.needed
        if (player := players.get(asked)) is not None
    ]


def declined_notices(row: RematchRow, finished: Finished, seat: int) -> list[Notice]:
    """The notice of ``seat``'s refusal, for the player of the seat that offered (none for a guest's)."""
    player = row.seat_of(row.offered_by)[2]
    if player is None:
        return []
    return [
        RematchDeclined(
            key=f"rematch_declined:{row.id}", player=player, game=finished.game, match=row.match_id,
            seat=row.offered_by, by=seat, by_name=finished.names[seat],
        )
    ]  # fmt: skip


def started_notices(row: RematchRow, game: str) -> list[Notice]:
    """The notices of an accepted rematch, for each person's seat a player holds: their new seat."""
    found: list[Notice] = []
    for old in [row.offered_by, *row.needed]:
        new, _, player = row.seat_of(old)
        if player is not None:
            found.append(
                RematchStarted(
                    key=f"rematch_started:{row.id}:{old}", player=player, game=game, match=row.rematch_id or "",
                    seat=new, previous=row.match_id,
                )
            )  # fmt: skip
    return found


def row_of(values: tuple[Any, ...], now: float) -> RematchRow:
    id_, match_id, offered_by, needed, accepted, created, expires, status, closed, rematch_id, seating, started = values
    if status == "open" and expires <= now:
        status, closed = "expired", expires
    return RematchRow(
        id_,
        match_id,
        offered_by,
        json.loads(needed),
        json.loads(accepted),
        created,
        expires,
        status,
        closed,
        rematch_id,
        seating,
        bool(started),
    )


def rotated(seats: int, players: dict[int, str | None]) -> dict[str, list[Any]]:
    """Each old seat's new one, one on (the player of seat s sits at s + 1, the last at 0), with a
    new seat token for each person's seat (``players``: the person seats and their accounts)."""
    return {
        str(old): [(old + 1) % seats, new_token()[0] if old in players else None, players.get(old)]
        for old in range(seats)
    }


class RematchBook:
    """The rematch offers of every instance on the store."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.lock = row_lock(tables)

    def offer(
        self, match_id: str, seat: int, players: dict[int, str | None], finished: Finished, timeout: float
    ) -> RematchRow:
        """A person's seat (``seat``) offers a rematch; the other person's seats (of ``players``)
        are asked. With none to ask, it is accepted at once."""
        now = time.time()
        seats = len(finished.names)
        needed = sorted(s for s in players if s != seat)
        status = "open" if needed else "accepted"
        seating = json.dumps(rotated(seats, players))
        row_id, rematch_id = str(uuid.uuid4()), None if needed else str(uuid.uuid4())
        try:
            with transaction(self.tables) as run:
                run(
                    "UPDATE igroteka_rematches SET status = 'expired', closed = expires"
                    " WHERE match_id = {p} AND status = 'open' AND expires <= {p}",
                    match_id,
                    now,
                )
                self._none_standing(run, match_id)
                run(
                    f"INSERT INTO igroteka_rematches ({COLUMNS}) VALUES ({', '.join(['{p}'] * 12)})",
                    row_id,
                    match_id,
                    seat,
                    json.dumps(needed),
                    json.dumps([seat]),
                    now,
                    now + timeout,
                    status,
                    None if needed else now,
                    rematch_id,
                    seating,
                    0,
                )
                for asked in needed:
                    tell(run, "rematch_offered", row_id, now, players[asked], match_id, asked)
                row = self._row(run, match_id, now)
                notify(run, self.lock, offered_notices(row, finished, players))
                if not needed:
                    self._tell_started(run, row, now, finished.game)
        except TAKEN:  # another instance's offer of this match committed meanwhile
            raise Conflict("rematch_offered", "A rematch of this match is offered already.") from None
        return row

    @staticmethod
    def _none_standing(run: Run, match_id: str) -> None:
        rows = run(
            "SELECT status FROM igroteka_rematches WHERE match_id = {p} AND status IN ('open', 'accepted')", match_id
        )
        if rows and rows[0][0] == "open":
            raise Conflict("rematch_offered", "A rematch of this match is offered already.")
        if rows:
            raise Conflict("rematch_accepted", "This match's rematch has been played already.")

    def latest(self, match_id: str) -> RematchRow | None:
        """The match's latest rematch offer, if any."""
        try:
            with transaction(self.tables) as run:
                return self._row(run, match_id, time.time())
        except NotFound:
            return None

    def _row(self, run: Run, match_id: str, now: float, lock: str = "") -> RematchRow:
        rows = run(
            f"SELECT {COLUMNS} FROM igroteka_rematches WHERE match_id = {{p}} ORDER BY created DESC LIMIT 1{lock}",
            match_id,
        )
        if not rows:
            raise NotFound("rematch_not_found", "No rematch of this match is offered.")
        return row_of(rows[0], now)

    def answer(self, match_id: str, seat: int, accept: bool, finished: Finished) -> RematchRow:
        """An asked seat accepts (the last to accept makes it ``accepted``) or declines."""
        now = time.time()
        with transaction(self.tables) as run:
            row = self._row(run, match_id, now, self.lock)
            if row.status != "open":
                raise Conflict(f"rematch_{row.status}", f"The rematch is {row.status} already.")
            if seat not in row.needed:
                raise Forbidden("not_asked", "This seat is not asked to accept this rematch.")
            accepted = sorted({*row.accepted, seat}) if accept else row.accepted
            done = accept and set(row.needed) <= set(accepted)
            status = "accepted" if done else "open" if accept else "declined"
            rematch_id = str(uuid.uuid4()) if done else None
            run(
                "UPDATE igroteka_rematches SET accepted = {p}, status = {p}, closed = {p}, rematch_id = {p} WHERE id = {p}",
                json.dumps(accepted),
                status,
                None if status == "open" else now,
                rematch_id,
                row.id,
            )
            row = self._row(run, match_id, now)
            if status == "declined":
                tell(run, "rematch_declined", row.id, now, row.seat_of(row.offered_by)[2], match_id, row.offered_by)
                notify(run, self.lock, declined_notices(row, finished, seat))
            if done:
                self._tell_started(run, row, now, finished.game)
        return row

    def _tell_started(self, run: Run, row: RematchRow, now: float, game: str) -> None:
        for old in [row.offered_by, *row.needed]:
            new, _, player = row.seat_of(old)
            tell(run, "rematch_started", row.id, now, player, row.rematch_id, new)
        notify(run, self.lock, started_notices(row, game))

    def started(self, row_id: str) -> None:
        with transaction(self.tables) as run:
            run("UPDATE igroteka_rematches SET started = 1 WHERE id = {p}", row_id)
