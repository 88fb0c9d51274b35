"""The tables of what one person offers another beside the event store: direct challenges,
invitations to a seat and rematches (``server/challenges.py``, ``invitations.py``,
``rematches.py``), and ``igroteka_offer_events``, where each change that should tell someone is
written in the same transaction as the change itself.

An offer event is one row: its ``kind`` (``OfferKind``), the offer it is about (``subject``), when
(``at``), the player it is for (None for a guest seat, which only its match and seat name) and,
where there is one, the match and seat. Nothing else writes them.

What the person on the other side of a step must hear of it is a notice (``projections.notices``:
``challenge_received`` … ``rematch_started``), which the books store in the outbox (``notify``) in
the same transaction as the step and its offer event: a crash neither loses nor invents one, and
the player stream, webhooks and Web Push deliver it as any notice. The outbox's tables are made by
the notices' own parts (``server/outbox.py``), which the hub starts before any route runs.

Blocking: the server calls it from worker threads.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Literal

from igroteka.domain.errors import Unavailable
from igroteka.projections.notices import Notice
from igroteka.server.accounts import STORE_ERRORS, PgTables, Run, Tables, tables_for
from igroteka.server.config import Settings
from igroteka.server.outbox import put

SCHEMA = """
CREATE TABLE IF NOT EXISTS igroteka_challenges (
  id TEXT PRIMARY KEY, challenger TEXT NOT NULL, challenged TEXT NOT NULL, game TEXT NOT NULL,
  seek_key TEXT NOT NULL, seat INTEGER, created DOUBLE PRECISION NOT NULL, expires DOUBLE PRECISION NOT NULL,
  status TEXT NOT NULL, closed DOUBLE PRECISION, match_id TEXT, started INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS igroteka_challenges_sent ON igroteka_challenges (challenger, created);
CREATE INDEX IF NOT EXISTS igroteka_challenges_received ON igroteka_challenges (challenged, created);
CREATE INDEX IF NOT EXISTS igroteka_challenges_open ON igroteka_challenges (expires) WHERE status = 'open';
CREATE TABLE IF NOT EXISTS igroteka_invitations (
  id TEXT PRIMARY KEY, code_hash TEXT NOT NULL UNIQUE, match_id TEXT NOT NULL, seat INTEGER NOT NULL,
  creator TEXT, creator_seat INTEGER, created DOUBLE PRECISION NOT NULL, expires DOUBLE PRECISION NOT NULL,
  status TEXT NOT NULL, closed DOUBLE PRECISION, used_by TEXT);
CREATE INDEX IF NOT EXISTS igroteka_invitations_match ON igroteka_invitations (match_id, created);
CREATE TABLE IF NOT EXISTS igroteka_rematches (
  id TEXT PRIMARY KEY, match_id TEXT NOT NULL, offered_by INTEGER NOT NULL, needed TEXT NOT NULL,
  accepted TEXT NOT NULL, created DOUBLE PRECISION NOT NULL, expires DOUBLE PRECISION NOT NULL,
  status TEXT NOT NULL, closed DOUBLE PRECISION, rematch_id TEXT, seating TEXT NOT NULL,
  started INTEGER NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX IF NOT EXISTS igroteka_rematches_one ON igroteka_rematches (match_id)
  WHERE status IN ('open', 'accepted');
CREATE TABLE IF NOT EXISTS igroteka_offer_events (
  id TEXT PRIMARY KEY, kind TEXT NOT NULL, subject TEXT NOT NULL, at DOUBLE PRECISION NOT NULL,
  player TEXT, match_id TEXT, seat INTEGER);
CREATE INDEX IF NOT EXISTS igroteka_offer_events_player ON igroteka_offer_events (player, at);
CREATE INDEX IF NOT EXISTS igroteka_offer_events_match ON igroteka_offer_events (match_id, at);
"""

OfferKind = Literal[
    "challenge_received",  # for the challenged player
    "challenge_accepted",  # for the challenger: its match (``match_id``) has started
    "challenge_declined",  # for the challenger
    "challenge_cancelled",  # for the challenged player
    "challenge_expired",  # for the challenger: no answer came in time
    "invitation_used",  # for its creator (a player, or the seat that made it): someone took the seat
    "rematch_offered",  # for each other person's seat of the finished match
    "rematch_declined",  # for the seat that offered it
    "rematch_started",  # for every person's seat: ``match_id`` and ``seat`` are the rematch's
]


def offer_tables(settings: Settings) -> Tables:
    """The offers' tables in the store: its SQLite file, or its PostgreSQL database."""
    return tables_for(settings, SCHEMA)


def row_lock(tables: Tables) -> str:
    """What locks the rows a SELECT reads until the transaction ends (SQLite's ``BEGIN IMMEDIATE``
    already lets one writer in at a time)."""
    return " FOR UPDATE" if isinstance(tables, PgTables) else ""


@contextmanager
def transaction(tables: Tables) -> Iterator[Run]:
    """A transaction, a store that does not answer being 503."""
    try:
        with tables.transaction() as run:
            yield run
    except STORE_ERRORS as error:
        raise Unavailable("store_unavailable", "The event store cannot be reached; try again.") from error


@contextmanager
def reading(tables: Tables) -> Iterator[Run]:
    """Reads outside a transaction (on SQLite, without taking the writers' lock), a store that does
    not answer being 503."""
    try:
        with tables.reading() as run:
            yield run
    except STORE_ERRORS as error:
        raise Unavailable("store_unavailable", "The event store cannot be reached; try again.") from error


def tell(
    run: Run,
    kind: OfferKind,
    subject: str,
    at: float,
    player: str | None,
    match_id: str | None = None,
    seat: int | None = None,
) -> None:
    """Write an offer event in the transaction of ``run``: it commits with the change it tells of."""
    run(
        "INSERT INTO igroteka_offer_events (id, kind, subject, at, player, match_id, seat)"
        " VALUES ({p}, {p}, {p}, {p}, {p}, {p}, {p})",
        str(uuid.uuid4()),
        kind,
        subject,
        at,
        player,
        match_id,
        seat,
    )


def notify(run: Run, lock: str, notices: list[Notice]) -> None:
    """Store a step's notices in the outbox in the transaction of ``run`` (``lock``: ``row_lock`` of
    the tables), so they commit with the step, or not at all; each once by its key."""
    if notices:
        put(run, notices, lock)
