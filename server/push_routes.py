"""The Web Push routes: the deployment's public VAPID key for browsers, and a player's push
subscriptions (subscribe, list, unsubscribe) with the notice kinds each wants pushed.

A browser subscribes with ``PushManager.subscribe({applicationServerKey})``, the key from
``GET /api/v1/push/key``, and posts the ``PushSubscription``'s JSON here with its player token; the
channel (``server.webpush``) pushes the player's notices to it while it stands.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any, ClassVar

import msgspec
from litestar import Controller, Request, Response, delete, get, post
from litestar.params import FromHeader, FromPath, JSONBody

from igroteka.server.http import hub
from igroteka.server.players import me
from igroteka.server.problems import responses
from igroteka.server.push_subscriptions import (
    KINDS,
    MOST,
    Subscription,
    check_endpoint,
    check_keys,
    check_kinds,
)
from igroteka.server.webpush import WebPush

Kind = Annotated[str, msgspec.Meta(max_length=32, description=f"A notice kind: {', '.join(KINDS)}")]
LAST_MS = 253_402_300_799_000  # the end of year 9999, the last moment a datetime holds
SubscriptionId = Annotated[str, msgspec.Meta(description="A push subscription's id")]


class PushKeys(msgspec.Struct, forbid_unknown_fields=True):
    """The browser's keys, as ``PushSubscription.toJSON()`` gives them (base64url)."""

    p256dh: Annotated[
        str, msgspec.Meta(min_length=1, max_length=128, description="The browser's P-256 public key, 65 bytes")
    ]
    auth: Annotated[str, msgspec.Meta(min_length=1, max_length=64, description="The browser's secret, 16 bytes")]


class NewPushSubscription(msgspec.Struct, forbid_unknown_fields=True):
    """A browser's ``PushSubscription`` JSON, and the notice kinds it wants pushed (null: every kind).
    The endpoint is an https address of a public host (problem bad_push_endpoint), ``keys.p256dh`` a
    P-256 point (bad_push_key), ``keys.auth`` 16 bytes (bad_push_auth), each kind a notice's
    (bad_push_kind)."""

    endpoint: Annotated[str, msgspec.Meta(min_length=1, max_length=1024, description="The push service's address")]
    keys: PushKeys
    expiration_time: (
        Annotated[
            float,
            msgspec.Meta(
                ge=0, le=LAST_MS, description="When the push service lets the subscription lapse (ms since the epoch)"
            ),
        ]
        | None
    ) = msgspec.field(default=None, name="expirationTime")
    kinds: Annotated[list[Kind], msgspec.Meta(max_length=len(KINDS))] | None = None


class PushSubscriptionInfo(msgspec.Struct):
    """One of the caller's push subscriptions, without its keys; ``kinds`` null: every kind."""

    id: str
    endpoint: str
    kinds: list[str] | None
    created_at: datetime
    expires_at: datetime | None = None


class PushKey(msgspec.Struct):
    """The deployment's VAPID public key: a browser's ``applicationServerKey`` (the uncompressed P-256
    point, base64url)."""

    public_key: str


def push_of(request: Request[Any, Any, Any]) -> WebPush:
    return hub(request).noticing.push


def info(row: Subscription) -> PushSubscriptionInfo:
    return PushSubscriptionInfo(
        id=row.id,
        endpoint=row.endpoint,
        kinds=None if row.kinds is None else list(row.kinds),
        created_at=datetime.fromtimestamp(row.created, UTC),
        expires_at=None if row.expires is None else datetime.fromtimestamp(row.expires, UTC),
    )


@get(
    "/api/v1/push/key",
    operation_id="getPushKey",
    tags=["players"],
    summary="The server's VAPID public key, a browser's applicationServerKey for Web Push",
    sync_to_thread=False,
)
def push_key(request: Request[Any, Any, Any]) -> Response[PushKey]:
    return Response(PushKey(push_of(request).key.public_key), headers={"Cache-Control": "max-age=60"})


class PushSubscriptionsController(Controller):
    path = "/api/v1/players/me/push-subscriptions"
    tags: ClassVar[list[str]] = ["players"]

    @post(
        "/",
        operation_id="subscribePush",
        summary="Subscribe a browser to the caller's notices by Web Push (its PushSubscription JSON)",
        description="The same endpoint subscribed again replaces its subscription (its id kept), whoever"
        f" subscribed it before. A player holds at most {MOST} (problem too_many_push_subscriptions).",
        responses=responses(401, 409, 422, 503),
    )
    async def subscribe(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[NewPushSubscription],
        authorization: FromHeader[str | None] = None,
    ) -> PushSubscriptionInfo:
        player = await me(request, authorization)
        push = push_of(request)
        endpoint = check_endpoint(data.endpoint, push.private_targets)
        keys = check_keys(data.keys.p256dh, data.keys.auth)
        kinds = check_kinds(data.kinds)
        expires = None if data.expiration_time is None else data.expiration_time / 1000
        row = await push.run(push.subscriptions.subscribe, player, endpoint, keys, kinds, expires)
        return info(row)

    @get(
        "/",
        operation_id="listPushSubscriptions",
        summary="The caller's push subscriptions, oldest first, without their keys",
        responses=responses(401, 503),
    )
    async def list_subscriptions(
        self, request: Request[Any, Any, Any], authorization: FromHeader[str | None] = None
    ) -> list[PushSubscriptionInfo]:
        player = await me(request, authorization)
        push = push_of(request)
        return [info(row) for row in await push.run(push.subscriptions.of_player, player)]

    @delete(
        "/{subscription_id:str}",
        operation_id="unsubscribePush",
        summary="Delete one of the caller's push subscriptions",
        status_code=204,
        responses=responses(401, 404, 503),
    )
    async def unsubscribe(
        self,
        request: Request[Any, Any, Any],
        subscription_id: FromPath[SubscriptionId],
        authorization: FromHeader[str | None] = None,
    ) -> None:
        player = await me(request, authorization)
        push = push_of(request)
        await push.run(push.subscriptions.unsubscribe, player, subscription_id)
