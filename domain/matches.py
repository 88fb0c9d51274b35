"""The matches of one process: the eventsourcing application that stores them, and the service that
creates matches, runs commands on them and reads them.

The service composes the parts that do the work, each in a module of its own: the repository
(``domain.repository``: the cache, snapshots, cold loads, other processes' appends, the store's
circuit breaker), the per-match serialiser (``domain.serialiser``: the command and read locks,
the gates of appends in flight), the runner of commands (``domain.commands``: the one way a
stored match changes, moves included) over a writer of the commit protocol (``domain.writer``),
and the token checks (``domain.tokens``). Thread-safe and synchronous (eventsourcing is
synchronous): the server calls it from worker threads, and ``move_soon`` from its event loop.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from random import Random
from typing import Any
from uuid import RFC_4122, UUID, uuid4

import msgspec
from eventsourcing.application import Application
from eventsourcing.domain import Aggregate
from eventsourcing.persistence import IntegrityError, Recording

from igroteka.domain.abandon import Abandonment
from igroteka.domain.bots import BotLevel, default_level, levels_of
from igroteka.domain.cache import MatchCache
from igroteka.domain.clocks import TimeControl
from igroteka.domain.commands import CACHED, PINNED, RETRIED, BotPlay, Commands, MoveResult, Pending, Play, Resume
from igroteka.domain.delay import SpectatorDelay
from igroteka.domain.engine import IllegalMove, Rules, decision_rng
from igroteka.domain.errors import Conflict, Forbidden, Invalid, NotFound, seats_are
from igroteka.domain.games import GAMES
from igroteka.domain.legal import LegalLists
from igroteka.domain.match import Match
from igroteka.domain.names import check_unique, normalise_name
from igroteka.domain.repository import SNAPSHOT_EVERY, Followed, MatchRepository
from igroteka.domain.serialiser import Serialiser
from igroteka.domain.timeline import released_at
from igroteka.domain.tokens import Bearer, Caller, claim_token, new_token
from igroteka.domain.topics import register_earlier_topics
from igroteka.domain.tournament import Tournament
from igroteka.domain.writer import GroupWriter, Post, Saved, Writer, tell


class Igroteka(Application[UUID]):
    """The eventsourcing application holding every match (tables ``igroteka_events`` ...)."""

    def __init__(self, env: dict[str, str] | None = None) -> None:
        register_earlier_topics(Match, Tournament)
        super().__init__(env=env)

    def append(self, *events: Any) -> list[Recording[UUID]]:
        """Store domain events in one transaction: ``save`` for events alone. ``save`` asks of
        each object whether it is an event or an aggregate with typing's runtime protocol checks,
        a fifth of the group writer's time."""
        return self.events.put(events)


BotRequest = dict[int, BotLevel | None]  # bot seat -> its level, None for the game's default
WriterOf = Callable[[Igroteka, GroupWriter, Saved], Writer]  # a writer made from the store, its fallback, its ``saved``


