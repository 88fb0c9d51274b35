"""Tournament standings: a read model over the notification log (DESIGN §6).

It joins two kinds of events: a tournament's ``TourStarted`` says which players sit at which
seats of which match; that match's ``Finished`` carries the outcome. Each player's ranking key is,
higher first: total score (the sum of their seats' ``Outcome.scores``), wins (matches where their
seat is among the winners), then the game's own tie-breaks (``Outcome.tiebreaks``) summed
key by key. Players with equal keys share a place (1, 1, 3). Fed the same log from position 0, a
fresh model gives the same rows.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field, replace
from typing import Any
from uuid import UUID

import msgspec

from domain.match import Match
from domain.tournament import Tournament


class StandingRow(msgspec.Struct):
    place: int
    player: int
    name: str
    score: int
    wins: int
    tiebreaks: list[int]
    played: int


@dataclass
class Tally:
    name: str
    score: int = 0
    wins: int = 0
    tiebreaks: list[int] = field(default_factory=list)
    played: int = 0

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


class Standings:
    """Per tournament, each registered player's tally; ``rows`` ranks them."""

    def __init__(self) -> None:
        self.tallies: dict[UUID, list[Tally]] = {}
        self.tables: dict[UUID, Table] = {}
        self._lock = threading.Lock()

    def apply(self, event: Any) -> None:
        with self._lock:
            if isinstance(event, Tournament.Announced):
                self.tallies[event.originator_id] = []
            elif isinstance(event, Tournament.PlayerRegistered):
                self.tallies[event.originator_id].append(Tally(name=event.name))
            elif isinstance(event, Tournament.TourStarted):
                for players, match in zip(event.tables, event.matches, strict=True):
                    self.tables[UUID(match)] = Table(tournament=event.originator_id, players=players)
            elif isinstance(event, Match.Finished) and event.originator_id in self.tables:
                self._score(self.tables.pop(event.originator_id), event.outcome)

    def _score(self, table: Table, outcome: dict[str, Any]) -> None:
        tallies = self.tallies[table.tournament]
        tiebreaks = outcome.get("tiebreaks") or [[] for _ in table.players]
        for seat, player in enumerate(table.players):
            tallies[player].add(outcome["scores"][seat], seat in outcome["winners"], tiebreaks[seat])

    def rows(self, tournament_id: UUID) -> list[StandingRow]:
        """Ranked rows (best first; equal keys share a place, then registration order)."""
        with self._lock:
            tallies = [replace(t, tiebreaks=list(t.tiebreaks)) for t in self.tallies.get(tournament_id, [])]
        width = max((len(t.tiebreaks) for t in tallies), default=0)
        keys = [(t.score, t.wins, *t.tiebreaks, *[0] * (width - len(t.tiebreaks))) for t in tallies]
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
            )
            for n in order
        ]
