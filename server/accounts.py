"""Player accounts in tables beside the event store (issue 37): the players and their names, their
tokens, the external identities linked to them and the seats they hold.

Every instance on one PostgreSQL reads and writes the same rows, so an account made on one is
known to all at once; the embedded store keeps them in its SQLite file. A display name's two
look-alike keys (``domain.players.account_name``) are unique columns, so two instances can never
both give out names that look alike. Tokens are found by their public id and checked by the hash
of their secret, compared in constant time. ``igroteka_player_seats`` is the index of who holds
which seat: the seats claimed with a player token and the guest seats a player claimed later; a
player's lists are read from it by player, newest first, never by scanning matches.

Blocking: the server calls it from worker threads.
"""

from __future__ import annotations

import sqlite3
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from typing import Any, Protocol

import psycopg
from psycopg_pool import PoolTimeout

from igroteka.domain.errors import Conflict, NotFound, Unauthorized, Unavailable
from igroteka.domain.players import (
    AccountName,
    Cursor,
    PlayerToken,
    account_name,
    check_label,
    new_player_token,
    secret_matches,
    split_token,
)
from igroteka.domain.tokens import PlayerKey
from igroteka.server.config import Settings
from igroteka.server.store import store_env
from igroteka.server.store.side import SideTable

SCHEMA = """
CREATE TABLE IF NOT EXISTS igroteka_players (
  id TEXT PRIMARY KEY, name TEXT NOT NULL, written TEXT UNIQUE, folded TEXT UNIQUE,
  created DOUBLE PRECISION NOT NULL, deleted DOUBLE PRECISION);
CREATE TABLE IF NOT EXISTS igroteka_player_tokens (
  id TEXT PRIMARY KEY, player TEXT NOT NULL, secret_hash TEXT NOT NULL, label TEXT NOT NULL,
  created DOUBLE PRECISION NOT NULL, last_used DOUBLE PRECISION);
CREATE INDEX IF NOT EXISTS igroteka_player_tokens_player ON igroteka_player_tokens (player);
CREATE TABLE IF NOT EXISTS igroteka_player_subjects (
  issuer TEXT NOT NULL, subject TEXT NOT NULL, player TEXT NOT NULL, PRIMARY KEY (issuer, subject));
CREATE INDEX IF NOT EXISTS igroteka_player_subjects_player ON igroteka_player_subjects (player);
CREATE TABLE IF NOT EXISTS igroteka_player_seats (
  player TEXT NOT NULL, match_id TEXT NOT NULL, seat INTEGER NOT NULL, since DOUBLE PRECISION NOT NULL,
  linked INTEGER NOT NULL, PRIMARY KEY (player, match_id), UNIQUE (match_id, seat));
CREATE INDEX IF NOT EXISTS igroteka_player_seats_recent ON igroteka_player_seats (player, since, match_id);
"""
# A seat's match is marked ``ended`` once "my games" finds it over, so the player's live seats are
# read from an index of their own, whatever the length of their history (a store made before the
# column gets it here; its rows are marked as "my games" meets them).
ENDED = "ALTER TABLE igroteka_player_seats ADD COLUMN {exists}ended DOUBLE PRECISION;"
LIVE_INDEX = """
CREATE INDEX IF NOT EXISTS igroteka_player_seats_live ON igroteka_player_seats (player, since, match_id)
  WHERE ended IS NULL;
"""
MAX_TOKENS = 20  # a player's tokens at once: one a device or app
USED_EVERY = 60.0  # seconds: a token's last use is written at most this often
CHUNK = 500  # token ids or seat rows a statement names at most
TOKENS_GONE = "igroteka_tokens_gone"  # the channel a deletion of player tokens NOTIFYs, naming their ids
# PostgreSQL: every deleted player token (revoked, rotated away, its account deleted, or by hand)
# NOTIFYs its id at the commit, so every instance closes the streams opened with it (server.revocation)
TOKEN_GONE = f"""
CREATE OR REPLACE FUNCTION igroteka_token_gone() RETURNS trigger LANGUAGE plpgsql AS
  $$ BEGIN PERFORM pg_notify('{TOKENS_GONE}', OLD.id); RETURN NULL; END $$;
CREATE OR REPLACE TRIGGER igroteka_token_gone AFTER DELETE ON igroteka_player_tokens
  FOR EACH ROW EXECUTE FUNCTION igroteka_token_gone();
"""
SUFFIXES = range(2, 10)  # a signed-in subject whose name is taken gets the first free "name N"

