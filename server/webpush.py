"""The Web Push channel (RFC 8030, 8291, 8292): the outbox's dispatcher hands it a notice's payload
for one of a player's push subscriptions, and it makes one attempt to push it.

A push is the payload encrypted to the subscription's keys (RFC 8291, ``aes128gcm``, by
``pywebpush``), signed for the push service's origin with the deployment's VAPID key (``py-vapid``),
with a ``TTL``, an ``Urgency`` by the notice's kind and a ``Topic`` made from the delivery's key (a
retry of the same notice replaces one the push service still holds), posted within
``push_timeout`` seconds in all and never redirected, nor sent to a host that resolves to a loopback or
private address (unless the deployment allows them). The push service's answer decides: 201 delivered;
404 or 410 the subscription is gone (removed here); 429 or 5xx, or no answer, retried (after its
``Retry-After`` when it gives one); any other answer gone for this notice, its reason logged.
Nothing logged names a payload, a key or an endpoint's path (a capability of its own).
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import logging
import socket
import time
from email.utils import parsedate_to_datetime
from functools import cached_property
from urllib.parse import urlsplit

import httpx
import msgspec
from pywebpush import WebPusher

from igroteka.server.channels import Delivered, Gone, Retry, Sent
from igroteka.server.config import Settings
from igroteka.server.push_subscriptions import PushSubscriptions, Subscription, private_host
from igroteka.server.vapid import VapidKey, origin_of
from igroteka.server.work import Run

log = logging.getLogger("igroteka.webpush")

TTL = 86_400  # seconds a push service keeps a push for a browser that is offline
# pushed "high" (what asks the player to act now, or a match of theirs begins), the rest "normal"
URGENT = frozenset(
    {
        "your_turn",
        "paired",
        "takeback_asked",
        "tour_started",
        "challenge_received",
        "challenge_accepted",
        "rematch_offered",
        "rematch_started",
    }
)
DELIVERED = frozenset({200, 201, 202})
GONE = frozenset({404, 410})


class Kind(msgspec.Struct):
    """The one member of a payload the channel reads: the notice's kind (``type``)."""

    type: str = ""


def topic(key: str) -> str:
    """The ``Topic`` of a delivery: 32 base64url characters of its key's SHA-256 (RFC 8030 §5.4)."""
    return base64.urlsafe_b64encode(hashlib.sha256(key.encode()).digest()).decode()[:32]


def urgency(payload: bytes) -> str:
    try:
        kind = msgspec.json.decode(payload, type=Kind).type
    except (msgspec.DecodeError, msgspec.ValidationError):
        kind = ""
    return "high" if kind in URGENT else "normal"


def retry_after(value: str | None, now: float) -> float | None:
    """A ``Retry-After`` in seconds from ``now``: whole seconds, or an HTTP date; None without one."""
    if value is None:
        return None
    if value.strip().isdigit():
        return float(value.strip())
    try:
        return max(0.0, parsedate_to_datetime(value).timestamp() - now)
    except (TypeError, ValueError):
        return None


async def resolves_public(endpoint: str) -> bool:
    """Whether every address the endpoint's host has now is public (a name that resolves to none is
    left to the post, which fails and is retried). The check at subscribing sees names only."""
    parts = urlsplit(endpoint)
    try:
        found = await asyncio.get_running_loop().getaddrinfo(parts.hostname, parts.port or 443, type=socket.SOCK_STREAM)
    except OSError:
        return True
    return all(not private_host(str(address[4][0]).split("%")[0]) for address in found)


def encrypted(subscription: Subscription, payload: bytes) -> bytes:
    """The payload encrypted to the browser's keys (RFC 8291, ``aes128gcm``, one record)."""
    info = {"endpoint": subscription.endpoint, "keys": {"p256dh": subscription.p256dh, "auth": subscription.auth}}
    return bytes(WebPusher(info).encode(payload, "aes128gcm")["body"])


class WebPush:
    """The channel ``webpush``: a target is a push subscription's id."""

    name = "webpush"

    def __init__(
        self, subscriptions: PushSubscriptions, key: VapidKey, run: Run, timeout: float, private_targets: bool = False
    ) -> None:
        self.subscriptions = subscriptions
        self.key = key
        self.run = run
        self.private_targets = private_targets  # subscriptions may name http, loopback or private endpoints
        self.timeout = timeout

    @classmethod
    def of(cls, settings: Settings, run: Run) -> WebPush:
        subscriptions = PushSubscriptions.of(settings)
        return cls(subscriptions, VapidKey.of(settings), run, settings.push_timeout, settings.push_private_targets)

    @cached_property
    def client(self) -> httpx.AsyncClient:
        """Made at the first push: making one loads the CA bundle (~0.06 CPU s), and many a server
        never sends one."""
        return httpx.AsyncClient(timeout=self.timeout, follow_redirects=False, trust_env=False)

    async def close(self) -> None:
        if "client" in self.__dict__:
            await self.client.aclose()
        self.subscriptions.close()

    async def targets(self, player: str | None, kind: str) -> list[str]:
        """The player's subscriptions that want ``kind`` (the deployment itself has none)."""
        if player is None:
            return []
        return await self.run(self.subscriptions.wanting, player, kind, time.time())

    async def send(self, target: str, key: str, payload: bytes) -> Sent:
        subscription = await self.run(self.subscriptions.get, target)
        if subscription is None:
            return Gone("the subscription was deleted")
        headers = {
            "Authorization": self.key.authorization(subscription.endpoint),
            "Content-Encoding": "aes128gcm",
            "Content-Type": "application/octet-stream",
            "TTL": str(TTL),
            "Urgency": urgency(payload),
            "Topic": topic(key),
        }
        service = origin_of(subscription.endpoint)
        if not self.private_targets and not await resolves_public(subscription.endpoint):
            log.warning("push to subscription %s refused: %s resolves to a private address", target, service)
            return Gone(f"{service} resolves to a loopback or private address")
        body = encrypted(subscription, payload)
        client = self.client  # made before the exchange's time starts
        try:
            async with asyncio.timeout(self.timeout):  # the whole exchange, not each of its steps
                answer = await client.post(subscription.endpoint, content=body, headers=headers)
        except (httpx.TimeoutException, TimeoutError):
            log.info("push to %s (subscription %s) timed out", service, target)
            return Retry(f"{service} did not answer in time")
        except httpx.HTTPError as error:
            log.info("push to %s (subscription %s) failed: %s", service, target, type(error).__name__)
            return Retry(f"{service} could not be reached ({type(error).__name__})")
        return await self._answered(subscription, service, answer)

    async def _answered(self, subscription: Subscription, service: str, answer: httpx.Response) -> Sent:
        status = answer.status_code
        if status in DELIVERED:
            return Delivered()
        reason = f"{service} answered {status} {answer.reason_phrase}".strip()
        if status in GONE:
            await self.run(self.subscriptions.remove, subscription.id)
            log.info("push subscription %s is gone (%s); removed", subscription.id, reason)
            return Gone(reason)
        if status == 429 or status >= 500:
            return Retry(reason, retry_after(answer.headers.get("Retry-After"), time.time()))
        log.warning("push to subscription %s refused: %s: %s", subscription.id, reason, answer.text[:200])
        return Gone(reason)