class MatchService:
    """Creates matches, runs commands on them and reads them; safe to call from many threads.

    What the server gives it, at construction: ``recorded``, told of our commits' recordings (the
    log follower, to skip reading them back); ``followed``, the matches whose other processes'
    appends the repository applies to the cache; ``new_id``, a new match's id (several workers:
    the one placing it); ``writer``, the writer its commands commit with, made from the store and
    the group writer (on PostgreSQL the server's loop writer; the group writer by default)."""

    def __init__(
        self,
        env: dict[str, str],
        cache: MatchCache | None = None,
        snapshot_every: int = SNAPSHOT_EVERY,
        *,
        recorded: Saved | None = None,
        followed: Followed | None = None,
        new_id: Callable[[], UUID] = uuid4,
        writer: WriterOf | None = None,
    ) -> None:
        self.app = Igroteka(env=env)
        self.recorded = recorded
        self.writer = GroupWriter(self.app.append, saved=self.recordings_saved)  # commits concurrent appends together
        self.new_id = new_id
        self.locks = Serialiser()
        cache = cache or MatchCache(matches=10_000, events=2_000_000, idle=3600.0)
        self.repository = MatchRepository(self.app, self.locks, cache, snapshot_every, followed)
        commits = self.writer if writer is None else writer(self.app, self.writer, self.recordings_saved)
        self.commands = Commands(self.repository, self.locks, commits)
        self.legal = LegalLists()  # each seat's legal moves at a position, listed for its frames, read by its move
        # Reads are the repository's own methods (bound here: no call in between on the event loop).
        self.probe = self.repository.probe
        self.stored = self.repository.stored
        self.history = self.repository.history
        self.get = self.repository.get
        self.reading = self.repository.reading
        self.peeking = self.repository.peeking
        self.has_bots = self.repository.has_bots
        self.bot_pace = self.repository.bot_pace

    def close(self) -> None:
        self.writer.close()
        self.repository.close()
        self.app.close()

    def recordings_saved(self, recordings: Sequence[Any], wait: bool = True) -> bool:
        """Hand our committed events to ``recorded``, as ``domain.writer.tell`` does."""
        return tell(self.recorded, recordings, wait)

    @property
    def healthy(self) -> bool:
        """Whether the store is taken to answer (the repository's circuit breaker is closed)."""
        return self.repository.healthy

    @healthy.setter
    def healthy(self, healthy: bool) -> None:
        self.repository.healthy = healthy

    # -- new matches -------------------------------------------------------------------------

    def create(
        self,
        game: str,
        options: dict[str, Any],
        seats: int,
        bots: BotRequest,
        clock: TimeControl | None = None,
        abandon: Abandonment | None = None,
        delay: SpectatorDelay | None = None,
        rated: bool = False,
        bot_delay: float | None = None,
    ) -> tuple[Match, str]:
        token, token_hash = new_token()
        match = new_match(
            game,
            options,
            seats,
            bots,
            token_hash,
            clock,
            abandon,
            delay,
            match_id=self.new_id(),
            rated=rated,
            bot_delay=bot_delay,
        )
        if not match.free_seats():
            trigger(match, begin(match))
        self.commit(match)
        return match, token

    def seated(
        self,
        game: str,
        options: dict[str, Any],
        holders: list[tuple[str, str]],
        organiser_hash: str,
        clock: TimeControl | None = None,
        abandon: Abandonment | None = None,
        delay: SpectatorDelay | None = None,
        checked: bool = False,
        table: dict[str, Any] | None = None,
        rated: bool = False,
        players: Sequence[str | None] = (),
    ) -> Match:
        """A started match whose seats are held by ``(name, token_hash)`` pairs in seat order, not
        saved yet: the caller commits it with whatever belongs to the same transaction.
        ``checked``: the caller has already checked the game, options and seat count; ``table``:
        the tournament table it is (see ``Match``); ``players``: the account of each seat, in seat
        order (None, or none given: a guest's)."""
        match = new_match(
            game,
            options,
            len(holders),
            {},
            organiser_hash,
            clock,
            abandon,
            delay,
            checked,
            match_id=self.new_id(),
            table=table,
            rated=rated,
        )
        accounts = list(players) or [None] * len(holders)
        for seat, ((name, token_hash), player) in enumerate(zip(holders, accounts, strict=True)):
            match.claim_seat(seat=seat, name=name, token_hash=token_hash, level=None, player=player)
        trigger(match, begin(match))
        return match

    def seated_many(
        self,
        game: str,
        options: dict[str, Any],
        tables: list[list[tuple[str, str]]],
        organiser_hash: str,
        clock: TimeControl | None = None,
        abandon: Abandonment | None = None,
        delay: SpectatorDelay | None = None,
        tour: tuple[str, int] | None = None,
        rated: bool = False,
        players: Sequence[Sequence[str | None]] = (),
    ) -> list[Match]:
        """``seated`` for every table of a tour, not saved yet; each table size is checked once
        (not once per table), so each table's setup runs once: the one its match starts with.
        ``tour``: the tournament's id and the tour's number, which each match names with its table;
        ``players``: each table's accounts in seat order (as ``seated``)."""
        rules = game_rules(game)
        decoded = decode_options(rules, options)
        for size in sorted({len(holders) for holders in tables}):
            check_seats(rules, decoded, size)
        return [
            self.seated(
                game,
                options,
                holders,
                organiser_hash,
                clock,
                abandon,
                delay,
                checked=True,
                table=None if tour is None else {"tournament": tour[0], "tour": tour[1], "table": n},
                rated=rated,
                players=players[n - 1] if players else (),
            )
            for n, holders in enumerate(tables, start=1)
        ]

    def commit(self, *aggregates: Aggregate) -> None:
        """Append new or changed aggregates in one transaction; a lost append race is a Conflict."""
        try:
            with self.repository.guard():
                recordings = self.app.save(*aggregates)
        except IntegrityError:
            raise Conflict("version_conflict", "Someone else changed this meanwhile; reload and retry.") from None
        self.recordings_saved(recordings)
        for aggregate in aggregates:
            if isinstance(aggregate, Match):
                self.repository.remember(aggregate)

    # -- commands: each a decision run by ``commands`` ---------------------------------------

    def claim(
        self, match_id: UUID, seat: int | None, name: str, player: str | None = None, claim_id: UUID | None = None
    ) -> tuple[Match, int, str]:
        """Seat a person (``Claim``): decided on the cached match, with no read of the store. The
        cache may be behind another instance's appends (a seat taken there, or this claim's own
        first try), so a refusal is only final once checked on a fresh read, and a lost append race
        is decided again on the new state."""
        claim = Claim(match_id, seat, name, player, claim_id)
        return self.commands.run(match_id, None, claim, RETRIED), claim.taken, claim.token

    def fill(self, match_id: UUID, token: str | None, bots: BotRequest) -> Match:
        """The organiser seats server bots (every free seat when ``bots`` names none), at the
        levels named or the game's default; a match with no free seat left starts."""

        def decide(match: Match, who: Caller) -> Pending:
            if not who.organiser:
                raise Forbidden("not_organiser", "Only the organiser token can seat bots.")
            not_cancelled(match)
            if match.started:
                raise Conflict("already_started", "The match has already started.", version=match.version)
            if match.rated:
                raise Invalid("rated_with_bots", "A rated match is played by people only: seat no bots in it.")
            free = match.free_seats()
            levels = bot_levels(match.game, match.seats, bots or dict.fromkeys(free))
            taken = sorted(set(levels) - set(free))
            if taken:
                raise Conflict("seat_taken", f"Seat {taken[0] + 1} is taken.", seat=taken[0], version=match.version)
            pending: Pending = [
                (
                    Match.SeatClaimed,
                    {"seat": seat, "name": f"bot {seat + 1}", "token_hash": "", "level": level, "player": None},
                )
                for seat, level in sorted(levels.items())
            ]
            if set(free) <= set(levels):
                pending += begin(match)
            return pending

        return self.commands.run(match_id, token, decide)

    def start(self, match_id: UUID, token: str | None) -> Match:
        def decide(match: Match, who: Caller) -> Pending:
            if not who.organiser:
                raise Forbidden("not_organiser", "Only the organiser token can start this match.")
            not_cancelled(match)
            if match.started:
                raise Conflict("already_started", "The match has already started.", version=match.version)
            if match.free_seats():
                raise Conflict("seats_free", "Every seat must be claimed before the start.", version=match.version)
            return begin(match)

        return self.commands.run(match_id, token, decide)

    def move(self, match_id: UUID, token: Bearer, move_id: str, move: Any, expected_version: int | None) -> MoveResult:
        """Play a move on the cached match: one decide, one INSERT (in a worker thread).

        The cache may be behind another process's appends, so a refusal is only final once
        checked on a fresh read; a lost append race is decided again on the new state (unless
        the client pinned ``expected_version``: then the conflict is its own to resolve).
        """
        play = Play(move_id, move, expected_version, self.legal)
        match = self.commands.run(match_id, token, play, RETRIED if expected_version is None else PINNED)
        return play.result(match)

    def move_soon(
        self,
        match_id: UUID,
        token: Bearer,
        move_id: str,
        move: Any,
        expected_version: int | None,
        post: Post,
        resume: Resume,
    ) -> bool:
        """Play a move without blocking, on the event loop: False when ``move`` must play it in a
        worker thread instead (``Commands.run_soon`` says when, and how ``resume`` is called)."""
        return self.commands.run_soon(match_id, token, Play(move_id, move, expected_version, self.legal), post, resume)

    def bot_move(self, match_id: UUID) -> int | None:
        """Let one bot that is to act play a move of its level; the new version, or None."""
        bot = BotPlay()
        match = self.commands.run(match_id, None, bot, CACHED)
        return None if bot.decided is None else match.version


