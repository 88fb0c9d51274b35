"""Webhooks: the outbox's channel to app backends (which forward to FCM or APNs), signed as the
Standard Webhooks specification says.

An endpoint is a URL, the notice kinds it wants and a secret ``whsec_<base64>`` (shown once when
a player makes it); a player's endpoints get that player's notices, the deployment's (settings:
``webhooks``, a JSON list of ``{"id", "url", "kinds", "secret"}``) every player's. Each attempt is a
POST of the payload with ``webhook-id`` (the notice's key, the same on every attempt: receivers
deduplicate by it), ``webhook-timestamp`` (Unix seconds) and ``webhook-signature``
(``v1,<base64 HMAC-SHA256 of "id.timestamp.body">``).

A target's host is resolved and refused if any of its addresses is loopback, private, link-local
or otherwise not public, when the endpoint is made and again before each attempt (a name may
change what it resolves to), unless the deployment allows private targets. After
``webhook_disable_after`` consecutive failed attempts an endpoint is disabled;
its owner enables it again. The dispatcher sends many deliveries to one endpoint at once: an
attempt's result counts only while its endpoint is enabled, and the failure that reaches the limit
disables it in the same statement, so it is disabled once and the attempts still in flight then
count for nothing (they end gone).
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import ipaddress
import json
import secrets
import socket
import time
import uuid
from functools import cached_property
from typing import Any
from urllib.parse import urlsplit

import httpx
import msgspec

from igroteka.domain.errors import Conflict, Invalid, NotFound
from igroteka.server.accounts import Tables
from igroteka.server.channels import Delivered, Gone, Retry, Sent
from igroteka.server.config import Settings

SCHEMA = """
CREATE TABLE IF NOT EXISTS igroteka_webhooks (
  id TEXT PRIMARY KEY, player TEXT, url TEXT NOT NULL, kinds TEXT NOT NULL, secret TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1, failures INTEGER NOT NULL DEFAULT 0, created DOUBLE PRECISION NOT NULL,
  disabled_at DOUBLE PRECISION);
CREATE INDEX IF NOT EXISTS igroteka_webhooks_player ON igroteka_webhooks (player);
"""
MAX_ENDPOINTS = 10  # a player's endpoints at once
TIMEOUT = 5.0  # seconds an attempt may take


class Endpoint(msgspec.Struct, frozen=True):
    """A webhook endpoint as its owner reads it (never its secret)."""

    id: str
    url: str
    kinds: list[str]
    enabled: bool
    failures: int


class DeploymentHook(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    url: str
    kinds: list[str]
    secret: str


def new_secret() -> str:
    return "whsec_" + base64.b64encode(secrets.token_bytes(32)).decode()


def signature(secret: str, key: str, timestamp: int, body: bytes) -> str:
    """The ``webhook-signature`` header's value: ``v1,`` and the base64 HMAC-SHA256, keyed by the
    secret's base64 part, of ``key.timestamp.body``."""
    raw = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{key}.{timestamp}.".encode() + body
    return "v1," + base64.b64encode(hmac.new(raw, signed, hashlib.sha256).digest()).decode()


def public(address: str) -> bool:
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_global and not ip.is_multicast


