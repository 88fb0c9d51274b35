"""Tournament standings: a read model over the notification log (docs/architecture.md §6).

It joins two kinds of events: a tournament's ``TourStarted`` says which players sit at which
seats of which match (and who has a bye); that match's last event carries the outcome (the move, resignation or loss on time that ended it), unless
the tournament's ``TableForfeited`` decided the table first; a match cancelled by the organiser
(or expired) decides its table with no result: its players played, scored nothing, won nothing. Each player's ranking key is, higher
first: total score (the sum of their seats' ``Outcome.scores``), wins (matches where their seat is
among the winners, tables won by forfeit and byes), then the game's own tie-breaks
(``Outcome.tiebreaks``) summed key by key — as many of them as the game's tournament format
counts (``domain.tournaments.FORMATS``: «Ударная пятилетка» counts order-bearers only). Players
with equal keys share a place (1, 1, 3). Fed the same log from position 0, a fresh model gives the
same rows.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from typing import Any, Literal
from uuid import UUID

import msgspec

from igroteka.domain.match import Match
from igroteka.domain.tournament import Tournament
from igroteka.domain.tournaments import format_of
from igroteka.projections.tournament_list import TournamentList


class StandingRow(msgspec.Struct):
    """``wins`` counts byes and tables won by forfeit; ``forfeits`` the tables this player lost by
    forfeit; ``status`` says whether the player is still in (``removed``: by the organiser)."""

    place: int
    player: int
    name: str
    score: int
    wins: int
    tiebreaks: list[int]
    played: int
    byes: int = 0
    forfeits: int = 0
    status: Literal["playing", "left", "removed"] = "playing"


@dataclass
class Tally:
    name: str
    score: int = 0
    wins: int = 0
    tiebreaks: list[int] = field(default_factory=list)
    played: int = 0
    byes: int = 0
    forfeits: int = 0
    status: Literal["playing", "left", "removed"] = "playing"

    def add(self, score: int, won: bool, tiebreaks: list[int]) -> None:
        self.score += score
        self.wins += won
        width = max(len(self.tiebreaks), len(tiebreaks))
        mine = self.tiebreaks + [0] * (width - len(self.tiebreaks))
        theirs = tiebreaks + [0] * (width - len(tiebreaks))
        self.tiebreaks = [a + b for a, b in zip(mine, theirs, strict=True)]
        self.played += 1


@dataclass(frozen=True)
class Table:
    tournament: UUID
    players: list[int]


@dataclass
class Entry:
    """One running tournament: its game, its tours, its players' tallies, each tour's match ids
    and how many of its tables are still undecided."""

    game: str
    tours_total: int = 0
    tallies: list[Tally] = field(default_factory=list)
    tours: list[list[str]] = field(default_factory=list)
    undecided: int = 0

    @property
    def finished(self) -> bool:
        return len(self.tours) == self.tours_total and not self.undecided


FINISHED_KEPT = 1024  # finished tournaments whose ranked rows stay in memory (least recently read go first)


class Standings:
    """Per running tournament, each registered player's tally; ``rows`` ranks them. A tournament
    that finishes leaves only its ranked rows, among the ``kept`` most recently read; older ones
    are rebuilt from the store on demand (``rebuild``), so memory does not grow with the number of
    tournaments ever played."""

    def __init__(self, kept: int = FINISHED_KEPT) -> None:
        self.entries: dict[UUID, Entry] = {}
        self.tables: dict[UUID, Table] = {}
        self.finished: OrderedDict[UUID, list[StandingRow]] = OrderedDict()
        self.kept = kept
        self._lock = threading.Lock()
        # A match whose spectators see it some seconds behind counts once its end is shown to them.
        self.delays: dict[UUID, float] = {}  # match -> its spectators' delay in seconds
        self.held: dict[UUID, tuple[Table, dict[str, Any], datetime]] = {}  # an end counted from then
        self.listing = TournamentList(self.undecided)  # every tournament, by game and status

    def apply(self, event: Any) -> None:
        self.listing.apply(event)
        with self._lock:
            if isinstance(event, Tournament.Announced):
                self.entries[event.originator_id] = Entry(game=event.game, tours_total=event.tours)
            elif isinstance(event, Match.SpectatorDelaySet) and event.originator_id in self.tables:
                self.delays[event.originator_id] = float(event.delay.get("seconds", 0))
            elif isinstance(event, Match.Event) and getattr(event, "outcome", None) is not None:
                if event.originator_id in self.tables:
                    self._ended(self.tables.pop(event.originator_id), event)
            elif isinstance(event, (Match.Cancelled, Match.Expired)) and event.originator_id in self.tables:
                self.delays.pop(event.originator_id, None)
                table = self.tables.pop(event.originator_id)
                void(self.entries[table.tournament], table.players)
                self._decided(table.tournament)
            elif isinstance(event, Tournament.Event) and event.originator_id in self.entries:
                self._tournament(self.entries[event.originator_id], event)

    def _tournament(self, entry: Entry, event: Any) -> None:
        if isinstance(event, Tournament.PlayerRegistered):
            entry.tallies.append(Tally(name=event.name))
        elif isinstance(event, Tournament.PlayerReplaced):
            entry.tallies[event.player].name = event.name
            entry.tallies[event.player].status = "playing"
        elif isinstance(event, Tournament.PlayerWithdrawn):
            entry.tallies[event.player].status = event.reason
        elif isinstance(event, Tournament.TourStarted):
            entry.tours.append(event.matches)
            entry.undecided += len(event.matches)
            for players, match in zip(event.tables, event.matches, strict=True):
                self.tables[UUID(match)] = Table(tournament=event.originator_id, players=players)
            for player in event.byes:
                bye(entry, player)
        elif isinstance(event, Tournament.TableForfeited):
            table = self.tables.pop(UUID(entry.tours[event.tour][event.table]), None)
            if table is not None:
                forfeit(entry, table.players, event.seats)
                self._decided(event.originator_id)

    def _decided(self, tournament_id: UUID) -> None:
        """One more of the tournament's tables is decided; once all of its last tour's are, only
        its ranked rows stay."""
        entry = self.entries[tournament_id]
        entry.undecided -= 1
        if entry.finished:
            del self.entries[tournament_id]
            self._keep(tournament_id, rank(entry))

    def _keep(self, tournament_id: UUID, rows: list[StandingRow]) -> None:
        self.finished[tournament_id] = rows
        self.finished.move_to_end(tournament_id)
        while len(self.finished) > self.kept:
            self.finished.popitem(last=False)

    def _ended(self, table: Table, event: Any) -> None:
        """A table's match ended: it counts now, or once its spectators' delay shows the end
        (a tour's matches are stored after its ``TourStarted``, so their delays are known)."""
        seconds = self.delays.pop(event.originator_id, 0.0)
        if seconds:
            self.held[event.originator_id] = (table, event.outcome, event.timestamp + timedelta(seconds=seconds))
        else:
            self._score(table, event.outcome)

    def _score(self, table: Table, outcome: dict[str, Any]) -> None:
        score(self.entries[table.tournament], table.players, outcome)
        self._decided(table.tournament)

    def _release(self, now: datetime) -> None:
        """Count the ends the spectators' delay has shown by ``now``."""
        for match_id, (table, outcome, at) in list(self.held.items()):
            if at <= now:
                del self.held[match_id]
                self._score(table, outcome)

    def undecided(self, tournament_id: UUID) -> bool:
        """Whether the tournament still has tables to decide (it is registering or running)."""
        with self._lock:
            return tournament_id in self.entries

    def rows(self, tournament_id: UUID) -> list[StandingRow] | None:
        """Ranked rows (best first; equal keys share a place, then registration order); None
        for a tournament this model does not hold (not seen yet, or finished long ago)."""
        with self._lock:
            self._release(datetime.now(UTC))
            if tournament_id in self.finished:
                self.finished.move_to_end(tournament_id)
                return self.finished[tournament_id]
            entry = self.entries.get(tournament_id)
            if entry is None:
                return None
            entry = Entry(game=entry.game, tallies=[replace(t, tiebreaks=list(t.tiebreaks)) for t in entry.tallies])
        return rank(entry)

    def rebuild(self, tournament: Tournament, match_of: Callable[[UUID], Match]) -> list[StandingRow]:
        """The rows of a finished tournament this model no longer holds, from the tournament and
        its matches as stored (``match_of``); kept again among the recently read."""
        rows = rank(entry_of(tournament, match_of))
        with self._lock:
            self._keep(tournament.id, rows)
        return rows


def entry_of(tournament: Tournament, match_of: Callable[[UUID], Match]) -> Entry:
    """The tallies of a tournament from its aggregate and its matches: the same as the events give."""
    entry = Entry(
        game=tournament.game,
        tours_total=tournament.tours,
        tallies=[Tally(name=e.name, status=e.departed or "playing") for e in tournament.players],
    )
    for seating in tournament.seatings:
        for player in seating.byes:
            bye(entry, player)
        for n, (players, match_id) in enumerate(zip(seating.tables, seating.matches, strict=True)):
            if n in seating.forfeits:
                forfeit(entry, players, seating.forfeits[n])
                continue
            match = match_of(UUID(match_id))
            if match.outcome is not None:
                score(entry, players, msgspec.to_builtins(match.outcome))
            elif match.cancelled:
                void(entry, players)
    return entry


def bye(entry: Entry, player: int) -> None:
    entry.tallies[player].byes += 1
    entry.tallies[player].wins += 1


def score(entry: Entry, players: list[int], outcome: dict[str, Any]) -> None:
    tiebreaks = outcome.get("tiebreaks") or [[] for _ in players]
    for seat, player in enumerate(players):
        entry.tallies[player].add(outcome["scores"][seat], seat in outcome["winners"], tiebreaks[seat])


def forfeit(entry: Entry, players: list[int], seats: list[int]) -> None:
    """The forfeiting seats lose; the others win by forfeit; nobody scores."""
    for seat, player in enumerate(players):
        tally = entry.tallies[player]
        tally.add(0, seat not in seats, [])
        tally.forfeits += seat in seats


def void(entry: Entry, players: list[int]) -> None:
    """A cancelled (or expired) table has no result: each of its players played, no score, no win."""
    for player in players:
        entry.tallies[player].add(0, False, [])


def rank(entry: Entry) -> list[StandingRow]:
    """Ranked rows (best first; equal keys share a place, then registration order)."""
    tallies = entry.tallies
    counted = format_of(entry.game).tiebreaks
    width = max((len(t.tiebreaks) for t in tallies), default=0)
    if counted is not None:
        width = min(width, counted)
    keys = [(t.score, t.wins, *(t.tiebreaks + [0] * width)[:width]) for t in tallies]
    order = sorted(range(len(tallies)), key=lambda n: tuple(-k for k in keys[n]))
    return [
        StandingRow(
            place=1 + sum(other > keys[n] for other in keys),
            player=n,
            name=tallies[n].name,
            score=tallies[n].score,
            wins=tallies[n].wins,
            tiebreaks=tallies[n].tiebreaks,
            played=tallies[n].played,
            byes=tallies[n].byes,
            forfeits=tallies[n].forfeits,
            status=tallies[n].status,
        )
        for n in order
    ]
