"""A match's bots are never left waiting: a commit that pokes them while their task is still
looking for a move (and finding none, because that commit had not landed yet) makes the task look
once more, instead of ending with a bot to act and nobody left to poke it (server.bots)."""

from __future__ import annotations

import asyncio
import threading
import uuid
from functools import partial
from pathlib import Path

from pytest import MonkeyPatch

from igroteka.domain.matches import MatchService
from igroteka.server.config import Settings
from igroteka.server.fanout import Watchers
from igroteka.server.hub import Hub
from igroteka.server.store import store_env


def test_a_poke_during_a_bot_look_that_found_nothing_is_not_lost(tmp_path: Path, monkeypatch: MonkeyPatch) -> None:
    looked, go = threading.Event(), threading.Event()
    bot_move = MatchService.bot_move

    def slow_look(self: MatchService, match_id: uuid.UUID) -> int | None:
        """The first look that finds no bot to act returns only after the person's move has poked."""
        version = bot_move(self, match_id)
        if version is None and not looked.is_set():
            looked.set()
            go.wait(5)
        return version

    monkeypatch.setattr(MatchService, "bot_move", slow_look)
    hub = Hub(Settings(), partial(MatchService, store_env(f"sqlite:///{tmp_path / 'igroteka.sqlite'}")), Watchers())
    service = hub.service
    match, _ = service.create("pobeda", {}, 2, {1: "random"})
    _, _, token = service.claim(match.id, 0, "Зина")

    async def scenario() -> int:
        while 0 not in service.get(match.id).to_act:  # the bot may open the match
            hub.bots.poke(match.id)
            await asyncio.sleep(0.01)
        hub.bots.poke(match.id)  # the person is to act: this look finds no bot move
        await asyncio.to_thread(looked.wait, 5)
        current = service.get(match.id)
        legal = current.rules.legal_moves(current.state, 0)
        result = await asyncio.to_thread(service.move, match.id, token, "m1", legal[0], None)
        hub.committed(match.id, result.version)  # pokes while the look is still under way
        go.set()
        for _ in range(500):
            if service.get(match.id).version > result.version:
                break
            await asyncio.sleep(0.01)
        return service.get(match.id).version - result.version

    try:
        assert asyncio.run(scenario()) > 0, "the bot never moved after the person's move"
    finally:
        service.close()
