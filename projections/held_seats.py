"""The seats claimed with a player token, as the event log tells them: each ``SeatClaimed`` that
names a ``player`` is offered as a ``HeldSeat`` (who, which match and seat, when), so the seat
index beside the store ("my games") can be rebuilt from the log. The index row is written after
the claim commits, in its own transaction; folded again at every start and as the log follower
goes, the claims put back any row a crash between the two left out.

``PlayerMatches`` keeps the matches a player account ever claimed a seat of: the outbox's
derivation passes over the events of every other match, which tell no one anything
(docs/architecture.md §41)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from uuid import UUID

from igroteka.domain.match import Match


@dataclass(frozen=True)
class HeldSeat:
    """A seat a player claimed with their token: the player, the match, the seat and the claim's
    stored time (epoch seconds)."""

    player: str
    match_id: UUID
    seat: int
    since: float


class HeldSeats:
    """A read model that keeps nothing: it hands each claim made with a player token to ``offer``."""

    def __init__(self, offer: Callable[[HeldSeat], None]) -> None:
        self.offer = offer

    def apply(self, event: Any) -> None:
        if not isinstance(event, Match.SeatClaimed):
            return
        player = getattr(event, "player", None)  # claims stored before accounts name none
        if player is not None:
            self.offer(HeldSeat(player, event.originator_id, event.seat, event.timestamp.timestamp()))


class PlayerMatches:
    """The matches of which a player account claimed a seat, as far as the log has been folded.

    A seat's holder names a player only from a ``SeatClaimed`` that names one (its later changes,
    a bot taking it over or handing it back, keep that name; a removed claim only clears it), so a
    match missing here had no player at any version the log has brought, and its events make no
    notice (every notice is for a player). Fed by the log follower, this process's own claims
    included, so it has seen every event up to ``LogFollower.reached``; it only grows (a match
    that had a player is kept for good: an event of it is judged by folding, as before)."""

    def __init__(self) -> None:
        self._matches: set[UUID] = set()

    def __contains__(self, match_id: object) -> bool:
        return match_id in self._matches

    def apply(self, event: Any) -> None:
        if isinstance(event, Match.SeatClaimed) and getattr(event, "player", None) is not None:
            self._matches.add(event.originator_id)
