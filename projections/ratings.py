"""Ratings and leaderboards: a read model folding rated matches' outcomes in the log's order.

Fed by the log follower strictly in the notification log's order (its ``ordered`` models, this
process's own commits included), it keeps each rated match from its creation to its end, then
rates it once: the seats' ratings before (grown by the idle days since each player's last rated
match), their places, and the engine's ratings after (projections/rating.py). Everything it
computes comes from stored events — their order, fields and timestamps — so a fresh model fed the
same log holds the same floats bit for bit, in every process on one store.

Who is rated, and how a match's seats are placed, is in docs/architecture.md, section "Ratings".
Leaderboards are an index kept with every update (a sorted list per game, ``Board``), read by
position, never by a scan of the players; each player's newest ratings after their matches in a
game are kept for their history. What is shown (a player's ratings, the leaderboards)
waits for a match whose spectators see it some seconds behind until they see its end; the fold
itself does not wait, so its order stays the log's.
"""

from __future__ import annotations

import base64
import binascii
import heapq
import logging
import threading
from bisect import bisect_left, bisect_right, insort
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any
from uuid import UUID

import msgspec

from igroteka.projections.rating import ENGINES, Engine, Rating, System, ranks_of

log = logging.getLogger("igroteka.ratings")

SYSTEMS: dict[str, System] = {
    "den_pobedy": "glicko2",  # the only two-seat game
    "pobeda": "openskill",
    "pyatiletka": "openskill",
    "zavody": "openskill",
    "ecologic": "openskill",
}
RECENT_UPDATES = 20_000  # rated matches' updates kept in memory, the newest (older ones: the ledger)
IDLE_PERIOD = 86400.0  # seconds: a rating period; each whole one without a rated match grows the deviation
LEADERBOARD_MIN_GAMES = 5  # rated matches before a player appears on a game's leaderboard
HISTORY = 200  # a player's newest rated matches per game whose ratings after are kept for their history


def teams_of(game: str, options: dict[str, Any], seats: int) -> list[int]:
    """Each seat's team: «Победа!» with ``teams`` 2 or 3 seats seat i in team i mod teams (PB-7.2);
    elsewhere every seat plays alone."""
    count = int(options.get("teams", 0) or 0) if game == "pobeda" else 0
    return [seat % count for seat in range(seats)] if count >= 2 and seats > 3 else list(range(seats))


def places(outcome: dict[str, Any], out: list[int], teams: list[int]) -> list[int]:
    """Each seat's place from 1 (equal places are ties). Seats still in come first: the winners,
    then by score and the game's tie-breaks; without winners (a draw) they all share first place.
    Seats that left the match (resigned, out of time, abandoned) come after them, the first to
    leave last. A team takes its best member's place among those still in; a member who left
    shares it (the server bot played on for the team, and the outcome is the team's)."""
    winners = set(outcome.get("winners") or [])
    scores = outcome.get("scores") or []
    tiebreaks = outcome.get("tiebreaks") or []
    seats = len(teams)
    team_play = len(set(teams)) < seats

    def result(seat: int) -> tuple[Any, ...]:
        if not winners:
            return (1, 0, 0)
        breaks = tuple(tiebreaks[seat]) if seat < len(tiebreaks) else ()
        return (1, seat in winners, scores[seat] if seat < len(scores) else 0, *breaks)

    if team_play:
        best = {team: max(result(s) for s in range(seats) if teams[s] == team) for team in set(teams)}
        keys = [best[teams[seat]] for seat in range(seats)]
    else:
        keys = [(0, out.index(seat)) if seat in out else result(seat) for seat in range(seats)]
    return ranks_of(keys)


class SeatRating(msgspec.Struct, frozen=True):
    """One seat of a rated match: its player, place, and rating before (idle days counted) and after."""

    seat: int
    player: str
    place: int
    before: Rating
    after: Rating


class RatingUpdate(msgspec.Struct, frozen=True):
    """The one update a rated match made: ``position`` is the notification id of its last event."""

    match: str
    game: str
    system: System
    at: datetime
    position: int
    seats: list[SeatRating]


