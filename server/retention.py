"""Retention of the outbox's rows: a notice, its deliveries and the delivery log's lines are kept
``notice_retention`` seconds (30 days by default; 0: for ever) once they are done with, then deleted.

Each instance runs one sweeper: at start, then every hour (or a quarter of the retention, when that
is shorter), it deletes, in batches of ``BATCH`` rows each in a short transaction of its own:

- the delivery log's lines older than the retention (a line is the record of one attempt; a
  delivery still being retried keeps only its recent lines);
- the deliveries that ended (delivered, gone or given up) longer ago than the retention (``due``
  is the moment an ended delivery ended);
- the notices older than the retention that are fanned out and have no delivery left, but the
  newest notice of all, whose id is where the player streams' sequence stands (``Outbox.last``).

Every row it looks at is found by an index on its time and is one it deletes: its cost is the rows
it deletes, nothing per match or player, idle or not. On PostgreSQL each batch skips rows another
transaction holds (``FOR UPDATE SKIP LOCKED``), so instances sweeping at once never wait on each
other; a row one leaves is deleted by the next pass.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable

from igroteka.domain.errors import MatchError
from igroteka.server.outbox import Outbox
from igroteka.server.work import Run

log = logging.getLogger("igroteka.retention")

SWEEP = 3600.0  # seconds between two sweeps at most
BATCH = 1000  # rows deleted in one transaction


class Retention:
    """Deletes the outbox's rows done with for longer than ``keep`` seconds (event-loop use only)."""

    def __init__(self, run: Run, outbox: Outbox, keep: float) -> None:
        self.run = run  # blocking store work in a worker thread
        self.outbox = outbox
        self.keep = keep
        self.interval = min(SWEEP, keep / 4)
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self.keep > 0:  # 0: kept for ever
            self._task = asyncio.create_task(self._sweeping())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def _sweeping(self) -> None:
        while True:
            try:
                deleted = await self.sweep(time.time())
                if deleted:
                    log.info("%d notice, delivery and log rows past their retention deleted", deleted)
            except MatchError as error:
                log.warning("notices not swept: %s", error.code)
            except Exception:  # never let the sweeper die: the next pass tries again
                log.exception("sweeping notices failed")
            await asyncio.sleep(self.interval)

    async def sweep(self, now: float) -> int:
        """Delete what was done with before ``now`` less the retention; how many rows."""
        before = now - self.keep
        deleted = 0
        steps: list[Callable[[float], int]] = [self.log_lines, self.deliveries, self.notices]
        for step in steps:
            while True:
                gone = await self.run(step, before)
                deleted += gone
                if gone < BATCH:
                    break
        return deleted

    def log_lines(self, before: float) -> int:
        with self.outbox.transaction() as run:
            return len(
                run(
                    "DELETE FROM igroteka_delivery_log WHERE id IN (SELECT id FROM igroteka_delivery_log"
                    f" WHERE at < {{p}} LIMIT {BATCH}{self.outbox.lock}) RETURNING id",
                    before,
                )
            )

    def deliveries(self, before: float) -> int:
        with self.outbox.transaction() as run:
            return len(
                run(
                    "DELETE FROM igroteka_deliveries WHERE id IN (SELECT id FROM igroteka_deliveries"
                    f" WHERE status <> 'pending' AND due < {{p}} LIMIT {BATCH}{self.outbox.lock}) RETURNING id",
                    before,
                )
            )

    def notices(self, before: float) -> int:
        with self.outbox.transaction() as run:
            (newest,) = run("SELECT MAX(id) FROM igroteka_notices")[0]
            return len(
                run(
                    "DELETE FROM igroteka_notices WHERE id IN (SELECT n.id FROM igroteka_notices n"
                    " WHERE n.created < {p} AND n.fanned = 1 AND n.id < {p}"
                    " AND NOT EXISTS (SELECT 1 FROM igroteka_deliveries d WHERE d.notice = n.id)"
                    f" LIMIT {BATCH}{self.outbox.lock}) RETURNING id",
                    before,
                    newest or 0,
                )
            )
