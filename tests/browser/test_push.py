"""Web Push in a real headless Chromium: the player allows notifications on "my games", the page
registers the service worker (/sw.js, scope /) and hands the subscription to the server; a push
the server sends through the channel is decrypted by the stand-in push service with that
subscription's keys, and, handed to the worker as a browser's push service hands it over, shows a
notification that leads to the match; turning notifications off deletes the subscription.

Chromium's own ``PushManager.subscribe`` registers with Google's push service (FCM), which this
machine cannot reach: the promise never settles. So the browser's registration with its push
service is the one part played by the stand-in: ``PushManager`` gives the page a subscription the
stand-in made (keys the test holds), for the key the page asked with. The worker, the permission, the
page's module and the server are the real ones; the push reaches the worker through the DevTools
protocol (``ServiceWorker.deliverPushMessage``), as the browser would deliver it.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from igroteka.server.channels import Delivered
from igroteka.server.config import Settings
from igroteka.server.webpush import WebPush
from tests.browser.conftest import ARTIFACTS, launch
from tests.browser.pushing import PUSH_MANAGER, in_page, shown_after_push
from tests.support.pushservice import Browser, PushService
from tests.support.server import ServerProcess

SUBSCRIPTIONS = "/api/v1/players/me/push-subscriptions"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    workdir = tmp_path_factory.mktemp("push-web")
    settings = {"vapid_key_file": str(workdir / "vapid.pem"), "push_private_targets": "true"}
    with ServerProcess(f"sqlite:///{workdir / 'igroteka.sqlite'}", workdir, **settings) as server:
        yield server


def pushed(server: ServerProcess, target: str, key: str, payload: bytes) -> Any:
    """One push through the server's channel, on its store and with its key."""
    settings = Settings(
        database_url=server.env["IGROTEKA_DATABASE_URL"],
        vapid_key_file=server.env["IGROTEKA_VAPID_KEY_FILE"],
        push_private_targets=True,
    )

    async def in_thread(fn: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.to_thread(fn, *args)

    async def send() -> Any:
        channel = WebPush.of(settings, in_thread)
        try:
            return await channel.send(target, key, payload)
        finally:
            await channel.close()

    return asyncio.run(send())


def test_the_page_subscribes_and_the_worker_shows_the_push_and_leads_to_the_match(site: ServerProcess) -> None:
    http = httpx.Client(base_url=site.url, timeout=30)
    made = http.post("/api/v1/players", json={"name": "Пуш в браузере"}).json()
    account = {"id": made["id"], "name": made["name"], "token": made["token"]["token"]}
    auth = {"Authorization": f"Bearer {account['token']}"}
    server_key = http.get("/api/v1/push/key").json()["public_key"]
    driver = launch(1280, 1000, "ru", False, full=True)  # the headless shell denies notifications
    with PushService() as service:
        browser: Browser = service.subscribe(server_key)
        try:
            driver.set_script_timeout(20)
            driver.execute_cdp_cmd(
                "Page.addScriptToEvaluateOnNewDocument", {"source": PUSH_MANAGER % json.dumps(browser.json())}
            )
            driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": site.url, "permissions": ["notifications"]})
            driver.get(f"{site.url}/")
            driver.execute_script("localStorage.setItem('igroteka.account', arguments[0])", json.dumps(account))
            driver.get(f"{site.url}/#/me")
            wait = WebDriverWait(driver, 20, ignored_exceptions=(StaleElementReferenceException,))
            wait.until(lambda d: d.find_element(By.ID, "push-toggle").get_attribute("aria-pressed") == "false")
            driver.find_element(By.ID, "push-toggle").click()
            wait.until(lambda d: d.find_element(By.ID, "push-toggle").get_attribute("aria-pressed") == "true")

            worker = in_page(driver, "navigator.serviceWorker.ready.then((r) => [r.scope, r.active.scriptURL])")
            assert worker == [f"{site.url}/", f"{site.url}/sw.js"]
            assert driver.execute_script("return window.askedKey") == server_key
            (listed,) = http.get(SUBSCRIPTIONS, headers=auth).json()
            assert listed["endpoint"] == browser.endpoint and listed["kinds"] is None

            match = "5f0c3d6e-0000-4000-8000-000000000001"
            notice = {"kind": "your_turn", "key": f"your_turn:{match}:7", "player": account["id"], "match": match}
            text = {"ru": "Ваш ход в «Победа!».", "en": "Your turn in «Победа!»."}
            payload = json.dumps(
                {"type": "your_turn", "timestamp": "2026-11-28T10:00:00Z", "data": notice, "text": text}
            )
            assert pushed(site, listed["id"], notice["key"], payload.encode()) == Delivered()
            (arrival,) = service.received(browser)
            driver.execute_cdp_cmd("ServiceWorker.enable", {})
            shown = shown_after_push(driver, site.url, arrival.payload.decode())
            assert shown[0][1] in text.values() and shown[0][2] == notice["key"]
            assert shown[0][3] == f"{site.url}/#/m/{match}"

            driver.find_element(By.ID, "push-toggle").click()
            wait.until(lambda d: d.find_element(By.ID, "push-toggle").get_attribute("aria-pressed") == "false")
            assert http.get(SUBSCRIPTIONS, headers=auth).json() == []
        finally:
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            driver.save_screenshot(str(Path(ARTIFACTS) / "push.png"))
            driver.quit()
            http.close()