class GameRating(msgspec.Struct):
    """A player's rating in one game, as of their last rated match there: ``conservative`` is
    what the leaderboard ranks by (Glicko-2: r − 2·RD; OpenSkill: μ − 3σ); ``provisional`` while
    it rests on few games or (Glicko-2) a wide deviation."""

    game: str
    system: System
    rating: float
    deviation: float
    conservative: float
    games: int
    provisional: bool
    last_match: str
    last_played: datetime


class LeaderboardRow(msgspec.Struct):
    """One ranked player; ``name`` is their display name (none: an account deleted since)."""

    rank: int
    player: str
    rating: float
    deviation: float
    conservative: float
    games: int
    name: str | None = None


class RatingPoint(msgspec.Struct, frozen=True):
    """A player's rating in a game after one of their rated matches, their place in it, and the
    rating it started from (``before``: idle days counted)."""

    match: str
    at: datetime
    place: int
    rating: float
    deviation: float
    conservative: float
    games: int
    rating_before: float
    deviation_before: float


class RatingHistory(msgspec.Struct):
    """A player's rating in one game after each of their newest rated matches there, oldest first
    (at most ``HISTORY`` of them: older ones are left out, ``games`` of the first point says how many)."""

    player: str
    game: str
    system: System
    points: list[RatingPoint]


class LeaderboardPage(msgspec.Struct):
    """Rows best first; ``next`` is the cursor of the page after this one (none: the last)."""

    game: str
    system: System
    min_games: int
    players: int
    rows: list[LeaderboardRow]
    next: str | None = None


class BadCursor(ValueError):
    """A leaderboard cursor this server did not make."""


@dataclass
class Entrant:
    """A rated match not finished yet: who holds its seats, which a bot held, who left it and when."""

    game: str
    options: dict[str, Any]
    players: list[str | None]
    bots: set[int]
    out: list[int] = field(default_factory=list)
    delay: float = 0.0  # seconds its spectators see it behind


@dataclass
class Standing:
    """A player's rating in a game after their last rated match (``position``: its update's)."""

    rating: Rating
    last: datetime
    match: str
    position: int


class Board:
    """One game's leaderboard: its players' keys (−conservative, player id) in ascending order,
    so the best comes first and equal ratings in player id order; a page is a slice after a key."""

    def __init__(self) -> None:
        self.keys: list[tuple[float, str]] = []

    def move(self, old: tuple[float, str] | None, new: tuple[float, str] | None) -> None:
        if old is not None:
            at = bisect_left(self.keys, old)
            if at < len(self.keys) and self.keys[at] == old:
                del self.keys[at]
        if new is not None:
            insort(self.keys, new)

    def after(self, key: tuple[float, str] | None, limit: int) -> tuple[int, list[tuple[float, str]]]:
        """The first index after ``key`` (0 from the start) and up to ``limit`` keys from there."""
        start = 0 if key is None else bisect_right(self.keys, key)
        return start, self.keys[start : start + limit]


def cursor_of(key: tuple[float, str]) -> str:
    return base64.urlsafe_b64encode(msgspec.json.encode(list(key))).rstrip(b"=").decode()


def key_of(cursor: str) -> tuple[float, str]:
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        value, player = msgspec.json.decode(raw, type=tuple[float, str])
    except (binascii.Error, ValueError, msgspec.DecodeError):
        raise BadCursor("the cursor is not one this server gave") from None
    return value, player


Recorded = Callable[[RatingUpdate], None]


