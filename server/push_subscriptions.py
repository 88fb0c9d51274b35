"""Players' Web Push subscriptions in a table beside the accounts: ``igroteka_push_subscriptions``.

One row a browser (or installed web app) that subscribed: its push service's endpoint, the keys
its payloads are encrypted to (``p256dh``, the browser's P-256 public key, and ``auth``, its
16-byte secret), when its push service lets it lapse, and which notice kinds the player wants
pushed to it (None: every kind). An endpoint is unique: a browser subscribing again, under this
player or another who signed in on it, replaces its row and keeps its id. A subscription's keys
are checked strictly before they are stored (``checked``): an https endpoint on a public host
(http and loopback or private addresses only where the deployment allows them: tests), a real
point of P-256, a secret of 16 bytes.

Blocking: the server calls it from worker threads.
"""

from __future__ import annotations

import binascii
import ipaddress
import json
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from urllib.parse import urlsplit

from cryptography.hazmat.primitives.asymmetric import ec

from igroteka.domain.errors import Conflict, Invalid, NotFound, Unavailable
from igroteka.projections.notices import KINDS
from igroteka.server.accounts import STORE_ERRORS, TAKEN, Run, Tables, tables_for
from igroteka.server.config import Settings
from igroteka.server.vapid import unb64url

SCHEMA = """
CREATE TABLE IF NOT EXISTS igroteka_push_subscriptions (
  id TEXT PRIMARY KEY, player TEXT NOT NULL, endpoint TEXT NOT NULL UNIQUE, p256dh TEXT NOT NULL,
  auth TEXT NOT NULL, kinds TEXT, expires DOUBLE PRECISION, created DOUBLE PRECISION NOT NULL);
CREATE INDEX IF NOT EXISTS igroteka_push_subscriptions_player ON igroteka_push_subscriptions (player);
"""
MOST = 10  # subscriptions a player holds at once: one a browser or installed app
# The kinds of notice a player may ask to be pushed (the notices' own kinds).
COLUMNS = "id, player, endpoint, p256dh, auth, kinds, expires, created"


@dataclass(frozen=True)
class Subscription:
    """A stored subscription; ``kinds`` None: every kind."""

    id: str
    player: str
    endpoint: str
    p256dh: str
    auth: str
    kinds: tuple[str, ...] | None
    expires: float | None
    created: float

    def wants(self, kind: str, now: float) -> bool:
        return (self.kinds is None or kind in self.kinds) and (self.expires is None or self.expires > now)


def row_of(values: tuple[object, ...]) -> Subscription:
    id_, player, endpoint, p256dh, auth, kinds, expires, created = values
    wanted = None if kinds is None else tuple(json.loads(str(kinds)))
    return Subscription(
        str(id_),
        str(player),
        str(endpoint),
        str(p256dh),
        str(auth),
        wanted,
        None if expires is None else float(str(expires)),
        float(str(created)),
    )


def private_host(host: str) -> bool:
    """Whether the host is loopback, private, link-local or otherwise not on the public Internet."""
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return not ipaddress.ip_address(host).is_global
    except ValueError:
        return False  # a name: it is resolved when pushed to


def check_endpoint(endpoint: str, private_targets: bool) -> str:
    """The endpoint of a push service that may be pushed to, or ``bad_push_endpoint``."""
    refused = Invalid("bad_push_endpoint", "The endpoint is not an https address of a push service on a public host.")
    if any(not 0x20 < ord(c) < 0x7F for c in endpoint):  # push services' addresses are plain ASCII
        raise refused
    try:
        parts = urlsplit(endpoint)  # a broken IPv6 literal raises here,
        parts.port  # noqa: B018 (and a port out of range here)
    except ValueError:
        raise refused from None
    schemes = ("https", "http") if private_targets else ("https",)
    host = (parts.hostname or "").strip("[]")
    if parts.scheme not in schemes or not host or parts.username is not None or parts.fragment:
        raise refused
    if private_host(host) and not private_targets:
        raise refused
    return endpoint


def check_keys(p256dh: str, auth: str) -> tuple[str, str]:
    """The browser's keys as it gave them, once ``p256dh`` is a point of P-256 (65 bytes,
    uncompressed) and ``auth`` a secret of 16 bytes, both base64url."""
    try:
        point = unb64url(p256dh)
        if len(point) != 65:
            raise ValueError("not 65 bytes")
        ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), point)
    except (ValueError, binascii.Error):
        raise Invalid("bad_push_key", "keys.p256dh is not a P-256 public key (65 bytes, base64url).") from None
    try:
        secret = unb64url(auth)
    except (ValueError, binascii.Error):
        secret = b""
    if len(secret) != 16:
        raise Invalid("bad_push_auth", "keys.auth is not a secret of 16 bytes (base64url).")
    return p256dh, auth


