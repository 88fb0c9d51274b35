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
from typing import Protocol

from domain.errors import MatchError

log = logging.getLogger("igroteka.revocation")

Existing = Callable[[list[str]], Awaitable[set[str]]]  # of these token ids, those still valid


class Revocable(Protocol):
    async def revoked(self) -> None:
        """Its token is gone: say so and close."""
        ...


class TokenStreams:
    """The open streams of each player token id; closes those whose token no longer exists."""

    def __init__(self, existing: Existing, interval: float) -> None:
        self.existing = existing
        self.interval = interval
        self.streams: dict[str, set[Revocable]] = {}
        self._task: asyncio.Task[None] | None = None

    @contextlib.contextmanager
    def opened(self, token_id: str, stream: Revocable) -> Iterator[None]:
        """The stream is open, opened with the token of that id, while the block runs."""
        self.streams.setdefault(token_id, set()).add(stream)
        try:
            yield
        finally:
            held = self.streams.get(token_id)
            if held is not None:
                held.discard(stream)
                if not held:
                    del self.streams[token_id]

    async def gone(self, token_ids: list[str]) -> None:
        """These tokens were revoked here: their streams are closed now, with no query."""
        streams = [stream for token_id in token_ids for stream in self.streams.get(token_id, ())]
        await asyncio.gather(*(stream.revoked() for stream in streams), return_exceptions=True)

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
        gone = [stream for token_id in ids if token_id not in alive for stream in self.streams.get(token_id, ())]
        await asyncio.gather(*(stream.revoked() for stream in gone), return_exceptions=True)
        return len(gone)

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
