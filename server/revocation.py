"""The streams opened with a player token, by the token's id, so a token revoked, rotated away or
deleted with its account stops acting at once, open streams included.

A stream opened with a player token checks it again before each move, resignation or takeback
step it sends (so on any instance a revoked token acts no more), and is closed when its token is
gone: at once on the instance whose route revoked it (``gone``), and on every other instance when
told. On PostgreSQL each deleted token NOTIFYs its id at the commit (a trigger,
``server.accounts`` ``TOKEN_GONE``): each instance's listener hears them and checks only those of its streams' ids
(one query, none if it holds no stream of them). What a listener may have missed is checked in
full: every id its streams were opened with, one query, when it connects again, every
``backstop`` seconds while it listens, and every ``interval`` seconds while it does not (on
SQLite, one process, no listener). So an idle stream costs no query a few seconds
(docs/architecture.md §36).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable, Iterator

from igroteka.domain.errors import MatchError
from igroteka.server.accounts import CHUNK, TOKENS_GONE, Accounts
from igroteka.server.notify import PgListener

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
RECENT = 60.0  # seconds a token id told gone is remembered, for a stream that opens just after


def named(payload: bytes) -> list[str] | None:
    """The token ids a NOTIFY names (None: none, read as "check them all")."""
    return payload.decode(errors="replace").split(",") if payload else None


class TokenStreams:
    """The open streams of each player token id; closes those whose token no longer exists.
    ``listen``: the store's URL to hear other instances' revocations on (PostgreSQL), or None."""

    def __init__(self, existing: Existing, interval: float, backstop: float, listen: str | None = None) -> None:
        self.existing = existing
        self.interval = interval
        self.backstop = backstop
        self.streams: dict[str, dict[object, Close]] = {}  # token id -> its open streams and how to close each
        self.bearers: dict[object, str] = {}  # each stream's player token, checked again before it acts
        self._task: asyncio.Task[None] | None = None
        self._poke = asyncio.Event()
        self._heard: set[str] | None = set()  # the token ids NOTIFYs named since the last check (None: all)
        self.listener = (
            PgListener(listen, TOKENS_GONE, self._wake, self._listening, heard=self._hear) if listen else None
        )
        self.listening = False  # whether every revocation's NOTIFY reaches us now
        self.recent: dict[str, float] = {}  # token ids told gone in the last ``RECENT`` seconds, and when

    @contextlib.contextmanager
    def opened(self, token_id: str, token: str, stream: object, close: Close) -> Iterator[None]:
        """The stream is open, opened with that player token (of that id), while the block runs."""
        self.streams.setdefault(token_id, {})[stream] = close
        self.bearers[stream] = token
        if token_id in self.recent:  # it may have been checked before its revocation, told before it opened
            self._named([token_id])
            self._poke.set()
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
        self._remember(token_ids)
        closes = [close for token_id in token_ids for close in list(self.streams.get(token_id, {}).values())]
        await asyncio.gather(*(close() for close in closes), return_exceptions=True)
        return len(closes)

    async def check(self, token_ids: set[str] | None = None) -> int:
        """Close the streams whose token is gone, of those token ids (None: of every id);
        how many were closed. A store that does not answer closes none: the next look tries again
        (a full one, when named ids went unchecked)."""
        ids = list(self.streams) if token_ids is None else [i for i in token_ids if i in self.streams]
        if not ids:
            return 0
        try:
            alive = await self.existing(ids)
        except MatchError as error:
            log.warning("player tokens of open streams not checked: %s", error.code)
            if token_ids is not None:
                self._heard = None
            return 0
        return await self.gone([token_id for token_id in ids if token_id not in alive])

    def _remember(self, token_ids: list[str]) -> None:
        """Told these tokens are gone: remembered ``RECENT`` seconds (a stream whose token was checked
        just before, registered just after, is then checked again as it opens)."""
        now = time.monotonic()
        self.recent = {i: at for i, at in self.recent.items() if now - at < RECENT}
        self.recent.update(dict.fromkeys(token_ids, now))

    def _named(self, token_ids: list[str]) -> None:
        if self._heard is not None:
            self._heard.update(token_ids)

    def _hear(self, payload: bytes) -> None:
        """Another instance deleted the tokens its NOTIFY names (none named: check them all)."""
        token_ids = named(payload)
        if token_ids is None:
            self._heard = None
            return
        self._remember(token_ids)
        self._named(token_ids)

    def _wake(self) -> None:
        """A NOTIFY was heard, or the listener connected (again): a wake that follows no
        payload heard checks every id, as NOTIFYs may have been missed while it was away."""
        if not self._heard:
            self._heard = None
        self._poke.set()

    def _listening(self, healthy: bool) -> None:
        """The listener connected, or lost its connection: then back to a full check each ``interval``."""
        if self.listening and not healthy:
            self._poke.set()
        self.listening = healthy

    def start(self) -> None:
        self._task = asyncio.create_task(self._watch())
        if self.listener:
            self.listener.start()

    async def stop(self) -> None:
        if self.listener:
            await self.listener.stop()
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)

    async def _watch(self) -> None:
        """Check the ids NOTIFYs named when woken, every id after a wake that named none, and
        every id each ``backstop`` seconds while listening, each ``interval`` while not."""
        checked = time.monotonic()
        while True:
            every = self.backstop if self.listening else self.interval
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._poke.wait(), max(0.0, checked + every - time.monotonic()))
            self._poke.clear()
            heard, self._heard = self._heard, set()
            if heard is None or time.monotonic() - checked >= every:
                checked = time.monotonic()
                await self.check()
            elif heard:
                await self.check(heard)
