"""The browser's side of Web Push in tests, where Chromium cannot play it: ``PUSH_MANAGER`` has the
page's ``PushManager`` hand out a subscription the stand-in push service made (tests/support/
pushservice.py), and ``shown_after_push`` hands a push to the real service worker through the
DevTools protocol, as the browser's push service would, and reads the notifications it shows.

Chromium's own ``PushManager.subscribe`` registers with Google's push service (FCM), which this
machine cannot reach, and Chromium has no setting that names another push service.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

# The browser's side of subscribing, played by the stand-in: PushManager hands out the subscription
# the test made and remembers the applicationServerKey it was asked for, in the origin's storage, so
# the subscription outlives a reload as a browser's does (until it is unsubscribed).
PUSH_MANAGER = """
const made = %s;
const kept = "igroteka.test.push-key";
const key = (text) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
function subscription(serverKey) {
  return {
    endpoint: made.endpoint, expirationTime: null, options: {applicationServerKey: serverKey.buffer, userVisibleOnly: true},
    getKey: (name) => key(made.keys[name]).buffer, toJSON: () => made,
    unsubscribe: async () => { localStorage.removeItem(kept); return true; },
  };
}
PushManager.prototype.subscribe = async function (options) {
  const asked = new Uint8Array(options.applicationServerKey);
  window.askedKey = btoa(String.fromCharCode(...asked)).replace(/\\+/g, "-").replace(/\\//g, "_").replace(/=+$/, "");
  localStorage.setItem(kept, window.askedKey);
  return subscription(asked);
};
PushManager.prototype.getSubscription = async function () {
  const asked = localStorage.getItem(kept);
  return asked === null ? null : subscription(key(asked));
};
"""


def in_page(driver: Any, script: str) -> Any:
    """The value ``script`` (an expression of a promise) settles to in the page."""
    return driver.execute_async_script(f"const done = arguments[0]; ({script}).then(done, (e) => done(String(e)));")


def shown_after_push(driver: Any, origin: str, data: str) -> list[Any]:
    """The worker's notifications once the push is handed to it, as [title, body, tag, address]; on
    a loaded machine a push handed to a worker still starting can be lost, so it is handed again
    (the notice's tag makes a repeat replace the first)."""
    read = "navigator.serviceWorker.ready.then((r) => r.getNotifications())"
    for _ in range(4):
        assert deliver(driver, origin, data), "the worker's registration took no push"
        shown = wait_for(
            lambda: in_page(driver, f"{read}.then((ns) => ns.map((n) => [n.title, n.body, n.tag, n.data.url]))")
        )
        if shown:
            return shown
    return []


def deliver(driver: Any, origin: str, data: str) -> bool:
    """Hand the push to the origin's worker as its push service would (the registration's id is
    the profile's first: a fresh browser registered one worker)."""
    for registration in range(3):
        try:
            driver.execute_cdp_cmd(
                "ServiceWorker.deliverPushMessage",
                {"origin": origin, "registrationId": str(registration), "data": data},
            )
            return True
        except Exception:
            continue
    return False


def wait_for(read: Callable[[], list[Any]], within: float = 5) -> list[Any]:
    deadline = time.monotonic() + within
    while True:
        value = read()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.2)
