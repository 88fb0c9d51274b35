"""The tournament service: announces tournaments, registers players, runs tours and their tables.

Tournaments live in the same event store as matches, so a tour's ``TourStarted`` event and the
matches it creates are committed in one transaction (all of them, or none). A player's token is
also their seat token: every seat of a tournament match is claimed with the hash of its player's
token, so no seat token is ever created that would have to be stored or handed over in clear.

The organiser (organiser token) closes registration, removes or replaces players between tours
and forfeits tables still unfinished once the tour's limit has passed; a player may leave at any
time: their running table, if any, is forfeited by their seat, and later tours seat the players
still in (with byes when the game allows no table for everyone).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any
from uuid import UUID

import msgspec

from igroteka.domain.abandon import Abandonment
from igroteka.domain.clocks import TimeControl
from igroteka.domain.delay import SpectatorDelay
from igroteka.domain.errors import Conflict, Forbidden, Invalid, NotFound, Unauthorized
from igroteka.domain.match import Match
from igroteka.domain.matches import MatchService, check_seats, decode_options, game_rules
from igroteka.domain.names import check_unique, normalise_name
from igroteka.domain.pairing import choose_byes, plan_tables, seat_tour, seed_order
from igroteka.domain.tokens import hash_token, new_token
from igroteka.domain.tournament import Seeding, Tournament

MAX_PLAYERS = 256
MAX_ENTRIES = 2 * MAX_PLAYERS  # registrations, those who left before the first tour included
LOCK_STRIPES = 256
# A match in one of these statuses never changes again: its table is decided. A cancelled or
# expired table has no result (see the README's tournament Decisions).
DECIDED = frozenset({"finished", "cancelled", "expired"})
# Each registered player's rating in the tournament's game (by player number; None: a guest or a
# player unrated there), as the server's ratings show them when a tour is seated.
RatingsOf = Callable[[Tournament], list[float | None]]


@dataclass(frozen=True)
class Format:
    """A game's tournament format: tours by default, how many of the game's tie-breaks rank
    players after score and wins (None: all, in the game's order), and the options each table's
    match gets on top of the tournament's."""

    tours: int = 3
    tiebreaks: int | None = None
    table_options: tuple[tuple[str, Any], ...] = ()


FORMATS = {
    # PY-9.6, seed «Турнирный вариант»: 3 tours unless the organiser names another count (Decision);
    # VP, then wins, then order-bearers; then shared.
    "pyatiletka": Format(tours=3, tiebreaks=1),
    # DP-3.2: first turns alternate over a series; seat 0 opens and the seating rotates seats.
    "den_pobedy": Format(table_options=(("series_opener", 0), ("series_game", 0))),
}


def format_of(game: str) -> Format:
    return FORMATS.get(game, Format())


def fischer(minutes: int, increment: int) -> TimeControl:
    """A tournament's clocks: Fischer, a seat out of time has its decision made by the game's default."""
    return TimeControl(kind="fischer", seconds=60 * minutes, increment=increment, on_timeout="default")


# Each game's tournament clocks when the organiser names none (section 20 of each RULES.md):
# «Победа!»'s rulebook gives a match about 30 minutes; the other paces are Decisions.
CLOCKS = {
    "pobeda": fischer(10, 5),  # PB-20.2
    "pyatiletka": fischer(15, 10),  # PY-20.2
    "zavody": fischer(20, 5),  # ZV-20.2
    "den_pobedy": fischer(20, 5),  # DP-20.2
    "ecologic": fischer(20, 5),  # EL-20.2
}


def clock_of(game: str) -> TimeControl:
    """The clocks of a tournament of ``game`` whose organiser named none."""
    return CLOCKS.get(game, fischer(20, 5))


@dataclass(frozen=True)
class Placement:
    """Where a player plays in a tour (tour and table numbered from 1, seat from 0)."""

    tour: int
    table: int
    seat: int
    match_id: UUID


class TournamentService:
    """Commands and reads over tournaments, on the match service's event store."""

    def __init__(self, matches: MatchService) -> None:
        self.matches = matches
        # Striped locks: a fixed set however many tournaments come and go (none to free when one
        # ends); a stripe is shared by about one tournament in LOCK_STRIPES.
        self._locks = [threading.Lock() for _ in range(LOCK_STRIPES)]

    @contextmanager
    def _locked(self, tournament_id: UUID) -> Iterator[None]:
        """Serialises the commands on one tournament within this process."""
        with self._locks[tournament_id.int % LOCK_STRIPES]:
            yield

    def get(self, tournament_id: UUID) -> Tournament:
        tournament = self.matches.stored(tournament_id)
        if not isinstance(tournament, Tournament):
            raise NotFound("tournament_not_found", f"No tournament {tournament_id}.")
        return tournament

    def create(
        self,
        game: str,
        options: dict[str, Any],
        tours: int | None,
        table_size: int,
        max_players: int = MAX_PLAYERS,
        invite_code: str | None = None,
        tour_limit: int | None = None,
        clock: TimeControl | None = None,
        untimed: bool = False,
        abandon: Abandonment | None = None,
        delay: SpectatorDelay | None = None,
        rated: bool = False,
        seeding: Seeding = "random",
    ) -> tuple[Tournament, str]:
        """Announce a tournament; returns it and the organiser token (shown once). ``tours``
        None takes the game's format; ``clock`` None the game's tournament clocks, unless
        ``untimed`` (no clocks at all); ``seeding``: see ``Tournament``."""
        rules = game_rules(game)
        decoded = decode_options(rules, options)
        check_seats(rules, decoded, table_size)
        tours = format_of(game).tours if tours is None else tours
        if tours < 1:
            raise Invalid("bad_tours", "A tournament has at least one tour.")
        if not 1 <= max_players <= MAX_PLAYERS:
            raise Invalid("bad_max_players", f"A tournament takes 1–{MAX_PLAYERS} players.")
        token, token_hash = new_token()
        tournament = Tournament(
            game=game,
            options=msgspec.to_builtins(decoded),
            tours=tours,
            table_size=table_size,
            organiser_hash=token_hash,
            max_players=max_players,
            invite_hash=hash_token(invite_code) if invite_code else None,
            tour_limit=tour_limit,
            time_control=None if untimed else msgspec.to_builtins(clock or clock_of(game)),
            abandon=msgspec.to_builtins(abandon) if abandon else None,
            spectator_delay=msgspec.to_builtins(delay) if delay else None,
            rated=rated,
            seeding=seeding,
        )
        self.matches.commit(tournament)
        return tournament, token

    def register(
        self, tournament_id: UUID, name: str, invite_code: str | None = None, account: str | None = None
    ) -> tuple[Tournament, int, str]:
        """Register a player while registration is open (``account``: the player account that
        registers, once a tournament); returns the player number and token (shown once)."""
        with self._locked(tournament_id):
            tournament = self.get(tournament_id)
            if not tournament.registration_open:
                raise Conflict("registration_closed", "Registration is closed.", version=tournament.version)
            if not tournament.invited(invite_code):
                raise Forbidden("bad_invite_code", "This tournament takes players with its invite code only.")
            name = normalise_name(name)
            check_unique(name, active_names(tournament), tournament.version)
            if account is not None and any(e.account == account and e.active for e in tournament.players):
                raise Conflict(
                    "player_registered", "This player account is registered already.", version=tournament.version
                )
            if len(tournament.active_players) >= tournament.max_players or len(tournament.players) >= MAX_ENTRIES:
                raise Conflict(
                    "tournament_full", f"At most {tournament.max_players} players.", version=tournament.version
                )
            token, token_hash = new_token()
            tournament.register(name=name, token_hash=token_hash, account=account)
            self._commit(tournament)
            return tournament, len(tournament.players) - 1, token

    def close_registration(self, tournament_id: UUID, token: str | None) -> Tournament:
        with self._locked(tournament_id):
            tournament = self.get(tournament_id)
            check_organiser(tournament, token)
            if tournament.registration_open:
                tournament.close_registration()
                self._commit(tournament)
            return tournament

    def remove(self, tournament_id: UUID, token: str | None, player: int) -> Tournament:
        """The organiser withdraws a player between tours (or before the first)."""
        with self._locked(tournament_id):
            tournament = self.get(tournament_id)
            check_organiser(tournament, token)
            self._between_tours(tournament, present(tournament, player))
            tournament.withdraw(player=player, reason="removed")
            self._commit(tournament)
            return tournament

    def replace(self, tournament_id: UUID, token: str | None, player: int, name: str) -> tuple[Tournament, str]:
        """Between tours, a substitute takes over ``player``'s place, results and pairing history
        under a new name and a new token (shown once); the old token stops working."""
        with self._locked(tournament_id):
            tournament = self.get(tournament_id)
            check_organiser(tournament, token)
            self._between_tours(tournament, known(tournament, player))
            name = normalise_name(name)
            check_unique(name, active_names(tournament, but=player), tournament.version)
            new, token_hash = new_token()
            tournament.replace_player(player=player, name=name, token_hash=token_hash)
            self._commit(tournament)
            return tournament, new

    def leave(self, tournament_id: UUID, token: str | None) -> Tournament:
        """A player withdraws (player token); a running table of theirs is forfeited by their seat."""
        with self._locked(tournament_id):
            tournament = self.get(tournament_id)
            player = player_of(tournament, token)
            if not tournament.players[player].active:
                raise Conflict("player_gone", "You have already left.", version=tournament.version)
            if self.status(tournament) == "finished":
                raise Conflict("tournament_over", "The tournament has finished.", version=tournament.version)
            tournament.withdraw(player=player, reason="left")
            if tournament.seatings:
                tour = len(tournament.seatings) - 1
                place = tournament.table_of(player, tour)
                if place is not None and self._unfinished(tournament, tour, place[0]):
                    tournament.forfeit_table(tour=tour, table=place[0], seats=[place[1]])
            self._commit(tournament)
            return tournament

    def forfeit(self, tournament_id: UUID, token: str | None, table: int, seats: list[int] | None) -> Tournament:
        """The organiser decides an unfinished table of the current tour once its limit has passed:
        ``seats`` (all by default) forfeit, the others win by forfeit. ``table`` counts from 1."""
        with self._locked(tournament_id):
            tournament = self.get(tournament_id)
            check_organiser(tournament, token)
            if not tournament.seatings:
                raise Conflict("no_tour_yet", "No tour has started yet.", version=tournament.version)
            tour = len(tournament.seatings) - 1
            seating = tournament.seatings[tour]
            if not 1 <= table <= len(seating.tables):
                raise NotFound("table_not_found", f"Tour {tour + 1} has tables 1–{len(seating.tables)}.")
            size = len(seating.tables[table - 1])
            chosen = list(range(size)) if seats is None else sorted(set(seats))
            if not chosen or any(not 0 <= s < size for s in chosen):
                raise Invalid("bad_seats", f"Table {table} has seats 0–{size - 1}.")
            if not self._unfinished(tournament, tour, table - 1):
                raise Conflict("table_finished", f"Table {table} has finished.", version=tournament.version)
            if seating.deadline is None or datetime.now(UTC) < datetime.fromisoformat(seating.deadline):
                raise Conflict(
                    "tour_limit_not_reached",
                    "A table is forfeited only once the tour's limit has passed.",
                    version=tournament.version,
                )
            tournament.forfeit_table(tour=tour, table=table - 1, seats=chosen)
            self._commit(tournament)
            return tournament

    def start_tour(
        self, tournament_id: UUID, token: str | None, ratings_of: RatingsOf | None = None
    ) -> tuple[Tournament, list[Match]]:
        """Seat the players still in for the next tour and create its matches (organiser token);
        ``ratings_of``: see ``seeded``."""
        with self._locked(tournament_id):
            tournament = self.get(tournament_id)
            check_organiser(tournament, token)
            number = len(tournament.seatings) + 1
            if number > tournament.tours:
                raise Conflict("tournament_over", "Every tour has been played.", version=tournament.version)
            if self.running_tables(tournament):
                raise Conflict("tour_running", "Every match of the tour must finish first.", version=tournament.version)
            present = tournament.active_players
            sizes, byes = self._table_plan(tournament, len(present))
            seed = f"{tournament.id}:{number}"
            ratings, seeds = seeded(tournament, present, ratings_of)
            resting = choose_byes(present, byes, tournament.byes_of, seed, seeds)
            seated = [p for p in present if p not in resting]
            tables = seat_tour(len(tournament.players), sizes, tournament.past_tables, seed, seated, seeds)
            options = {**tournament.options, **dict(format_of(tournament.game).table_options)}
            matches = self.matches.seated_many(
                tournament.game,
                options,
                [[(tournament.players[p].name, tournament.players[p].token_hash) for p in table] for table in tables],
                tournament.organiser_hash,
                msgspec.convert(tournament.time_control, TimeControl) if tournament.time_control else None,
                msgspec.convert(policy, Abandonment) if (policy := getattr(tournament, "abandon", None)) else None,
                msgspec.convert(tournament.spectator_delay, SpectatorDelay) if tournament.spectator_delay else None,
                tour=(str(tournament.id), number),
                rated=tournament.rated,
                players=[[tournament.players[p].account for p in table] for table in tables],
            )
            limit = tournament.tour_limit
            deadline = (datetime.now(UTC) + timedelta(seconds=limit)).isoformat() if limit else None
            tournament.start_tour(
                tables=tables, matches=[str(m.id) for m in matches], byes=resting, deadline=deadline, ratings=ratings
            )
            self._commit(tournament, *matches)
            return tournament, matches

    def _between_tours(self, tournament: Tournament, player: int) -> None:
        """Refuse while the player's table of the current tour is still being played, and once
        the tournament has finished (its standings are final)."""
        if not tournament.seatings:
            return
        if self.status(tournament) == "finished":
            raise Conflict("tournament_over", "The tournament has finished.", version=tournament.version)
        tour = len(tournament.seatings) - 1
        place = tournament.table_of(player, tour)
        if place is not None and self._unfinished(tournament, tour, place[0]):
            raise Conflict("tour_running", "Players are removed or replaced between tours.", version=tournament.version)

    def _table_plan(self, tournament: Tournament, players: int) -> tuple[list[int], int]:
        rules = game_rules(tournament.game)
        options = decode_options(rules, tournament.options)

        def allowed(size: int) -> bool:
            try:
                check_seats(rules, options, size)
            except Invalid:
                return False
            return True

        sizes, byes = plan_tables(players, tournament.table_size, allowed)
        if not sizes:
            raise Conflict(
                "bad_tables",
                f"{players} players make no table of at most {tournament.table_size} seats that {rules.id} allows.",
                version=tournament.version,
            )
        return sizes, byes

    def _commit(self, tournament: Tournament, *matches: Match) -> None:
        try:
            self.matches.commit(tournament, *matches)
        except Conflict:
            current = self.get(tournament.id).version
            raise Conflict("version_conflict", "The tournament moved on; retry.", version=current) from None

    def _unfinished(self, tournament: Tournament, tour: int, table: int, fresh: bool = True) -> bool:
        seating = tournament.seatings[tour]
        if table in seating.forfeits:
            return False
        return self.table_match(UUID(seating.matches[table]), fresh).status not in DECIDED

    def table_match(self, match_id: UUID, fresh: bool = True) -> Match:
        """A table's match. A decided match never changes again, so a cached copy that is decided
        is served without the store (a tour of 128 tables is not 128 reads); any other is read
        afresh, unless ``fresh`` is False: then the cached copy serves as the log follower keeps
        it (a read for a client, which may trail another instance's commit by a moment)."""
        with self.matches.peeking(match_id) as cached:
            if cached is not None and (cached.status in DECIDED or not fresh):
                return cached
        return self.matches.get(match_id)

    def running_tables(self, tournament: Tournament, fresh: bool = True) -> list[UUID]:
        """The matches of the latest tour not yet decided (finished, cancelled, expired, forfeited)."""
        if not tournament.seatings:
            return []
        tour = len(tournament.seatings) - 1
        seating = tournament.seatings[tour]
        return [UUID(m) for t, m in enumerate(seating.matches) if self._unfinished(tournament, tour, t, fresh)]

    def status(self, tournament: Tournament, fresh: bool = True) -> str:
        """``fresh`` False: as this instance's cache has the tables' matches (see ``table_match``)."""
        if not tournament.seatings:
            return "registering"
        done = len(tournament.seatings) == tournament.tours and not self.running_tables(tournament, fresh)
        return "finished" if done else "running"

    def placement(self, tournament_id: UUID, token: str | None, account: str | None = None) -> Placement:
        """The caller's table in the latest tour; their player token is their seat token there.
        ``account``: the caller sent the token of a player account (checked by the server), which
        names the player that account registered."""
        tournament = self.get(tournament_id)
        player = player_of(tournament, token) if account is None else registered_by(tournament, account)
        if not tournament.seatings:
            raise Conflict("no_tour_yet", "No tour has started yet.", version=tournament.version)
        tour = len(tournament.seatings) - 1
        place = tournament.table_of(player, tour)
        if place is None:
            code = "bye" if player in tournament.seatings[tour].byes else "not_seated"
            raise Conflict(code, f"You have no table in tour {tour + 1}.", version=tournament.version)
        table, seat = place
        return Placement(
            tour=tour + 1, table=table + 1, seat=seat, match_id=UUID(tournament.seatings[tour].matches[table])
        )


def seeded(
    tournament: Tournament, present: list[int], ratings_of: RatingsOf | None
) -> tuple[list[float | None] | None, dict[int, int] | None]:
    """Seeded by rating: every player's rating as ``ratings_of`` gives them (none: all unrated),
    which the tour's event records, and each present player's seed (from 0, ``seed_order``);
    else None and None."""
    if tournament.seeding != "rating":
        return None, None
    ratings = ratings_of(tournament) if ratings_of else [None] * len(tournament.players)
    return ratings, {p: n for n, p in enumerate(seed_order(ratings, present))}


def check_organiser(tournament: Tournament, token: str | None) -> None:
    if tournament.is_organiser(token):
        return
    if token is not None and tournament.player_of(token) is None:
        raise Unauthorized("bad_token", "This token belongs to no one in this tournament.")
    raise Forbidden("not_organiser", "Only the organiser token can do this.")


def player_of(tournament: Tournament, token: str | None) -> int:
    if token is None:
        raise Unauthorized("token_required", "Send your player token.")
    player = tournament.player_of(token)
    if player is None:
        raise Unauthorized("bad_token", "This token belongs to no player of this tournament.")
    return player


def registered_by(tournament: Tournament, account: str) -> int:
    player = tournament.player_of_account(account)
    if player is None:
        raise Unauthorized("bad_token", "This player account registered no player of this tournament.")
    return player


def known(tournament: Tournament, player: int) -> int:
    if not 0 <= player < len(tournament.players):
        raise NotFound("player_not_found", f"Players are numbered 0–{len(tournament.players) - 1}.")
    return player


def present(tournament: Tournament, player: int) -> int:
    if not tournament.players[known(tournament, player)].active:
        raise Conflict("player_gone", f"Player {player} has already left.", version=tournament.version)
    return player


def active_names(tournament: Tournament, but: int | None = None) -> list[str]:
    return [e.name for n, e in enumerate(tournament.players) if e.active and n != but]
