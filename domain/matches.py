"""The match service: creates, joins, starts and plays matches on the event store (DESIGN §5).

Thread-safe and synchronous (eventsourcing is synchronous): the server calls it from worker
threads. Each match has a lock; a cache keeps matches in memory and a command costs one decide
and one INSERT transaction. Another process may have appended meanwhile: reads fast-forward from
the store, and a conflicting append evicts the cached match and answers ``Conflict``.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
import threading
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from random import Random
from typing import Any
from urllib.parse import unquote, urlsplit
from uuid import UUID

import msgspec
from eventsourcing.application import AggregateNotFoundError, Application
from eventsourcing.persistence import IntegrityError, OperationalError, PersistenceError

from domain.engine import IllegalMove, Rules, decision_rng
from domain.errors import Conflict, Forbidden, Invalid, MatchError, NotFound, Unauthorized, Unavailable
from domain.games import GAMES
from domain.match import Match


def store_env(database_url: str | None, sqlite_path: str = "var/igroteka.sqlite") -> dict[str, str]:
    """eventsourcing settings for a PostgreSQL URL, or the embedded SQLite file."""
    if not database_url:
        Path(sqlite_path).parent.mkdir(parents=True, exist_ok=True)
        return {"PERSISTENCE_MODULE": "eventsourcing.sqlite", "SQLITE_DBNAME": sqlite_path}
    if database_url.startswith("sqlite:///"):
        return store_env(None, database_url.removeprefix("sqlite:///"))
    url = urlsplit(database_url)
    if url.scheme not in ("postgresql", "postgres"):
        raise ValueError(f"unsupported database URL scheme {url.scheme!r}")
    return {
        "PERSISTENCE_MODULE": "eventsourcing.postgres",
        "POSTGRES_DBNAME": url.path.lstrip("/") or "postgres",
        "POSTGRES_HOST": url.hostname or "127.0.0.1",
        "POSTGRES_PORT": str(url.port or 5432),
        "POSTGRES_USER": unquote(url.username or "postgres"),
        "POSTGRES_PASSWORD": unquote(url.password or ""),
        "POSTGRES_CONNECT_TIMEOUT": os.environ.get("IGROTEKA_DB_CONNECT_TIMEOUT", "2"),
        "POSTGRES_POOL_SIZE": os.environ.get("IGROTEKA_DB_POOL_SIZE", "8"),
        "POSTGRES_MAX_OVERFLOW": os.environ.get("IGROTEKA_DB_MAX_OVERFLOW", "8"),
        "POSTGRES_PRE_PING": "y",
    }


class Igroteka(Application[UUID]):
    """The eventsourcing application holding every match (tables ``igroteka_events`` ...)."""


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> tuple[str, str]:
    """A 256-bit bearer token and the hash that is stored instead of it."""
    token = secrets.token_urlsafe(32)
    return token, hash_token(token)


@dataclass(frozen=True)
class Caller:
    """Who a bearer token names in one match: a seat, the organiser, or nobody."""

    seat: int | None = None
    organiser: bool = False


@dataclass(frozen=True)
class MoveResult:
    version: int
    first: int
    seat: int


RETRIES = 3


class MatchService:
    """Commands and reads over matches; safe to call from many threads."""

    def __init__(self, env: dict[str, str], cache_size: int = 10_000) -> None:
        self.app = Igroteka(env=env)
        self._cache: OrderedDict[UUID, Match] = OrderedDict()
        self._cache_size = cache_size
        self._locks: dict[UUID, threading.RLock] = {}
        self._guard = threading.Lock()

    def close(self) -> None:
        self.app.close()

    # -- loading -------------------------------------------------------------------------

    @contextmanager
    def _locked(self, match_id: UUID) -> Iterator[None]:
        with self._guard:
            lock = self._locks.setdefault(match_id, threading.RLock())
        with lock:
            yield

    @contextmanager
    def _store(self) -> Iterator[None]:
        try:
            yield
        except IntegrityError:
            raise
        except (OperationalError, PersistenceError) as error:
            raise Unavailable("store_unavailable", "The event store cannot be reached; try again shortly.") from error

    def _load(self, match_id: UUID, fresh: bool = True) -> Match:
        """The match from the cache or rebuilt from its events; ``fresh`` also reads what other
        processes appended since. Commands skip that read: a stale match fails to append."""
        with self._store():
            match = self._cache.get(match_id)
            if match is None:
                try:
                    match = self.app.repository.get(match_id)
                except AggregateNotFoundError:
                    raise NotFound("match_not_found", f"No match {match_id}.") from None
            elif fresh:
                for domain_event in self.app.events.get(match_id, gt=match.version):
                    domain_event.mutate(match)
        self._remember(match)
        return match

    def _remember(self, match: Match) -> None:
        with self._guard:
            self._cache[match.id] = match
            self._cache.move_to_end(match.id)
            while len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)

    def _forget(self, match_id: UUID) -> None:
        with self._guard:
            self._cache.pop(match_id, None)

    def _save(self, match: Match) -> None:
        """Append the match's pending events in one transaction, or evict it and say why."""
        try:
            with self._store():
                self.app.save(match)
        except IntegrityError:
            self._forget(match.id)
            current = self._load(match.id).version
            raise Conflict("version_conflict", "The match moved on; reload and retry.", version=current) from None
        except Unavailable:
            self._forget(match.id)
            raise

    def get(self, match_id: UUID) -> Match:
        with self._locked(match_id):
            return self._load(match_id)

    @contextmanager
    def reading(self, match_id: UUID) -> Iterator[Match]:
        """Hold the match's lock while a projection reads it."""
        with self._locked(match_id):
            yield self._load(match_id)

    # -- commands ------------------------------------------------------------------------

    def create(self, game: str, options: dict[str, Any], seats: int, bots: list[int]) -> tuple[Match, str]:
        rules = game_rules(game)
        decoded = decode_options(rules, options)
        if seats not in rules.players:
            raise Invalid("bad_seats", f"{rules.id} is played by {rules.players.start}–{rules.players.stop - 1} seats.")
        if any(not 0 <= b < seats for b in bots) or len(set(bots)) != len(bots):
            raise Invalid("bad_bots", "Bot seats must be distinct seat numbers of this match.")
        try:
            rules.setup(decoded, seats, Random(0))
        except IllegalMove as error:
            raise Invalid(error.code, error.message) from None
        token, token_hash = new_token()
        match = Match(
            game=game,
            options=msgspec.to_builtins(decoded),
            rules_version=rules.version,
            seats=seats,
            secret=secrets.token_hex(32),
            organiser_hash=token_hash,
            bots=sorted(bots),
        )
        if not match.free_seats():
            self._begin(match)
        with self._locked(match.id):
            self._save(match)
            self._remember(match)
        return match, token

    def claim(self, match_id: UUID, seat: int | None, name: str) -> tuple[Match, int, str]:
        with self._locked(match_id):
            match = self._load(match_id)
            free = match.free_seats()
            if match.started or not free:
                raise Conflict("match_full", "This match has no free seat.", version=match.version)
            if seat is None:
                seat = free[0]
            elif not 0 <= seat < match.seats:
                raise Invalid("bad_seat", f"Seats are numbered 0–{match.seats - 1}.")
            elif seat not in free:
                raise Conflict("seat_taken", f"Seat {seat} is taken.", version=match.version)
            token, token_hash = new_token()
            match.claim_seat(seat=seat, name=name, token_hash=token_hash)
            if not match.free_seats():
                self._begin(match)
            self._save(match)
            return match, seat, token

    def start(self, match_id: UUID, token: str | None) -> Match:
        with self._locked(match_id):
            match = self._load(match_id)
            if not self.caller(match, token).organiser:
                raise Forbidden("not_organiser", "Only the organiser token can start this match.")
            if match.started:
                raise Conflict("already_started", "The match has already started.", version=match.version)
            if match.free_seats():
                raise Conflict("seats_free", "Every seat must be claimed before the start.", version=match.version)
            self._begin(match)
            self._save(match)
            return match

    def _begin(self, match: Match) -> None:
        match.start()
        rules = match.rules
        facts = rules.setup(decode_options(rules, match.options), match.seats, decision_rng(match.secret, 0))
        for fact in facts:
            match.add_fact(seat=None, fact=msgspec.to_builtins(fact))

    def move(
        self, match_id: UUID, token: str | None, move_id: str, move: Any, expected_version: int | None
    ) -> MoveResult:
        """Play a move on the cached match: one decide, one INSERT.

        The cache may be behind another process's appends, so a refusal is only final once
        checked on a fresh read; a lost append race is decided again on the new state (unless
        the client pinned ``expected_version``: then the conflict is its own to resolve).
        """
        with self._locked(match_id):
            for attempt in range(RETRIES):
                match = self._load(match_id, fresh=attempt > 0)
                try:
                    return self._play(match, self.seat_of(match, token), move_id, move, expected_version)
                except (IllegalMove, MatchError) as error:
                    retry = attempt == 0 or (
                        isinstance(error, Conflict) and error.code == "version_conflict" and expected_version is None
                    )
                    if not retry or attempt == RETRIES - 1:
                        raise
        raise AssertionError("unreachable")

    def seat_of(self, match: Match, token: str | None) -> int:
        seat = self.caller(match, token).seat
        if seat is None:
            raise Forbidden("no_seat", "Only a seat token can make moves in this match.")
        return seat

    def _play(self, match: Match, seat: int, move_id: str, move: Any, expected_version: int | None) -> MoveResult:
        encoded = msgspec.to_builtins(move)
        done = match.moves.get(move_id)
        if done is not None:
            if done.seat != seat or done.move != encoded:
                raise Conflict("move_id_reused", "This move_id was used for another move.", version=match.version)
            return MoveResult(version=done.last, first=done.first, seat=seat)
        if match.status != "running":
            raise Conflict(f"match_{match.status}", f"The match is {match.status}.", version=match.version)
        if expected_version is not None and expected_version != match.version:
            raise Conflict("version_conflict", "The match moved on; reload and retry.", version=match.version)
        if seat not in match.to_act:
            raise IllegalMove("not_your_turn", f"Seat {seat} may not move now.")
        facts = match.rules.decide(match.state, seat, move, decision_rng(match.secret, match.version))
        try:
            match.record_move(seat=seat, move_id=move_id, move=encoded, facts=len(facts))
            for fact in facts:
                match.add_fact(seat=seat, fact=msgspec.to_builtins(fact))
            if (outcome := match.outcome) is not None:
                match.finish(outcome=msgspec.to_builtins(outcome))
        except Exception:
            self._forget(match.id)  # half-applied events must not stay in the cache
            raise
        self._save(match)
        record = match.moves[move_id]
        return MoveResult(version=match.version, first=record.first, seat=seat)

    def bot_move(self, match_id: UUID) -> int | None:
        """Let one bot that is to act play a random legal move; the new version, or None."""
        with self._locked(match_id):
            match = self._load(match_id)
            if match.status != "running":
                return None
            bots = sorted(set(match.bot_seats()) & match.to_act)
            if not bots:
                return None
            rng = decision_rng(match.secret, -match.version)
            seat = rng.choice(bots)
            move = rng.choice(match.rules.legal_moves(match.state, seat))
            return self._play(match, seat, f"bot-{match.version}", move, None).version

    def history(self, match_id: UUID) -> list[Any]:
        """Every stored event of a match, oldest first, with its timestamp (for the record)."""
        with self._store():
            events = list(self.app.events.get(match_id))
        if not events:
            raise NotFound("match_not_found", f"No match {match_id}.")
        return events

    # -- identity ------------------------------------------------------------------------

    def caller(self, match: Match, token: str | None) -> Caller:
        """The seat or organiser a token names; no token is a spectator; a wrong one is refused."""
        if token is None:
            return Caller()
        token_hash = hash_token(token)
        if hmac.compare_digest(token_hash, match.organiser_hash):
            return Caller(organiser=True)
        for n, holder in enumerate(match.holders):
            if holder is not None and not holder.bot and hmac.compare_digest(token_hash, holder.token_hash):
                return Caller(seat=n)
        raise Unauthorized("bad_token", "This token belongs to no seat of this match.")


def game_rules(game: str) -> Rules[Any]:
    try:
        return GAMES[game]
    except KeyError:
        raise NotFound("game_not_found", f"No game {game!r}; see /api/v1/games.") from None


def decode_options(rules: Rules[Any], options: dict[str, Any]) -> Any:
    try:
        return msgspec.convert(options, rules.Options)
    except msgspec.ValidationError as error:
        raise Invalid("bad_options", f"Invalid options for {rules.id}: {error}") from None
