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
        dispatcher = Dispatcher(unanswered, SimpleNamespace(lock=None), [], 0.01, lambda _: False)  # type: ignore[arg-type]
        dispatcher.start()
        await asyncio.sleep(0.1)
        dispatcher.stop()

    with caplog.at_level(logging.WARNING, logger="igroteka.dispatcher"):
        asyncio.run(two_passes())
    failed = [r for r in caplog.records if r.name == "igroteka.dispatcher"]
    assert failed and all(
        r.getMessage() == "dispatch pass failed: store_timeout" and r.exc_info is None for r in failed
    )
