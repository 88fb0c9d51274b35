"""What one server process shares: the match service, read models, fan-out and bots (DESIGN §8)."""

from __future__ import annotations

import asyncio
import logging
from typing import Any
from uuid import UUID

import msgspec
from anyio import to_thread
from litestar.channels import ChannelsPlugin

from domain.engine import Seat
from domain.errors import Invalid
from domain.match import Match
from domain.matches import MatchService
from projections.feed import feed
from projections.lobby import Lobby, LogFollower
from server.config import Settings
from server.schemas import MoveAccepted, MoveRequest

log = logging.getLogger("igroteka.hub")


def decode_move(match: Match, body: dict[str, Any]) -> Any:
    """A move of the match's game, or ``Invalid`` saying why not."""
    try:
        return msgspec.convert(body, match.rules.Move)
    except msgspec.ValidationError as error:
        raise Invalid("bad_move", f"Not a move of {match.game}: {error}") from None


def channel(match_id: UUID) -> str:
    return f"match:{match_id}"


class Hub:
    """Commands that publish a notice once committed; notices carry ids and versions only."""

    def __init__(self, settings: Settings, service: MatchService, channels: ChannelsPlugin) -> None:
        self.settings = settings
        self.service = service
        self.channels = channels
        self.lobby = Lobby()
        self.follower = LogFollower(service.app, [self.lobby], on_change=self._changed_elsewhere)
        self.loop: asyncio.AbstractEventLoop | None = None
        self._bots: dict[UUID, asyncio.Task[None]] = {}

    async def start(self) -> None:
        self.loop = asyncio.get_running_loop()
        await to_thread.run_sync(self.follower.catch_up)
        self.follower.start(self.settings.follow_interval)
        for row in self.lobby.list(status="running", limit=10_000):
            self.poke_bots(UUID(row.id))

    async def stop(self) -> None:
        for task in self._bots.values():
            task.cancel()
        await to_thread.run_sync(self.follower.stop)
        self.service.close()

    def committed(self, match_id: UUID, version: int) -> None:
        """A commit of this process: notify subscribers, update read models, let bots play."""
        self.channels.publish({"match": str(match_id), "version": version}, channel(match_id))
        self.follower.wake.set()
        self.poke_bots(match_id)

    def _changed_elsewhere(self, match_id: UUID, version: int) -> None:
        """Called by the log follower thread for every match it saw change."""
        if self.loop is not None and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(self._notice, match_id, version)

    def _notice(self, match_id: UUID, version: int) -> None:
        self.channels.publish({"match": str(match_id), "version": version}, channel(match_id))
        self.poke_bots(match_id)

    async def move(self, match_id: UUID, token: str | None, request: MoveRequest) -> MoveAccepted:
        service = self.service

        def play() -> MoveAccepted:
            with service.reading(match_id) as match:
                move = decode_move(match, request.move)
            result = service.move(match_id, token, str(request.move_id), move, request.expected_version)
            with service.reading(match_id) as match:
                items = [i for i in feed(match, Seat(result.seat), result.first - 1) if i.version <= result.version]
            return MoveAccepted(version=result.version, events=items)

        accepted = await to_thread.run_sync(play)
        self.committed(match_id, accepted.version)
        return accepted

    def poke_bots(self, match_id: UUID) -> None:
        task = self._bots.get(match_id)
        if task is None or task.done():
            self._bots[match_id] = asyncio.create_task(self._run_bots(match_id))

    async def _run_bots(self, match_id: UUID) -> None:
        while True:
            try:
                version = await to_thread.run_sync(self.service.bot_move, match_id)
            except Exception as error:  # a conflict or an outage: the next notice pokes again
                log.warning("bot move failed in %s: %s", match_id, error)
                return
            if version is None:
                self._bots.pop(match_id, None)
                return
            self.channels.publish({"match": str(match_id), "version": version}, channel(match_id))
            self.follower.wake.set()
            if self.settings.bot_delay:
                await asyncio.sleep(self.settings.bot_delay)
