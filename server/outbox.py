"""The outbox: every notice the stored events call for, as rows beside the store, derived from the
event log in order, and the deliveries the dispatcher (``server.dispatcher``) makes of them.

``Outbox.derive`` reads the notification log after the position derived up to and turns each
event into its notices (``projections.notices``); then one transaction locks the one row holding
that position (``FOR UPDATE SKIP LOCKED`` on PostgreSQL; ``BEGIN IMMEDIATE`` on SQLite), checks it
has not moved, inserts the notices (``ON CONFLICT (key) DO NOTHING``) and moves it on, all
committed together; an instance that finds it moved or held stores nothing and reads again. A crash before the commit leaves the position where
it was and no row; after it, both: so no notice is lost and none is made twice, and since only
the holder of the position row inserts, notice ids are in commit order, which the player stream
reads as a gap-free sequence.

An event's notices compare how its match stood right after it with how it stood just before.
Both are read from the match service's ``Standings``, kept where this process applied the events
to its cached match (its own commits, and other processes' appends to the matches it follows);
when either is not kept (a match created or read cold, another process's match, forgotten), the
derivation folds its own copy of the match (an LRU of at most ``notice_matches``), loading a match
it has not kept from the store at the version before the event. Either way the notices are the
same. It reads the log only as far as this process's log follower has folded it, so the ratings a
rated match's end made are known.

An event of a match no player account ever held a seat of (``PlayerMatches``, fed by the same
follower, so it has seen every event the derivation reads) makes no notice, and is passed over
from its notification alone: not decoded, not folded. With several worker processes most matches
are another worker's, whose standings are not kept here: each of their events cost a fold (the
game's rules applied to a copy of the match) on every worker (docs/architecture.md §41).
"""

from __future__ import annotations

import logging
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from uuid import UUID

import msgspec
from eventsourcing.application import Application

from igroteka.domain.match import Match
from igroteka.domain.standing import Standing, Standings, standing
from igroteka.domain.topics import event_topics
from igroteka.domain.tournament import Tournament
from igroteka.projections.held_seats import PlayerMatches
from igroteka.projections.notices import (
    Moment,
    Notice,
    match_notices,
    moment,
    moment_of,
    paired_notices,
    players_of,
    rating_notices,
    started,
    tour_notices,
)
from igroteka.projections.ratings import Ratings
from igroteka.server.accounts import STORE_ERRORS, PgTables, Run, Tables
from igroteka.server.config import Settings
from igroteka.server.seekbook import SCHEMA as SEEKS_SCHEMA
from igroteka.server.store import store_env

log = logging.getLogger("igroteka.outbox")

TABLES = """
CREATE TABLE IF NOT EXISTS igroteka_notices (
  id {serial}, key TEXT NOT NULL UNIQUE, player TEXT NOT NULL, kind TEXT NOT NULL, body TEXT NOT NULL,
  position BIGINT NOT NULL, created DOUBLE PRECISION NOT NULL, fanned INTEGER NOT NULL DEFAULT 0,
  lease DOUBLE PRECISION NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS igroteka_notices_player ON igroteka_notices (player, id);
CREATE INDEX IF NOT EXISTS igroteka_notices_unfanned ON igroteka_notices (id) WHERE fanned = 0;
CREATE TABLE IF NOT EXISTS igroteka_notice_position (id INTEGER PRIMARY KEY, position BIGINT NOT NULL);
INSERT INTO igroteka_notice_position (id, position) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
CREATE TABLE IF NOT EXISTS igroteka_deliveries (
  id {serial}, notice BIGINT NOT NULL, channel TEXT NOT NULL, target TEXT NOT NULL, status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0, due DOUBLE PRECISION NOT NULL, lease DOUBLE PRECISION NOT NULL DEFAULT 0,
  UNIQUE (notice, channel, target));
CREATE INDEX IF NOT EXISTS igroteka_deliveries_due ON igroteka_deliveries (due) WHERE status = 'pending';
CREATE TABLE IF NOT EXISTS igroteka_delivery_log (
  id {serial}, delivery BIGINT NOT NULL, channel TEXT NOT NULL, target TEXT NOT NULL, notice_key TEXT NOT NULL,
  kind TEXT NOT NULL, attempt INTEGER NOT NULL, at DOUBLE PRECISION NOT NULL, result TEXT NOT NULL,
  detail TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS igroteka_delivery_log_target ON igroteka_delivery_log (channel, target, id);
CREATE INDEX IF NOT EXISTS igroteka_notices_created ON igroteka_notices (created);
CREATE INDEX IF NOT EXISTS igroteka_deliveries_ended ON igroteka_deliveries (due) WHERE status <> 'pending';
CREATE INDEX IF NOT EXISTS igroteka_delivery_log_at ON igroteka_delivery_log (at);
"""
PG_SERIAL = "BIGSERIAL PRIMARY KEY"
SQLITE_SERIAL = "INTEGER PRIMARY KEY AUTOINCREMENT"
BATCH = 500  # notifications derived in one transaction
ENCODER = msgspec.json.Encoder()
MATCH_TOPICS = event_topics(Match)  # a stored event of a match, known by its notification's topic


