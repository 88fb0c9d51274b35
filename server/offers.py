"""What one person offers another, on this process: direct challenges, invitations to a seat and
rematches. ``Offers`` holds their books on one set of tables beside the store
(``server/offerbook.py``) and makes the matches they agree on through quick play's
``Pairing.seat``: a table of seats, made under the id the offer's row named, each person's seat
claimed for them (a player's claim names the player), the rest for bots.

Built beside the hub by the application's lifespan (``server/app.py``), which starts and stops it;
the routes reach it as ``request.app.state.offers``. Started, it closes the challenges whose time
has passed every few seconds (``expire``), each once across instances, telling their challengers.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace
from functools import partial
from random import SystemRandom
from typing import Any
from uuid import UUID

import msgspec
from litestar import Request

from igroteka.domain.errors import MatchError
from igroteka.domain.match import Match
from igroteka.domain.tokens import new_token
from igroteka.server.challengebook import ChallengeBook, ChallengeRow
from igroteka.server.hub import Hub
from igroteka.server.invitebook import InvitationBook
from igroteka.server.offerbook import offer_tables
from igroteka.server.pairing import SeekKey
from igroteka.server.rematchbook import RematchBook, RematchRow
from igroteka.server.seekbook import PairedTable, Sitter, seat_names

LOT = SystemRandom()
EXPIRY_LOOK = 5.0  # seconds between looks for challenges past their time, at most
log = logging.getLogger("igroteka.offers")


def challenge_table(row: ChallengeRow, names: dict[str, str]) -> PairedTable:
    """An accepted challenge's table: the challenger at the seat they chose (else one by lot), the
    challenged player at another by lot, bots at the rest (casual challenges of more seats)."""
    key = msgspec.json.decode(row.key, type=SeekKey)
    seats = list(range(key.seats))
    mine = row.seat if row.seat is not None else LOT.choice(seats)
    theirs = LOT.choice([seat for seat in seats if seat != mine])
    players: dict[int, str] = {mine: row.challenger, theirs: row.challenged}
    named = seat_names([names.get(players[seat], "player") if seat in players else None for seat in seats])
    sitters = [
        Sitter(seat, named[seat], players.get(seat), new_token()[0] if seat in players else None) for seat in seats
    ]
    return PairedTable(row.match_id or "", row.key, sitters)


def rematch_table(row: RematchRow, match: Match) -> PairedTable:
    """An accepted rematch's table: the finished match's game, options, seats, time control,
    abandonment, spectators' delay and rated, every seat moved on as ``row.seating`` says (each
    person's new seat and token), bots at their levels."""
    clocks = match.clocks
    key = SeekKey(match.game, match.options, match.seats, None if clocks is None else clocks.control, match.rated)
    sitters = []
    for old, holder in enumerate(match.holders):
        new, token, _ = row.seat_of(old)
        if holder is None:
            continue
        person = token is not None
        sitters.append(
            Sitter(new, holder.name, holder.player if person else None, token, None if person else holder.level)
        )
    delay = None if match.spectators is None else match.spectators.delay
    return PairedTable(
        row.rematch_id or "", key.encode(), sorted(sitters, key=lambda s: s.seat), match.abandonment, delay
    )


class Offers:
    """Challenges, invitations and rematches of this process (event-loop use; their books block)."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.tables = offer_tables(hub.settings)
        self.challenges = ChallengeBook(self.tables)
        self.invitations = InvitationBook(self.tables)
        self.rematches = RematchBook(self.tables)
        self.look = min(EXPIRY_LOOK, max(hub.settings.challenge_timeout, 0.2))
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._expiring())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)

    def close(self) -> None:
        self.tables.close()

    async def _expiring(self) -> None:
        while True:
            await asyncio.sleep(self.look)
            try:
                await self.expire()
            except MatchError as error:
                log.warning("challenges not expired: %s", error.code)
            except Exception:
                log.exception("expiring challenges failed")

    async def expire(self) -> int:
        """Close the challenges whose time has passed, telling each challenger who did not answer;
        how many this process closed."""
        h = self.hub
        rows = await h.run(self.challenges.overdue)
        if not rows:
            return 0
        names = await h.run(h.accounts.names, sorted({row.challenged for row in rows}))
        closed = 0
        for row in rows:
            closed += await h.run(self.challenges.expire, row, names.get(row.challenged, ""))
        return closed

    async def made(self, table: PairedTable) -> None:
        """Make an agreed table's match (unless another instance made it) and announce it."""
        h = self.hub
        match = await h.run(h.pairing.seat, table)
        if match is not None:
            h.committed(match.id, match.version)

    async def challenge_started(self, row: ChallengeRow) -> ChallengeRow:
        """An accepted challenge with its match made (once: a row already started is as it is)."""
        if row.status != "accepted" or row.started:
            return row
        h = self.hub
        names = await h.run(h.accounts.names, [row.challenger, row.challenged])
        await self.made(challenge_table(row, names))
        await h.run(self.challenges.started, row.id)
        return replace(row, started=True)

    async def rematch_started(self, row: RematchRow) -> RematchRow:
        """An accepted rematch with its match made (once: a row already started is as it is)."""
        if row.status != "accepted" or row.started:
            return row
        h = self.hub
        await self.made(await h.read(UUID(row.match_id), partial(rematch_table, row)))
        await h.run(self.rematches.started, row.id)
        return replace(row, started=True)


def offers(request: Request[Any, Any, Any]) -> Offers:
    return request.app.state.offers
