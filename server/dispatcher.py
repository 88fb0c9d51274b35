"""The outbox's dispatcher: hands every notice to every channel's targets that want its kind, and
retries each delivery until it is delivered, gone or given up.

Two steps a pass, each claiming its rows in a short transaction (``FOR UPDATE SKIP LOCKED`` on
PostgreSQL, so instances claim different rows; SQLite's single writer otherwise) and leasing them
for ``lease`` seconds (the ``notice_lease`` setting), so the channels are called outside any
transaction and a crashed instance's rows are claimed again once their lease passes:

- **fan-out**: a notice not yet fanned out gets one delivery row per (channel, target) its player
  (and the deployment) has for its kind, ``ON CONFLICT DO NOTHING``, then is marked fanned;
- **send**: a due delivery is attempted (``Channel.send``, with the notice's key: a receiver
  drops a repeat), and the attempt logged: ``Delivered`` and ``Gone`` end it, ``Retry`` schedules
  the next attempt after the target's hint or exponential backoff with full jitter, until
  ``ATTEMPTS`` attempts have failed. A Web Push is sent only while the notice's player has no
  stream open on any instance (``server.push_presence``); otherwise it ends ``skipped``.

A crash between an attempt and its record sends the same key again: at least once to the
channel, once to a receiver that deduplicates by key.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from collections.abc import Callable
from datetime import UTC, datetime

import msgspec

from igroteka.domain.errors import MatchError
from igroteka.projections.notices import Notice
from igroteka.server.channels import Channel, Delivered, Gone, Retry, Sent
from igroteka.server.outbox import Outbox, notice_of
from igroteka.server.work import Run

log = logging.getLogger("igroteka.dispatcher")

BASE = 2.0  # seconds before the first retry (at most; full jitter)
CAP = 3600.0  # the longest wait between two attempts
ATTEMPTS = 12  # attempts before a delivery is given up (~2 h of backoff at most)
CLAIM = 100  # rows claimed a step
QUIET = "webpush"  # the channel that sends nothing to a player with a stream open


def backoff(attempts: int, rng: random.Random) -> float:
    """Seconds to wait after the ``attempts``-th failed attempt: full jitter over an exponential
    ceiling (AWS's "exponential backoff and jitter"), so retries of many deliveries spread out."""
    return rng.uniform(0.0, min(CAP, BASE * 2 ** (attempts - 1)))


class Payload(msgspec.Struct, frozen=True):
    """What a channel delivers (JSON): the Standard Webhooks shape, ``type`` the notice's kind,
    ``timestamp`` when it was made, ``data`` the notice, ``text`` its sentence in each language."""

    type: str
    timestamp: datetime
    data: msgspec.Raw
    text: dict[str, str]


def payload(body: str, created: float) -> bytes:
    from igroteka.projections.notices import notice_text

    notice = notice_of(body)
    kind = str(notice.__struct_config__.tag)
    text = {lang: notice_text(notice, lang) for lang in ("ru", "en")}
    at = datetime.fromtimestamp(created, UTC)
    return msgspec.json.encode(Payload(kind, at, msgspec.Raw(body.encode()), text))


class Skipped(msgspec.Struct, frozen=True):
    """Not sent: the player has a stream open, which tells them."""


class Claimed(msgspec.Struct, frozen=True):
    delivery: int
    channel: str
    target: str
    attempts: int
    key: str
    kind: str
    body: str
    created: float


class Dispatcher:
    """Fans the outbox's notices out to ``channels`` and delivers them (event-loop use only)."""

    def __init__(
        self,
        run: Run,
        outbox: Outbox,
        channels: list[Channel],
        interval: float,
        streaming: Callable[[Notice], bool],
        lease: float,
    ) -> None:
        self.run = run  # blocking store work in a worker thread
        self.outbox = outbox
        self.channels = {channel.name: channel for channel in channels}
        self.interval = interval
        self.lease = lease  # seconds a claimed row is this instance's before another may claim it again
        self.streaming = streaming  # whether a notice's player has a stream open, on any instance (blocking)
        self.lock = outbox.lock  # FOR UPDATE SKIP LOCKED on PostgreSQL
        self.rng = random.Random()
        self.wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._dispatching())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def _dispatching(self) -> None:
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.wake.wait(), self.interval)
            self.wake.clear()
            try:
                await self.dispatch()
            except MatchError as error:  # the store did not answer in time: the next pass tries again
                log.warning("dispatch pass failed: %s", error.code)
            except Exception:  # never let the dispatcher die: the next pass tries again
                log.exception("dispatch pass failed")

    async def dispatch(self) -> int:
        """One pass: fan out what is new, then attempt what is due; how many attempts were made.
        A pass that finds nothing new claims what is due in the same hop to a store thread, so an
        idle pass (most of them: it runs every interval) is one round trip, not two."""
        notices, claimed = await self.run(self.claim, time.time())
        if claimed is None:  # new notices were claimed: fanned out first, and any that follow them
            while await self.fan_out(notices) == CLAIM:
                notices = await self.run(self.claim_new, time.time())
            claimed = await self.run(self.claim_due, time.time())
        if not claimed:
            return 0
        results = await asyncio.gather(*(self.attempt(row) for row in claimed))
        await self.run(self.record, list(zip(claimed, results, strict=True)), time.time())
        return len(claimed)

    def claim(self, now: float) -> tuple[list[tuple[int, str, str]], list[Claimed] | None]:
        """The new notices claimed, and, when there are none, the deliveries due claimed too (None:
        left for after the new notices' fan-out)."""
        notices = self.claim_new(now)
        return notices, None if notices else self.claim_due(now)

    async def fan_out(self, notices: list[tuple[int, str, str]]) -> int:
        """Give each new notice claimed its deliveries; how many there were."""
        rows: list[tuple[int, str, str]] = []
        for notice_id, player, kind in notices:
            for name, channel in self.channels.items():
                targets = [*await channel.targets(player, kind), *await channel.targets(None, kind)]
                rows.extend((notice_id, name, target) for target in dict.fromkeys(targets))
        if notices:
            await self.run(self.fanned, [n[0] for n in notices], rows, time.time())
        return len(notices)

    def claim_new(self, now: float) -> list[tuple[int, str, str]]:
        with self.outbox.transaction() as run:
            rows = run(
                "SELECT id, player, kind FROM igroteka_notices WHERE fanned = 0 AND lease < {p} ORDER BY id"
                f" LIMIT {CLAIM}{self.lock}",
                now,
            )
            for row in rows:
                run("UPDATE igroteka_notices SET lease = {p} WHERE id = {p}", now + self.lease, row[0])
        return [(int(i), str(p), str(k)) for i, p, k in rows]

    def fanned(self, notices: list[int], rows: list[tuple[int, str, str]], now: float) -> None:
        with self.outbox.transaction() as run:
            for notice, channel, target in rows:
                run(
                    "INSERT INTO igroteka_deliveries (notice, channel, target, status, due)"
                    " VALUES ({p}, {p}, {p}, 'pending', {p}) ON CONFLICT (notice, channel, target) DO NOTHING",
                    notice,
                    channel,
                    target,
                    now,
                )
            for notice in notices:
                run("UPDATE igroteka_notices SET fanned = 1 WHERE id = {p}", notice)

    def claim_due(self, now: float) -> list[Claimed]:
        with self.outbox.transaction() as run:
            rows = run(
                "SELECT id FROM igroteka_deliveries WHERE status = 'pending' AND due <= {p} AND lease < {p}"
                f" ORDER BY due LIMIT {CLAIM}{self.lock}",
                now,
                now,
            )
            claimed: list[Claimed] = []
            for (delivery,) in rows:
                run("UPDATE igroteka_deliveries SET lease = {p} WHERE id = {p}", now + self.lease, delivery)
                found = run(
                    "SELECT d.channel, d.target, d.attempts, n.key, n.kind, n.body, n.created"
                    " FROM igroteka_deliveries d JOIN igroteka_notices n ON n.id = d.notice WHERE d.id = {p}",
                    delivery,
                )
                channel, target, attempts, key, kind, body, created = found[0]
                claimed.append(Claimed(int(delivery), channel, target, int(attempts), key, kind, body, float(created)))
        return claimed

    async def attempt(self, row: Claimed) -> Sent | Skipped:
        channel = self.channels.get(row.channel)
        if channel is None:  # a channel this deployment no longer has: left for one that has it
            return Retry(reason=f"no channel {row.channel} here")
        try:
            if row.channel == QUIET and await self.run(self.streaming, notice_of(row.body)):
                return Skipped()
            return await channel.send(row.target, row.key, payload(row.body, row.created))
        except Exception as error:  # a channel's fault is a failed attempt, never the dispatcher's end
            log.exception("channel %s failed", row.channel)
            return Retry(reason=f"channel error: {type(error).__name__}")

    def record(self, attempts: list[tuple[Claimed, Sent | Skipped]], now: float) -> None:
        """Each attempt's outcome on its delivery, and a line in the delivery log."""
        with self.outbox.transaction() as run:
            for row, sent in attempts:
                attempt = row.attempts + 1
                if isinstance(sent, Delivered):
                    status, due, result, detail = "delivered", now, "delivered", ""
                elif isinstance(sent, Skipped):
                    status, due, result, detail = "skipped", now, "skipped", "the player has a stream open"
                elif isinstance(sent, Gone):
                    status, due, result, detail = "gone", now, "gone", sent.reason
                elif attempt >= ATTEMPTS:  # given up: ``due`` says when it ended, as for the two above
                    status, due, result, detail = "failed", now, "retry", sent.reason
                else:
                    wait = sent.after if sent.after is not None else backoff(attempt, self.rng)
                    status, due, result, detail = "pending", now + wait, "retry", sent.reason
                run(
                    "UPDATE igroteka_deliveries SET status = {p}, attempts = {p}, due = {p}, lease = 0 WHERE id = {p}",
                    status,
                    attempt,
                    due,
                    row.delivery,
                )
                run(
                    "INSERT INTO igroteka_delivery_log (delivery, channel, target, notice_key, kind, attempt, at,"
                    " result, detail) VALUES ({p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p})",
                    row.delivery,
                    row.channel,
                    row.target,
                    row.key,
                    row.kind,
                    attempt,
                    now,
                    result,
                    detail[:500],
                )
