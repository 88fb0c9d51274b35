"""Quick play's requests in a table beside the event store: ``igroteka_seeks``.

One row a request to play: its key (game, options, seats, time control, rated), its requester (a
player, or a guest's name), the rating it was made with and the range and bots it accepts, its
status (``open``, ``paired``, ``cancelled``, ``expired``) and, once paired, the match, the seat and
that seat's token, which its requester reads with the request's own token.

Pairing is one transaction: the open rows are locked with ``FOR UPDATE SKIP LOCKED`` on
PostgreSQL (the single writer of ``BEGIN IMMEDIATE`` on SQLite), grouped into tables
(``domain.seeks.tables``) and marked paired with their new match's id before it commits, so every
instance on one database pairs a request at most once: another instance's pass skips the rows
this one holds, and reads them again only once they are no longer open. The match itself is made
after the commit (``Pairing``) under the id the rows name, so a crash in between leaves rows that
any instance's next pass makes the match of, once.

Blocking: the server calls it from worker threads.
"""

from __future__ import annotations

import json
import secrets
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from random import SystemRandom
from typing import Any

from igroteka.domain.abandon import Abandonment
from igroteka.domain.bots import BotLevel
from igroteka.domain.delay import SpectatorDelay
from igroteka.domain.errors import Conflict, NotFound, Unauthorized, Unavailable
from igroteka.domain.names import looks_alike
from igroteka.domain.seeks import Seek, tables
from igroteka.domain.tokens import hash_token, new_token
from igroteka.projections.rating import ENGINES
from igroteka.projections.ratings import SYSTEMS
from igroteka.server.accounts import STORE_ERRORS, PgTables, Run, Tables, tables_for
from igroteka.server.config import Settings

SCHEMA = """
CREATE TABLE IF NOT EXISTS igroteka_seeks (
  id TEXT PRIMARY KEY, secret_hash TEXT NOT NULL, seek_key TEXT NOT NULL, game TEXT NOT NULL,
  seats INTEGER NOT NULL, rated INTEGER NOT NULL, player TEXT, name TEXT NOT NULL,
  rating DOUBLE PRECISION, lowest DOUBLE PRECISION, highest DOUBLE PRECISION,
  bots_after DOUBLE PRECISION, created DOUBLE PRECISION NOT NULL, status TEXT NOT NULL,
  match_id TEXT, seat INTEGER, seat_token TEXT, bots TEXT, started INTEGER NOT NULL DEFAULT 0,
  closed DOUBLE PRECISION);
CREATE INDEX IF NOT EXISTS igroteka_seeks_open ON igroteka_seeks (status, created);
CREATE INDEX IF NOT EXISTS igroteka_seeks_match ON igroteka_seeks (match_id);
CREATE INDEX IF NOT EXISTS igroteka_seeks_closed ON igroteka_seeks (closed);
"""
COLUMNS = "id, seek_key, game, seats, rated, player, name, rating, lowest, highest, bots_after, created"
STALE = 10.0  # seconds after which any instance makes the match of a table paired but not started
KEPT = 86_400.0  # seconds a settled request is kept: its requester may still read its seat a day later
SHUFFLE = SystemRandom()
GLICKO_RD = 350.0  # Glicko-2's initial deviation: the windows' points are Glicko-2's


@dataclass(frozen=True)
class SeekRow:
    """An open request as stored (``key`` is the JSON of what must match)."""

    id: str
    key: str
    game: str
    seats: int
    rated: bool
    player: str | None
    name: str
    rating: float | None
    lowest: float | None
    highest: float | None
    bots_after: float | None
    created: float


@dataclass(frozen=True)
class SeekStatus:
    """A request as its requester reads it: once paired, its match, seat and seat token."""

    row: SeekRow
    status: str
    match_id: str | None
    seat: int | None
    seat_token: str | None
    started: bool


@dataclass(frozen=True)
class Sitter:
    """One seat of a paired table: a requester's (``name``, ``player``, seat token) or a bot's
    (``level``: its level, None for the game's default)."""

    seat: int
    name: str
    player: str | None
    seat_token: str | None
    level: BotLevel | None = None