class Claim:
    """A person's claim of a seat as a command; ``player``: the account they claim it with, which
    holds one seat a match at most. With the client's ``claim_id`` it is idempotent: the seat's
    token is derived from the key (``claim_token``), so a retry finds the seat it took by the
    token's hash, appends nothing and answers the same seat and token; the same key with another
    name, seat or player is refused (claim_id_reused)."""

    def __init__(self, match_id: UUID, seat: int | None, name: str, player: str | None, claim_id: UUID | None) -> None:
        if claim_id is not None and (claim_id.version != 4 or claim_id.variant != RFC_4122):
            raise Invalid("bad_claim_id", "A claim_id is a random UUID (version 4): it keeps the seat's token secret.")
        self.seat, self.name, self.player, self.keyed = seat, name, player, claim_id is not None
        self.token, self.token_hash = new_token() if claim_id is None else claim_token(claim_id, match_id)
        self.taken = -1

    def __call__(self, match: Match, who: Caller) -> Pending:
        held = self.held(match)
        if held is not None:
            return self.again(match, held)
        self.taken = taken = free_seat(match, self.seat)
        normalised = normalise_name(self.name)
        check_unique(normalised, [h.name for h in match.holders if h is not None], match.version)
        if self.player is not None and any(h is not None and h.player == self.player for h in match.holders):
            raise Conflict("player_seated", "This player already holds a seat of this match.", version=match.version)
        claim = {"seat": taken, "name": normalised, "token_hash": self.token_hash, "level": None, "player": self.player}
        pending: Pending = [(Match.SeatClaimed, claim)]
        if match.free_seats() == [taken]:
            pending += begin(match)
        return pending

    def held(self, match: Match) -> int | None:
        """The seat this claim's key took already, if any."""
        if not self.keyed:
            return None
        for n, holder in enumerate(match.holders):
            if holder is not None and hmac.compare_digest(holder.token_hash, self.token_hash):
                return n
        return None

    def again(self, match: Match, seat: int) -> Pending:
        """A retried claim: nothing to append, if it asks what the first one did."""
        holder = match.holders[seat]
        assert holder is not None
        if holder.name != normalise_name(self.name) or holder.player != self.player or self.seat not in (None, seat):
            raise Conflict("claim_id_reused", "This claim_id was used for another claim.", version=match.version)
        self.taken = seat
        return []


