"""Real-browser tests: Debian's headless Chromium driven by selenium against a real server process.

Nothing is downloaded at run time: selenium is pointed at /usr/bin/chromium and /usr/bin/chromedriver
(`make test` installs both). Screenshots land in var/browser/ (the test artifacts).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from tests.browser.page import Page
from tests.support.server import ServerProcess

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
ARTIFACTS = Path(__file__).resolve().parents[2] / "var" / "browser"


@pytest.fixture(scope="module")
def web(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    workdir = tmp_path_factory.mktemp("web")
    with ServerProcess(f"sqlite:///{workdir / 'igroteka.sqlite'}", workdir) as server:
        yield server


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    report = yield
    if report.when == "call":
        item.stash[FAILED] = report.failed
    return report


FAILED = pytest.StashKey[bool]()


@pytest.fixture
def browser(web: ServerProcess, request: pytest.FixtureRequest) -> Iterator[Callable[..., Page]]:
    """Opens pages, each in its own browser profile (its own localStorage, like another person)."""
    assert CHROMIUM.exists() and CHROMEDRIVER.exists(), "make test installs chromium and chromium-driver"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    pages: list[Page] = []

    def open_page(width: int = 1280, height: int = 1000, lang: str = "ru", phone: bool = False) -> Page:
        options = webdriver.ChromeOptions()
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
            options.add_argument(argument)
        options.add_argument(f"--window-size={width},{height}")
        if phone:  # a phone's screen and touch, not merely a narrow window (windows have a minimum width)
            metrics = {"width": width, "height": height, "pixelRatio": 2, "touch": True, "mobile": True}
            options.add_experimental_option("mobileEmulation", {"deviceMetrics": metrics})
        options.add_argument(f"--lang={lang}")
        options.binary_location = str(CHROMIUM)
        driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
        page = Page(driver, web.url, ARTIFACTS)
        pages.append(page)
        page.open("/")
        page.run("localStorage.setItem('igroteka.lang', arguments[0])", lang)
        return page

    yield open_page
    for n, page in enumerate(pages):
        if request.node.stash.get(FAILED, False):  # what each page showed when the test failed
            page.shot(f"failed-{request.node.name}-{n}")
        page.driver.quit()
