"""Real-browser tests: Debian's Chromium headless shell driven by selenium against a real server process.

Nothing is downloaded at run time: selenium is pointed at Debian's chromium-headless-shell (the
tests that need the full browser, Web Push's, at /usr/bin/chromium run headless) and
/usr/bin/chromedriver (`make test` installs them). Screenshots land in var/browser/ (the test artifacts).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.chrome.service import Service

from tests.browser.page import Page, restore
from tests.support.client import Api
from tests.support.server import ServerProcess

# The browser tests drive Chromium's headless shell, the same version as Debian's chromium without
# the full browser's window, tabs and profile services: the same pages for ~40 % less CPU (§21). The
# package's binary itself, not its /usr/bin wrapper (a shell that would stay the driver's child).
HEADLESS_SHELL = Path("/usr/lib/chromium/chromium-headless-shell")
# The full browser, run headless (`--headless=new`), for what the shell lacks: notifications (the
# shell denies their permission, granted or not), so Web Push's tests (`launch(..., full=True)`).
# IGROTEKA_TEST_CHROMIUM=full runs every browser test in it, to tell a failure of the shell's.
CHROMIUM = Path("/usr/bin/chromium")
ALL_FULL = os.environ.get("IGROTEKA_TEST_CHROMIUM") == "full"
# The height of the full browser's own bars (tab strip, toolbar) in a headless window: a page in a
# 1366 × 768 window of it is 1366 × 625. The shell has no bars, so its window is made that much
# shorter: a page is the size a test's window gives it in either browser.
BARS = 143
CHROMEDRIVER = Path("/usr/bin/chromedriver")
ARTIFACTS = Path(__file__).resolve().parents[2] / "var" / "browser"


@pytest.fixture(scope="module")
def web(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    workdir = tmp_path_factory.mktemp("web")
    with ServerProcess(f"sqlite:///{workdir / 'igroteka.sqlite'}", workdir) as server:
        yield server


@pytest.fixture
def api(web: ServerProcess) -> Iterator[Api]:
    """A client of the module's server, for what a test sets up or checks beside the pages."""
    client = Api(web.url)
    yield client
    client.close()


def signed_in(page: Page, api: Api, name: str) -> dict[str, Any]:
    """A new player, signed in on this browser as the sign-in form leaves it: its id, name and token."""
    player = api.call("POST", "/api/v1/players", json={"name": name}).json()
    account = {"id": player["id"], "name": player["name"], "token": player["token"]["token"]}
    page.run("localStorage.setItem('igroteka.account', JSON.stringify(arguments[0]))", account)
    return account


def played_by_bots(api: Api, game: str, options: dict[str, Any]) -> str:
    """A two-seat match of ``game`` made by the API with both seats bots, once they have finished it:
    its id. For a test that reads a finished match, not its moves (no page draws them as they come:
    a match page following it costs 25-45 ms of Chromium's CPU a version, §21)."""
    body = {"game": game, "seats": 2, "options": options, "bots": [0, 1]}
    match = api.call("POST", "/api/v1/matches", json=body).json()["id"]
    deadline = time.monotonic() + 60
    while api.envelope(match)["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.1)
    return match


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    report = yield
    if report.when == "call":
        item.stash[FAILED] = report.failed
    return report


FAILED = pytest.StashKey[bool]()


Shape = tuple[int, int, str, bool]  # window width and height, language, a phone's screen


def chromium_options(full: bool = False) -> webdriver.ChromeOptions:
    """The options of a test's browser: the headless shell, or the full Chromium run headless."""
    options = webdriver.ChromeOptions()
    for argument in ("--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    if full or ALL_FULL:
        options.add_argument("--headless=new")
        options.binary_location = str(CHROMIUM)
    else:
        options.binary_location = str(HEADLESS_SHELL)
    return options


def launch(width: int, height: int, lang: str, phone: bool, full: bool = False) -> webdriver.Chrome:
    options = chromium_options(full)
    options.add_argument(f"--window-size={width},{height if full or ALL_FULL else height - BARS}")
    if phone:  # a phone's screen and touch, not merely a narrow window (windows have a minimum width)
        metrics = {"width": width, "height": height, "pixelRatio": 2, "touch": True, "mobile": True}
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": metrics})
    options.add_argument(f"--lang={lang}")
    return webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)


def wipe(driver: webdriver.Chrome, origin: str) -> None:
    """Leave the page (its streams close), show its window again and forget what the origin stored
    in this browser, its cookies, its cache and the page's log: what a new profile would start with."""
    driver.get("about:blank")
    restore(driver)  # a page the test hid
    driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
    driver.execute_cdp_cmd("Network.clearBrowserCookies", {})
    driver.execute_cdp_cmd("Network.clearBrowserCache", {})
    driver.get_log("browser")


class Chromiums:
    """Headless Chromiums kept between the tests of a worker, by shape: a test takes one for each
    person, and gives it back wiped. A launch costs ~2 s of a loaded machine, and the browser tests
    open about 40 pages."""

    def __init__(self) -> None:
        self.idle: dict[Shape, list[webdriver.Chrome]] = {}

    def take(self, shape: Shape) -> webdriver.Chrome:
        idle = self.idle.get(shape)
        return idle.pop() if idle else launch(*shape)

    def give_back(self, shape: Shape, driver: webdriver.Chrome, origin: str) -> None:
        try:
            wipe(driver, origin)
        except WebDriverException:  # a browser the test broke is not handed out again
            driver.quit()
            return
        self.idle.setdefault(shape, []).append(driver)

    def close(self) -> None:
        for drivers in self.idle.values():
            for driver in drivers:
                driver.quit()


@contextmanager
def bare(chromiums: Chromiums, origin: str) -> Iterator[webdriver.Chrome]:
    """A Chromium from the pool with no page open (for pages not of the web client), given back
    wiped of what ``origin`` stored."""
    shape = (1280, 1000, "ru", False)
    driver = chromiums.take(shape)
    try:
        yield driver
    finally:
        chromiums.give_back(shape, driver, origin)


@pytest.fixture(scope="session")
def chromiums() -> Iterator[Chromiums]:
    browsers = (HEADLESS_SHELL, CHROMIUM, CHROMEDRIVER)
    assert all(b.exists() for b in browsers), "make test installs chromium-headless-shell, chromium, chromium-driver"
    pool = Chromiums()
    yield pool
    pool.close()


@pytest.fixture
def browser(web: ServerProcess, chromiums: Chromiums, request: pytest.FixtureRequest) -> Iterator[Callable[..., Page]]:
    """Opens pages, each in a browser of its own (its own localStorage, like another person)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    pages: list[tuple[Shape, Page]] = []

    def open_page(width: int = 1280, height: int = 1000, lang: str = "ru", phone: bool = False) -> Page:
        shape = (width, height, lang, phone)
        page = Page(chromiums.take(shape), web.url, ARTIFACTS)
        pages.append((shape, page))
        page.open("/")
        page.run("localStorage.setItem('igroteka.lang', arguments[0])", lang)
        return page

    yield open_page
    for n, (shape, page) in enumerate(pages):
        if request.node.stash.get(FAILED, False):  # what each page showed when the test failed
            page.shot(f"failed-{request.node.name}-{n}")
        chromiums.give_back(shape, page.driver, web.url)
