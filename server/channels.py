"""What the outbox's dispatcher asks of a way out to a player's devices (Web Push, webhooks).

A channel answers which of its targets want a notice of a kind (a player's push subscriptions, the
webhook endpoints of a player or of the deployment) and makes one attempt to deliver a payload to
one target. The dispatcher owns retries, their backoff and deduplication: it hands the same ``key``
for every attempt at the same notice and target, so a receiver can drop a repeat.
"""

from __future__ import annotations

from typing import Protocol

import msgspec


class Delivered(msgspec.Struct, frozen=True, tag=True):
    """The target took the payload."""


class Retry(msgspec.Struct, frozen=True, tag=True):
    """The attempt failed in a way that may pass; ``after`` is the target's own hint in seconds
    (a ``Retry-After``), or None for the dispatcher's backoff."""

    reason: str
    after: float | None = None


class Gone(msgspec.Struct, frozen=True, tag=True):
    """The target no longer exists (a push service's 404 or 410): the channel has removed it and
    nothing more is sent to it."""

    reason: str


Sent = Delivered | Retry | Gone


class Channel(Protocol):
    """A way out: ``name`` is stored with each delivery ("webpush", "webhook")."""

    name: str

    async def targets(self, player: str | None, kind: str) -> list[str]:
        """The targets that want notices of ``kind`` for ``player`` (None: the deployment's own)."""
        ...

    async def send(self, target: str, key: str, payload: bytes) -> Sent:
        """One attempt to deliver ``payload`` (JSON) under the deduplication ``key``."""
        ...