def check_target(url: str, private: bool) -> None:
    """Refuse a URL that is not http(s), or whose host resolves to any address that is not public
    (unless ``private``) or to none (blocking: resolves the name)."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise Invalid("bad_webhook_url", "A webhook's URL must be an http or https address with a host.")
    try:
        infos = socket.getaddrinfo(parts.hostname, parts.port or 443, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError):
        raise Invalid("webhook_target_refused", "The webhook's host does not resolve.") from None
    if not private and not all(public(str(info[4][0])) for info in infos):
        raise Invalid("webhook_target_refused", "The webhook's host resolves to a loopback or private address.")


class Webhooks:
    """The endpoints (a table beside the store) and the ``Channel`` that posts to them."""

    name = "webhook"

    def __init__(self, tables: Tables, settings: Settings) -> None:
        self.tables = tables
        self.private = settings.webhook_private_targets
        self.disable_after = settings.webhook_disable_after
        hooks = msgspec.json.decode(settings.webhooks or "[]", type=list[DeploymentHook])
        with self.tables.transaction() as run:
            for hook in hooks:  # the deployment's: made or updated, enabled again (a restart re-enables them)
                run(
                    "INSERT INTO igroteka_webhooks (id, player, url, kinds, secret, created) VALUES ({p}, NULL,"
                    " {p}, {p}, {p}, {p}) ON CONFLICT (id) DO UPDATE SET url = excluded.url, kinds = excluded.kinds,"
                    " secret = excluded.secret, enabled = 1, failures = 0, disabled_at = NULL",
                    "deployment:" + hook.id,
                    hook.url,
                    json.dumps(hook.kinds),
                    hook.secret,
                    time.time(),
                )

    @cached_property
    def client(self) -> httpx.AsyncClient:
        """Made at the first delivery: making one loads the CA bundle (~0.06 CPU s), and many a
        server never posts a webhook."""
        return httpx.AsyncClient(timeout=TIMEOUT, follow_redirects=False)

    # -- the owner's routes (blocking) ----------------------------------------------------------

    def add(self, player: str, url: str, kinds: list[str]) -> tuple[Endpoint, str]:
        """A new endpoint of the player and its secret (shown once)."""
        check_target(url, self.private)
        secret = new_secret()
        endpoint = Endpoint(str(uuid.uuid4()), url, kinds, True, 0)
        with self.tables.transaction() as run:
            if len(run("SELECT id FROM igroteka_webhooks WHERE player = {p}", player)) >= MAX_ENDPOINTS:
                raise Conflict("too_many_webhooks", f"A player has at most {MAX_ENDPOINTS} webhooks.")
            run(
                "INSERT INTO igroteka_webhooks (id, player, url, kinds, secret, created)"
                " VALUES ({p}, {p}, {p}, {p}, {p}, {p})",
                endpoint.id,
                player,
                url,
                json.dumps(kinds),
                secret,
                time.time(),
            )
        return endpoint, secret

    def of(self, player: str) -> list[Endpoint]:
        with self.tables.transaction() as run:
            rows = run(
                "SELECT id, url, kinds, enabled, failures FROM igroteka_webhooks WHERE player = {p} ORDER BY created",
                player,
            )
        return [Endpoint(i, u, json.loads(k), bool(e), int(f)) for i, u, k, e, f in rows]

    def owned(self, player: str, endpoint: str) -> Endpoint:
        for found in self.of(player):
            if found.id == endpoint:
                return found
        raise NotFound("webhook_not_found", "No such webhook of yours.")

    def remove(self, player: str, endpoint: str) -> None:
        self.owned(player, endpoint)
        with self.tables.transaction() as run:
            run("DELETE FROM igroteka_webhooks WHERE id = {p} AND player = {p}", endpoint, player)

    def enable(self, player: str, endpoint: str) -> Endpoint:
        """Enable the endpoint again, its failures forgotten; the deliveries given up stay so."""
        self.owned(player, endpoint)
        with self.tables.transaction() as run:
            run(
                "UPDATE igroteka_webhooks SET enabled = 1, failures = 0, disabled_at = NULL WHERE id = {p}",
                endpoint,
            )
        return self.owned(player, endpoint)

    def log_of(self, player: str, endpoint: str, limit: int) -> list[tuple[Any, ...]]:
        """The endpoint's delivery log, newest first: (key, kind, attempt, at, result, detail)."""
        self.owned(player, endpoint)
        with self.tables.transaction() as run:
            return run(
                "SELECT notice_key, kind, attempt, at, result, detail FROM igroteka_delivery_log"
                " WHERE channel = 'webhook' AND target = {p} ORDER BY id DESC LIMIT {p}",
                endpoint,
                limit,
            )

    # -- the channel --------------------------------------------------------------------------

    async def targets(self, player: str | None, kind: str) -> list[str]:
        return await asyncio.to_thread(self._targets, player, kind)

    def _targets(self, player: str | None, kind: str) -> list[str]:
        with self.tables.transaction() as run:
            if player is None:
                rows = run("SELECT id, kinds FROM igroteka_webhooks WHERE player IS NULL AND enabled = 1")
            else:
                rows = run(  # a deleted account's webhooks get nothing more
                    "SELECT w.id, w.kinds FROM igroteka_webhooks w JOIN igroteka_players p ON p.id = w.player"
                    " WHERE w.player = {p} AND w.enabled = 1 AND p.deleted IS NULL",
                    player,
                )
        return [str(i) for i, kinds in rows if kind in json.loads(kinds)]

    async def send(self, target: str, key: str, payload: bytes) -> Sent:
        found = await asyncio.to_thread(self._endpoint, target)
        if found is None:
            return Gone(reason="the webhook was deleted")
        url, secret, enabled = found
        if not enabled:
            return Gone(reason="the webhook is disabled")
        try:
            await asyncio.to_thread(check_target, url, self.private)
        except Invalid as error:
            return await self._failed(target, Retry(reason=error.code))
        stamp = int(time.time())
        headers = {
            "content-type": "application/json",
            "webhook-id": key,
            "webhook-timestamp": str(stamp),
            "webhook-signature": signature(secret, key, stamp, payload),
        }
        try:  # the answer's status and headers only: its body is never read
            async with self.client.stream("POST", url, content=payload, headers=headers) as answer:
                pass
        except httpx.HTTPError as error:
            return await self._failed(target, Retry(reason=f"{type(error).__name__}"))
        if 200 <= answer.status_code < 300:
            await asyncio.to_thread(self._succeeded, target)
            return Delivered()
        if answer.status_code == 410:  # the receiver says the endpoint is gone for good
            await asyncio.to_thread(self._disable, target)
            return Gone(reason="410 Gone")
        return await self._failed(target, Retry(reason=f"HTTP {answer.status_code}", after=retry_after(answer)))

    async def _failed(self, target: str, retry: Retry) -> Sent:
        counted = await asyncio.to_thread(self._count_failure, target)
        if counted is None:
            return Gone(reason="the webhook is disabled")
        return retry if counted else Gone(reason=f"disabled after {self.disable_after} failures")

    def _endpoint(self, target: str) -> tuple[str, str, bool] | None:
        with self.tables.transaction() as run:
            rows = run("SELECT url, secret, enabled FROM igroteka_webhooks WHERE id = {p}", target)
        return (str(rows[0][0]), str(rows[0][1]), bool(rows[0][2])) if rows else None

    def _count_failure(self, target: str) -> bool | None:
        """Count a failed attempt on the endpoint if it is still enabled, disabling it in the same
        statement when this failure reaches the limit: True counted, False counted and disabled by
        it, None not counted (disabled or deleted while the attempt was in flight). On PostgreSQL a
        concurrent count waits for this one's row lock and then finds the row disabled."""
        now, limit = time.time(), self.disable_after
        with self.tables.transaction() as run:
            rows = run(
                "UPDATE igroteka_webhooks SET failures = failures + 1,"
                " enabled = CASE WHEN failures + 1 >= {p} THEN 0 ELSE 1 END,"
                " disabled_at = CASE WHEN failures + 1 >= {p} THEN {p} ELSE NULL END"
                " WHERE id = {p} AND enabled = 1 RETURNING enabled",
                limit,
                limit,
                now,
                target,
            )
        return bool(rows[0][0]) if rows else None

    def _succeeded(self, target: str) -> None:
        """A success ends the run of failures of an enabled endpoint (a disabled one's stay as they were)."""
        with self.tables.transaction() as run:
            run("UPDATE igroteka_webhooks SET failures = 0 WHERE id = {p} AND failures > 0 AND enabled = 1", target)

    def _disable(self, target: str) -> None:
        with self.tables.transaction() as run:
            run(
                "UPDATE igroteka_webhooks SET enabled = 0, disabled_at = {p} WHERE id = {p} AND enabled = 1",
                time.time(),
                target,
            )

    async def close(self) -> None:
        if "client" in self.__dict__:
            await self.client.aclose()


def retry_after(answer: httpx.Response) -> float | None:
    """The receiver's ``Retry-After`` in seconds (a number only), bounded to an hour."""
    value = answer.headers.get("retry-after", "")
    return min(float(value), 3600.0) if value.isdigit() else None
