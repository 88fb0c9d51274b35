"""The seats claimed with a player token, as the event log tells them: each ``SeatClaimed`` that
names a ``player`` is offered as a ``HeldSeat`` (who, which match and seat, when), so the seat
index beside the store ("my games") can be rebuilt from the log. The index row is written after
the claim commits, in its own transaction; folded again at every start and as the log follower
goes, the claims put back any row a crash between the two left out."""

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
