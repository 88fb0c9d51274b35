"""A dispatch pass the store does not answer in time is a warning with its code, not a traceback:
the next pass tries again (the long fuzz run fails on any traceback in a server's log)."""

from __future__ import annotations

import asyncio
import logging
from types import SimpleNamespace
from typing import Any

import pytest

from igroteka.domain.errors import Unavailable
from igroteka.server.dispatcher import Dispatcher


async def unanswered(*_: Any) -> Any:
    raise Unavailable("store_timeout", "The event store did not answer in time.")


def test_a_pass_the_store_does_not_answer_is_logged_as_its_code(caplog: pytest.LogCaptureFixture) -> None:
    async def two_passes() -> None:
        dispatcher = Dispatcher(unanswered, SimpleNamespace(lock=None), [], 0.01, lambda _: False, 30.0)  # type: ignore[arg-type]
        dispatcher.start()
        await asyncio.sleep(0.1)
        dispatcher.stop()

    with caplog.at_level(logging.WARNING, logger="igroteka.dispatcher"):
        asyncio.run(two_passes())
    failed = [r for r in caplog.records if r.name == "igroteka.dispatcher"]
    assert failed and all(
        r.getMessage() == "dispatch pass failed: store_timeout" and r.exc_info is None for r in failed
    )


class Scripted(Dispatcher):
    """A dispatcher whose store holds ``new`` notices to claim, pass by pass, and nothing due; its
    hops to a store thread are listed in ``hops``."""

    def __init__(self, new: list[list[tuple[int, str, str]]]) -> None:
        super().__init__(self.hop, SimpleNamespace(lock=None), [], 0.01, lambda _: False, 30.0)  # type: ignore[arg-type]
        self.new = new
        self.hops: list[str] = []

    async def hop(self, fn: Any, *args: Any) -> Any:
        self.hops.append(fn.__name__)
        return fn(*args)

    def claim_new(self, now: float) -> list[tuple[int, str, str]]:
        return self.new.pop(0) if self.new else []

    def claim_due(self, now: float) -> list[Any]:
        return []

    def fanned(self, notices: list[int], rows: list[tuple[int, str, str]], now: float) -> None:
        self.fanned_out = notices


def test_an_idle_pass_is_one_hop_and_new_notices_are_fanned_out_before_what_is_due_is_claimed() -> None:
    idle = Scripted([])
    assert asyncio.run(idle.dispatch()) == 0
    assert idle.hops == ["claim"]  # the new notices and the deliveries due looked for in one hop
    busy = Scripted([[(1, "p", "match_started")]])
    assert asyncio.run(busy.dispatch()) == 0
    assert busy.hops == ["claim", "fanned", "claim_due"] and busy.fanned_out == [1]