class Ratings:
    """Every player's rating per game, each rated match's update, and the leaderboards."""

    def __init__(
        self, min_games: int = LEADERBOARD_MIN_GAMES, recorded: Recorded | None = None, kept: int = RECENT_UPDATES
    ) -> None:
        self.min_games = min_games
        self.kept = kept
        self.recorded = recorded  # told of each update as it is made (the ledger of updates)
        self.entrants: dict[UUID, Entrant] = {}
        self.standings: dict[tuple[str, str], Standing] = {}  # the fold's
        self.settled_ids: set[str] = set()  # every rated match whose end the fold has reached
        self.updates: OrderedDict[str, RatingUpdate | None] = OrderedDict()  # the newest (None: not rated after all)
        self.held: list[tuple[datetime, int, RatingUpdate]] = []  # updates shown from then (a heap)
        self.shown: dict[tuple[str, str], Standing] = {}  # what reads see
        self.boards: dict[str, Board] = {game: Board() for game in SYSTEMS}
        self.by_player: dict[str, dict[str, Standing]] = {}
        self.history: dict[tuple[str, str], list[tuple[int, RatingPoint]]] = {}  # shown, by position
        self._lock = threading.Lock()

    def apply(self, event: Any, position: int = 0) -> None:
        """One stored event, at its notification id ``position``, in the log's order."""
        kind = type(event).__name__
        match_id = event.originator_id
        with self._lock:
            if kind == "Created":
                if getattr(event, "rated", False) and event.game in SYSTEMS:
                    players: list[str | None] = [None] * event.seats
                    self.entrants[match_id] = Entrant(event.game, event.options, players, set(event.bots))
                return
            entrant = self.entrants.get(match_id)
            if entrant is None:
                return
            if kind == "SeatClaimed":
                if event.level is not None:
                    entrant.bots.add(event.seat)
                else:
                    entrant.players[event.seat] = player_of(event)
            elif kind == "ClaimRemoved":
                entrant.players[event.seat] = None
            elif kind == "Resigned" or (kind in ("TimedOut", "SeatAbandoned") and event.lost):
                entrant.out.append(event.seat)
            elif kind == "SpectatorDelaySet":
                entrant.delay = float(event.delay.get("seconds", 0))
            elif kind in ("Cancelled", "Expired"):
                del self.entrants[match_id]
                return
            outcome = getattr(event, "outcome", None)
            if outcome is not None:
                del self.entrants[match_id]
                try:
                    update = self._rate(str(match_id), entrant, outcome, event.timestamp, position)
                except (ValueError, KeyError, IndexError, TypeError):  # an outcome this model cannot place
                    log.exception("match %s is not rated: its outcome could not be rated", match_id)
                    return
                if update is not None and self.recorded is not None:
                    self.recorded(update)

    def _rate(
        self, match_id: str, entrant: Entrant, outcome: dict[str, Any], at: datetime, position: int
    ) -> RatingUpdate | None:
        """The match's update, once: None for a match not rated after all (a bot seat, a guest,
        one player at two seats)."""
        if match_id in self.settled_ids:
            return None
        self.settled_ids.add(match_id)
        self._keep(match_id, None)
        players = entrant.players
        seated = [p for p in players if p is not None]
        system = SYSTEMS[entrant.game]
        if entrant.bots or len(set(seated)) < len(players) or (system == "glicko2" and len(seated) != 2):
            return None
        engine = ENGINES[system]
        teams = teams_of(entrant.game, entrant.options, len(seated))
        ranks = places(outcome, entrant.out, teams)
        before = [self._current(engine, entrant.game, player, at) for player in seated]
        after = engine.rate(before, ranks, teams)
        update = RatingUpdate(
            match=match_id,
            game=entrant.game,
            system=system,
            at=at,
            position=position,
            seats=[
                SeatRating(seat=n, player=p, place=ranks[n], before=before[n], after=after[n])
                for n, p in enumerate(seated)
            ],
        )
        for seat in update.seats:
            self.standings[(entrant.game, seat.player)] = Standing(seat.after, at, match_id, position)
        self._keep(match_id, update)
        if entrant.delay:
            heapq.heappush(self.held, (at + timedelta(seconds=entrant.delay), position, update))
        else:
            self._show(update)
        return update

    def _keep(self, match_id: str, update: RatingUpdate | None) -> None:
        self.updates[match_id] = update
        self.updates.move_to_end(match_id)
        while len(self.updates) > self.kept:
            self.updates.popitem(last=False)

    def _current(self, engine: Engine, game: str, player: str, at: datetime) -> Rating:
        standing = self.standings.get((game, player))
        if standing is None:
            return engine.initial
        return engine.idle(standing.rating, int((at - standing.last).total_seconds() // IDLE_PERIOD))

    def _show(self, update: RatingUpdate) -> None:
        """Show the update's ratings, save a player's whose later update is shown already."""
        engine = ENGINES[update.system]
        for seat in update.seats:
            game, player = update.game, seat.player
            self._note(engine, update, seat)
            old = self.shown.get((game, player))
            if old is not None and old.position > update.position:
                continue
            standing = Standing(seat.after, update.at, update.match, update.position)
            self.shown[(game, player)] = standing
            self.by_player.setdefault(player, {})[game] = standing
            self.boards[game].move(self._key(engine, player, old), self._key(engine, player, standing))

    def _note(self, engine: Engine, update: RatingUpdate, seat: SeatRating) -> None:
        """Add the seat's rating after the match to its player's history, in the log's order
        (a delayed match may be shown after a later one), keeping the newest ``HISTORY``."""
        points = self.history.setdefault((update.game, seat.player), [])
        after = seat.after
        point = RatingPoint(
            match=update.match,
            at=update.at,
            place=seat.place,
            rating=after.value,
            deviation=after.deviation,
            conservative=engine.conservative(after),
            games=after.games,
            rating_before=seat.before.value,
            deviation_before=seat.before.deviation,
        )
        insort(points, (update.position, point), key=lambda entry: entry[0])
        if len(points) > HISTORY:
            del points[0]

    def _release(self, now: datetime) -> None:
        while self.held and self.held[0][0] <= now:
            self._show(heapq.heappop(self.held)[2])

    def _key(self, engine: Engine, player: str, standing: Standing | None) -> tuple[float, str] | None:
        if standing is None or standing.rating.games < self.min_games:
            return None
        return (-engine.conservative(standing.rating), player)

    # -- reads ---------------------------------------------------------------------------------

    def settled(self, match_id: str) -> tuple[bool, RatingUpdate | None]:
        """Whether the fold has reached the end of this rated match, and its update if it is
        among the newest kept (None: older, for the ledger to give, or not rated after all)."""
        with self._lock:
            return match_id in self.settled_ids, self.updates.get(match_id)

    def of_player(self, player: str, now: datetime) -> list[GameRating]:
        """The player's rating in each game they have played rated, in the games' order."""
        with self._lock:
            self._release(now)
            mine = dict(self.by_player.get(player, {}))
        return [game_rating(game, mine[game]) for game in SYSTEMS if game in mine]

    def history_of(self, player: str, game: str, limit: int, now: datetime) -> RatingHistory:
        """The player's rating after each of their newest ``limit`` rated matches in the game shown
        so far, oldest first."""
        with self._lock:
            self._release(now)
            points = [point for _, point in self.history.get((game, player), [])[-limit:]]
        return RatingHistory(player=player, game=game, system=SYSTEMS[game], points=points)

    def page(self, game: str, cursor: str | None, limit: int, now: datetime) -> LeaderboardPage:
        """Up to ``limit`` rows after ``cursor`` (from the best when none); BadCursor for one this
        server did not make. A player whose rating moved between two pages may show on both or
        neither: each page is the board as it is when read."""
        key = None if cursor is None else key_of(cursor)
        engine = ENGINES[SYSTEMS[game]]
        with self._lock:
            self._release(now)
            board = self.boards[game]
            start, keys = board.after(key, limit + 1)
            more = len(keys) > limit
            keys = keys[:limit]
            standings = [self.shown[(game, player)] for _, player in keys]
            total = len(board.keys)
        rows = [
            LeaderboardRow(
                rank=start + n + 1,
                player=player,
                rating=s.rating.value,
                deviation=s.rating.deviation,
                conservative=engine.conservative(s.rating),
                games=s.rating.games,
            )
            for n, ((_, player), s) in enumerate(zip(keys, standings, strict=True))
        ]
        return LeaderboardPage(
            game=game,
            system=engine.system,
            min_games=self.min_games,
            players=total,
            rows=rows,
            next=cursor_of(keys[-1]) if more and keys else None,
        )


def game_rating(game: str, standing: Standing) -> GameRating:
    engine = ENGINES[SYSTEMS[game]]
    rating = standing.rating
    return GameRating(
        game=game,
        system=engine.system,
        rating=rating.value,
        deviation=rating.deviation,
        conservative=engine.conservative(rating),
        games=rating.games,
        provisional=engine.provisional(rating),
        last_match=standing.match,
        last_played=standing.last,
    )


def player_of(event: Any) -> str | None:
    """The player whose account claimed the seat (None: a guest)."""
    player = getattr(event, "player", None)
    return None if player is None else str(player)
