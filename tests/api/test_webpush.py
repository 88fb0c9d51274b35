"""Web Push through a real server process on both stores and a stand-in push service on loopback
(tests/support/pushservice.py): the VAPID key, subscriptions and their per-kind preferences, strict
refusals, one player's subscriptions out of another's reach, and the channel's pushes, which the
stand-in checks (VAPID JWT, headers) and decrypts with the keys the test made, as a browser would;
404 and 410 remove a subscription, 429 and 5xx are retried, other refusals end the delivery."""

from __future__ import annotations

import asyncio
import base64
import itertools
import json
import logging
import os
import stat
import time
from collections.abc import Callable, Iterator
from email.utils import formatdate
from pathlib import Path
from typing import Any, TypeVar

import msgspec
import pytest

from igroteka.domain.errors import Invalid
from igroteka.server.channels import Delivered, Gone, Retry, Sent
from igroteka.server.config import Settings
from igroteka.server.observability import log_config
from igroteka.server.push_subscriptions import MOST, check_endpoint
from igroteka.server.vapid import VapidKey
from igroteka.server.webpush import TTL, WebPush, retry_after, topic
from tests.conftest import STORES, fresh_pg_database
from tests.support.client import Api
from tests.support.pushservice import Browser, PushService, b64url
from tests.support.server import ServerProcess, free_port

SUBSCRIPTIONS = "/api/v1/players/me/push-subscriptions"
COUNTER = itertools.count()
T = TypeVar("T")


