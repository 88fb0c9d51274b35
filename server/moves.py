"""A move's one way in (docs/architecture.md §3; its cost on the loop, §42): ``Moves.make``
decodes a seat's move, takes one from its mover's rate budget, has it decided and committed — right
on the event loop where the match service can (``MatchService.move_soon``), else in a worker thread
— counts it and announces the commit; ``Moves.post`` answers it with what the mover's seat sees of
it (POST /moves)."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any
from uuid import UUID

import msgspec

from igroteka.domain.commands import MoveResult
from igroteka.domain.engine import Seat, from_builtins
from igroteka.domain.errors import Invalid
from igroteka.domain.match import Match
from igroteka.domain.matches import MatchService
from igroteka.domain.tokens import Bearer, PlayerKey, hash_token
from igroteka.projections.feed import FeedItem, entry_items
from igroteka.projections.notes import Lang
from igroteka.projections.words import worded
from igroteka.server.config import Settings
from igroteka.server.limits import RateLimiter
from igroteka.server.observability import Metrics
from igroteka.server.schemas import MoveAccepted, MoveRequest
from igroteka.server.work import Committed, Run

log = logging.getLogger("igroteka.moves")
Read = Callable[..., Awaitable[Any]]  # Hub.read: a projection of a match, on the loop when its lock is free


def decode_move(match: Match, body: dict[str, Any]) -> Any:
    """A move of the match's game, or ``Invalid`` saying why not."""
    try:
        return from_builtins(body, match.rules.Move)
    except msgspec.ValidationError as error:
        raise Invalid("bad_move", f"Not a move of {match.game}: {error}") from None


def move_items(match: Match, result: MoveResult) -> list[FeedItem]:
    """What the mover's seat sees of its accepted move: the items of the one event it stored."""
    entry = match.log[result.version - 1]  # one log entry per stored event: log[i].version == i + 1
    return entry_items(match, entry, Seat(result.seat))


class Moves:
    """The move path of one process (event-loop use only)."""

    def __init__(
        self,
        service: MatchService,
        read: Read,
        run: Run,
        committed: Committed,
        metrics: Metrics,
        settings: Settings,
        timeout: Callable[[], BaseException],
    ) -> None:
        self.service = service
        self.read = read
        self.run = run  # blocking store work in a worker thread
        self.committed = committed  # announces a commit and lets the bots play
        self.metrics = metrics
        self.accepted = metrics.moves.labels(result="accepted")
        self.limit = RateLimiter(settings.moves_per_second, settings.move_burst)
        self.deadline = settings.store_deadline  # seconds before a move the store has not made durable answers 503
        self.timeout = timeout  # the 503 a store past its deadline answers

    async def post(self, match_id: UUID, token: Bearer, request: MoveRequest, lang: Lang = "en") -> MoveAccepted:
        """A move committed, with what the mover's seat sees of it in ``lang`` (POST /moves)."""
        result = await self.make(match_id, token, request)

        def accepted(match: Match) -> MoveAccepted:
            items = worded(match, move_items(match, result), Seat(result.seat), lang)
            return MoveAccepted(game=match.game, version=result.version, events=items)

        return await self.read(match_id, accepted, result.version)

    async def make(self, match_id: UUID, token: Bearer, request: MoveRequest) -> MoveResult:
        """A move committed, counted and announced: its version and seat (a stream's ack needs no more).
        The one way in for a move, from a socket or from ``post``."""
        mover = token.player if isinstance(token, PlayerKey) else hash_token(token or "")
        self.limit.take((match_id.int, mover))
        started = time.perf_counter()
        try:
            result = await self._make(match_id, token, request)
        except Exception as error:
            self.metrics.moves.labels(result=getattr(error, "code", "error")).inc()
            raise
        self.metrics.move_seconds.observe(time.perf_counter() - started)
        self.accepted.inc()
        if log.isEnabledFor(logging.INFO):
            log.info("move", extra={"match": match_id, "version": result.version})
        self.committed(match_id, result.version)
        return result

    async def _make(self, match_id: UUID, token: Bearer, request: MoveRequest) -> MoveResult:
        move = await self.read(match_id, lambda match: decode_move(match, request.move))
        move_id = str(request.move_id)
        result = await self._soon(match_id, token, move_id, move, request.expected_version)
        if result is None:
            result = await self.run(self.service.move, match_id, token, move_id, move, request.expected_version)
        return result

    async def _soon(
        self, match_id: UUID, token: Bearer, move_id: str, move: Any, expected_version: int | None
    ) -> MoveResult | None:
        """The move decided right here on the event loop and committed by the service's writer
        (on PostgreSQL the loop writer, right here too; else the group writer), acknowledged once
        durable; None when it must be played in a worker thread instead (``MatchService.move_soon``
        says when)."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[MoveResult | None] = loop.create_future()

        def resume(result: MoveResult | None, error: BaseException | None) -> None:
            if future.done():  # the deadline passed: the client retries with the same move_id
                return
            if error is not None:
                future.set_exception(error)
            else:
                future.set_result(result)

        def expire() -> None:  # the store outlasted the deadline: answer 503, the commit may follow
            if not future.done():
                future.set_exception(self.timeout())

        if not self.service.move_soon(
            match_id, token, move_id, move, expected_version, loop.call_soon_threadsafe, resume
        ):
            return None
        deadline = loop.call_later(self.deadline, expire)  # a timer, not a task cancellation
        try:
            return await future
        finally:
            deadline.cancel()
