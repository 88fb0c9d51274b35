"""A player's webhooks (``/players/me/webhooks``): make one (its secret shown once), list them,
delete one, enable one again after it was disabled, and read one's delivery log."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any, ClassVar

import msgspec
from litestar import Controller, Request, delete, get, post
from litestar.params import FromHeader, FromPath, JSONBody, QueryParameter

from igroteka.domain.errors import Invalid
from igroteka.projections.notices import KINDS
from igroteka.server.http import hub
from igroteka.server.players import me
from igroteka.server.problems import responses
from igroteka.server.webhooks import Endpoint

Url = Annotated[str, msgspec.Meta(min_length=1, max_length=2000, description="An http or https address")]
Kinds = Annotated[
    list[Annotated[str, msgspec.Meta(max_length=40)]],
    msgspec.Meta(min_length=1, max_length=len(KINDS), description=f"Notice kinds wanted: {', '.join(KINDS)}"),
]
WebhookId = Annotated[str, msgspec.Meta(max_length=64, description="A webhook's id")]
Limit = Annotated[int, QueryParameter(ge=1, le=200, description="Log lines at most, newest first")]


class NewWebhook(msgspec.Struct, forbid_unknown_fields=True):
    url: Url
    kinds: Kinds


class Webhook(msgspec.Struct):
    """A webhook of the caller's: ``enabled`` turns false after that many consecutive failed
    attempts (``failures`` counts them); POST …/enable turns it on again."""

    id: str
    url: str
    kinds: list[str]
    enabled: bool
    failures: int


class WebhookMade(msgspec.Struct):
    """A new webhook and its signing secret (``whsec_…``), shown this once: deliveries are signed
    with it as the Standard Webhooks specification says (``webhook-id``, ``webhook-timestamp``,
    ``webhook-signature``)."""

    webhook: Webhook
    secret: str


class DeliveryLine(msgspec.Struct):
    """One attempt to deliver a notice: its key (the ``webhook-id``), kind, attempt number, when,
    ``result`` (delivered, retry, gone) and what went wrong."""

    key: str
    kind: str
    attempt: int
    at: datetime
    result: str
    detail: str


def webhook(endpoint: Endpoint) -> Webhook:
    return Webhook(endpoint.id, endpoint.url, endpoint.kinds, endpoint.enabled, endpoint.failures)


def kinds_of(kinds: list[str]) -> list[str]:
    unknown = [kind for kind in kinds if kind not in KINDS]
    if unknown:
        raise Invalid("bad_notice_kind", f"Unknown notice kinds: {', '.join(unknown)}; known: {', '.join(KINDS)}.")
    return list(dict.fromkeys(kinds))


class WebhooksController(Controller):
    path = "/api/v1/players/me/webhooks"
    tags: ClassVar[list[str]] = ["players"]

    @post(
        "/",
        operation_id="addWebhook",
        summary="A webhook for the caller's notices (player token); its secret is returned once",
        description="The URL's host must resolve to public addresses only (problem webhook_target_refused),"
        " unless the deployment allows private targets. Disabled after `webhook_disable_after` (20) failed"
        " attempts in a row; POST …/enable turns it on again.",
        responses=responses(401, 409, 422, 503),
    )
    async def add(
        self, request: Request[Any, Any, Any], data: JSONBody[NewWebhook], authorization: FromHeader[str | None] = None
    ) -> WebhookMade:
        player = await me(request, authorization)
        h = hub(request)
        endpoint, secret = await h.run(h.noticing.webhooks.add, player, data.url, kinds_of(data.kinds))
        return WebhookMade(webhook(endpoint), secret)

    @get("/", operation_id="listWebhooks", summary="The caller's webhooks", responses=responses(401, 503))
    async def list_webhooks(
        self, request: Request[Any, Any, Any], authorization: FromHeader[str | None] = None
    ) -> list[Webhook]:
        player = await me(request, authorization)
        h = hub(request)
        return [webhook(e) for e in await h.run(h.noticing.webhooks.of, player)]

    @delete(
        "/{webhook_id:str}",
        operation_id="deleteWebhook",
        summary="Delete one of the caller's webhooks",
        status_code=204,
        responses=responses(401, 404, 503),
    )
    async def remove(
        self,
        request: Request[Any, Any, Any],
        webhook_id: FromPath[WebhookId],
        authorization: FromHeader[str | None] = None,
    ) -> None:
        player = await me(request, authorization)
        h = hub(request)
        await h.run(h.noticing.webhooks.remove, player, webhook_id)

    @post(
        "/{webhook_id:str}/enable",
        operation_id="enableWebhook",
        summary="Enable a webhook again (its failures forgotten)",
        status_code=200,
        responses=responses(401, 404, 503),
    )
    async def enable(
        self,
        request: Request[Any, Any, Any],
        webhook_id: FromPath[WebhookId],
        authorization: FromHeader[str | None] = None,
    ) -> Webhook:
        player = await me(request, authorization)
        h = hub(request)
        return webhook(await h.run(h.noticing.webhooks.enable, player, webhook_id))

    @get(
        "/{webhook_id:str}/deliveries",
        operation_id="webhookDeliveries",
        summary="A webhook's delivery log, newest first",
        responses=responses(401, 404, 503),
    )
    async def deliveries(
        self,
        request: Request[Any, Any, Any],
        webhook_id: FromPath[WebhookId],
        authorization: FromHeader[str | None] = None,
        limit: Limit = 50,
    ) -> list[DeliveryLine]:
        player = await me(request, authorization)
        h = hub(request)
        rows = await h.run(h.noticing.webhooks.log_of, player, webhook_id, limit)
        return [
            DeliveryLine(str(k), str(kind), int(n), datetime.fromtimestamp(float(at), UTC), str(r), str(d))
            for k, kind, n, at, r, d in rows
        ]
