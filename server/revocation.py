"""The streams opened with a player token, by the token's id, so a token revoked, rotated away or
deleted with its account stops acting at once, open streams included.

A stream opened with a player token checks it again before each move, resignation or takeback
step it sends (so on any instance a revoked token acts no more), and is closed when its token is
gone: at once on the instance whose route revoked it (``gone``), and on every other
instance at its next look (``watch``, every ``interval`` seconds: one query for all the ids its
streams were opened with).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Iterator

from igroteka.domain.errors import MatchError
from igroteka.server.accounts import CHUNK, Accounts

log = logging.getLogger("igroteka.revocation")

Existing = Callable[[list[str]], Awaitable[set[str]]]  # of these token ids, those still valid


def existing(accounts: Accounts, token_ids: list[str]) -> set[str]:
    """Of these token ids, those that still name a token of a player not deleted (blocking)."""
    alive: set[str] = set()
    for start in range(0, len(token_ids), CHUNK):
        chunk = token_ids[start : start + CHUNK]
        marks = ", ".join("{p}" for _ in chunk)
        with accounts.transaction() as run:
            rows = run(
                "SELECT t.id FROM igroteka_player_tokens t JOIN igroteka_players p ON p.id = t.player"
                f" WHERE t.id IN ({marks}) AND p.deleted IS NULL",
                *chunk,
            )
        alive.update(str(row[0]) for row in rows)
    return alive


Close = Callable[[], Awaitable[None]]  # a stream's token is gone: say so and close it


class TokenStreams:
    """The open streams of each player token id; closes those whose token no longer exists."""

    def __init__(self, existing: Existing, interval: float) -> None:
        self.existing = existing
        self.interval = interval
        self.streams: dict[str, dict[object, Close]] = {}  # token id -> its open streams and how to close each
        self.bearers: dict[object, str] = {}  # each stream's player token, checked again before it acts
        self._task: asyncio.Task[None] | None = None

    @contextlib.contextmanager
    def opened(self, token_id: str, token: str, stream: object, close: Close) -> Iterator[None]:
        """The stream is open, opened with that player token (of that id), while the block runs."""
        self.streams.setdefault(token_id, {})[stream] = close
        self.bearers[stream] = token
        try:
            yield
        finally:
            del self.bearers[stream]
            held = self.streams[token_id]
            del held[stream]
            if not held:
                del self.streams[token_id]

    def bearer(self, stream: object) -> str | None:
        """The player token the stream was opened with; None for any other stream."""
        return self.bearers.get(stream)

    async def gone(self, token_ids: list[str]) -> int:
        """These tokens are gone (revoked here: no query): their streams are closed now; how many."""
        closes = [close for token_id in token_ids for close in list(self.streams.get(token_id, {}).values())]
        await asyncio.gather(*(close() for close in closes), return_exceptions=True)
        return len(closes)

    async def check(self) -> int:
        """Close the streams whose token is gone; how many were closed. A store that does not
        answer closes none: the next look tries again."""
        ids = list(self.streams)
        if not ids:
            return 0
        try:
            alive = await self.existing(ids)
        except MatchError as error:
            log.warning("player tokens of open streams not checked: %s", error.code)
            return 0
        return await self.gone([token_id for token_id in ids if token_id not in alive])

    def start(self) -> None:
        self._task = asyncio.create_task(self._watch())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)

    async def _watch(self) -> None:
        while True:
            await asyncio.sleep(self.interval)
            await self.check()