Run = Callable[..., list[tuple[Any, ...]]]  # one statement ({p} placeholders) and its parameters: its rows


class Tables(Protocol):
    def transaction(self) -> AbstractContextManager[Run]:
        """A transaction: its statements commit together when the block ends, or none do."""
        ...

    def reading(self) -> AbstractContextManager[Run]:
        """Reads, each statement on its own (no transaction to open and commit around it)."""
        ...

    def close(self) -> None: ...


# the accounts' tables on PostgreSQL, the seat index's `ended` column added to a table made before it
PG_SCHEMA = SCHEMA + ENDED.format(exists="IF NOT EXISTS ") + LIVE_INDEX + TOKEN_GONE


def live_seats(conn: sqlite3.Connection) -> None:
    """The seat index's ``ended`` column (added to a table made before it) and its live rows' index."""
    if "ended" not in {row[1] for row in conn.execute("PRAGMA table_info(igroteka_player_seats)")}:
        conn.execute(ENDED.format(exists=""))
    conn.executescript(LIVE_INDEX)


class PgTables:
    """The account tables on PostgreSQL, made on first use."""

    def __init__(self, url: str, timeout: float, schema: str = SCHEMA) -> None:
        self.table = SideTable(url, timeout, PG_SCHEMA if schema == SCHEMA else schema)

    @contextmanager
    def transaction(self) -> Iterator[Run]:
        with self.table.connection() as conn, conn.transaction():
            yield pg_run(conn)

    @contextmanager
    def reading(self) -> Iterator[Run]:
        """On the pool's autocommit connection a statement is one round trip, not three."""
        with self.table.connection() as conn:
            yield pg_run(conn)

    def close(self) -> None:
        self.table.close()


def pg_run(conn: psycopg.Connection[Any]) -> Run:
    def run(sql: str, *params: Any) -> list[tuple[Any, ...]]:
        cursor = conn.execute(sql.format(p="%s"), params)  # type: ignore[call-overload]
        return cursor.fetchall() if cursor.description else []

    return run


class SqliteTables:
    """The account tables in the embedded store's file: one process serves it, one connection will do."""

    def __init__(self, path: str, schema: str = SCHEMA) -> None:
        self.lock = threading.Lock()
        self.conn = sqlite3.connect(path, check_same_thread=False, isolation_level=None, timeout=5)
        self.conn.executescript(schema)
        if schema == SCHEMA:
            live_seats(self.conn)

    @contextmanager
    def transaction(self) -> Iterator[Run]:
        with self.lock:
            conn = self.conn
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield lambda sql, *params: conn.execute(sql.format(p="?"), params).fetchall()
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")

    @contextmanager
    def reading(self) -> Iterator[Run]:
        """Without BEGIN IMMEDIATE: a read need not wait for, nor hold off, the store's writers."""
        with self.lock:
            yield lambda sql, *params: self.conn.execute(sql.format(p="?"), params).fetchall()

    def close(self) -> None:
        self.conn.close()


def tables_for(settings: Settings, schema: str = SCHEMA) -> Tables:
    """The tables of ``schema`` in the store: its SQLite file, or its PostgreSQL database."""
    store = store_env(settings.database_url, settings.sqlite_path)
    if "SQLITE_DBNAME" in store:
        return SqliteTables(store["SQLITE_DBNAME"], schema)
    return PgTables(settings.database_url or "", settings.store_deadline, schema)


@dataclass(frozen=True)
class PlayerRow:
    id: str
    name: str
    created: float


@dataclass(frozen=True)
class TokenRow:
    id: str
    label: str
    created: float
    last_used: float | None


@dataclass(frozen=True)
class SeatRow:
    match_id: str
    seat: int
    since: float
    linked: bool


STORE_ERRORS = (psycopg.OperationalError, psycopg.InterfaceError, PoolTimeout, sqlite3.OperationalError)
TAKEN = (psycopg.errors.UniqueViolation, sqlite3.IntegrityError)