def outbox_tables(settings: Settings) -> Tables:
    """The outbox's tables (and the seeks', which a quick-play start reads) in the store."""
    from igroteka.server.accounts import SqliteTables

    store = store_env(settings.database_url, settings.sqlite_path)
    if "SQLITE_DBNAME" in store:
        return SqliteTables(store["SQLITE_DBNAME"], SEEKS_SCHEMA + TABLES.format(serial=SQLITE_SERIAL))
    return PgTables(
        settings.database_url or "", settings.store_deadline, SEEKS_SCHEMA + TABLES.format(serial=PG_SERIAL)
    )


class NoticeRow(msgspec.Struct, frozen=True):
    """A stored notice: its ``id`` (the player stream's sequence) and the notice."""

    id: int
    created: float
    notice: Notice


def notice_of(body: str) -> Notice:
    return msgspec.json.decode(body, type=Notice)  # type: ignore[arg-type]


def insert(run: Run, notice: Notice, position: int, now: float) -> int:
    """Store one notice (caused at log ``position``; 0: not by the log); 1 if it is new, else 0."""
    inserted = run(
        "INSERT INTO igroteka_notices (key, player, kind, body, position, created)"
        " VALUES ({p}, {p}, {p}, {p}, {p}, {p}) ON CONFLICT (key) DO NOTHING RETURNING id",
        notice.key,
        notice.player,
        notice.__struct_config__.tag,
        ENCODER.encode(notice).decode(),
        position,
        now,
    )
    return len(inserted)


def put(run: Run, notices: list[Notice], wait: str) -> int:
    """Store notices no event of the log causes in the caller's transaction (``run``) on the store's
    database, the position row locked first (``wait``: the store's row lock, empty on SQLite, whose
    ``BEGIN IMMEDIATE`` holds every row), so notice ids stay in commit order; how many were new."""
    run(f"SELECT position FROM igroteka_notice_position WHERE id = 1{wait}")
    now = time.time()
    return sum(insert(run, notice, 0, now) for notice in notices)