def check_kinds(kinds: list[str] | None) -> tuple[str, ...] | None:
    if kinds is None:
        return None
    unknown = sorted(set(kinds) - set(KINDS))
    if unknown:
        raise Invalid("bad_push_kind", f"No notice is of the kind {unknown[0]!r}; the kinds are {', '.join(KINDS)}.")
    return tuple(k for k in KINDS if k in kinds)


class PushSubscriptions:
    """Every player's push subscriptions (blocking: call it from worker threads)."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    @classmethod
    def of(cls, settings: Settings) -> PushSubscriptions:
        return cls(tables_for(settings, SCHEMA))

    def close(self) -> None:
        self.tables.close()

    @contextmanager
    def transaction(self) -> Iterator[Run]:
        """A transaction, a store that does not answer being 503."""
        try:
            with self.tables.transaction() as run:
                yield run
        except STORE_ERRORS as error:
            raise Unavailable("store_unavailable", "The event store cannot be reached; try again.") from error

    def subscribe(
        self, player: str, endpoint: str, keys: tuple[str, str], kinds: tuple[str, ...] | None, expires: float | None
    ) -> Subscription:
        """Store the player's subscription, replacing the row of the same endpoint (its id kept);
        a player holds at most ``MOST`` (``too_many_push_subscriptions``)."""
        try:
            return self._subscribe(player, endpoint, keys, kinds, expires)
        except TAKEN:  # the same browser subscribed through another request meanwhile: replace its row
            return self._subscribe(player, endpoint, keys, kinds, expires)

    def _subscribe(
        self, player: str, endpoint: str, keys: tuple[str, str], kinds: tuple[str, ...] | None, expires: float | None
    ) -> Subscription:
        wanted = None if kinds is None else json.dumps(list(kinds))
        with self.transaction() as run:
            rows = run(f"SELECT {COLUMNS} FROM igroteka_push_subscriptions WHERE endpoint = {{p}}", endpoint)
            mine = run("SELECT id FROM igroteka_push_subscriptions WHERE player = {p}", player)
            if rows:
                known = row_of(rows[0])
                if known.player != player and len(mine) >= MOST:
                    raise too_many()
                run(
                    "UPDATE igroteka_push_subscriptions SET player = {p}, p256dh = {p}, auth = {p}, kinds = {p},"
                    " expires = {p} WHERE id = {p}",
                    player,
                    *keys,
                    wanted,
                    expires,
                    known.id,
                )
                return Subscription(known.id, player, endpoint, *keys, kinds, expires, known.created)
            if len(mine) >= MOST:
                raise too_many()
            made = Subscription(str(uuid.uuid4()), player, endpoint, *keys, kinds, expires, time.time())
            run(
                f"INSERT INTO igroteka_push_subscriptions ({COLUMNS}) VALUES ({', '.join(['{p}'] * 8)})",
                made.id,
                player,
                endpoint,
                *keys,
                wanted,
                expires,
                made.created,
            )
            return made

    def of_player(self, player: str) -> list[Subscription]:
        """The player's subscriptions, oldest first."""
        with self.transaction() as run:
            rows = run(
                f"SELECT {COLUMNS} FROM igroteka_push_subscriptions WHERE player = {{p}} ORDER BY created, id", player
            )
        return [row_of(row) for row in rows]

    def wanting(self, player: str, kind: str, now: float) -> list[str]:
        """The ids of the player's subscriptions that want notices of ``kind`` and have not lapsed."""
        return [s.id for s in self.of_player(player) if s.wants(kind, now)]

    def get(self, subscription_id: str) -> Subscription | None:
        with self.transaction() as run:
            rows = run(f"SELECT {COLUMNS} FROM igroteka_push_subscriptions WHERE id = {{p}}", subscription_id)
        return row_of(rows[0]) if rows else None

    def unsubscribe(self, player: str, subscription_id: str) -> None:
        """Delete one of the player's subscriptions (another player's is not found)."""
        with self.transaction() as run:
            rows = run(
                "DELETE FROM igroteka_push_subscriptions WHERE id = {p} AND player = {p} RETURNING id",
                subscription_id,
                player,
            )
        if not rows:
            raise NotFound("push_subscription_not_found", "The player has no push subscription of this id.")

    def remove(self, subscription_id: str) -> None:
        """Delete a subscription its push service reported gone."""
        with self.transaction() as run:
            run("DELETE FROM igroteka_push_subscriptions WHERE id = {p}", subscription_id)

    def forget(self, player: str) -> None:
        """Delete every subscription of the player (their account is deleted)."""
        with self.transaction() as run:
            run("DELETE FROM igroteka_push_subscriptions WHERE player = {p}", player)


def too_many() -> Conflict:
    return Conflict(
        "too_many_push_subscriptions",
        f"A player holds at most {MOST} push subscriptions; delete one first.",
    )
