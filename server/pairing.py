"""The pairing scheduler of quick play: every interval, pairs the open requests to play into
tables (``SeekBook.pair``) and makes each table's match, its seats claimed for its requesters (a
player's claim names the player, so a rated match counts for their ratings) and the rest for bots.

Every instance pairs; the seeks table lets each request be paired once. A match is made under the
id its rows name, so when two instances both make a table left over by a stopped one, the store
keeps the first and refuses the second (``Conflict``).
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable
from uuid import UUID

import msgspec

from igroteka.domain.clocks import TimeControl
from igroteka.domain.errors import Conflict, MatchError
from igroteka.domain.match import Match
from igroteka.domain.matches import begin, new_match, trigger
from igroteka.domain.tokens import hash_token, new_token
from igroteka.server.config import Settings
from igroteka.server.seekbook import PairedTable, SeekBook
from igroteka.server.work import Committed, Run

log = logging.getLogger("igroteka.pairing")
FORGET_EVERY = 60.0  # seconds between deletions of settled requests (SeekBook.forget)


class SeekKey(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What two requests must share to meet: stored as its JSON, the options as the game decoded them."""

    game: str
    options: dict[str, object]
    seats: int
    time_control: TimeControl | None
    rated: bool

    def encode(self) -> str:
        return json.dumps(msgspec.to_builtins(self), sort_keys=True, separators=(",", ":"))


def table_match(table: PairedTable) -> Match:
    """The started match of a paired table, not saved yet, under the table's id."""
    key = msgspec.json.decode(table.key, type=SeekKey)
    bots = {s.seat: s.level for s in table.sitters if s.seat_token is None}
    match = new_match(
        key.game,
        dict(key.options),
        key.seats,
        bots,  # type: ignore[arg-type]
        new_token()[1],  # nobody organises a paired match
        key.time_control,
        table.abandon,
        table.delay,
        match_id=UUID(table.match_id),
        rated=key.rated,
    )
    for sitter in table.sitters:
        if sitter.seat_token is not None:
            match.claim_seat(
                seat=sitter.seat,
                name=sitter.name,
                token_hash=hash_token(sitter.seat_token),
                level=None,
                player=sitter.player,
            )
    trigger(match, begin(match))
    return match


class Pairing:
    """Quick play's pairing on this process (event-loop use only)."""

    def __init__(
        self,
        run: Run,
        book: SeekBook,
        commit: Callable[[Match], None],
        hold: Callable[[str, UUID, int, bool], None],
        committed: Committed,
        settings: Settings,
    ) -> None:
        self.run = run  # blocking store work in a worker thread
        self.book = book  # the requests to play, shared by every instance
        self.commit = commit  # saves a new match (``MatchService.commit``)
        self.hold = hold  # indexes a seat a player holds (``Accounts.hold``)
        self.committed = committed  # publishes a commit of this process
        self.interval = settings.pairing_interval  # seconds between passes
        self.timeout = settings.seek_timeout  # seconds a request waits before it expires (0: forever)
        self._task: asyncio.Task[None] | None = None
        self._forgot = 0.0  # when this process last deleted the settled requests

    def start(self) -> None:
        self._task = asyncio.create_task(self._pairing())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def _pairing(self) -> None:
        while True:
            await asyncio.sleep(self.interval)
            try:
                await self.pair_now()
            except MatchError as error:  # the store is down or slow: the next pass tries again
                log.warning("pairing pass failed", extra={"code": error.code})
            except Exception:  # never let the pairing die: log, then pair again at the next pass
                log.exception("pairing pass failed")

    async def pair_now(self) -> None:
        """One pass: pair what can be, then make the matches of the tables paired but not started
        (both looks in one hop to a store thread: an idle pass is one round trip, not two)."""
        now = time.time()
        for table in await self.run(self.paired, now):
            match = await self.run(self.make, table)
            if match is not None:
                self.committed(match.id, match.version)
        if now - self._forgot >= FORGET_EVERY:
            self._forgot = now
            await self.run(self.book.forget, now)

    def paired(self, now: float) -> list[PairedTable]:
        """This pass's pairing, then the tables paired but not started: those it just paired and any
        another instance left (a worker thread)."""
        return self.book.unstarted(self.book.pair(now, self.timeout), now)

    def make(self, table: PairedTable) -> Match | None:
        """Make a table's match, index its players' seats and mark its requests started; None when
        another instance made it first."""
        match = self.seat(table)
        self.book.started(table.match_id)
        return match

    def seat(self, table: PairedTable) -> Match | None:
        """Make a table's match and index its players' seats (quick play's, a challenge's, a
        rematch's); None when another instance made it first (the store keeps one match an id)."""
        match = table_match(table)
        try:
            self.commit(match)
        except Conflict:
            log.info("paired match made elsewhere", extra={"match": table.match_id})
            return None
        for sitter in table.sitters:
            if sitter.player is not None:
                self.hold(sitter.player, match.id, sitter.seat, False)
        return match