@dataclass(frozen=True)
class PairedTable:
    """A table to make a match of: its id, its key (``SeekKey``'s JSON) and every seat; a rematch
    keeps its match's ``abandon`` and spectators' ``delay`` too."""

    match_id: str
    key: str
    sitters: list[Sitter]
    abandon: Abandonment | None = None
    delay: SpectatorDelay | None = None


def row_of(values: tuple[Any, ...]) -> SeekRow:
    id_, key, game, seats, rated, player, name, rating, lowest, highest, bots_after, created = values
    return SeekRow(id_, key, game, seats, bool(rated), player, name, rating, lowest, highest, bots_after, created)


def seek_of(row: SeekRow) -> Seek:
    return Seek(
        id=row.id,
        key=row.key,
        seats=row.seats,
        since=row.created,
        player=row.player,
        rating=row.rating,
        lowest=row.lowest,
        highest=row.highest,
        bots_after=row.bots_after,
        scale=ENGINES[SYSTEMS[row.game]].initial.deviation / GLICKO_RD,
    )


def seat_names(names: list[str | None]) -> list[str]:
    """Each seat's name: a requester's own, a bot's ``bot N``; one that looks like a name given
    before at the table (``domain.names.looks_alike``: ``Alice`` and Cyrillic ``Аlice``) takes
    its seat's number after it, as a claim of a look-alike name in a match is refused."""
    given: list[str] = []
    for seat, name in enumerate(names):
        wanted = f"bot {seat + 1}" if name is None else name
        while any(looks_alike(wanted, other) for other in given):
            wanted = f"{wanted} {seat + 1}"
        given.append(wanted)
    return given


