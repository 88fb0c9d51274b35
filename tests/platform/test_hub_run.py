"""Blocking store work in a worker thread (``Hub.run``, ``server.work.StoreThreads``): its result or error comes back on the
loop, the thread sees the request's context, and work that outlasts the deadline is answered with
``store_timeout`` while it goes on to its end."""

from __future__ import annotations

import asyncio
import threading
from functools import partial
from pathlib import Path

import pytest

from igroteka.domain.errors import Conflict, Unavailable
from igroteka.domain.matches import MatchService
from igroteka.server.config import Settings
from igroteka.server.fanout import Watchers
from igroteka.server.headers import REQUEST_ID
from igroteka.server.hub import Hub
from igroteka.server.store import store_env


def test_work_in_a_thread_answers_with_its_result_its_error_or_the_deadline(tmp_path: Path) -> None:
    hub = Hub(
        Settings(store_deadline=0.2),
        partial(MatchService, store_env(f"sqlite:///{tmp_path / 'igroteka.sqlite'}")),
        Watchers(),
    )
    finished = threading.Event()

    def request_id(loop_thread: int) -> str | None:
        assert threading.get_ident() != loop_thread
        return REQUEST_ID.get()

    def refuse() -> None:
        raise Conflict("seat_taken", "Seat 0 is taken.")

    def slow() -> None:
        finished.wait(0.5)
        finished.set()

    async def scenario() -> None:
        REQUEST_ID.set("req-1")
        assert await hub.run(request_id, threading.get_ident()) == "req-1"
        with pytest.raises(Conflict, match="taken"):
            await hub.run(refuse)
        with pytest.raises(Unavailable) as late:
            await hub.run(slow)
        assert late.value.code == "store_timeout" and not finished.is_set()
        await asyncio.to_thread(finished.wait, 5)  # abandoned, not killed: the work ends

    try:
        asyncio.run(scenario())
        assert finished.is_set()
    finally:
        hub.threads.close()
        hub.service.close()