class Outbox:
    """Derives the notices of the log into the outbox, one transaction a pass (blocking)."""

    def __init__(
        self,
        tables: Tables,
        app: Application[Any],
        ratings: Ratings,
        reached: Callable[[], int],
        kept: int,
        standings: Standings | None = None,
        players: PlayerMatches | None = None,
    ) -> None:
        self.tables = tables
        self.app = app
        self.ratings = ratings  # this process's fold: a rated match's update once its end is folded
        self.reached = reached  # how far this process's log follower has folded the log
        self.lock = " FOR UPDATE SKIP LOCKED" if isinstance(tables, PgTables) else ""
        self.wait = " FOR UPDATE" if isinstance(tables, PgTables) else ""
        self.matches: OrderedDict[UUID, Match] = OrderedDict()  # running matches folded, least recent first
        self.kept = kept  # at most this many
        # how the match service's matches stood after each event it applied (None: fold every event)
        self.standings = Standings(0) if standings is None else standings
        # the matches a player claimed a seat of, as far as ``reached`` (None: every match may have one)
        self.players = players
        self.passed_over = 0  # events of matches without a player, neither decoded nor folded (for tests)
        self.known = 0  # events whose notices were derived from the standings kept (counted, for tests)
        self.made = 0  # notices this process inserted (counted, for the log and tests)
        self.passed = 0  # the position as last read or moved here: it only moves on, so never below

    @contextmanager
    def transaction(self) -> Iterator[Run]:
        with self.tables.transaction() as run:
            yield run

    def derive(self) -> int:
        """One pass: the notices of the log after the derived position, up to what this process has
        folded, inserted with the position moved on; how many events were read (0 when nothing new
        was stored, or another instance moved the position meanwhile). The events are read and
        folded outside the transaction, which only checks the position, inserts and moves it: so
        it holds no lock while matches are loaded (on SQLite, the store's one writer waits for it).
        Nothing is read while this process has folded no further than the position last seen: the
        position only moves on, so it still covers all of that (an idle pass makes no query)."""
        upto = self.reached()
        if upto <= self.passed:
            return 0
        try:
            with self.transaction() as run:
                position = int(run("SELECT position FROM igroteka_notice_position WHERE id = 1")[0][0])
            self.passed = max(self.passed, position)
            if position >= upto:
                return 0
            limit = min(BATCH, upto - position)
            notifications = self.app.recorder.select_notifications(start=position + 1, limit=limit, stop=upto)
            found: list[tuple[int, Notice]] = []
            for notification in notifications:
                found.extend((notification.id, notice) for notice in self.notices_stored(notification))
            made = self.store(position, notifications[-1].id, found) if notifications else None
        except STORE_ERRORS:
            log.warning("notices not derived: the store did not answer")
            return 0
        if made is None:
            return 0
        self.passed = notifications[-1].id
        self.made += made
        return len(notifications)

    def store(self, position: int, last: int, found: list[tuple[int, Notice]]) -> int | None:
        """Insert the notices and move the position from ``position`` to ``last``, in one
        transaction; None (nothing stored) when the position is no longer ``position``, or another
        instance holds it now; else how many notices were new."""
        with self.transaction() as run:
            held = run(f"SELECT position FROM igroteka_notice_position WHERE id = 1{self.lock}")
            if not held or int(held[0][0]) != position:
                return None
            now = time.time()
            made = sum(insert(run, notice, number, now) for number, notice in found)
            run("UPDATE igroteka_notice_position SET position = {p} WHERE id = 1", last)
        return made

    def put(self, run: Run, notices: list[Notice]) -> int:
        """Store notices that no event of the log causes (a challenge's row, a reminder's schedule)
        in the caller's own transaction on the store's database (``run``: its statements), so they
        commit with what causes them. The position row is locked first, waiting for a derivation
        in progress, so notice ids stay in commit order; how many were new (a key stored already
        stores nothing)."""
        return put(run, notices, self.wait)

    def notices_stored(self, notification: Any) -> list[Notice]:
        """The notices of a stored event (its notification): a match's from how it stood after the
        event and before it, when both are kept, without decoding the event (the notification
        names its match and version); else from the event decoded (``notices_of``). A match's event
        of which no player account held a seat makes none: passed over unread."""
        match_id, version = notification.originator_id, notification.originator_version
        if self.players is not None and match_id not in self.players and notification.topic in MATCH_TOPICS:
            self.passed_over += 1
            self.matches.pop(match_id, None)
            return []
        after = self.standings.get(match_id, version)
        before = self.standings.get(match_id, version - 1) if after is not None and version > 1 else None
        if after is not None and (version == 1 or before is not None):
            return self.from_kept(after, before)
        return self.notices_of(self.app.mapper.to_domain_event(notification))

    def notices_of(self, event: Any) -> list[Notice]:
        if isinstance(event, Match.Event):
            return self.of_match(event)
        if type(event) is Tournament.TourStarted:
            tournament = self.app.repository.get(event.originator_id, version=event.originator_version)
            return tour_notices(tournament)
        return []

    def seeks_of(self, match_id: UUID) -> dict[int, str]:
        """The quick-play requests seated at a match, by seat (none: not a quick-play match)."""
        with self.transaction() as run:
            rows = run("SELECT seat, id FROM igroteka_seeks WHERE match_id = {p}", str(match_id))
        return {int(seat): str(seek) for seat, seek in rows}

    def of_match(self, event: Any) -> list[Notice]:
        """The notices a match's event makes: from how the match stood after it and before it,
        if both are kept; else from the derivation's own fold of the match."""
        match_id, version = event.originator_id, event.originator_version
        after = self.standings.get(match_id, version)
        before = self.standings.get(match_id, version - 1) if version > 1 else None
        if after is None or (version > 1 and before is None):
            return self.folded(event)
        return self.from_kept(after, before)

    def from_kept(self, after: Standing, before: Standing | None) -> list[Notice]:
        """The notices of a match's event from the standings kept after it and before it (None:
        the match's first event)."""
        self.known += 1
        self.matches.pop(after.id, None)  # its fold, if any, is behind from here
        return self.notices(after, Moment() if before is None else moment_of(before))

    def folded(self, event: Any) -> list[Notice]:
        """The notices of a match's event, the derivation's copy of the match folded to it."""
        match_id, version = event.originator_id, event.originator_version
        match = self.matches.get(match_id)
        if match is None or match.version != version - 1:
            match = self.app.repository.get(match_id, version=version - 1) if version > 1 else None
        before = moment(match) if match is not None else Moment()
        match = event.mutate(match)
        assert match is not None
        found = self.notices(standing(match), before)
        self.matches.pop(match_id, None)
        if match.status not in ("finished", "cancelled", "expired"):
            self.matches[match_id] = match
            while len(self.matches) > self.kept:
                self.matches.popitem(last=False)
        return found

    def notices(self, after: Standing, before: Moment) -> list[Notice]:
        """The notices of a match's event (``after``: how the match stood after it, ``before``:
        just before it), with a quick-play start's and a rated end's."""
        found = match_notices(after, before)
        if started(after) and players_of(after):  # a quick-play start tells players only: no query without one
            found.extend(paired_notices(after, self.seeks_of(after.id)))
        if after.outcome is not None and not before.over and after.rated:
            _, update = self.ratings.settled(str(after.id))
            if update is not None:
                found.extend(rating_notices(update))
        return found

    def after(self, player: str, after: int, upto: int, limit: int = 500) -> list[NoticeRow]:
        """The player's notices after id ``after`` up to ``upto``, oldest first (blocking)."""
        with self.transaction() as run:
            rows = run(
                "SELECT id, created, body FROM igroteka_notices WHERE player = {p} AND id > {p} AND id <= {p}"
                " ORDER BY id LIMIT {p}",
                player,
                after,
                upto,
                limit,
            )
        return [NoticeRow(int(i), float(c), notice_of(b)) for i, c, b in rows]

    def newer(self, after: int, limit: int = 1000) -> list[tuple[int, str, float, str]]:
        """Every notice after id ``after`` (id, player, created, body), oldest first (blocking)."""
        with self.transaction() as run:
            rows = run(
                "SELECT id, player, created, body FROM igroteka_notices WHERE id > {p} ORDER BY id LIMIT {p}",
                after,
                limit,
            )
        return [(int(i), str(p), float(c), str(b)) for i, p, c, b in rows]

    def last(self) -> int:
        """The newest notice's id (0: none yet)."""
        with self.transaction() as run:
            rows = run("SELECT MAX(id) FROM igroteka_notices")
        return int(rows[0][0] or 0)

    def close(self) -> None:
        self.tables.close()