class Accounts:
    """Players, their tokens, linked identities and seats (blocking: call it from worker threads)."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self._used: dict[str, float] = {}  # token id -> when this process last wrote its use

    @classmethod
    def of(cls, settings: Settings) -> Accounts:
        return cls(tables_for(settings))

    def close(self) -> None:
        self.tables.close()

    @contextmanager
    def transaction(self, read: bool = False) -> Iterator[Run]:
        """A transaction (``read``: reads, each on its own), a store that does not answer being 503."""
        try:
            with self.tables.reading() if read else self.tables.transaction() as run:
                yield run
        except STORE_ERRORS as error:
            raise Unavailable("store_unavailable", "The event store cannot be reached; try again.") from error

    # -- players --------------------------------------------------------------------------------

    def register(self, name: str, label: str) -> tuple[PlayerRow, TokenRow, PlayerToken]:
        """A new player of that display name and its first token (``label``); a name that looks
        like another account's is refused (409 ``name_taken``)."""
        label = check_label(label)
        player, token = self._create(account_name(name), label)
        return player, TokenRow(token.id, label, player.created, None), token

    def player_for_subject(self, issuer: str, subject: str, name: str) -> tuple[str, str | None]:
        """The player linked to the external identity ``(issuer, subject)``, made (named ``name``,
        or ``name 2`` … ``name 9`` when that is taken) and linked on its first sign-in: its id, and
        the new player's first token (None when the player already existed)."""
        linked = self.linked(issuer, subject)
        if linked is not None:
            return linked, None
        wanted = account_name(name)
        for candidate in [wanted, *(account_name(f"{wanted.name[:29]} {n}") for n in SUFFIXES)]:
            try:
                player, token = self._create(candidate, check_label(f"sign-in: {issuer}"[:64]), (issuer, subject))
            except Conflict as taken:
                if taken.code == "subject_linked":  # another request linked it first
                    linked = self.linked(issuer, subject)
                    if linked is not None:
                        return linked, None
                if taken.code != "name_taken":
                    raise
                continue
            return player.id, token.token
        raise Conflict("name_taken", f"The name {wanted.name!r} is taken (or one that looks like it).")

    def linked(self, issuer: str, subject: str) -> str | None:
        """The player linked to the external identity ``(issuer, subject)``; None before its first sign-in."""
        with self.transaction() as run:
            rows = run(
                "SELECT player FROM igroteka_player_subjects WHERE issuer = {p} AND subject = {p}", issuer, subject
            )
        return rows[0][0] if rows else None

    def _create(
        self, name: AccountName, label: str, subject: tuple[str, str] | None = None
    ) -> tuple[PlayerRow, PlayerToken]:
        player = PlayerRow(str(uuid.uuid4()), name.name, time.time())
        token = new_player_token()
        try:
            with self.transaction() as run:
                taken = run(
                    "SELECT 1 FROM igroteka_players WHERE written = {p} OR folded = {p}", name.written, name.folded
                )
                if taken:
                    raise Conflict("name_taken", f"The name {name.name!r} is taken (or one that looks like it).")
                if subject is not None and run(
                    "SELECT 1 FROM igroteka_player_subjects WHERE issuer = {p} AND subject = {p}", *subject
                ):
                    raise Conflict("subject_linked", "This identity is linked to a player already.")
                run(
                    "INSERT INTO igroteka_players (id, name, written, folded, created) VALUES ({p}, {p}, {p}, {p}, {p})",
                    player.id,
                    player.name,
                    name.written,
                    name.folded,
                    player.created,
                )
                if subject is not None:
                    run(
                        "INSERT INTO igroteka_player_subjects (issuer, subject, player) VALUES ({p}, {p}, {p})",
                        *subject,
                        player.id,
                    )
                self._insert_token(run, player.id, token, label, player.created)
        except TAKEN:  # another instance took a look-alike name (or linked the subject) meanwhile
            if subject is not None and self.linked(*subject) is not None:
                raise Conflict("subject_linked", "This identity is linked to a player already.") from None
            raise Conflict("name_taken", f"The name {name.name!r} is taken (or one that looks like it).") from None
        return player, token

    def player(self, player_id: str) -> PlayerRow:
        """A player that exists (``player_not_found`` otherwise, deleted ones included)."""
        with self.transaction(read=True) as run:
            rows = run("SELECT id, name, created FROM igroteka_players WHERE id = {p} AND deleted IS NULL", player_id)
        if not rows:
            raise NotFound("player_not_found", "No such player.")
        return PlayerRow(*rows[0])

    def names(self, player_ids: list[str]) -> dict[str, str]:
        """The display names of those of the players that exist, in one query by their ids (a
        leaderboard page's, at most a few hundred)."""
        if not player_ids:
            return {}
        marks = ", ".join("{p}" for _ in player_ids)
        with self.transaction(read=True) as run:
            rows = run(f"SELECT id, name FROM igroteka_players WHERE id IN ({marks}) AND deleted IS NULL", *player_ids)
        return {str(pid): str(name) for pid, name in rows}

    def delete(self, player_id: str) -> None:
        """Delete the account: its name (freed for others), tokens, linked identities and seat
        index rows go; the id stays, marked deleted, so it is never given out again."""
        with self.transaction() as run:
            run(
                "UPDATE igroteka_players SET name = '', written = NULL, folded = NULL, deleted = {p} WHERE id = {p}",
                time.time(),
                player_id,
            )
            for table in ("igroteka_player_tokens", "igroteka_player_subjects", "igroteka_player_seats"):
                run(f"DELETE FROM {table} WHERE player = {{p}}", player_id)

    # -- tokens ---------------------------------------------------------------------------------

    @staticmethod
    def _insert_token(run: Run, player_id: str, token: PlayerToken, label: str, created: float) -> None:
        run(
            "INSERT INTO igroteka_player_tokens (id, player, secret_hash, label, created) VALUES ({p}, {p}, {p}, {p}, {p})",
            token.id,
            player_id,
            token.secret_hash,
            label,
            created,
        )

    def authenticate(self, token: str) -> str:
        """The player a player token names (its last use noted), or 401 ``bad_token``."""
        parts = split_token(token)
        if parts is None:
            raise Unauthorized("bad_token", "This is not a player token.")
        token_id, secret = parts
        with self.transaction(read=True) as run:
            rows = run(
                "SELECT t.player, t.secret_hash FROM igroteka_player_tokens t JOIN igroteka_players p"
                " ON p.id = t.player WHERE t.id = {p} AND p.deleted IS NULL",
                token_id,
            )
        stored = rows[0][1] if rows else None
        if not secret_matches(secret, stored):
            raise Unauthorized("bad_token", "This player token is unknown or revoked.")
        self._note_use(token_id)
        return str(rows[0][0])

    def _note_use(self, token_id: str) -> None:
        now = time.time()
        if now - self._used.get(token_id, 0.0) < USED_EVERY:
            return
        with self.transaction() as run:
            run(
                "UPDATE igroteka_player_tokens SET last_used = {p} WHERE id = {p}"
                " AND (last_used IS NULL OR last_used < {p})",
                now,
                token_id,
                now - USED_EVERY,
            )
        if len(self._used) > 100_000:
            self._used.clear()
        self._used[token_id] = now

    def key(self, token: str, match_id: uuid.UUID) -> PlayerKey:
        """What a player token stands for in one match: its player and the guest seats of that
        match the player claimed."""
        player = self.authenticate(token)
        with self.transaction(read=True) as run:
            rows = run(
                "SELECT seat FROM igroteka_player_seats WHERE player = {p} AND match_id = {p} AND linked = 1",
                player,
                str(match_id),
            )
        return PlayerKey(player, frozenset(int(row[0]) for row in rows))

    def tokens(self, player_id: str) -> list[TokenRow]:
        with self.transaction(read=True) as run:
            rows = run(
                "SELECT id, label, created, last_used FROM igroteka_player_tokens WHERE player = {p}"
                " ORDER BY created, id",
                player_id,
            )
        return [TokenRow(*row) for row in rows]

    def issue(self, player_id: str, label: str) -> tuple[TokenRow, PlayerToken]:
        """Another token for the player (at most ``MAX_TOKENS`` at once)."""
        label = check_label(label)
        token, now = new_player_token(), time.time()
        with self.transaction() as run:
            (count,) = run("SELECT COUNT(*) FROM igroteka_player_tokens WHERE player = {p}", player_id)[0]
            if count >= MAX_TOKENS:
                raise Conflict("too_many_tokens", f"A player holds at most {MAX_TOKENS} tokens; revoke one first.")
            self._insert_token(run, player_id, token, label, now)
        return TokenRow(token.id, label, now, None), token

    def revoke(self, player_id: str, token_id: str) -> None:
        """Revoke one of the player's tokens (not the last: the account would be out of reach)."""
        with self.transaction() as run:
            ids = [row[0] for row in run("SELECT id FROM igroteka_player_tokens WHERE player = {p}", player_id)]
            if token_id not in ids:
                raise NotFound("token_not_found", "This player has no token of that id.")
            if len(ids) == 1:
                raise Conflict("last_token", "This is the player's last token: issue another before revoking it.")
            run("DELETE FROM igroteka_player_tokens WHERE id = {p}", token_id)

    def rotate(self, player_id: str, token_id: str) -> tuple[TokenRow, PlayerToken]:
        """Replace one of the player's tokens by a new one of the same label: the old stops working."""
        token, now = new_player_token(), time.time()
        with self.transaction() as run:
            rows = run("SELECT label FROM igroteka_player_tokens WHERE id = {p} AND player = {p}", token_id, player_id)
            if not rows:
                raise NotFound("token_not_found", "This player has no token of that id.")
            run("DELETE FROM igroteka_player_tokens WHERE id = {p}", token_id)
            self._insert_token(run, player_id, token, rows[0][0], now)
        return TokenRow(token.id, rows[0][0], now, None), token

    # -- seats ----------------------------------------------------------------------------------

    def hold(self, player_id: str, match_id: uuid.UUID, seat: int, linked: bool) -> None:
        """Index a seat the player holds: claimed with their token (maybe indexed from the log
        already: no conflict), or (``linked``) a guest seat of theirs claimed with its seat token."""
        try:
            with self.transaction() as run:
                run(
                    "INSERT INTO igroteka_player_seats (player, match_id, seat, since, linked)"
                    " VALUES ({p}, {p}, {p}, {p}, {p})" + ("" if linked else " ON CONFLICT DO NOTHING"),
                    player_id,
                    str(match_id),
                    seat,
                    time.time(),
                    int(linked),
                )
        except TAKEN:
            raise Conflict("seat_held", "A player holds this seat, or this player holds one of this match.") from None

    def all_seats(self, player_id: str) -> list[SeatRow]:
        """Every seat the player holds, newest claim first."""
        with self.transaction() as run:
            rows = run(
                "SELECT match_id, seat, since, linked FROM igroteka_player_seats WHERE player = {p}"
                " ORDER BY since DESC, match_id DESC",
                player_id,
            )
        return [SeatRow(str(m), int(s), float(t), bool(k)) for m, s, t, k in rows]

    def seats(self, player_id: str, after: Cursor | None, limit: int) -> list[SeatRow]:
        """The player's seats, newest claim first, from after the cursor on."""
        return self._seats("", player_id, after, limit)

    def live_seats(self, player_id: str, after: Cursor | None, limit: int) -> list[SeatRow]:
        """``seats`` but for those whose match is marked ended (``ended``): read from their own index."""
        return self._seats(" AND ended IS NULL", player_id, after, limit)

    def _seats(self, only: str, player_id: str, after: Cursor | None, limit: int) -> list[SeatRow]:
        with self.transaction(read=True) as run:
            if after is None:
                rows = run(
                    f"SELECT match_id, seat, since, linked FROM igroteka_player_seats WHERE player = {{p}}{only}"
                    " ORDER BY since DESC, match_id DESC LIMIT {p}",
                    player_id,
                    limit,
                )
            else:
                rows = run(
                    f"SELECT match_id, seat, since, linked FROM igroteka_player_seats WHERE player = {{p}}{only}"
                    " AND (since < {p} OR (since = {p} AND match_id < {p}))"
                    " ORDER BY since DESC, match_id DESC LIMIT {p}",
                    player_id,
                    after.since,
                    after.since,
                    after.match_id,
                    limit,
                )
        return [SeatRow(str(m), int(s), float(t), bool(k)) for m, s, t, k in rows]

    def ended(self, match_ids: list[str], at: float) -> None:
        """Mark the seats of these matches, each over for good (finished, cancelled or expired), as
        ended: they leave ``live_seats``. Any instance may mark a match again; the first mark stays."""
        with self.transaction() as run:
            for first in range(0, len(match_ids), 100):  # one statement a hundred matches
                some = match_ids[first : first + 100]
                marks = ", ".join(["{p}"] * len(some))
                run(
                    f"UPDATE igroteka_player_seats SET ended = {{p}} WHERE ended IS NULL AND match_id IN ({marks})",
                    at,
                    *some,
                )