def begin(match: Match) -> Pending:
    """The event that starts a match, carrying the game's setup facts."""
    rules = match.rules
    facts = rules.setup(decode_options(rules, match.options), match.seats, decision_rng(match.secret, 0))
    return [(Match.Started, {"facts": msgspec.to_builtins(facts)})]


def trigger(match: Match, pending: Pending) -> None:
    """Trigger events on a match that is not shared yet (a new one, before its first save)."""
    for cls, kwargs in pending:
        match.trigger_event(cls, **kwargs)


def free_seat(match: Match, seat: int | None) -> int:
    """The seat a claim takes: the one asked for, or the first free one."""
    free = match.free_seats()
    if match.started and match.spectators is not None:  # the caller is nobody yet: told what spectators see
        raise Conflict("match_full", "This match has no free seat.", version=released_at(match, datetime.now(UTC)))
    not_cancelled(match)
    if match.started or not free:
        raise Conflict("match_full", "This match has no free seat.", version=match.version)
    if seat is None:
        return free[0]
    if not 0 <= seat < match.seats:
        raise Invalid("bad_seat", seats_are(match.seats))
    if seat not in free:
        raise Conflict("seat_taken", f"Seat {seat + 1} is taken.", seat=seat, version=match.version)
    return seat


def not_cancelled(match: Match) -> None:
    if match.cancelled:
        raise Conflict(f"match_{match.status}", f"The match is {match.status}.", version=match.version)