@pytest.fixture(scope="module", params=STORES)
def server(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A server whose VAPID key file the test knows, allowing loopback push services."""
    workdir = tmp_path_factory.mktemp("webpush")
    if request.param == "sqlite":
        urls: Iterator[str] = iter([f"sqlite:///{workdir / 'igroteka.sqlite'}"])
    else:
        urls = fresh_pg_database(request.getfixturevalue("pg_admin_url"))
    with ServerProcess(
        next(urls), workdir, vapid_key_file=str(workdir / "vapid.pem"), push_private_targets="true"
    ) as process:
        yield process
    next(urls, None)


@pytest.fixture(scope="module")
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


@pytest.fixture(scope="module")
def service() -> Iterator[PushService]:
    with PushService() as stand_in:
        yield stand_in


def settings_of(server: ServerProcess) -> Settings:
    """The server's own store and VAPID key, for a channel in this process."""
    return Settings(
        database_url=server.env["IGROTEKA_DATABASE_URL"],
        vapid_key_file=server.env["IGROTEKA_VAPID_KEY_FILE"],
        push_private_targets=True,
    )


async def in_thread(fn: Callable[..., T], *args: Any) -> T:
    return await asyncio.to_thread(fn, *args)


def with_channel(server: ServerProcess, use: Callable[[WebPush], Any]) -> Any:
    """``use(channel)`` awaited with a channel on the server's store and key."""

    async def run() -> Any:
        channel = WebPush.of(settings_of(server), in_thread)
        try:
            return await use(channel)
        finally:
            await channel.close()

    return asyncio.run(run())


def send(server: ServerProcess, target: str, key: str, payload: bytes) -> Sent:
    return with_channel(server, lambda channel: channel.send(target, key, payload))


def targets(server: ServerProcess, player: str, kind: str) -> list[str]:
    return with_channel(server, lambda channel: channel.targets(player, kind))


def player(api: Api) -> tuple[str, str]:
    """A new player's id and token."""
    answer = api.call("POST", "/api/v1/players", json={"name": f"Пуш {next(COUNTER)}"})
    assert answer.status_code == 201, answer.text
    return answer.json()["id"], answer.json()["token"]["token"]


def server_key(api: Api) -> str:
    answer = api.call("GET", "/api/v1/push/key")
    assert answer.status_code == 200, answer.text
    return answer.json()["public_key"]


def subscribed(api: Api, service: PushService, token: str, **extra: Any) -> tuple[Browser, dict[str, Any]]:
    browser = service.subscribe(server_key(api))
    answer = api.call("POST", SUBSCRIPTIONS, token, json=browser.json(**extra))
    assert answer.status_code == 201, answer.text
    return browser, answer.json()


def payload(kind: str, secret: str = "") -> bytes:
    """A notice's payload as the dispatcher makes it (the Standard Webhooks shape)."""
    data = {"kind": kind, "key": f"{kind}:{secret}", "match": "m", "seat": 0, "version": 3, "game": "pobeda"}
    text = {"ru": "Ваш ход в «Победа!».", "en": "Your turn in «Победа!»."}
    return json.dumps({"type": kind, "timestamp": "2026-11-28T10:00:00Z", "data": data, "text": text}).encode()


def problem(answer: Any, status: int, code: str) -> None:
    assert answer.status_code == status, answer.text
    assert answer.headers["content-type"].startswith("application/problem+json")
    assert answer.json()["code"] == code, answer.text


def test_the_key_is_the_files_p256_point_made_on_first_start_readable_by_its_owner_only(
    api: Api, server: ServerProcess
) -> None:
    served = server_key(api)
    point = base64.urlsafe_b64decode(served + "=" * (-len(served) % 4))
    assert len(point) == 65 and point[0] == 4
    path = Path(server.env["IGROTEKA_VAPID_KEY_FILE"])
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert VapidKey.of(settings_of(server)).public_key == served
    inline = VapidKey.of(Settings(vapid_key=path.read_text(), vapid_key_file="/nonexistent/never-made.pem"))
    assert inline.public_key == served and not Path("/nonexistent/never-made.pem").exists()


def test_the_service_worker_is_served_at_the_root_under_the_pages_policy(api: Api) -> None:
    answer = api.call("GET", "/sw.js")
    assert answer.status_code == 200 and answer.headers["content-type"].startswith("text/javascript")
    assert answer.headers["cache-control"] == "no-cache" and "showNotification" in answer.text
    assert answer.headers["content-security-policy"] == api.call("GET", "/").headers["content-security-policy"]


def test_a_push_arrives_signed_and_the_browser_decrypts_the_exact_payload(
    api: Api, server: ServerProcess, service: PushService
) -> None:
    me, token = player(api)
    browser, made = subscribed(api, service, token)
    assert made["kinds"] is None and made["endpoint"] == browser.endpoint and "keys" not in made
    assert targets(server, me, "your_turn") == [made["id"]]
    assert targets(server, None, "your_turn") == []  # type: ignore[arg-type]
    sent = payload("your_turn", "a")
    assert send(server, made["id"], "your_turn:a", sent) == Delivered()
    (arrival,) = service.received(browser)
    assert arrival.payload == sent
    assert arrival.ttl == TTL and arrival.urgency == "high" and arrival.topic == topic("your_turn:a")
    assert arrival.claims["aud"] == service.origin and arrival.claims["sub"].startswith("mailto:")
    assert send(server, made["id"], "match_ended:b", payload("match_ended", "b")) == Delivered()
    assert service.received(browser)[-1].urgency == "normal"


def test_kinds_choose_what_is_pushed_and_subscribing_again_replaces_the_subscription(
    api: Api, server: ServerProcess, service: PushService
) -> None:
    me, token = player(api)
    browser, made = subscribed(api, service, token, kinds=["match_ended", "your_turn"])
    assert made["kinds"] == ["your_turn", "match_ended"]
    assert targets(server, me, "match_ended") == [made["id"]]
    assert targets(server, me, "rating_changed") == []
    again = api.call("POST", SUBSCRIPTIONS, token, json=browser.json(kinds=["rating_changed"])).json()
    assert again["id"] == made["id"] and again["kinds"] == ["rating_changed"]
    assert targets(server, me, "your_turn") == [] and targets(server, me, "rating_changed") == [made["id"]]
    listed = api.call("GET", SUBSCRIPTIONS, token).json()
    assert [s["id"] for s in listed] == [made["id"]]


def test_a_subscription_its_push_service_calls_gone_is_removed(
    api: Api, server: ServerProcess, service: PushService
) -> None:
    me, token = player(api)
    for status in (410, 404):
        browser, made = subscribed(api, service, token)
        service.answer(browser, status)
        sent = send(server, made["id"], "k", payload("your_turn"))
        assert isinstance(sent, Gone) and str(status) in sent.reason
        assert made["id"] not in [s["id"] for s in api.call("GET", SUBSCRIPTIONS, token).json()]
        assert targets(server, me, "your_turn") == []
        assert isinstance(send(server, made["id"], "k", payload("your_turn")), Gone)
        assert service.received(browser) == []


def test_throttling_and_outages_are_retried_other_refusals_end_the_delivery_and_nothing_secret_is_logged(
    api: Api, server: ServerProcess, service: PushService, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)  # as the server logs (`serve --log-level info`), its loggers' own levels too
    for name, config in log_config("info")["loggers"].items():
        caplog.set_level(config["level"], logger=name)
    me, token = player(api)
    browser, made = subscribed(api, service, token)
    secret = "тайна-" + os.urandom(4).hex()
    sent = payload("your_turn", secret)
    service.answer(browser, 429, {"Retry-After": "7"})
    assert send(server, made["id"], "k1", sent) == Retry(f"{service.origin} answered 429 Too Many Requests", 7.0)
    service.answer(browser, 503)
    retried = send(server, made["id"], "k1", sent)
    assert isinstance(retried, Retry) and retried.after is None
    service.answer(browser, 400)
    refused = send(server, made["id"], "k2", sent)
    assert isinstance(refused, Gone) and "400" in refused.reason
    assert targets(server, me, "your_turn") == [made["id"]]  # a refusal is not the subscription gone
    assert send(server, made["id"], "k1", sent) == Delivered()
    assert [a.payload for a in service.received(browser)] == [sent]
    keys = browser.json()["keys"]
    for secret_text in (secret, keys["auth"], keys["p256dh"], browser.token):
        assert secret_text not in caplog.text


def test_a_push_service_that_does_not_answer_in_time_is_retried_within_the_timeout(
    api: Api, server: ServerProcess, service: PushService
) -> None:
    me, token = player(api)
    browser, made = subscribed(api, service, token)
    service.stall(browser, 3.0)

    async def push() -> tuple[Sent, float]:
        channel = WebPush.of(msgspec.structs.replace(settings_of(server), push_timeout=0.5), in_thread)
        try:
            started = time.monotonic()
            return await channel.send(made["id"], "k", payload("your_turn")), time.monotonic() - started
        finally:
            await channel.close()

    sent, took = asyncio.run(push())
    assert sent == Retry(f"{service.origin} did not answer in time") and took < 2.5
    assert targets(server, me, "your_turn") == [made["id"]]


def test_a_push_service_out_of_reach_is_retried(api: Api, server: ServerProcess) -> None:
    _, token = player(api)
    browser = Browser("none", f"http://127.0.0.1:{free_port()}/push/none", server_key(api))
    made = api.call("POST", SUBSCRIPTIONS, token, json=browser.json()).json()
    sent = send(server, made["id"], "k", payload("paired"))
    assert isinstance(sent, Retry) and "could not be reached" in sent.reason


def test_bad_subscriptions_are_refused_and_store_nothing(api: Api, service: PushService) -> None:
    _, token = player(api)
    browser = service.subscribe(server_key(api))
    good = browser.json()
    keys = good["keys"]
    not_on_curve = b64url(b"\x04" + b"\x01" * 64)
    cases: list[tuple[dict[str, Any], int, str]] = [
        ({**good, "endpoint": "ftp://127.0.0.1/push/x"}, 422, "bad_push_endpoint"),
        ({**good, "endpoint": "http://user:pw@127.0.0.1/push/x"}, 422, "bad_push_endpoint"),
        ({**good, "endpoint": "https://push.example/x#frag"}, 422, "bad_push_endpoint"),
        ({**good, "endpoint": "https://push.example:99999/x"}, 422, "bad_push_endpoint"),
        ({**good, "endpoint": "https://push example/x"}, 422, "bad_push_endpoint"),
        ({**good, "endpoint": "https://[::1/x"}, 422, "bad_push_endpoint"),
        ({**good, "endpoint": "https://пуш.example/x"}, 422, "bad_push_endpoint"),
        ({**good, "keys": {**keys, "auth": "пароль-пароль-пароль-п"}}, 422, "bad_push_auth"),
        ({**good, "expirationTime": 1e300}, 400, "invalid_request"),
        ({**good, "endpoint": "https://push.example/" + "x" * 1100}, 400, "invalid_request"),
        ({**good, "keys": {**keys, "p256dh": keys["p256dh"][:-2]}}, 422, "bad_push_key"),
        ({**good, "keys": {**keys, "p256dh": not_on_curve}}, 422, "bad_push_key"),
        ({**good, "keys": {**keys, "p256dh": "!" * 87}}, 422, "bad_push_key"),
        ({**good, "keys": {**keys, "auth": b64url(b"x" * 15)}}, 422, "bad_push_auth"),
        ({**good, "keys": {**keys, "auth": "***"}}, 422, "bad_push_auth"),
        ({**good, "kinds": ["spam"]}, 422, "bad_push_kind"),
        ({**good, "keys": {**keys, "extra": "x"}}, 400, "invalid_request"),
        ({**good, "colour": "red"}, 400, "invalid_request"),
        ({"endpoint": good["endpoint"]}, 400, "invalid_request"),
        ({**good, "expirationTime": -1}, 400, "invalid_request"),
    ]
    for body, status, code in cases:
        problem(api.call("POST", SUBSCRIPTIONS, token, json=body), status, code)
    problem(api.call("POST", SUBSCRIPTIONS, json=good), 401, "token_required")
    problem(api.call("POST", SUBSCRIPTIONS, "igp_nope_nope", json=good), 401, "bad_token")
    problem(api.call("GET", SUBSCRIPTIONS), 401, "token_required")
    assert api.call("GET", SUBSCRIPTIONS, token).json() == []
    russian = api.call("POST", SUBSCRIPTIONS, token, json=cases[0][0], headers={"Accept-Language": "ru"}).json()
    assert "https" in russian["detail"] and "Адрес" in russian["detail"]


def test_a_player_holds_a_bounded_number_of_subscriptions(api: Api, service: PushService) -> None:
    _, token = player(api)
    browsers = [subscribed(api, service, token)[0] for _ in range(MOST)]
    extra = service.subscribe(server_key(api))
    problem(api.call("POST", SUBSCRIPTIONS, token, json=extra.json()), 409, "too_many_push_subscriptions")
    assert api.call("POST", SUBSCRIPTIONS, token, json=browsers[0].json(kinds=["paired"])).status_code == 201
    assert len(api.call("GET", SUBSCRIPTIONS, token).json()) == MOST


def test_one_player_can_neither_list_nor_delete_anothers_subscriptions(
    api: Api, server: ServerProcess, service: PushService
) -> None:
    alice, alice_token = player(api)
    _, bob_token = player(api)
    _, made = subscribed(api, service, alice_token)
    assert api.call("GET", SUBSCRIPTIONS, bob_token).json() == []
    problem(api.call("DELETE", f"{SUBSCRIPTIONS}/{made['id']}", bob_token), 404, "push_subscription_not_found")
    assert [s["id"] for s in api.call("GET", SUBSCRIPTIONS, alice_token).json()] == [made["id"]]
    assert api.call("DELETE", f"{SUBSCRIPTIONS}/{made['id']}", alice_token).status_code == 204
    problem(api.call("DELETE", f"{SUBSCRIPTIONS}/{made['id']}", alice_token), 404, "push_subscription_not_found")
    assert targets(server, alice, "your_turn") == []


def test_a_deleted_account_keeps_no_subscription(api: Api, server: ServerProcess, service: PushService) -> None:
    me, token = player(api)
    _, made = subscribed(api, service, token)
    assert api.call("DELETE", "/api/v1/players/me", token).status_code == 204
    assert targets(server, me, "your_turn") == []
    assert send(server, made["id"], "k", payload("your_turn")) == Gone("the subscription was deleted")


@pytest.mark.parametrize(
    ("endpoint", "private_targets", "allowed"),
    [
        ("https://fcm.googleapis.com/fcm/send/abc:def", False, True),
        ("https://updates.push.services.mozilla.com/wpush/v2/gAAA", False, True),
        ("http://updates.push.services.mozilla.com/wpush/v2/gAAA", False, False),
        ("https://127.0.0.1/push/x", False, False),
        ("https://10.1.2.3/push/x", False, False),
        ("https://192.168.0.9/push/x", False, False),
        ("https://169.254.169.254/latest/meta-data", False, False),
        ("https://[::1]/push/x", False, False),
        ("https://localhost/push/x", False, False),
        ("https://push.localhost/x", False, False),
        ("http://127.0.0.1:8080/push/x", True, True),
        ("https://[::1]:8443/push/x", True, True),
        ("javascript:alert(1)", True, False),
    ],
)
def test_an_endpoint_is_an_https_push_service_on_a_public_host_unless_the_deployment_allows_private_ones(
    endpoint: str, private_targets: bool, allowed: bool
) -> None:
    if allowed:
        assert check_endpoint(endpoint, private_targets) == endpoint
    else:
        with pytest.raises(Invalid) as refused:
            check_endpoint(endpoint, private_targets)
        assert refused.value.code == "bad_push_endpoint"


def test_a_name_that_resolves_to_a_private_address_is_not_pushed_to(tmp_path: Path) -> None:
    """The check at subscribing sees names only; the channel looks at the addresses a name has (a
    row stored here as any name could be, its name resolving to loopback)."""
    host = "localhost"
    settings = Settings(sqlite_path=str(tmp_path / "store.sqlite"), vapid_key_file=str(tmp_path / "vapid.pem"))
    origin = f"https://{host}:{free_port()}"
    browser = Browser("x", f"{origin}/push/x", VapidKey.of(settings).public_key)
    keys = browser.json()["keys"]

    async def push() -> Sent:
        channel = WebPush.of(settings, in_thread)
        try:
            made = await in_thread(
                channel.subscriptions.subscribe, "p", browser.endpoint, (keys["p256dh"], keys["auth"]), None, None
            )
            return await channel.send(made.id, "k", payload("your_turn"))
        finally:
            await channel.close()

    assert asyncio.run(push()) == Gone(f"{origin} resolves to a loopback or private address")


def test_retry_after_is_read_in_seconds_or_as_an_http_date() -> None:
    now = 1_800_000_000.0
    assert retry_after("120", now) == 120.0 and retry_after(" 7 ", now) == 7.0
    assert retry_after(formatdate(now + 90, usegmt=True), now) == 90.0
    assert retry_after(formatdate(now - 90, usegmt=True), now) == 0.0
    assert retry_after(None, now) is None and retry_after("soon", now) is None and retry_after("-5", now) is None