class SeekBook:
    """The requests to play of every instance on the store."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.lock_rows = " FOR UPDATE SKIP LOCKED" if isinstance(tables, PgTables) else ""

    @classmethod
    def of(cls, settings: Settings) -> SeekBook:
        return cls(tables_for(settings, SCHEMA))

    def close(self) -> None:
        self.tables.close()

    @contextmanager
    def _transaction(self) -> Iterator[Run]:
        """A transaction, a store that does not answer being 503."""
        try:
            with self.tables.transaction() as run:
                yield run
        except STORE_ERRORS as error:
            raise Unavailable("store_unavailable", "The event store cannot be reached; try again.") from error

    def add(self, row: SeekRow) -> str:
        """Store an open request; the token that reads and cancels it (shown once)."""
        token = "igs_" + new_token()[0]
        with self._transaction() as run:
            run(
                f"INSERT INTO igroteka_seeks ({COLUMNS}, secret_hash, status)"
                " VALUES ({p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, 'open')",
                row.id,
                row.key,
                row.game,
                row.seats,
                int(row.rated),
                row.player,
                row.name,
                row.rating,
                row.lowest,
                row.highest,
                row.bots_after,
                row.created,
                hash_token(token),
            )
        return token

    def open(self, game: str | None, limit: int) -> list[SeekRow]:
        """The open requests, oldest first (of one game, if named)."""
        where = "status = 'open'" + ("" if game is None else " AND game = {p}")
        with self._transaction() as run:
            rows = run(
                f"SELECT {COLUMNS} FROM igroteka_seeks WHERE {where} ORDER BY created, id LIMIT {int(limit)}",
                *([] if game is None else [game]),
            )
        return [row_of(r) for r in rows]

    def status(self, seek_id: str, token: str) -> SeekStatus:
        """The request as its requester sees it (``seek_not_found``; ``bad_token`` for another token)."""
        with self._transaction() as run:
            rows = run(
                f"SELECT {COLUMNS}, secret_hash, status, match_id, seat, seat_token, started"
                " FROM igroteka_seeks WHERE id = {p}",
                seek_id,
            )
        if not rows:
            raise NotFound("seek_not_found", "No such request to play.")
        values = rows[0]
        if not secrets.compare_digest(values[12], hash_token(token)):
            raise Unauthorized("bad_token", "This is not the token of this request to play.")
        status, match_id, seat, seat_token, started = values[13:]
        return SeekStatus(row_of(values[:12]), status, match_id, seat, seat_token, bool(started))

    def cancel(self, seek_id: str, token: str) -> None:
        """Cancel an open request (``seek_paired`` once paired: its match stands)."""
        self.status(seek_id, token)
        with self._transaction() as run:
            done = run(
                "UPDATE igroteka_seeks SET status = 'cancelled', closed = {p} WHERE id = {p} AND status = 'open'"
                " RETURNING id",
                time.time(),
                seek_id,
            )
            if not done:
                state = run("SELECT status FROM igroteka_seeks WHERE id = {p}", seek_id)[0][0]
                if state == "paired":
                    raise Conflict("seek_paired", "This request to play is paired already: play its match.")

    def pair(self, now: float, timeout: float) -> list[str]:
        """One pairing pass: expire the requests older than ``timeout`` seconds, group the rest
        into tables and mark each table's rows paired with a new match id, seats shuffled; the
        new match ids."""
        made: list[str] = []
        with self._transaction() as run:
            rows = [
                row_of(r)
                for r in run(
                    f"SELECT {COLUMNS} FROM igroteka_seeks WHERE status = 'open' ORDER BY created{self.lock_rows}"
                )
            ]
            fresh = [row for row in rows if timeout <= 0 or row.created >= now - timeout]
            for row in rows:
                if row not in fresh:
                    run("UPDATE igroteka_seeks SET status = 'expired', closed = {p} WHERE id = {p}", now, row.id)
            by_id = {row.id: row for row in fresh}
            for people, bots in tables([seek_of(row) for row in fresh], now):
                match_id = str(uuid.uuid4())
                order: list[str | None] = [seek.id for seek in people] + [None] * bots
                SHUFFLE.shuffle(order)
                names = seat_names([None if sid is None else by_id[sid].name for sid in order])
                bot_seats = [seat for seat, sid in enumerate(order) if sid is None]
                for seat, sid in enumerate(order):
                    if sid is not None:
                        run(
                            "UPDATE igroteka_seeks SET status = 'paired', match_id = {p}, seat = {p},"
                            " seat_token = {p}, name = {p}, bots = {p}, closed = {p} WHERE id = {p}",
                            match_id,
                            seat,
                            new_token()[0],
                            names[seat],
                            json.dumps([[bot, names[bot]] for bot in bot_seats]),
                            now,
                            sid,
                        )
                made.append(match_id)
        return made

    def unstarted(self, mine: list[str], now: float) -> list[PairedTable]:
        """The tables paired but whose match is not made yet: ``mine`` (this instance's pass just
        paired them) and any paired over ``STALE`` seconds ago (their instance stopped)."""
        with self._transaction() as run:
            rows = run(
                "SELECT match_id, seek_key, seat, name, player, seat_token, bots, closed FROM igroteka_seeks"
                " WHERE status = 'paired' AND started = 0 ORDER BY match_id, seat"
            )
        found: dict[str, PairedTable] = {}
        for match_id, key, seat, name, player, seat_token, bots, closed in rows:
            if match_id not in mine and closed > now - STALE:
                continue
            table = found.setdefault(match_id, PairedTable(match_id, key, []))
            table.sitters.append(Sitter(seat, name, player, seat_token))
            if len(table.sitters) == 1:
                table.sitters.extend(Sitter(bot, bot_name, None, None) for bot, bot_name in json.loads(bots))
        for table in found.values():
            table.sitters.sort(key=lambda s: s.seat)
        return list(found.values())

    def forget(self, now: float) -> int:
        """Delete the requests settled over ``KEPT`` seconds ago (cancelled, expired, or paired with
        their match made); how many."""
        with self._transaction() as run:
            gone = run(
                "DELETE FROM igroteka_seeks WHERE status <> 'open' AND (status <> 'paired' OR started = 1)"
                " AND closed < {p} RETURNING id",
                now - KEPT,
            )
        return len(gone)

    def started(self, match_id: str) -> None:
        with self._transaction() as run:
            run("UPDATE igroteka_seeks SET started = 1 WHERE match_id = {p}", match_id)