def game_rules(game: str) -> Rules[Any]:
    try:
        return GAMES[game]
    except KeyError:
        raise NotFound("game_not_found", f"No game {game!r}; see /api/v1/games.") from None


def check_seats(rules: Rules[Any], options: Any, seats: int) -> None:
    """Refuse a seat count the game, or the game with these decoded options, does not allow."""
    if seats not in rules.players:
        raise Invalid("bad_seats", f"{rules.id} is played by {rules.players.start}–{rules.players.stop - 1} seats.")
    try:
        rules.setup(options, seats, Random(0))
    except IllegalMove as error:
        raise Invalid(error.code, error.message) from None


def new_match(
    game: str,
    options: dict[str, Any],
    seats: int,
    bots: BotRequest,
    organiser_hash: str,
    clock: TimeControl | None = None,
    abandon: Abandonment | None = None,
    delay: SpectatorDelay | None = None,
    checked: bool = False,
    match_id: UUID | None = None,
    table: dict[str, Any] | None = None,
    rated: bool = False,
    bot_delay: float | None = None,
) -> Match:
    """A new, unsaved match, once the game, options, seat count and bot seats are checked; with
    ``clock``, its time control recorded right after its creation; with ``abandon``, its
    abandonment option likewise, then with ``delay`` (unless it is off) its spectators' delay.
    ``checked``: the caller has checked this game, options and seat count already (the tables of a
    tour share them). ``match_id``: its id (else a random one); ``table``: a tournament table's;
    ``rated``: its result counts for ratings, which rate people only (no bot seats); ``bot_delay``:
    the seconds its bots wait before a move (None: the deployment's), and none in a match of bots
    only, which nobody plays in."""
    rules = game_rules(game)
    decoded = decode_options(rules, options)
    if not checked:
        check_seats(rules, decoded, seats)
    levels = bot_levels(game, seats, bots)
    if rated and levels:
        raise Invalid("rated_with_bots", "A rated match is played by people only: seat no bots in it.")
    match = Match._create(  # eventsourcing's constructor, given the id
        Match.Created,
        id=match_id or uuid4(),
        game=game,
        options=msgspec.to_builtins(decoded),
        rules_version=rules.version,
        seats=seats,
        secret=secrets.token_hex(32),
        organiser_hash=organiser_hash,
        bots=sorted(levels),
        bot_levels=[levels[seat] for seat in sorted(levels)],
        table=table,
        rated=rated,
        bot_delay=0.0 if len(levels) == seats else bot_delay,
    )
    if clock is not None:
        match.set_time_control(control=msgspec.to_builtins(clock))
    if abandon is not None:
        match.set_abandonment(policy=msgspec.to_builtins(abandon))
    if delay is not None and not delay.off:
        match.set_spectator_delay(delay=msgspec.to_builtins(delay))
    return match


def bot_levels(game: str, seats: int, bots: BotRequest) -> dict[int, BotLevel]:
    """Each bot seat's level: the one named, else the game's default (``competent`` where the game
    has a competent bot, else ``random``); refuses seats outside the match and levels it lacks."""
    if any(not 0 <= seat < seats for seat in bots):
        raise Invalid("bad_bots", "Bot seats must be seat numbers of this match.")
    offered = levels_of(game)
    for level in bots.values():
        if level is not None and level not in offered:
            raise Invalid("bot_level_unavailable", f"{game} offers bot levels {', '.join(offered)}, not {level!r}.")
    return {seat: level or default_level(game) for seat, level in bots.items()}


def decode_options(rules: Rules[Any], options: dict[str, Any]) -> Any:
    try:
        return msgspec.convert(options, rules.Options)
    except msgspec.ValidationError as error:
        raise Invalid("bad_options", f"Invalid options for {rules.id}: {error}") from None
